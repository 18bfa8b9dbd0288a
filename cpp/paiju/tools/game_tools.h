// What paiju-cli takes from each game's folder: GameTools<Game>, which tools::tools_of<Game>()
// (tools/game_parts.h) builds from the data the folder declares: its signature cases, bench rows
// and soak checks (tools::Parts<Game>). The subcommands (signature.cpp, bench.cpp, soak.cpp,
// beliefs.cpp) loop over the registry (games/registry.h) and never name a game.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <functional>
#include <vector>

#include "paiju/search/beliefs.h"
#include "paiju/tools/hasher.h"
#include "paiju/tools/soak_checker.h"

namespace paiju::tools {

// Receives each signature case of a game, in table order: its name and its hash.
using SignatureFold = std::function<void(const char* name, const Hasher& hash)>;

struct BenchOptions {
  int positions = 2000;  // positions per timed case, and deals of the random-play rows
  int repeat = 5;        // timed passes (the best kept)
  std::uint64_t seed = 1;
  bool every_game = true;  // false under --only GAME: rows that time whole random-play deals of a
                           // game whose movegen is the point are left out
};

// A timed row of move generation: microseconds per position, moves per position, Mmoves/s.
inline void print_movegen_row(const char* name, int positions, double seconds, std::uint64_t moves) {
  std::printf("%-22s %12.2f %14.1f %16.1f\n", name, 1e6 * seconds / positions,
              static_cast<double>(moves) / positions, static_cast<double>(moves) / seconds / 1e6);
}

// A timed row of whole deals: deals per second, decisions per deal, microseconds per decision.
inline void print_deals_row(const char* name, int deals, double seconds, std::uint64_t decisions) {
  std::printf("%-22s %12.1f deals/s/core %10.1f decisions/deal %8.2f us/decision\n", name, deals / seconds,
              static_cast<double>(decisions) / deals, 1e6 * seconds / static_cast<double>(decisions));
}

// The CPU time of the calling thread, as a std::chrono clock: what bench times. Wall time on a
// shared machine also counts the other processes' turns (several times the figure under load).
struct ThreadCpuClock {
  using duration = std::chrono::nanoseconds;
  using rep = duration::rep;
  using period = duration::period;
  using time_point = std::chrono::time_point<ThreadCpuClock>;
  static constexpr bool is_steady = true;
  static time_point now() noexcept {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return time_point(std::chrono::seconds(now.tv_sec) + std::chrono::nanoseconds(now.tv_nsec));
  }
};

inline double seconds_since(ThreadCpuClock::time_point start) {
  return std::chrono::duration<double>(ThreadCpuClock::now() - start).count();
}

// The least CPU time, in seconds, of `repeat` runs of `run`: what a bench row reports.
template <class Run>
double best_seconds(int repeat, Run&& run) {
  double best = 1e300;
  for (int r = 0; r < repeat; ++r) {
    const auto start = ThreadCpuClock::now();
    run();
    best = std::min(best, seconds_since(start));
  }
  return best;
}

template <class G>
struct GameTools {
  using State = typename G::State;
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;
  using Decisions = std::vector<typename search::PlayEvidence<G>::Decision>;

  // signature: every case of the game's tables, in order, handed to `fold`.
  void (*signature)(const SignatureFold& fold) = nullptr;

  // bench: what is timed (the usage text, lines indented by 13 spaces), and the timing rows.
  const char* bench_help = "";
  void (*bench)(const BenchOptions& options) = nullptr;

  // soak (soak.cpp plays the matches): the rules of match i = new_match(rules, seed + i);
  // checks of a new match; the legal list of a decision, listed into `legal` and checked
  // (false: the match cannot go on); the rule-based bot; checks of the chosen move (false: it
  // cannot be applied); checks after a move, `after` the state it led to.
  typename G::Rules (*soak_rules)() = nullptr;
  void (*soak_start)(Checker& c, const State& state) = nullptr;
  bool (*soak_decision)(Checker& c, const State& state, MoveList& legal, MoveList& scratch) = nullptr;
  Move (*heuristic_move)(const State& state, const MoveList& legal) = nullptr;
  bool (*soak_choice)(Checker& c, const State& state, const MoveList& legal, const Move& move) = nullptr;
  void (*soak_after)(Checker& c, const State& before, const State& after, const Move& move, int mover) = nullptr;

  // beliefs, for a game with a learned hand model: the log-likelihood of seat 0's hidden cards
  // under the model's own marginals, scored as the pools are.
  double (*hand_model_log_likelihood)(const State& state, const Decisions& decisions) = nullptr;
};

}  // namespace paiju::tools
