// The parts of paiju._core.mahjong, bound in this order by Game::bind_python (bind.cpp).
#pragma once

#include "paiju/bindings/bindings.h"

namespace paiju::bindings {

// hands.cpp: TILE_KINDS, parse_tiles, format_tiles, is_winning, waits, shanten, decompositions, score_win
void bind_mahjong(py::module_& m);
void bind_mahjong_game(py::module_& m);  // state.cpp: Move, State and the rest of bind_game, bind_env

}  // namespace paiju::bindings
