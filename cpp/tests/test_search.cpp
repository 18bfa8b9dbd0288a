#include "paiju/core/errors.h"
#include <algorithm>

#include "paiju/games/guandan/bots.h"
#include "paiju/games/guandan/simulation.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::guandan;

namespace {

std::vector<EpisodeResult> run(const std::vector<std::string>& specs, int episodes, int threads) {
  SimulationSetup setup;
  setup.seed = 42;
  setup.episodes = static_cast<std::size_t>(episodes);
  setup.seating.push_back({0, 1, 0, 1});
  std::vector<std::unique_ptr<GuandanBot>> bots;
  for (const auto& spec : specs) bots.push_back(make_bot(spec));
  search::RunControl control;
  std::vector<EpisodeResult> results;
  run_simulation(setup, bots, threads, control, results);
  return results;
}

bool same(const std::vector<EpisodeResult>& a, const std::vector<EpisodeResult>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].finish != b[i].finish || a[i].decisions != b[i].decisions || a[i].bombs != b[i].bombs) return false;
  }
  return true;
}

}  // namespace

TEST(search_every_bot_finishes_deals_with_legal_moves) {
  // The runner throws IllegalMoveError on an illegal bot move; every episode must finish.
  for (const char* spec : {"random", "heuristic", "pimc:worlds=2,candidates=3", "ismcts:iterations=10",
                           "ismcts:iterations=10,others=tree"}) {
    const auto results = run({spec, "heuristic"}, 4, 2);
    for (const auto& r : results) CHECK(r.done && r.decisions > 0);
  }
}

TEST(search_results_do_not_depend_on_thread_count) {
  CHECK(same(run({"ismcts:iterations=12", "random"}, 6, 1), run({"ismcts:iterations=12", "random"}, 6, 3)));
  CHECK(same(run({"heuristic", "heuristic"}, 20, 1), run({"heuristic", "heuristic"}, 20, 2)));
}

TEST(search_bad_bot_specs_throw) {
  EXPECT_THROW(make_bot("alphago"), InvalidOptionError);
  EXPECT_THROW(make_bot("ismcts:iterations=-3"), InvalidOptionError);
  EXPECT_THROW(make_bot("pimc:worlds"), InvalidOptionError);
  EXPECT_THROW(make_bot("ismcts:others=maybe"), InvalidOptionError);
}

#include "paiju/games/liangfutou/simulation.h"

TEST(search_liangfutou_bots_finish_deals_and_ignore_thread_count) {
  auto run_lf = [](const std::vector<std::string>& specs, int threads) {
    liangfutou::SimulationSetup setup;
    setup.seed = 9;
    setup.episodes = 6;
    setup.seating.push_back({0, 1, 0, 1});
    std::vector<std::unique_ptr<liangfutou::LiangfutouBot>> bots;
    for (const auto& spec : specs) bots.push_back(liangfutou::make_bot(spec));
    search::RunControl control;
    std::vector<liangfutou::EpisodeResult> results;
    liangfutou::run_simulation(setup, bots, threads, control, results);
    return results;
  };
  for (const char* spec : {"random", "heuristic", "pimc:worlds=2,candidates=3", "ismcts:iterations=10"}) {
    const auto one = run_lf({spec, "heuristic"}, 1);
    const auto two = run_lf({spec, "heuristic"}, 2);
    for (std::size_t i = 0; i < one.size(); ++i) {
      CHECK(one[i].done && one[i].decisions > 0);
      CHECK(one[i].payments == two[i].payments && one[i].decisions == two[i].decisions);
      CHECK_EQ(one[i].payments[0] + one[i].payments[1] + one[i].payments[2] + one[i].payments[3], 0);
    }
  }
}
