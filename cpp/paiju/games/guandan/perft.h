// perft: leaves of the open-hand play tree of the current deal, truncated at a depth.
//
// perft(s, 0) = 1; a position where the deal has ended (or the match is over) is a leaf at any
// depth; otherwise the sum over every legal move (pass included when following) of
// perft(child, depth - 1). Tribute and return decisions count as plies like any other.
#pragma once

#include <cstdint>

#include "paiju/games/guandan/state.h"

namespace paiju::guandan {

std::uint64_t perft(const State& state, int depth);

}  // namespace paiju::guandan
