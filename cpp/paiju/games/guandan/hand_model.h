// The learned hand model: from one seat's view of a trick-play decision (hand_features.h), for
// each other seat and card kind the probability that a copy the viewer cannot place is held by
// that seat. A small network (search/mlp.h) trained on simulated deals of a broad population of
// players and on third-party bots' records (benchmarks/hand_model/, docs/hand-model.md); its
// weights are embedded in the library (hand_model.bin, hand_model_weights.cpp).
//
// Search uses it as a prior over worlds (search/beliefs.h): a world's weight is multiplied by
// the product over its hidden copies of the probability that the seat holding them does.
#pragma once

#include <array>

#include "paiju/core/card.h"
#include "paiju/games/guandan/hand_features.h"
#include "paiju/search/mlp.h"

namespace paiju::guandan {

// Per seat (absolute) and kind: log P(an unplaced copy of the kind is at that seat). The
// viewer's row is 0; a place the facts rule out gets kImpossible.
using HandLogPrior = std::array<std::array<float, kNumKinds>, kNumSeats>;
inline constexpr float kImpossible = -30.0f;

// The embedded network (throws std::invalid_argument if the embedded file is malformed).
const search::Mlp& hand_model();

HandLogPrior predict_hands(const State& state, const PublicPlays& plays, int seat);

}  // namespace paiju::guandan
