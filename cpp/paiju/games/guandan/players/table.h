// The table as one outside player (players.h) sees it at a decision: who sits where, how many
// cards each seat holds (public, §4), and the play to beat.
#pragma once

#include "paiju/games/guandan/match_progress.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan::players {

inline constexpr int kNobody = 99;  // card count of a seat that is out

struct Table {
  int me = 0, partner = 0, next = 0, prev = 0;  // next and prev: the opponents after and before me
  int mine = 0;                                  // cards I hold
  int partner_cards = kNobody;                   // kNobody when the partner is out
  int fewest = kNobody;                          // fewest cards an opponent still in play holds
  bool leading = true;
  int top_seat = kNoSeat;
  bool partner_on_top = false;
  Level level;

  // Cards held by `seat`, or kNobody when it is out.
  int cards(const State& s, int seat) const { return s.cards_left(seat) > 0 ? s.cards_left(seat) : kNobody; }
};

inline Table read_table(const State& s) {
  Table t;
  t.me = s.current_player();
  t.partner = partner_of(t.me);
  t.next = (t.me + 1) % 4;
  t.prev = (t.me + 3) % 4;
  t.mine = s.cards_left(t.me);
  t.partner_cards = t.cards(s, t.partner);
  const int a = t.cards(s, t.next), b = t.cards(s, t.prev);
  t.fewest = a < b ? a : b;
  t.top_seat = s.top_seat();
  t.leading = t.top_seat == kNoSeat;
  t.partner_on_top = t.top_seat == t.partner;
  t.level = s.deal_level();
  return t;
}

}  // namespace paiju::guandan::players
