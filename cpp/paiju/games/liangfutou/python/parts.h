// The parts of paiju._core.liangfutou, bound in this order by Game::bind_python (bind.cpp): Move
// first, since the later part names it in its signatures.
#pragma once

#include "paiju/bindings/bindings.h"
#include "paiju/bindings/game_input.h"
#include "paiju/games/liangfutou/game.h"

namespace paiju::bindings {

void bind_liangfutou(py::module_& m);       // moves.cpp: Move, legal_moves, classify, beats
void bind_liangfutou_game(py::module_& m);  // state.cpp: State and the rest of bind_game, bind_env

// A Move or its text; IllegalMoveError otherwise. Inline: replay and apply() call it per move.
inline liangfutou::Move liangfutou_move(const py::handle& obj) { return move_from<liangfutou::Game>(obj, "pair 5 S5 H5"); }

}  // namespace paiju::bindings
