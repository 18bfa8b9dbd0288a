// Guandan bots by name: "random", "heuristic", "pimc", "ismcts", with parameters.
//
// A spec is "name" or "name:key=value,key=value", e.g. "ismcts:iterations=2000",
// "ismcts:time=50ms", "pimc:worlds=30,candidates=12,policy=random". Parameters:
//   pimc    worlds (default 40), time (per move: 0.05, 50ms, 1s), candidates (16), policy
//           (heuristic | random, default heuristic)
//   ismcts  iterations (default 1000 unless time is given), time, c (exploration, 0.7), policy
// A bad name or parameter throws InvalidOptionError naming it.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "paiju/games/guandan/search_game.h"
#include "paiju/search/bot.h"

namespace paiju::guandan {

using GuandanBot = search::Bot<SearchGame>;

Move heuristic_policy(const State& state, const MoveList& legal, Rng& rng);

std::unique_ptr<GuandanBot> make_bot(std::string_view spec);

}  // namespace paiju::guandan
