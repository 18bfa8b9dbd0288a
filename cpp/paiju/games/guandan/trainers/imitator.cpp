// imitator (trainers.h): the move a linear model fitted to third-party bots scores highest.
#include <vector>

#include "paiju/games/guandan/trainers/decision.h"
#include "paiju/games/guandan/trainers/imitation.h"
#include "paiju/games/guandan/trainers/imitator_weights.h"
#include "paiju/games/guandan/trainers/trainers.h"

namespace paiju::guandan {

// As every training player (decision.h); its own choice is the highest score, the first in legal
// order among equals (so it is deterministic).
Move imitator_player(const State& state, const MoveList& legal, Rng&) {
  using namespace trainers;
  return decide_with(state, legal, [&](const SeatView& view, const std::vector<Appraisal>& all) -> const Move& {
    const auto& weights = view.leading() ? kImitatorWeights.lead : kImitatorWeights.follow;
    thread_local std::vector<float> rows;
    rows.resize(all.size() * kNumImitationFeatures);
    imitation_features(view, all, expert_moves(state, legal), rows.data());
    std::size_t best = 0;
    float best_score = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
      const float* row = rows.data() + i * kNumImitationFeatures;
      float score = 0;
      for (int f = 0; f < kNumImitationFeatures; ++f) score += weights[f] * row[f];
      if (i == 0 || score > best_score) {
        best = i;
        best_score = score;
      }
    }
    return *all[best].move;
  });
}

}  // namespace paiju::guandan
