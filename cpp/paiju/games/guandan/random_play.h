// Uniformly random play: every decision enumerates all legal moves and picks one uniformly.
// Used by the random-play benchmark, soak tests and as the simplest rollout policy.
#pragma once

#include <cstdint>

#include "paiju/core/rng.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan {

// Plays uniformly random moves until the deal in progress ends (or the match is over);
// returns the number of decisions made.
inline int play_random_deal(State& state, Rng& rng, MoveList& moves) {
  const int deal = state.deal_index();
  int decisions = 0;
  while (!state.is_terminal() && state.deal_index() == deal) {
    moves.clear();
    state.legal_moves(moves);
    state.apply(moves[rng.uniform(static_cast<std::uint32_t>(moves.size()))]);
    ++decisions;
  }
  return decisions;
}

}  // namespace paiju::guandan
