// Shared by the search tests: seeded deals played by bots from spec strings.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "paiju/game/simulation.h"

namespace paiju::testing {

// Runs the simulation `setup` of game G with the bots of `specs` (setup.seating indexes them).
template <class G>
std::vector<game::EpisodeRecord<G>> run_setup(const game::SimulationSetup<typename G::Rules>& setup,
                                              const std::vector<std::string>& specs, int threads) {
  std::vector<std::unique_ptr<game::Bot<G>>> bots;
  for (const auto& spec : specs) bots.push_back(G::make_bot(spec));
  game::RunControl control;
  std::vector<game::EpisodeRecord<G>> results;
  game::run_simulation<G>(setup, bots, threads, control, results);
  return results;
}

// Runs `episodes` deals of game G with the bots of `specs` seated A B A B.
template <class G>
std::vector<game::EpisodeRecord<G>> run_deals(const std::vector<std::string>& specs, int episodes, int threads,
                                              std::uint64_t seed = 42) {
  game::SimulationSetup<typename G::Rules> setup;
  setup.seed = seed;
  setup.episodes = static_cast<std::size_t>(episodes);
  setup.seating.push_back({0, 1, 0, 1});
  return run_setup<G>(setup, specs, threads);
}

}  // namespace paiju::testing
