// Mahjong tile kinds: 27 suited kinds and 12 flowers (Suqian mahjong's 120-tile set).
//
// A tile kind is an index 0..38 in canonical order:
//
//     kind = 9 * suit + (rank - 1)   suited: suit 0 characters 万 (m), 1 bamboo 条 (s),
//                                    2 dots 饼 (p); rank 1..9; four copies of each
//     kind = 27 + f                  flowers, one copy each: f = 0..3 winds E S W N (东南西北),
//                                    4..7 seasons spring summer autumn winter (春夏秋冬),
//                                    8..11 plants plum orchid bamboo chrysanthemum (梅兰竹菊)
//
// Suit-major order keeps a suit's nine ranks contiguous, so hand analysis reads a suit as one
// base-5 number (tile_counts.h). Flowers never stay in a hand: they only score.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "paiju/core/check.h"

namespace paiju::tiles {

inline constexpr int kNumTileSuits = 3;
inline constexpr int kNumTileRanks = 9;
inline constexpr int kNumSuitedKinds = 27;
inline constexpr int kNumFlowers = 12;
inline constexpr int kFirstFlower = kNumSuitedKinds;
inline constexpr int kNumTileKinds = kNumSuitedKinds + kNumFlowers;  // 39
inline constexpr int kSuitedCopies = 4;
inline constexpr int kTileSetSize = kNumSuitedKinds * kSuitedCopies + kNumFlowers;  // 120

// Canonical suit letters (m 万, s 条, p 饼) and flower names, in kind order.
inline constexpr std::string_view kTileSuitChars = "msp";
inline constexpr std::array<std::string_view, kNumFlowers> kFlowerNames{
    "E", "S", "W", "N", "spring", "summer", "autumn", "winter", "plum", "orchid", "bamboo", "chrysanthemum"};

constexpr bool is_suited(int kind) { return kind >= 0 && kind < kNumSuitedKinds; }
constexpr bool is_flower(int kind) { return kind >= kFirstFlower && kind < kNumTileKinds; }
constexpr bool is_tile_kind(int kind) { return kind >= 0 && kind < kNumTileKinds; }

// Copies of a kind in the full set: 4 for suited kinds, 1 for flowers.
constexpr int max_copies(int kind) { return is_suited(kind) ? kSuitedCopies : 1; }

// Suit 0..2 and rank 1..9 of a suited kind.
constexpr int tile_suit(int kind) {
  PAIJU_DCHECK(is_suited(kind));
  return kind / kNumTileRanks;
}
constexpr int tile_rank(int kind) {
  PAIJU_DCHECK(is_suited(kind));
  return kind % kNumTileRanks + 1;
}
constexpr int suited_kind(int suit, int rank) {
  PAIJU_DCHECK(suit >= 0 && suit < kNumTileSuits && rank >= 1 && rank <= kNumTileRanks);
  return kNumTileRanks * suit + rank - 1;
}
constexpr int flower_kind(int flower) {
  PAIJU_DCHECK(flower >= 0 && flower < kNumFlowers);
  return kFirstFlower + flower;
}

}  // namespace paiju::tiles
