// shaper (trainers.h): its hand's shape decides what it leads and what it follows with.
#include <utility>

#include "paiju/games/guandan/trainers/decision.h"
#include "paiju/games/guandan/trainers/hand_shape.h"
#include "paiju/games/guandan/trainers/trainers.h"

namespace paiju::guandan {

namespace {

using trainers::Appraisal;
using Key = std::array<int, 4>;

constexpr int kShaperNear = 5;        // an opponent this close to going out is fought with anything
constexpr int kShaperLongTrick = 5;   // a play of this many cards or more sheds enough to bomb ...
constexpr int kShaperBombHand = 15;   // ... once its own hand is down to this many cards

enum class Unit { Single, Pair, Trips, Sequence };

// The unit the hand holds most of; on a tie the longer one.
Unit main_unit(const trainers::Shape& s) {
  Unit unit = Unit::Sequence;
  int most = s.straights;
  const std::pair<Unit, int> others[] = {{Unit::Trips, s.trips}, {Unit::Pair, s.pairs}, {Unit::Single, s.singles}};
  for (const auto& [u, n] : others) {
    if (n > most) {
      unit = u;
      most = n;
    }
  }
  return unit;
}

bool of_unit(const Move& m, Unit unit) {
  switch (unit) {
    case Unit::Single: return m.kind == MoveType::Single;
    case Unit::Pair: return m.kind == MoveType::Pair;
    case Unit::Trips: return m.kind == MoveType::Trips || m.kind == MoveType::ThreeWithTwo;
    case Unit::Sequence: return is_sequence_type(m.kind) && m.kind != MoveType::StraightFlush;
  }
  return false;
}

const Move& shaper_lead(const trainers::SeatView& v, const std::vector<Appraisal>& all) {
  const Unit unit = main_unit(trainers::shape_of(v.hand, v.level));
  const Appraisal* fit = trainers::smallest(
      all, [&](const Appraisal& a) { return a.plain() && a.breakage <= 0 && of_unit(*a.move, unit); },
      [](const Appraisal& a) { return Key{a.power, a.size, 0, 0}; });
  if (fit != nullptr) return *fit->move;
  return *trainers::smallest(all, [](const Appraisal&) { return true; }, [](const Appraisal& a) {
    return Key{a.bomb, a.breakage, a.power, 0};
  })->move;
}

const Move& shaper_follow(const trainers::SeatView& v, const std::vector<Appraisal>& all) {
  if (v.partner_on_top) return trainers::pass_of(all);
  const Appraisal* fit = trainers::smallest(all, [](const Appraisal& a) { return a.plain() && a.breakage <= 0; },
                                            [](const Appraisal& a) { return Key{a.power, 0, 0, 0}; });
  if (fit != nullptr) return *fit->move;
  const bool near = v.top_cards <= kShaperNear;
  const Appraisal* any = trainers::smallest(all, [](const Appraisal& a) { return a.plain(); },
                                            [](const Appraisal& a) { return Key{a.breakage, a.power, 0, 0}; });
  if (near && any != nullptr) return *any->move;
  const bool long_trick = v.top.cards.size() >= kShaperLongTrick && v.mine <= kShaperBombHand;
  const Appraisal* bomb = trainers::weakest_bomb(all);
  if (bomb != nullptr && (near || long_trick)) return *bomb->move;
  return trainers::pass_of(all);
}

}  // namespace

Move shaper_player(const State& state, const MoveList& legal, Rng&) {
  return trainers::decide(state, legal, shaper_lead, shaper_follow);
}

}  // namespace paiju::guandan
