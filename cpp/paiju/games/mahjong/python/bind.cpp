// Suqian mahjong's hook into paiju._core (Game::bind_python, game.h): its submodule and the parts in it.
#include "paiju/games/mahjong/game.h"
#include "paiju/games/mahjong/python/parts.h"

namespace paiju::mahjong {

void Game::bind_python(bindings::Module& parent) {
  bindings::bind_submodule(parent, kName, "Mahjong tiles (Suqian mahjong): notation and hand analysis.",
                           bindings::bind_mahjong, bindings::bind_mahjong_game);
}

}  // namespace paiju::mahjong
