// Rewards (讨赏, spec §6): units a dealt hand earns from each of the other three players.
//
// Read on the hand as dealt; every reward that applies is added (they stack):
//   1 unit   each rank with all four cards of one colour (both copies of two suits of one
//            colour, e.g. ♥2♥2♦2♦2); exactly three jokers; four or more ranks with 4+ cards
//            (four natural bombs), counted once
//   2 units  each rank with 6+ cards that include four cards of one colour
//   3 units  all four jokers (not also counted as three); each rank with all 8 cards
#pragma once

#include "paiju/core/card_set.h"

namespace paiju::liangfutou {

int reward_units(const CardSet& dealt_hand);

}  // namespace paiju::liangfutou
