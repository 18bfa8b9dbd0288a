// The parts of paiju-cli that a game's folder defines (games/<game>/tools/), declared once for
// every game: the game's signature.cpp, bench.cpp and soak.cpp define these members of
// Parts<Game> (explicit specializations), and its parts.cpp hands them to the tools as the
// game's GameTools (tools_from_parts).
#pragma once

#include "paiju/tools/game_tools.h"
#include "paiju/tools/soak_checks.h"

namespace paiju::tools {

template <class G>
struct Parts {
  using State = typename G::State;
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;

  static void signature_cases(const SignatureFold& fold);  // signature.cpp
  static void bench_cases(const BenchOptions& options);    // bench.cpp
  // soak.cpp: what GameTools' members of the same names do. soak_start and soak_choice are
  // defined only by a game that has such checks, and handed over by its parts.cpp.
  static void soak_start(Checker& c, const State& state);
  static bool soak_decision(Checker& c, const State& state, MoveList& legal, MoveList& scratch);
  static bool soak_choice(Checker& c, const State& state, const MoveList& legal, const Move& move);
  static void soak_after(Checker& c, const State& before, const State& after, const Move& move, int mover);
  // beliefs.cpp, a game with a learned hand model: GameTools' member of the same name.
  static double hand_model_log_likelihood(const State& state, const typename GameTools<G>::Decisions& decisions);
};

// What only some games have (null: none): checks of a new match, their own check of a chosen
// move, a learned hand model's score for beliefs.
template <class G>
struct OptionalParts {
  decltype(GameTools<G>::soak_start) soak_start = nullptr;
  decltype(GameTools<G>::soak_choice) soak_choice = nullptr;
  decltype(GameTools<G>::hand_model_log_likelihood) hand_model_log_likelihood = nullptr;
};

// The rules of the game's default preset (its option table's first): what the soak plays.
template <class G>
typename G::Rules default_preset_rules() {
  return G::option_table().presets().front().make();
}

// A game's GameTools from its Parts: the signature, the bench (`bench_help` its usage text), the
// soak's checks of matches of the default preset with `heuristic_move` as its rule-based bot, and the `optional` parts;
// without a soak_choice of its own every chosen move is checked to be listed and accepted.
template <class G>
GameTools<G> tools_from_parts(const char* bench_help, decltype(GameTools<G>::heuristic_move) heuristic_move,
                              const OptionalParts<G>& optional = {}) {
  using P = Parts<G>;
  GameTools<G> tools;
  tools.signature = &P::signature_cases;
  tools.bench_help = bench_help;
  tools.bench = &P::bench_cases;
  tools.soak_rules = &default_preset_rules<G>;
  tools.soak_decision = &P::soak_decision;
  tools.heuristic_move = heuristic_move;
  tools.soak_start = optional.soak_start;
  tools.soak_choice = optional.soak_choice
                          ? optional.soak_choice
                          : &check_listed_choice<typename G::State, typename G::MoveList, typename G::Move>;
  tools.soak_after = &P::soak_after;
  tools.hand_model_log_likelihood = optional.hand_model_log_likelihood;
  return tools;
}

}  // namespace paiju::tools
