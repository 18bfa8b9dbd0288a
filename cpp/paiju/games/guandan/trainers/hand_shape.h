// A rough reading of a hand as the plays it still needs (training players, trainers.h).
//
// Bombs (four or more of a rank, or the four jokers) are set aside first; then straights are
// taken greedily from the low end where at least three of their five ranks are lone cards; what
// is left counts as singles, pairs and triples, and each triple carries a pair (a full house)
// while pairs last. Wild heart level cards are left out: they join whatever needs them, so they
// cost no play. Cheap and rough on purpose: a player compares hands before and after a move.
#pragma once

#include "paiju/core/card_set.h"
#include "paiju/games/guandan/level.h"

namespace paiju::guandan::trainers {

struct Shape {
  int singles = 0, pairs = 0, trips = 0, straights = 0, bombs = 0;

  // Plays needed to shed everything but the bombs.
  int plays() const { return singles + pairs + trips + straights - (trips < pairs ? trips : pairs); }
};

Shape shape_of(const CardSet& hand, Level level);

// Cards of `cards` that win tricks by their rank: aces, level cards and jokers.
int control_cards(const CardSet& cards, Level level);

}  // namespace paiju::guandan::trainers
