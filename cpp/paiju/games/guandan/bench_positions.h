// Seeded random Guandan positions for benchmarks and perft: a 27-card hand with an exact number
// of wilds, and a play to follow drawn from another seat's hand.
#pragma once

#include <cstdint>

#include "paiju/core/deal.h"
#include "paiju/core/rng.h"
#include "paiju/games/guandan/movegen.h"

namespace paiju::guandan {

struct BenchPosition {
  CardSet hand;
  Level level;
  Move to_beat;        // a pass means "leading"
};

inline constexpr int kWildsAsDealt = -1;

// A random 27-card hand at a random level holding exactly `wilds` heart level cards (0..2, or
// kWildsAsDealt to keep the deal's own), and, when `follow` is set, a uniformly chosen lead
// (not a pass) of another random hand.
inline BenchPosition random_position(Rng& rng, int wilds, bool follow, MoveList& scratch) {
  BenchPosition position;
  position.level = Level{static_cast<int>(rng.uniform(kNumRanks))};
  const int heart = position.level.heart_kind();
  const Deal deal = deal_cards(rng);
  CardSet hand = deal.hands[0];
  CardSet spare = deal.hands[1] + deal.hands[2] + deal.hands[3];
  if (wilds == kWildsAsDealt) wilds = hand.count(heart);
  while (hand.count(heart) > wilds) {  // trade a wild for a random non-wild spare card
    hand.remove(heart);
    spare.add(heart);
    int kind;
    do kind = static_cast<int>(rng.uniform(kNumKinds)); while (kind == heart || spare.count(kind) == 0);
    spare.remove(kind);
    hand.add(kind);
  }
  while (hand.count(heart) < wilds) {  // trade a random non-wild card for a wild
    int kind;
    do kind = static_cast<int>(rng.uniform(kNumKinds)); while (kind == heart || hand.count(kind) == 0);
    hand.remove(kind);
    spare.add(kind);
    spare.remove(heart);
    hand.add(heart);
  }
  position.hand = hand;
  if (follow) {
    scratch.clear();
    generate_moves(deal.hands[1], position.level, Rules{}, nullptr, scratch);
    // The trades above may have moved cards between the two hands: skip leads that would put
    // a third copy of a card on the table.
    do {
      position.to_beat = scratch[rng.uniform(static_cast<std::uint32_t>(scratch.size()))];
    } while (!hand.can_add(position.to_beat.cards));
  }
  return position;
}

}  // namespace paiju::guandan
