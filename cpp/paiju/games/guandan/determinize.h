// Determinization: a complete State consistent with what one seat knows (§8 of the spec).
//
// What a seat knows of the hidden hands: its own hand; every card played and by whom; how many
// cards each seat holds; the big jokers shown to refuse tribute; the tribute card it paid (now
// in its receiver's hand unless the receiver has played a card of that kind since) and the card
// returned to it or by it; and, as the receiver of a tribute, that its payer held no card above
// the one paid (heart level cards aside). The hidden cards are dealt uniformly at random among
// all deals that respect these facts: pinned cards first, then the one payer whose cards are
// capped from the capped pool, then everyone else from the rest.
// Not modelled (a documented simplification): what a double tribute's receivers can infer
// about the other payer's card from who received the larger one.
// Private choices the seat could not see (others' tribute and return cards) are forgotten in the
// returned State; a pending one is redone as the payer's first highest card when needed.
#pragma once

#include <array>
#include <cstdint>

#include "paiju/core/rng.h"
#include "paiju/games/guandan/level.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan {

// The facts above that bound which hidden cards each other seat may hold, beyond how many.
struct HiddenFacts {
  std::array<CardSet, kNumSeats> pinned{};  // hidden cards a seat is known to hold
  Level level;
  int capped_payer = kNoSeat;  // holds no card above cap_power (heart level cards aside)
  int cap_power = 0;
  std::array<bool, kNumSeats> no_big_joker{};  // paid tribute, so kept no big joker

  // True when `seat` may hold a hidden (unpinned) card of `kind`.
  bool allows(int seat, int kind) const {
    if (no_big_joker[static_cast<std::size_t>(seat)] && kind == kBigJoker) return false;
    return seat != capped_payer || kind == level.heart_kind() || level.power(slot_of_kind(kind)) <= cap_power;
  }
};

HiddenFacts hidden_facts(const State& state, int seat);

State resample(const State& state, int seat, Rng& rng);

// A move of resample-move (search/beliefs.h) in `world`, a resample of `seat`'s knowledge with
// `facts`: one unpinned card of one other seat exchanged with one of another, the two seats and
// the two cards drawn uniformly (a symmetric proposal, since no hand changes size). Returns the
// two seats, or {kNoSeat, kNoSeat} with `world` unchanged when the exchange breaks a fact.
std::array<int, 2> exchange_hidden(State& world, const HiddenFacts& facts, int seat, Rng& rng);

// Carries a world of an earlier decision forward (search/beliefs.h): `world`, a resample of
// `seat`'s knowledge now with `facts`, takes as much as it can of `from`'s hands. Unpinned cards
// are exchanged between two other seats while each exchange gives one seat a card it held in
// `from` and takes from the other seat one it did not, so the hands `from` implied, less the
// cards played since, are kept wherever the facts and the hand sizes allow. The result keeps
// every fact `resample` keeps.
void carry_hidden(const State& from, State& world, const HiddenFacts& facts, int seat);

}  // namespace paiju::guandan
