// Liangfutou's signature cases (paiju-cli signature, tools/signature.cpp): legal moves of dealt
// and endgame hands with exact joker counts, with and without a called card, following each kind
// of lead, readings of random card sets (classify), and random-play matches of two rule variants.
//
// Every case hashes the moves generated in order (tools/hasher.h). Do not edit a row of a table
// without regenerating benchmarks/bench_signature.txt.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "paiju/core/deal.h"
#include "paiju/core/rng.h"
#include "paiju/games/liangfutou/movegen.h"
#include "paiju/games/liangfutou/game.h"
#include "paiju/tools/game_parts.h"
#include "paiju/tools/signature_cases.h"

namespace paiju::liangfutou {

static std::uint64_t move_hash(const Move& m) { return tools::move_fields_hash(m.cards, static_cast<int>(m.kind), m.key); }

namespace {

using namespace paiju::tools;

enum class LSource {
  Hand27,    // a dealt 27-card hand, jokers forced to an exact count by trading with the other
             // hands; following: a uniform lead (of a given kind, or any) of 27 other cards
  Endgame,   // 1..12 random cards of a dealt hand; following: a lead of 1..12 other cards
  Classify,  // classify() of 1..10 random cards of the deck (even positions) or of the cards of
             // a random lead of such cards (odd positions; the called kind redrawn when the lead
             // does not hold it exactly once)
};

inline constexpr int kJokersAsDealt = -1;

struct LiangfutouCase {
  const char* name;
  LSource source;
  int count;
  std::uint64_t seed;       // positions from Rng(seed, 2)
  int jokers;               // exact jokers in the hand (Hand27), or kJokersAsDealt
  bool follow;
  Kind target;  // the kind of the lead to follow; Pass: any kind
  bool called;              // a called card: a kind the hand (or card set) holds exactly once
};

using LK = Kind;

// The Liangfutou position cases. Do not edit a row without regenerating bench_signature.txt.
constexpr LiangfutouCase kLiangfutouCases[] = {
    // Leading and following from dealt hands, with and without a called card.
    {"liangfutou lead, dealt 27-card hand, no called card", LSource::Hand27, 1000, 101, kJokersAsDealt, false, LK::Pass, false},
    {"liangfutou lead, dealt 27-card hand, calling one of its single cards", LSource::Hand27, 500, 102, kJokersAsDealt, false, LK::Pass, true},
    {"liangfutou follow of a random lead of another dealt hand", LSource::Hand27, 1000, 103, kJokersAsDealt, true, LK::Pass, false},
    {"liangfutou follow of a random lead, with a called card", LSource::Hand27, 500, 104, kJokersAsDealt, true, LK::Pass, true},
    // Exact joker counts when leading: every way jokers fill a deficit, the joker bomb.
    {"liangfutou lead with 1 joker", LSource::Hand27, 300, 105, 1, false, LK::Pass, false},
    {"liangfutou lead with 2 jokers", LSource::Hand27, 300, 106, 2, false, LK::Pass, false},
    {"liangfutou lead with 3 jokers", LSource::Hand27, 300, 107, 3, false, LK::Pass, false},
    {"liangfutou lead with 4 jokers, calling a single card", LSource::Hand27, 300, 108, 4, false, LK::Pass, true},
    // Following one kind of lead with exact joker counts.
    {"liangfutou follow of a single with 2 jokers", LSource::Hand27, 300, 109, 2, true, LK::Single, false},
    {"liangfutou follow of a pair with 2 jokers", LSource::Hand27, 300, 110, 2, true, LK::Pair, false},
    {"liangfutou follow of a triple with 1 joker", LSource::Hand27, 300, 111, 1, true, LK::Triple, false},
    {"liangfutou follow of a straight with 2 jokers", LSource::Hand27, 300, 112, 2, true, LK::Straight, false},
    {"liangfutou follow of a pair run with 3 jokers", LSource::Hand27, 300, 113, 3, true, LK::PairRun, false},
    {"liangfutou follow of a bomb with 4 jokers", LSource::Hand27, 300, 114, 4, true, LK::Bomb, false},
    {"liangfutou follow of a bomb with 0 jokers, with a called card", LSource::Hand27, 300, 115, 0, true, LK::Bomb, true},
    // Endgames: small hands.
    {"liangfutou endgame lead, 1..12 cards of a dealt hand", LSource::Endgame, 2000, 116, kJokersAsDealt, false, LK::Pass, false},
    {"liangfutou endgame follow, 1..12 cards vs a lead of 1..12 cards", LSource::Endgame, 2000, 117, kJokersAsDealt, true, LK::Pass, false},
    // Readings of arbitrary card sets.
    {"liangfutou classify 1..10 random cards, or a combination of them", LSource::Classify, 2000, 118, kJokersAsDealt, false, LK::Pass, false},
    {"liangfutou classify random cards or a combination, one called", LSource::Classify, 2000, 119, kJokersAsDealt, false, LK::Pass, true},
};

int joker_count(const CardSet& cards) { return cards.count(kSmallJoker) + cards.count(kBigJoker); }

// A kind `cards` holds exactly once, uniformly, or kNoCalledCard.
int random_single_kind(Rng& rng, const CardSet& cards) {
  std::vector<int> singles;
  cards.for_each_kind([&](int kind, int copies) {
    if (copies == 1) singles.push_back(kind);
  });
  if (singles.empty()) return kNoCalledCard;
  return singles[rng.uniform(static_cast<std::uint32_t>(singles.size()))];
}

Hasher liangfutou_positions(const LiangfutouCase& c) {
  Hasher hasher;
  Rng rng(c.seed, 2);
  MoveList scratch, out;
  for (int i = 0; i < c.count; ++i) {
    out.clear();
    CardSet hand, other;
    int called = kNoCalledCard;
    if (c.source == LSource::Classify) {
      const Deal deal = deal_cards(rng);
      CardSet cards = random_subset(rng, deal.hands[0], 1 + static_cast<int>(rng.uniform(10)));
      if (c.called) called = random_single_kind(rng, cards);
      if (i % 2 == 1) {  // the cards of a combination
        scratch.clear();
        generate_moves(cards, nullptr, called, scratch);
        cards = scratch[rng.uniform(static_cast<std::uint32_t>(scratch.size()))].cards;
        if (called != kNoCalledCard && cards.count(called) != 1) called = random_single_kind(rng, cards);
      }
      hasher.add_signed(called);
      classify(cards, called, out);
      hasher.add_list(out);
      continue;
    }
    Move to_beat;
    for (;;) {  // redraw until there is a lead of the wanted kind to follow
      const Deal deal = deal_cards(rng);
      hand = deal.hands[0];
      CardSet spare = deal.hands[1] + deal.hands[2] + deal.hands[3];
      if (c.source == LSource::Endgame) {
        hand = random_subset(rng, hand, 1 + static_cast<int>(rng.uniform(12)));
        other = random_subset(rng, deal.hands[1], 1 + static_cast<int>(rng.uniform(12)));
      } else {
        while (c.jokers != kJokersAsDealt && joker_count(hand) > c.jokers) {  // a joker for a natural card
          const int joker = random_card(rng, hand, is_joker);
          const int natural = random_card(rng, spare, [](int k) { return !is_joker(k); });
          hand.remove(joker), spare.add(joker), spare.remove(natural), hand.add(natural);
        }
        while (c.jokers != kJokersAsDealt && joker_count(hand) < c.jokers) {  // a natural card for a joker
          const int joker = random_card(rng, spare, is_joker);
          const int natural = random_card(rng, hand, [](int k) { return !is_joker(k); });
          hand.remove(natural), spare.add(natural), spare.remove(joker), hand.add(joker);
        }
        other = random_subset(rng, spare, 27);
      }
      if (c.called) called = random_single_kind(rng, hand);
      if (!c.follow) break;
      scratch.clear();
      generate_moves(other, nullptr, called, scratch);
      if (c.target != Kind::Pass) std::erase_if(scratch, [&](const Move& m) { return m.kind != c.target; });
      if (scratch.empty()) continue;
      to_beat = scratch[rng.uniform(static_cast<std::uint32_t>(scratch.size()))];
      break;
    }
    hasher.add_signed(called);
    generate_moves(hand, c.follow ? &to_beat : nullptr, called, out);
    hasher.add_list(out);
  }
  return hasher;
}

struct LiangfutouMatchCase {
  const char* name;
  bool variant;  // reveal_on_play off, solo_stake 2, max_deals 3 (else the jingdezhen defaults)
  std::uint64_t first_seed, last_seed;
};

// Random-play matches to their end: every legal list hashed, a uniform choice from
// Rng(seed, 0x1F70) applied; after every deal the scores, payments, result and next caller.
constexpr LiangfutouMatchCase kLiangfutouMatches[] = {
    {"liangfutou random-play matches, jingdezhen rules (8 deals), seeds 1..10", false, 1, 10},
    {"liangfutou random-play matches, reveal_on_play off, solo_stake 2, 3 deals, seeds 11..20", true, 11, 20},
};

Hasher liangfutou_matches(const LiangfutouMatchCase& c) {
  Rules rules = jingdezhen_rules();
  if (c.variant) {
    rules.reveal_on_play = false;
    rules.solo_stake = 2;
    rules.max_deals = 3;
  }
  return hash_random_deals<State, MoveList>(rules, c, 0x1F70, kWholeMatch, [](const State& state, Hasher& hasher) {
    for (int seat = 0; seat < kNumSeats; ++seat) hasher.add_signed(state.scores()[seat], state.last_payments()[seat]);
    hasher.add_signed(state.last_result(), state.caller());
  });
}

}  // namespace
}  // namespace paiju::liangfutou

// The tables above, in order (tools/game_parts.h).
template <> const std::vector<paiju::tools::SignatureTable> paiju::tools::Parts<paiju::liangfutou::Game>::signature{
    signature_table(liangfutou::kLiangfutouCases, &liangfutou::liangfutou_positions), signature_table(liangfutou::kLiangfutouMatches, &liangfutou::liangfutou_matches)};
