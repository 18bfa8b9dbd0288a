// The level rank of a deal and the power order it induces (§2 of the Guandan spec).
#pragma once

#include <cstdint>

#include "paiju/core/card.h"
#include "paiju/core/rank_counts.h"

namespace paiju::guandan {

// The level rank, card.h numbering (2 = 0 .. A = 12).
struct Level {
  int rank = 0;

  constexpr int heart_kind() const { return kind_of(static_cast<Rank>(rank), Suit::Hearts); }

  // Single-card power of a rank slot: 2 < 3 < ... < A < level rank < small joker < big joker.
  constexpr int power(int slot) const {
    if (slot == rank) return 13;
    if (slot >= kSmallJokerSlot) return slot + 1;
    return slot;
  }
};

}  // namespace paiju::guandan
