// Guandan's bench cases (paiju-cli bench, tools/bench.cpp): legal-move generation on seeded
// random 27-card hands (as dealt, 0, 1 and 2 wilds, leading and following; every move, then one
// move per class), and with every game timed, whole random-play and heuristic deals and the cost
// of copying a State.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <vector>

#include "paiju/game/random_play.h"
#include "paiju/games/guandan/bench_positions.h"
#include "paiju/games/guandan/game.h"
#include "paiju/tools/game_parts.h"

namespace paiju::guandan {
namespace {

using namespace paiju::tools;

void time_movegen(const BenchOptions& options) {
  MoveList scratch, moves;
  moves.reserve(1 << 16);
  for (int classes = 0; classes <= 1; ++classes)
  for (int follow = 0; follow <= 1; ++follow) {
    for (int wilds = kWildsAsDealt; wilds <= 2; ++wilds) {
      Rng rng(options.seed, static_cast<std::uint64_t>(10 * follow + wilds + 1));
      std::vector<BenchPosition> positions;
      positions.reserve(static_cast<std::size_t>(options.positions));
      for (int i = 0; i < options.positions; ++i) positions.push_back(random_position(rng, wilds, follow, scratch));
      std::uint64_t case_moves = 0;
      const double best = best_seconds(options.repeat, [&] {
        case_moves = 0;
        for (const BenchPosition& p : positions) {
          moves.clear();
          (classes ? generate_move_classes : generate_moves)(p.hand, p.level, Rules{}, follow ? &p.to_beat : nullptr, moves);
          case_moves += moves.size();
        }
      });
      char name[64];
      const char* what = classes ? (follow ? "follow/class" : "lead/class") : (follow ? "follow" : "lead");
      if (wilds == kWildsAsDealt) std::snprintf(name, sizeof name, "%s, as dealt", what);
      else std::snprintf(name, sizeof name, "%s, %d wild%s", what, wilds, wilds == 1 ? "" : "s");
      print_movegen_row(name, options.positions, best, case_moves);
    }
  }
}

// Whole deals with uniformly random play (tribute included), every decision enumerating all
// legal moves; the heuristic choosing from every legal move and from the first move of each
// class; and the cost of copying a State.
void time_deals(const BenchOptions& options) {
  const int deals = std::max(1, options.positions);
  const auto new_match = [](std::uint64_t seed) { return State::new_match(Rules{}, seed); };
  const auto start = ThreadCpuClock::now();
  const std::uint64_t decisions = game::play_random_deals<MoveList>(new_match, options.seed, 777, deals);
  const double seconds = std::chrono::duration<double>(ThreadCpuClock::now() - start).count();
  print_deals_row("random-play deals", deals, seconds, decisions);
  MoveList buffer;
  // The heuristic choosing from every legal move, and from the first move of each class as
  // rollouts give it (the same games).
  for (int classes = 0; classes <= 1; ++classes) {
    State game = State::new_match(Rules{}, options.seed);
    std::uint64_t made = 0;
    const auto began = ThreadCpuClock::now();
    for (int d = 0; d < deals; ++d) {
      if (game.is_terminal()) game = State::new_match(Rules{}, options.seed + static_cast<std::uint64_t>(d));
      for (const int deal = game.deal_index(); !game.is_terminal() && game.deal_index() == deal; ++made) {
        buffer.clear();
        if (classes) game.class_moves(buffer);
        else game.legal_moves(buffer);
        game.apply(heuristic_move(game, buffer));
      }
    }
    const double took = std::chrono::duration<double>(ThreadCpuClock::now() - began).count();
    print_deals_row(classes ? "heuristic/class deals" : "heuristic deals", deals, took, made);
  }
  constexpr int kCopies = 1 << 22;
  std::vector<State> copies(64, State::new_match(Rules{}, options.seed));
  const auto copy_start = ThreadCpuClock::now();
  for (int i = 0; i < kCopies; ++i) {
    copies[static_cast<std::size_t>(i) & 63] = copies[static_cast<std::size_t>(i + 17) & 63];
    asm volatile("" ::: "memory");
  }
  const double copy_ns = 1e9 * std::chrono::duration<double>(ThreadCpuClock::now() - copy_start).count() / kCopies;
  std::printf("%-22s %12.1f ns %16zu bytes\n", "State copy", copy_ns, sizeof(State));
}

}  // namespace
}  // namespace paiju::guandan

// What `paiju-cli bench --help` says of guandan, and its rows in order (tools/game_parts.h).
template <> const paiju::tools::BenchParts paiju::tools::Parts<paiju::guandan::Game>::bench{
    "moves of 27-card hands (as dealt, 0/1/2 wilds), leading and following, per class; deals; State copy",
    {{&guandan::time_movegen}, {.time = &guandan::time_deals, .every_game_only = true}}};
