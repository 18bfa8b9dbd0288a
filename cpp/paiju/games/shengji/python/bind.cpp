// Shengji's hook into paiju._core (Game::bind_python, game.h): its submodule and the parts in it.
#include "paiju/games/shengji/game.h"
#include "paiju/games/shengji/python/parts.h"

namespace paiju::shengji {

void Game::bind_python(bindings::Module& parent) {
  bindings::bind_submodule(parent, kName, "Shengji / Tractor (双升) plays, leads and follows.", bindings::bind_shengji,
                           bindings::bind_shengji_game);
}

}  // namespace paiju::shengji
