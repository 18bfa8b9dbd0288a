// The order of the cards in a deal of a trick-taking game with a level rank and a trump suit
// (the rules pages of the games that use it, e.g. the Tractor family: §2 order, §4 tractors).
//
// Every card belongs to one effective suit: its own plain suit (0..3), or trump (kTrump). Trumps
// are the jokers, every card of the level rank and, unless the deal is no-trump, every card of
// the trump suit. Within its effective suit each card has a position; higher wins, and equal
// positions are equal cards (an earlier play of an equal card ranks higher: the trick's
// business, not the order's). Positions are chosen so that "adjacent for a tractor" is
// "positions differ by one":
//   plain suits and the trump suit's own cards: 2..A with the level rank removed, 0..11 (the
//     ranks either side of the level rank become adjacent);
//   off-suit level cards: 12 (all four suits equal in no-trump, the three off suits otherwise);
//   the trump suit's level card: 13 (no-trump: the level cards sit at 13, so that the chain is
//     level pair - small joker pair - big joker pair);
//   small joker 14, big joker 15.
// So the trump chain runs trump A (11) - off-suit level (12) - trump level (13) - small joker
// (14) - big joker (15). A pair is two copies of one card kind: two off-suit level cards of
// different suits are equal but no pair, and two off-suit level pairs share position 12, so they
// never form a tractor together.
#pragma once

#include <cstdint>

#include "paiju/core/card.h"

namespace paiju::tricktaking {

inline constexpr int kTrump = 4;          // the effective suit of trumps
inline constexpr int kNoTrumpSuit = -1;   // a no-trump deal
inline constexpr int kOffLevel = 12, kTrumpLevel = 13, kSmallJokerPosition = 14, kBigJokerPosition = 15;
inline constexpr int kPositions = 16;

class TrumpOrder {
 public:
  // `level`: rank index (0 = two .. 12 = ace); `trump_suit`: 0..3, or kNoTrumpSuit.
  constexpr TrumpOrder(int level, int trump_suit) : level_(level), trump_(trump_suit) {}

  constexpr int level() const { return level_; }
  constexpr int trump_suit() const { return trump_; }
  constexpr bool no_trump() const { return trump_ == kNoTrumpSuit; }

  constexpr bool is_trump(int kind) const {
    if (is_joker(kind)) return true;
    return static_cast<int>(rank_of(kind)) == level_ || static_cast<int>(suit_of(kind)) == trump_;
  }
  // 0..3 for a plain suit, kTrump for trumps.
  constexpr int suit(int kind) const { return is_trump(kind) ? kTrump : static_cast<int>(suit_of(kind)); }
  // The card's place within its effective suit (see the header comment).
  constexpr int position(int kind) const {
    if (kind == kSmallJoker) return kSmallJokerPosition;
    if (kind == kBigJoker) return kBigJokerPosition;
    const int rank = static_cast<int>(rank_of(kind));
    if (rank == level_) {
      if (no_trump()) return kTrumpLevel;
      return static_cast<int>(suit_of(kind)) == trump_ ? kTrumpLevel : kOffLevel;
    }
    return rank < level_ ? rank : rank - 1;
  }
  // The kinds of effective suit `suit` (0..3 plain, kTrump) as a CardSet word (bit k = kind k).
  constexpr std::uint64_t kinds(int suit) const {
    constexpr std::uint64_t kSuitBits = 0x1111111111111ULL;  // kinds 4 * rank + 0, rank 0..12
    std::uint64_t trump = (std::uint64_t{3} << kSmallJoker) | (std::uint64_t{0xF} << (4 * level_));
    if (!no_trump()) trump |= kSuitBits << trump_;
    if (suit == kTrump) return trump;
    return (kSuitBits << suit) & ~trump;
  }
  // Are a and b equal cards (same effective suit and position)? Identical kinds are, and so are
  // the off-suit level cards of different suits.
  constexpr bool equal(int a, int b) const { return suit(a) == suit(b) && position(a) == position(b); }
  // Does a rank above b? Only cards of one effective suit, or a trump against a plain card,
  // compare; a plain card of another suit than b's never ranks above it.
  constexpr bool above(int a, int b) const {
    if (suit(a) == suit(b)) return position(a) > position(b);
    return suit(a) == kTrump;
  }

 private:
  int level_;
  int trump_;
};

}  // namespace paiju::tricktaking
