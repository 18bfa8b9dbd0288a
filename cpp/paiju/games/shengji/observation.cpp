#include "paiju/games/shengji/observation.h"

namespace paiju::shengji {

Observation observe(const State& s, game::HistoryView<Move> history, int seat) {
  Observation obs;
  obs.seat = seat;
  obs.phase = s.phase();
  obs.current_player = s.is_terminal() ? kNoSeat : s.current_player();
  obs.hand = s.hand(seat);
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
  for (const auto& step : history) {
    if (step.deal == s.deal_index() && visible_to(s, step, seat)) obs.moves.emplace_back(step.seat, step.move);
  }
  return obs;
}

}  // namespace paiju::shengji
