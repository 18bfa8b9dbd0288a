// paiju-cli signature: one hash of everything the engines generate on a fixed list of cases.
//
// For every game in the tree, a fixed list of cases (the tables below, one commented row per
// case): legal-move generation on positions drawn from fixed seeds (leading and following,
// wilds/jokers forced to exact counts, endgame hands, rule options), classification of random
// card sets, and whole random-play matches (State::new_match, legal_moves, apply) from fixed
// seeds, so that a change in match logic (tribute, calling, trick order, levels, payments) is
// seen too. Every generated move is hashed from its fields (cards as the two CardSet words,
// type or kind, key) in the order generated; every list is hashed with its length; trajectories
// also hash the index chosen and the scores after every deal. Per game the case hashes are
// folded in table order; `total` folds the games.
//
// The hash is a local copy of SplitMix64's finaliser, so it does not move when the engine's own
// hashes (CardSet::hash, Rng) change — but the card kind numbering (core/card.h), Rng and
// deal_cards (which draw the positions) and move order are part of what is signed: a change
// to any of them changes the signature, as it changes what seeded games do.
//
// Nothing depends on timing, options of bench, the thread count or the machine: the line is
// compared byte for byte with benchmarks/bench_signature.txt by `paiju-cli signature --check`.
// When a change is meant to alter generated moves or match logic, regenerate that file with
// `paiju-cli signature | tail -1 > benchmarks/bench_signature.txt` and say why in the commit.
#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "paiju/core/deal.h"
#include "paiju/core/rng.h"
#include "paiju/games/guandan/bench_positions.h"
#include "paiju/games/guandan/movegen.h"
#include "paiju/games/guandan/state.h"
#include "paiju/games/liangfutou/movegen.h"
#include "paiju/games/liangfutou/state.h"
#include "paiju/games/shengji/state.h"
#include "paiju/tools/tools.h"

namespace paiju::tools {
namespace {

// SplitMix64's finaliser (a bijection), kept here so that the signature owns its hash.
constexpr std::uint64_t fmix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::uint64_t move_fields_hash(const CardSet& cards, int type, int key) {
  std::uint64_t h = fmix(cards.once_bits() + 0x243F6A8885A308D3ULL);
  h = fmix(h ^ (cards.twice_bits() + 0x13198A2E03707344ULL));
  return fmix(h ^ (static_cast<std::uint64_t>(type) << 8 | static_cast<std::uint64_t>(key)));
}
std::uint64_t move_hash(const guandan::Move& m) {
  return move_fields_hash(m.cards, static_cast<int>(m.type), m.key);
}
std::uint64_t move_hash(const liangfutou::Move& m) {
  return move_fields_hash(m.cards, static_cast<int>(m.kind), m.key);
}
std::uint64_t move_hash(const shengji::Move& m) { return move_fields_hash(m.cards, static_cast<int>(m.kind), 0); }

// An order-sensitive running hash with counts.
struct Hasher {
  std::uint64_t h = 0x6A09E667F3BCC908ULL;
  std::uint64_t lists = 0, moves = 0;

