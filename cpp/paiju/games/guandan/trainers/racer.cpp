// racer (trainers.h): every trick is a race, the partner's included.
#include "paiju/games/guandan/trainers/decision.h"
#include "paiju/games/guandan/trainers/trainers.h"

namespace paiju::guandan {

namespace {

using trainers::Appraisal;
using Key = std::array<int, 4>;

constexpr int kRacerNear = 6;      // an opponent this close to going out is bombed
constexpr int kRacerRespect = 12;  // a partner's play keyed this high (an ace) is left alone

// The play that fits the hand best, low first; never a single into an opponent's last card.
const Move& racer_lead(const trainers::SeatView& v, const std::vector<Appraisal>& all) {
  const bool last_card = v.opponent_fewest == 1;
  return *trainers::smallest(all, [](const Appraisal&) { return true; }, [&](const Appraisal& a) {
    return Key{last_card && a.size == 1 ? 1 : 0, a.bomb, a.breakage, a.power * 16 - a.size};
  })->move;
}

const Move& racer_follow(const trainers::SeatView& v, const std::vector<Appraisal>& all) {
  const Appraisal* beat = trainers::smallest(all, [](const Appraisal& a) { return a.plain(); },
                                             [](const Appraisal& a) { return Key{a.breakage, a.power, 0, 0}; });
  if (v.partner_on_top) {
    const bool cheap = beat != nullptr && beat->breakage <= 0 && beat->controls == 0;
    return cheap && trainers::key_power(v.top, v.level) < kRacerRespect ? *beat->move : trainers::pass_of(all);
  }
  if (beat != nullptr && (beat->breakage <= 1 || v.top_cards <= kRacerNear)) return *beat->move;
  const Appraisal* bomb = trainers::weakest_bomb(all);
  if (bomb != nullptr && (v.top_cards <= kRacerNear || bomb->plays_after <= 2)) return *bomb->move;
  return trainers::pass_of(all);
}

}  // namespace

Move racer_player(const State& state, const MoveList& legal, Rng&) {
  return trainers::decide(state, legal, racer_lead, racer_follow);
}

}  // namespace paiju::guandan
