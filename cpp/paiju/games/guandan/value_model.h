// The learned value model: from a world of a deal (every hand known; value_features.h), the
// reward a seat can expect when the heuristic plays the deal out from there (Game::reward, the
// levels the deal gains, -1..1). A small network (search/mlp.h) trained on heuristic play by
// benchmarks/value_model/train.py (docs/bots.md gives the command and seed); its weights are
// embedded in the library (value_model.bin, value_model_weights.cpp).
//
// Search uses it to cut rollouts short (search/leaf_value.h, ismcts's cut=).
#pragma once

#include "paiju/game/seats.h"
#include "paiju/games/guandan/state.h"
#include "paiju/search/mlp.h"

namespace paiju::guandan {

// The embedded network (throws std::invalid_argument if the embedded file is malformed).
const search::Mlp& value_model();

// Every seat's estimated reward in `state` (trick play): the model's value for the seat to move,
// the same for its partner and its negation for the other team (a deal's gain is zero-sum).
game::PerSeat<double> estimate_rewards(const State& state);

}  // namespace paiju::guandan
