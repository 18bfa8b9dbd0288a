// Suqian mahjong's parts of paiju-cli (tools/game_parts.h): the members of tools::Parts<Game> that
// signature.cpp, bench.cpp and soak.cpp define, handed to the tools.
#include "paiju/games/mahjong/game.h"
#include "paiju/games/mahjong/heuristic_bot.h"
#include "paiju/tools/game_parts.h"

namespace paiju::mahjong {

const tools::GameTools<Game>& Game::tools() {
  using P = tools::Parts<Game>;
  static const tools::GameTools<Game> parts = tools::tools_from_parts<Game>(
      "waits, shanten, is_winning of dealt hands; random and heuristic deals",
      &heuristic_move, {.soak_choice = &P::soak_choice});
  return parts;
}

}  // namespace paiju::mahjong
