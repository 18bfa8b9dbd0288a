// Suqian mahjong's signature cases (paiju-cli signature, tools/signature.cpp): hand analysis of
// hands dealt from the 108 suited tiles (waits, shanten, is_winning), and random-play matches of
// two rule variants, every legal list hashed.
//
// Every case hashes the moves generated in order (tools/hasher.h). Do not edit a row of a table
// without regenerating benchmarks/bench_signature.txt.
#include <array>
#include <cstdint>

#include "paiju/core/rng.h"
#include "paiju/games/mahjong/game.h"
#include "paiju/tools/game_parts.h"
#include "paiju/tiles/hand_analysis.h"
#include "paiju/tools/signature_cases.h"

namespace paiju::mahjong {

static std::uint64_t move_hash(const Move& m) {
  const std::uint64_t key = static_cast<std::uint64_t>(m.kind) << 16 |
                            static_cast<std::uint64_t>(static_cast<std::uint8_t>(m.tile)) << 8 | m.bets;
  return tools::fmix(key + 0x243F6A8885A308D3ULL);
}

namespace {

using namespace paiju::tools;
using tiles::TileCounts;

struct HandCase {
  const char* name;
  int size;            // tiles per hand: 13 (waits, shanten) or 14 (is_winning, shanten)
  int count;           // hands
  std::uint64_t seed;  // hands from Rng(seed, 3): the first `size` tiles of a shuffled wall
};

// Hand analysis on dealt hands. Do not edit a row without regenerating bench_signature.txt.
constexpr HandCase kHandCases[] = {
    {"mahjong waits and shanten of 13 tiles dealt from the 108 suited tiles", 13, 3000, 1},
    {"mahjong is_winning and shanten of 14 tiles dealt from the 108 suited tiles", 14, 3000, 2},
};

Hasher hand_analysis(const HandCase& c) {
  Hasher hasher;
  Rng rng(c.seed, 3);
  std::array<std::uint8_t, 108> wall{};
  for (int i = 0; i < 108; ++i) wall[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i / 4);
  for (int i = 0; i < c.count; ++i) {
    rng.shuffle(wall.data(), 108);
    TileCounts hand;
    for (int t = 0; t < c.size; ++t) hand.add(wall[static_cast<std::size_t>(t)]);
    if (c.size == 13) hasher.add(tiles::waits(hand, 0));
    else hasher.add(tiles::is_winning(hand, 0) ? 1 : 0);
    hasher.add_signed(tiles::shanten(hand, 0));
  }
  return hasher;
}

struct MatchCase {
  const char* name;
  bool variant;  // side_bets off, dealer_on_draw pass, kong_after_ready off (else the suqian rules)
  std::uint64_t first_seed, last_seed;
  int deals;  // deals played per match (or until it is over)
};

// Random-play matches: every legal list hashed, a uniform choice from Rng(seed, 0x3A75)
// applied; after every deal the dealer, the winner, the payments and the scores.
constexpr MatchCase kMatches[] = {
    {"mahjong random-play matches, suqian rules, seeds 1..12, 6 deals", false, 1, 12, 6},
    {"mahjong random-play matches, no bets, dealer passes on a draw, no ready kong, seeds 13..24", true, 13, 24, 6},
};

Hasher matches(const MatchCase& c) {
  Rules rules = suqian_rules();
  if (c.variant) {
    rules.side_bets = false;
    rules.dealer_on_draw = DealerOnDraw::Pass;
    rules.kong_after_ready = false;
  }
  return hash_random_deals<State, MoveList>(rules, c, 0x3A75, c.deals, [](const State& state, Hasher& hasher) {
    const LastDeal& last = state.last_deal();
    hasher.add_signed(last.dealer, last.winner);
    for (std::size_t seat = 0; seat < kNumSeats; ++seat) hasher.add_signed(last.payments[seat], state.scores()[seat]);
  });
}

}  // namespace
}  // namespace paiju::mahjong

// The tables above, in order (tools/game_parts.h).
template <> const std::vector<paiju::tools::SignatureTable> paiju::tools::Parts<paiju::mahjong::Game>::signature{
    signature_table(mahjong::kHandCases, &mahjong::hand_analysis), signature_table(mahjong::kMatches, &mahjong::matches)};
