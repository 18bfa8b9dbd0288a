// Guandan's soak invariants (paiju-cli soak, tools/soak.cpp plays the matches): matches of the
// default rules. Before every decision the legal list fits the phase: tribute, exactly the
// payer's highest cards other than heart level cards; return, the documented return_max rule;
// play, a pass iff following, cards held. After every move: card conservation, a play moves
// exactly its cards, the deal ends exactly when a team is out or three seats are. When a deal
// ends (docs/rules/guandan.md §5-7): the finish order, winner team and gain 3/2/1 by the
// partner's place, levels capped at the target, A failures and the drop to 2, the match decided
// when the declarer passes its target, returns() zero-sum between the teams and moved by the
// gain under scoring=levels, and the next deal's tribute (payers, double, anti-tribute with two
// big jokers) and hands of 27.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "paiju/games/guandan/game.h"
#include "paiju/tools/game_parts.h"
#include "paiju/tools/soak_checks.h"

namespace paiju::guandan {
namespace {

using namespace paiju::tools;

std::uint64_t move_key(const Move& m) { return static_cast<std::uint64_t>(m.kind) << 8 | m.key; }

// Tribute and return lists against the documented rules (docs/rules/guandan.md, §6).
void check_transfer_list(Checker& c, const State& s, const MoveList& legal) {
  const Level level = s.deal_level();
  const CardSet& hand = s.hand(s.current_player());
  const auto power = [&](int kind) { return level.power(slot_of_kind(kind)); };
  std::vector<int> expected;
  if (s.phase() == Phase::Tribute) {  // the highest cards other than the heart level card
    int best = -1;
    hand.for_each_kind([&](int kind, int) {
      if (kind != level.heart_kind()) best = std::max(best, power(kind));
    });
    hand.for_each_kind([&](int kind, int) {
      if (kind != level.heart_kind() && power(kind) == best) expected.push_back(kind);
    });
  } else {  // a card of rank value <= return_max, not a level card or joker; else a lowest card
    const int return_max = s.rules().return_max;
    hand.for_each_kind([&](int kind, int) {
      const int slot = slot_of_kind(kind);
      const bool low = slot < kNumRanks && slot != level.rank && slot + 2 <= return_max;
      if (return_max == 0 || low) expected.push_back(kind);
    });
    if (expected.empty()) {
      int lowest = 1 << 10;
      hand.for_each_kind([&](int kind, int) { lowest = std::min(lowest, power(kind)); });
      hand.for_each_kind([&](int kind, int) {
        if (power(kind) == lowest) expected.push_back(kind);
      });
    }
  }
  const bool tribute = s.phase() == Phase::Tribute;
  std::vector<int> got;
  for (const Move& m : legal) {
    const bool transfer = m.kind == (tribute ? MoveType::Tribute : MoveType::Back) && m.cards.size() == 1;
    if (!c.check(transfer, "legal list: not a one-card tribute/back move in the tribute/return phase")) return;
    m.cards.for_each_kind([&](int kind, int) { got.push_back(kind); });
  }
  std::sort(got.begin(), got.end());
  c.check(got == expected, tribute ? "tribute choices are not the payer's highest non-wild cards"
                                   : "return choices do not follow return_max");
}

// Without the streak bonus: the winner's gain (capped at the target), then the
// declarer's A failure and the drop to 2, and the match decided by passing the target.
void check_level_gain(Checker& c, const Rules& rules, const MatchProgress& p0, const State& after, int winner,
                      int place, int gain) {
  const MatchProgress& p1 = after.progress();
  c.check(p1.last_gain == gain,
          [&] { return cat("last_gain ", p1.last_gain, " != ", gain, " (partner's place ", place + 1, ")"); });
  std::array<int, 2> levels{p0.levels[0], p0.levels[1]}, failures{p0.a_failures[0], p0.a_failures[1]};
  const int declarer = p0.declarer;
  const bool at_own_target = declarer != kNoTeam && p0.levels[declarer] == rules.target_level;
  const bool passed = at_own_target && declarer == winner && place <= 2;
  levels[winner] = std::min(rules.target_level, levels[winner] + gain);
  if (at_own_target && !passed) {
    const bool counts = rules.a_fail_counts == AFailCounts::Any || (declarer == winner && place == 3);
    if (counts) ++failures[declarer];
    if (counts && rules.a_fail_limit > 0 && failures[declarer] >= rules.a_fail_limit) {
      levels[declarer] = 0;
      failures[declarer] = 0;
    }
  }
  c.check(p1.levels[0] == levels[0] && p1.levels[1] == levels[1], [&] {
    return cat("levels ", p1.levels[0], "/", p1.levels[1], " != expected ", levels[0], "/", levels[1]);
  });
  c.check(p1.a_failures[0] == failures[0] && p1.a_failures[1] == failures[1], "a_failures not as the rules give");
  c.check(passed == (p1.match_winner == winner), "match decided otherwise than by passing the target");
  if (rules.max_deals == 0) c.check(after.is_terminal() == passed, "match over otherwise than by passing the target");
}

// The next deal's tribute after a deal finished in `finish`: the 4th pays the 1st; after a 1-2
// both losers pay, the one after the 1st first; the payers refuse (anti-tribute, the 1st leads)
// with both big jokers.
void check_next_tribute(Checker& c, const State& after, const std::array<std::int8_t, 4>& finish) {
  const int first = finish[0];
  const bool double_down = finish[1] == partner_of(first);
  const std::array<int, 2> payers = double_down ? std::array<int, 2>{(first + 1) % 4, (first + 3) % 4}
                                                : std::array<int, 2>{finish[3], -1};
  int big_jokers = after.hand(payers[0]).count(kBigJoker);
  if (double_down) big_jokers += after.hand(payers[1]).count(kBigJoker);
  if (big_jokers == 2) {
    c.check(after.tribute_kind() == TributeKind::Anti && after.phase() == Phase::Play &&
                after.current_player() == first,
            "two big jokers among the payers but no anti-tribute led by the 1st");
  } else {
    c.check(after.tribute_kind() == (double_down ? TributeKind::Double : TributeKind::Single),
            double_down ? "a 1-2 finish not followed by a double tribute" : "a single tribute expected");
    c.check(after.phase() == Phase::Tribute && after.current_player() == payers[0],
            "the tribute does not start with its payer");
  }
}

// The end of a deal (docs/rules/guandan.md §5-7); `after` is the next deal or the match's end.
void check_deal_end(Checker& c, const State& before, const State& after, int mover) {
  const Rules& rules = before.rules();
  const std::array<std::int8_t, 4> finish = after.previous_finish();
  if (!c.check(is_permutation_of_seats(finish), [&] { return cat("finish order ", finish, " is not a permutation"); }))
    return;
  const std::array<std::int8_t, 4> expected_order = expected_finish(before, mover);
  c.check(finish == expected_order, [&] { return cat("finish order ", finish, " != ", expected_order); });
  const MatchProgress& p0 = before.progress();
  const MatchProgress& p1 = after.progress();
  const int first = finish[0], winner = team_of(first);
  int place = 1;  // 0-based place of the 1st's partner
  while (finish[static_cast<std::size_t>(place)] != partner_of(first)) ++place;
  const int gain = place == 1 ? 3 : place == 2 ? 2 : 1;
  c.check(p1.deals_played == p0.deals_played + 1, "deals_played did not grow by one");
  c.check(p1.last_winner == winner,
          [&] { return cat("last_winner ", p1.last_winner, " is not the 1st's team ", winner); });
  if (rules.streak_bonus) {
    c.check(p1.last_gain >= gain, "last_gain below the 3/2/1 of the partner's place");
  } else {
    check_level_gain(c, rules, p0, after, winner, place, gain);
  }
  for (int team = 0; team < 2; ++team) {
    c.check(p1.levels[team] >= 0 && p1.levels[team] <= rules.target_level, "a level outside 2..target");
  }
  const std::array<int, 4> r = after.returns();
  c.check(r[0] == r[2] && r[1] == r[3] && r[0] + r[1] == 0,
          [&] { return cat("returns() ", r, " not zero-sum between the teams"); });
  if (rules.scoring == Scoring::Levels) {
    c.check(p1.scores[winner] - p0.scores[winner] == p1.last_gain &&
                p1.scores[1 - winner] - p0.scores[1 - winner] == -p1.last_gain,
            "scores did not move by the gain");
  }
  if (after.is_terminal()) {
    c.check(p1.decided(), "match over but undecided");
    return;
  }
  c.check(!p1.decided(), "match decided but not over");
  c.check(p1.declarer == winner && p1.deal_level == p1.levels[winner], "the next deal is not at the winner's level");
  c.check(after.deal_index() == before.deal_index() + 1, "deal index did not grow by one");
  check_new_climbing_deal(c, after);
  check_next_tribute(c, after, finish);
}

bool soak_decision(Checker& c, const State& state, MoveList& legal, MoveList& scratch) {
  if (!list_legal_moves(c, state, legal, scratch, move_key)) return false;
  if (state.phase() == Phase::Play) {
    check_play_list(c, state, legal, state.top_seat() == kNoSeat);
    for (const Move& m : legal) {
      if (!c.check(!is_card_transfer(m.kind), "legal list: a tribute/back move during play")) break;
    }
  } else {
    check_transfer_list(c, state, legal);
  }
  return true;
}

void soak_after(Checker& c, const State& before, const State& state, const Move& move, int mover) {
  const bool ended = check_consistent_ended(c, before, state);
  check_conservation(c, state);
  if (before.phase() == Phase::Play) {
    const bool out = !move.is_pass() && before.hand(mover) == move.cards;
    bool rule_end = false;  // a team out, or three seats out
    if (out) {
      bool partner_out = false;
      for (int i = 0; i < before.finished_count(); ++i) {
        partner_out |= before.finish_order()[i] == partner_of(mover);
      }
      rule_end = partner_out || before.finished_count() + 1 == 3;
    }
    if (!check_deal_ends_by_rule(c, ended, rule_end)) return;
    if (ended) {
      check_deal_end(c, before, state, mover);
    } else {
      check_play_effect(c, before, state, move, mover);
      if (out) {
        c.check(state.finished_count() == before.finished_count() + 1 &&
                    state.finish_order()[before.finished_count()] == mover,
                "the seat out is not last in finish_order()");
      }
    }
  } else {
    c.check(!ended, "a tribute or return move ended the deal");
    if (before.phase() == Phase::Return && state.phase() == Phase::Play) {
      for (int seat = 0; seat < kNumSeats; ++seat) {
        c.check(state.hand(seat).size() == 27,
                [&] { return cat("after tribute and return, seat ", seat, " does not hold 27 cards"); });
      }
      c.check(state.current_player() == state.payer(0), "after the return, the payer of the 1st does not lead");
    }
  }
}

}  // namespace
}  // namespace paiju::guandan

// The soak's checks of guandan (tools/game_parts.h).
template <>
const paiju::tools::SoakParts<paiju::guandan::Game> paiju::tools::Parts<paiju::guandan::Game>::soak{
    .start = {&check_new_climbing_deal<guandan::State>, &check_conservation<guandan::State>},
    .decision = &guandan::soak_decision,
    .after = &guandan::soak_after};
