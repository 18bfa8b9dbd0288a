#include "paiju/tiles/shanten_probe.h"

#include <algorithm>

namespace paiju::tiles {

ShantenProbe::ShantenProbe(const TileCounts& hand, int melds) : hand_(hand), melds_(melds) {
  for (int s = 0; s < kNumTileSuits; ++s) {
    key_[s] = hand.suit_key(s);
    costs_[s] = cached_suit_costs(key_[s]);
  }
  const int sets = kMaxSets - melds;
  SuitCosts others[kNumTileSuits];  // others[s]: the two suits other than s combined
  for (int s = 0; s < kNumTileSuits; ++s) others[s] = combine_suits(costs_[(s + 1) % 3], costs_[(s + 2) % 3]);
  standard_ = join_suits(others[0], costs_[0], sets);
  for (int s = 0; s < kNumTileSuits; ++s) {
    tight_[s] = 0;
    for (int m = 0; m <= sets; ++m) {
      for (int p = 0; p <= 1; ++p) {
        if (cost_at(costs_[s], m, p) + cost_at(others[s], sets - m, 1 - p) == standard_) {
          tight_[s] |= SuitCosts{1} << (4 * (2 * m + p));
        }
      }
    }
  }
  int distance = standard_;
  if (melds == 0) {
    slots_ = pair_slots(hand);
    distance = std::min(distance, seven_pairs_distance(slots_));
  }
  shanten_ = distance - 1;
}

int ShantenProbe::after_change(int kind, int delta) const {
  const int suit = tile_suit(kind), rank = kind % kNumTileRanks;
  const std::uint32_t step = kPow5[static_cast<std::size_t>(rank)];
  const SuitCosts mask = kAllFar;  // the memo's flag bit is no cost
  const SuitCosts before = costs_[suit] & mask;
  int distance = standard_;
  if (delta > 0) {  // each cost fell by 0 or 1: nibble-wise differences, no borrows
    const SuitCosts fell = before - (cached_suit_costs(key_[suit] + step) & mask);
    if (fell & tight_[suit]) --distance;
  } else {  // each cost rose by 0 or 1; the distance holds if some tight split kept its cost
    const SuitCosts rose = (cached_suit_costs(key_[suit] - step) & mask) - before;
    if ((tight_[suit] & ~rose) == 0) ++distance;
  }
  if (melds_ == 0) {
    const int count = hand_.count(kind);
    const PairSlots slots = delta > 0 ? slots_after_add(slots_, count) : slots_after_remove(slots_, count);
    distance = std::min(distance, seven_pairs_distance(slots));
  }
  return distance - 1;
}

}  // namespace paiju::tiles
