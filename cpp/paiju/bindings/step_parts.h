// The parts of a game's bindings that run at every decision or every row: the Move class, the
// LegalMoves sequence, State's members (decisions, the fast step, what a Python bot reads:
// game_binding.h, fast_step.h), record replay, and the learning support (env_binding.h: the
// action list, tensors, EnvBatch, the row tables of a simulation; packed_record.h: compact
// records).
//
// bind_game (game_binding.h) and the game's own binding file call these through this
// declaration only; the bodies (step_parts_bodies.h) are compiled for each game in its
// python/step.cpp, an explicit instantiation:
//
//   template struct paiju::bindings::StepParts<TheGamesBinding>;
//
// so that a pip build can compile the rest of the bindings (one-time setup: classes, options,
// bots, queries) at a lower optimisation level than these (CMakeLists.txt), for less CPU.
#pragma once

#include "paiju/bindings/bindings.h"

namespace paiju::bindings {

template <class G>
class PyState;  // game_binding.h

template <class B>
struct StepParts {
  // The Move class with its shared members (bind_move); the game adds its fields.
  static py::class_<typename B::G::Move> move_class(py::module_& m, const char* doc);
  // The LegalMoves class, bound before State (whose legal_moves() returns it).
  static void legal_moves_class(py::module_& m);
  // State's members: its queries (observation, hand, history...), the decision members
  // (current_player, legal_moves, apply) and the fast step (apply_index...).
  static void state_members(py::class_<PyState<typename B::G>>& state);
  // replay(record): a State from State.to_record().
  static void record_replay(py::module_& m);
  // paiju.env's and the datasets' support, and packed records (after the game's own members).
  static void learning(py::module_& m);
};

}  // namespace paiju::bindings
