// RankCounts: how many cards of each rank a card multiset holds, packed 4 bits per slot.
//
// Slots 0..12 are the ranks 2..A (natural order), slot 13 the small joker, slot 14 the big
// joker. A slot holds 0..8 (two decks x four suits), so a nibble suffices and "which ranks have
// at least k cards" is one add-and-mask over the whole word.
#pragma once

#include <cstdint>

#include "paiju/core/card.h"
#include "paiju/core/check.h"

namespace paiju {

inline constexpr int kNumRankSlots = 15;
inline constexpr int kSmallJokerSlot = 13;
inline constexpr int kBigJokerSlot = 14;

// The rank slot of a card kind (card.h): its rank, or the joker slots.
constexpr int slot_of_kind(int kind) {
  return kind == kSmallJoker ? kSmallJokerSlot : kind == kBigJoker ? kBigJokerSlot : kind >> 2;
}

namespace detail {
inline constexpr std::uint64_t kNibbleLow = 0x0111111111111111ULL;  // bit 0 of slots 0..14

// Gathers bit 0 of each of the 16 nibbles of v (other bits must be zero) into bits 0..15.
constexpr std::uint32_t gather_nibble_bits(std::uint64_t v) {
  v = (v | (v >> 3)) & 0x0303030303030303ULL;
  v = (v | (v >> 6)) & 0x000F000F000F000FULL;
  v = (v | (v >> 12)) & 0x000000FF000000FFULL;
  v = (v | (v >> 24)) & 0x000000000000FFFFULL;
  return static_cast<std::uint32_t>(v);
}

// Popcount of each nibble of v, in place (each result 0..4).
constexpr std::uint64_t nibble_popcounts(std::uint64_t v) {
  v = v - ((v >> 1) & 0x5555555555555555ULL);
  return (v & 0x3333333333333333ULL) + ((v >> 2) & 0x3333333333333333ULL);
}
}  // namespace detail

class RankCounts {
 public:
  constexpr RankCounts() = default;
  static constexpr RankCounts from_packed(std::uint64_t packed) { return RankCounts(packed); }

  constexpr int operator[](int slot) const {
    PAIJU_DCHECK(slot >= 0 && slot < kNumRankSlots);
    return static_cast<int>((packed_ >> (4 * slot)) & 0xF);
  }
  constexpr void set(int slot, int count) {
    PAIJU_DCHECK(slot >= 0 && slot < kNumRankSlots && count >= 0 && count <= 8);
    packed_ = (packed_ & ~(std::uint64_t{0xF} << (4 * slot))) |
              (static_cast<std::uint64_t>(count) << (4 * slot));
  }
  // Bit s of the result is set iff slot s holds at least k cards (1 <= k <= 8).
  constexpr std::uint32_t slots_with_at_least(int k) const {
    PAIJU_DCHECK(k >= 1 && k <= 8);
    const std::uint64_t biased = packed_ + detail::kNibbleLow * static_cast<std::uint64_t>(8 - k);
    return detail::gather_nibble_bits((biased >> 3) & detail::kNibbleLow);
  }
  constexpr int total() const {
    int sum = 0;
    for (int s = 0; s < kNumRankSlots; ++s) sum += (*this)[s];
    return sum;
  }
  constexpr std::uint64_t packed() const { return packed_; }
  constexpr bool operator==(const RankCounts&) const = default;

 private:
  constexpr explicit RankCounts(std::uint64_t packed) : packed_(packed) {}
  std::uint64_t packed_ = 0;
};

}  // namespace paiju
