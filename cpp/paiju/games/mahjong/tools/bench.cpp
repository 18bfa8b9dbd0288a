// Suqian mahjong's bench cases (paiju-cli bench, tools/bench.cpp).
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <vector>

#include "paiju/tiles/hand_analysis.h"
#include "paiju/games/mahjong/game.h"
#include "paiju/tools/game_parts.h"

namespace paiju::mahjong {
namespace {

using namespace paiju::tools;

using tiles::TileCounts;

// `options.positions` seeded hands of `size` tiles dealt from the 108 suited tiles, or (ready)
// 13-tile hands drawn until one waits.
std::vector<TileCounts> deal_hands(const BenchOptions& options, int size, bool ready, std::uint64_t stream) {
  Rng rng(options.seed, 700 + stream);
  std::vector<TileCounts> hands;
  std::array<std::uint8_t, 108> wall{};
  for (int i = 0; i < 108; ++i) wall[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i / 4);
  while (static_cast<int>(hands.size()) < options.positions) {
    rng.shuffle(wall.data(), 108);
    TileCounts hand;
    for (int i = 0; i < size; ++i) hand.add(wall[static_cast<std::size_t>(i)]);
    if (!ready || tiles::waits(hand, 0) != 0) hands.push_back(hand);
  }
  return hands;
}

// Times `call` on every hand (best of the repeats) and prints nanoseconds per call; the checksum
// keeps the calls from being optimised away and shows the cases agree across runs.
template <class Call>
void time_hand_case(const BenchOptions& options, const char* name, const std::vector<TileCounts>& hands, Call&& call) {
  constexpr int kLoops = 20;
  std::uint64_t checksum = 0;
  const double best = best_seconds(options.repeat, [&] {
    checksum = 0;
    for (int loop = 0; loop < kLoops; ++loop) {
      for (const TileCounts& hand : hands) checksum += static_cast<std::uint64_t>(call(hand));
      asm volatile("" ::: "memory");
    }
  });
  std::printf("%-22s %12.1f ns/hand %14llu checksum\n", name,
              1e9 * best / (kLoops * static_cast<double>(hands.size())), static_cast<unsigned long long>(checksum));
}

// Mahjong hand analysis (waits, is_winning, shanten) on seeded hands.
void time_hand_analysis(const BenchOptions& options) {
  (void)tiles::is_winning(TileCounts{}, 4);  // build the suit table before timing
  const auto dealt13 = deal_hands(options, 13, false, 0), dealt14 = deal_hands(options, 14, false, 1),
             ready = deal_hands(options, 13, true, 2);
  const auto waits = [](const TileCounts& h) { return tiles::waits(h, 0); };
  const auto shanten = [](const TileCounts& h) { return tiles::shanten(h, 0) + 1; };
  time_hand_case(options, "mahjong waits 13", dealt13, waits);
  time_hand_case(options, "mahjong waits ready", ready, waits);
  time_hand_case(options, "mahjong is_winning 14", dealt14, [](const TileCounts& h) { return tiles::is_winning(h, 0); });
  time_hand_case(options, "mahjong shanten 13", dealt13, shanten);
  time_hand_case(options, "mahjong shanten 14", dealt14, shanten);
  time_hand_case(options, "mahjong shanten ready", ready, shanten);
  time_hand_case(options, "mahjong quick_shanten 14", dealt14,
                 [](const TileCounts& h) { return tiles::quick_shanten(h, 0) + 1; });
}

// Whole deals (bets, dealing and flowers included) from the seeded walls of a game, with uniform
// random moves from the legal list and with the heuristic.
void time_whole_deals(const BenchOptions& options) {
  const int deals = std::max(1, options.positions);
  Rules rules = suqian_rules();
  rules.max_deals = 1;
  for (int heuristic = 0; heuristic <= 1; ++heuristic) {
    Rng rng(options.seed, 0x3A7 + static_cast<std::uint64_t>(heuristic));
    MoveList legal;
    std::uint64_t decisions = 0;
    const double best = best_seconds(options.repeat, [&] {
      decisions = 0;
      for (int d = 0; d < deals; ++d) {
        State state = State::new_match(rules, options.seed + static_cast<std::uint64_t>(d));
        while (!state.is_terminal()) {
          state.legal_moves(legal);
          state.apply(heuristic ? heuristic_move(state, legal) : legal[rng.uniform(static_cast<std::uint32_t>(legal.size()))]);
          ++decisions;
        }
      }
    });
    print_deals_row(heuristic ? "mahjong heuristic play" : "mahjong random play", deals, best, decisions);
  }
}

}  // namespace
}  // namespace paiju::mahjong

// What `paiju-cli bench --help` says of mahjong, and its rows in order (tools/game_parts.h).
template <> const paiju::tools::BenchParts paiju::tools::Parts<paiju::mahjong::Game>::bench{
    "waits, shanten, is_winning of dealt hands; random and heuristic deals",
    {{&mahjong::time_hand_analysis}, {&mahjong::time_whole_deals}}};
