// Guandan's parts of paiju-cli (tools/game_parts.h): the members of tools::Parts<Game> that
// signature.cpp, bench.cpp and soak.cpp define, handed to the tools.
#include "paiju/games/guandan/game.h"
#include "paiju/games/guandan/heuristic_bot.h"
#include "paiju/tools/game_parts.h"

namespace paiju::guandan {

const tools::GameTools<Game>& Game::tools() {
  using P = tools::Parts<Game>;
  static const tools::GameTools<Game> parts = tools::tools_from_parts<Game>(
      "moves of 27-card hands (as dealt, 0/1/2 wilds), leading and following, per class; deals; State copy",
      &heuristic_move, {.soak_start = &P::soak_start, .hand_model_log_likelihood = &P::hand_model_log_likelihood});
  return parts;
}

}  // namespace paiju::guandan
