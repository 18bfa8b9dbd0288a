// search/root_choice.h and the rollout seats' policies (bot.h): the root answer's rules on
// hand-made statistics, whose expected choices are counted by hand in the comments.
#include <vector>

#include "paiju/games/guandan/game.h"
#include "paiju/search/bot.h"
#include "paiju/search/root_choice.h"
#include "search_runs.h"
#include "test_framework.h"

using namespace paiju;
using search::RootStats;

namespace {

RootStats stats(int visits, double total, std::vector<int> model_visits = {}, std::vector<double> model_total = {}) {
  // Rewards in {0, 1}: the sum of squares equals the sum.
  return RootStats{1, visits, total, total, std::move(model_visits), std::move(model_total)};
}

}  // namespace

TEST(root_choice_most_visited_keeps_the_first_of_equals) {
  CHECK_EQ(search::most_visited({}), -1);
  CHECK_EQ(search::most_visited({stats(5, 1), stats(9, 1), stats(9, 8)}), 1);
}

TEST(root_choice_confident_choice_needs_z_standard_errors) {
  // best: 100 visits, 40 wins: variance (0.40 - 0.16) * 100/99 = 0.24242, of the mean 0.0024242;
  // policy: 100 visits, 30 wins: (0.30 - 0.09) * 100/99 = 0.21212, of the mean 0.0021212.
  // The difference 0.10 against sqrt(0.0045455) = 0.06742 standard error: z = 1 keeps best,
  // z = 2 (0.1348) returns to the policy's move.
  const std::vector<RootStats> s{stats(100, 40), stats(100, 30)};
  CHECK_EQ(search::confident_choice(s, 0, 1, 1.0), 0);
  CHECK_EQ(search::confident_choice(s, 0, 1, 2.0), 1);
  CHECK_EQ(search::confident_choice(s, 0, -1, 2.0), 0);  // the policy's move never tried
}

TEST(root_choice_robust_takes_the_best_worst_player_among_the_often_visited) {
  // A (most visited, 100): 0.70 against player 0 (35/50), 0.10 against player 1 (5/50): worst 0.10.
  // B (60 >= 100/2): 0.30 against both (9/30 each): worst 0.30, so B.
  // C: 0.975 overall but 40 visits < 50: not considered.
  const RootStats a = stats(100, 40, {50, 50}, {35, 5});
  const RootStats b = stats(60, 18, {30, 30}, {9, 9});
  const RootStats c = stats(40, 39, {20, 20}, {20, 19});
  CHECK_EQ(search::robust_choice({a, b, c}, 0), 1);
  // B at 0.50 and 0.10 (15/30, 3/30): worst 0.10, equal to A's, and the most visited keeps a tie.
  CHECK_EQ(search::robust_choice({a, stats(60, 18, {30, 30}, {15, 3})}, 0), 0);
  // D never tried against player 1: its overall mean 0.30 stands for it (0.30 > A's 0.10).
  CHECK_EQ(search::robust_choice({a, stats(80, 24, {80, 0}, {24, 0})}, 0), 1);
  // Without statistics by player, each child's worst is its mean: A's 0.40 beats B's 0.30.
  CHECK_EQ(search::robust_choice({stats(100, 40), stats(60, 18)}, 0), 0);
}

TEST(rollout_seats_partner_and_side_draws) {
  using G = guandan::Game;
  const search::Policy<G> own = &search::random_policy<G>;
  const search::Policy<G> other = G::named_policies().front().policy;
  Rng rng(3);
  // Seat 0 searching, its partner (seat 2) kept on its own policy: only seats 1 and 3 drawn from a
  // pool of one player.
  const auto drawn = search::draw_seat_policies<G>(0, own, {other}, rng, game::PerSeat<bool>{false, false, true, false});
  CHECK(drawn[0] == own && drawn[1] == other && drawn[2] == own && drawn[3] == other);
  const auto side = search::side_policies<G>(1, own, other, game::PerSeat<bool>{false, false, false, true});
  CHECK(side[0] == other && side[1] == own && side[2] == other && side[3] == own);
}

TEST(search_with_partner_side_and_robust_plays_legal_reproducible_deals) {
  using G = guandan::Game;
  const std::vector<std::string> specs{"ismcts:iterations=24,others=mix,partner=1,side=1,robust=1", "heuristic"};
  const auto one = testing::run_deals<G>(specs, 4, 1, 5);
  const auto two = testing::run_deals<G>(specs, 4, 2, 5);
  CHECK_EQ(one.size(), two.size());
  for (std::size_t i = 0; i < one.size(); ++i) {
    CHECK(one[i].done && one[i].moves > 0);
    CHECK(one[i].moves == two[i].moves && one[i].stats.finish_order == two[i].stats.finish_order);
  }
}
