// paiju-cli soak: seeded matches played by bots, every invariant checked after every move.
//
// Match i of a game is State::new_match(default rules, S + i), played until its first K deals
// have ended (--match-deals, default 1: the deal index changes or the match is over). Bots
// choose among legal_moves: `random` draws uniformly from Rng(seed, 0x50AC) (one stream per
// match, so a violation is reproduced from its seed alone), `heuristic` is the game's rule-based
// bot. Matches are handed to threads in chunks, and each depends on its seed only, so every
// total is the same for any thread count.
//
// Checked before every decision: the legal list is non-empty, has no duplicate (equal type or
// kind, key and cards) and fits the phase (Guandan tribute: exactly the payer's highest cards
// other than heart level cards; return: the documented return_max rule; Liangfutou call: exactly
// the kinds held once plus solo; solo phase: pass and solo; play: a pass iff following, cards
// held); the chosen move is in the list and why_illegal() accepts it.
// Checked after every move: is_consistent(); card conservation (the four hands plus every card
// played this deal are exactly the 108-card double deck, played == the union of played_by,
// cards_left == hand size); a play moves exactly its cards from the mover's hand to the table
// and a pass moves nothing; the deal ends exactly when the rules say (Guandan: a team out or
// three seats out; Liangfutou: the solo player's first finisher, a 1-2 of one side, or three
// out); calls, partners, solo and reveal as documented.
// Checked when a deal ends: the finish order is the permutation the rules give (seats out, then
// the rest in play order after the last one out). Guandan (docs/rules/guandan.md §5-7): winner
// team and gain 3/2/1 by the partner's place, levels capped at the target, A failures and the
// drop to 2, the match decided when the declarer passes its target, returns() zero-sum between
// the teams and moved by the gain under scoring=levels, and the next deal's tribute (payers,
// double, anti-tribute with two big jokers) and hands of 27. Liangfutou (docs/rules/
// liangfutou.md): payments recomputed from the finish order, the sides and the rewards of the
// dealt hands, summing to zero, added to scores(); last_result; the next caller is the 1st.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "paiju/core/deal.h"
#include "paiju/core/rng.h"
#include "paiju/games/guandan/heuristic_bot.h"
#include "paiju/games/guandan/state.h"
#include "paiju/games/liangfutou/heuristic_bot.h"
#include "paiju/games/liangfutou/rewards.h"
#include "paiju/games/liangfutou/state.h"
#include "paiju/games/mahjong/heuristic_bot.h"
#include "paiju/games/mahjong/state.h"
#include "paiju/games/shengji/heuristic_bot.h"
#include "paiju/games/shengji/state.h"
#include "paiju/tools/tools.h"

namespace paiju::tools {
namespace {

constexpr int kMaxDecisionsPerDeal = 20000;  // a deal still going after this many is a violation
constexpr std::size_t kViolationsShown = 10;
constexpr std::uint64_t kBotStream = 0x50AC;

enum class Bots { Random, Heuristic };

struct Options {
  std::string game = "all";
  std::uint64_t deals = 10000;  // matches per game
  int match_deals = 1;
  int threads = 1;
  std::uint64_t seed = 1;
  Bots bots = Bots::Random;
};

struct Violation {
  std::uint64_t seed = 0;
  int deal = 0;
  int move = 0;  // decision index within the deal
  std::string what;
};

struct Tally {
  std::uint64_t matches = 0, deals = 0, moves = 0, violations = 0;
  std::vector<Violation> first;  // the lowest seeds' violations, at most kViolationsShown

  void add_violation(Violation v) {
    ++violations;
    first.push_back(std::move(v));
    if (first.size() > 4 * kViolationsShown) trim_first();
  }
  void trim_first() {
    std::sort(first.begin(), first.end(), [](const Violation& a, const Violation& b) {
      return a.seed != b.seed ? a.seed < b.seed : a.deal != b.deal ? a.deal < b.deal : a.move < b.move;
    });
    if (first.size() > kViolationsShown) first.resize(kViolationsShown);
  }
  void merge(Tally& o) {
    matches += o.matches, deals += o.deals, moves += o.moves, violations += o.violations;
    for (Violation& v : o.first) first.push_back(std::move(v));
    trim_first();
  }
};

// Text of a violation: cat("seat ", 2, " holds ", 28) == "seat 2 holds 28".
inline void append(std::string& out, const char* text) { out += text; }
inline void append(std::string& out, const std::string& text) { out += text; }
inline void append(std::string& out, int value) { out += std::to_string(value); }
inline void append(std::string& out, const std::array<std::int8_t, 4>& seats) {
  out += '[';
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (i > 0) out += ',';
    out += std::to_string(seats[i]);
  }
  out += ']';
}
inline void append(std::string& out, const std::array<int, 4>& values) {
  out += '[';
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i > 0) out += ',';
    out += std::to_string(values[i]);
  }
  out += ']';
}
template <class... Parts>
std::string cat(const Parts&... parts) {
  std::string out;
  (append(out, parts), ...);
  return out;
}

