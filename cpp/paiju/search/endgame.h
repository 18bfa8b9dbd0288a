// Exact endgames: perfect-information alpha-beta over sampled worlds, combined across worlds.
//
// For a game of two sides (TwoSided, game/capabilities.h: G::same_side(state, a, b), and
// G::endgame_size(state), a measure of what is left to play such as the cards still held), a world
// in which every hand is known is solved exactly: each seat plays to maximise its side's reward,
// which for two sides is minimax on the searcher's reward, searched with alpha-beta, the policy's
// move first (move ordering) and one move per move class (suit variants that do not change the
// outcome of a small endgame are searched once). A search that would visit more than `node_limit`
// positions gives up (the caller then rolls out instead). The endgame bot (EndgameChoice) evaluates
// every candidate move of the root in each of a number of worlds sampled from the mover's knowledge
// and picks the best mean: PIMC with exact values, which inherits PIMC's known optimism (each world
// is solved as if the mover could see it), kept in check here by solving only small endgames.
#pragma once

#include <algorithm>
#include <concepts>
#include <deque>
#include <optional>
#include <vector>

#include "paiju/search/beliefs.h"
#include "paiju/search/bot.h"
#include "paiju/search/value.h"

namespace paiju::search {

template <TwoSided G>
class EndgameSolver {
 public:
  using State = typename G::State;

  // The value for `seat` of `state` (played to the end of the episode that began at `start`)
  // under perfect play by both sides, or nothing when more than `node_limit` positions would be
  // searched.
  std::optional<double> solve(const State& state, const State& start, int seat, Policy<G> policy, long node_limit,
                              Rng& rng, double win_weight = 0.0) {
    nodes_ = 0;
    win_weight_ = win_weight;
    limit_ = node_limit;
    policy_ = policy;
    rng_ = &rng;
    State s = state;
    const double value = search(s, start, seat, -2.0, 2.0, 0);
    if (nodes_ > limit_) return std::nullopt;
    return value;
  }

  long nodes() const { return nodes_; }

 private:
  double search(State& s, const State& start, int seat, double alpha, double beta, std::size_t depth) {
    if (G::episode_over(s, start)) return blended_value(G::reward(s, seat), win_weight_);
    if (++nodes_ > limit_) return 0.0;
    if (buffers_.size() <= depth) buffers_.resize(depth + 1);  // a deque: references stay valid
    auto& [moves, classes] = buffers_[depth];
    moves.clear();
    choice_moves<G>(s, moves);
    // The policy's move first, then one move per class.
    const auto first = policy_(s, moves, *rng_);
    classes.clear();
    classes.push_back(first);
    for (const auto& m : moves) {
      const auto cls = G::move_class(s, m);
      if (std::none_of(classes.begin(), classes.end(), [&](const auto& c) { return G::move_class(s, c) == cls; })) {
        classes.push_back(m);
      }
    }
    const bool ours = G::same_side(s, G::current_player(s), seat);
    double best = ours ? -2.0 : 2.0;
    for (std::size_t i = 0; i < classes.size(); ++i) {
      State child = s;
      G::apply(child, classes[i]);
      const double v = search(child, start, seat, alpha, beta, depth + 1);
      if (nodes_ > limit_) return 0.0;
      if (ours) {
        best = std::max(best, v);
        alpha = std::max(alpha, v);
      } else {
        best = std::min(best, v);
        beta = std::min(beta, v);
      }
      if (alpha >= beta) break;
    }
    return best;
  }

  std::deque<std::pair<typename G::MoveList, typename G::MoveList>> buffers_;  // per depth: moves, one per class
  long nodes_ = 0, limit_ = 0;
  double win_weight_ = 0.0;
  Policy<G> policy_ = nullptr;
  Rng* rng_ = nullptr;
};

// The endgame decision: each root candidate's mean exact value over `worlds` sampled worlds (a
// world whose endgame is too big for the solver is rolled out with the policy instead).
template <TwoSided G>
typename G::Move endgame_choice(const typename G::State& root, const typename G::MoveList& legal, int worlds,
                                long node_limit, Policy<G> policy, const WorldPool<G>* pool, double win_weight,
                                Rng& rng) {
  const int seat = G::current_player(root);
  typename G::MoveList candidates, buffer;
  G::candidates(root, legal, candidates);
  std::vector<double> sums(candidates.size(), 0.0);
  EndgameSolver<G> solver;
  for (int w = 0; w < worlds; ++w) {
    const auto world = pool ? pool->draw(rng) : G::determinize(root, seat, rng);
    for (std::size_t c = 0; c < candidates.size(); ++c) {
      auto s = world;
      G::apply(s, candidates[c]);
      if (const auto v = solver.solve(s, root, seat, policy, node_limit, rng, win_weight)) {
        sums[c] += *v;
      } else {
        rollout<G>(s, root, policy, rng, buffer);
        sums[c] += blended_value(G::reward(s, seat), win_weight);
      }
    }
  }
  const auto best = std::max_element(sums.begin(), sums.end()) - sums.begin();
  return candidates[static_cast<std::size_t>(best)];
}

}  // namespace paiju::search
