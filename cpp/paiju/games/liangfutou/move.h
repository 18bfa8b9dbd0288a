// A Liangfutou move (climbing/play.h): the physical cards and the declared reading (kind and key rank).
//
// Layout (24 bytes): cards (CardSet, 16 bytes), kind (1 byte), key (1 byte): the rank slot
// (core/rank_counts.h: 0 = 2, 1 = 3 .. 12 = A, 13 = small joker, 14 = big joker) of the rank
// played, of the top of a sequence, of a joker single or natural joker pair, and 14 for the
// joker bomb. Suits never matter except for the called card, so the engine picks the physical
// cards of a move in one fixed order (movegen.h) and two moves are equal iff kind, key and
// cards are equal: that is, iff kind, length, key, the ranks used and the called copies agree.
#pragma once

#include <cstdint>

#include "paiju/climbing/play.h"
#include "paiju/core/card_set.h"

namespace paiju::liangfutou {

enum class Kind : std::uint8_t {
  Pass = 0, Single, Pair, Triple, Straight, PairRun, Bomb, JokerBomb,
  Call,  // the caller names the friend card (cards: that one card kind, key: its slot)
  Solo,  // declare 独报: play alone against the other three (no cards)
};
inline constexpr int kNumKinds = 10;

using Move = climbing::Play<Kind>;
static_assert(sizeof(Move) == 24);

constexpr bool is_bomb(Kind kind) { return kind == Kind::Bomb || kind == Kind::JokerBomb; }
constexpr bool is_play(Kind kind) { return kind != Kind::Call && kind != Kind::Solo; }

// Single power of a rank slot: 3 < 4 < ... < A < 2 < small joker < big joker.
constexpr int power(int slot) {
  if (slot == 0) return 12;          // the 2
  if (slot <= 12) return slot - 1;   // 3 .. A -> 0 .. 11
  return slot;                        // jokers: 13, 14
}

// Does `a` beat `b`? Bombs by size then rank power; the joker bomb beats everything; a
// non-bomb beats only the same kind and length with a strictly higher key. Passes beat nothing.
constexpr bool beats(const Move& a, const Move& b) {
  if (a.is_pass() || b.is_pass()) return false;
  if (b.kind == Kind::JokerBomb) return false;
  if (a.kind == Kind::JokerBomb) return true;
  if (a.kind == Kind::Bomb || b.kind == Kind::Bomb) {
    if (a.kind != Kind::Bomb) return false;
    if (b.kind != Kind::Bomb) return true;
    if (a.length() != b.length()) return a.length() > b.length();
    return power(a.key) > power(b.key);
  }
  return a.kind == b.kind && a.length() == b.length() && power(a.key) > power(b.key);
}

}  // namespace paiju::liangfutou
