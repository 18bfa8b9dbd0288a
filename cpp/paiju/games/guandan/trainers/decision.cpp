#include "paiju/games/guandan/trainers/decision.h"

namespace paiju::guandan::trainers {

Move decide(const State& state, const MoveList& legal, Choice lead, Choice follow) {
  return decide_with(state, legal, [&](const SeatView& view, const std::vector<Appraisal>& all) -> const Move& {
    return view.leading() ? lead(view, all) : follow(view, all);
  });
}

}  // namespace paiju::guandan::trainers
