// The course of every training player's decision (trainers.h): tribute and return by
// transfer.h; in trick play, a move that empties the hand if there is one, else the player's own
// choice from the appraised legal moves (a lead or a follow).
#pragma once

#include <vector>

#include "paiju/games/guandan/trainers/appraisal.h"
#include "paiju/games/guandan/trainers/transfer.h"

namespace paiju::guandan::trainers {

using Choice = const Move& (*)(const SeatView& view, const std::vector<Appraisal>& all);

// `choose(view, all)` picks the move when neither a transfer nor going out decides it.
template <class Choose>
Move decide_with(const State& state, const MoveList& legal, Choose&& choose) {
  if (state.phase() != Phase::Play) return transfer_move(state, legal);
  const SeatView view = view_of(state);
  const auto all = appraise_all(view, legal);
  if (const Appraisal* out = going_out(all)) return *out->move;
  return choose(view, all);
}

Move decide(const State& state, const MoveList& legal, Choice lead, Choice follow);

}  // namespace paiju::guandan::trainers
