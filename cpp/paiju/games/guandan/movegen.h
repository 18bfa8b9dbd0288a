// Exact legal-move generation for Guandan, wild cards included (§2-3 of the spec).
//
// Every distinct (type, key, physical cards) is listed once, as the competition platform
// enumerates them: each choice of physical cards (♠5♥5 vs ♠5♣5) and each reading of the wilds
// (wild+3456 as 23456 and as 34567) is a separate move.
//
// Method — wilds fill a deficit, not a position: the heart level cards are taken out of the
// hand, leaving the natural cards. For each template (type, key, and for runs the cards per
// rank) the generator chooses, rank by rank, how many cards the wilds supply and which distinct
// sub-multiset of that rank's natural cards supplies the rest (climbing/rank_submultisets.h).
// A heart level card inside a multi-card play is always counted as a wild (a wild may stand
// for itself), so no play is produced twice. Following a play, only the templates that can
// beat it are visited. Nothing allocates beyond the caller's MoveList growing.
#pragma once

#include <vector>

#include "paiju/core/card_set.h"
#include "paiju/games/guandan/level.h"
#include "paiju/games/guandan/move.h"
#include "paiju/games/guandan/rules.h"

namespace paiju::guandan {

using MoveList = std::vector<Move>;

// Appends to `out` every legal move of `hand`: leading when `to_beat` is null, otherwise a pass
// and every move that beats `*to_beat` (which must be a valid reading, not a pass).
void generate_moves(const CardSet& hand, Level level, const Rules& rules, const Move* to_beat,
                    MoveList& out);

// The same moves one per move class (type, key, natural cards per rank, wilds: suit variants
// are one class): the first move of each class in generate_moves' order, in that order. What a
// rule-based player that always plays the first move of the class it picks needs to see.
void generate_move_classes(const CardSet& hand, Level level, const Rules& rules, const Move* to_beat,
                           MoveList& out);

// Appends to `out` every reading (type, key) of exactly the multiset `cards`.
void classify(const CardSet& cards, Level level, const Rules& rules, MoveList& out);

// True iff `move` is one of the readings of its own cards.
bool is_valid_reading(const Move& move, Level level, const Rules& rules);

}  // namespace paiju::guandan
