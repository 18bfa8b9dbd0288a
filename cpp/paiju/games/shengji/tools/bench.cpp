// Shengji's bench cases (paiju-cli bench, tools/bench.cpp).
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <vector>

#include "paiju/games/shengji/game.h"
#include "paiju/tools/game_parts.h"

namespace paiju::shengji {
namespace {

using namespace paiju::tools;

// Shengji: positions at the first trick (declaring and burying played at random, untimed), then
// the play to the end of the deal timed with uniform random moves (counted and sampled, never
// listed) and with the heuristic (choosing among the choice moves, as in search rollouts); and
// count_plays on the dealer's 33-card hand before burying.
void time_play(const BenchOptions& options) {
  const int deals = std::max(1, options.positions);
  std::vector<State> starts;
  std::vector<CardSet> dealer_hands;
  starts.reserve(static_cast<std::size_t>(deals));
  Rng setup(options.seed, 0x5E9);
  for (int d = 0; d < deals; ++d) {
    State state = State::new_match(standard_rules(), options.seed + static_cast<std::uint64_t>(d));
    while (state.phase() != Phase::Play) {
      if (state.phase() == Phase::Bury && state.cards_left(state.current_player()) == 33) {
        dealer_hands.push_back(state.hand(state.current_player()));
      }
      state.apply(state.sample_move(setup));
    }
    starts.push_back(state);
  }
  for (int heuristic = 0; heuristic <= 1; ++heuristic) {
    Rng rng(options.seed, 0x5E9 + 1 + static_cast<std::uint64_t>(heuristic));
    MoveList buffer;
    std::uint64_t decisions = 0;
    const double best = best_seconds(options.repeat, [&] {
      decisions = 0;
      for (const State& s : starts) {
        State state = s;
        const int deal = state.deal_index();
        while (!state.is_terminal() && state.deal_index() == deal) {
          if (heuristic) {
            buffer.clear();
            state.choice_moves(buffer);
            state.apply(heuristic_move(state, buffer));
          } else {
            state.apply(state.sample_move(rng));
          }
          ++decisions;
        }
      }
    });
    print_deals_row(heuristic ? "shengji heuristic play" : "shengji random play", deals, best, decisions);
  }
  const PlayRules rules{tricktaking::TrumpOrder(0, 0), false};
  std::uint64_t total = 0;
  constexpr int kLoops = 200;
  const double best = best_seconds(options.repeat, [&] {
    for (int loop = 0; loop < kLoops; ++loop) {
      for (const CardSet& hand : dealer_hands) total += count_plays(hand, nullptr, rules);
      asm volatile("" ::: "memory");
    }
  });
  std::printf("%-22s %12.3f us/hand %14.3g mean leads\n", "shengji count 33 cards",
              1e6 * best / (kLoops * static_cast<double>(dealer_hands.size())),
              static_cast<double>(total) / (static_cast<double>(options.repeat) * kLoops * static_cast<double>(dealer_hands.size())));
}

}  // namespace
}  // namespace paiju::shengji

// What `paiju-cli bench --help` says of shengji, and its rows in order (tools/game_parts.h).
template <> const paiju::tools::BenchParts paiju::tools::Parts<paiju::shengji::Game>::bench{
    "random and heuristic deals from the first trick; count_plays on dealers' 33 cards",
    {{&shengji::time_play}}};
