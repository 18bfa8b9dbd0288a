// Invariants the soak checks in the games (their soak checks, games/<game>/tools/soak.cpp, call
// them): no move listed twice (any game); card conservation (the card games of two decks); the
// finish order, the legal list and the effect of a play (the climbing games).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "paiju/core/card_set.h"
#include "paiju/core/deal.h"
#include "paiju/tools/soak_checker.h"

namespace paiju::tools {

// True iff `legal` lists no move twice (scratch: a buffer for the sorted copy); moves are
// ordered by their cards (for moves that carry cards), then by key(move) (the move's type or
// kind and its key; for moves without cards, the whole move).
template <class Move, class Key>
bool no_duplicates(const std::vector<Move>& legal, std::vector<Move>& scratch, Key key) {
  if (legal.size() < 2) return true;
  scratch.assign(legal.begin(), legal.end());
  std::sort(scratch.begin(), scratch.end(), [&](const Move& a, const Move& b) {
    if constexpr (requires { a.cards.once_bits(); }) {
      if (a.cards.once_bits() != b.cards.once_bits()) return a.cards.once_bits() < b.cards.once_bits();
      if (a.cards.twice_bits() != b.cards.twice_bits()) return a.cards.twice_bits() < b.cards.twice_bits();
    }
    return key(a) < key(b);
  });
  return std::adjacent_find(scratch.begin(), scratch.end()) == scratch.end();
}

// Lists the legal moves of a live state into `legal` and checks there is one and none twice
// (no_duplicates with `key`); false when there is none (the match cannot go on).
template <class State, class MoveList, class Key>
bool list_legal_moves(Checker& c, const State& state, MoveList& legal, MoveList& scratch, Key key) {
  legal.clear();
  state.legal_moves(legal);
  if (!c.check(!legal.empty(), "no legal move in a live state")) return false;
  c.check(no_duplicates(legal, scratch, key), "legal list holds a move twice");
  return true;
}

// why_illegal() accepts every move of `legal` (the first it rejects is reported as `what`).
template <class State, class MoveList>
void check_all_accepted(Checker& c, const State& state, const MoveList& legal, const char* what) {
  for (const auto& m : legal) {
    if (!c.check(state.why_illegal(m).empty(), what)) break;
  }
}

// Checks the state after a move (`before` the state it was applied to) is consistent; true when
// the move ended the deal (the match over, or a new deal begun).
template <class State>
bool check_consistent_ended(Checker& c, const State& before, const State& after) {
  c.check(after.is_consistent(), "is_consistent() is false");
  return after.is_terminal() || after.deal_index() != before.deal_index();
}

// The deal ended (`ended`) exactly when the rules say it does (`rule_end`); false otherwise.
inline bool check_deal_ends_by_rule(Checker& c, bool ended, bool rule_end) {
  return c.check(ended == rule_end, ended ? "the deal ended when the rules say it goes on"
                                          : "the deal went on when the rules say it ends");
}

inline bool is_permutation_of_seats(const std::array<std::int8_t, 4>& order) {
  int seen = 0;
  for (std::int8_t s : order) {
    if (s < 0 || s >= kNumSeats) return false;
    seen |= 1 << s;
  }
  return seen == 0xF;
}

// Cards of a deal, whatever the game's State: the four hands and the cards played account for
// exactly the full double deck, played == the union of played_by, cards_left == hand sizes.
template <class State>
void check_conservation(Checker& c, const State& s) {
  CardSet all = s.played(), by_seats;
  int total = s.played().size(), by_seat_total = 0;
  for (int seat = 0; seat < kNumSeats; ++seat) {
    const CardSet& hand = s.hand(seat);
    if (!c.check(all.can_add(hand), [&] { return cat("conservation: hand(", seat, ") adds a third copy of a card"); }))
      return;
    all += hand;
    total += hand.size();
    c.check(s.cards_left(seat) == hand.size(), [&] { return cat("cards_left(", seat, ") != hand size"); });
    if (!c.check(by_seats.can_add(s.played_by(seat)), "played_by: a third copy of a card")) return;
    by_seats += s.played_by(seat);
    by_seat_total += s.played_by(seat).size();
  }
  c.check(total == kDeckSize, [&] { return cat("conservation: hands + played hold ", total, " cards, not 108"); });
  c.check(all == CardSet::full_deck(), "conservation: hands + played are not the full double deck");
  c.check(s.deck() == CardSet::full_deck(), "deck() is not the full double deck in a match");
  c.check(by_seats == s.played() && by_seat_total == s.played().size(), "played() != union of played_by(seat)");
}

// A new deal of a climbing game: every seat holds the 27 cards dealt to it, none played, no seat out.
template <class State>
void check_new_climbing_deal(Checker& c, const State& s) {
  for (int seat = 0; seat < kNumSeats; ++seat) {
    c.check(s.hand(seat).size() == 27, [&] { return cat("new deal: seat ", seat, " does not hold 27 cards"); });
  }
  c.check(s.played().empty() && s.finished_count() == 0, "new deal: cards played or seats out already");
}

// The finish order the rules give when a deal ends after `mover` goes out: the seats out so far,
// the mover, then the seats still holding cards in play order after the mover.
template <class State>
std::array<std::int8_t, 4> expected_finish(const State& before, int mover) {
  std::array<std::int8_t, 4> order{-1, -1, -1, -1};
  std::size_t n = 0;
  for (int i = 0; i < before.finished_count(); ++i) order[n++] = before.finish_order()[i];
  order[n++] = static_cast<std::int8_t>(mover);
  for (int step = 1; step < 4 && n < 4; ++step) {
    const int seat = (mover + step) % 4;
    if (!before.hand(seat).empty()) order[n++] = static_cast<std::int8_t>(seat);
  }
  return order;
}

// The legal list of a play decision of a climbing game: a pass iff following, only cards held.
template <class State, class MoveList>
void check_play_list(Checker& c, const State& s, const MoveList& legal, bool leading) {
  const CardSet& hand = s.hand(s.current_player());
  int passes = 0;
  for (const auto& m : legal) {
    if (m.is_pass()) {
      ++passes;
      continue;
    }
    if (!c.check(hand.includes(m.cards), "legal list: a play of cards the player does not hold")) return;
  }
  c.check(passes == (leading ? 0 : 1), leading ? "legal list: a pass offered to the leader"
                                                : "legal list: a follower is not offered exactly one pass");
}

// A play-phase move that does not end the deal: exactly its cards leave the mover's hand for
// the table (played and played_by); a pass moves nothing.
template <class State, class Move>
void check_play_effect(Checker& c, const State& before, const State& after, const Move& move, int mover) {
  const CardSet moved = move.is_pass() ? CardSet() : move.cards;
  for (int seat = 0; seat < kNumSeats; ++seat) {
    const CardSet expected = seat == mover ? before.hand(seat) - moved : before.hand(seat);
    c.check(after.hand(seat) == expected,
            [&] { return cat("hand(", seat, ") changed other than by the move's cards"); });
  }
  c.check(after.played() == before.played() + moved, "played() did not grow by exactly the move's cards");
  c.check(after.played_by(mover) == before.played_by(mover) + moved,
          "played_by(mover) did not grow by exactly the move's cards");
}

// The bot's move is in the legal list and why_illegal() accepts it (false: it cannot be applied).
template <class State, class MoveList, class Move>
bool check_listed_choice(Checker& c, const State& state, const MoveList& legal, const Move& move) {
  const bool listed = std::find(legal.begin(), legal.end(), move) != legal.end();
  if (!c.check(listed, "the bot's move is not in the legal list")) return false;
  const std::string why = state.why_illegal(move);
  return c.check(why.empty(), [&] { return cat("why_illegal() rejects a listed move: ", why); });
}

}  // namespace paiju::tools
