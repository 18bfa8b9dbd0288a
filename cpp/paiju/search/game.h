// The parts of the game layer that search plays through, by the names search and its callers
// use: search::Game is a Searchable game (game/searchable.h), with its optional move lists; the
// bot interface (game/bot.h); the capabilities search's beliefs and endgame build on
// (game/capabilities.h); the worker threads (game/thread_pool.h).
#pragma once

#include "paiju/game/bot.h"
#include "paiju/game/capabilities.h"
#include "paiju/game/searchable.h"
#include "paiju/game/seats.h"
#include "paiju/game/thread_pool.h"

namespace paiju::search {

template <class G>
concept Game = game::Searchable<G>;

using game::choice_moves;
using game::ListsChoices;
using game::ListsClasses;
using game::SamplesMoves;

using game::Bot;

using game::kTableSeats;
using game::PerSeat;

using game::RewindsWorlds;
using game::TwoSided;

using game::resolve_threads;
using game::run_parallel;
using game::RunControl;

}  // namespace paiju::search