// Collects the violations of one match; the first one stops the match (the state may be broken).
struct Checker {
  Tally& tally;
  std::uint64_t seed;
  int deal = 0, move = 0;
  bool failed = false;

  bool check(bool ok, const char* what) {
    return check(ok, [what] { return std::string(what); });
  }
  // `describe()` builds the message and runs only on failure: passing checks cost no strings.
  template <class Describe>
  bool check(bool ok, Describe&& describe) {
    if (!ok && !failed) {
      failed = true;
      tally.add_violation(Violation{seed, deal, move, describe()});
    }
    return ok;
  }
};

std::uint64_t move_key(const guandan::Move& m) { return static_cast<std::uint64_t>(m.type) << 8 | m.key; }
std::uint64_t move_key(const liangfutou::Move& m) { return static_cast<std::uint64_t>(m.kind) << 8 | m.key; }
std::uint64_t move_key(const shengji::Move& m) { return static_cast<std::uint64_t>(m.kind); }
std::uint64_t move_key(const mahjong::Move& m) {
  return static_cast<std::uint64_t>(m.kind) << 16 | static_cast<std::uint64_t>(static_cast<std::uint8_t>(m.tile)) << 8 | m.bets;
}

// A mahjong move is its key: no duplicate iff the sorted keys are distinct.
bool no_duplicates(const std::vector<mahjong::Move>& legal, std::vector<mahjong::Move>& scratch) {
  scratch.assign(legal.begin(), legal.end());
  std::sort(scratch.begin(), scratch.end(), [](const mahjong::Move& a, const mahjong::Move& b) { return move_key(a) < move_key(b); });
  return std::adjacent_find(scratch.begin(), scratch.end()) == scratch.end();
}

// True iff `legal` lists no move twice (scratch: a buffer for the sorted copy).
template <class Move>
bool no_duplicates(const std::vector<Move>& legal, std::vector<Move>& scratch) {
  if (legal.size() < 2) return true;
  scratch.assign(legal.begin(), legal.end());
  std::sort(scratch.begin(), scratch.end(), [](const Move& a, const Move& b) {
    if (a.cards.once_bits() != b.cards.once_bits()) return a.cards.once_bits() < b.cards.once_bits();
    if (a.cards.twice_bits() != b.cards.twice_bits()) return a.cards.twice_bits() < b.cards.twice_bits();
    return move_key(a) < move_key(b);
  });
  return std::adjacent_find(scratch.begin(), scratch.end()) == scratch.end();
}

