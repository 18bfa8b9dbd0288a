// The parts of paiju._core.guandan, bound in this order by Game::bind_python (bind.cpp): Move
// first, since the later parts name it in their signatures.
#pragma once

#include "paiju/bindings/bindings.h"

namespace paiju::bindings {

void bind_guandan(py::module_& m);        // moves.cpp: Move, TYPE_NAMES, legal_moves, classify, beats
void bind_guandan_bench(py::module_& m);  // bench.cpp: _BenchPositions, _bench_random_deals
void bind_guandan_game(py::module_& m);   // state.cpp: State and the rest of bind_game, bind_env

}  // namespace paiju::bindings
