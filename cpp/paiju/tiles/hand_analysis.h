// Winning hands, waits and shanten of a mahjong hand (Suqian mahjong: no honours in hands, no
// wildcards).
//
// A hand is its concealed tiles (suited kinds only) plus `melds` exposed or concealed pongs and
// kongs; each meld takes the place of one set, so a complete hand has 14 - 3 * melds concealed
// tiles and a waiting one 13 - 3 * melds. `melded` holds the meld tiles (a pong 3 copies, a
// kong 4): it matters only for the four-copies rule.
//
// Winning forms:
//   - standard: the concealed tiles split into 4 - melds sets (runs of three consecutive ranks
//     of one suit, or triplets) and one pair. A four of a kind in the concealed tiles is four
//     ordinary tiles (a kong is always a meld).
//   - seven pairs (七对子): no melds, the 14 tiles are seven pairs, four of a kind = two pairs.
// Hot path: no allocation, no exceptions; sizes and counts are the caller's contract (checked
// at the boundary, DCHECKed here). Each call reads three entries of the per-suit table
// (suit_table.h).
#pragma once

#include <cstdint>

#include "paiju/tiles/tile_counts.h"

namespace paiju::tiles {

// Bit k set for each suited kind k (0..26) in a wait set.
using KindMask = std::uint32_t;

// Whether 14 - 3 * melds concealed tiles form a winning hand with `melds` melds.
bool is_winning(const TileCounts& concealed, int melds);

// The kinds completing 13 - 3 * melds concealed tiles into a winning hand, as a KindMask; a
// kind whose four copies are all in the concealed tiles and `melded` is never a wait.
KindMask waits(const TileCounts& concealed, int melds, const TileCounts& melded = {});

// The suited kinds of 14 - 3 * melds concealed tiles whose discard (one copy) leaves a hand
// waiting on exactly one kind (as `waits` counts them). Skips a suit's discards when neither
// other suit is complete (no standard-form wait can follow) and seven pairs is out of reach.
KindMask single_wait_discards(const TileCounts& concealed, int melds, const TileCounts& melded = {});
// Shanten of 13 - 3 * melds or 14 - 3 * melds concealed tiles: the fewest tiles that must be
// taken in (each exchanged for one of the hand) to complete a winning hand, minus one. -1 is a
// winning (14 - 3m) hand, 0 a ready one. Exact with the four-copies rule: a completion never
// uses more copies of a kind than 4 minus those in `melded`. Standard form and, without melds,
// seven pairs. A suit with no melded tile reads its costs from the shared memo (suit_distances.h);
// only a suit holding melded copies runs the per-suit programme under its caps.
int shanten(const TileCounts& concealed, int melds, const TileCounts& melded = {});

// Shanten as `shanten` but without the four-copies caps of the melds (a completion may count a
// copy that sits in a meld): an estimate for players' policies, memoized per suit pattern in a
// table shared by every thread and filled on demand, so after warm-up a call is three table
// reads and a small combination.
int quick_shanten(const TileCounts& concealed, int melds);

}  // namespace paiju::tiles
