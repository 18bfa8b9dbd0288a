// What every game's observation (G::observe, game/concept.h) is filled with the same way: whose
// view it is, the phase, who acts and the seat's own hand (SeatView, observe_seat: core/seat_view.h);
// and this deal's decisions the seat saw.
#pragma once

#include <utility>

#include "paiju/core/history.h"
#include "paiju/core/seat_view.h"

namespace paiju::game {

// The observation's moves: (seat, move) of each decision of the state's deal that the game's
// visible_to(state, step, seat) lets the seat see, in order.
template <class Observation, class State, class Move>
void observe_deal_moves(Observation& obs, const State& s, HistoryView<Move> history, int seat) {
  for (const auto& step : history) {
    if (step.deal == s.deal_index() && visible_to(s, step, seat)) obs.moves.emplace_back(step.seat, step.move);
  }
}

}  // namespace paiju::game
