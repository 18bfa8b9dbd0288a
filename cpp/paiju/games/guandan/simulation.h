// Batch simulation of Guandan deals or whole matches with bots, on worker threads.
//
// Episode i plays the deal (or match) dealt from deal_seed(seed, i / repeats) with the bots
// seated as seating[i % seating.size()] says (indices into the bot prototypes), every bot
// decision drawing from the episode's own random stream. So results are identical for any
// thread count, and the arena's duplicate pairs (repeats = 2, the seating alternating) are two
// episodes of the same deal with the bots swapped.
#pragma once

#include <array>
#include <cstdint>
#include <exception>
#include <memory>
#include <vector>

#include "paiju/games/guandan/bots.h"
#include "paiju/games/guandan/rules.h"
#include "paiju/search/thread_pool.h"

namespace paiju::guandan {

struct SimulationSetup {
  Rules rules;
  std::uint64_t seed = 0;
  bool whole_matches = false;
  std::size_t episodes = 0;
  std::size_t repeats = 1;                             // consecutive episodes per deal
  std::vector<std::array<std::uint8_t, 4>> seating;    // cycled over episodes: bot per seat

  std::uint64_t deal_of(std::size_t episode) const { return episode / repeats; }
  const std::array<std::uint8_t, 4>& seats_of(std::size_t episode) const { return seating[episode % seating.size()]; }
};

struct EpisodeResult {
  std::array<std::int8_t, 4> finish{-1, -1, -1, -1};  // deals: the finishing order
  std::int8_t winner = -1;     // team that won the deal / match (2 = drawn match)
  std::int8_t gain = 0;        // deals: levels the winners gained
  std::int8_t leader = -1;     // deals: who led
  std::array<std::int8_t, 2> levels{};  // team levels at the end (rank index)
  std::int32_t decisions = 0;
  std::int32_t bombs = 0;      // bombs (incl. straight flushes, four jokers) played
  std::int32_t deals = 0;      // deals played (1 in deal mode)
  bool done = false;
};

std::uint64_t deal_seed(std::uint64_t seed, std::uint64_t deal);

// Runs every episode; fills results (one per episode). Throws the first exception a
// bot raised (after stopping the others).
void run_simulation(const SimulationSetup& setup, const std::vector<std::unique_ptr<GuandanBot>>& prototypes,
                    int threads, search::RunControl& control, std::vector<EpisodeResult>& results);

}  // namespace paiju::guandan
