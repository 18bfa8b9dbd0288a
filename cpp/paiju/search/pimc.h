// PIMC (perfect-information Monte Carlo, determinized rollouts) for any Game.
//
// For each sampled world (G::determinize from the mover's knowledge) every candidate move (the
// game's shortlist, G::candidates, at most `max_candidates`) is played and the episode rolled
// out with the policy; the move with the best mean reward over the worlds is chosen (ties go to
// the earlier candidate, the game's own choice first). With `confidence` z > 0 the game's own
// choice stays unless the best move beats it by more than z standard errors of their paired
// differences over the worlds: in games whose outcomes are mostly luck (mahjong), a move that
// looks better by noise alone is worse than the policy's. Budget: worlds and/or time per move.
#pragma once

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "paiju/search/bot.h"
#include "paiju/search/budget.h"
#include "paiju/search/search_settings.h"
#include "paiju/search/value.h"

namespace paiju::search {

template <Game G>
class PimcBot final : public Bot<G> {
 public:
  // The settings (search_settings.h) and the game's policies.
  struct Params : PimcSettings {
    Policy<G> policy = nullptr;
    std::string policy_name;
    std::vector<Policy<G>> others_pool;  // non-empty: the other seats' policies drawn per world
  };
  explicit PimcBot(Params params) : params_(std::move(params)) {}

  typename G::Move choose(const typename G::State& state, const typename G::MoveList& legal, Rng& rng) override {
    if (legal.size() == 1) return legal.front();
    const int seat = G::current_player(state);
    // The game's shortlist (its own policy move first), at most max_candidates.
    G::candidates(state, legal, candidates_);
    if (static_cast<int>(candidates_.size()) > params_.max_candidates) {
      candidates_.resize(static_cast<std::size_t>(params_.max_candidates));
    }
    if (candidates_.size() == 1) return candidates_.front();
    sums_.assign(candidates_.size(), 0.0);
    squares_.assign(candidates_.size(), 0.0);  // of the differences to the policy's move
    int worlds = 0;
    const typename Budget::Clock clock(params_.budget);
    while (clock.go_on(worlds)) {
      const auto world = G::determinize(state, seat, rng);
      const auto policies = draw_seat_policies<G>(seat, params_.policy, params_.others_pool, rng);
      double first = 0.0;
      for (std::size_t c = 0; c < candidates_.size(); ++c) {
        auto s = world;
        G::apply(s, candidates_[c]);
        rollout<G>(s, state, policies, rng, buffer_);
        ++rollouts_;
        const double reward = blended_value(G::reward(s, seat), params_.win_weight);
        if (c == 0) first = reward;
        sums_[c] += reward;
        squares_[c] += (reward - first) * (reward - first);
      }
      ++worlds;
    }
    const auto best = static_cast<std::size_t>(std::max_element(sums_.begin(), sums_.end()) - sums_.begin());
    if (params_.confidence > 0 && best != 0 && worlds > 1) {
      const double n = worlds, mean = (sums_[best] - sums_[0]) / n;
      const double variance = std::max(0.0, (squares_[best] / n - mean * mean) * n / (n - 1));
      if (mean <= params_.confidence * std::sqrt(variance / n)) return candidates_.front();
    }
    return candidates_[best];
  }

  std::unique_ptr<Bot<G>> clone() const override { return std::make_unique<PimcBot>(params_); }
  std::string name() const override { return "pimc"; }
  std::uint64_t rollouts() const override { return rollouts_; }

 private:
  Params params_;
  std::uint64_t rollouts_ = 0;
  typename G::MoveList candidates_, buffer_;
  std::vector<double> sums_, squares_;
};

}  // namespace paiju::search
