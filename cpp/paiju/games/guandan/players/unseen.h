// Card counting for the outside players: what the mover has not seen yet, and what it allows.
//
// The unseen cards are the deal's cards less the mover's hand and every card played so far
// (all public). They are in the other three hands, the partner's included, so every question
// below is answered pessimistically: "could someone else hold a play that beats this?". The
// number of cards each opponent still holds is public too and bounds what they can play: a
// seat with two cards cannot answer a triple, one with three cannot bomb.
#pragma once

#include <array>
#include <cstdint>

#include "paiju/core/card_set.h"
#include "paiju/games/guandan/level.h"
#include "paiju/games/guandan/move.h"
#include "paiju/games/guandan/players/partition.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan::players {

struct Unseen {
  CardSet cards;                                 // unseen cards, wilds included
  std::array<std::int8_t, kNumRankSlots> slots{};  // unseen natural cards per rank slot
  int wilds = 0;                                 // unseen heart level cards
  Level level;
  int opponent_cards = 0;                        // the most cards either opponent holds
  int bomb = 0;  // the strongest bomb (compare.h bomb_strength) an opponent might hold; 0: none

  // Could an opponent hold a non-bomb that beats a play of this type, key (move.h) and size?
  bool may_top(MoveType type, int key, int size) const;
  // Could an opponent beat it at all (by a higher play of its type or by a bomb)?
  bool may_beat(MoveType type, int key, int size) const;
  bool may_beat(const Move& move) const { return may_beat(move.kind, move.key, move.cards.size()); }
  bool may_beat(const Part& part) const { return may_beat(part.kind, part.key, part.size); }
};

// What `seat` has not seen in `state`, with its opponents' card counts.
Unseen count_unseen(const State& state, int seat);

}  // namespace paiju::guandan::players
