// What every game's observation (G::observe, game/concept.h) is filled with the same way: whose
// view it is, the phase, who acts and the seat's own hand; and this deal's decisions the seat saw.
#pragma once

#include <utility>

#include "paiju/core/history.h"

namespace paiju::game {

// The fields every game's observation starts with, which observe_seat fills: whose view it is,
// the phase, the seat to act (-1 once the match is over) and the seat's own hand.
template <class Phase, class Hand>
struct SeatView {
  int seat = 0;
  Phase phase{};
  int current_player = -1;
  Hand hand{};
};

// The observation's seat, phase, current player (-1 once the match is over) and the seat's hand.
template <class Observation, class State>
void observe_seat(Observation& obs, const State& s, int seat) {
  obs.seat = seat;
  obs.phase = s.phase();
  obs.current_player = s.is_terminal() ? -1 : s.current_player();
  obs.hand = s.hand(seat);
}

// The observation's moves: (seat, move) of each decision of the state's deal that the game's
// visible_to(state, step, seat) lets the seat see, in order.
template <class Observation, class State, class Move>
void observe_deal_moves(Observation& obs, const State& s, HistoryView<Move> history, int seat) {
  for (const auto& step : history) {
    if (step.deal == s.deal_index() && visible_to(s, step, seat)) obs.moves.emplace_back(step.seat, step.move);
  }
}

}  // namespace paiju::game
