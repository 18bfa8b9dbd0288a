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

// A heuristic self-play deal, with the public history, up to seat 0's `k`-th trick-play decision.
struct Position {
  G::State state;
  game::History<G::Move> history;
  search::PlayEvidence<G> evidence;
};

Position position(std::uint64_t seed, int k) {
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
    const G::Move move = guandan::heuristic_move(p.state, legal);
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
                           "ismcts:iterations=24,endgame=8,endgame_worlds=3,endgame_nodes=500"}) {
    const auto one = run({spec, "heuristic"}, 4, 1);
    for (const auto& r : one) CHECK(r.done && r.moves > 0);
    CHECK(same(one, run({spec, "heuristic"}, 4, 2)));
  }
}

TEST(search_bad_strength_parameters_throw) {
  EXPECT_THROW(guandan::make_bot("ismcts:trees=0"), InvalidOptionError);
  EXPECT_THROW(guandan::make_bot("ismcts:beliefs=0"), InvalidOptionError);
  EXPECT_THROW(guandan::make_bot("ismcts:beliefs=1.5"), InvalidOptionError);
  EXPECT_THROW(guandan::make_bot("ismcts:reuse=1"), InvalidOptionError);  // measured and dropped
  EXPECT_THROW(guandan::make_bot("ismcts:endgame=-1"), InvalidOptionError);
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
  pool.build(p.state, 0, p.evidence, &search::detail::heuristic_of<G>, 0.5, 40, rng);
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
    if (value) CHECK(std::abs(*value - minimax(s, start, seat)) < 1e-12);
    ++solved;
  }
  CHECK(solved >= 8);
}

TEST(endgame_solver_gives_up_past_its_node_limit) {
  G::State s = G::new_match(G::Rules{}, 11);
  Rng rng(1, 1);
  search::EndgameSolver<G> solver;
  CHECK(!solver.solve(s, s, 0, &search::detail::heuristic_of<G>, 50, rng).has_value());
  CHECK(solver.nodes() > 50);
}
