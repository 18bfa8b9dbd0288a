// paiju-cli beliefs: how well search's worlds match the true hidden hands (search/beliefs.h).
//
// The game: the first registered game (games/registry.h) whose search has beliefs and whose traits
// tell its trick-play decisions and a seat's holding (Measurable below).
// Deal i is the first deal of new_match(default rules, S + i); seat 0 plays the heuristic and
// the other seats the bot given by --others (default heuristic: the model is then exact; a
// style of the opponent pool tests a wrong model; --partner BOT gives seat 2, seat 0's partner,
// another bot, e.g. a search bot as in an arena of search against the heuristic). At every --every-th trick-play decision of
// seat 0, a pool of --pool worlds is drawn from seat 0's knowledge and weighted by the other
// seats' plays for each belief strength L (the weight factor per decision the heuristic would
// have made otherwise; L = 1 is the uniform determinization). The score of a pool is the
// log-likelihood of the truth under the pool's marginals: for each other seat and each card
// kind, log P(the seat holds exactly its true number of copies), the probability the weighted
// fraction of worlds that agree (floored at 1 / (2 * pool)); summed over the three seats and 54
// kinds (also printed by seat), averaged over positions. Higher is better; the same positions serve every L.
// With --moves N, every pool with L < 1 is then resampled and each world moved N times by
// Metropolis-Hastings exchanges of hidden cards (search's moves=N); --strengths a,b,... sets the
// L values (default 1,0.7,0.5,0.3,0.1).
// With --hands W, every pool is also weighed by the learned hand model raised to the power W
// (search's hands=W; with L = 1 the model alone), and moved --moves times toward it.
// With --carry, each strength keeps its pool through the deal and carries its worlds from one
// decision of seat 0 to the next (search's carry=1; pools are then built at every trick-play
// decision of seat 0, scored at every --every-th).
// With --styles A+B+... (named players), the pools also infer each other seat's style from its
// plays (search's styles=1): the tool prints, for each L, the posterior of each style averaged
// over the other seats and positions (the truth is --others; left out of the list, the posterior
// shows which listed styles it resembles).
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

#include "paiju/core/rng.h"
#include "paiju/games/registry.h"
#include "paiju/search/beliefs.h"
#include "paiju/search/factory.h"
#include "paiju/tools/game_parts.h"
#include "paiju/tools/tools.h"

