// The per-suit table behind hand analysis: one entry per suit pattern.
//
// A suit pattern is the nine counts (0..4) of one suit read as a base-5 number
// (TileCounts::suit_key), so the table has 5^9 = 1,953,125 entries of 16 bits (3.9 MB), built
// once on first use (~20 ms) and shared read-only by every thread. Entries of patterns with more
// than 14 tiles (no hand holds them) are left 0. For a pattern of n tiles:
//
//   bit 9 (kSuitComplete): n % 3 == 0 and the tiles split into sets (runs or triplets), or
//                          n % 3 == 2 and they split into sets and exactly one pair;
//   bits 0..8 (wait ranks): n % 3 == 2 (resp. 1), n <= 13: bit r - 1 is set when adding one
//                          tile of rank r (a rank held fewer than four times) makes the pattern
//                          complete as above with n + 1 tiles (sets only, resp. sets + pair).
//
// A whole hand is complete iff exactly one suit has n % 3 == 2 and every suit's entry has
// kSuitComplete; a 13 - 3m hand waits on the wait ranks of the one suit whose tile count
// changes residue to a complete one (hand_analysis.cpp).
#pragma once

#include <cstdint>

#include "paiju/tiles/tile_counts.h"

namespace paiju::tiles {

inline constexpr std::uint16_t kSuitWaitRanks = 0x1FF;
inline constexpr std::uint16_t kSuitComplete = 1u << 9;

// The table (pointer to kNumSuitKeys entries); built on the first call, thread-safe.
const std::uint16_t* suit_table();

}  // namespace paiju::tiles
