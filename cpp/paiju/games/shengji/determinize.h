// Determinization for Shengji: a complete State consistent with what one seat knows.
//
// Known to the seat: its own hand (and, for the dealer, the kitty it picked up and buried), every
// card played and by whom, each seat's card count, cards a seat is known to hold (declared, or
// returned from a failed throw), the voids and the suits where a seat has no pair left. The other
// cards — the other hands, the kitty for everyone but the dealer, and while the cards are being
// dealt the cards still to come, in a fresh order — are dealt again: most constrained cards
// first, each to a place that may hold it with probability proportional to the room left there
// (uniform when nothing is constrained), retried from scratch when a card finds no place.
#pragma once

#include "paiju/core/rng.h"
#include "paiju/games/shengji/state.h"

namespace paiju::shengji {

State resample(const State& state, int seat, Rng& rng);

}  // namespace paiju::shengji