namespace paiju::tools {
namespace {

struct Options {
  std::uint64_t deals = 200;
  std::uint64_t seed = 1;
  int pool = 200;
  int every = 3;
  int moves = 0;
  bool carry = false;
  std::string others = "heuristic";
  std::string partner;  // seat 2's bot; empty: the same as the others
  std::string styles;  // empty: the heuristic is the only model
  std::vector<double> strengths{1.0, 0.7, 0.5, 0.3, 0.1};
  double hands = 0.0;  // > 0: every pool also weighed by the learned hand model (search's hands=W)
};

// A game beliefs can measure: search's beliefs (rewind_world), its trick-play decisions and a
// seat's copies of each card kind.
template <class G>
concept Measurable = search::RewindsWorlds<G> && requires(const typename G::State& s) {
  { G::is_trick_play(s) } -> std::convertible_to<bool>;
  G::holding(s, 0);
};

// What measure adds up over the scored positions, per strength k (and per style j).
struct Tally {
  explicit Tally(std::size_t strengths, std::size_t styles)
      : ll(strengths, 0.0), ess(strengths, 0.0), seconds(strengths, 0.0),
        ll_seat(strengths, game::PerSeat<double>{}), posterior(strengths * styles, 0.0) {}
  std::vector<double> ll, ess, seconds;
  std::vector<game::PerSeat<double>> ll_seat;
  std::vector<double> posterior;  // [k * styles + j]
  std::uint64_t positions = 0, decisions_seen = 0;
  double marginal_ll = 0.0;  // with --hands: the model's own marginals, scored the same way
};

// The --styles list ('+'-separated names of the game's named players, or heuristic) as policies;
// their names go to `names`.
template <Measurable G>
std::vector<search::Policy<G>> parse_styles(const Options& o, search::Policy<G> model, std::vector<std::string>& names) {
  std::vector<search::Policy<G>> styles;
  for (std::size_t at = 0; !o.styles.empty() && at != std::string::npos;) {
    const std::size_t plus = o.styles.find('+', at);
    names.push_back(o.styles.substr(at, plus == std::string::npos ? plus : plus - at));
    at = plus == std::string::npos ? plus : plus + 1;
    search::Policy<G> found = names.back() == "heuristic" ? model : nullptr;
    for (const auto& named : G::named_policies()) {
      if (named.name == names.back()) found = named.policy;
    }
    if (!found) throw std::invalid_argument("--styles: no named player '" + names.back() + "'");
    styles.push_back(found);
  }
  return styles;
}

// Scores strength k's pool at seat 0's decision in `state`: its effective size, each style's
// posterior and the log-likelihood of every other seat's true holding.
template <Measurable G>
void score_pool(const Options& o, const search::WorldPool<G>& pool, const typename G::State& state, std::size_t k,
                std::size_t styles, Tally& tally) {
  tally.ess[k] += pool.effective_size();
  double total = 0.0;
  for (std::size_t i = 0; i < pool.size(); ++i) total += pool.weight(i);
  for (std::size_t j = 0; j < styles; ++j) {
    for (int s = 1; s < game::kTableSeats; ++s) {  // the seats other than the searcher's, 0
      for (std::size_t i = 0; i < pool.size(); ++i) {
        tally.posterior[k * styles + j] +=
            pool.weight(i) * pool.style_probability(i, s, j) / ((game::kTableSeats - 1) * total);
      }
    }
  }
  for (int s = 1; s < game::kTableSeats; ++s) {
    const auto truth = G::holding(state, s);
    std::array<double, 64> agree{};
    for (std::size_t i = 0; i < pool.size(); ++i) {
      const auto h = G::holding(pool.world(i), s);
      for (std::size_t kind = 0; kind < truth.size(); ++kind) agree[kind] += h[kind] == truth[kind] ? pool.weight(i) : 0.0;
    }
    for (std::size_t kind = 0; kind < truth.size(); ++kind) {
      const double term = std::log(std::max(agree[kind] / total, 0.5 / o.pool));
      tally.ll[k] += term;
      tally.ll_seat[k][static_cast<std::size_t>(s)] += term;
    }
  }
}

// Seat 0's pools at one of its decisions, one per strength from the same worlds; scored when
// `scored` (else only built, for --carry).
template <Measurable G>
void pools_at(const Options& o, const typename G::State& state, const search::PlayEvidence<G>& evidence,
              std::vector<search::WorldPool<G>>& pools, const std::vector<search::Policy<G>>& styles, bool scored,
              Rng& pool_rng, Tally& tally) {
  using State = typename G::State;
  const search::Policy<G> model = &search::detail::heuristic_of<G>;
  const Rng base = pool_rng.split();
  for (std::size_t k = 0; k < pools.size(); ++k) {
    search::WorldPool<G>& pool = pools[k];
    Rng rng = base;  // the same worlds for every strength
    const auto t0 = std::chrono::steady_clock::now();
    search::LogPrior<State> log_prior;
    if constexpr (search::PredictsHands<G>) {
      if (o.hands > 0) {
        log_prior = [power = o.hands, table = G::hand_prior(state, 0, evidence.decisions())](const State& world) {
          return search::world_log_prior<G>(world, 0, table, power);
        };
      }
    }
    pool.build(state, 0, evidence, model, search::every_seat(o.strengths[k]), o.pool, rng, styles, o.carry, log_prior);
    if (o.strengths[k] < 1.0 || o.hands > 0) {
      pool.move_worlds(state, 0, evidence, model, search::every_seat(o.strengths[k]), o.moves, rng);
    }
    if (!scored) continue;
    if (k == 0) {
      ++tally.positions;
      tally.decisions_seen += evidence.decisions().size();
      if (o.hands > 0 && tools_of<G>().hand_model_log_likelihood) {
        tally.marginal_ll += tools_of<G>().hand_model_log_likelihood(state, evidence.decisions());
      }
    }
    tally.seconds[k] += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    score_pool<G>(o, pool, state, k, styles.size(), tally);
  }
}

void print_tally(const Options& o, const Tally& tally, const std::vector<std::string>& style_names) {
  const std::uint64_t positions = tally.positions;
  std::printf("beliefs: %llu deals, seat 0 heuristic, others %s, partner %s, %llu positions (every %d-th own play), "
              "pool %d, moves %d%s%s, %.1f other-seat decisions per position on average\n",
              static_cast<unsigned long long>(o.deals), o.others.c_str(),
              o.partner.empty() ? o.others.c_str() : o.partner.c_str(), static_cast<unsigned long long>(positions),
              o.every, o.pool, o.moves, o.carry ? " (carried)" : "", o.hands > 0 ? ", learned hand model" : "", positions ? static_cast<double>(tally.decisions_seen) / static_cast<double>(positions) : 0.0);
  std::printf("  %-8s %26s %10s %10s %10s %18s %14s\n", "L", "log-likelihood/position", "seat 1", "seat 2",
              "seat 3", "effective worlds", "ms per pool");
  for (std::size_t k = 0; k < o.strengths.size(); ++k) {
    const double p = positions ? static_cast<double>(positions) : 1.0;
    std::printf("  %-8.2f %26.3f %10.3f %10.3f %10.3f %18.1f %14.2f\n", o.strengths[k], tally.ll[k] / p,
                tally.ll_seat[k][1] / p, tally.ll_seat[k][2] / p, tally.ll_seat[k][3] / p, tally.ess[k] / p,
                1000.0 * tally.seconds[k] / p);
  }
  if (o.hands > 0) {
    std::printf("  the hand model's own marginals (each unplaced copy independently where the model puts it): %.3f\n",
                positions ? tally.marginal_ll / static_cast<double>(positions) : 0.0);
  }
  if (!style_names.empty()) {
    std::printf("  posterior of each style (mean over the other seats and positions; the truth: %s)\n  %-8s", o.others.c_str(), "L");
    for (const std::string& name : style_names) std::printf(" %14s", name.c_str());
    std::printf("\n");
    for (std::size_t k = 0; k < o.strengths.size(); ++k) {
      std::printf("  %-8.2f", o.strengths[k]);
      for (std::size_t j = 0; j < style_names.size(); ++j) {
        std::printf(" %14.3f", positions ? tally.posterior[k * style_names.size() + j] / static_cast<double>(positions) : 0.0);
      }
      std::printf("\n");
    }
  }
}

template <Measurable G>
int measure(const Options& o) {
  using State = typename G::State;
  using Move = typename G::Move;
  auto own = G::make_bot("heuristic");
  auto others = G::make_bot(o.others);
  auto partner = G::make_bot(o.partner.empty() ? o.others : o.partner);
  std::vector<std::string> style_names;
  const std::vector<search::Policy<G>> styles = parse_styles<G>(o, &search::detail::heuristic_of<G>, style_names);
  Tally tally(o.strengths.size(), styles.size());
  for (std::uint64_t d = 0; d < o.deals; ++d) {
    State state = G::new_match(typename G::Rules{}, o.seed + d);
    const State start = state;
    game::History<Move> history;
    search::PlayEvidence<G> evidence;
    typename G::MoveList legal;
    std::vector<search::WorldPool<G>> pools(o.strengths.size());
    Rng play_rng(o.seed, 2 * d), pool_rng(o.seed, 2 * d + 1);
    int own_decisions = 0;
    while (!G::episode_over(state, start)) {
      const int seat = G::current_player(state);
      legal.clear();
      search::choice_moves<G>(state, legal);
      if (seat == 0) {
        evidence.update(state, history, 0);
        const bool scored = G::is_trick_play(state) && ++own_decisions % o.every == 0;
        if ((scored || (o.carry && G::is_trick_play(state))) && !evidence.decisions().empty()) {
          pools_at<G>(o, state, evidence, pools, styles, scored, pool_rng, tally);
        }
      }
      search::Bot<G>& bot = seat == 0 ? *own : seat == 2 ? *partner : *others;
      const Move move = bot.choose(state, legal, play_rng);
      history.push_back(game::Step<Move>{static_cast<std::int8_t>(seat), static_cast<std::int16_t>(0), move});
      G::apply(state, move);
    }
  }
  print_tally(o, tally, style_names);
  return 0;
}

}  // namespace

int beliefs_main(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--deals") o.deals = parse_count(argc, argv, i);
    else if (arg == "--seed") o.seed = parse_count(argc, argv, i);
    else if (arg == "--pool") o.pool = static_cast<int>(parse_count(argc, argv, i));
    else if (arg == "--every") o.every = static_cast<int>(parse_count(argc, argv, i));
    else if (arg == "--others") o.others = parse_string(argc, argv, i);
    else if (arg == "--partner") o.partner = parse_string(argc, argv, i);
    else if (arg == "--styles") o.styles = parse_string(argc, argv, i);
    else if (arg == "--moves") o.moves = static_cast<int>(parse_count(argc, argv, i));
    else if (arg == "--carry") o.carry = true;
    else if (arg == "--hands") {
      const std::string value = parse_string(argc, argv, i);
      char* end = nullptr;
      o.hands = std::strtod(value.c_str(), &end);
      if (end == value.c_str() || *end != '\0' || !(o.hands >= 0 && o.hands <= 10)) return usage("beliefs: --hands takes a number from 0 to 10");
    }
    else if (arg == "--strengths") {
      o.strengths.clear();
      const std::string list = parse_string(argc, argv, i);
      for (std::size_t at = 0; at != std::string::npos;) {
        const std::size_t comma = list.find(',', at);
        const std::string item = list.substr(at, comma == std::string::npos ? comma : comma - at);
        char* end = nullptr;
        const double v = std::strtod(item.c_str(), &end);
        if (end == item.c_str() || *end != '\0' || !(v > 0 && v <= 1)) return usage("beliefs: --strengths takes numbers in (0, 1]");
        o.strengths.push_back(v);
        at = comma == std::string::npos ? comma : comma + 1;
      }
    }
    else return usage("beliefs: unknown argument '" + arg + "'");
  }
  if (o.pool < 1 || o.every < 1) return usage("beliefs: --pool and --every must be at least 1");
  if (o.carry && !o.styles.empty()) return usage("beliefs: --carry works without --styles");
  try {
    int status = 2;
    bool measured = false;  // the first registered game beliefs can measure
    games::for_each_game([&]<class G>() {
      if constexpr (Measurable<G>) {
        if (!measured) status = measure<G>(o);
        measured = true;
      }
    });
    return status;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "paiju-cli beliefs: %s\n", e.what());
    return 2;
  }
}

}  // namespace paiju::tools
