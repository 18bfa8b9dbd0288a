// The learned value's inputs (value_features.h), counted by hand on a small deal, and the
// embedded model's shape.
#include <vector>

#include "paiju/games/guandan/guandan.h"
#include "paiju/games/guandan/value_features.h"
#include "paiju/games/guandan/value_model.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::guandan;

TEST(guandan_value_features_of_a_hand_made_deal) {
  // Seat 0: SA twice; seat 1: H5; seat 2: D2, C2; seat 3: the big joker. Level rank 5 (index 3),
  // seat 1 leads.
  std::array<CardSet, kNumSeats> hands{};
  const int ace_spades = kind_of(Rank(12), Suit::Spades);  // 4 * 12 + 0 = 48
  const int five_hearts = kind_of(Rank(3), Suit::Hearts);   // 4 * 3 + 1 = 13
  hands[0] = CardSet::single(ace_spades, 2);
  hands[1] = CardSet::single(five_hearts);
  hands[2] = CardSet::single(kind_of(Rank(0), Suit::Diamonds)) + CardSet::single(kind_of(Rank(0), Suit::Clubs));
  hands[3] = CardSet::single(kBigJoker);
  const State state = State::new_deal(Rules{}, hands, 3, 1);
  std::vector<float> f(kValueFeatures);
  value_features(state, 2, f);  // seen from seat 2: r = 0 seat 2, 1 seat 3, 2 seat 0, 3 seat 1
  CHECK_EQ(kValueFeatures, 4 * 54 + 54 + 4 + 12 + 15 + 4 + 2);  // 307
  float held = 0;
  for (int i = 0; i < 4 * 54; ++i) held += f[i];
  CHECK(held == 3.0f);                      // (2 + 1 + 2 + 1) copies / 2
  CHECK(f[0 * 54 + 3] == 0.5f);             // r 0 (seat 2): D2 = kind 3
  CHECK(f[0 * 54 + 2] == 0.5f);             // C2 = kind 2
  CHECK(f[1 * 54 + kBigJoker] == 0.5f);     // r 1 (seat 3)
  CHECK(f[2 * 54 + ace_spades] == 1.0f);    // r 2 (seat 0): two copies / 2
  CHECK(f[3 * 54 + five_hearts] == 0.5f);   // r 3 (seat 1)
  const int level = 4 * 54;
  float level_marks = 0;
  for (int k = 0; k < 54; ++k) level_marks += f[level + k];
  CHECK(level_marks == 4.0f);               // the four fives
  CHECK(f[level + five_hearts] == 1.0f);
  const int left = level + 54;
  CHECK(f[left + 0] == 2.0f / 27.0f);       // seat 2
  CHECK(f[left + 1] == 1.0f / 27.0f);       // seat 3
  CHECK(f[left + 2] == 2.0f / 27.0f);       // seat 0
  const int out = left + 4;
  for (int i = 0; i < 12; ++i) CHECK(f[out + i] == 0.0f);  // nobody is out
  const int trick = out + 12;
  for (int i = 0; i < 15; ++i) CHECK(f[trick + i] == 0.0f);  // seat 1 leads: nothing to beat
  const int turn = trick + 15;
  CHECK(f[turn + 3] == 1.0f);               // seat 1 to move is r 3
  CHECK(f[turn + 0] + f[turn + 1] + f[turn + 2] == 0.0f);
  CHECK(f[turn + 4] == 3.0f / 12.0f);       // the teams' levels, both 3
  CHECK(f[turn + 5] == 3.0f / 12.0f);
}

TEST(guandan_the_embedded_value_model_has_the_features_shape) {
  const search::Mlp& model = value_model();
  CHECK_EQ(model.inputs(), static_cast<std::size_t>(kValueFeatures));
  CHECK_EQ(model.outputs(), 1u);
  const std::array<CardSet, kNumSeats> hands{CardSet::single(0), CardSet::single(1), CardSet::single(2),
                                             CardSet::single(3)};
  const State state = State::new_deal(Rules{}, hands, 0, 0);
  const auto rewards = estimate_rewards(state);
  CHECK(rewards[0] >= -1.0 && rewards[0] <= 1.0);
  CHECK(rewards[0] == rewards[2]);  // partners
  CHECK(rewards[1] == -rewards[0]);  // the deal's gain is zero-sum
}
