// A trick of a climbing (shedding) game: the play to beat, who made it, and how many
// seats have passed since. Seats in play order; a pass does not lock a seat out of the trick.
//
// after_play/after_pass return the next seat to act. The trick ends when every other seat still
// holding cards has passed since the last play; then the last player leads, or — when it has
// gone out — the seat the game's 接风 rule names (the partner, or the next
// seat in play order, as the game says), and the trick is cleared.
#pragma once

#include <array>
#include <cstdint>

namespace paiju::climbing {

inline constexpr int kNoTrickSeat = -1;

template <class Move>
struct Trick {
  Move top{};
  std::int8_t top_seat = kNoTrickSeat;
  std::int8_t passes = 0;

  bool leading() const { return top_seat == kNoTrickSeat; }
  void clear() {
    top = Move{};
    top_seat = kNoTrickSeat;
    passes = 0;
  }

  // `holds(s)`: does seat s still hold cards; `lead_after_out(s)`: who leads when the trick's
  // winner s has gone out. Returns the seat to act next (a new leader when the trick ended).
  template <class Holds, class LeadAfterOut>
  int after_play(int seat, const Move& move, Holds holds, LeadAfterOut lead_after_out) {
    top = move;
    top_seat = static_cast<std::int8_t>(seat);
    passes = 0;
    return next(seat, holds, lead_after_out);
  }
  template <class Holds, class LeadAfterOut>
  int after_pass(int seat, Holds holds, LeadAfterOut lead_after_out) {
    ++passes;
    return next(seat, holds, lead_after_out);
  }

  template <class Holds>
  static int next_holding(int seat, Holds holds) {
    int next_seat = (seat + 1) % 4;
    while (!holds(next_seat)) next_seat = (next_seat + 1) % 4;
    return next_seat;
  }

 private:
  template <class Holds, class LeadAfterOut>
  int next(int seat, Holds holds, LeadAfterOut lead_after_out) {
    int active = 0;
    for (int s = 0; s < 4; ++s) active += holds(s) ? 1 : 0;
    const int needed = active - (holds(top_seat) ? 1 : 0);
    if (passes >= needed) {  // everyone else passed: the trick is over
      const int leader = holds(top_seat) ? top_seat : lead_after_out(top_seat);
      clear();
      return leader;
    }
    return next_holding(seat, holds);
  }
};

// Completes a finishing order when a deal ends early: the seats still holding cards follow the
// last one out, in play order after it. `finish` holds `count` seats so far.
template <class Holds>
void complete_finish_order(std::array<std::int8_t, 4>& finish, std::int8_t& count, Holds holds) {
  const int last_out = finish[static_cast<std::size_t>(count - 1)];
  for (int step = 1; step < 4 && count < 4; ++step) {
    const int seat = (last_out + step) % 4;
    if (holds(seat)) finish[static_cast<std::size_t>(count++)] = static_cast<std::int8_t>(seat);
  }
}

// `seat` plays `cards`: they leave its hand for the table, what it played this deal (`played_by`)
// and what every seat played (`played`). after_play_out comes next.
template <class Hands, class Cards>
void play_to_table(Hands& hands, Hands& played_by, Cards& played, int seat, const Cards& cards) {
  hands[seat] -= cards;
  played_by[seat] += cards;
  played += cards;
}

// The seat to act after `seat` played `move` to the trick, its cards already off its hand; `out`:
// that emptied the hand. A seat out joins the finishing order `finish` (`count` seats so far); when
// `deal_over()` then says the deal is decided, the play stands as the trick's top, the seats still
// holding cards complete the finishing order, and this returns kNoTrickSeat: the deal ends, no one
// acts. `holds`, `lead_after_out`: as Trick::after_play.
template <class Move, class Holds, class LeadAfterOut, class DealOver>
int after_play_out(Trick<Move>& trick, std::array<std::int8_t, 4>& finish, std::int8_t& count, int seat,
                   const Move& move, bool out, Holds holds, LeadAfterOut lead_after_out, DealOver deal_over) {
  if (out) {
    finish[static_cast<std::size_t>(count++)] = static_cast<std::int8_t>(seat);
    if (deal_over()) {
      trick.top = move;
      trick.top_seat = static_cast<std::int8_t>(seat);
      complete_finish_order(finish, count, holds);
      return kNoTrickSeat;
    }
  }
  return trick.after_play(seat, move, holds, lead_after_out);
}

}  // namespace paiju::climbing
