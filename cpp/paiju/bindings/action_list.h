// The action list of a position, shared by the learning environments (env_binding.h) and the
// decisions table of a simulation (simulation_rows.h): the moves bots choose among
// (search::choice_moves: every legal move, or a game's shortlist when its lists can be huge) in
// that order; when it holds more than the bound, the game's candidate shortlist (its own policy
// move first) comes first, then the rest of the list in order, cut at the bound. Each move of
// it has B::Encoding::kMoveFeatures uint8 features (B::Encoding::move_features).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "paiju/search/game.h"

namespace paiju::bindings {

// The action list of `state`; `scratch` is reused between calls.
template <class G>
void action_moves(const typename G::State& state, std::size_t bound, typename G::MoveList& out,
                  typename G::MoveList& scratch) {
  out.clear();
  search::choice_moves<G>(state, out);
  if (out.size() <= bound) return;
  scratch.clear();
  G::candidates(state, out, scratch);
  std::vector<char> taken(out.size(), 0);
  typename G::MoveList capped;
  capped.reserve(bound);
  for (const auto& move : scratch) {
    const auto at = std::find(out.begin(), out.end(), move);
    if (at == out.end() || taken[static_cast<std::size_t>(at - out.begin())]) continue;
    taken[static_cast<std::size_t>(at - out.begin())] = 1;
    capped.push_back(move);
    if (capped.size() == bound) break;
  }
  for (std::size_t i = 0; i < out.size() && capped.size() < bound; ++i) {
    if (!taken[i]) capped.push_back(out[i]);
  }
  out = std::move(capped);
}

// The features of `moves`, one row of kMoveFeatures per move (rows past them are not touched).
template <class B>
void write_move_features(const typename B::G::MoveList& moves, std::uint8_t* out) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    B::Encoding::move_features(moves[i], out + i * static_cast<std::size_t>(B::Encoding::kMoveFeatures));
  }
}

}  // namespace paiju::bindings
