// The search components of the strength work: root-parallel trees, beliefs from
// the others' plays, exact endgames.
#include <algorithm>
#include <functional>
#include <limits>

#include "paiju/game/simulation.h"
#include "paiju/games/guandan/game.h"
#include "paiju/search/beliefs.h"
#include "paiju/search/endgame.h"
#include "paiju/search/factory.h"
#include "paiju/search/value.h"
#include "search_runs.h"
#include "test_framework.h"

using namespace paiju;

namespace {

using G = guandan::Game;

std::vector<game::EpisodeRecord<G>> run(const std::vector<std::string>& specs, int episodes, int threads) {
  return testing::run_deals<G>(specs, episodes, threads, 7);
}

bool same(const std::vector<game::EpisodeRecord<G>>& a, const std::vector<game::EpisodeRecord<G>>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].stats.finish_order != b[i].stats.finish_order || a[i].moves != b[i].moves) return false;
  }
  return true;
}

// A self-play deal, with the public history, up to seat 0's `k`-th trick-play decision: every
// seat plays the heuristic, or the policy `players` gives it (drawing from `rng`).
struct Position {
  G::State state;
  game::History<G::Move> history;
  search::PlayEvidence<G> evidence;
};

Position position(std::uint64_t seed, int k, const search::SeatPolicies<G>& players = {}, Rng* rng = nullptr) {
  Position p{G::new_match(G::Rules{}, seed), {}, {}};
  const G::State start = p.state;
  G::MoveList legal;
  int own = 0;
  while (!G::episode_over(p.state, start)) {
    const int seat = G::current_player(p.state);
    if (seat == 0) {
      p.evidence.update(p.state, p.history, 0);
      if (++own == k) break;
    }
    legal.clear();
    G::legal_moves(p.state, legal);
    const search::Policy<G> player = players[static_cast<std::size_t>(seat)];
    const G::Move move = player ? player(p.state, legal, *rng) : guandan::heuristic_move(p.state, legal);
    p.history.push_back({static_cast<std::int8_t>(seat), 0, move});
    G::apply(p.state, move);
  }
  return p;
}

// Plain minimax on seat's reward over every legal move (no pruning, no classes): the slow
// reference of the endgame solver.
double minimax(const G::State& s, const G::State& start, int seat) {
  if (G::episode_over(s, start)) return G::reward(s, seat);
  G::MoveList moves;
  G::legal_moves(s, moves);
  const bool ours = G::same_side(s, G::current_player(s), seat);
  double best = ours ? -2.0 : 2.0;
  for (const auto& m : moves) {
    G::State child = s;
    G::apply(child, m);
    const double v = minimax(child, start, seat);
    best = ours ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

}  // namespace

TEST(search_root_parallel_trees_beliefs_prior_endgames_are_deterministic_and_legal) {
  // The runner throws on an illegal move; results must not depend on the runner's threads
  // (each bot's trees run on threads of their own, with streams fixed before they start).
  for (const char* spec : {"ismcts:iterations=24,trees=3",
                           "ismcts:iterations=24,beliefs=0.5,pool=16", "ismcts:iterations=24,prior=1",
                           "ismcts:iterations=24,endgame=8,endgame_worlds=3,endgame_nodes=500",
                           "ismcts:iterations=24,beliefs=0.5,pool=16,others=mix,styles=1"}) {
    const auto one = run({spec, "heuristic"}, 4, 1);
    for (const auto& r : one) CHECK(r.done && r.moves > 0);
    CHECK(same(one, run({spec, "heuristic"}, 4, 2)));
  }
}

TEST(search_bad_strength_parameters_throw) {
  EXPECT_THROW(guandan::Game::make_bot("ismcts:trees=0"), InvalidOptionError);
  EXPECT_THROW(guandan::Game::make_bot("ismcts:beliefs=0"), InvalidOptionError);
  EXPECT_THROW(guandan::Game::make_bot("ismcts:beliefs=1.5"), InvalidOptionError);
  EXPECT_THROW(guandan::Game::make_bot("ismcts:reuse=1"), InvalidOptionError);  // measured and dropped
  EXPECT_THROW(guandan::Game::make_bot("ismcts:endgame=-1"), InvalidOptionError);
}

TEST(beliefs_the_true_world_explains_every_heuristic_decision) {
  // Every seat played the heuristic, so in the true world (the true hands rewound to each
  // decision) the model makes every recorded decision exactly: zero mismatches. A rewind that
  // got any hand wrong at any moment would show up here.
  int decisions = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    for (int k : {3, 6, 9}) {
      Position p = position(seed, k);
      G::MoveList legal;
      G::State scratch = p.state;
      Rng rng(1, 2);
      CHECK_EQ(p.evidence.mismatches(p.state, &search::detail::heuristic_of<G>, scratch, legal, rng), 0);
      decisions += static_cast<int>(p.evidence.decisions().size());
      // A bot that only now joins (bots.choose from Python) replays the history from the start:
      // it sees the decisions before seat 0's first turn too, and the same ones after it.
      search::PlayEvidence<G> fresh;
      const G::State start = G::new_match(G::Rules{}, seed);
      fresh.update(p.state, p.history, 0, &start);
      CHECK(fresh.decisions().size() >= p.evidence.decisions().size());
      CHECK(fresh.decisions().size() <= p.evidence.decisions().size() + 3);
      CHECK_EQ(fresh.mismatches(p.state, &search::detail::heuristic_of<G>, scratch, legal, rng), 0);
    }
  }
  CHECK(decisions > 100);
}

