// Tribute (进贡) and return (还贡) choices of the outside players (players.h), §6.
//
// The tribute card's power is fixed by the rules; when several cards share it (suits), the
// player gives the one whose loss hurts its partition least (a ♠A that completes a straight
// flush stays). The returned card is the one whose loss hurts least, the lowest on equal cost,
// unless the player is returning to its own partner (a 1-4 finish) and is generous: then it
// hands over the strongest card allowed that costs it at most `gift` in partition cost.
#pragma once

#include "paiju/games/guandan/players/partition.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan::players {

inline constexpr int kNoGift = -1;

// `legal` holds the Tribute moves of the current player.
Move choose_tribute(const State& state, const MoveList& legal, const Weights& weights);

// `legal` holds the Back moves of the current player. `gift`: kNoGift, or how much partition
// cost the player accepts losing to give its partner a stronger card.
Move choose_return(const State& state, const MoveList& legal, const Weights& weights, int gift);

}  // namespace paiju::guandan::players
