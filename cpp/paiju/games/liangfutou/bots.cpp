#include "paiju/games/liangfutou/bots.h"

#include "paiju/search/factory.h"

namespace paiju::liangfutou {

Move heuristic_policy(const State& state, const MoveList& legal, Rng&) { return heuristic_move(state, legal); }

std::unique_ptr<LiangfutouBot> make_bot(std::string_view spec) {
  return search::make_bot<SearchGame>(spec, &heuristic_policy);
}

}  // namespace paiju::liangfutou