TEST(beliefs_pool_weights_are_powers_of_the_mismatch_factor) {
  Position p = position(3, 8);
  CHECK(!p.evidence.decisions().empty());
  search::WorldPool<G> pool;
  Rng rng(5, 0);
  pool.build(p.state, 0, p.evidence, &search::detail::heuristic_of<G>, search::every_seat(0.5), 40, rng);
  CHECK_EQ(pool.size(), std::size_t{40});
  bool some_below_one = false;
  for (std::size_t i = 0; i < pool.size(); ++i) {
    const double k = -std::log2(pool.weight(i));  // the world's number of mismatches
    CHECK(std::abs(k - std::round(k)) < 1e-9 && k >= 0);
    some_below_one = some_below_one || k > 0;
    for (int s = 1; s < 4; ++s) CHECK_EQ(pool.world(i).cards_left(s), p.state.cards_left(s));
    CHECK(pool.world(i).hand(0) == p.state.hand(0));
  }
  CHECK(some_below_one);  // uniform worlds rarely explain thirty decisions
  CHECK(pool.effective_size() > 0 && pool.effective_size() <= 40.0 + 1e-9);
}

TEST(beliefs_seat_strengths_weigh_each_seats_mismatches) {
  // With a strength per seat (allies=: the partner, seat 2, at 1, its plays saying nothing;
  // the opponents at 0.5) a world weighs 0.5^(k1 + k3): seat 2's mismatches do not count.
  Position p = position(4, 8);
  const auto model = &search::detail::heuristic_of<G>;
  search::WorldPool<G> pool;
  Rng rng(6, 0);
  pool.build(p.state, 0, p.evidence, model, {0.5, 0.5, 1.0, 0.5}, 30, rng);
  G::MoveList legal;
  G::State scratch = p.state;
  bool partner_mismatched = false;
  for (std::size_t i = 0; i < pool.size(); ++i) {
    search::PlayEvidence<G>::SeatCounts k{};
    p.evidence.count_mismatches(pool.world(i), model, scratch, legal, rng, k);
    CHECK(std::abs(pool.weight(i) - std::pow(0.5, k[1] + k[3])) < 1e-12);
    partner_mismatched = partner_mismatched || k[2] > 0;
  }
  CHECK(partner_mismatched);  // the test says something: seat 2's counts were there to ignore
  // Moved at 0.1 for the opponents and 1 for the partner, the opponents' mismatches fall as
  // they do when every seat counts.
  const auto opponents = [&] {
    int total = 0;
    for (std::size_t i = 0; i < pool.size(); ++i) {
      search::PlayEvidence<G>::SeatCounts k{};
      p.evidence.count_mismatches(pool.world(i), model, scratch, legal, rng, k);
      total += k[1] + k[3];
    }
    return total;
  };
  pool.build(p.state, 0, p.evidence, model, {0.1, 0.1, 1.0, 0.1}, 30, rng);
  const int before = opponents();
  pool.move_worlds(p.state, 0, p.evidence, model, {0.1, 0.1, 1.0, 0.1}, 100, rng);
  CHECK(opponents() < before);
}

