#include <algorithm>
#include <initializer_list>

#include "paiju/core/notation.h"
#include "paiju/games/shengji/determinize.h"
#include "paiju/games/shengji/game.h"
#include "paiju/games/shengji/heuristic_bot.h"
#include "paiju/games/shengji/level_table.h"
#include "paiju/games/shengji/state.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::shengji;

namespace {

// Random and heuristic matches of a preset: every sampled move is legal and listed, counts
// agree with the lists (when small enough to list), the choice moves are legal, cards are
// conserved, resampled worlds stay consistent, and the match ends.
void play_matches(const Rules& rules, int matches, bool heuristic) {
  MoveList moves, choices;
  for (int m = 0; m < matches; ++m) {
    State state = State::new_match(rules, static_cast<std::uint64_t>(m));
    Rng rng(static_cast<std::uint64_t>(m), 9);
    int decisions = 0;
    while (!state.is_terminal() && decisions < 200000) {
      const std::uint64_t count = state.count_moves();
      CHECK(count > 0);
      if (count <= 4096) {
        moves.clear();
        state.legal_moves(moves);
        CHECK_EQ(static_cast<std::uint64_t>(moves.size()), count);
      }
      choices.clear();
      state.choice_moves(choices);
      CHECK(!choices.empty());
      for (const Move& c : choices) CHECK(state.why_illegal(c).empty());
      const Move move = heuristic ? heuristic_move(state, choices) : state.sample_move(rng);
      CHECK(state.why_illegal(move).empty());
      if (decisions % 37 == 0) {
        const State world = resample(state, state.current_player(), rng);
        CHECK(world.is_consistent());
        CHECK(world.hand(state.current_player()) == state.hand(state.current_player()));
      }
      state.apply(move);
      CHECK(state.is_consistent());
      ++decisions;
    }
    CHECK(state.is_terminal());
  }
}

}  // namespace

TEST(shengji_random_and_heuristic_matches_stay_consistent) {
  for (Rules rules : {standard_rules(), five_ten_king_rules()}) {
    rules.max_deals = 3;
    play_matches(rules, 3, false);
    play_matches(rules, 3, true);
  }
}

TEST(shengji_level_table_by_hand) {
  const Rules r = standard_rules();
  CHECK_EQ(deal_outcome(0, r).dealer_side_gain, 3);     // 0 points: dealer side +3
  CHECK_EQ(deal_outcome(35, r).dealer_side_gain, 2);    // 5-35: +2
  CHECK_EQ(deal_outcome(75, r).dealer_side_gain, 1);    // 40-75: +1
  CHECK(deal_outcome(80, r).attackers_take_over);       // 80-115: take over, +0
  CHECK_EQ(deal_outcome(115, r).attackers_gain, 0);
  CHECK_EQ(deal_outcome(155, r).attackers_gain, 1);     // 120-155: +1
  CHECK_EQ(deal_outcome(195, r).attackers_gain, 2);     // 160-195: +2
  CHECK_EQ(deal_outcome(200, r).attackers_gain, 3);     // 200: +3
  CHECK_EQ(deal_outcome(280, r).attackers_gain, 5);     // 280 = 200 + 2 x 40: +3 +2
  CHECK_EQ(deal_outcome(75, five_ten_king_rules()).dealer_side_gain, 1);  // seed 001: under 80, +1
  CHECK(deal_outcome(200, five_ten_king_rules()).outright);
  Rules defend = r;
  defend.must_defend.push_back('5');
  bool passed = false;
  CHECK_EQ(climb(1, 3, defend, passed), 3);  // from 3 (index 1) +3 would reach 6; it stops at 5 (index 3)
  CHECK(!passed);
  Rules short_sequence = r;
  short_sequence.level_sequence = five_ten_king_rules().level_sequence;  // "5TK"
  CHECK_EQ(climb(1, 2, short_sequence, passed), 2);  // T (index 1) +2: K, then past K: the match is won
  CHECK(passed);
}

TEST(shengji_failed_throw_returns_the_smallest_beatable_unit) {
  // Level 2, trump hearts. Seat 0 throws SA + SQ SQ: no spade beats its ace, but seat 1's pair
  // of spade kings beats the pair of queens, so the throw fails and the pair is played.
  const std::array<CardSet, 4> hands = {parse_cards("SA SQ SQ S3"), parse_cards("SK SK D3 D4"),
                                        parse_cards("D5 D6 D7 D8"), parse_cards("C3 C4 C5 C6")};
  State state = State::new_deal(standard_rules(), hands, CardSet(), 0, 0, 1);
  state.apply(Move{parse_cards("SA SQ SQ"), Kind::Throw});
  CHECK(state.trick_play(0) == parse_cards("SQ SQ"));  // the pair is the only beatable unit
  CHECK(state.shown(0) == parse_cards("SA"));          // the single goes back, seen by all
  CHECK_EQ(state.failed_throws(), 1);
}

TEST(shengji_bots_list_the_safe_throw_only) {
  // Level 2, trump hearts; the leader holds SA SK SK S3 and the only other spades are seat 1's
  // SQ SQ. The single S3 loses to a queen, so the safe throw is SA + SK SK: nothing beats the ace,
  // and the queens' pair is lower than the kings'. No other suit holds two units.
  const std::array<CardSet, 4> hands = {parse_cards("SA SK SK S3"), parse_cards("SQ SQ D3 D4"),
                                        parse_cards("D5 D6 D7 D8"), parse_cards("C3 C4 C5 C6")};
  const State state = State::new_deal(standard_rules(), hands, CardSet(), 0, 0, 1);
  MoveList moves;
  state.choice_moves(moves);
  int throws = 0;
  for (const Move& m : moves) {
    if (m.kind != Kind::Throw) continue;
    ++throws;
    CHECK(m.cards == parse_cards("SA SK SK"));
  }
  CHECK_EQ(throws, 1);
}

TEST(shengji_a_world_rewinds_to_a_past_trick_with_the_hands_it_implies) {
  // The true deal as the "world": rewound to a decision 12 plays earlier, every hand is that
  // decision's hand (today's cards plus those played since) and the kitty the buried one.
  State state = State::new_match(standard_rules(), 5);
  MoveList moves;
  const auto step = [&] {
    moves.clear();
    state.choice_moves(moves);
    state.apply(heuristic_move(state, moves));
  };
  while (state.phase() != Phase::Play || state.tricks_played() < 3) step();
  const State past = state;
  for (int i = 0; i < 12; ++i) step();
  CHECK(state.phase() == Phase::Play && state.deal_index() == past.deal_index());
  State out = state;
  CHECK(Game::rewind_world(past, state, out));
  for (int s = 0; s < kNumSeats; ++s) CHECK(out.hand(s) == past.hand(s));
  CHECK(out.kitty() == past.kitty());
  CHECK(out.current_player() == past.current_player() && out.trick_count() == past.trick_count());
  State declaring = State::new_match(standard_rules(), 5);  // not a trick-play decision: no rewind
  CHECK(!Game::rewind_world(declaring, state, out));
}
