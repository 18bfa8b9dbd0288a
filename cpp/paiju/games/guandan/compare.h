// Comparing Guandan moves (§3 of the spec): which play beats which.
#pragma once

#include "paiju/games/guandan/level.h"
#include "paiju/games/guandan/move.h"

namespace paiju::guandan {

// 0 for a non-bomb; otherwise a number that orders every bomb:
//   4-card bomb < 5-card bomb < straight flush (by top) < 6..10-card bombs (by size) < four jokers,
// bombs of one size ordered by the power of their rank.
constexpr int bomb_strength(const Move& move, Level level) {
  switch (move.kind) {
    case MoveType::Bomb: {
      const int size = move.cards.size();
      const int tier = size == 4 ? 1 : size == 5 ? 2 : size - 2;  // 6 -> 4 ... 10 -> 8
      return 16 * tier + level.power(move.key);
    }
    case MoveType::StraightFlush: return 16 * 3 + move.key;
    case MoveType::FourKings: return 16 * 9;
    default: return 0;
  }
}

// Strength of a straight flush starting at sequence position `start`.
constexpr int straight_flush_strength(int start) { return 16 * 3 + start; }
// Strength of a bomb of `size` cards of the rank with power `power`.
constexpr int bomb_strength_of(int size, int power) {
  const int tier = size == 4 ? 1 : size == 5 ? 2 : size - 2;
  return 16 * tier + power;
}
inline constexpr int kFourKingsStrength = 16 * 9;

// Does `a` beat `b`? Any bomb beats any non-bomb and bombs follow bomb_strength; a non-bomb
// beats only the same type with a strictly higher key. A pass beats nothing.
constexpr bool beats(const Move& a, const Move& b, Level level) {
  if (a.is_pass() || b.is_pass()) return false;
  const int strength_a = bomb_strength(a, level), strength_b = bomb_strength(b, level);
  if (strength_a != 0 || strength_b != 0) return strength_a > strength_b;
  if (a.kind != b.kind) return false;
  if (is_sequence_type(a.kind)) return a.key > b.key;
  return level.power(a.key) > level.power(b.key);
}

}  // namespace paiju::guandan
