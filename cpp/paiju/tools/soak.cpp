// paiju-cli soak: seeded matches played by bots, every invariant checked after every move.
//
// For every registered game (games/registry.h; --game picks one): match i is
// State::new_match(the game's soak rules, S + i), played until its first K deals have ended
// (--match-deals, default 1: the deal index changes or the match is over). Bots choose among
// legal_moves: `random` draws uniformly from Rng(seed, 0x50AC) (one stream per match, so a
// violation is reproduced from its seed alone; a game that samples its moves, sample_move, draws
// from that stream), `heuristic` is the game's rule-based bot. Matches are handed to threads in
// chunks, and each depends on its seed only, so every total is the same for any thread count.
//
// The match loop is here, once; what is checked is the game's (GameTools, tools/game_tools.h,
// from games/<game>/tools/soak.cpp): the legal list before every decision (non-empty, no
// duplicate, fitting the phase), the chosen move (listed, why_illegal() accepts it), and after
// every move is_consistent(), card or tile conservation, the move's effect, the deal's end when
// the rules say and its scoring, and the next deal.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "paiju/core/rng.h"
#include "paiju/games/registry.h"
#include "paiju/search/game.h"
#include "paiju/tools/game_parts.h"
#include "paiju/tools/tools.h"

namespace paiju::tools {
namespace {

constexpr int kMaxDecisionsPerDeal = 20000;  // a deal still going after this many is a violation
constexpr std::uint64_t kBotStream = 0x50AC;

enum class Bots { Random, Heuristic };

struct Options {
  std::string game = "all";
  std::uint64_t deals = 10000;  // matches per game
  int match_deals = 1;
  int threads = 1;
  std::uint64_t seed = 1;
  Bots bots = Bots::Random;
};

// A uniform random move: sampled by a game that samples its moves, else drawn from the list.
template <class G>
typename G::Move random_move(const typename G::State& state, const typename G::MoveList& legal, Rng& rng) {
  if constexpr (search::SamplesMoves<G>) {
    return G::sample_move(state, rng);
  } else {
    return legal[rng.uniform(static_cast<std::uint32_t>(legal.size()))];
  }
}

// Plays match `seed` of game G until its first options.match_deals deals end or a check fails.
template <class G>
void soak_match(std::uint64_t seed, const Options& options, Tally& tally, typename G::MoveList& legal,
                typename G::MoveList& scratch) {
  const GameTools<G>& parts = tools_of<G>();
  Checker c{tally, seed};
  ++tally.matches;
  typename G::State state = G::new_match(parts.soak_rules(), seed);
  Rng rng(seed, kBotStream);
  if (parts.soak_start) parts.soak_start(c, state);
  for (int d = 0; d < options.match_deals && !state.is_terminal() && !c.failed; ++d) {
    c.deal = state.deal_index();
    c.move = 0;
    while (!state.is_terminal() && state.deal_index() == c.deal && !c.failed) {
      if (!c.check(c.move < kMaxDecisionsPerDeal, "the deal did not end within kMaxDecisionsPerDeal decisions")) break;
      if (!parts.soak_decision(c, state, legal, scratch)) break;
      const typename G::Move move = options.bots == Bots::Random ? random_move<G>(state, legal, rng)
                                                                 : parts.heuristic_move(state, legal);
      if (!parts.soak_choice(c, state, legal, move)) break;
      const typename G::State before = state;
      const int mover = state.current_player();
      state.apply(move);
      ++tally.moves;
      parts.soak_after(c, before, state, move, mover);
      ++c.move;
    }
    ++tally.deals;  // played, to its end or to its first violation
  }
}

// Hands matches [0, deals) of game G to `threads` workers in chunks, two move-list buffers per
// worker. Every match depends on its seed only, so totals do not depend on the thread count.
template <class G>
Tally run_threads(const Options& options, const char* game) {
  std::atomic<std::uint64_t> next{0}, done{0};
  constexpr std::uint64_t kChunk = 64;
  std::vector<Tally> tallies(static_cast<std::size_t>(options.threads));
  std::vector<std::thread> workers;
  for (int t = 0; t < options.threads; ++t) {
    workers.emplace_back([&, t] {
      Tally& tally = tallies[static_cast<std::size_t>(t)];
      typename G::MoveList legal, scratch;
      for (;;) {
        const std::uint64_t begin = next.fetch_add(kChunk);
        if (begin >= options.deals) break;
        const std::uint64_t end = std::min(options.deals, begin + kChunk);
        for (std::uint64_t i = begin; i < end; ++i) {
          try {
            soak_match<G>(options.seed + i, options, tally, legal, scratch);
          } catch (const std::exception& e) {
            tally.add_violation(Violation{options.seed + i, -1, -1, cat("exception: ", e.what())});
          }
        }
        done.fetch_add(end - begin);
      }
    });
  }
  const auto start = std::chrono::steady_clock::now();
  auto last_report = start;
  while (done.load() < options.deals) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    const auto now = std::chrono::steady_clock::now();
    if (now - last_report > std::chrono::seconds(60)) {  // progress on stderr, once a minute
      last_report = now;
      const double seconds = std::chrono::duration<double>(now - start).count();
      const std::uint64_t n = done.load();
      std::fprintf(stderr, "  ... %s: %llu / %llu matches, %.0f s, %.0f matches/s\n", game,
                   static_cast<unsigned long long>(n), static_cast<unsigned long long>(options.deals), seconds,
                   static_cast<double>(n) / seconds);
    }
  }
  for (std::thread& w : workers) w.join();
  Tally total;
  for (Tally& t : tallies) total.merge(t);
  return total;
}


const char* plural(std::uint64_t n) { return n == 1 ? "" : "s"; }

template <class G>
Tally soak_game(const Options& options) {
  const std::string game = G::kName;
  std::printf("soak %s: %llu matches (seeds %llu..%llu), %d deal%s each, bots %s, %d thread%s\n", game.c_str(),
              static_cast<unsigned long long>(options.deals), static_cast<unsigned long long>(options.seed),
              static_cast<unsigned long long>(options.seed + options.deals - 1), options.match_deals,
              plural(static_cast<std::uint64_t>(options.match_deals)),
              options.bots == Bots::Random ? "random" : "heuristic", options.threads,
              plural(static_cast<std::uint64_t>(options.threads)));
  std::fflush(stdout);
  const auto start = std::chrono::steady_clock::now();
  Tally tally = run_threads<G>(options, G::kName);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double deals = static_cast<double>(tally.deals);
  std::printf("  deals played    %llu\n", static_cast<unsigned long long>(tally.deals));
  std::printf("  moves checked   %llu (%.1f per deal)\n", static_cast<unsigned long long>(tally.moves),
              tally.deals ? static_cast<double>(tally.moves) / deals : 0.0);
  std::printf("  violations      %llu\n", static_cast<unsigned long long>(tally.violations));
  for (const Violation& v : tally.first) {
    std::printf("    %s seed %llu, deal %d, move %d: %s\n", game.c_str(), static_cast<unsigned long long>(v.seed),
                v.deal, v.move, v.what.c_str());
  }
  std::printf("  time            %.1f s, %.0f deals/s (%d thread%s)\n", seconds, deals / seconds, options.threads,
              plural(static_cast<std::uint64_t>(options.threads)));
  std::fflush(stdout);
  return tally;
}


}  // namespace

