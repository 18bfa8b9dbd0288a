// Suits, ranks and the 54 card kinds shared by every card game of paiju.
//
// A card kind is an index 0..53 in canonical order: ranks 2,3,...,K,A (natural order, the
// order used when no level or trump reorders them), each in suit order S H C D, then the small
// joker (SB) and the big joker (HR):
//
//     kind = 4 * rank + suit   for rank 0 (two) .. 12 (ace), suit 0 (S) .. 3 (D)
//     kind = 52                small joker  SB
//     kind = 53                big joker    HR
//
// The rank-major layout puts the four suits of a rank in one nibble of a 64-bit word, so
// per-rank counts of a CardSet are nibble popcounts (see card_set.h, rank_counts.h).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "paiju/core/check.h"

namespace paiju {

enum class Suit : std::uint8_t { Spades = 0, Hearts = 1, Clubs = 2, Diamonds = 3 };
inline constexpr int kNumSuits = 4;

// Natural rank order 2 < 3 < ... < K < A. Games reorder by their own power functions.
enum class Rank : std::uint8_t {
  Two = 0, Three, Four, Five, Six, Seven, Eight, Nine, Ten, Jack, Queen, King, Ace
};
inline constexpr int kNumRanks = 13;

inline constexpr int kNumKinds = 54;
inline constexpr int kSmallJoker = 52;
inline constexpr int kBigJoker = 53;
inline constexpr int kMaxCopies = 2;  // two decks
inline constexpr int kDeckSize = kNumKinds * kMaxCopies;  // 108

// Canonical one-character codes of the platform notation.
inline constexpr std::string_view kSuitChars = "SHCD";
inline constexpr std::string_view kRankChars = "23456789TJQKA";

constexpr int kind_of(Rank rank, Suit suit) {
  return 4 * static_cast<int>(rank) + static_cast<int>(suit);
}
constexpr bool is_joker(int kind) { return kind >= kSmallJoker; }
constexpr Rank rank_of(int kind) {
  PAIJU_DCHECK(kind >= 0 && kind < kSmallJoker);
  return static_cast<Rank>(kind >> 2);
}
constexpr Suit suit_of(int kind) {
  PAIJU_DCHECK(kind >= 0 && kind < kSmallJoker);
  return static_cast<Suit>(kind & 3);
}

// Two-character canonical name of a kind: "SA", "HT", "D2", "SB", "HR".
constexpr std::array<char, 2> kind_name(int kind) {
  if (kind == kSmallJoker) return {'S', 'B'};
  if (kind == kBigJoker) return {'H', 'R'};
  return {kSuitChars[kind & 3], kRankChars[kind >> 2]};
}

}  // namespace paiju
