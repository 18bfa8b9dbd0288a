#include <array>

#include "paiju/core/deal.h"
#include "paiju/core/rng.h"
#include "test_framework.h"

using namespace paiju;

TEST(rng_same_seed_and_stream_give_same_sequence) {
  Rng a(42, 7), b(42, 7), c(42, 8), d(43, 7);
  bool differs_by_stream = false, differs_by_seed = false;
  for (int i = 0; i < 100; ++i) {
    const auto x = a.next_u64();
    CHECK_EQ(x, b.next_u64());
    differs_by_stream |= x != c.next_u64();
    differs_by_seed |= x != d.next_u64();
  }
  CHECK(differs_by_stream);
  CHECK(differs_by_seed);
}

TEST(rng_uniform_stays_in_range_and_covers_it) {
  Rng rng(1);
  std::array<int, 7> seen{};
  for (int i = 0; i < 7000; ++i) {
    const auto x = rng.uniform(7);
    CHECK(x < 7);
    if (x < 7) ++seen[x];
  }
  // Each bucket expects 1000; 800 is more than 6 standard deviations (sd ~ 29) below.
  for (int count : seen) CHECK(count > 800);
  for (int i = 0; i < 1000; ++i) {
    const double u = rng.uniform01();
    CHECK(u >= 0.0 && u < 1.0);
  }
}

TEST(deal_gives_four_hands_of_27_using_every_card_once) {
  const Deal deal = deal_cards(2026);
  CardSet all;
  for (const CardSet& hand : deal.hands) {
    CHECK_EQ(hand.size(), 27);
    CHECK(all.can_add(hand));
    all += hand;
  }
  CHECK(deal.kitty.empty());
  CHECK(all == CardSet::full_deck());
}

TEST(deal_with_kitty_gives_25_each_and_8_aside) {
  const Deal deal = deal_cards(5, 8);
  CardSet all = deal.kitty;
  CHECK_EQ(deal.kitty.size(), 8);
  for (const CardSet& hand : deal.hands) {
    CHECK_EQ(hand.size(), 25);
    all += hand;
  }
  CHECK(all == CardSet::full_deck());
  CHECK(valid_kitty_size(0) && valid_kitty_size(8) && !valid_kitty_size(7) && !valid_kitty_size(108));
}

TEST(deal_is_reproducible_from_its_seed) {
  CHECK(deal_cards(99).hands == deal_cards(99).hands);
  CHECK(!(deal_cards(99).hands == deal_cards(100).hands));
}