int soak_main(int argc, char** argv) {
  Options options;
  const auto small = [&](int& i, std::uint64_t max) {
    return static_cast<int>(std::min<std::uint64_t>(parse_count(argc, argv, i), max));
  };
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (flag == "--game") {
      options.game = parse_string(argc, argv, i);
    } else if (flag == "--deals") {
      options.deals = parse_count(argc, argv, i);
    } else if (flag == "--match-deals") {
      options.match_deals = small(i, 1000);
    } else if (flag == "--threads") {
      options.threads = small(i, 256);
    } else if (flag == "--seed") {
      options.seed = parse_count(argc, argv, i);
    } else if (flag == "--bots") {
      const std::string bots = parse_string(argc, argv, i);
      if (bots == "random") options.bots = Bots::Random;
      else if (bots == "heuristic") options.bots = Bots::Heuristic;
      else return usage("--bots must be random or heuristic, not '" + bots + "'");
    } else {
      return usage("unknown soak option '" + flag + "'");
    }
  }
  if (options.game != "all" && !is_game(options.game)) {
    return usage("--game must be " + game_names(", ", ", ") + " or all, not '" + options.game + "'");
  }
  if (options.threads < 1 || options.match_deals < 1) return usage("--threads and --match-deals must be at least 1");
  Tally total;
  std::size_t games = 0;
  games::for_each_game([&]<class G>() {
    if (options.game != "all" && options.game != G::kName) return;
    Tally t = soak_game<G>(options);
    total.merge(t);
    ++games;
  });
  if (games > 1) {
    std::printf("soak total: %llu deals, %llu moves checked, %llu violations\n",
                static_cast<unsigned long long>(total.deals), static_cast<unsigned long long>(total.moves),
                static_cast<unsigned long long>(total.violations));
  }
  if (total.violations > 0) {
    std::fprintf(stderr, "paiju-cli soak: %llu invariant violation%s\n",
                 static_cast<unsigned long long>(total.violations), plural(total.violations));
    return 1;
  }
  return 0;
}

}  // namespace paiju::tools
