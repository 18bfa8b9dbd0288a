#include "paiju/tiles/shanten_probe.h"

#include <algorithm>

namespace paiju::tiles {

ShantenProbe::ShantenProbe(const TileCounts& hand, int melds) : hand_(hand), melds_(melds) {
  SuitCosts costs[kNumTileSuits];
  for (int s = 0; s < kNumTileSuits; ++s) {
    key_[s] = hand.suit_key(s);
    costs[s] = cached_suit_costs(key_[s]);
  }
  for (int s = 0; s < kNumTileSuits; ++s) others_[s] = combine_suits(costs[(s + 1) % 3], costs[(s + 2) % 3]);
  int distance = join_suits(others_[0], costs[0], kMaxSets - melds);
  if (melds == 0) {
    slots_ = pair_slots(hand);
    distance = std::min(distance, seven_pairs_distance(slots_));
  }
  shanten_ = distance - 1;
}

int ShantenProbe::after_change(int kind, int delta) const {
  const int suit = tile_suit(kind), rank = kind % kNumTileRanks;
  const std::uint32_t step = kPow5[static_cast<std::size_t>(rank)];
  const std::uint32_t key = delta > 0 ? key_[suit] + step : key_[suit] - step;
  int distance = join_suits(others_[suit], cached_suit_costs(key), kMaxSets - melds_);
  if (melds_ == 0) {
    const int count = hand_.count(kind);
    const PairSlots slots = delta > 0 ? slots_after_add(slots_, count) : slots_after_remove(slots_, count);
    distance = std::min(distance, seven_pairs_distance(slots));
  }
  return distance - 1;
}

}  // namespace paiju::tiles
