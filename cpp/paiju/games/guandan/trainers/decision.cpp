#include "paiju/games/guandan/trainers/decision.h"

#include "paiju/games/guandan/trainers/transfer.h"

namespace paiju::guandan::trainers {

Move decide(const State& state, const MoveList& legal, Choice lead, Choice follow) {
  if (state.phase() != Phase::Play) return transfer_move(state, legal);
  const SeatView view = view_of(state);
  const auto all = appraise_all(view, legal);
  if (const Appraisal* out = going_out(all)) return *out->move;
  return view.leading() ? lead(view, all) : follow(view, all);
}

}  // namespace paiju::guandan::trainers
