#include "paiju/tiles/shanten_probe.h"

#include <algorithm>

namespace paiju::tiles {

ShantenProbe::ShantenProbe(const TileCounts& hand, int melds) : hand_(hand), melds_(melds) {
  for (int s = 0; s < kNumTileSuits; ++s) {
    key_[s] = hand.suit_key(s);
    costs_[s] = cached_suit_costs(key_[s]);
  }
  const int sets = kMaxSets - melds;
  standard_ = standard_distance(costs_[0], costs_[1], costs_[2], sets);
  // Mark each suit's (m, p) on a split (ma + mb + mc = sets, the pair in one suit) that reaches it.
  for (SuitCosts& t : tight_) t = 0;
  const auto mark = [this](int suit, int m, int p) { tight_[suit] |= SuitCosts{1} << (4 * (2 * m + p)); };
  for (int ma = 0; ma <= sets; ++ma) {
    for (int mb = 0; ma + mb <= sets; ++mb) {
      const int mc = sets - ma - mb;
      for (int pair = 0; pair < kNumTileSuits; ++pair) {
        const int pa = pair == 0, pb = pair == 1, pc = pair == 2;
        if (cost_at(costs_[0], ma, pa) + cost_at(costs_[1], mb, pb) + cost_at(costs_[2], mc, pc) != standard_) continue;
        mark(0, ma, pa);
        mark(1, mb, pb);
        mark(2, mc, pc);
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
