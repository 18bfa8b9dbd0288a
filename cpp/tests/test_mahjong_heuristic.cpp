// The mahjong rule-based players: heuristic_v1 is the heuristic as it was before the strength
// work (issue 45), kept move for move.
#include <cstdint>
#include <string>

#include "paiju/games/mahjong/game.h"
#include "paiju/games/mahjong/heuristic_bot.h"
#include "match_trace.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::mahjong;

TEST(mahjong_heuristic_v1_plays_move_for_move_as_the_heuristic_before_issue_45) {
  // Recorded with the heuristic of main at 0e31ca2, before any change: 40 whole matches, seeds
  // 0..39, 41,164 decisions, FNV-1a of their moves' classes.
  testing::check_trace<Game>("heuristic_v1", 40, 41164L, 13962495509599972540ULL);
}

// Bets come before the tiles (§5): heuristic_v1 holds 不碰, 独刺 and 独六; the heuristic drops 不碰
// (it would forbid the pongs that now pay) and keeps 独刺 and 独六.
TEST(mahjong_the_heuristic_bets_du_ci_and_du_liu_heuristic_v1_bu_peng_as_well) {
  const State state = State::new_match(Rules{}, 0);
  CHECK(state.phase() == Phase::Bet);
  MoveList legal;
  state.legal_moves(legal);
  Rng rng(0, 0);
  CHECK_EQ(format_move(Game::make_bot("heuristic")->choose(state, legal, rng)), std::string("bet du_ci+du_liu"));
  CHECK_EQ(format_move(Game::make_bot("heuristic_v1")->choose(state, legal, rng)), std::string("bet bu_peng+du_ci+du_liu"));
}
