// Shengji's parts of paiju-cli (tools/game_parts.h): the members of tools::Parts<Game> that
// signature.cpp, bench.cpp and soak.cpp define, handed to the tools.
#include "paiju/games/shengji/game.h"
#include "paiju/games/shengji/heuristic_bot.h"
#include "paiju/tools/game_parts.h"

namespace paiju::shengji {

const tools::GameTools<Game>& Game::tools() {
  using P = tools::Parts<Game>;
  static const tools::GameTools<Game> parts = tools::tools_from_parts<Game>(
      "random and heuristic deals from the first trick; count_plays on dealers' 33 cards",
      &heuristic_move, {.soak_choice = &P::soak_choice});
  return parts;
}

}  // namespace paiju::shengji
