// Guandan's part of paiju-cli beliefs (tools/beliefs.cpp): the learned hand model's own score.
#include <algorithm>
#include <cmath>

#include "paiju/games/guandan/hand_features.h"
#include "paiju/games/guandan/game.h"
#include "paiju/tools/game_parts.h"

namespace paiju::tools {
using namespace guandan;

// The log-likelihood of seat 0's hidden cards under the hand model's marginals, scored as the
// pools are (per other seat and kind, log P(the seat holds exactly its copies); not floored):
// each unplaced copy lies at a seat with the model's probability, independently of the others.
template <>
double Parts<Game>::hand_model_log_likelihood(const State& state, const GameTools<Game>::Decisions& decisions) {
  const auto prior = Game::hand_prior(state, 0, decisions);
  const HandTruth truth = hand_truth(state, 0);
  double ll = 0.0;
  for (int k = 0; k < kNumKinds; ++k) {
    int hidden = 0;
    for (int r = 0; r < kOtherSeats; ++r) hidden += truth[r][k];
    for (int r = 0; r < kOtherSeats; ++r) {
      const double p = std::exp(static_cast<double>(prior[static_cast<std::size_t>(r + 1)][k]));
      const int c = truth[r][k];
      double probability = 1.0;  // of exactly c of the hidden copies at seat r + 1
      if (hidden == 1) probability = c ? p : 1 - p;
      if (hidden == 2) probability = c == 2 ? p * p : c == 1 ? 2 * p * (1 - p) : (1 - p) * (1 - p);
      ll += std::log(std::max(probability, 1e-300));
    }
  }
  return ll;
}

}  // namespace paiju::tools
