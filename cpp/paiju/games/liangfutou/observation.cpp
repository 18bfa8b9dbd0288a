#include "paiju/games/liangfutou/observation.h"

namespace paiju::liangfutou {

Observation observe(const State& s, game::HistoryView<Move> history, int seat) {
  Observation obs;
  climbing::fill_table_view(obs, s, history, seat, [](const auto&) { return true; });
  obs.caller = s.caller();
  obs.called = s.called_card();
  obs.solo = s.solo_seat();
  const bool knows = s.partner() != kNoSeat && (s.revealed() || seat == s.partner());
  obs.partner = knows ? s.partner() : kNoSeat;
  obs.scores = s.scores();
  return obs;
}

}  // namespace paiju::liangfutou
