// Guandan's signature cases (paiju-cli signature, tools/signature.cpp): legal moves of dealt
// and endgame hands at random levels with exact wild counts, bombs to beat, readings of random
// card sets (classify), and random-play matches of three rule variants.
//
// Every case hashes the moves generated in order (tools/hasher.h). Do not edit a row of a table
// without regenerating benchmarks/bench_signature.txt.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "paiju/core/deal.h"
#include "paiju/core/rng.h"
#include "paiju/games/guandan/bench_positions.h"
#include "paiju/games/guandan/movegen.h"
#include "paiju/games/guandan/game.h"
#include "paiju/tools/game_parts.h"
#include "paiju/tools/signature_cases.h"

namespace paiju::guandan {

static std::uint64_t move_hash(const Move& m) { return tools::move_fields_hash(m.cards, static_cast<int>(m.kind), m.key); }

namespace {

using namespace paiju::tools;

enum class GSource {
  Hand27,      // bench_positions.h random_position: a dealt 27-card hand at a random level,
               // wilds forced to an exact count; following: a uniform lead of another hand
  Endgame,     // 1..12 random cards of a dealt hand; following: a uniform lead of 1..12
               // random cards of another hand
  BombTarget,  // a dealt 27-card hand following a uniform bomb (4+ of a rank, straight flush,
               // four kings) among the leads of another dealt hand
  Classify,    // classify() of 1..10 random cards of the deck (even positions) or of the cards
               // of a random lead of such cards (odd positions): every reading of the cards
};

struct GuandanCase {
  const char* name;
  GSource source;
  int count;           // positions
  std::uint64_t seed;  // positions from Rng(seed, 1)
  int wilds;           // exact heart level cards in the hand (Hand27), or kWildsAsDealt
  bool follow;
  bool joker_pair;     // Rules::full_house_joker_pair
};

constexpr int kAsDealt = kWildsAsDealt;

// The Guandan position cases. Do not edit a row without regenerating bench_signature.txt.
constexpr GuandanCase kGuandanCases[] = {
    // Leading from dealt 27-card hands at random levels: wilds as dealt, then exactly 0/1/2.
    {"guandan lead, dealt 27-card hand, wilds as dealt", GSource::Hand27, 1000, 1, kAsDealt, false, true},
    {"guandan lead, 27-card hand with 0 wilds", GSource::Hand27, 400, 2, 0, false, true},
    {"guandan lead, 27-card hand with 1 wild", GSource::Hand27, 400, 3, 1, false, true},
    {"guandan lead, 27-card hand with 2 wilds", GSource::Hand27, 400, 4, 2, false, true},
    // Following a random lead of another dealt hand, same wild counts.
    {"guandan follow, dealt 27-card hand, wilds as dealt", GSource::Hand27, 1000, 5, kAsDealt, true, true},
    {"guandan follow, 27-card hand with 0 wilds", GSource::Hand27, 400, 6, 0, true, true},
    {"guandan follow, 27-card hand with 1 wild", GSource::Hand27, 400, 7, 1, true, true},
    {"guandan follow, 27-card hand with 2 wilds", GSource::Hand27, 400, 8, 2, true, true},
    // The option full_house_joker_pair off (no joker pair in a full house).
    {"guandan lead, 2 wilds, full_house_joker_pair off", GSource::Hand27, 300, 9, 2, false, false},
    {"guandan follow, wilds as dealt, full_house_joker_pair off", GSource::Hand27, 300, 10, kAsDealt, true, false},
    // Endgames: small hands, leading and following a small hand's lead.
    {"guandan endgame lead, 1..12 cards of a dealt hand", GSource::Endgame, 2000, 11, kAsDealt, false, true},
    {"guandan endgame follow, 1..12 cards vs a lead of 1..12 cards", GSource::Endgame, 2000, 12, kAsDealt, true, true},
    // Bombs to beat: bomb order (size, straight flush, four kings).
    {"guandan follow of a bomb of another dealt hand", GSource::BombTarget, 500, 13, kAsDealt, true, true},
    // Readings of arbitrary card sets (classify), both option values.
    {"guandan classify 1..10 random cards, or a combination of them", GSource::Classify, 3000, 14, kAsDealt, false, true},
    {"guandan classify random cards or a combination, joker pair off", GSource::Classify, 1000, 15, kAsDealt, false, false},
};

Move random_lead(Rng& rng, const CardSet& hand, Level level, const Rules& rules,
                          MoveList& scratch) {
  scratch.clear();
  generate_moves(hand, level, rules, nullptr, scratch);
  return scratch[rng.uniform(static_cast<std::uint32_t>(scratch.size()))];
}

Hasher guandan_positions(const GuandanCase& c) {
  Hasher hasher;
  Rng rng(c.seed, 1);
  Rules rules;
  rules.full_house_joker_pair = c.joker_pair;
  MoveList scratch, out;
  for (int i = 0; i < c.count; ++i) {
    out.clear();
    switch (c.source) {
      case GSource::Hand27: {
        const BenchPosition p = random_position(rng, c.wilds, c.follow, scratch);
        hasher.add(static_cast<std::uint64_t>(p.level.rank));
        generate_moves(p.hand, p.level, rules, c.follow ? &p.to_beat : nullptr, out);
        break;
      }
      case GSource::Endgame: {
        const Level level{static_cast<int>(rng.uniform(kNumRanks))};
        const Deal deal = deal_cards(rng);
        const CardSet hand = random_subset(rng, deal.hands[0], 1 + static_cast<int>(rng.uniform(12)));
        Move to_beat;
        if (c.follow) {
          const CardSet other = random_subset(rng, deal.hands[1], 1 + static_cast<int>(rng.uniform(12)));
          to_beat = random_lead(rng, other, level, rules, scratch);
        }
        hasher.add(static_cast<std::uint64_t>(level.rank));
        generate_moves(hand, level, rules, c.follow ? &to_beat : nullptr, out);
        break;
      }
      case GSource::BombTarget: {
        Level level;
        Deal deal;
        do {  // redraw until the other hand has a bomb to lead
          level = Level{static_cast<int>(rng.uniform(kNumRanks))};
          deal = deal_cards(rng);
          scratch.clear();
          generate_moves(deal.hands[1], level, rules, nullptr, scratch);
          std::erase_if(scratch, [](const Move& m) { return !is_bomb_type(m.kind); });
        } while (scratch.empty());
        const Move to_beat = scratch[rng.uniform(static_cast<std::uint32_t>(scratch.size()))];
        hasher.add(static_cast<std::uint64_t>(level.rank));
        generate_moves(deal.hands[0], level, rules, &to_beat, out);
        break;
      }
      case GSource::Classify: {
        const Level level{static_cast<int>(rng.uniform(kNumRanks))};
        const Deal deal = deal_cards(rng);
        CardSet cards = random_subset(rng, deal.hands[0], 1 + static_cast<int>(rng.uniform(10)));
        if (i % 2 == 1) cards = random_lead(rng, cards, level, rules, scratch).cards;  // a combination
        hasher.add(static_cast<std::uint64_t>(level.rank));
        classify(cards, level, rules, out);
        break;
      }
    }
    hasher.add_list(out);
  }
  return hasher;
}

enum class GRulesVariant {
  Competition,  // the defaults (competition preset)
  Suqian,       // streak_bonus on
  ShortTarget,  // target_level 4, a_fail_limit 1, a_fail_counts partner_last, return_max 0 (any
                // card), double_tribute_tie previous_before_first, scoring none, joker pair off,
                // max_deals 12: matches decided in a few deals, A-level rules exercised
};

struct GuandanMatchCase {
  const char* name;
  GRulesVariant rules;
  std::uint64_t first_seed, last_seed;  // new_match(rules, seed) for each seed
  int deals;                            // deals played per match (or until it is over)
};

// Random-play matches: every decision's legal list is hashed, then a uniform choice from
// Rng(seed, 0x5167) is applied; after every deal the levels, scores, finish order and the next
// deal's tribute are hashed.
constexpr GuandanMatchCase kGuandanMatches[] = {
    {"guandan random-play matches, competition rules, seeds 1..12, 4 deals (tribute, return)",
     GRulesVariant::Competition, 1, 12, 4},
    {"guandan random-play matches, suqian rules (streak bonus), seeds 13..18, 6 deals", GRulesVariant::Suqian, 13, 18,
     6},
    {"guandan random-play matches, short target 4 and rule variants, seeds 19..30, to the end",
     GRulesVariant::ShortTarget, 19, 30, 1000},
};

Rules guandan_rules(GRulesVariant variant) {
  Rules rules = competition_rules();
  if (variant == GRulesVariant::Suqian) rules = suqian_rules();
  if (variant == GRulesVariant::ShortTarget) {
    rules.target_level = static_cast<int>(Rank::Four);
    rules.a_fail_limit = 1;
    rules.a_fail_counts = AFailCounts::PartnerLast;
    rules.return_max = 0;
    rules.double_tribute_tie = DoubleTributeTie::PreviousBeforeFirst;
    rules.scoring = Scoring::None;
    rules.full_house_joker_pair = false;
    rules.max_deals = 12;
  }
  return rules;
}

Hasher guandan_matches(const GuandanMatchCase& c) {
  return hash_random_deals<State, MoveList>(guandan_rules(c.rules), c, 0x5167, c.deals, [](const State& state, Hasher& hasher) {
    const MatchProgress& p = state.progress();
    for (int team = 0; team < 2; ++team) hasher.add_signed(p.levels[team], p.scores[team], p.a_failures[team]);
    hasher.add_signed(p.deal_level, p.match_winner, p.last_gain);
    for (int seat = 0; seat < kNumSeats; ++seat) hasher.add_signed(state.previous_finish()[seat], state.returns()[seat]);
    hasher.add_signed(state.tribute_kind());
  });
}

}  // namespace
}  // namespace paiju::guandan

// The tables above, in order (tools/game_parts.h).
template <> const std::vector<paiju::tools::SignatureTable> paiju::tools::Parts<paiju::guandan::Game>::signature{
    signature_table(guandan::kGuandanCases, &guandan::guandan_positions), signature_table(guandan::kGuandanMatches, &guandan::guandan_matches)};
