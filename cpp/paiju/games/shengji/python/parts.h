// The parts of paiju._core.shengji, bound in this order by Game::bind_python (bind.cpp): Move
// first, since the later part names it in its signatures.
#pragma once

#include "paiju/bindings/bindings.h"
#include "paiju/games/shengji/move.h"

namespace paiju::bindings {

// moves.cpp: Move, legal_plays, count_plays, sample_play, trick_winner, classify, units
void bind_shengji(py::module_& m);
void bind_shengji_game(py::module_& m);  // state.cpp: State and the rest of bind_game, bind_env

// A Move or its text (moves.cpp); IllegalMoveError otherwise.
shengji::Move shengji_move(const py::handle& obj);

}  // namespace paiju::bindings
