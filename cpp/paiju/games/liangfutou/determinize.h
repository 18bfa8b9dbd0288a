// Determinization for Liangfutou: a complete State consistent with what one seat knows.
//
// Known to the seat: its own hand, every card played and by whom, each seat's card count, the
// caller and the called card, and that the caller held exactly one copy of it (so the other
// copy is never in the caller's hand); the partner when revealed, or when the seat is the
// partner. The hidden cards are dealt uniformly among the deals respecting these facts: the
// copy pinned to a known partner first, then the caller's cards from the pool without the
// called kind, then the rest.
#pragma once

#include "paiju/core/rng.h"
#include "paiju/games/liangfutou/state.h"

namespace paiju::liangfutou {

State resample(const State& state, int seat, Rng& rng);

}  // namespace paiju::liangfutou
