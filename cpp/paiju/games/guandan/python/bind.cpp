// Guandan's hook into paiju._core (Game::bind_python, game.h): its submodule and the parts in it.
#include "paiju/games/guandan/game.h"
#include "paiju/games/guandan/python/parts.h"

namespace paiju::guandan {

void Game::bind_python(bindings::Module& parent) {
  bindings::bind_submodule(parent, kName, "Guandan (掼蛋) combinations and move generation.", bindings::bind_guandan,
                           bindings::bind_guandan_bench, bindings::bind_guandan_game);
}

}  // namespace paiju::guandan
