// The search concept on a toy game with no teams and a move sampler: a race to 10 among four
// seats, each for itself (seat s adds 1, 2 or 3; whoever reaches 10 wins +1, the others -1/3).
#include <vector>

#include "paiju/search/factory.h"
#include "test_framework.h"

using namespace paiju;

namespace {

struct Race {
  struct State {
    int total = 0, current = 0, winner = -1;
  };
  using Move = int;
  using MoveList = std::vector<int>;
  static inline int enumerations = 0, samples = 0;

  static int current_player(const State& s) { return s.current; }
  static void legal_moves(const State& s, MoveList& out) {
    ++enumerations;
    for (int add = 1; add <= 3 && s.total + add <= 10; ++add) out.push_back(add);
  }
  static void apply(State& s, const Move& m) {
    s.total += m;
    if (s.total == 10) s.winner = s.current;
    s.current = (s.current + 1) % 4;
  }
  static bool episode_over(const State& s, const State&) { return s.winner >= 0; }
  static double reward(const State& s, int seat) { return s.winner == seat ? 1.0 : -1.0 / 3; }
  static State determinize(const State& s, int, Rng&) { return s; }
  static std::uint64_t move_class(const State&, const Move& m) { return static_cast<std::uint64_t>(m); }
  static void candidates(const State& s, const MoveList& legal, MoveList& out) {
    (void)s;
    out = legal;
  }
  static std::uint64_t count_moves(const State& s) { return static_cast<std::uint64_t>(std::min(3, 10 - s.total)); }
  static Move sample_move(const State& s, Rng& rng) {
    ++samples;
    return 1 + static_cast<int>(rng.uniform(static_cast<std::uint32_t>(count_moves(s))));
  }
};

Race::Move first_policy(const Race::State&, const Race::MoveList& legal, Rng&) { return legal.front(); }

}  // namespace

TEST(search_random_rollouts_sample_without_enumerating) {
  static_assert(search::SamplesMoves<Race>);
  Race::State s;
  Race::MoveList buffer;
  Rng rng(3);
  Race::enumerations = Race::samples = 0;
  search::rollout<Race>(s, s, &search::random_policy<Race>, rng, buffer);
  CHECK(s.winner >= 0 && s.total == 10);
  CHECK_EQ(Race::enumerations, 0);
  CHECK(Race::samples >= 4);  // at least 4 moves of at most 3 to reach 10
  Race::State t;
  search::rollout<Race>(t, t, &first_policy, rng, buffer);  // another policy enumerates
  CHECK(Race::enumerations > 0 && t.total == 10);
}

TEST(search_ismcts_plays_a_game_without_teams) {
  // Total 7, seat 2 to move: +3 wins at once; +1 or +2 let seat 3 win (it reaches 10 with
  // +2 or +1). Every seat is a tree node valued by its own reward (there are no teams): seat
  // 3's nodes learn to take the win, so +1 and +2 look bad for seat 2 and +3 is chosen.
  Race::State s{7, 2, -1};
  search::IsmctsBot<Race>::Params params;
  params.budget = {400, 0.0};
  params.others_by_policy = false;
  params.policy = &search::random_policy<Race>;
  search::IsmctsBot<Race> bot(params);
  Race::MoveList legal{1, 2, 3};
  Rng rng(5);
  CHECK_EQ(bot.choose(s, legal, rng), 3);
}
