// The registered games: the one list of games in C++, in registration order. Code that is not a
// game's own finds the games here (the tools, the bindings' games list) and never names one.
// Each game's traits (games/<game>/game.h) give its name, title, seat count, move notation and
// what it supports (game/capabilities.h); paiju._core exports the list (bindings/games.cpp) and
// binds each game through the hook its traits declare, Game::bind_python (bindings/module.cpp),
// and Python's registry (python/paiju/registry.py) takes the games from there.
//
// Adding a game: one line here (its traits type); see docs/api.md, "Adding a game".
#pragma once

#include <cstddef>

#include "paiju/games/guandan/game.h"
#include "paiju/games/liangfutou/game.h"
#include "paiju/games/mahjong/game.h"
#include "paiju/games/shengji/game.h"

namespace paiju::games {

template <class... G>
struct GameList {
  static constexpr std::size_t size = sizeof...(G);
};

using Registered = GameList<guandan::Game, liangfutou::Game, shengji::Game, mahjong::Game>;

// Calls visit.template operator()<G>() for every registered game G, in registration order:
//   for_each_game([&]<class G>() { std::puts(G::kName); });
template <class Visit>
void for_each_game(Visit&& visit) {
  [&]<class... G>(GameList<G...>) { (visit.template operator()<G>(), ...); }(Registered{});
}

}  // namespace paiju::games
