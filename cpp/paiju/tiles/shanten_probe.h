// The quick shanten (hand_analysis.h) of a hand and of that hand with one tile more or one
// fewer: a player's discard and ukeire loops ask for dozens of such neighbours, each changing a
// single suit. One tile more or fewer moves each of that suit's costs by at most one, so the
// standard form's distance moves by at most one, and it moves exactly when every (or, adding,
// some) split reaching the distance runs through a cost that moved. The probe marks, once per
// hand, the nibbles of each suit's costs on such a tight split; a neighbour is then one memo read
// for the changed suit, a subtraction and a mask.
#pragma once

#include "paiju/tiles/seven_pairs.h"
#include "paiju/tiles/suit_distances.h"

namespace paiju::tiles {

class ShantenProbe {
 public:
  ShantenProbe(const TileCounts& hand, int melds);

  int shanten() const { return shanten_; }
  // quick_shanten(hand + kind, melds) and quick_shanten(hand - kind, melds).
  int after_add(int kind) const { return after_change(kind, +1); }
  int after_remove(int kind) const { return after_change(kind, -1); }

 private:
  int after_change(int kind, int delta) const;

  TileCounts hand_;
  int melds_;
  std::uint32_t key_[kNumTileSuits];
  SuitCosts costs_[kNumTileSuits];
  SuitCosts tight_[kNumTileSuits];  // bit 0 of nibble 2m + p: costs_[s][m][p] is on a tight split
  int standard_;                    // the standard form's distance
  PairSlots slots_;
  int shanten_;
};

}  // namespace paiju::tiles
