#include "paiju/games/guandan/hand_model.h"

#include <algorithm>
#include <cmath>
#include <span>
#include <vector>

extern "C" const unsigned char paiju_guandan_hand_model_begin[];
extern "C" const unsigned char paiju_guandan_hand_model_end[];

namespace paiju::guandan {

const search::Mlp& hand_model() {
  static const search::Mlp model =
      search::Mlp::embedded(paiju_guandan_hand_model_begin, paiju_guandan_hand_model_end);
  return model;
}

HandLogPrior predict_hands(const State& state, const PublicPlays& plays, int seat) {
  const search::Mlp& model = hand_model();
  thread_local std::vector<float> features(kHandFeatures), logits, scratch;
  hand_features(state, plays, seat, features);
  model.evaluate(features, logits, scratch);
  const HandMask mask = hand_mask(state, hidden_facts(state, seat), seat);
  HandLogPrior prior{};
  for (int k = 0; k < kNumKinds; ++k) {
    float top = -1e30f;
    for (int r = 0; r < kOtherSeats; ++r) {
      if (mask[r][k]) top = std::max(top, logits[static_cast<std::size_t>(r * kNumKinds + k)]);
    }
    float total = 0.0f;
    for (int r = 0; r < kOtherSeats; ++r) {
      if (mask[r][k]) total += std::exp(logits[static_cast<std::size_t>(r * kNumKinds + k)] - top);
    }
    for (int r = 0; r < kOtherSeats; ++r) {
      const int s = (seat + r + 1) % kNumSeats;
      prior[s][k] = mask[r][k] ? logits[static_cast<std::size_t>(r * kNumKinds + k)] - top - std::log(total) : kImpossible;
    }
  }
  return prior;
}

}  // namespace paiju::guandan
