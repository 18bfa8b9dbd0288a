#include <algorithm>

#include "paiju/core/errors.h"
#include "paiju/game/simulation.h"
#include "paiju/games/guandan/game.h"
#include "paiju/games/liangfutou/game.h"
#include "paiju/search/bot_spec.h"
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
  EXPECT_THROW(guandan::Game::make_bot("alphago"), InvalidOptionError);
  EXPECT_THROW(guandan::Game::make_bot("ismcts:iterations=-3"), InvalidOptionError);
  EXPECT_THROW(guandan::Game::make_bot("pimc:worlds"), InvalidOptionError);
  EXPECT_THROW(liangfutou::Game::make_bot("ismcts:others=maybe"), InvalidOptionError);
  // The drawn players' switches need a pool to draw from; robust=1 needs one player a side.
  EXPECT_THROW(guandan::Game::make_bot("ismcts:partner=1"), InvalidOptionError);
  EXPECT_THROW(guandan::Game::make_bot("ismcts:side=1"), InvalidOptionError);
  EXPECT_THROW(guandan::Game::make_bot("ismcts:others=mix,robust=1"), InvalidOptionError);
  EXPECT_THROW(guandan::Game::make_bot("ismcts:others=mix,side=1,robust=1,z=1"), InvalidOptionError);
  EXPECT_THROW(guandan::Game::make_bot("ismcts:beliefs=0.5,others=mix,styles=1,side=1"), InvalidOptionError);
}

TEST(search_bot_kinds_table_gives_the_grammar_and_the_bots_defaults) {
  // The grammar the error messages gave before the table (written out by hand).
  CHECK_EQ(search::grammar(search::pimc_kind()),
           std::string("pimc[:worlds=N,time=T,candidates=N,policy=P,others=policy|mix,mix=A+B,z=Z,win=W]"));
  CHECK_EQ(search::grammar(search::ismcts_kind()),
           std::string("ismcts[:iterations=N,time=T,c=X,policy=P,others=policy|tree|mix,mix=A+B,partner=1,side=1,robust=1,z=Z,"
                       "trees=K,prior=X,"
                       "beliefs=L,model=P,allies=L,hands=W,pool=N,moves=N,carry=1,styles=1,endgame=N,endgame_worlds=W,"
                       "endgame_nodes=L,cut=N,win=W]"));
  // A value read and written: 50ms is 0.05 s; a time alone leaves no iteration budget.
  const char* spec = "ismcts:time=50ms,c=1.5,beliefs=0.5,carry=1";
  const auto draft = search::read_search<search::IsmctsSettings>(spec, search::ismcts_kind(),
                                                                 search::parse_bot_spec(spec).params, nullptr, 0.0, ~0u);
  CHECK_EQ(draft.settings.budget.seconds, 0.05);
  CHECK_EQ(draft.settings.budget.iterations, 0);
  CHECK_EQ(draft.settings.exploration, 1.5);
  CHECK(draft.settings.carry);
  CHECK_EQ(draft.settings.mismatch, 0.5);
  // The defaults shown are the settings' own: 1000 iterations, c 0.7, a pool of 256.
  const search::SearchDraft<search::IsmctsSettings> fresh;
  for (const auto& row : search::ismcts_kind().params) {
    if (row.def.name == "iterations") CHECK_EQ(row.get(fresh).number, 1000.0);
    if (row.def.name == "c") CHECK_EQ(row.get(fresh).number, 0.7);
    if (row.def.name == "pool") CHECK_EQ(row.get(fresh).number, 256.0);
    if (row.def.name == "time") CHECK(row.get(fresh).unset);
  }
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
