// Liangfutou's parts of paiju-cli (tools/game_parts.h): the members of tools::Parts<Game> that
// signature.cpp, bench.cpp and soak.cpp define, handed to the tools.
#include "paiju/games/liangfutou/game.h"
#include "paiju/games/liangfutou/heuristic_bot.h"
#include "paiju/tools/game_parts.h"

namespace paiju::liangfutou {

const tools::GameTools<Game>& Game::tools() {
  using P = tools::Parts<Game>;
  static const tools::GameTools<Game> parts = tools::tools_from_parts<Game>(
      "moves of dealt hands, leading and following; random-play deals",
      &heuristic_move, {.soak_start = &P::soak_start});
  return parts;
}

}  // namespace paiju::liangfutou
