// Liangfutou's bench cases (paiju-cli bench, tools/bench.cpp): legal-move generation leading
// and following from seeded dealt hands, and with every game timed, whole random-play deals.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <vector>

#include "paiju/core/deal.h"
#include "paiju/game/random_play.h"
#include "paiju/games/liangfutou/game.h"
#include "paiju/tools/game_parts.h"

namespace paiju::liangfutou {
namespace {

using namespace paiju::tools;

void time_movegen(const BenchOptions& options) {
  // Leading and following from seeded 27-card hands (jokers as dealt).
  for (int follow = 0; follow <= 1; ++follow) {
    Rng rng(options.seed, 100 + static_cast<std::uint64_t>(follow));
    std::vector<std::pair<CardSet, Move>> positions;
    MoveList lmoves, lscratch;
    for (int i = 0; i < options.positions; ++i) {
      const Deal deal = deal_cards(rng);
      Move target;
      if (follow) {
        lscratch.clear();
        generate_moves(deal.hands[1], nullptr, kNoCalledCard, lscratch);
        target = lscratch[rng.uniform(static_cast<std::uint32_t>(lscratch.size()))];
      }
      positions.emplace_back(deal.hands[0], target);
    }
    std::uint64_t case_moves = 0;
    const double best = best_seconds(options.repeat, [&] {
      case_moves = 0;
      for (const auto& [hand, target] : positions) {
        lmoves.clear();
        generate_moves(hand, follow ? &target : nullptr, kNoCalledCard, lmoves);
        case_moves += lmoves.size();
      }
    });
    print_movegen_row(follow ? "liangfutou follow" : "liangfutou lead", options.positions, best, case_moves);
  }
}

// Whole deals with uniformly random play (calls and solo decisions included).
void time_deals(const BenchOptions& options) {
  Rules rules;
  rules.max_deals = 1000000;
  const int deals = std::max(1, options.positions);
  const auto new_match = [&rules](std::uint64_t seed) { return State::new_match(rules, seed); };
  const auto start = ThreadCpuClock::now();
  const std::uint64_t decisions = game::play_random_deals<MoveList>(new_match, options.seed, 778, deals);
  const double seconds = std::chrono::duration<double>(ThreadCpuClock::now() - start).count();
  print_deals_row("liangfutou random deals", deals, seconds, decisions);
}

}  // namespace
}  // namespace paiju::liangfutou

// What `paiju-cli bench --help` says of liangfutou, and its rows in order (tools/game_parts.h).
template <> const paiju::tools::BenchParts paiju::tools::Parts<paiju::liangfutou::Game>::bench{
    "moves of dealt hands, leading and following; random-play deals",
    {{&liangfutou::time_movegen}, {.time = &liangfutou::time_deals, .every_game_only = true}}};
