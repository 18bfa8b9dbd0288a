// Shengji's parts of paiju-cli, assembled for the tools (tools/game_tools.h).
#include "paiju/games/shengji/heuristic_bot.h"
#include "paiju/games/shengji/tools/parts.h"

namespace paiju::shengji {

const tools::GameTools<Game>& Game::tools() {
  static const tools::GameTools<Game> parts{
      .signature = &signature_cases,
      .bench_help = "random and heuristic deals from the first trick; count_plays on dealers' 33 cards",
      .bench = &bench_cases,
      .soak_rules = &soak_rules,
      .soak_decision = &soak_decision,
      .heuristic_move = &heuristic_move,
      .soak_choice = &soak_choice,
      .soak_after = &soak_after,
  };
  return parts;
}

}  // namespace paiju::shengji
