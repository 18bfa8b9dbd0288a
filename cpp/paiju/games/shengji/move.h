// A Shengji decision (docs/rules/shengji.md): declaring trump while the cards are dealt (or
// passing), burying one card of the kitty, or a play to a trick.
//
// Layout (24 bytes): cards (CardSet, 16 bytes) and kind (1 byte). A play's kind says what it is:
// a lead is a single, a pair, a tractor or a throw (several units, of one effective suit or, with
// cross_suit_throws, of several plain suits); every play to a trick after the lead is a follow.
// Two moves are equal iff kind and cards are equal: suits matter in Shengji.
#pragma once

#include <cstdint>

#include "paiju/core/card_set.h"

namespace paiju::shengji {

enum class Kind : std::uint8_t {
  Pass = 0,  // decline to declare
  Declare,   // show one level card (names its suit), an identical pair of them, or a joker pair (no-trump)
  Bury,      // the dealer puts one card into the kitty
  Single, Pair, Tractor, Throw,  // leads
  Follow,    // any play after the lead
};
inline constexpr int kNumKinds = 8;

struct Move {
  CardSet cards;
  Kind kind = Kind::Pass;

  static constexpr Move pass() { return Move{}; }
  constexpr bool is_play() const { return kind >= Kind::Single; }
  constexpr bool is_lead() const { return kind >= Kind::Single && kind <= Kind::Throw; }
  constexpr bool operator==(const Move&) const = default;
};
static_assert(sizeof(Move) == 24);

const char* kind_name(Kind kind);

}  // namespace paiju::shengji
