// The distinct sub-multisets of one rank's cards, by size.
//
// A rank's cards in a CardSet are one nibble of each word (card.h): a "suit pattern" byte
// packs the once-nibble in bits 0..3 and the twice-nibble in bits 4..7. Choosing which
// physical cards of that rank to play (♠5♥5 vs ♠5♣5) means choosing a sub-multiset of that
// pattern; this table lists all of them grouped by size, computed once. There are 81 valid
// patterns and (1+2+3)^4 = 1296 sub-multisets in all.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "paiju/core/card_set.h"

namespace paiju::climbing {

using SuitPattern = std::uint8_t;  // once-nibble | twice-nibble << 4

constexpr SuitPattern suit_pattern(const CardSet& cards, int rank) {
  const int shift = 4 * rank;
  return static_cast<SuitPattern>(((cards.once_bits() >> shift) & 0xF) |
                                  (((cards.twice_bits() >> shift) & 0xF) << 4));
}

// The cards of `pattern` placed at `rank`.
constexpr CardSet cards_at_rank(SuitPattern pattern, int rank) {
  const int shift = 4 * rank;
  return CardSet::from_words(static_cast<std::uint64_t>(pattern & 0xF) << shift,
                             static_cast<std::uint64_t>(pattern >> 4) << shift);
}

class RankSubmultisets {
 public:
  static constexpr int kMaxSize = 8;

  // All sub-multisets of `pattern` with exactly `size` cards (0..8).
  std::span<const SuitPattern> of(SuitPattern pattern, int size) const {
    const auto begin = offsets_[pattern][size];
    const auto end = offsets_[pattern][size + 1];
    return {entries_.data() + begin, static_cast<std::size_t>(end - begin)};
  }

  static const RankSubmultisets& instance();

 private:
  RankSubmultisets();
  std::array<std::array<std::uint16_t, kMaxSize + 2>, 256> offsets_{};
  std::array<SuitPattern, 1296> entries_{};
};

}  // namespace paiju::climbing
