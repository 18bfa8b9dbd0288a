// The parts of paiju._core.liangfutou, bound in this order by Game::bind_python (bind.cpp): Move
// first, since the later part names it in its signatures.
#pragma once

#include "paiju/bindings/bindings.h"
#include "paiju/games/liangfutou/move.h"

namespace paiju::bindings {

void bind_liangfutou(py::module_& m);       // moves.cpp: Move, legal_moves, classify, beats
void bind_liangfutou_game(py::module_& m);  // state.cpp: State and the rest of bind_game, bind_env

// A Move or its text (moves.cpp); IllegalMoveError otherwise.
liangfutou::Move liangfutou_move(const py::handle& obj);

}  // namespace paiju::bindings
