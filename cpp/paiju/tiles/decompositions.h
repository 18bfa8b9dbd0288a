// Every reading of a winning mahjong hand (hand_analysis.h) as groups: boundary and scoring
// code (it allocates), not a hot path.
#pragma once

#include <cstdint>
#include <vector>

#include "paiju/tiles/tile_counts.h"

namespace paiju::tiles {

// Order within one kind: a pair sorts before a run starting there, a run before a triplet.
enum class GroupKind : std::uint8_t { Pair = 0, Run = 1, Triplet = 2 };

struct Group {
  GroupKind kind;
  std::uint8_t tile;  // the pair's / triplet's kind; a run's LOWEST kind
  friend constexpr bool operator==(const Group&, const Group&) = default;
  // Sorted by (tile, kind).
  friend constexpr bool operator<(const Group& a, const Group& b) {
    return a.tile != b.tile ? a.tile < b.tile : a.kind < b.kind;
  }
};

struct Decomposition {
  bool seven_pairs = false;   // else the standard form: 4 - melds sets and one pair
  std::vector<Group> groups;  // the concealed tiles only (not the melds), sorted
  friend bool operator==(const Decomposition&, const Decomposition&) = default;
};

// The distinct readings of 14 - 3 * melds concealed tiles as a winning hand, none when it is not
// one: standard readings first, then seven pairs (no melds; a four of a kind as two equal
// pairs); within a form by their group lists compared element by element.
std::vector<Decomposition> decompositions(const TileCounts& concealed, int melds);

}  // namespace paiju::tiles
