// The quick shanten (hand_analysis.h) of a hand and of that hand with one tile more or one
// fewer: a player's discard and ukeire loops ask for dozens of such neighbours, and each changes
// a single suit, so each answer is one memo read for that suit joined with the other two suits'
// combined costs, prepared once per hand.
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
  SuitCosts others_[kNumTileSuits];  // others_[s]: the two suits other than s combined
  PairSlots slots_;
  int shanten_;
};

}  // namespace paiju::tiles
