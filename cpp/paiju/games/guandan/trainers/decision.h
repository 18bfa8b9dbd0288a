// The course of every training player's decision (trainers.h): tribute and return by
// transfer.h; in trick play, a move that empties the hand if there is one, else the player's own
// lead or follow, chosen from the appraised legal moves.
#pragma once

#include <vector>

#include "paiju/games/guandan/trainers/appraisal.h"

namespace paiju::guandan::trainers {

using Choice = const Move& (*)(const SeatView& view, const std::vector<Appraisal>& all);

Move decide(const State& state, const MoveList& legal, Choice lead, Choice follow);

}  // namespace paiju::guandan::trainers