  void add(std::uint64_t v) { h = fmix((h ^ v) + 0x9E3779B97F4A7C15ULL); }
  void add_signed(int v) { add(static_cast<std::uint64_t>(static_cast<std::int64_t>(v))); }
  template <class Move>
  void add_list(const std::vector<Move>& list) {
    add(0x4C157ULL ^ list.size());
    for (const Move& m : list) add(move_hash(m));
    ++lists;
    moves += list.size();
  }
};

// Plays the current deal of `state` to its end with uniformly random moves from `rng`, hashing
// every legal list and every choice.
template <class State, class MoveList>
void play_deal_hashed(State& state, Rng& rng, MoveList& legal, Hasher& hasher) {
  const int deal = state.deal_index();
  while (!state.is_terminal() && state.deal_index() == deal) {
    legal.clear();
    state.legal_moves(legal);
    hasher.add_list(legal);
    const std::uint32_t choice = rng.uniform(static_cast<std::uint32_t>(legal.size()));
    hasher.add(choice);
    state.apply(legal[choice]);
  }
}

// Every card of `set`, one entry per copy, in canonical order.
std::vector<int> cards_of(const CardSet& set) {
  std::vector<int> out;
  set.for_each_card([&](int kind) { out.push_back(kind); });
  return out;
}

// `n` cards drawn uniformly without replacement from `set` (n <= its size).
CardSet random_subset(Rng& rng, const CardSet& set, int n) {
  std::vector<int> cards = cards_of(set);
  rng.shuffle(cards.data(), static_cast<std::uint32_t>(cards.size()));
  CardSet out;
  for (int i = 0; i < n; ++i) out.add(cards[static_cast<std::size_t>(i)]);
  return out;
}

// A card of `set` drawn uniformly among those for which `accept(kind)` holds (one must exist).
template <class Accept>
int random_card(Rng& rng, const CardSet& set, Accept accept) {
  std::vector<int> cards;
  set.for_each_card([&](int kind) {
    if (accept(kind)) cards.push_back(kind);
  });
  return cards[rng.uniform(static_cast<std::uint32_t>(cards.size()))];
}

// =========================================================================================
// Guandan
// =========================================================================================

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

constexpr int kAsDealt = guandan::kWildsAsDealt;

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

guandan::Move random_lead(Rng& rng, const CardSet& hand, guandan::Level level, const guandan::Rules& rules,
                          guandan::MoveList& scratch) {
  scratch.clear();
  guandan::generate_moves(hand, level, rules, nullptr, scratch);
  return scratch[rng.uniform(static_cast<std::uint32_t>(scratch.size()))];
}

Hasher guandan_positions(const GuandanCase& c) {
  using namespace paiju::guandan;
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
          std::erase_if(scratch, [](const Move& m) { return !is_bomb_type(m.type); });
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

guandan::Rules guandan_rules(GRulesVariant variant) {
  using namespace paiju::guandan;
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
  using namespace paiju::guandan;
  Hasher hasher;
  MoveList legal;
  const Rules rules = guandan_rules(c.rules);
  for (std::uint64_t seed = c.first_seed; seed <= c.last_seed; ++seed) {
    State state = State::new_match(rules, seed);
    Rng rng(seed, 0x5167);
    for (int d = 0; d < c.deals && !state.is_terminal(); ++d) {
      play_deal_hashed(state, rng, legal, hasher);
      const MatchProgress& p = state.progress();
      for (int team = 0; team < 2; ++team) {
        hasher.add_signed(p.levels[team]);
        hasher.add_signed(p.scores[team]);
        hasher.add_signed(p.a_failures[team]);
      }
      hasher.add_signed(p.deal_level);
      hasher.add_signed(p.match_winner);
      hasher.add_signed(p.last_gain);
      for (int seat = 0; seat < kNumSeats; ++seat) {
        hasher.add_signed(state.previous_finish()[seat]);
        hasher.add_signed(state.returns()[seat]);
      }
      hasher.add_signed(static_cast<int>(state.tribute_kind()));
    }
  }
  return hasher;
}

// =========================================================================================
// Liangfutou
// =========================================================================================

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
  liangfutou::Kind target;  // the kind of the lead to follow; Pass: any kind
  bool called;              // a called card: a kind the hand (or card set) holds exactly once
};

using LK = liangfutou::Kind;

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
  if (singles.empty()) return liangfutou::kNoCalledCard;
  return singles[rng.uniform(static_cast<std::uint32_t>(singles.size()))];
}

Hasher liangfutou_positions(const LiangfutouCase& c) {
  using namespace paiju::liangfutou;
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
  using namespace paiju::liangfutou;
  Hasher hasher;
  MoveList legal;
  Rules rules = jingdezhen_rules();
  if (c.variant) {
    rules.reveal_on_play = false;
    rules.solo_stake = 2;
    rules.max_deals = 3;
  }
  for (std::uint64_t seed = c.first_seed; seed <= c.last_seed; ++seed) {
    State state = State::new_match(rules, seed);
    Rng rng(seed, 0x1F70);
    while (!state.is_terminal()) {
      play_deal_hashed(state, rng, legal, hasher);
      for (int seat = 0; seat < kNumSeats; ++seat) {
        hasher.add_signed(state.scores()[seat]);
        hasher.add_signed(state.last_payments()[seat]);
      }
      hasher.add_signed(state.last_result());
      hasher.add_signed(state.caller());
    }
  }
  return hasher;
}

// ---------------------------------------------------------------------------------------------
// Shengji

struct ShengjiCase {
  const char* name;
  int level;          // rank 0..12
  int trump;          // 0..3, or -1 no-trump
  bool cross_suit;
  std::uint64_t seed;
  int deals;
};

// Positions from deals of 4 x 25 + 8 (Rng(seed, d)): the leads of a 25-card hand and of the
// dealer's 33 cards (listed when at most 20,000, else their count), then per other seat the
// follows of a lead sampled from seat 0's hand (Rng(seed ^ 0x5E9, d)), the trick winner of one
// sampled follow each, and the unit a sampled throw fails to (or none).
constexpr ShengjiCase kShengjiCases[] = {
    {"shengji plays, level 2, trump spades, deals 1..60", 0, 0, false, 1, 60},
    {"shengji plays, level 7, trump hearts (tractors across the removed 7), deals 1..60", 5, 1, false, 2, 60},
    {"shengji plays, level A, trump clubs (trump A ends at the off-suit level), deals 1..60", 12, 2, false, 3, 60},
    {"shengji plays, level 5, no-trump, deals 1..60", 3, -1, false, 4, 60},
    {"shengji plays, level K, trump diamonds, cross-suit throws, deals 1..40", 11, 3, true, 5, 40},
};

Hasher shengji_positions(const ShengjiCase& c) {
  using namespace paiju::shengji;
  Hasher hasher;
  MoveList list;
  const PlayRules rules{tricktaking::TrumpOrder(c.level, c.trump), c.cross_suit};
  const auto hash_plays = [&](const CardSet& hand, const CardSet* lead) {
    const std::uint64_t count = count_plays(hand, lead, rules);
    hasher.add(count);
    if (count > 20000) return;
    list.clear();
    legal_plays(hand, lead, rules, list);
    hasher.add_list(list);
  };
  for (int d = 0; d < c.deals; ++d) {
    Rng deal_rng(c.seed, static_cast<std::uint64_t>(d));
    const Deal deal = deal_cards(deal_rng, 8);
    hash_plays(deal.hands[1], nullptr);
    hash_plays(deal.hands[0] + deal.kitty, nullptr);
    Rng rng(c.seed ^ 0x5E9ULL, static_cast<std::uint64_t>(d));
    const CardSet lead = sample_play(deal.hands[0], nullptr, rules, rng).cards;
    std::array<CardSet, 4> trick{lead};
    for (int seat = 1; seat < kNumSeats; ++seat) {
      hash_plays(deal.hands[seat], &lead);
      trick[seat] = sample_play(deal.hands[seat], &lead, rules, rng).cards;
    }
    hasher.add_signed(trick_winner(trick.data(), kNumSeats, rules));
    const Move attempt = sample_play(deal.hands[0], nullptr, rules, rng);
    if (attempt.kind == Kind::Throw) hasher.add(move_hash(Move{failed_throw(attempt.cards, &deal.hands[1], 3, rules), Kind::Follow}));
  }
  return hasher;
}

struct ShengjiMatchCase {
  const char* name;
  bool five_ten_king;
  std::uint64_t first_seed, last_seed;
};

// Random-play matches of 3 deals: every move drawn with sample_move from Rng(seed, 0x5E97),
// the move and the move count hashed at every decision (every legal list when at most 512),
// after every deal the attackers' points, levels climbed, dealer and trump.
constexpr ShengjiMatchCase kShengjiMatches[] = {
    {"shengji random-play matches, standard (3 deals), seeds 1..12", false, 1, 12},
    {"shengji random-play matches, five_ten_king (3 deals), seeds 13..24", true, 13, 24},
};

Hasher shengji_matches(const ShengjiMatchCase& c) {
  using namespace paiju::shengji;
  Hasher hasher;
  MoveList legal;
  Rules rules = c.five_ten_king ? five_ten_king_rules() : standard_rules();
  rules.max_deals = 3;
  for (std::uint64_t seed = c.first_seed; seed <= c.last_seed; ++seed) {
    State state = State::new_match(rules, seed);
    Rng rng(seed, 0x5E97);
    while (!state.is_terminal()) {
      const int deal = state.deal_index();
      while (!state.is_terminal() && state.deal_index() == deal) {
        const std::uint64_t count = state.count_moves();
        hasher.add(count);
        if (count <= 512) {
          legal.clear();
          state.legal_moves(legal);
          hasher.add_list(legal);
        }
        const Move move = state.sample_move(rng);
        hasher.add(move_hash(move));
        state.apply(move);
      }
      hasher.add_signed(state.last_points());
      hasher.add_signed(state.last_gains()[0]);
      hasher.add_signed(state.last_gains()[1]);
      hasher.add_signed(state.dealer());
      hasher.add_signed(state.trump_suit());
    }
    hasher.add_signed(state.winner_team());
  }
  return hasher;
}

std::string hex(std::uint64_t v) {
  char text[17];
  std::snprintf(text, sizeof text, "%016" PRIx64, v);
  return text;
}

// Folds one case into its game's hash and prints it with --verbose.
void fold(Hasher& game, const char* name, const Hasher& c, bool verbose) {
  game.add(c.h);
  game.add(c.moves);
  game.lists += c.lists;
  game.moves += c.moves;
  if (verbose) {
    std::printf("%-92s %8llu lists %10llu moves  %s\n", name, static_cast<unsigned long long>(c.lists),
                static_cast<unsigned long long>(c.moves), hex(c.h).c_str());
  }
}

std::string trim(const std::string& s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

}  // namespace

std::string Signature::line() const {
  std::string out = "signature guandan=";
  out.append(hex(guandan));
  out.append(" liangfutou=");
  out.append(hex(liangfutou));
  out.append(" shengji=");
  out.append(hex(shengji));
  out.append(" total=");
  out.append(hex(total));
  return out;
}

Signature compute_signature(bool verbose) {
  Hasher g, l, sh;
  for (const GuandanCase& c : kGuandanCases) fold(g, c.name, guandan_positions(c), verbose);
  for (const GuandanMatchCase& c : kGuandanMatches) fold(g, c.name, guandan_matches(c), verbose);
  for (const LiangfutouCase& c : kLiangfutouCases) fold(l, c.name, liangfutou_positions(c), verbose);
  for (const LiangfutouMatchCase& c : kLiangfutouMatches) fold(l, c.name, liangfutou_matches(c), verbose);
  for (const ShengjiCase& c : kShengjiCases) fold(sh, c.name, shengji_positions(c), verbose);
  for (const ShengjiMatchCase& c : kShengjiMatches) fold(sh, c.name, shengji_matches(c), verbose);
  Hasher total;
  total.add(g.h);
  total.add(l.h);
  total.add(sh.h);
  Signature s;
  s.guandan = g.h;
  s.liangfutou = l.h;
  s.total = total.h;
  s.guandan_moves = g.moves;
  s.liangfutou_moves = l.moves;
  s.shengji = sh.h;
  s.shengji_moves = sh.moves;
  return s;
}

int check_signature(const Signature& signature, const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "paiju-cli: cannot read the expected signature file '%s'\n", path.c_str());
    return 1;
  }
  std::string line, expected;
  while (std::getline(in, line)) {
    if (!trim(line).empty()) expected = trim(line);
  }
  const std::string actual = signature.line();
  if (expected == actual) {
    std::fprintf(stderr, "signature OK: matches %s\n", path.c_str());
    return 0;
  }
  std::fprintf(stderr,
               "paiju-cli: SIGNATURE MISMATCH — the moves generated or the match logic changed.\n"
               "  expected (%s): %s\n"
               "  actual:%*s %s\n"
               "If the change is intended, run `paiju-cli signature --verbose` to see which cases moved,\n"
               "then update the file: paiju-cli signature | tail -1 > %s\n",
               path.c_str(), expected.empty() ? "(empty file)" : expected.c_str(),
               static_cast<int>(path.size() + 5), "", actual.c_str(), path.c_str());
  return 1;
}

int signature_main(int argc, char** argv) {
  std::string check;
  bool verbose = false;
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (flag == "--check") check = parse_string(argc, argv, i);
    else if (flag == "--verbose") verbose = true;
    else return usage("unknown signature option '" + flag + "'");
  }
  const Signature signature = compute_signature(verbose);
  if (verbose) {
    std::printf("moves: guandan %llu, liangfutou %llu, shengji %llu\n",
                static_cast<unsigned long long>(signature.guandan_moves),
                static_cast<unsigned long long>(signature.liangfutou_moves),
                static_cast<unsigned long long>(signature.shengji_moves));
  }
  std::printf("%s\n", signature.line().c_str());
  std::fflush(stdout);
  return check.empty() ? 0 : check_signature(signature, check);
}

}  // namespace paiju::tools
