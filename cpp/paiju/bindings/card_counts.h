// Copies per card kind of a CardSet as kNumKinds bytes, eight kinds at a time: each byte of the
// set's two words (once, twice) spread to eight 0/1 bytes by a table and the two added, so a
// kind's byte is its count (0..2). The card games' move features and observation tensors are
// mostly these counts; a kind at a time they were the largest cost of a decisions row.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "paiju/core/card_set.h"

namespace paiju::bindings {

namespace detail {
// kByteSpread[b] has byte i equal to bit i of b (little-endian words: byte i is kind 8k + i).
inline constexpr std::array<std::uint64_t, 256> kByteSpread = [] {
  std::array<std::uint64_t, 256> table{};
  for (unsigned b = 0; b < 256; ++b) {
    for (unsigned i = 0; i < 8; ++i) table[b] |= static_cast<std::uint64_t>((b >> i) & 1u) << (8 * i);
  }
  return table;
}();
}  // namespace detail

// Writes cards.count(kind) for every kind (kNumKinds bytes) at `out`; returns out + kNumKinds.
inline std::uint8_t* put_card_counts(const CardSet& cards, std::uint8_t* out) {
  static_assert(std::endian::native == std::endian::little, "card_counts.h spreads bits into little-endian words");
  const std::uint64_t once = cards.once_bits(), twice = cards.twice_bits();
  constexpr int kWhole = kNumKinds / 8, kRest = kNumKinds % 8;
  for (int k = 0; k < kWhole; ++k) {
    const std::uint64_t counts = detail::kByteSpread[(once >> (8 * k)) & 0xFF] + detail::kByteSpread[(twice >> (8 * k)) & 0xFF];
    std::memcpy(out + 8 * k, &counts, 8);
  }
  if constexpr (kRest > 0) {
    const std::uint64_t counts =
        detail::kByteSpread[(once >> (8 * kWhole)) & 0xFF] + detail::kByteSpread[(twice >> (8 * kWhole)) & 0xFF];
    std::memcpy(out + 8 * kWhole, &counts, kRest);
  }
  return out + kNumKinds;
}

}  // namespace paiju::bindings