TEST(beliefs_moved_worlds_explain_more_of_the_plays) {
  // Resample-move at L = 0.1: Metropolis-Hastings over exchanges of hidden cards keeps every
  // world consistent with what seat 0 knows and leaves far fewer decisions unexplained than the
  // uniform worlds it starts from (an inverted acceptance would raise the count instead).
  const auto model = &search::detail::heuristic_of<G>;
  G::MoveList legal;
  double before = 0, after = 0;
  for (std::uint64_t seed : {3, 4, 5}) {
    Position p = position(seed, 8);
    G::State scratch = p.state;
    search::WorldPool<G> pool;
    Rng rng(seed, 1);
    pool.build(p.state, 0, p.evidence, model, search::every_seat(0.1), 30, rng);
    for (std::size_t i = 0; i < pool.size(); ++i) before += p.evidence.mismatches(pool.world(i), model, scratch, legal, rng);
    pool.move_worlds(p.state, 0, p.evidence, model, search::every_seat(0.1), 100, rng);
    CHECK_EQ(pool.size(), std::size_t{30});
    CHECK(std::abs(pool.effective_size() - 30.0) < 1e-9);
    for (std::size_t i = 0; i < pool.size(); ++i) {
      const G::State& w = pool.world(i);
      after += p.evidence.mismatches(w, model, scratch, legal, rng);
      CHECK(w.is_consistent());
      CHECK(w.hand(0) == p.state.hand(0));
      for (int s = 1; s < 4; ++s) CHECK_EQ(w.cards_left(s), p.state.cards_left(s));
    }
  }
  CHECK(after < 0.5 * before);
}

TEST(beliefs_moved_worlds_do_not_depend_on_the_thread_count) {
  const auto model = &search::detail::heuristic_of<G>;
  Position p = position(6, 7);
  std::vector<search::WorldPool<G>> pools(2);
  for (int threads : {1, 2}) {
    Rng rng(8, 3);
    auto& pool = pools[static_cast<std::size_t>(threads - 1)];
    pool.build(p.state, 0, p.evidence, model, search::every_seat(0.2), 12, rng);
    pool.move_worlds(p.state, 0, p.evidence, model, search::every_seat(0.2), 30, rng, threads);
  }
  for (std::size_t i = 0; i < 12; ++i) {
    for (int s = 1; s < 4; ++s) CHECK(pools[0].world(i).hand(s) == pools[1].world(i).hand(s));
  }
}

TEST(beliefs_carried_worlds_accumulate_their_moves) {
  // A particle filter: the pool carried from seat 0's previous decision (build with carry) and
  // moved 20 times at each decision ends, after several decisions, with fewer unexplained
  // plays than a pool drawn afresh and moved as much at the last one alone; every carried world
  // stays consistent with what seat 0 knows.
  const auto model = &search::detail::heuristic_of<G>;
  G::MoveList legal;
  double carried = 0, fresh = 0;
  for (std::uint64_t seed : {3, 4, 5}) {
    G::State state = G::new_match(G::Rules{}, seed);
    const G::State start = state;
    game::History<G::Move> history;
    search::PlayEvidence<G> evidence;
    search::WorldPool<G> pool, once;
    Rng rng(seed, 4), once_rng(seed, 5);
    for (int own = 0; !G::episode_over(state, start);) {
      const int seat = G::current_player(state);
      if (seat == 0) {
        evidence.update(state, history, 0);
        if (++own >= 2 && !evidence.decisions().empty()) {
          pool.build(state, 0, evidence, model, search::every_seat(0.1), 16, rng, {}, true);
          pool.move_worlds(state, 0, evidence, model, search::every_seat(0.1), 20, rng);
          for (std::size_t i = 0; i < pool.size(); ++i) {
            const G::State& w = pool.world(i);
            CHECK(w.is_consistent());
            CHECK(w.hand(0) == state.hand(0));
            for (int s = 1; s < 4; ++s) CHECK_EQ(w.cards_left(s), state.cards_left(s));
          }
        }
        if (own == 9) break;
      }
      legal.clear();
      G::legal_moves(state, legal);
      const G::Move move = guandan::heuristic_move(state, legal);
      history.push_back({static_cast<std::int8_t>(seat), 0, move});
      G::apply(state, move);
    }
    // Both pools of seat 0's last decision, scored at its state.
    once.build(state, 0, evidence, model, search::every_seat(0.1), 16, once_rng);
    once.move_worlds(state, 0, evidence, model, search::every_seat(0.1), 20, once_rng);
    G::State scratch = state;
    for (std::size_t i = 0; i < pool.size(); ++i) {
      carried += evidence.mismatches(pool.world(i), model, scratch, legal, rng);
      fresh += evidence.mismatches(once.world(i), model, scratch, legal, rng);
    }
  }
  CHECK(carried < fresh);
}

search::Policy<G> named(std::string_view name) {
  for (const auto& p : G::named_policies()) {
    if (p.name == name) return p.policy;
  }
  return nullptr;
}

