#include "paiju/games/guandan/trainers/appraisal.h"

#include "paiju/games/guandan/compare.h"
#include "paiju/games/guandan/trainers/hand_shape.h"

namespace paiju::guandan::trainers {

std::vector<Appraisal> appraise_all(const SeatView& view, const MoveList& legal) {
  const int plays_now = shape_of(view.hand, view.level).plays();
  std::vector<Appraisal> all;
  all.reserve(legal.size());
  for (const Move& m : legal) {
    Appraisal a;
    a.move = &m;
    a.size = m.cards.size();
    a.out = a.size == view.mine && a.size > 0;
    a.bomb = bomb_strength(m, view.level);
    a.power = key_power(m, view.level);
    a.controls = control_cards(m.cards, view.level);
    a.plays_after = shape_of(view.hand - m.cards, view.level).plays();
    a.breakage = m.is_pass() ? 0 : a.plays_after - plays_now + (a.bomb == 0 ? 1 : 0);
    all.push_back(a);
  }
  return all;
}

const Appraisal* going_out(const std::vector<Appraisal>& all) {
  return smallest(all, [](const Appraisal& a) { return a.out; }, [](const Appraisal& a) {
    return std::array<int, 4>{a.bomb, 0, 0, 0};
  });
}

const Appraisal* weakest_bomb(const std::vector<Appraisal>& all) {
  return smallest(all, [](const Appraisal& a) { return a.bomb > 0; }, [](const Appraisal& a) {
    return std::array<int, 4>{a.bomb, a.breakage, 0, 0};
  });
}

const Move& pass_of(const std::vector<Appraisal>& all) {
  for (const Appraisal& a : all) {
    if (a.pass()) return *a.move;
  }
  return *all.front().move;
}

}  // namespace paiju::guandan::trainers
