#include "paiju/games/shengji/observation.h"

#include "paiju/game/observe.h"

namespace paiju::shengji {

Observation observe(const State& s, game::HistoryView<Move> history, int seat) {
  Observation obs;
  game::observe_seat(obs, s, seat);
  obs.level = s.level();
  obs.trump = s.trump_suit();
  obs.declaration = s.declaration();
  obs.dealer = s.dealer();
  obs.team_levels = {s.team_level_rank(0), s.team_level_rank(1)};
  obs.attackers_points = s.attackers_points();
  for (int t = 0; t < kNumSeats; ++t) {
    obs.cards_left[t] = s.cards_left(t);
    obs.played_by[t] = s.played_by(t);
    obs.shown[t] = s.shown(t);
    obs.voids[t] = s.voids(t);
    obs.no_pairs[t] = s.no_pairs(t);
  }
  if (s.phase() == Phase::Play) {
    obs.leader = s.leader();
    for (int i = 0; i < s.trick_count(); ++i) obs.trick.emplace_back((s.leader() + i) % kNumSeats, s.trick_play(i));
    obs.attempted_throw = s.attempted_throw();
  }
  if (seat == s.dealer() && s.phase() != Phase::Declare) {
    obs.kitty = s.kitty();
    obs.picked_up = s.picked_up();
  }
  obs.deal_index = s.deal_index();
  game::observe_deal_moves(obs, s, history, seat);
  return obs;
}

}  // namespace paiju::shengji