TEST(beliefs_infer_styles_the_true_world_explains_each_seat_by_its_own_style) {
  // Seats 1, 2 and 3 play three different styles; in the true world each seat's own style
  // makes every one of its recorded decisions (zero mismatches), and the pool's per-world style
  // posteriors are distributions over the listed styles.
  const std::vector<search::Policy<G>> styles = {named("heuristic"), named("bomb_early"), named("hoard_bombs"),
                                                 named("partner_blind")};
  for (const auto& style : styles) CHECK(style != nullptr);
  const std::array<std::size_t, 4> plays = {0, 1, 3, 2};  // seat -> index into styles
  const search::SeatPolicies<G> players = {styles[plays[0]], styles[plays[1]], styles[plays[2]], styles[plays[3]]};
  int explained = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    Rng rng(seed, 9);
    auto [state, history, evidence] = position(seed, 8, players, &rng);
    G::MoveList legal;
    G::State scratch = state;
    std::vector<int> counts;
    evidence.mismatches_by_style(state, styles, scratch, legal, rng, counts);
    for (int s = 1; s < 4; ++s) {
      CHECK_EQ(counts[static_cast<std::size_t>(s) * styles.size() + plays[static_cast<std::size_t>(s)]], 0);
    }
    search::WorldPool<G> pool;
    pool.build(state, 0, evidence, &search::detail::heuristic_of<G>, search::every_seat(0.5), 20, rng, styles);
    CHECK(pool.infers_styles());
    for (std::size_t i = 0; i < pool.size(); ++i) {
      for (int s = 1; s < 4; ++s) {
        double sum = 0.0;
        for (std::size_t j = 0; j < styles.size(); ++j) sum += pool.style_probability(i, s, j);
        CHECK(std::abs(sum - 1.0) < 1e-9);
      }
      const auto drawn = pool.draw_styles(i, 0, styles[0], rng);
      for (int s = 1; s < 4; ++s) CHECK(std::find(styles.begin(), styles.end(), drawn[static_cast<std::size_t>(s)]) != styles.end());
    }
    explained += static_cast<int>(evidence.decisions().size());
  }
  CHECK(explained > 40);
  EXPECT_THROW(guandan::Game::make_bot("ismcts:beliefs=0.5,styles=1"), InvalidOptionError);           // no mixture
  EXPECT_THROW(guandan::Game::make_bot("ismcts:others=mix,styles=1"), InvalidOptionError);            // no beliefs
  CHECK(guandan::Game::make_bot("ismcts:beliefs=0.5,mix=heuristic+bomb_early,styles=1") != nullptr);
}

TEST(beliefs_moved_worlds_with_styles_explain_more_of_the_plays) {
  // Resample-move with styles: each exchange is weighed by the two seats' mixture likelihoods
  // (the mean over the styles of 0.1^k). After 60 moves, the worlds' summed log-likelihood of
  // the plays, computed here from the counts afresh, is higher than after one move from the same
  // resampled pool (an inverted or ignored acceptance would not raise it), every world stays consistent with what
  // seat 0 knows, and each world's style posteriors are still distributions.
  const std::vector<search::Policy<G>> styles = {named("heuristic"), named("bomb_early"), named("hoard_bombs")};
  const std::array<std::size_t, 4> plays = {0, 1, 2, 0};  // seat -> index into styles
  const auto log_likelihood = [&](const search::PlayEvidence<G>& evidence, const G::State& world, G::State& scratch,
                                  G::MoveList& legal, Rng& rng) {
    std::vector<int> counts;
    evidence.mismatches_by_style(world, styles, scratch, legal, rng, counts);
    double sum = 0.0;
    for (int s = 1; s < 4; ++s) {
      double mean = 0.0;
      for (std::size_t j = 0; j < styles.size(); ++j) mean += std::pow(0.1, counts[static_cast<std::size_t>(s) * styles.size() + j]);
      sum += std::log(mean / static_cast<double>(styles.size()));
    }
    return sum;
  };
  double before = 0, after = 0;
  const search::SeatPolicies<G> players = {styles[plays[0]], styles[plays[1]], styles[plays[2]], styles[plays[3]]};
  for (std::uint64_t seed = 11; seed <= 13; ++seed) {
    Rng rng(seed, 2);
    auto [state, history, evidence] = position(seed, 7, players, &rng);
    G::MoveList legal;
    G::State scratch = state;
    search::WorldPool<G> pool, resampled;
    Rng resampled_rng = rng;
    pool.build(state, 0, evidence, &search::detail::heuristic_of<G>, search::every_seat(0.1), 20, rng, styles);
    resampled.build(state, 0, evidence, &search::detail::heuristic_of<G>, search::every_seat(0.1), 20, resampled_rng,
                    styles);
    // The same pool resampled by weight and moved once only: what the moves add is the difference.
    resampled.move_worlds(state, 0, evidence, &search::detail::heuristic_of<G>, search::every_seat(0.1), 1, resampled_rng);
    for (std::size_t i = 0; i < resampled.size(); ++i) {
      before += log_likelihood(evidence, resampled.world(i), scratch, legal, rng);
    }
    pool.move_worlds(state, 0, evidence, &search::detail::heuristic_of<G>, search::every_seat(0.1), 60, rng);
    CHECK(pool.infers_styles());
    CHECK_EQ(pool.size(), std::size_t{20});
    for (std::size_t i = 0; i < pool.size(); ++i) {
      const G::State& w = pool.world(i);
      after += log_likelihood(evidence, w, scratch, legal, rng);
      CHECK(w.is_consistent());
      CHECK(w.hand(0) == state.hand(0));
      for (int s = 1; s < 4; ++s) {
        CHECK_EQ(w.cards_left(s), state.cards_left(s));
        double sum = 0.0;
        for (std::size_t j = 0; j < styles.size(); ++j) sum += pool.style_probability(i, s, j);
        CHECK(std::abs(sum - 1.0) < 1e-9);
      }
    }
  }
  CHECK(after > before + 5.0);
}

