// The per-deal card order of trick-taking games (tricktaking/trump_order.h), counted by hand.
#include "paiju/core/notation.h"
#include "paiju/tricktaking/leads.h"
#include "paiju/tricktaking/trick_winner.h"
#include "paiju/tricktaking/trump_order.h"
#include "paiju/tricktaking/units.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::tricktaking;

namespace {
int k(const char* card) { return parse_card(card); }
}  // namespace

TEST(trump_order_removes_the_level_rank_from_plain_suits) {
  const TrumpOrder order(static_cast<int>(Rank::Six), static_cast<int>(Suit::Hearts));  // level 6, hearts trump
  // Clubs: 2 3 4 5 [6 removed] 7 8 ... A -> positions 0 1 2 3 4 5 ... 11; 5 and 7 adjacent.
  CHECK_EQ(order.position(k("C5")), 3);
  CHECK_EQ(order.position(k("C7")), 4);
  CHECK_EQ(order.position(k("CA")), 11);
  CHECK_EQ(order.suit(k("C7")), static_cast<int>(Suit::Clubs));
  // The trump suit's own cards skip the level rank the same way.
  CHECK_EQ(order.suit(k("H7")), kTrump);
  CHECK_EQ(order.position(k("H5")) + 1, order.position(k("H7")));
}

TEST(trump_order_trump_chain_and_equal_off_suit_level_cards) {
  const TrumpOrder order(static_cast<int>(Rank::Five), static_cast<int>(Suit::Clubs));  // level 5, clubs trump
  // Trump A (11) < off-suit level (12) < trump level (13) < small joker (14) < big joker (15).
  CHECK_EQ(order.position(k("CA")), 11);
  CHECK_EQ(order.position(k("S5")), kOffLevel);
  CHECK_EQ(order.position(k("H5")), kOffLevel);
  CHECK_EQ(order.position(k("C5")), kTrumpLevel);
  CHECK_EQ(order.position(k("SB")), kSmallJokerPosition);
  CHECK_EQ(order.position(k("HR")), kBigJokerPosition);
  CHECK(order.equal(k("S5"), k("H5")) && !order.equal(k("S5"), k("C5")));
  CHECK(order.above(k("C2"), k("SA")));   // the lowest trump beats a plain ace
  CHECK(!order.above(k("SA"), k("HK")));  // plain cards of another suit never rank above
  CHECK(order.above(k("HK"), k("HQ")));
}

TEST(trump_order_no_trump_level_pair_small_joker_big_joker) {
  const TrumpOrder order(static_cast<int>(Rank::Ten), kNoTrumpSuit);
  CHECK(order.no_trump());
  CHECK_EQ(order.suit(k("CA")), static_cast<int>(Suit::Clubs));  // no trump suit: aces are plain
  CHECK_EQ(order.suit(k("CT")), kTrump);
  // All level cards equal, right below the small joker: level - SB - BJ adjacent.
  CHECK(order.equal(k("ST"), k("DT")));
  CHECK_EQ(order.position(k("ST")) + 1, order.position(k("SB")));
  CHECK_EQ(order.position(k("SB")) + 1, order.position(k("HR")));
}


TEST(units_longest_tractor_first_pairs_whole) {
  const TrumpOrder order(static_cast<int>(Rank::Five), static_cast<int>(Suit::Clubs));
  // CA CA (11) S5 S5 H5 H5 (12, equal) C5 C5 (13) SB (14, single): tractor 11-12-13, a pair at 12,
  // the single small joker: sizes 6, 2, 1.
  std::vector<Unit> units;
  decompose(parse_cards("CA CA S5 S5 H5 H5 C5 C5 SB"), order, units);
  CHECK_EQ(units.size(), std::size_t{3});
  CHECK(units[0] == (Unit{3, 13}) && units[1] == (Unit{1, 12}) && units[2] == (Unit{0, 14}));
}


TEST(trick_winner_pairs_trumps_and_discards) {
  const TrumpOrder order(static_cast<int>(Rank::Five), static_cast<int>(Suit::Hearts));
  // Lead S9 S9: SQ SQ beats it (higher pair of the suit), H3 H3 beats that (a trump pair), SA SK
  // is no pair (a discard whatever its cards): seat 2 wins.
  std::vector<CardSet> plays{parse_cards("S9 S9"), parse_cards("SQ SQ"), parse_cards("H3 H3"), parse_cards("SA SK")};
  CHECK_EQ(trick_winner(plays, order), 2);
  // H3 D4 is no trump pair; SK SK beats SQ SQ: seat 3.
  plays = {parse_cards("S9 S9"), parse_cards("SQ SQ"), parse_cards("H3 D4"), parse_cards("SK SK")};
  CHECK_EQ(trick_winner(plays, order), 3);
  // Equal plays: the first wins (two off-suit level pairs are equal: S5 S5 led, C5 C5 follows).
  plays = {parse_cards("S5 S5"), parse_cards("C5 C5"), parse_cards("D2 D3"), parse_cards("C2 C3")};
  CHECK_EQ(trick_winner(plays, order), 0);
}


TEST(leads_are_counted_per_suit_and_sampled_within_one) {
  const TrumpOrder order(static_cast<int>(Rank::Two), static_cast<int>(Suit::Clubs));
  // Spades S3 S3 S4 S4: 3 x 3 - 1 = 8; hearts H5: 1; trumps C9 and the level card D2: 2 x 2 - 1 = 3.
  const CardSet hand = parse_cards("S3 S3 S4 S4 H5 C9 D2");
  CHECK_EQ(count_leads(hand, order), std::uint64_t{12});
  Rng rng(4);
  for (int i = 0; i < 200; ++i) {
    const CardSet lead = sample_lead(hand, order, rng);
    CHECK(!lead.empty() && hand.includes(lead) && common_suit(lead, order) >= 0);
  }
}
