// paiju._core: the shared parts, then every registered game's submodule (games/registry.h) through
// the hook in its traits, Game::bind_python (bindings.h, Module).
#include "paiju/bindings/bindings.h"
#include "paiju/games/registry.h"

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
  paiju::bindings::Module core{m};
  paiju::games::for_each_game([&]<class G>() { G::bind_python(core); });
  paiju::bindings::bind_tricktaking(m);
  m.def("_noop", [] {}, "Does nothing: measures the cost of one call across the binding.");
}
