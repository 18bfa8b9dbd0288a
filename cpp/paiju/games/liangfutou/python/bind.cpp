// Liangfutou's hook into paiju._core (Game::bind_python, game.h): its submodule and the parts in it.
#include "paiju/games/liangfutou/game.h"
#include "paiju/games/liangfutou/python/parts.h"

namespace paiju::liangfutou {

void Game::bind_python(bindings::Module& parent) {
  bindings::bind_submodule(parent, kName, "Jingdezhen Liangfutou (两副头) combinations and move generation.",
                           bindings::bind_liangfutou, bindings::bind_liangfutou_game);
}

}  // namespace paiju::liangfutou
