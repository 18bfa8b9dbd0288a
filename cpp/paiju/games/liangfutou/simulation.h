// Batch simulation of Liangfutou deals or matches with bots on worker threads; episode i plays
// deal i / repeats with seating[i % seating.size()], each decision from the episode's own
// streams, so results do not depend on the thread count (see games/guandan/simulation.h).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "paiju/games/liangfutou/bots.h"
#include "paiju/games/liangfutou/rules.h"
#include "paiju/search/thread_pool.h"

namespace paiju::liangfutou {

struct SimulationSetup {
  Rules rules;
  std::uint64_t seed = 0;
  bool whole_matches = false;
  std::size_t episodes = 0;
  std::size_t repeats = 1;
  std::vector<std::array<std::uint8_t, 4>> seating;
};

struct EpisodeResult {
  std::array<std::int8_t, 4> finish{-1, -1, -1, -1};  // deals: the finishing order
  std::array<std::int32_t, 4> payments{};   // units per seat (the deal's, or the match's total)
  std::int8_t caller = -1;                  // deals: the caller
  std::int8_t solo = -1;                    // deals: the solo seat, or -1
  std::int8_t result = 0;                   // deals: +1 caller's side (or solo) won, -1 lost, 0 draw
  std::int32_t decisions = 0;
  std::int32_t bombs = 0;
  std::int32_t deals = 0;
  bool done = false;
};

void run_simulation(const SimulationSetup& setup, const std::vector<std::unique_ptr<LiangfutouBot>>& prototypes,
                    int threads, search::RunControl& control, std::vector<EpisodeResult>& results);

}  // namespace paiju::liangfutou
