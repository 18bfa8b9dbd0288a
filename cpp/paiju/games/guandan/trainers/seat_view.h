// What a training player (trainers.h) knows at a decision: the seats around it, the public card
// counts (§4), the play to beat and its own hand. Nothing here reads another seat's hand.
#pragma once

#include "paiju/games/guandan/match_progress.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan::trainers {

inline constexpr int kOut = 99;  // cards of a seat that has gone out

struct SeatView {
  int me = 0, partner = 0;
  int mine = 0;             // cards I hold
  int partner_cards = kOut;
  int opponent_fewest = kOut;  // fewest cards an opponent in play holds
  int top_seat = kNoSeat;      // who made the play to beat (kNoSeat: I lead)
  int top_cards = kOut;        // cards its maker still holds
  bool partner_on_top = false;
  Level level;
  CardSet hand;
  Move top;

  bool leading() const { return top_seat == kNoSeat; }
};

inline int cards_of(const State& s, int seat) { return s.cards_left(seat) > 0 ? s.cards_left(seat) : kOut; }

inline SeatView view_of(const State& s) {
  SeatView v;
  v.me = s.current_player();
  v.partner = partner_of(v.me);
  v.mine = s.cards_left(v.me);
  v.partner_cards = cards_of(s, v.partner);
  const int a = cards_of(s, (v.me + 1) % 4), b = cards_of(s, (v.me + 3) % 4);
  v.opponent_fewest = a < b ? a : b;
  v.top_seat = s.top_seat();
  v.top_cards = v.top_seat == kNoSeat ? kOut : cards_of(s, v.top_seat);
  v.partner_on_top = v.top_seat == v.partner;
  v.level = s.deal_level();
  v.hand = s.hand(v.me);
  v.top = s.top();
  return v;
}

}  // namespace paiju::guandan::trainers
