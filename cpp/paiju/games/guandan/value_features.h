// What the learned value model (value_model.h) reads: a whole world of a Guandan deal — every
// hand, not one seat's view — as a fixed vector of numbers, seen from one seat. Search asks
// the model at the leaves of its sampled worlds, where every hand is known.
//
// Seats are named relative to the viewer: r = 0 the viewer, 1 the next seat (an opponent),
// 2 the partner, 3 the previous seat (an opponent). Blocks, in order (kValueFeatureBlocks):
//   hands    per r: the copies of each of the 54 kinds seat r holds / 2
//   level    per kind: 1 when its rank is the deal's level rank (heart level cards are wild)
//   left     per r: cards left / 27
//   out      per r: one-hot of the place it went out in (1st, 2nd, 3rd); zeros while it plays
//   trick    the play to beat: its type one-hot (10 play types; none while leading), its power
//            / 16 (as hand_features.h), who made it one-hot by r
//   turn     the seat to move one-hot by r
//   levels   the two teams' levels / 12, the viewer's team first
#pragma once

#include <array>
#include <span>

#include "paiju/core/card.h"
#include "paiju/games/guandan/hand_features.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan {

inline constexpr std::array<HandFeatureBlock, 7> kValueFeatureBlocks{{
    {"hands", kNumSeats * kNumKinds},
    {"level", kNumKinds},
    {"left", kNumSeats},
    {"out", kNumSeats * 3},
    {"trick", kPlayTypes + 1 + kNumSeats},
    {"turn", kNumSeats},
    {"levels", 2},
}};

inline constexpr int kValueFeatures = [] {
  int n = 0;
  for (const auto& block : kValueFeatureBlocks) n += block.size;
  return n;
}();

// Writes the features of `state` (trick play) seen from `seat` into out (kValueFeatures floats).
void value_features(const State& state, int seat, std::span<float> out);

}  // namespace paiju::guandan
