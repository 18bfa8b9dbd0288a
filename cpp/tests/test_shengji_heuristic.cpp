// The Shengji rule-based players: heuristic_v1 is the heuristic as it was before the strength
// work of issue 45, kept move for move; the heuristic's changes, each on a hand-built position.
#include <array>
#include <cstdint>
#include <string>

#include "paiju/core/notation.h"
#include "paiju/games/shengji/game.h"
#include "paiju/games/shengji/heuristic_bot.h"
#include "match_trace.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::shengji;

TEST(shengji_heuristic_v1_plays_move_for_move_as_the_heuristic_before_issue_45) {
  // Recorded with the heuristic of main at 775e095, before any change: 40 whole matches of the
  // standard preset, seeds 0..39, 163,266 decisions, FNV-1a of their moves' classes.
  testing::check_trace<Game>("heuristic_v1", 40, 163266L, 4245741055631897081ULL);
}

namespace {

// Trump hearts at level 2 (rank index 0), seat 0 deals and leads; the deck is the four hands.
State deal_of(const std::array<const char*, 4>& hands) {
  std::array<CardSet, 4> cards{};
  for (int s = 0; s < 4; ++s) cards[static_cast<std::size_t>(s)] = parse_cards(hands[static_cast<std::size_t>(s)]);
  return State::new_deal(standard_rules(), cards, CardSet(), 0, 0, 1);
}

Move chosen(const State& state, const Style& style) {
  MoveList legal;
  state.choice_moves(legal);
  return styled_move(state, legal, style);
}

}  // namespace

TEST(shengji_heuristic_leads_its_safe_throw_where_v1_led_one_unit) {
  // The leader holds SA SK SK S3; the only other spades are seat 1's SQ SQ: nothing beats the ace
  // and the queens lose to the kings, so SA + SK SK is a safe throw (3 cards). v1 led its best safe
  // unit, the pair of kings (a pair scores over a single).
  const State state = deal_of({"SA SK SK S3", "SQ SQ D3 D4", "D5 D6 D7 D8", "C3 C4 C5 C6"});
  CHECK(chosen(state, kStyleHeuristic) == (Move{parse_cards("SA SK SK"), Kind::Throw}));
  CHECK(chosen(state, kStyleV1) == (Move{parse_cards("SK SK"), Kind::Pair}));
}

TEST(shengji_heuristic_gives_points_only_to_a_partner_no_opponent_can_still_beat) {
  // Seat 0 leads S9, seat 1 follows S3; seat 2 (its partner) holds SK (10 points) and S4, and seat
  // 3, still to play, holds the SA that seat 2 has not seen. v1 counted a partner's lead that
  // the second seat did not beat as safe and gave the king; the heuristic keeps it.
  State state = deal_of({"S9 D3", "S3 D4", "SK S4", "SA D6"});
  state.apply(Move{parse_cards("S9"), Kind::Single});
  state.apply(Move{parse_cards("S3"), Kind::Follow});
  CHECK(chosen(state, kStyleV1) == (Move{parse_cards("SK"), Kind::Follow}));
  CHECK(chosen(state, kStyleHeuristic) == (Move{parse_cards("S4"), Kind::Follow}));
  // With the ace led instead (seat 3 holding S9), nothing still to play can beat it: both give the king.
  State safe = deal_of({"SA D3", "S3 D4", "SK S4", "S9 D6"});
  safe.apply(Move{parse_cards("SA"), Kind::Single});
  safe.apply(Move{parse_cards("S3"), Kind::Follow});
  CHECK(chosen(safe, kStyleHeuristic) == (Move{parse_cards("SK"), Kind::Follow}));
  CHECK(chosen(safe, kStyleV1) == (Move{parse_cards("SK"), Kind::Follow}));
}

TEST(shengji_heuristic_leads_into_its_partners_void_without_a_safe_unit) {
  // Trick 1: seat 0's CA wins, seat 2 shows a void in clubs (it discards D7). Seat 0 then holds
  // CQ S4 D6, none safe (CK, the higher spades and D8 are out): v1 led its cheapest card, S4; the
  // heuristic leads the club for its partner to trump.
  State state = deal_of({"CA CQ S4 D6", "C5 CK S5 D3", "D7 D8 S9 SJ", "C6 C7 S6 D4"});
  state.apply(Move{parse_cards("CA"), Kind::Single});
  state.apply(Move{parse_cards("C5"), Kind::Follow});
  state.apply(Move{parse_cards("D7"), Kind::Follow});
  state.apply(Move{parse_cards("C6"), Kind::Follow});
  CHECK_EQ(state.current_player(), 0);
  CHECK(state.voids(2) & (1u << 2));  // clubs (suit 2: S H C D)
  CHECK(chosen(state, kStyleV1) == (Move{parse_cards("S4"), Kind::Single}));
  CHECK(chosen(state, kStyleHeuristic) == (Move{parse_cards("CQ"), Kind::Single}));
}
