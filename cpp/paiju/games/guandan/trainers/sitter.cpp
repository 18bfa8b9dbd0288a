// sitter (trainers.h): quiet early, its aces, level cards, jokers and bombs kept for the end.
#include "paiju/games/guandan/trainers/decision.h"
#include "paiju/games/guandan/trainers/trainers.h"

namespace paiju::guandan {

namespace {

using trainers::Appraisal;
using Key = std::array<int, 4>;

constexpr int kSitterEarly = 16;   // holding this many cards or more, it only takes free tricks
constexpr int kSitterThreat = 8;   // an opponent this close to going out ends the quiet
constexpr int kSitterBombAt = 4;   // and this close, it is bombed

// The smallest combination that spends no control card; long plays an opponent near the end
// cannot follow when one is down to one or two cards.
const Move& sitter_lead(const trainers::SeatView& v, const std::vector<Appraisal>& all) {
  const int fewest = v.opponent_fewest;
  return *trainers::smallest(all, [](const Appraisal&) { return true; }, [&](const Appraisal& a) {
    const int exposed = fewest <= 2 && a.size <= fewest ? 1 : 0;
    return Key{a.bomb, exposed, a.controls, a.breakage * 16 + a.power};
  })->move;
}

const Move& sitter_follow(const trainers::SeatView& v, const std::vector<Appraisal>& all) {
  if (v.partner_on_top) return trainers::pass_of(all);
  const Appraisal* beat = trainers::smallest(all, [](const Appraisal& a) { return a.plain(); },
                                             [](const Appraisal& a) { return Key{a.controls, a.breakage, a.power, 0}; });
  const bool quiet = v.mine >= kSitterEarly && v.opponent_fewest > kSitterThreat;
  if (beat != nullptr) {
    const bool free = beat->controls == 0 && beat->breakage <= 0;
    if (free || (!quiet && (beat->breakage <= 1 || v.top_cards <= kSitterThreat))) return *beat->move;
  }
  const Appraisal* bomb = trainers::weakest_bomb(all);
  if (bomb != nullptr && (v.top_cards <= kSitterBombAt || bomb->plays_after <= 1)) return *bomb->move;
  return trainers::pass_of(all);
}

}  // namespace

Move sitter_player(const State& state, const MoveList& legal, Rng&) {
  return trainers::decide(state, legal, sitter_lead, sitter_follow);
}

}  // namespace paiju::guandan
