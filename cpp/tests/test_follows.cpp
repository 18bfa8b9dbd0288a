// Following a lead, listing leads and failed throws (tricktaking/follows.h, leads.h, throws.h),
// counted by hand. Positions with level 2 and hearts trump number the plain spades
// 3=0 4=1 5=2 6=3 7=4 8=5 9=6 T=7 J=8 Q=9 K=10 A=11 (the level rank 2 removed).
#include <set>
#include <utility>
#include <vector>

#include "paiju/core/deal.h"
#include "paiju/core/notation.h"
#include "paiju/core/rng.h"
#include "paiju/tricktaking/follows.h"
#include "paiju/tricktaking/leads.h"
#include "paiju/tricktaking/throws.h"
#include "paiju/tricktaking/trump_order.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::tricktaking;

namespace {

const TrumpOrder kTwoHearts(static_cast<int>(Rank::Two), static_cast<int>(Suit::Hearts));

std::set<std::pair<std::uint64_t, std::uint64_t>> follows_of(const CardSet& hand, const CardSet& lead, const TrumpOrder& order) {
  std::set<std::pair<std::uint64_t, std::uint64_t>> out;
  std::size_t calls = 0;
  for_each_follow(hand, lead, order, [&](const CardSet& play) {
    ++calls;
    out.insert({play.once_bits(), play.twice_bits()});
  });
  CHECK_EQ(calls, out.size());  // each follow once
  return out;
}

// count_follows, the listing and is_legal_follow of every listed play agree; returns the count.
std::uint64_t checked_count(const char* hand_text, const char* lead_text, const TrumpOrder& order) {
  const CardSet hand = parse_cards(hand_text), lead = parse_cards(lead_text);
  const auto listed = follows_of(hand, lead, order);
  const std::uint64_t count = count_follows(hand, lead, order);
  CHECK_EQ(count, listed.size());
  for (const auto& [once, twice] : listed) CHECK(is_legal_follow(hand, lead, CardSet::from_words(once, twice), order));
  return count;
}

}  // namespace

TEST(follows_pair_lead_must_play_a_pair) {
  // Lead S4 S4; spades held: pairs A K Q J, singles 9 8 7. One of the 4 pairs: 4 follows.
  CHECK_EQ(checked_count("SA SA SK SK SQ SQ SJ SJ S9 S8 S7 H2 H3", "S4 S4", kTwoHearts), std::uint64_t{4});
  // Lead S4 S4 S5 (pair + single): a pair and one of the 6 other spade kinds: 4 x 6 = 24.
  CHECK_EQ(checked_count("SA SA SK SK SQ SQ SJ SJ S9 S8 S7 H2 H3", "S4 S4 S5", kTwoHearts), std::uint64_t{24});
  // No spade pair: any two different spades of 3: C(3, 2) = 3.
  CHECK_EQ(checked_count("SA SK SQ H3 H4", "S4 S4", kTwoHearts), std::uint64_t{3});
  CHECK(!is_legal_follow(parse_cards("SA SA SK SK SQ SQ SJ SJ S9 S8 S7 H2 H3"), parse_cards("S4 S4"),
                         parse_cards("SA SK"), kTwoHearts));
}

TEST(follows_tractor_lead_runs_and_pairs) {
  // Lead S3 S3 S4 S4; spade pairs at 11 10 9 8 and 6: the runs of two are 8-9, 9-10, 10-11: 3.
  CHECK_EQ(checked_count("SA SA SK SK SQ SQ SJ SJ S9 S9 S7 H3", "S3 S3 S4 S4", kTwoHearts), std::uint64_t{3});
  // Lead a 3-tractor; pairs at 11 10 6 4, no run of three: any three of the four pairs, C(4, 3) = 4.
  CHECK_EQ(checked_count("SA SA SK SK S9 S9 S7 S7 H3", "S3 S3 S4 S4 S5 S5", kTwoHearts), std::uint64_t{4});
  // A throw of two 2-tractors (3-4, J-Q) against pairs 5 6 7 8 9 (one block 2..6) and a single S3:
  // four of the five pairs splitting into two runs of two: drop 5, drop 9 or drop 7: 3.
  CHECK_EQ(checked_count("S5 S5 S6 S6 S7 S7 S8 S8 S9 S9 S3 H4", "S3 S3 S4 S4 SJ SJ SQ SQ", kTwoHearts), std::uint64_t{3});
  CHECK(!is_legal_follow(parse_cards("S5 S5 S6 S6 S7 S7 S8 S8 S9 S9 S3 H4"), parse_cards("S3 S3 S4 S4 SJ SJ SQ SQ"),
                         parse_cards("S5 S5 S7 S7 S8 S8 S9 S9"), kTwoHearts));
}

