// Finding and pricing moves in the legal list for the outside players (players.h).
//
// The list may hold one move per class of suit variants (State::class_moves): every helper
// here returns a pointer into it, so the player always answers with an element of the list.
#pragma once

#include <climits>

#include "paiju/games/guandan/movegen.h"
#include "paiju/games/guandan/players/partition.h"

namespace paiju::guandan::players {

// Partition cost of an empty hand: going out is worth more than any partition.
inline constexpr int kOut = -100000;

// The legal move that plays every card of `hand`, or null.
const Move* going_out(const MoveList& legal, const CardSet& hand);

// The legal move that plays exactly `part` (type, key, natural cards, wilds), or null; failing
// that, the move of the part's type and key that leaves the cheapest partition, or null.
const Move* find_part(const MoveList& legal, const Part& part, const CardSet& hand, Level level, const Weights& weights);

// Partition cost of `hand` once `move` is played (kOut when that empties it).
int cost_after(const CardSet& hand, const Move& move, Level level, const Weights& weights);

struct Pick {
  const Move* move = nullptr;
  int cost = INT_MAX;  // partition cost after it
};

// Partition cost of `hand` after `move`, read off `plan` (the partition of `hand`) when the
// move plays one of its parts, computed otherwise (at most `*budget` times: INT_MAX when spent).
int cost_after(const CardSet& hand, const Partition& plan, const Move& move, Level level, const Weights& weights,
               int* budget);

// Of the legal non-pass moves that `accept(move)` lets through, the one leaving the cheapest
// partition (the first of equals). With a plan (the partition of `hand`), moves that play one
// of its parts are priced from it and at most `limit` others are searched; without, at most
// `limit` moves are priced, in list order.
template <class Accept>
Pick cheapest(const MoveList& legal, const CardSet& hand, Level level, const Weights& weights, Accept&& accept,
              int limit = 24, const Partition* plan = nullptr) {
  Pick best;
  for (const Move& move : legal) {
    if (move.is_pass() || !accept(move)) continue;
    int cost;
    if (plan) {
      cost = cost_after(hand, *plan, move, level, weights, &limit);
    } else {
      if (limit-- <= 0) break;
      cost = cost_after(hand, move, level, weights);
    }
    if (cost < best.cost) best = Pick{&move, cost};
  }
  return best;
}

// The pass in the list (the list holds one whenever following); its first move if none.
const Move* pass_in(const MoveList& legal);

// The part of `plan` with the highest cost (among bombs, the weakest), or null when it is empty.
const Part* costliest_part(const Partition& plan);

// The legal move that plays `part` (find_part) when there is a part and a move for it, else
// the legal play leaving the cheapest partition, else the list's first move.
Move play_part_or_cheapest(const MoveList& legal, const Part* part, const CardSet& hand, Level level,
                           const Weights& weights);

}  // namespace paiju::guandan::players
