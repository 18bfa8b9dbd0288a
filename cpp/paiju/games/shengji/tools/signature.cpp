// Shengji's signature cases (paiju-cli signature, tools/signature.cpp): plays of dealt hands at
// several levels and trumps (counted, and listed when not too many), trick winners and failed
// throws, and random-play matches of two rule variants with sampled moves.
//
// Every case hashes the moves generated in order (tools/hasher.h). Do not edit a row of a table
// without regenerating benchmarks/bench_signature.txt.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "paiju/core/deal.h"
#include "paiju/core/rng.h"
#include "paiju/games/shengji/game.h"
#include "paiju/tools/game_parts.h"
#include "paiju/tools/signature_cases.h"

namespace paiju::shengji {

static std::uint64_t move_hash(const Move& m) { return tools::move_fields_hash(m.cards, static_cast<int>(m.kind), 0); }

namespace {

using namespace paiju::tools;

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
  Rules rules = c.five_ten_king ? five_ten_king_rules() : standard_rules();
  rules.max_deals = 3;
  return hash_matches<State>(rules, c, 0x5E97, [](State& state, Rng& rng, Hasher& hasher) {
    MoveList legal;
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
      hasher.add_signed(state.last_points(), state.last_gains()[0], state.last_gains()[1], state.dealer(), state.trump_suit());
    }
    hasher.add_signed(state.winner_team());
  });
}

}  // namespace
}  // namespace paiju::shengji

// The tables above, in order (tools/game_parts.h).
template <> const std::vector<paiju::tools::SignatureTable> paiju::tools::Parts<paiju::shengji::Game>::signature{
    signature_table(shengji::kShengjiCases, &shengji::shengji_positions), signature_table(shengji::kShengjiMatches, &shengji::shengji_matches)};
