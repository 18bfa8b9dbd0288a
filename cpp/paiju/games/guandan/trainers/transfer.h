// The training players' tribute and return (§6): of the cards allowed, the one whose loss
// breaks the hand least (hand_shape.h), the lowest of those. A tribute card's rank is forced,
// so there this only picks the suit.
#pragma once

#include "paiju/games/guandan/movegen.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan::trainers {

Move transfer_move(const State& state, const MoveList& legal);

}  // namespace paiju::guandan::trainers
