// Liangfutou's soak invariants (paiju-cli soak, tools/soak.cpp plays the matches): matches of
// the default rules. Before every decision the legal list fits the phase: call, exactly the
// kinds held once plus solo; solo phase, pass and solo; play, a pass iff following, cards held.
// After every move: card conservation, a play moves exactly its cards, the deal ends exactly
// when the rules say (the solo player's first finisher, a 1-2 of one side, or three out);
// calls, partners, solo and reveal as documented. When a deal ends (docs/rules/liangfutou.md):
// the finish order, payments recomputed from it, the sides and the rewards of the dealt hands,
// summing to zero, added to scores(); last_result; the next caller is the 1st.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "paiju/games/liangfutou/rewards.h"
#include "paiju/games/liangfutou/game.h"
#include "paiju/tools/game_parts.h"
#include "paiju/tools/soak_checks.h"

namespace paiju::liangfutou {
namespace {

using namespace paiju::tools;

std::uint64_t move_key(const Move& m) { return static_cast<std::uint64_t>(m.kind) << 8 | m.key; }

void check_new_deal(Checker& c, const State& s) {
  check_new_climbing_deal(c, s);
  for (int seat = 0; seat < kNumSeats; ++seat) {
    c.check(s.dealt_hand(seat) == s.hand(seat), [&] { return cat("new deal: seat ", seat, " does not hold its dealt cards"); });
  }
  c.check(s.phase() == Phase::Call && s.current_player() == s.caller(), "new deal: not the caller's call");
  c.check(s.called_card() == -1 && s.solo_seat() == kNoSeat && s.partner() == kNoSeat && !s.revealed(),
          "new deal: a call, partner, solo or reveal left over");
}

// The seat asked about solo after `seat` (docs/rules/liangfutou.md §3, option solo_order):
// counter-clockwise is the reverse of play order.
int asked_after(const State& s, int seat) {
  return s.rules().solo_order == SoloOrder::CounterClockwise ? (seat + 3) % 4 : (seat + 1) % 4;
}

bool same_side(const State& s, int a, int b) {
  if (s.solo_seat() != kNoSeat) return (a == s.solo_seat()) == (b == s.solo_seat());
  return (a == s.caller() || a == s.partner()) == (b == s.caller() || b == s.partner());
}

// Payments of a finished deal from the docs: 1-2 each loser pays each winner 2, 1-3 pays 1, 1-4
// is a draw; a solo player wins or loses solo_stake with each of the three; then each seat's
// rewards (on its dealt hand) are paid by each of the other three. `result`: last_result().
std::array<int, 4> expected_payments(const State& before, const std::array<std::int8_t, 4>& finish,
                                     int& result) {
  std::array<int, 4> pay{};
  const int first = finish[0];
  const int solo = before.solo_seat();
  if (solo != kNoSeat) {
    const int stake = (first == solo ? 1 : -1) * before.rules().solo_stake;
    for (int s = 0; s < kNumSeats; ++s) pay[s] = s == solo ? 3 * stake : -stake;
    result = first == solo ? 1 : -1;
  } else {
    int place = 1;
    while (!same_side(before, finish[static_cast<std::size_t>(place)], first)) ++place;
    const int units = place == 1 ? 2 : place == 2 ? 1 : 0;
    for (int s = 0; s < kNumSeats; ++s) pay[s] = same_side(before, s, first) ? 2 * units : -2 * units;
    result = units == 0 ? 0 : same_side(before, first, before.caller()) ? 1 : -1;
  }
  std::array<int, 4> rewards{};
  int total_rewards = 0;
  for (int s = 0; s < kNumSeats; ++s) total_rewards += rewards[s] = reward_units(before.dealt_hand(s));
  for (int s = 0; s < kNumSeats; ++s) pay[s] += 3 * rewards[s] - (total_rewards - rewards[s]);
  return pay;
}

void check_deal_end(Checker& c, const State& before, const State& after, int mover) {
  const std::array<std::int8_t, 4> finish = expected_finish(before, mover);
  if (!c.check(is_permutation_of_seats(finish), [&] { return cat("finish order ", finish, " is not a permutation"); }))
    return;
  int result = 0;
  const std::array<int, 4> pay = expected_payments(before, finish, result);
  const std::array<int, 4>& got = after.last_payments();
  c.check(got[0] + got[1] + got[2] + got[3] == 0, "last_payments() do not sum to zero");
  c.check(got == pay, [&] { return cat("last_payments() ", got, " != expected ", pay, " (finish ", finish, ")"); });
  for (int s = 0; s < kNumSeats; ++s) {
    c.check(after.scores()[s] == before.scores()[s] + got[s], "scores() did not move by last_payments()");
  }
  c.check(after.last_result() == result, "last_result() not as the finish order gives");
  c.check(after.deal_index() == before.deal_index() + 1, "deal index did not grow by one");
  if (after.is_terminal()) {
    c.check(after.deal_index() >= before.rules().max_deals, "match over before max_deals");
    return;
  }
  check_new_deal(c, after);
  c.check(after.caller() == finish[0], "the next caller is not the 1st finisher");
}

void check_call_list(Checker& c, const State& s, const MoveList& legal) {
  std::vector<int> expected, got;
  s.hand(s.current_player()).for_each_kind([&](int kind, int copies) {
    if (copies == 1) expected.push_back(kind);
  });
  int solos = 0;
  for (const Move& m : legal) {
    if (m.kind == Kind::Solo) {
      ++solos;
    } else if (c.check(m.kind == Kind::Call && m.cards.size() == 1, "call phase: a move neither call nor solo")) {
      m.cards.for_each_kind([&](int kind, int) { got.push_back(kind); });
    }
  }
  std::sort(got.begin(), got.end());
  c.check(solos == 1 && got == expected, "call phase: not exactly the kinds held once plus solo");
}

// A call: the partner is the holder of the called card's other copy; a solo starts play.
void check_call_effect(Checker& c, const State& before, const State& state, const Move& move, int mover) {
  if (move.kind == Kind::Solo) {
    c.check(state.solo_seat() == mover && state.phase() == Phase::Play && state.current_player() == mover,
            "the caller's solo does not start play with the caller leading");
  } else {
    int kind = -1, partner = kNoSeat;
    move.cards.for_each_kind([&](int k, int) { kind = k; });
    for (int s = 0; s < kNumSeats; ++s) {
      if (s != mover && before.hand(s).count(kind) > 0) partner = s;
    }
    c.check(state.called_card() == kind && state.partner() == partner && partner != kNoSeat,
            "the partner is not the holder of the called card's other copy");
    c.check(state.phase() == Phase::Solo && state.current_player() == asked_after(before, mover),
            "after the call, the seat solo_order names is not asked about solo");
  }
}

bool soak_decision(Checker& c, const State& state, MoveList& legal, MoveList& scratch) {
  if (!list_legal_moves(c, state, legal, scratch, move_key)) return false;
  switch (state.phase()) {
    case Phase::Call: check_call_list(c, state, legal); break;
    case Phase::Solo:
      c.check(legal.size() == 2 && legal[0].is_pass() && legal[1].kind == Kind::Solo,
              "solo phase: not exactly pass and solo");
      break;
    case Phase::Play:
      check_play_list(c, state, legal, state.top_seat() == kNoSeat);
      for (const Move& m : legal) {
        if (!c.check(is_play(m.kind), "legal list: a call or solo during play")) break;
      }
      break;
    case Phase::MatchOver: break;
  }
  return true;
}

void soak_after(Checker& c, const State& before, const State& state, const Move& move, int mover) {
  const bool ended = check_consistent_ended(c, before, state);
  check_conservation(c, state);
  if (before.phase() == Phase::Call) {
    check_call_effect(c, before, state, move, mover);
  } else if (before.phase() == Phase::Solo) {
    if (state.phase() == Phase::Solo && before.solo_pending() == kNoSeat && move.is_pass()) {
      c.check(state.current_player() == asked_after(before, mover), "solo: not the next seat in solo_order asked");
    }
    if (state.phase() == Phase::Play) {
      c.check(state.current_player() == state.caller(), "the caller does not lead the first trick");
      if (state.solo_seat() != kNoSeat) {
        c.check(state.called_card() == -1 && state.partner() == kNoSeat, "a solo did not void the call");
      }
    }
  } else {
    const bool out = !move.is_pass() && before.hand(mover) == move.cards;
    bool rule_end = false;  // a solo deal's first finisher, a 1-2 of one side, or three out
    if (out) {
      const int f = before.finished_count() + 1;
      const int first = f == 1 ? mover : before.finish_order()[0];
      rule_end = before.solo_seat() != kNoSeat || (f == 2 && same_side(before, first, mover)) || f >= 3;
    }
    if (!check_deal_ends_by_rule(c, ended, rule_end)) return;
    if (ended) {
      check_deal_end(c, before, state, mover);
    } else {
      check_play_effect(c, before, state, move, mover);
      const bool reveals = before.called_card() >= 0 && before.rules().reveal_on_play &&
                           mover == before.partner() && !move.is_pass() &&
                           move.cards.count(before.called_card()) > 0;
      c.check(state.revealed() == (before.revealed() || reveals),
              reveals ? "the partner played the called card but the partnership is not revealed"
                      : "revealed() changed without the partner playing the called card");
    }
  }
}

}  // namespace
}  // namespace paiju::liangfutou

// The soak's checks of liangfutou (tools/game_parts.h).
template <>
const paiju::tools::SoakParts<paiju::liangfutou::Game> paiju::tools::Parts<paiju::liangfutou::Game>::soak{
    .start = {&liangfutou::check_new_deal, &check_conservation<liangfutou::State>},
    .decision = &liangfutou::soak_decision,
    .after = &liangfutou::soak_after};