TEST(follows_through_the_off_suit_level_pairs) {
  // Trump C, level 5: lead CA CA S5 S5 (11-12). Trump pairs CK (10), H5 and D5 (both 12, equal),
  // C5 (13): the runs of two are H5-C5 and D5-C5: 2.
  const TrumpOrder five_clubs(static_cast<int>(Rank::Five), static_cast<int>(Suit::Clubs));
  CHECK_EQ(checked_count("H5 H5 D5 D5 C5 C5 CK CK C3", "CA CA S5 S5", five_clubs), std::uint64_t{2});
  // Without C5 C5 no run: any two of the pairs CK, H5, D5: 3.
  CHECK_EQ(checked_count("H5 H5 D5 D5 CK CK C3", "CA CA S5 S5", five_clubs), std::uint64_t{3});
  // No-trump, level T: level pairs HT, DT (equal) - small joker - big joker: HT-SB, DT-SB, SB-HR: 3.
  const TrumpOrder ten_none(static_cast<int>(Rank::Ten), kNoTrumpSuit);
  CHECK_EQ(checked_count("HT HT DT DT SB SB HR HR CT", "ST ST SB SB", ten_none), std::uint64_t{3});
}

TEST(follows_void_and_short_hands) {
  const TrumpOrder nine_spades(static_cast<int>(Rank::Nine), static_cast<int>(Suit::Spades));
  // Void in hearts: 3-card sub-multisets of SA SA SK C2 C3 C4 D5 D6 (7 kinds, SA twice):
  // C(7, 3) = 35 without the SA pair, 1 x 6 with it: 41.
  CHECK_EQ(checked_count("SA SA SK C2 C3 C4 D5 D6", "H7 H7 H8", nine_spades), std::uint64_t{41});
  // Two hearts for a 3-card lead: H2 H3 plus one of the 4 other cards: 4.
  CHECK_EQ(checked_count("H2 H3 SA SK C4 D5", "H7 H7 H8", nine_spades), std::uint64_t{4});
  CHECK(!is_legal_follow(parse_cards("H2 H3 SA SK C4 D5"), parse_cards("H7 H7 H8"), parse_cards("H2 SA SK"), nine_spades));
}

TEST(sample_follow_draws_only_legal_follows_and_all_of_them) {
  const CardSet hand = parse_cards("S5 S5 S6 S6 S7 S7 S8 S8 S9 S9 S3 H4");
  const CardSet lead = parse_cards("S3 S3 S4 S4 SJ SJ SQ SQ");
  const auto listed = follows_of(hand, lead, kTwoHearts);
  std::set<std::pair<std::uint64_t, std::uint64_t>> seen;
  Rng rng(7);
  for (int i = 0; i < 300; ++i) {
    const CardSet play = sample_follow(hand, lead, kTwoHearts, rng);
    CHECK(listed.count({play.once_bits(), play.twice_bits()}) == 1);
    seen.insert({play.once_bits(), play.twice_bits()});
  }
  CHECK_EQ(seen.size(), listed.size());
}

TEST(for_each_lead_lists_every_lead_once) {
  // Level 2, trump C: spades S3 S3 S4 S4 give 3 x 3 - 1 = 8 leads, H5 one: 9.
  const TrumpOrder two_clubs(static_cast<int>(Rank::Two), static_cast<int>(Suit::Clubs));
  const CardSet hand = parse_cards("S3 S3 S4 S4 H5");
  std::set<std::pair<std::uint64_t, std::uint64_t>> leads;
  int calls = 0;
  for_each_lead(hand, two_clubs, [&](const CardSet& lead) {
    ++calls;
    leads.insert({lead.once_bits(), lead.twice_bits()});
  });
  CHECK_EQ(calls, 9);
  CHECK_EQ(leads.size(), std::size_t{9});
  CHECK_EQ(count_leads(hand, two_clubs), std::uint64_t{9});
}

