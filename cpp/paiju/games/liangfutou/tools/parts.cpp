// Liangfutou's parts of paiju-cli, assembled for the tools (tools/game_tools.h).
#include "paiju/games/liangfutou/heuristic_bot.h"
#include "paiju/games/liangfutou/tools/parts.h"
#include "paiju/tools/soak_checks.h"

namespace paiju::liangfutou {

const tools::GameTools<Game>& Game::tools() {
  static const tools::GameTools<Game> parts{
      .signature = &signature_cases,
      .bench_help = "moves of dealt hands, leading and following; random-play deals",
      .bench = &bench_cases,
      .soak_rules = &soak_rules,
      .soak_start = &soak_start,
      .soak_decision = &soak_decision,
      .heuristic_move = &heuristic_move,
      .soak_choice = &tools::check_listed_choice<State, MoveList, Move>,
      .soak_after = &soak_after,
  };
  return parts;
}

}  // namespace paiju::liangfutou
