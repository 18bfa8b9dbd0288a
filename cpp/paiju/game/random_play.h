// Uniformly random play: every decision enumerates all legal moves and picks one uniformly. The
// random-play benchmarks (paiju-cli bench, paiju._core.<game>._bench_random_deals) and the rules'
// tests use it; it is also the simplest rollout policy.
#pragma once

#include <cstdint>

#include "paiju/core/rng.h"

namespace paiju::game {

// Plays uniformly random moves until the deal in progress ends (or the match is over); returns
// the number of decisions made.
template <class State, class MoveList>
int play_random_deal(State& state, Rng& rng, MoveList& moves) {
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

// `deals` random-play deals drawing from Rng(seed, salt), from the match new_match(seed); deal d,
// when the match before it is over, starts the match new_match(seed + d). Returns the decisions.
template <class MoveList, class NewMatch>
std::uint64_t play_random_deals(const NewMatch& new_match, std::uint64_t seed, std::uint64_t salt, int deals) {
  auto state = new_match(seed);
  Rng rng(seed, salt);
  MoveList buffer;
  std::uint64_t decisions = 0;
  for (int d = 0; d < deals; ++d) {
    if (state.is_terminal()) state = new_match(seed + static_cast<std::uint64_t>(d));
    decisions += static_cast<std::uint64_t>(play_random_deal(state, rng, buffer));
  }
  return decisions;
}

}  // namespace paiju::game
