#include "paiju/games/guandan/observation.h"

namespace paiju::guandan {

bool visible_to(const State& state, const game::Step<Move>& step, int seat) {
  if (!is_card_transfer(step.move.kind) || step.seat == seat) return true;
  if (step.deal != state.deal_index()) return false;
  for (int i = 0; i < state.tribute_pairs(); ++i) {
    if (step.move.kind == MoveType::Tribute && state.payer(i) == step.seat && state.receiver(i) == seat &&
        state.phase() != Phase::Tribute) {
      return true;
    }
    if (step.move.kind == MoveType::Back && state.receiver(i) == step.seat && state.payer(i) == seat) return true;
  }
  return false;
}

Observation observe(const State& s, game::HistoryView<Move> history, int seat) {
  Observation obs;
  climbing::fill_table_view(obs, s, history, seat, [](const auto& step) { return !is_card_transfer(step.move.kind); });
  obs.levels = {s.progress().levels[0], s.progress().levels[1]};
  obs.deal_level = s.deal_level().rank;
  obs.tribute = s.tribute_kind();
  for (int t = 0; t < kNumSeats; ++t) obs.shown_big_jokers[t] = s.shown_big_jokers(t);
  for (const auto& step : history) {
    if (step.deal != s.deal_index() || !is_card_transfer(step.move.kind)) continue;
    if (!visible_to(s, step, seat) || step.move.cards.empty()) continue;
    (step.seat == seat ? obs.gave : obs.received) = step.move;
  }
  return obs;
}

}  // namespace paiju::guandan
