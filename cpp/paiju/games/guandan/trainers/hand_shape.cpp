#include "paiju/games/guandan/trainers/hand_shape.h"

#include <array>

#include "paiju/climbing/sequence.h"
#include "paiju/core/rank_counts.h"

namespace paiju::guandan::trainers {

namespace {

using Counts = std::array<int, kNumRankSlots>;

// Takes straights whose five ranks all have a card and three or more of them a lone one.
int take_straights(Counts& c) {
  int taken = 0;
  for (int start = climbing::kAceLow; start + 4 <= climbing::kAceHigh; ++start) {
    for (;;) {
      int present = 0, lone = 0;
      for (int p = start; p < start + 5; ++p) {
        const int n = c[static_cast<std::size_t>(climbing::rank_at_position(p))];
        present += n > 0 ? 1 : 0;
        lone += n == 1 ? 1 : 0;
      }
      if (present < 5 || lone < 3) break;
      for (int p = start; p < start + 5; ++p) --c[static_cast<std::size_t>(climbing::rank_at_position(p))];
      ++taken;
    }
  }
  return taken;
}

}  // namespace

Shape shape_of(const CardSet& hand, Level level) {
  const RankCounts rc = hand.rank_counts();
  Counts c{};
  for (int slot = 0; slot < kNumRankSlots; ++slot) c[static_cast<std::size_t>(slot)] = rc[slot];
  c[static_cast<std::size_t>(level.rank)] -= hand.count(level.heart_kind());
  Shape s;
  if (c[kSmallJokerSlot] == 2 && c[kBigJokerSlot] == 2) {
    c[kSmallJokerSlot] = c[kBigJokerSlot] = 0;
    ++s.bombs;
  }
  for (int slot = 0; slot < kNumRanks; ++slot) {
    if (c[static_cast<std::size_t>(slot)] >= 4) {
      c[static_cast<std::size_t>(slot)] = 0;
      ++s.bombs;
    }
  }
  s.straights = take_straights(c);
  for (const int n : c) {
    s.singles += n == 1 ? 1 : 0;
    s.pairs += n == 2 ? 1 : 0;
    s.trips += n == 3 ? 1 : 0;
  }
  return s;
}

int control_cards(const CardSet& cards, Level level) {
  int n = 0;
  cards.for_each_card([&](int kind) { n += level.power(slot_of_kind(kind)) >= level.power(kNumRanks - 1) ? 1 : 0; });
  return n;
}

}  // namespace paiju::guandan::trainers
