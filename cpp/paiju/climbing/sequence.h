// Sequence positions of climbing games: where each rank stands in a run of consecutive ranks.
//
// Position 0 is the ace played low, positions 1..12 are the ranks 2..K, position 13 the ace
// played high. A run never wraps: it is a window of consecutive positions, so JQKA2 and KA234
// are impossible while A2345 (start 0) and 10JQKA (start 9) are both runs.
#pragma once

#include "paiju/core/card.h"

namespace paiju::climbing {

inline constexpr int kAceLow = 0;
inline constexpr int kAceHigh = 13;
inline constexpr int kNumSequencePositions = 14;

// The natural rank (card.h numbering, 2 = 0 .. A = 12) at a sequence position.
constexpr int rank_at_position(int position) {
  return (position == kAceLow || position == kAceHigh) ? static_cast<int>(Rank::Ace) : position - 1;
}

}  // namespace paiju::climbing
