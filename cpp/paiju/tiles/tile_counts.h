// TileCounts: a multiset of mahjong tiles as one count per kind (tile.h).
//
// An array of 40 bytes (39 kinds and a pad): reading a suit for hand analysis is nine loads
// and a base-5 fold (suit_key), cheaper than unpacking bit fields, and adding or removing a
// tile is one byte write. Counts stay within 0..max_copies(kind) on every path that builds a
// TileCounts from user input (tile_notation.h); the hot paths only DCHECK it.
#pragma once

#include <array>
#include <cstdint>

#include "paiju/tiles/tile.h"

namespace paiju::tiles {

// 5^0 .. 5^9: a suit's nine counts (each 0..4) read as a base-5 number, rank 1 the lowest digit.
inline constexpr std::array<std::uint32_t, 10> kPow5{1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125};
inline constexpr std::uint32_t kNumSuitKeys = kPow5[9];  // 1,953,125

class TileCounts {
 public:
  constexpr TileCounts() = default;

  constexpr int count(int kind) const { return counts_[static_cast<std::size_t>(kind)]; }
  constexpr void add(int kind, int copies = 1) {
    PAIJU_DCHECK(is_tile_kind(kind) && count(kind) + copies <= max_copies(kind));
    counts_[static_cast<std::size_t>(kind)] = static_cast<std::uint8_t>(counts_[static_cast<std::size_t>(kind)] + copies);
  }
  constexpr void remove(int kind, int copies = 1) {
    PAIJU_DCHECK(is_tile_kind(kind) && count(kind) >= copies);
    counts_[static_cast<std::size_t>(kind)] = static_cast<std::uint8_t>(counts_[static_cast<std::size_t>(kind)] - copies);
  }

  // Tiles of all kinds; of one suit; flowers.
  constexpr int size() const {
    int n = 0;
    for (int kind = 0; kind < kNumTileKinds; ++kind) n += count(kind);
    return n;
  }
  constexpr int suit_size(int suit) const {
    int n = 0;
    for (int rank = 0; rank < kNumTileRanks; ++rank) n += count(kNumTileRanks * suit + rank);
    return n;
  }
  constexpr int flower_count() const {
    int n = 0;
    for (int kind = kFirstFlower; kind < kNumTileKinds; ++kind) n += count(kind);
    return n;
  }
  constexpr bool empty() const { return size() == 0; }

  // The suit's counts as a base-5 number sum count(rank) * 5^(rank - 1), in [0, 5^9).
  constexpr std::uint32_t suit_key(int suit) const {
    const std::uint8_t* c = counts_.data() + kNumTileRanks * suit;
    std::uint32_t key = c[8];
    for (int r = 7; r >= 0; --r) key = key * 5 + c[r];
    return key;
  }

  constexpr TileCounts& operator+=(const TileCounts& other) {
    for (int kind = 0; kind < kNumTileKinds; ++kind) add(kind, other.count(kind));
    return *this;
  }
  friend constexpr TileCounts operator+(TileCounts a, const TileCounts& b) { return a += b; }
  friend constexpr bool operator==(const TileCounts&, const TileCounts&) = default;

 private:
  std::array<std::uint8_t, 40> counts_{};
};

}  // namespace paiju::tiles
