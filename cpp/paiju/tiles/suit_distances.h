// How far one suit is from holding m sets and p pairs, and how the three suits' distances
// combine into the standard form's distance (hand_analysis.h: shanten, quick_shanten).
//
// A suit's costs c[m][p] are the fewest tiles to add to its counts so that they contain m sets
// (runs or triplets) and p pairs (p 0 or 1), no rank above its cap (four minus the copies in
// melds). Uncapped costs are memoized per suit pattern (TileCounts::suit_key) in a table
// shared by every thread and filled on demand (15.6 MB), so after warm-up reading a suit is one
// load.
#pragma once

#include <atomic>
#include <cstdint>

#include "paiju/tiles/tile_counts.h"

namespace paiju::tiles {

inline constexpr int kMaxSets = 4;

// A suit's costs packed one per nibble: nibble 2m + p holds c[m][p] for
// m = 0..4 sets and p = 0..1 pairs, 15 standing for 15 or more (never the best: some
// completion of any hand costs at most 14) and for none fitting the caps. Bits above nibble 9
// are ignored.
using SuitCosts = std::uint64_t;
inline constexpr SuitCosts kAllFar = (std::uint64_t{1} << 40) - 1;

constexpr int cost_at(SuitCosts c, int m, int p) { return static_cast<int>(c >> (4 * (2 * m + p)) & 15); }

// The costs of counts h[0..8] under caps cap[0..8], by dynamic programme over the ranks.
SuitCosts suit_costs(const std::uint8_t* h, const std::uint8_t* cap);

// The shared memo of uncapped costs, one entry per suit pattern (bit 63: filled), and the
// filling of one entry.
std::atomic<std::uint64_t>* suit_cost_memo();
SuitCosts fill_suit_costs(std::uint32_t key);

// The costs of the suit pattern `key` with every cap 4, from the shared memo.
inline SuitCosts cached_suit_costs(std::uint32_t key) {
  static std::atomic<std::uint64_t>* const memo = suit_cost_memo();
  const std::uint64_t entry = memo[key].load(std::memory_order_relaxed);
  return entry >> 63 ? entry : fill_suit_costs(key);
}

// The fewest tiles to add for `sets` sets and one pair over three suits.
int standard_distance(SuitCosts a, SuitCosts b, SuitCosts c, int sets);

}  // namespace paiju::tiles
