#include "paiju/games/guandan/observation.h"

namespace paiju::guandan {

bool visible_to(const State& state, const game::Step<Move>& step, int seat) {
  if (!is_card_transfer(step.move.type) || step.seat == seat) return true;
  if (step.deal != state.deal_index()) return false;
  for (int i = 0; i < state.tribute_pairs(); ++i) {
    if (step.move.type == MoveType::Tribute && state.payer(i) == step.seat && state.receiver(i) == seat &&
        state.phase() != Phase::Tribute) {
      return true;
    }
    if (step.move.type == MoveType::Back && state.receiver(i) == step.seat && state.payer(i) == seat) return true;
  }
  return false;
}

Observation observe(const State& s, game::HistoryView<Move> history, int seat) {
  Observation obs;
  obs.seat = seat;
  obs.phase = s.phase();
  obs.current_player = s.is_terminal() ? kNoSeat : s.current_player();
  obs.hand = s.hand(seat);
  for (int t = 0; t < kNumSeats; ++t) {
    obs.cards_left[t] = s.cards_left(t);
    obs.played_by[t] = s.played_by(t);
    obs.shown_big_jokers[t] = s.shown_big_jokers(t);
  }
  obs.levels = {s.progress().levels[0], s.progress().levels[1]};
  obs.deal_level = s.deal_level().rank;
  obs.deal_index = s.deal_index();
  if (s.top_seat() != kNoSeat) {
    obs.top = s.top();
    obs.top_seat = s.top_seat();
  }
  for (int i = 0; i < s.finished_count(); ++i) obs.finish_order.push_back(s.finish_order()[i]);
  obs.tribute = s.tribute_kind();
  for (const auto& step : history) {
    if (step.deal != s.deal_index()) continue;
    if (is_card_transfer(step.move.type)) {
      if (!visible_to(s, step, seat) || step.move.cards.empty()) continue;
      (step.seat == seat ? obs.gave : obs.received) = step.move;
      continue;
    }
    obs.plays.emplace_back(step.seat, step.move);
  }
  return obs;
}

}  // namespace paiju::guandan
