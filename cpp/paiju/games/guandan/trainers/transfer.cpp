#include "paiju/games/guandan/trainers/transfer.h"

#include "paiju/games/guandan/trainers/appraisal.h"

namespace paiju::guandan::trainers {

Move transfer_move(const State& state, const MoveList& legal) {
  const auto all = appraise_all(view_of(state), legal);
  const Appraisal* best = smallest(all, [](const Appraisal&) { return true; }, [](const Appraisal& a) {
    return std::array<int, 4>{a.breakage, a.power, 0, 0};
  });
  return *best->move;
}

}  // namespace paiju::guandan::trainers
