// Suqian mahjong's parts of paiju-cli, assembled for the tools (tools/game_tools.h).
#include "paiju/games/mahjong/heuristic_bot.h"
#include "paiju/games/mahjong/tools/parts.h"

namespace paiju::mahjong {

const tools::GameTools<Game>& Game::tools() {
  static const tools::GameTools<Game> parts{
      .signature = &signature_cases,
      .bench_help = "waits, shanten, is_winning of dealt hands; random and heuristic deals",
      .bench = &bench_cases,
      .soak_rules = &soak_rules,
      .soak_decision = &soak_decision,
      .heuristic_move = &heuristic_move,
      .soak_choice = &soak_choice,
      .soak_after = &soak_after,
  };
  return parts;
}

}  // namespace paiju::mahjong
