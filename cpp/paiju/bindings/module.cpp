#include "paiju/bindings/bindings.h"

namespace paiju::bindings {
void bind_games(py::module_& m);  // games.cpp
}  // namespace paiju::bindings

#ifndef PAIJU_VERSION
#define PAIJU_VERSION "0+unknown"
#endif

PYBIND11_MODULE(_core, m) {
  m.doc() = "paiju's native core: card model, dealing, move generation and simulation.";
  m.attr("__version__") = PAIJU_VERSION;
  paiju::bindings::bind_errors(m);
  paiju::bindings::bind_cards(m);
  paiju::bindings::bind_deal(m);
  paiju::bindings::bind_games(m);
  paiju::bindings::bind_guandan(m);
  paiju::bindings::bind_guandan_bench(m);
  paiju::bindings::bind_guandan_game(m);
  paiju::bindings::bind_liangfutou(m);
  paiju::bindings::bind_liangfutou_game(m);
  paiju::bindings::bind_mahjong(m);
  paiju::bindings::bind_mahjong_game(m);
  paiju::bindings::bind_shengji(m);
  paiju::bindings::bind_shengji_game(m);
  paiju::bindings::bind_tricktaking(m);
  m.def("_noop", [] {}, "Does nothing: measures the cost of one call across the binding.");
}
