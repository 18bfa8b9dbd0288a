// Guandan's parts of paiju-cli, assembled for the tools (tools/game_tools.h).
#include "paiju/games/guandan/heuristic_bot.h"
#include "paiju/games/guandan/tools/parts.h"
#include "paiju/tools/soak_checks.h"

namespace paiju::guandan {

const tools::GameTools<Game>& Game::tools() {
  static const tools::GameTools<Game> parts{
      .signature = &signature_cases,
      .bench_help = "moves of 27-card hands (as dealt, 0/1/2 wilds), leading and following, per class; deals; State copy",
      .bench = &bench_cases,
      .soak_rules = &soak_rules,
      .soak_start = &soak_start,
      .soak_decision = &soak_decision,
      .heuristic_move = &heuristic_move,
      .soak_choice = &tools::check_listed_choice<State, MoveList, Move>,
      .soak_after = &soak_after,
      .hand_model_log_likelihood = &hand_model_log_likelihood,
  };
  return parts;
}

}  // namespace paiju::guandan
