#include <algorithm>

#include "paiju/core/notation.h"
#include "paiju/games/liangfutou/rewards.h"
#include "paiju/games/liangfutou/state.h"
#include "random_match.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::liangfutou;

TEST(liangfutou_random_matches_keep_cards_and_zero_sum_scores) {
  Rules rules;
  rules.max_deals = 4;
  testing::play_random_matches<MoveList, State>(rules, 8, 5, [](const State& state) { CHECK_EQ(state.deal_index(), 4); });
}

TEST(liangfutou_a_valid_reading_is_one_that_classify_lists) {
  // is_valid_reading generates only the move's own kind; classify, every reading of the cards,
  // is the reference: on the plays of random matches' hands (the called card counted apart) and
  // on each play given every other kind and key, the two agree.
  Rules rules;
  rules.max_deals = 1;
  MoveList moves, readings;
  int valid = 0, plays = 0;
  for (std::uint64_t seed = 0; seed < 12; ++seed) {
    State state = State::new_match(rules, seed);
    Rng rng(seed, 9);
    while (!state.is_terminal()) {
      moves.clear();
      state.legal_moves(moves);
      for (int j = 0; j < 3; ++j) {
        const Move play = moves[rng.uniform(static_cast<std::uint32_t>(moves.size()))];
        if (!is_play(play.kind) || play.is_pass()) continue;
        ++plays;
        readings.clear();
        classify(play.cards, state.called_card(), readings);
        for (int kind = 1; kind <= static_cast<int>(Kind::JokerBomb); ++kind) {
          for (int key = 0; key <= kBigJokerSlot; ++key) {
            const Move m{play.cards, static_cast<Kind>(kind), static_cast<std::uint8_t>(key)};
            const bool listed = std::find(readings.begin(), readings.end(), m) != readings.end();
            CHECK_EQ(is_valid_reading(m, state.called_card()), listed);
            valid += listed;
          }
        }
      }
      state.apply(moves[rng.uniform(static_cast<std::uint32_t>(moves.size()))]);
    }
  }
  CHECK(plays >= 300);
  CHECK(valid >= plays);  // each play is a reading of its cards
}

TEST(liangfutou_rewards_counted_by_hand) {
  CHECK_EQ(reward_units(parse_cards("H2 H2 D2 D2")), 1);                   // four red 2s
  CHECK_EQ(reward_units(parse_cards("SB SB HR")), 1);                      // three jokers
  CHECK_EQ(reward_units(parse_cards("SB SB HR HR")), 3);                   // all four jokers
  CHECK_EQ(reward_units(parse_cards("S3 S4 S5")), 0);
  // Six 9s with four black: 1 (four black) + 2 (6+ with four of a colour) = 3.
  CHECK_EQ(reward_units(parse_cards("S9 S9 C9 C9 H9 D9")), 3);
  // All eight 7s: 1 + 1 (four black, four red) + 2 (6+ with four of a colour) + 3 (eight) = 7.
  CHECK_EQ(reward_units(parse_cards("S7 S7 C7 C7 H7 H7 D7 D7")), 7);
  // Four ranks of four mixed-colour cards: four natural bombs = 1.
  CHECK_EQ(reward_units(parse_cards("S3 S3 H3 H3 S4 S4 H4 H4 S5 S5 H5 H5 S6 S6 H6 H6")), 1);
}