TEST(failed_throw_smallest_beatable_unit) {
  // Lead SA SA SK (pair + single); SA in another hand beats the single SK (11 > 10): SK fails.
  const std::vector<CardSet> hands{parse_cards("H3"), parse_cards("SA D4")};
  auto failed = failed_throw_unit(parse_cards("SA SA SK"), hands, kTwoHearts);
  CHECK(failed.has_value() && failed->cards == parse_cards("SK") && failed->unit == (Unit{0, 10}));
  // Trumping does not count: H3 is no spade. A one-unit lead never fails.
  const std::vector<CardSet> trumps{parse_cards("H3 H3")};
  CHECK(!failed_throw_unit(parse_cards("SQ SQ SK"), trumps, kTwoHearts).has_value());
  CHECK(!failed_throw_unit(parse_cards("S3"), hands, kTwoHearts).has_value());
  // Trump C, level 5: CA CA S5 S5 H5 H5 C5 C5 = tractor CA-S5-C5 (S5, the greater token) + pair
  // H5 H5 (12). SB SB beats the pair, not the tractor: H5 H5 fails.
  const TrumpOrder five_clubs(static_cast<int>(Rank::Five), static_cast<int>(Suit::Clubs));
  const std::vector<CardSet> jokers{parse_cards("SB SB")};
  failed = failed_throw_unit(parse_cards("CA CA S5 S5 H5 H5 C5 C5"), jokers, five_clubs);
  CHECK(failed.has_value() && failed->cards == parse_cards("H5 H5") && failed->unit == (Unit{1, kOffLevel}));
  // Lead S3 S3 S4 S4 SA (tractor 0-1 + the unbeatable single SA): S6 S6 S7 S7 (3-4) beats the
  // tractor; two pairs S6 S6 S8 S8 (not adjacent) do not.
  const std::vector<CardSet> tractor{parse_cards("S6 S6 S7 S7")}, apart{parse_cards("S6 S6 S8 S8")};
  failed = failed_throw_unit(parse_cards("S3 S3 S4 S4 SA"), tractor, kTwoHearts);
  CHECK(failed.has_value() && failed->cards == parse_cards("S3 S3 S4 S4") && failed->unit == (Unit{2, 1}));
  CHECK(!failed_throw_unit(parse_cards("S3 S3 S4 S4 SA"), apart, kTwoHearts).has_value());
}

TEST(follows_count_list_check_and_sample_agree_in_random_play) {
  // Random play of 400 deals (25-card hands, the leader's 33 with the kitty): uniform leads,
  // follows checked three ways (count = listing, every listed play legal, a sampled play listed)
  // before a sampled one is played. Big hands the Python reference is too slow for.
  Rng rng(11);
  long checked = 0;
  for (int d = 0; d < 400; ++d) {
    Deal deal = deal_cards(rng, 8);
    deal.hands[0] += deal.kitty;
    const TrumpOrder order(static_cast<int>(rng.uniform(13)), static_cast<int>(rng.uniform(5)) - 1);
    int leader = 0;
    while (!deal.hands[leader].empty()) {
      const CardSet lead = sample_lead(deal.hands[leader], order, rng);
      deal.hands[leader] -= lead;
      for (int i = 1; i < 4; ++i) {
        CardSet& hand = deal.hands[static_cast<std::size_t>((leader + i) % 4)];
        if (hand.size() < lead.size()) continue;
        const std::uint64_t count = count_follows(hand, lead, order);
        if (count <= 5000) {
          const auto listed = follows_of(hand, lead, order);
          CHECK_EQ(count, listed.size());
          for (const auto& [once, twice] : listed) CHECK(is_legal_follow(hand, lead, CardSet::from_words(once, twice), order));
          const CardSet sampled = sample_follow(hand, lead, order, rng);
          CHECK(listed.count({sampled.once_bits(), sampled.twice_bits()}) == 1);
          ++checked;
        }
        hand -= sample_follow(hand, lead, order, rng);
      }
      leader = static_cast<int>(rng.uniform(4));
    }
  }
  CHECK(checked > 10000);
}
