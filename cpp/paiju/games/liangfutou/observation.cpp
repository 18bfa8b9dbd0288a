#include "paiju/games/liangfutou/observation.h"

namespace paiju::liangfutou {

Observation observe(const State& s, game::HistoryView<Move> history, int seat) {
  Observation obs;
  obs.seat = seat;
  obs.phase = s.phase();
  obs.current_player = s.is_terminal() ? kNoSeat : s.current_player();
  obs.hand = s.hand(seat);
  for (int t = 0; t < kNumSeats; ++t) {
    obs.cards_left[t] = s.cards_left(t);
    obs.played_by[t] = s.played_by(t);
  }
  obs.caller = s.caller();
  obs.called = s.called_card();
  obs.solo = s.solo_seat();
  const bool knows = s.partner() != kNoSeat && (s.revealed() || seat == s.partner());
  obs.partner = knows ? s.partner() : kNoSeat;
  if (s.top_seat() >= 0) {
    obs.top = s.top();
    obs.top_seat = s.top_seat();
  }
  for (int i = 0; i < s.finished_count(); ++i) obs.finish_order.push_back(s.finish_order()[i]);
  for (const auto& step : history) {
    if (step.deal == s.deal_index()) obs.plays.emplace_back(step.seat, step.move);
  }
  obs.scores = s.scores();
  obs.deal_index = s.deal_index();
  return obs;
}

}  // namespace paiju::liangfutou
