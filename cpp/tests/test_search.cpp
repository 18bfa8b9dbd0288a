#include <algorithm>

#include "paiju/core/errors.h"
#include "paiju/game/simulation.h"
#include "paiju/games/guandan/game.h"
#include "paiju/games/liangfutou/game.h"
#include "search_runs.h"
#include "test_framework.h"

using namespace paiju;

namespace {

template <class G>
std::vector<game::EpisodeRecord<G>> run(const std::vector<std::string>& specs, int episodes, int threads,
                                        std::uint64_t seed = 42) {
  return testing::run_deals<G>(specs, episodes, threads, seed);
}

template <class G>
bool same(const std::vector<game::EpisodeRecord<G>>& a, const std::vector<game::EpisodeRecord<G>>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].stats.finish_order != b[i].stats.finish_order || a[i].moves != b[i].moves ||
        a[i].stats.bombs != b[i].stats.bombs) {
      return false;
    }
  }
  return true;
}

}  // namespace

TEST(search_every_bot_finishes_deals_with_legal_moves) {
  // The runner throws IllegalMoveError on an illegal bot move; every episode must finish.
  for (const char* spec : {"random", "heuristic", "pimc:worlds=2,candidates=3", "ismcts:iterations=10",
                           "ismcts:iterations=10,others=tree"}) {
    for (const auto& r : run<guandan::Game>({spec, "heuristic"}, 4, 2)) CHECK(r.done && r.moves > 0);
    for (const auto& r : run<liangfutou::Game>({spec, "heuristic"}, 4, 2, 9)) {
      CHECK(r.done && r.moves > 0);
      const auto& p = r.stats.payments;
      CHECK_EQ(p[0] + p[1] + p[2] + p[3], 0);
    }
  }
}

TEST(search_results_do_not_depend_on_thread_count) {
  using guandan::Game;
  CHECK(same<Game>(run<Game>({"ismcts:iterations=12", "random"}, 6, 1), run<Game>({"ismcts:iterations=12", "random"}, 6, 3)));
  CHECK(same<Game>(run<Game>({"heuristic", "heuristic"}, 20, 1), run<Game>({"heuristic", "heuristic"}, 20, 2)));
  using L = liangfutou::Game;
  CHECK(same<L>(run<L>({"ismcts:iterations=10", "heuristic"}, 6, 1, 9), run<L>({"ismcts:iterations=10", "heuristic"}, 6, 2, 9)));
}

TEST(search_bad_bot_specs_throw) {
  EXPECT_THROW(guandan::make_bot("alphago"), InvalidOptionError);
  EXPECT_THROW(guandan::make_bot("ismcts:iterations=-3"), InvalidOptionError);
  EXPECT_THROW(guandan::make_bot("pimc:worlds"), InvalidOptionError);
  EXPECT_THROW(liangfutou::make_bot("ismcts:others=maybe"), InvalidOptionError);
}

TEST(options_table_validates_and_names_the_problem) {
  const auto& table = guandan::option_table();
  auto rules = table.preset("suqian");
  CHECK(rules.streak_bonus);
  table.set(rules, "target_level", std::string("k"), "'k'");
  CHECK_EQ(rules.target_level, static_cast<int>(Rank::King));
  EXPECT_THROW(table.set(rules, "a_fail_limit", true, "True"), InvalidOptionError);
  EXPECT_THROW(table.set(rules, "return_max", 1LL, "1"), InvalidOptionError);
  EXPECT_THROW(table.set(rules, "scoring", std::string("points"), "'points'"), InvalidOptionError);
  EXPECT_THROW(table.set(rules, "no_such_option", true, "True"), InvalidOptionError);
  EXPECT_THROW(table.preset("tournament"), InvalidOptionError);
}
