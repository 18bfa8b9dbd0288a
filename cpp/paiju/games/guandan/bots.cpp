#include "paiju/games/guandan/bots.h"

#include "paiju/games/guandan/heuristic_bot.h"
#include "paiju/search/factory.h"

namespace paiju::guandan {

Move heuristic_policy(const State& state, const MoveList& legal, Rng&) { return heuristic_move(state, legal); }

std::unique_ptr<GuandanBot> make_bot(std::string_view spec) {
  return search::make_bot<SearchGame>(spec, &heuristic_policy);
}

}  // namespace paiju::guandan
