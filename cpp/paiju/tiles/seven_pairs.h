// Seven pairs' distance: the fewest tiles to add for seven pair slots, a kind held four times
// offering two. A hand's standing is its pair slots held (twos) and singles (ones).
#pragma once

#include "paiju/tiles/tile_counts.h"

namespace paiju::tiles {

struct PairSlots {
  int twos = 0, ones = 0;
};

inline PairSlots pair_slots(const TileCounts& hand) {
  PairSlots s;
  for (int k = 0; k < kNumSuitedKinds; ++k) {
    const int c = hand.count(k);
    s.twos += (c >= 2) + (c == 4);
    s.ones += (c == 1) + (c == 3);
  }
  return s;
}

// The slots after one more copy of a kind held `count` times (0..3), or one fewer (1..4).
constexpr PairSlots slots_after_add(PairSlots s, int count) {
  return count % 2 == 0 ? PairSlots{s.twos, s.ones + 1} : PairSlots{s.twos + 1, s.ones - 1};
}
constexpr PairSlots slots_after_remove(PairSlots s, int count) {
  return count % 2 == 1 ? PairSlots{s.twos, s.ones - 1} : PairSlots{s.twos - 1, s.ones + 1};
}

// Keep the most tiles of seven slots: a held pair fills one with 2 tiles, a single with 1.
constexpr int seven_pairs_distance(PairSlots s) {
  const int pairs = s.twos < 7 ? s.twos : 7;
  const int singles = s.ones < 7 - pairs ? s.ones : 7 - pairs;
  return 14 - 2 * pairs - singles;
}

}  // namespace paiju::tiles
