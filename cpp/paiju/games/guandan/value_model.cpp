#include "paiju/games/guandan/value_model.h"

#include <algorithm>
#include <span>
#include <vector>

#include "paiju/games/guandan/value_features.h"

extern "C" const unsigned char paiju_guandan_value_model_begin[];
extern "C" const unsigned char paiju_guandan_value_model_end[];

namespace paiju::guandan {

const search::Mlp& value_model() {
  static const search::Mlp model =
      search::Mlp::embedded(paiju_guandan_value_model_begin, paiju_guandan_value_model_end);
  return model;
}

game::PerSeat<double> estimate_rewards(const State& state) {
  thread_local std::vector<float> features(kValueFeatures), out, scratch;
  const int seat = state.current_player();
  value_features(state, seat, features);
  value_model().evaluate_sparse(features, out, scratch);
  const double value = std::clamp(static_cast<double>(out[0]), -1.0, 1.0);
  game::PerSeat<double> rewards{};
  for (int s = 0; s < kNumSeats; ++s) rewards[static_cast<std::size_t>(s)] = team_of(s) == team_of(seat) ? value : -value;
  return rewards;
}

}  // namespace paiju::guandan
