// Mahjong shanten served from the per-suit memo and ShantenProbe's one-suit neighbours, against a
// brute-force reference on random hands with and without melds (four-copies caps included).
#include <algorithm>
#include <array>
#include <random>
#include <vector>

#include "paiju/tiles/hand_analysis.h"
#include "paiju/tiles/shanten_probe.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::tiles;

namespace {

// Every way to place m sets (runs or triplets, repeats allowed) and p pairs in one suit, as the
// tiles each rank needs.
struct Shape {
  int sets, pairs, last_type;
  std::array<int, kNumTileRanks> need;
};

std::vector<Shape> all_shapes() {
  std::vector<Shape> shapes{{0, 0, 0, {}}};
  for (int m = 0; m < 4; ++m) {  // add sets in non-decreasing order of type: 0..6 runs, 7..15 triplets
    std::vector<Shape> grown;
    for (const Shape& s : shapes) {
      if (s.sets != m) continue;
      for (int type = s.last_type; type < 16; ++type) {
        Shape t = s;
        ++t.sets;
        t.last_type = type;
        if (type < 7) {
          for (int r = type; r < type + 3; ++r) ++t.need[static_cast<std::size_t>(r)];
        } else {
          t.need[static_cast<std::size_t>(type - 7)] += 3;
        }
        if (*std::max_element(t.need.begin(), t.need.end()) <= 4) grown.push_back(t);
      }
    }
    shapes.insert(shapes.end(), grown.begin(), grown.end());
  }
  const std::size_t without_pair = shapes.size();
  for (std::size_t i = 0; i < without_pair; ++i) {
    for (int r = 0; r < kNumTileRanks; ++r) {
      Shape t = shapes[i];
      t.pairs = 1;
      t.need[static_cast<std::size_t>(r)] += 2;
      if (t.need[static_cast<std::size_t>(r)] <= 4) shapes.push_back(t);
    }
  }
  return shapes;
}

// Shanten by definition: the cheapest split of 4 - melds sets and one pair over the suits, each
// suit's cost the fewest tiles to add for its shape under the caps; seven pairs counted directly.
int reference_shanten(const TileCounts& hand, int melds, const TileCounts& melded) {
  static const std::vector<Shape> shapes = all_shapes();
  int cost[kNumTileSuits][5][2];
  for (auto& suit : cost) {
    for (auto& row : suit) row[0] = row[1] = 99;
  }
  for (int s = 0; s < kNumTileSuits; ++s) {
    for (const Shape& shape : shapes) {
      int c = 0;
      for (int r = 0; r < kNumTileRanks && c < 99; ++r) {
        const int k = kNumTileRanks * s + r, need = shape.need[static_cast<std::size_t>(r)];
        if (need + melded.count(k) > kSuitedCopies) c = 99;
        else c += std::max(0, need - hand.count(k));
      }
      int& slot = cost[s][shape.sets][shape.pairs];
      slot = std::min(slot, c);
    }
  }
  const int sets = 4 - melds;
  int best = 99;
  for (int m0 = 0; m0 <= sets; ++m0) {
    for (int m1 = 0; m0 + m1 <= sets; ++m1) {
      for (int pair = 0; pair < kNumTileSuits; ++pair) {
        best = std::min(best, cost[0][m0][pair == 0] + cost[1][m1][pair == 1] + cost[2][sets - m0 - m1][pair == 2]);
      }
    }
  }
  if (melds == 0) {
    int twos = 0, ones = 0;
    for (int k = 0; k < kNumSuitedKinds; ++k) {
      twos += hand.count(k) / 2;
      ones += hand.count(k) % 2;
    }
    const int pairs = std::min(twos, 7);
    best = std::min(best, 14 - 2 * pairs - std::min(ones, 7 - pairs));
  }
  return best - 1;
}

// A random hand of 13 - 3m or 14 - 3m concealed tiles beside m pongs or kongs, from one wall.
struct Deal {
  TileCounts hand, melded;
  int melds;
};

Deal random_deal(std::mt19937_64& rng) {
  Deal d{{}, {}, static_cast<int>(rng() % 5)};
  TileCounts used;
  for (int i = 0; i < d.melds; ++i) {
    int kind = static_cast<int>(rng() % kNumSuitedKinds);
    while (used.count(kind) != 0) kind = static_cast<int>(rng() % kNumSuitedKinds);
    const int copies = rng() % 3 == 0 ? 4 : 3;
    d.melded.add(kind, copies);
    used.add(kind, copies);
  }
  const int size = 13 - 3 * d.melds + static_cast<int>(rng() % 2);
  while (d.hand.size() < size) {
    const int kind = static_cast<int>(rng() % kNumSuitedKinds);
    if (used.count(kind) < kSuitedCopies) {
      used.add(kind);
      d.hand.add(kind);
    }
  }
  return d;
}

}  // namespace

TEST(tiles_shanten_agrees_with_brute_force_on_random_hands) {
  std::mt19937_64 rng(42);
  int with_melds = 0;
  for (int i = 0; i < 1500; ++i) {
    const Deal d = random_deal(rng);
    with_melds += d.melds > 0;
    const int expected = reference_shanten(d.hand, d.melds, d.melded);
    CHECK_EQ(shanten(d.hand, d.melds, d.melded), expected);
    CHECK_EQ(quick_shanten(d.hand, d.melds), reference_shanten(d.hand, d.melds, TileCounts{}));
  }
  CHECK(with_melds > 1000);
}

TEST(tiles_shanten_probe_matches_quick_shanten_of_each_neighbour) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 1000; ++i) {
    Deal d = random_deal(rng);
    const ShantenProbe probe(d.hand, d.melds);
    CHECK_EQ(probe.shanten(), quick_shanten(d.hand, d.melds));
    for (int k = 0; k < kNumSuitedKinds; ++k) {
      if (d.hand.count(k) > 0) {
        d.hand.remove(k);
        CHECK_EQ(probe.after_remove(k), quick_shanten(d.hand, d.melds));
        d.hand.add(k);
      }
      if (d.hand.count(k) < kSuitedCopies) {
        d.hand.add(k);
        CHECK_EQ(probe.after_add(k), quick_shanten(d.hand, d.melds));
        d.hand.remove(k);
      }
    }
  }
}
