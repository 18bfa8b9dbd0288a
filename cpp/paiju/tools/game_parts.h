// The parts of paiju-cli that a game's folder declares (games/<game>/tools/), as data: its
// signature.cpp, bench.cpp and soak.cpp each define one member of Parts<Game> (an explicit
// specialization: the tables of signature cases, the bench's usage text and timed rows, the
// soak's own checks), beliefs.cpp the learned hand model's score of a game that has one.
// tools_of<Game>(), written once for every game and called by the subcommands, builds the
// game's GameTools from them: the loops over the tables, the rows and the checks.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "paiju/search/beliefs.h"
#include "paiju/tools/game_tools.h"
#include "paiju/tools/soak_checks.h"

namespace paiju::tools {

// A table of signature cases, handed to the fold case by case, in table order.
using SignatureTable = std::function<void(const SignatureFold& fold)>;

// The table `cases` (rows with a `name`), each row hashed by `hash`.
template <class Case, std::size_t N>
SignatureTable signature_table(const Case (&cases)[N], Hasher (*hash)(const Case&)) {
  return [&cases, hash](const SignatureFold& fold) {
    for (const Case& c : cases) fold(c.name, hash(c));
  };
}

// A function printing timed rows of the bench; `every_game_only`: rows that time whole
// random-play deals of a game whose movegen is the point, left out under --only GAME.
struct BenchRow {
  void (*time)(const BenchOptions& options) = nullptr;
  bool every_game_only = false;
};

struct BenchParts {
  const char* help = "";      // the usage text (GameTools::bench_help)
  std::vector<BenchRow> rows;  // timed in order
};

// The soak's checks of a game (GameTools' members of the same names): of a new match, one after
// the other (none: nothing to check); of the legal list of a decision; of the chosen move (null:
// check_listed_choice, it is listed and accepted); after a move.
template <class G>
struct SoakParts {
  using Tools = GameTools<G>;
  std::vector<void (*)(Checker& c, const typename G::State& state)> start = {};
  decltype(Tools::soak_decision) decision = nullptr;
  decltype(Tools::soak_choice) choice = nullptr;
  decltype(Tools::soak_after) after = nullptr;
};

template <class G>
struct Parts {
  static const std::vector<SignatureTable> signature;  // signature.cpp: its tables, in order
  static const BenchParts bench;                        // bench.cpp
  static const SoakParts<G> soak;                       // soak.cpp
  // beliefs.cpp, a game with a learned hand model (search::PredictsHands): GameTools' member of
  // the same name.
  static double hand_model_log_likelihood(const typename G::State& state,
                                          const typename GameTools<G>::Decisions& decisions);
};

// The rules of the game's default preset (its option table's first): what the soak plays.
template <class G>
typename G::Rules default_preset_rules() {
  return G::option_table().presets().front().make();
}

// A game's GameTools from its Parts: the signature folds every table in order; the bench times
// its rows (under --only GAME, those that are not every_game_only); the soak plays matches of the
// default preset with the game's heuristic_move (found by argument-dependent lookup, its
// heuristic_bot.h) as its rule-based bot.
template <class G>
const GameTools<G>& tools_of() {
  using P = Parts<G>;
  using State = typename G::State;
  using MoveList = typename G::MoveList;
  using Move = typename G::Move;
  static const GameTools<G> tools = [] {
    GameTools<G> t;
    t.signature = [](const SignatureFold& fold) {
      for (const SignatureTable& table : P::signature) table(fold);
    };
    t.bench_help = P::bench.help;
    t.bench = [](const BenchOptions& options) {
      for (const BenchRow& row : P::bench.rows) {
        if (options.every_game || !row.every_game_only) row.time(options);
      }
    };
    t.soak_rules = &default_preset_rules<G>;
    if (!P::soak.start.empty()) {
      t.soak_start = [](Checker& c, const State& state) {
        for (const auto check : P::soak.start) check(c, state);
      };
    }
    t.soak_decision = P::soak.decision;
    t.heuristic_move = [](const State& state, const MoveList& legal) -> Move { return heuristic_move(state, legal); };
    t.soak_choice = P::soak.choice ? P::soak.choice : &check_listed_choice<State, MoveList, Move>;
    t.soak_after = P::soak.after;
    if constexpr (search::PredictsHands<G>) t.hand_model_log_likelihood = &P::hand_model_log_likelihood;
    return t;
  }();
  return tools;
}

}  // namespace paiju::tools
