// Partition of a Guandan hand into plays: how the outside players (players.h) see their cards.
//
// A hand is cut into bombs (4+ of a rank, the four jokers, straight flushes) and the plays it
// still has to make: straights, tubes, plates, full houses, triples, pairs and singles. Each
// non-bomb play costs `Weights::play` less a control bonus that grows with how hard the play
// is to beat (a big joker single, a 10-J-Q-K-A straight); each bomb is worth `Weights::bomb`
// (plus `Weights::bomb_card` per card beyond four). The partition searched for is the one of
// least total cost: few plays, strong plays, many bombs.
//
// Search: bombs and jokers are set aside, then a depth-first search walks the sequence
// positions from the ace-low end: at the lowest position still holding cards it either leaves
// that rank's cards to the sets (singles, pairs, triples, with full houses matched at the end)
// or starts a straight, tube or plate there, the heart level cards (wilds) filling gaps. At each
// leaf the wilds left over are tried as plain level cards, as the card that turns a triple into
// a bomb, a pair into a bomb (two wilds), or a low single into a pair. A straight flush found in
// the hand is tried taken out first. The search is bounded (kLeafBudget leaves), works on rank
// counts only and allocates nothing.
#pragma once

#include <array>
#include <cstdint>

#include "paiju/core/card_set.h"
#include "paiju/games/guandan/level.h"
#include "paiju/games/guandan/move.h"

namespace paiju::guandan::players {

// How a player prices a partition (lower cost is better).
struct Weights {
  int play = 20;         // each non-bomb play still to make
  int control = 2;       // control bonus per step of strength (see partition.cpp)
  int bomb = 12;         // each bomb, subtracted
  int bomb_card = 3;     // each bomb card beyond four (a straight flush counts as 5.5 cards)
  int joker_bomb = 40;   // the four jokers, subtracted
  int wild_keep = 0;     // extra value of a wild kept unplayed as a level card (subtracted)
};

// One play of a partition, in the terms of a Move: type and key as in move.h, the natural
// (non-wild) cards as packed rank counts (RankCounts::packed), the number of wilds it uses.
struct Part {
  std::uint64_t natural = 0;
  MoveType kind = MoveType::Pass;
  std::uint8_t key = 0;
  std::uint8_t wilds = 0;
  std::uint8_t size = 0;
  std::int16_t cost = 0;  // its share of the partition cost (negative for bombs)
};

struct Partition {
  std::array<Part, 28> parts{};
  int count = 0;
  int cost = 0;   // sum of the parts' costs
  int plays = 0;  // non-bomb parts
  int bombs = 0;  // bomb parts
};

// The least-cost partition of `hand` (empty hand: no parts, cost 0).
void partition_hand(const CardSet& hand, Level level, const Weights& weights, Partition& out);

// Its cost only (the same search, no parts written out).
int partition_cost(const CardSet& hand, Level level, const Weights& weights);

// Move-shaped view of a move's cards: natural rank counts and wilds, as Part stores them.
std::uint64_t natural_counts(const Move& move, Level level);

// Does `move` play exactly the part (same type, key, natural cards per rank, wilds)?
bool plays_part(const Move& move, const Part& part, Level level);

}  // namespace paiju::guandan::players