TEST(endgame_solver_equals_plain_minimax_on_small_endgames) {
  // Deals played by the heuristic until at most 7 cards are held in all (no hand can make a
  // five-card play, so one move per class loses nothing); the solver's value must equal plain
  // minimax over every legal move, for every seat to move.
  int solved = 0;
  search::EndgameSolver<G> solver;
  for (std::uint64_t seed = 1; seed <= 40 && solved < 12; ++seed) {
    G::State s = G::new_match(G::Rules{}, seed);
    const G::State start = s;
    G::MoveList legal;
    while (!G::episode_over(s, start) && G::endgame_size(s) > 7) {
      legal.clear();
      G::legal_moves(s, legal);
      G::apply(s, guandan::heuristic_move(s, legal));
    }
    if (G::episode_over(s, start)) continue;
    Rng rng(seed, 0);
    const int seat = G::current_player(s);
    const auto value = solver.solve(s, start, seat, &search::detail::heuristic_of<G>, 10000000, rng);
    CHECK(value.has_value());
    const double exact = minimax(s, start, seat);
    if (value) CHECK(std::abs(*value - exact) < 1e-12);
    // The blended value is a non-decreasing function of the reward, so minimax commutes with it.
    for (const double w : {0.5, 1.0}) {
      const auto blended = solver.solve(s, start, seat, &search::detail::heuristic_of<G>, 10000000, rng, w);
      CHECK(blended.has_value());
      if (blended) CHECK(std::abs(*blended - search::blended_value(exact, w)) < 1e-12);
    }
    ++solved;
  }
  CHECK(solved >= 8);
}

TEST(blended_value_weighs_winning_against_the_margin) {
  // Guandan's rewards are levels / 3: a one-level win is 1/3, a 1-2 win 1.
  CHECK(search::blended_value(1.0 / 3, 0.0) == 1.0 / 3);
  CHECK(std::abs(search::blended_value(1.0 / 3, 0.5) - (0.5 / 3 + 0.5)) < 1e-15);   // 2/3
  CHECK(std::abs(search::blended_value(-2.0 / 3, 0.5) - (-1.0 / 3 - 0.5)) < 1e-15);  // -5/6
  CHECK(search::blended_value(1.0 / 3, 1.0) == 1.0);
  CHECK(search::blended_value(-1.0, 1.0) == -1.0);
  CHECK(search::blended_value(0.0, 0.7) == 0.0);
  EXPECT_THROW(guandan::Game::make_bot("ismcts:win=1.5"), InvalidOptionError);
  EXPECT_THROW(guandan::Game::make_bot("pimc:win=-1"), InvalidOptionError);
  CHECK(guandan::Game::make_bot("pimc:worlds=4,win=1") != nullptr);
}

TEST(endgame_solver_gives_up_past_its_node_limit) {
  G::State s = G::new_match(G::Rules{}, 11);
  Rng rng(1, 1);
  search::EndgameSolver<G> solver;
  CHECK(!solver.solve(s, s, 0, &search::detail::heuristic_of<G>, 50, rng).has_value());
  CHECK(solver.nodes() > 50);
}
