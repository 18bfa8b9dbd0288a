// The facts every game's observation (G::observe, game/concept.h) starts with, filled the same
// way: whose view it is, the phase, who acts and the seat's own hand. Below the game families
// (climbing::TableView starts with them too).
#pragma once

namespace paiju::game {

// The fields, which observe_seat fills: whose view it is, the phase, the seat to act (-1 once
// the match is over) and the seat's own hand.
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

}  // namespace paiju::game