bool is_permutation_of_seats(const std::array<std::int8_t, 4>& order) {
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

// The legal list of a play decision, both games: a pass iff following, only cards held.
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

// ========================================================================================
// Guandan
// ========================================================================================

namespace gd = paiju::guandan;

void check_new_guandan_deal(Checker& c, const gd::State& s) {
  for (int seat = 0; seat < kNumSeats; ++seat) {
    c.check(s.hand(seat).size() == 27, [&] { return cat("new deal: seat ", seat, " does not hold 27 cards"); });
  }
  c.check(s.played().empty() && s.finished_count() == 0, "new deal: cards played or seats out already");
}

// Tribute and return lists against the documented rules (docs/rules/guandan.md, §6).
void check_transfer_list(Checker& c, const gd::State& s, const gd::MoveList& legal) {
  const gd::Level level = s.deal_level();
  const CardSet& hand = s.hand(s.current_player());
  const auto power = [&](int kind) { return level.power(slot_of_kind(kind)); };
  std::vector<int> expected;
  if (s.phase() == gd::Phase::Tribute) {  // the highest cards other than the heart level card
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
  const bool tribute = s.phase() == gd::Phase::Tribute;
  std::vector<int> got;
  for (const gd::Move& m : legal) {
    const bool transfer = m.type == (tribute ? gd::MoveType::Tribute : gd::MoveType::Back) && m.cards.size() == 1;
    if (!c.check(transfer, "legal list: not a one-card tribute/back move in the tribute/return phase")) return;
    m.cards.for_each_kind([&](int kind, int) { got.push_back(kind); });
  }
  std::sort(got.begin(), got.end());
  c.check(got == expected, tribute ? "tribute choices are not the payer's highest non-wild cards"
                                   : "return choices do not follow return_max");
}

// The end of a deal (docs/rules/guandan.md §5-7); `after` is the next deal or the match's end.
void check_guandan_deal_end(Checker& c, const gd::State& before, const gd::State& after, int mover) {
  using namespace paiju::guandan;
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
  } else {  // levels: the winner's gain (capped at the target), then the declarer's A failure
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
  check_new_guandan_deal(c, after);
  // The next deal's tribute: the 4th pays the 1st; after a 1-2 both losers pay, the one after
  // the 1st first; the payers refuse (anti-tribute, the 1st leads) with both big jokers.
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

void soak_guandan_match(std::uint64_t seed, const Options& options, Tally& tally, gd::MoveList& legal,
                        gd::MoveList& scratch) {
  using namespace paiju::guandan;
  Checker c{tally, seed};
  ++tally.matches;
  State state = State::new_match(Rules{}, seed);
  Rng rng(seed, kBotStream);
  check_new_guandan_deal(c, state);
  check_conservation(c, state);
  for (int d = 0; d < options.match_deals && !state.is_terminal() && !c.failed; ++d) {
    c.deal = state.deal_index();
    c.move = 0;
    while (!state.is_terminal() && state.deal_index() == c.deal && !c.failed) {
      if (!c.check(c.move < kMaxDecisionsPerDeal, "the deal did not end within kMaxDecisionsPerDeal decisions")) break;
      legal.clear();
      state.legal_moves(legal);
      if (!c.check(!legal.empty(), "no legal move in a live state")) break;
      c.check(no_duplicates(legal, scratch), "legal list holds a move twice");
      if (state.phase() == Phase::Play) {
        check_play_list(c, state, legal, state.top_seat() == kNoSeat);
        for (const Move& m : legal) {
          if (!c.check(!is_card_transfer(m.type), "legal list: a tribute/back move during play")) break;
        }
      } else {
        check_transfer_list(c, state, legal);
      }
      const Move move = options.bots == Bots::Random ? legal[rng.uniform(static_cast<std::uint32_t>(legal.size()))]
                                                     : heuristic_move(state, legal);
      const bool listed = std::find(legal.begin(), legal.end(), move) != legal.end();
      if (!c.check(listed, "the bot's move is not in the legal list")) break;
      const std::string why = state.why_illegal(move);
      if (!c.check(why.empty(), [&] { return cat("why_illegal() rejects a listed move: ", why); })) break;
      const State before = state;
      const int mover = state.current_player();
      state.apply(move);
      ++tally.moves;
      const bool ended = state.is_terminal() || state.deal_index() != before.deal_index();
      c.check(state.is_consistent(), "is_consistent() is false");
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
        if (!c.check(ended == rule_end, ended ? "the deal ended when the rules say it goes on"
                                              : "the deal went on when the rules say it ends")) {
          break;
        }
        if (ended) {
          check_guandan_deal_end(c, before, state, mover);
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
      ++c.move;
    }
    ++tally.deals;  // played, to its end or to its first violation
  }
}

// ========================================================================================
// Liangfutou
// ========================================================================================

namespace lf = paiju::liangfutou;

void check_new_liangfutou_deal(Checker& c, const lf::State& s) {
  for (int seat = 0; seat < kNumSeats; ++seat) {
    c.check(s.hand(seat).size() == 27 && s.dealt_hand(seat) == s.hand(seat),
            [&] { return cat("new deal: seat ", seat, " does not hold its 27 dealt cards"); });
  }
  c.check(s.played().empty() && s.finished_count() == 0, "new deal: cards played or seats out already");
  c.check(s.phase() == lf::Phase::Call && s.current_player() == s.caller(), "new deal: not the caller's call");
  c.check(s.called_card() == -1 && s.solo_seat() == lf::kNoSeat && s.partner() == lf::kNoSeat && !s.revealed(),
          "new deal: a call, partner, solo or reveal left over");
}

// The seat asked about solo after `seat` (docs/rules/liangfutou.md §3, option solo_order):
// counter-clockwise is the reverse of play order.
int asked_after(const liangfutou::State& s, int seat) {
  return s.rules().solo_order == liangfutou::SoloOrder::CounterClockwise ? (seat + 3) % 4 : (seat + 1) % 4;
}

bool lf_same_side(const lf::State& s, int a, int b) {
  if (s.solo_seat() != lf::kNoSeat) return (a == s.solo_seat()) == (b == s.solo_seat());
  return (a == s.caller() || a == s.partner()) == (b == s.caller() || b == s.partner());
}

// Payments of a finished deal from the docs: 1-2 each loser pays each winner 2, 1-3 pays 1, 1-4
// is a draw; a solo player wins or loses solo_stake with each of the three; then each seat's
// rewards (on its dealt hand) are paid by each of the other three. `result`: last_result().
std::array<int, 4> expected_payments(const lf::State& before, const std::array<std::int8_t, 4>& finish,
                                     int& result) {
  std::array<int, 4> pay{};
  const int first = finish[0];
  const int solo = before.solo_seat();
  if (solo != lf::kNoSeat) {
    const int stake = (first == solo ? 1 : -1) * before.rules().solo_stake;
    for (int s = 0; s < kNumSeats; ++s) pay[s] = s == solo ? 3 * stake : -stake;
    result = first == solo ? 1 : -1;
  } else {
    int place = 1;
    while (!lf_same_side(before, finish[static_cast<std::size_t>(place)], first)) ++place;
    const int units = place == 1 ? 2 : place == 2 ? 1 : 0;
    for (int s = 0; s < kNumSeats; ++s) pay[s] = lf_same_side(before, s, first) ? 2 * units : -2 * units;
    result = units == 0 ? 0 : lf_same_side(before, first, before.caller()) ? 1 : -1;
  }
  std::array<int, 4> rewards{};
  int total_rewards = 0;
  for (int s = 0; s < kNumSeats; ++s) total_rewards += rewards[s] = lf::reward_units(before.dealt_hand(s));
  for (int s = 0; s < kNumSeats; ++s) pay[s] += 3 * rewards[s] - (total_rewards - rewards[s]);
  return pay;
}

void check_liangfutou_deal_end(Checker& c, const lf::State& before, const lf::State& after, int mover) {
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
  check_new_liangfutou_deal(c, after);
  c.check(after.caller() == finish[0], "the next caller is not the 1st finisher");
}

void check_call_list(Checker& c, const lf::State& s, const lf::MoveList& legal) {
  using namespace paiju::liangfutou;
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

void soak_liangfutou_match(std::uint64_t seed, const Options& options, Tally& tally, lf::MoveList& legal,
                           lf::MoveList& scratch) {
  using namespace paiju::liangfutou;
  Checker c{tally, seed};
  ++tally.matches;
  State state = State::new_match(Rules{}, seed);
  Rng rng(seed, kBotStream);
  check_new_liangfutou_deal(c, state);
  check_conservation(c, state);
  for (int d = 0; d < options.match_deals && !state.is_terminal() && !c.failed; ++d) {
    c.deal = state.deal_index();
    c.move = 0;
    while (!state.is_terminal() && state.deal_index() == c.deal && !c.failed) {
      if (!c.check(c.move < kMaxDecisionsPerDeal, "the deal did not end within kMaxDecisionsPerDeal decisions")) break;
      legal.clear();
      state.legal_moves(legal);
      if (!c.check(!legal.empty(), "no legal move in a live state")) break;
      c.check(no_duplicates(legal, scratch), "legal list holds a move twice");
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
      const Move move = options.bots == Bots::Random ? legal[rng.uniform(static_cast<std::uint32_t>(legal.size()))]
                                                     : heuristic_move(state, legal);
      const bool listed = std::find(legal.begin(), legal.end(), move) != legal.end();
      if (!c.check(listed, "the bot's move is not in the legal list")) break;
      const std::string why = state.why_illegal(move);
      if (!c.check(why.empty(), [&] { return cat("why_illegal() rejects a listed move: ", why); })) break;
      const State before = state;
      const int mover = state.current_player();
      state.apply(move);
      ++tally.moves;
      const bool ended = state.is_terminal() || state.deal_index() != before.deal_index();
      c.check(state.is_consistent(), "is_consistent() is false");
      check_conservation(c, state);
      if (before.phase() == Phase::Call) {
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
          rule_end = before.solo_seat() != kNoSeat || (f == 2 && lf_same_side(before, first, mover)) || f >= 3;
        }
        if (!c.check(ended == rule_end, ended ? "the deal ended when the rules say it goes on"
                                              : "the deal went on when the rules say it ends")) {
          break;
        }
        if (ended) {
          check_liangfutou_deal_end(c, before, state, mover);
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
      ++c.move;
    }
    ++tally.deals;  // played, to its end or to its first violation
  }
}

// ========================================================================================
// Shengji (docs/rules/shengji.md)

namespace sj = paiju::shengji;

int sj_points(const CardSet& cards) {
  int total = 0;
  cards.for_each_kind([&](int kind, int copies) {
    if (is_joker(kind)) return;
    const Rank r = rank_of(kind);
    total += copies * (r == Rank::Five ? 5 : (r == Rank::Ten || r == Rank::King) ? 10 : 0);
  });
  return total;
}

// The standard level table (§5), written out again: levels for the climbing side, and whether
// the attackers take over.
std::pair<bool, int> sj_outcome(int points) {
  if (points >= 80) return {true, points < 120 ? 0 : points < 160 ? 1 : points < 200 ? 2 : 3 + (points - 200) / 40};
  return {false, points <= 0 ? 3 : points < 40 ? 2 : 1};
}

// Checked before every decision: a move exists; when the plays can be listed (at most 4096)
// the list has the counted size and no duplicate; every choice move and the bot's move are
// legal. After every move: is_consistent() (card conservation included); a declaration only
// while dealing, 8 burials, then a play moves exactly its cards (a failed throw: its unit) and
// follows have the lead's size; the attackers' points change only by a trick's points when an
// attacker wins it, by the throw penalty, and at the last trick by the kitty x the multiplier.
// At a deal's end: the level table (standard rules) decides who climbs how far, and the dealer
// rotates as §3 says.
void soak_shengji_match(std::uint64_t seed, const Options& options, Tally& tally, sj::MoveList& legal,
                        sj::MoveList& scratch) {
  using namespace paiju::shengji;
  Checker c{tally, seed};
  ++tally.matches;
  State state = State::new_match(standard_rules(), seed);
  Rng rng(seed, kBotStream);
  for (int d = 0; d < options.match_deals && !state.is_terminal() && !c.failed; ++d) {
    c.deal = state.deal_index();
    c.move = 0;
    while (!state.is_terminal() && state.deal_index() == c.deal && !c.failed) {
      if (!c.check(c.move < kMaxDecisionsPerDeal, "the deal did not end within kMaxDecisionsPerDeal decisions")) break;
      const std::uint64_t count = state.count_moves();
      if (!c.check(count > 0, "no legal move in a live state")) break;
      if (count <= 4096) {
        legal.clear();
        state.legal_moves(legal);
        c.check(legal.size() == count, "count_moves() differs from the listed moves");
        c.check(no_duplicates(legal, scratch), "legal list holds a move twice");
      }
      legal.clear();
      state.choice_moves(legal);
      for (const Move& m : legal) {
        if (!c.check(state.why_illegal(m).empty(), "a choice move is illegal")) break;
      }
      const Move move = options.bots == Bots::Random ? state.sample_move(rng) : heuristic_move(state, legal);
      const std::string why = state.why_illegal(move);
      if (!c.check(why.empty(), [&] { return cat("the bot's move is illegal: ", why); })) break;
      const State before = state;
      const int mover = state.current_player();
      state.apply(move);
      ++tally.moves;
      c.check(state.is_consistent(), "is_consistent() is false");
      const bool ended = state.is_terminal() || state.deal_index() != before.deal_index();
      if (before.phase() == Phase::Declare) {
        c.check(move.kind == Kind::Declare || move.kind == Kind::Pass, "a move other than declare or pass while dealing");
        continue;
      }
      if (before.phase() == Phase::Bury) {
        c.check(state.kitty().size() == before.kitty().size() + 1, "a burial did not add one card to the kitty");
        c.check(state.phase() == Phase::Bury || (state.kitty().size() == kKittySize && state.current_player() == mover),
                "after 8 burials the dealer does not lead");
        continue;
      }
      // Play.
      const int n = before.trick_count() == 0 ? move.cards.size() : before.trick_play(0).size();
      c.check(move.cards.size() == n, "a follow does not have the lead's size");
      int penalty = 0;
      if (before.trick_count() == 0 && !ended && !state.attempted_throw().empty()) {
        penalty = before.is_attacker(mover) ? -before.rules().throw_penalty : before.rules().throw_penalty;
        c.check(state.trick_play(0).size() < move.cards.size() && move.cards.includes(state.trick_play(0)),
                "a failed throw is not replaced by a unit of it");
      }
      if (before.trick_count() < 3) {
        if (!ended) {
          c.check(state.attackers_points() == before.attackers_points() + penalty, "points changed within a trick");
          const CardSet played = state.trick_play(before.trick_count());
          c.check(before.hand(mover) - played == state.hand(mover), "a play did not move exactly its cards");
        }
        continue;
      }
      // The trick's last play: its points go to an attacker who won it.
      int trick_points = sj_points(move.cards);
      for (int i = 0; i < 3; ++i) trick_points += sj_points(before.trick_play(i));
      const int winner = ended ? -1 : state.last_winner();
      if (!ended) {
        const int expected = before.attackers_points() + (before.is_attacker(winner) ? trick_points : 0);
        c.check(state.attackers_points() == expected, "a trick's points were not credited as §4 says");
        c.check(state.current_player() == winner && state.leader() == winner, "the trick's winner does not lead");
        continue;
      }
      // The deal ended: the last trick's points (and the kitty) went to the attackers or not.
      const int total = state.last_points();
      const int base = before.attackers_points();
      const bool kitty_taken = total != base && total != base + trick_points;
      if (kitty_taken) {
        c.check(total > base + trick_points, "the kitty lowered the attackers' points");
        c.check((total - base - trick_points) % std::max(1, sj_points(before.kitty())) == 0,
                "the kitty bonus is not a multiple of the kitty's points");
      }
      const auto [take_over, steps] = sj_outcome(total);
      const int dealer = before.dealer();
      const int climber = take_over ? 1 - team_of(dealer) : team_of(dealer);
      if (!state.is_terminal()) {
        c.check(state.dealer() == (dealer + (take_over ? 1 : 2)) % kNumSeats, "the next dealer is not as §3 says");
        const auto& g = state.last_gains();
        c.check(g[climber] == steps && g[1 - climber] == 0,
                [&] { return cat("levels climbed differ from the level table for ", total, " points"); });
        c.check(state.team_levels()[climber] == before.team_levels()[climber] + steps,
                "the climbing team's level did not move by the table's steps");
      }
    }
    ++tally.deals;
  }
}

// ========================================================================================
// Suqian mahjong (docs/rules/mahjong.md)

namespace mj = paiju::mahjong;

// Checked before every decision: a move exists, no duplicate, the bot's move is listed and
// why_illegal() accepts every listed move; a ready seat's turn offers only its drawn tile to
// discard. After every move: is_consistent() (the 120 tiles conserved, hand sizes 13 - 3m or
// 14 - 3m, a ready hand's single wait); a discard moves one tile from the hand to the river.
// When a deal ends: payments sum to zero and are added to scores(); a win pays the winner its
// total and takes it from the discarder alone unless it self-drew or the discarder was ready; an
// exhaustive draw pays nothing; the dealer stays after its own win, passes after another's, and
// follows dealer_on_draw after a draw (§2).
void soak_mahjong_match(std::uint64_t seed, const Options& options, Tally& tally, mj::MoveList& legal,
                        mj::MoveList& scratch) {
  using namespace paiju::mahjong;
  Checker c{tally, seed};
  ++tally.matches;
  State state = State::new_match(suqian_rules(), seed);
  Rng rng(seed, kBotStream);
  for (int d = 0; d < options.match_deals && !state.is_terminal() && !c.failed; ++d) {
    c.deal = state.deal_index();
    c.move = 0;
    while (!state.is_terminal() && state.deal_index() == c.deal && !c.failed) {
      if (!c.check(c.move < kMaxDecisionsPerDeal, "the deal did not end within kMaxDecisionsPerDeal decisions")) break;
      state.legal_moves(legal);
      if (!c.check(!legal.empty(), "no legal move in a live state")) break;
      c.check(no_duplicates(legal, scratch), "legal list holds a move twice");
      for (const Move& m : legal) {
        if (!c.check(state.why_illegal(m).empty(), "a listed move is illegal")) break;
      }
      const int mover = state.current_player();
      if (state.phase() == Phase::Turn && state.is_ready(mover)) {
        for (const Move& m : legal) {
          if (m.kind == Kind::Discard) c.check(m.tile == state.drawn_tile(), "a locked hand may discard another tile");
        }
      }
      const Move move = options.bots == Bots::Random ? legal[rng.uniform(static_cast<std::uint32_t>(legal.size()))]
                                                      : heuristic_move(state, legal);
      c.check(std::find(legal.begin(), legal.end(), move) != legal.end(), "the bot's move is not listed");
      const State before = state;
      state.apply(move);
      ++c.move;
      ++tally.moves;
      c.check(state.is_consistent(), "is_consistent() is false");
      const bool ended = state.is_terminal() || state.deal_index() != before.deal_index();
      if (!ended && (move.kind == Kind::Discard || move.kind == Kind::Ready)) {
        c.check(state.river(mover).count == before.river(mover).count + 1 &&
                    state.river(mover).tiles[static_cast<std::size_t>(before.river(mover).count)] == move.tile,
                "a discard did not reach the river");
        TileCounts hand = before.hand(mover);
        hand.remove(move.tile);
        c.check(state.hand(mover) == hand || state.current_player() == mover, "a discard did not leave the hand");
      }
      if (!ended) continue;
      const LastDeal& last = state.last_deal();
      int sum = 0;
      for (int t = 0; t < mahjong::kNumSeats; ++t) {
        sum += last.payments[t];
        c.check(state.scores()[t] == before.scores()[t] + last.payments[t], "scores() did not add the deal's payments");
      }
      c.check(sum == 0, "the deal's payments do not sum to zero");
      const int dealer = before.dealer();
      c.check(last.dealer == dealer, "last_deal() names another dealer");
      if (last.winner < 0) {
        for (int t = 0; t < mahjong::kNumSeats; ++t) c.check(last.payments[t] == 0, "an exhaustive draw paid something");
      } else {
        const LastWin& w = state.last_win();
        c.check(w.winner == last.winner && last.payments[w.winner] == w.total && w.total > 0, "the winner is not paid its total");
        const bool all_pay = w.self_draw || w.discarder_ready;
        for (int t = 0; t < mahjong::kNumSeats; ++t) {
          if (t == w.winner) continue;
          c.check((last.payments[t] < 0) == (all_pay || t == w.discarder), "the payers are not as §6 says");
        }
      }
      if (!state.is_terminal()) {
        const bool stays = last.winner < 0 ? state.rules().dealer_on_draw == DealerOnDraw::Stay : last.winner == dealer;
        c.check(state.dealer() == (stays ? dealer : (dealer + 1) % mahjong::kNumSeats), "the next dealer is not as §2 says");
      }
    }
    ++tally.deals;
  }
}

// ========================================================================================

// Hands matches [0, deals) to `threads` workers in chunks; `play(seed, tally, buffers)` plays
// one. Every match depends on its seed only, so totals do not depend on the thread count.
template <class Play>
Tally run_threads(const Options& options, Play play, const char* game) {
  std::atomic<std::uint64_t> next{0}, done{0};
  constexpr std::uint64_t kChunk = 64;
  std::vector<Tally> tallies(static_cast<std::size_t>(options.threads));
  std::vector<std::thread> workers;
  for (int t = 0; t < options.threads; ++t) {
    workers.emplace_back([&, t] {
      Tally& tally = tallies[static_cast<std::size_t>(t)];
      auto buffers = play.make_buffers();
      for (;;) {
        const std::uint64_t begin = next.fetch_add(kChunk);
        if (begin >= options.deals) break;
        const std::uint64_t end = std::min(options.deals, begin + kChunk);
        for (std::uint64_t i = begin; i < end; ++i) {
          try {
            play(options.seed + i, tally, buffers);
          } catch (const std::exception& e) {
            tally.add_violation(Violation{options.seed + i, -1, -1, cat("exception: ", e.what())});
          }
        }
        done.fetch_add(end - begin);
      }
    });
  }
  const auto start = std::chrono::steady_clock::now();
  auto last_report = start;
  while (done.load() < options.deals) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    const auto now = std::chrono::steady_clock::now();
    if (now - last_report > std::chrono::seconds(60)) {  // progress on stderr, once a minute
      last_report = now;
      const double seconds = std::chrono::duration<double>(now - start).count();
      const std::uint64_t n = done.load();
      std::fprintf(stderr, "  ... %s: %llu / %llu matches, %.0f s, %.0f matches/s\n", game,
                   static_cast<unsigned long long>(n), static_cast<unsigned long long>(options.deals), seconds,
                   static_cast<double>(n) / seconds);
    }
  }
  for (std::thread& w : workers) w.join();
  Tally total;
  for (Tally& t : tallies) total.merge(t);
  return total;
}

// One game's soak for run_threads: a match per seed, two move-list buffers per worker.
template <class MoveList>
struct GamePlay {
  const Options& options;
  void (*soak_match)(std::uint64_t, const Options&, Tally&, MoveList&, MoveList&);
  std::pair<MoveList, MoveList> make_buffers() const { return {}; }
  void operator()(std::uint64_t seed, Tally& tally, std::pair<MoveList, MoveList>& b) const {
    soak_match(seed, options, tally, b.first, b.second);
  }
};

const char* plural(std::uint64_t n) { return n == 1 ? "" : "s"; }

Tally soak_game(const Options& options, const std::string& game) {
  std::printf("soak %s: %llu matches (seeds %llu..%llu), %d deal%s each, bots %s, %d thread%s\n", game.c_str(),
              static_cast<unsigned long long>(options.deals), static_cast<unsigned long long>(options.seed),
              static_cast<unsigned long long>(options.seed + options.deals - 1), options.match_deals,
              plural(static_cast<std::uint64_t>(options.match_deals)),
              options.bots == Bots::Random ? "random" : "heuristic", options.threads,
              plural(static_cast<std::uint64_t>(options.threads)));
  std::fflush(stdout);
  const auto start = std::chrono::steady_clock::now();
  Tally tally = game == "guandan"      ? run_threads(options, GamePlay<gd::MoveList>{options, &soak_guandan_match}, "guandan")
                : game == "liangfutou" ? run_threads(options, GamePlay<lf::MoveList>{options, &soak_liangfutou_match}, "liangfutou")
                : game == "shengji"    ? run_threads(options, GamePlay<sj::MoveList>{options, &soak_shengji_match}, "shengji")
                                       : run_threads(options, GamePlay<mj::MoveList>{options, &soak_mahjong_match}, "mahjong");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double deals = static_cast<double>(tally.deals);
  std::printf("  deals played    %llu\n", static_cast<unsigned long long>(tally.deals));
  std::printf("  moves checked   %llu (%.1f per deal)\n", static_cast<unsigned long long>(tally.moves),
              tally.deals ? static_cast<double>(tally.moves) / deals : 0.0);
  std::printf("  violations      %llu\n", static_cast<unsigned long long>(tally.violations));
  for (const Violation& v : tally.first) {
    std::printf("    %s seed %llu, deal %d, move %d: %s\n", game.c_str(), static_cast<unsigned long long>(v.seed),
                v.deal, v.move, v.what.c_str());
  }
  std::printf("  time            %.1f s, %.0f deals/s (%d thread%s)\n", seconds, deals / seconds, options.threads,
              plural(static_cast<std::uint64_t>(options.threads)));
  std::fflush(stdout);
  return tally;
}

}  // namespace

int soak_main(int argc, char** argv) {
  Options options;
  const auto small = [&](int& i, std::uint64_t max) {
    return static_cast<int>(std::min<std::uint64_t>(parse_count(argc, argv, i), max));
  };
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (flag == "--game") {
      options.game = parse_string(argc, argv, i);
    } else if (flag == "--deals") {
      options.deals = parse_count(argc, argv, i);
    } else if (flag == "--match-deals") {
      options.match_deals = small(i, 1000);
    } else if (flag == "--threads") {
      options.threads = small(i, 256);
    } else if (flag == "--seed") {
      options.seed = parse_count(argc, argv, i);
    } else if (flag == "--bots") {
      const std::string bots = parse_string(argc, argv, i);
      if (bots == "random") options.bots = Bots::Random;
      else if (bots == "heuristic") options.bots = Bots::Heuristic;
      else return usage("--bots must be random or heuristic, not '" + bots + "'");
    } else {
      return usage("unknown soak option '" + flag + "'");
    }
  }
  if (options.game != "guandan" && options.game != "liangfutou" && options.game != "shengji" && options.game != "mahjong" &&
      options.game != "all") {
    return usage("--game must be guandan, liangfutou, shengji, mahjong or all, not '" + options.game + "'");
  }
  if (options.threads < 1 || options.match_deals < 1) return usage("--threads and --match-deals must be at least 1");
  std::vector<std::string> games;
  for (const char* game : {"guandan", "liangfutou", "shengji", "mahjong"}) {
    if (options.game == "all" || options.game == game) games.push_back(game);
  }
  Tally total;
  for (const std::string& game : games) {
    Tally t = soak_game(options, game);
    total.merge(t);
  }
  if (games.size() > 1) {
    std::printf("soak total: %llu deals, %llu moves checked, %llu violations\n",
                static_cast<unsigned long long>(total.deals), static_cast<unsigned long long>(total.moves),
                static_cast<unsigned long long>(total.violations));
  }
  if (total.violations > 0) {
    std::fprintf(stderr, "paiju-cli soak: %llu invariant violation%s\n",
                 static_cast<unsigned long long>(total.violations), plural(total.violations));
    return 1;
  }
  return 0;
}

}  // namespace paiju::tools
