#include "paiju/core/errors.h"
#include "paiju/core/notation.h"
#include "test_framework.h"

using namespace paiju;

TEST(notation_parses_platform_codes_and_variants) {
  CHECK_EQ(parse_card("SA"), kind_of(Rank::Ace, Suit::Spades));
  CHECK_EQ(parse_card("HT"), kind_of(Rank::Ten, Suit::Hearts));
  CHECK_EQ(parse_card("h10"), kind_of(Rank::Ten, Suit::Hearts));
  CHECK_EQ(parse_card("d2"), kind_of(Rank::Two, Suit::Diamonds));
  CHECK_EQ(parse_card("\u2663Q"), kind_of(Rank::Queen, Suit::Clubs));  // ♣Q
  CHECK_EQ(parse_card("\u2665k"), kind_of(Rank::King, Suit::Hearts));  // ♥k
  CHECK_EQ(parse_card("SB"), kSmallJoker);
  CHECK_EQ(parse_card("hr"), kBigJoker);
  CHECK_EQ(parse_card("\u5c0f\u738b"), kSmallJoker);  // 小王
  CHECK_EQ(parse_card("\u5927\u738b"), kBigJoker);    // 大王
}

TEST(notation_rejects_unknown_tokens) {
  EXPECT_THROW(parse_card("S1"), InvalidCardError);
  EXPECT_THROW(parse_card("X5"), InvalidCardError);
  EXPECT_THROW(parse_card("S"), InvalidCardError);
  EXPECT_THROW(parse_card(""), InvalidCardError);
  EXPECT_THROW(parse_card("SAA"), InvalidCardError);
  EXPECT_THROW(parse_card("S11"), InvalidCardError);
  EXPECT_THROW(parse_cards("SA SA SA"), InvalidCardError);
}

TEST(notation_formats_canonically_and_round_trips) {
  const CardSet set = parse_cards("HR, sb  SA\tH10 \u2660a");
  CHECK_EQ(format_cards(set), std::string("HT SA SA SB HR"));
  CHECK(parse_cards(format_cards(set)) == set);
  CHECK(parse_cards("").empty());
  CHECK(parse_cards(" ,, ").empty());
  const CardSet deck = CardSet::full_deck();
  CHECK(parse_cards(format_cards(deck)) == deck);
}
