// Liangfutou bots by spec (search/factory.h): random, heuristic, pimc, ismcts.
#pragma once

#include <memory>
#include <string_view>

#include "paiju/games/liangfutou/search_game.h"
#include "paiju/search/bot.h"

namespace paiju::liangfutou {

using LiangfutouBot = search::Bot<SearchGame>;

Move heuristic_policy(const State& state, const MoveList& legal, Rng& rng);
std::unique_ptr<LiangfutouBot> make_bot(std::string_view spec);

}  // namespace paiju::liangfutou
