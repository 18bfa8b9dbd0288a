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

#include <cstdint>

#include "paiju/core/rng.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan {

State resample(const State& state, int seat, Rng& rng);

}  // namespace paiju::guandan
