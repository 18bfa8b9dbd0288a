// Random play for the tests of a game's rules: a match of uniformly drawn moves, checked at every
// decision.
#pragma once

#include <cstdint>

#include "paiju/core/rng.h"
#include "test_framework.h"

namespace paiju::testing {

// Plays `state` on with moves drawn uniformly from its legal list by `rng` until the match ends or
// `max_decisions` have been made; at every decision the list is not empty, the drawn move is legal
// (why_illegal agrees) and the state stays consistent after it.
template <class MoveList, class State>
void play_random_match(State& state, Rng& rng, int max_decisions = 20000) {
  MoveList moves;
  int decisions = 0;
  while (!state.is_terminal() && decisions < max_decisions) {
    moves.clear();
    state.legal_moves(moves);
    CHECK(!moves.empty());
    const auto move = moves[rng.uniform(static_cast<std::uint32_t>(moves.size()))];
    CHECK(state.why_illegal(move).empty());
    state.apply(move);
    CHECK(state.is_consistent());
    ++decisions;
  }
}

// Whole matches of `rules` by play_random_match, seeds 0 .. matches-1 (the draws of seed s from
// Rng(s, salt)); `check` sees each match once it has ended, and every match must end.
template <class MoveList, class State, class Rules, class Check>
void play_random_matches(const Rules& rules, std::uint64_t matches, std::uint64_t salt, Check&& check) {
  for (std::uint64_t seed = 0; seed < matches; ++seed) {
    State state = State::new_match(rules, seed);
    Rng rng(seed, salt);
    play_random_match<MoveList>(state, rng);
    CHECK(state.is_terminal());
    check(state);
  }
}

}  // namespace paiju::testing
