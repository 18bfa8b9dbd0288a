// A game added from outside cpp/paiju/games: High card (tests/games/high_card, registered only
// in this test binary) satisfies the game concept and gets the rule options, every bot kind,
// search and batch simulation with no code of its own — what docs/api.md's "Adding a game" says.
#include <memory>
#include <vector>

#include "high_card/game.h"
#include "paiju/game/simulation.h"
#include "search_runs.h"
#include "test_framework.h"

using namespace paiju;
using HighCard = high_card::Game;

static_assert(game::Game<HighCard>);

namespace {

high_card::Rules rules_with(int hand_size, int deals) {
  high_card::Rules rules = HighCard::option_table().preset("standard");
  HighCard::option_table().set(rules, "hand_size", game::OptionValue{static_cast<long long>(hand_size)}, "");
  HighCard::option_table().set(rules, "deals", game::OptionValue{static_cast<long long>(deals)}, "");
  return rules;
}

// Mean score of seats 0+2 over `deals` one-deal matches, bots[0] in seats 0 and 2.
std::vector<game::EpisodeRecord<HighCard>> simulate(const std::vector<std::string>& specs, int hand_size,
                                                    std::size_t deals, int threads) {
  game::SimulationSetup<high_card::Rules> setup;
  setup.rules = rules_with(hand_size, 1);
  setup.seed = 2026;
  setup.episodes = deals;
  setup.seating = {{0, 1, 0, 1}};
  setup.keep_records = true;
  return testing::run_setup<HighCard>(setup, specs, threads);
}

double team0_mean(const std::vector<game::EpisodeRecord<HighCard>>& results) {
  double sum = 0.0;
  for (const auto& r : results) sum += r.stats.scores[0];
  return sum / static_cast<double>(results.size());
}

}  // namespace

TEST(added_game_one_card_each_the_holder_of_the_top_card_wins) {
  // One card each (cards 0..3): one trick, won by card 3; its holder's team scores +1.
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    auto s = HighCard::new_match(rules_with(1, 1), seed);
    int top_seat = -1;
    for (int seat = 0; seat < 4; ++seat) top_seat = s.hand(seat) >> 3 & 1u ? seat : top_seat;
    high_card::MoveList legal;
    while (!HighCard::is_terminal(s)) {
      legal.clear();
      HighCard::legal_moves(s, legal);
      CHECK_EQ(legal.size(), 1u);
      HighCard::apply(s, legal.front());
    }
    const auto r = HighCard::returns(s);
    for (int seat = 0; seat < 4; ++seat) CHECK_EQ(r[static_cast<std::size_t>(seat)], seat % 2 == top_seat % 2 ? 1.0 : -1.0);
  }
}

TEST(added_game_options_notation_and_errors) {
  EXPECT_THROW(rules_with(5, 1), InvalidOptionError);  // hand_size is 1..4
  EXPECT_THROW(HighCard::option_table().preset("grand"), InvalidOptionError);
  CHECK_EQ(HighCard::format_move(HighCard::parse_move("play 7")), std::string("play 7"));
  EXPECT_THROW(HighCard::parse_move("play x"), InvalidCardError);
  auto s = HighCard::new_match(rules_with(2, 1), 1);
  const int seat = HighCard::current_player(s);
  const int not_held = std::countr_zero(~s.hand(seat) & 0xFFu);
  CHECK(!HighCard::why_illegal(s, high_card::Move{not_held}).empty());
  EXPECT_THROW(HighCard::apply(s, high_card::Move{not_held}), IllegalMoveError);
}

TEST(added_game_worlds_keep_what_the_seat_knows) {
  auto s = HighCard::new_match(rules_with(4, 1), 9);
  high_card::MoveList legal;
  HighCard::legal_moves(s, legal);
  HighCard::apply(s, legal.back());  // seat 0 plays its highest card
  Rng rng(4);
  for (int i = 0; i < 50; ++i) {
    const auto world = HighCard::determinize(s, 1, rng);
    CHECK(world.is_consistent());
    CHECK_EQ(world.hand(1), s.hand(1));
    for (int seat = 0; seat < 4; ++seat) CHECK_EQ(world.cards_left(seat), s.cards_left(seat));
    CHECK_EQ(world.unseen_by(1), s.unseen_by(1));
    CHECK_EQ(world.trick_card(0), s.trick_card(0));
  }
}

TEST(added_game_every_bot_kind_plays_and_runs_repeat_for_any_thread_count) {
  const std::vector<std::string> specs = {"ismcts:iterations=150", "random", "heuristic", "pimc:worlds=6"};
  for (const auto& spec : specs) {
    const auto one = simulate({spec, "random"}, 3, 40, 1);
    const auto two = simulate({spec, "random"}, 3, 40, 2);
    CHECK_EQ(one.size(), 40u);
    for (std::size_t i = 0; i < one.size(); ++i) {
      CHECK(one[i].done);
      CHECK(one[i].stats.scores == two[i].stats.scores);
      CHECK_EQ(one[i].history.size(), two[i].history.size());
      CHECK_EQ(one[i].stats.scores[0] + one[i].stats.scores[1], 0);
    }
  }
}

TEST(added_game_search_and_the_heuristic_beat_random_play) {
  // Four cards each: the heuristic (the lowest card that wins the trick, else the lowest) and
  // IS-MCTS on its rollouts keep their high cards for tricks they can win. The same 300 deals
  // (one seed) for each; a broken bot or search falls to about 0.
  const double heuristic = team0_mean(simulate({"heuristic", "random"}, 4, 300, 2));
  const double search = team0_mean(simulate({"ismcts:iterations=200", "random"}, 4, 300, 2));
  CHECK(heuristic > 0.15);
  CHECK(search > 0.15);
}
