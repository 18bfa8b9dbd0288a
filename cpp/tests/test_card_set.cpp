#include "paiju/core/card_set.h"

#include "test_framework.h"

using namespace paiju;

namespace {
constexpr int SA = kind_of(Rank::Ace, Suit::Spades);
constexpr int HA = kind_of(Rank::Ace, Suit::Hearts);
constexpr int D2 = kind_of(Rank::Two, Suit::Diamonds);
constexpr int C7 = kind_of(Rank::Seven, Suit::Clubs);
}  // namespace

TEST(card_kind_layout_is_rank_major_with_jokers_last) {
  CHECK_EQ(kind_of(Rank::Two, Suit::Spades), 0);
  CHECK_EQ(D2, 3);
  CHECK_EQ(SA, 48);  // 4 * 12 + 0
  CHECK_EQ(kind_name(SA)[0], 'S');
  CHECK_EQ(kind_name(SA)[1], 'A');
  CHECK_EQ(kind_name(kSmallJoker)[1], 'B');
  CHECK_EQ(kind_name(kBigJoker)[1], 'R');
  CHECK(rank_of(C7) == Rank::Seven);
  CHECK(suit_of(C7) == Suit::Clubs);
}

TEST(card_set_add_remove_count) {
  CardSet set;
  CHECK(set.empty());
  set.add(SA);
  set.add(SA);
  set.add(kBigJoker);
  CHECK_EQ(set.count(SA), 2);
  CHECK_EQ(set.count(kBigJoker), 1);
  CHECK_EQ(set.count(HA), 0);
  CHECK_EQ(set.size(), 3);
  set.remove(SA);
  CHECK_EQ(set.count(SA), 1);
  set.remove(SA);
  CHECK_EQ(set.count(SA), 0);
  CHECK_EQ(set.size(), 1);
}

TEST(card_set_full_deck_has_108_cards) {
  CHECK_EQ(CardSet::full_deck().size(), 108);
  CHECK_EQ(CardSet::full_deck().count(kSmallJoker), 2);
}

TEST(card_set_algebra_matches_counter_semantics) {
  // a = {SA:2, D2:1, C7:1}, b = {SA:1, D2:2, HR:1}
  CardSet a = CardSet::single(SA, 2) + CardSet::single(D2) + CardSet::single(C7);
  CardSet b = CardSet::single(SA) + CardSet::single(D2, 2) + CardSet::single(kBigJoker);
  CardSet uni = a | b, inter = a & b, diff = a - b, back = b - a;
  CHECK_EQ(uni.count(SA), 2);   // max(2, 1)
  CHECK_EQ(uni.count(D2), 2);   // max(1, 2)
  CHECK_EQ(uni.count(C7), 1);
  CHECK_EQ(uni.count(kBigJoker), 1);
  CHECK_EQ(inter.count(SA), 1);  // min(2, 1)
  CHECK_EQ(inter.count(D2), 1);
  CHECK_EQ(inter.size(), 2);
  CHECK_EQ(diff.count(SA), 1);   // 2 - 1
  CHECK_EQ(diff.count(D2), 0);   // 1 - 2 -> 0
  CHECK_EQ(diff.count(C7), 1);
  CHECK_EQ(diff.size(), 2);
  CHECK_EQ(back.count(D2), 1);   // 2 - 1
  CHECK_EQ(back.count(kBigJoker), 1);
  CHECK_EQ(back.size(), 2);
  CHECK(!a.can_add(b));          // SA would reach 3
  CHECK(a.includes(inter));
  CHECK(!a.includes(b));
}

TEST(card_set_iterates_in_canonical_order) {
  CardSet set = CardSet::single(kBigJoker) + CardSet::single(SA, 2) + CardSet::single(D2);
  int previous = -1, cards = 0;
  set.for_each_card([&](int kind) {
    CHECK(kind >= previous);
    previous = kind;
    ++cards;
  });
  CHECK_EQ(cards, 4);
}

TEST(rank_counts_count_per_rank_and_jokers_apart) {
  // Two SA + HA = 3 aces; D2 = 1 two; SB + two HR.
  CardSet set = CardSet::single(SA, 2) + CardSet::single(HA) + CardSet::single(D2) +
                CardSet::single(kSmallJoker) + CardSet::single(kBigJoker, 2);
  RankCounts counts = set.rank_counts();
  CHECK_EQ(counts[static_cast<int>(Rank::Ace)], 3);
  CHECK_EQ(counts[static_cast<int>(Rank::Two)], 1);
  CHECK_EQ(counts[static_cast<int>(Rank::Seven)], 0);
  CHECK_EQ(counts[kSmallJokerSlot], 1);
  CHECK_EQ(counts[kBigJokerSlot], 2);
  CHECK_EQ(counts.total(), 7);
  // slots with >= 2: ace (12) and big joker (14); >= 1 adds two (0) and small joker (13).
  CHECK_EQ(counts.slots_with_at_least(2), (1u << 12) | (1u << 14));
  CHECK_EQ(counts.slots_with_at_least(1), (1u << 0) | (1u << 12) | (1u << 13) | (1u << 14));
  CHECK_EQ(counts.slots_with_at_least(3), 1u << 12);
  CHECK_EQ(counts.slots_with_at_least(4), 0u);
  CHECK_EQ(CardSet::full_deck().rank_counts().slots_with_at_least(8), (1u << 13) - 1);
}
