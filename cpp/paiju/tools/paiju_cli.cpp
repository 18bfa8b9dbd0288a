// paiju-cli: native command line tools — benchmarks with a signature that refactors must keep.
//
//   paiju-cli bench [--positions N] [--repeat R] [--seed S]
//
// Times Guandan legal-move generation on seeded random 27-card hands (0, 1 and 2 wilds,
// leading and following) and prints, per case, microseconds per complete enumeration, moves
// per enumeration and moves per second on one core, then a signature: the total number of
// moves generated and a checksum of them. The signature depends only on the seed and the
// counts, never on the machine.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "paiju/games/guandan/bench_positions.h"
#include "paiju/games/guandan/guandan.h"
#include "paiju/games/guandan/random_play.h"
#include "paiju/games/guandan/state.h"
#include "paiju/games/liangfutou/liangfutou.h"
#include "paiju/games/liangfutou/state.h"

namespace {

using namespace paiju;
using namespace paiju::guandan;

struct Options {
  int positions = 2000;
  int repeat = 5;
  std::uint64_t seed = 1;
};

int usage(const char* message) {
  if (message) std::fprintf(stderr, "paiju-cli: %s\n\n", message);
  std::fprintf(stderr,
               "usage: paiju-cli bench [--positions N] [--repeat R] [--seed S]\n\n"
               "  bench   time Guandan legal-move generation on seeded random 27-card hands\n"
               "          (0/1/2 wilds, leading and following); prints us per enumeration,\n"
               "          moves per second on one core, and a machine-independent signature.\n"
               "  --positions N  positions per case (default 2000)\n"
               "  --repeat R     timed passes over the positions (default 5; best pass kept)\n"
               "  --seed S       position seed (default 1)\n");
  return message ? 2 : 0;
}

std::uint64_t move_hash(const Move& move) {
  return move.cards.hash() ^ (mix64(static_cast<std::uint64_t>(move.type) << 8 | move.key));
}

int bench(const Options& options) {
  std::uint64_t total_moves = 0, checksum = 0;
  std::printf("%-22s %12s %14s %16s\n", "case", "us/position", "moves/position", "Mmoves/s/core");
  MoveList scratch, moves;
  moves.reserve(1 << 16);
  for (int follow = 0; follow <= 1; ++follow) {
    for (int wilds = kWildsAsDealt; wilds <= 2; ++wilds) {
      Rng rng(options.seed, static_cast<std::uint64_t>(10 * follow + wilds + 1));
      std::vector<BenchPosition> positions;
      positions.reserve(static_cast<std::size_t>(options.positions));
      for (int i = 0; i < options.positions; ++i) positions.push_back(random_position(rng, wilds, follow, scratch));
      double best = 1e300;
      std::uint64_t case_moves = 0;
      for (int r = 0; r < options.repeat; ++r) {
        case_moves = 0;
        const auto start = std::chrono::steady_clock::now();
        for (const BenchPosition& p : positions) {
          moves.clear();
          generate_moves(p.hand, p.level, Rules{}, follow ? &p.to_beat : nullptr, moves);
          case_moves += moves.size();
          if (r == 0) for (const Move& m : moves) checksum += move_hash(m);
        }
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (seconds < best) best = seconds;
      }
      total_moves += case_moves;
      char name[64];
      if (wilds == kWildsAsDealt) std::snprintf(name, sizeof name, "%s, as dealt", follow ? "follow" : "lead");
      else std::snprintf(name, sizeof name, "%s, %d wild%s", follow ? "follow" : "lead", wilds, wilds == 1 ? "" : "s");
      std::printf("%-22s %12.2f %14.1f %16.1f\n", name, 1e6 * best / options.positions,
                  static_cast<double>(case_moves) / options.positions, static_cast<double>(case_moves) / best / 1e6);
    }
  }
  // Liangfutou: leading and following from seeded 27-card hands (jokers as dealt).
  for (int follow = 0; follow <= 1; ++follow) {
    Rng rng(options.seed, 100 + static_cast<std::uint64_t>(follow));
    std::vector<std::pair<CardSet, liangfutou::Move>> positions;
    liangfutou::MoveList lmoves, lscratch;
    for (int i = 0; i < options.positions; ++i) {
      const Deal deal = deal_cards(rng);
      liangfutou::Move target;
      if (follow) {
        lscratch.clear();
        liangfutou::generate_moves(deal.hands[1], nullptr, liangfutou::kNoCalledCard, lscratch);
        target = lscratch[rng.uniform(static_cast<std::uint32_t>(lscratch.size()))];
      }
      positions.emplace_back(deal.hands[0], target);
    }
    double best = 1e300;
    std::uint64_t case_moves = 0;
    for (int r = 0; r < options.repeat; ++r) {
      case_moves = 0;
      const auto start = std::chrono::steady_clock::now();
      for (const auto& [hand, target] : positions) {
        lmoves.clear();
        liangfutou::generate_moves(hand, follow ? &target : nullptr, liangfutou::kNoCalledCard, lmoves);
        case_moves += lmoves.size();
      }
      best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    total_moves += case_moves;
    std::printf("%-22s %12.2f %14.1f %16.1f\n", follow ? "liangfutou follow" : "liangfutou lead",
                1e6 * best / options.positions, static_cast<double>(case_moves) / options.positions,
                static_cast<double>(case_moves) / best / 1e6);
  }
  // Liangfutou whole deals with uniformly random play (calls and solo decisions included).
  {
    liangfutou::Rules rules;
    rules.max_deals = 1000000;
    liangfutou::State state = liangfutou::State::new_match(rules, options.seed);
    Rng rng(options.seed, 778);
    liangfutou::MoveList buffer;
    const int deals = std::max(1, options.positions);
    std::uint64_t decisions = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int d = 0; d < deals; ++d) {
      const int deal = state.deal_index();
      while (!state.is_terminal() && state.deal_index() == deal) {
        buffer.clear();
        state.legal_moves(buffer);
        state.apply(buffer[rng.uniform(static_cast<std::uint32_t>(buffer.size()))]);
        ++decisions;
      }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%-22s %12.1f deals/s/core %10.1f decisions/deal %8.2f us/decision\n", "liangfutou random deals",
                deals / seconds, static_cast<double>(decisions) / deals, 1e6 * seconds / static_cast<double>(decisions));
    total_moves += decisions;
  }
  // Whole deals with uniformly random play (tribute included), every decision enumerating all
  // legal moves; and the cost of copying a State.
  {
    State state = State::new_match(Rules{}, options.seed);
    Rng rng(options.seed, 777);
    MoveList buffer;
    const int deals = std::max(1, options.positions);
    std::uint64_t decisions = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int d = 0; d < deals; ++d) {
      if (state.is_terminal()) state = State::new_match(Rules{}, options.seed + static_cast<std::uint64_t>(d));
      decisions += static_cast<std::uint64_t>(play_random_deal(state, rng, buffer));
      checksum += state.progress().levels[0] * 31u + state.progress().levels[1];
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%-22s %12.1f deals/s/core %10.1f decisions/deal %8.2f us/decision\n", "random-play deals",
                deals / seconds, static_cast<double>(decisions) / deals, 1e6 * seconds / static_cast<double>(decisions));
    total_moves += decisions;
    constexpr int kCopies = 1 << 22;
    std::vector<State> copies(64, state);
    const auto copy_start = std::chrono::steady_clock::now();
    for (int i = 0; i < kCopies; ++i) {
      copies[static_cast<std::size_t>(i) & 63] = copies[static_cast<std::size_t>(i + 17) & 63];
      asm volatile("" ::: "memory");
    }
    const double copy_ns = 1e9 * std::chrono::duration<double>(std::chrono::steady_clock::now() - copy_start).count() / kCopies;
    std::printf("%-22s %12.1f ns %16zu bytes\n", "State copy", copy_ns, sizeof(State));
  }
  std::printf("signature: %llu moves, checksum %016llx\n", static_cast<unsigned long long>(total_moves),
              static_cast<unsigned long long>(checksum));
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h")) return usage(nullptr);
  if (std::strcmp(argv[1], "bench") != 0) return usage((std::string("unknown command '") + argv[1] + "'").c_str());
  Options options;
  for (int i = 2; i < argc; ++i) {
    auto value = [&](const char* flag) -> long long {
      if (i + 1 >= argc) std::exit(usage((std::string(flag) + " needs a value").c_str()));
      char* end = nullptr;
      const long long v = std::strtoll(argv[++i], &end, 10);
      if (*end != '\0' || v < 0) std::exit(usage((std::string(flag) + " needs a non-negative integer").c_str()));
      return v;
    };
    if (!std::strcmp(argv[i], "--positions")) options.positions = static_cast<int>(value("--positions"));
    else if (!std::strcmp(argv[i], "--repeat")) options.repeat = static_cast<int>(value("--repeat"));
    else if (!std::strcmp(argv[i], "--seed")) options.seed = static_cast<std::uint64_t>(value("--seed"));
    else return usage((std::string("unknown option '") + argv[i] + "'").c_str());
  }
  if (options.positions < 1 || options.repeat < 1) return usage("--positions and --repeat must be at least 1");
  return bench(options);
}
