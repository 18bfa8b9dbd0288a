// Mahjong beliefs (search/beliefs.h through determinize.h's rewind_world and exchange_hidden):
// the replay is exact, and exchanges keep every fact a resampled world keeps.
#include "paiju/games/mahjong/determinize.h"
#include "paiju/games/mahjong/game.h"
#include "paiju/games/mahjong/heuristic_bot.h"
#include "paiju/search/beliefs.h"
#include "paiju/search/factory.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::mahjong;

namespace {

using G = mahjong::Game;
constexpr auto kModel = &search::detail::heuristic_of<G>;

// Calls visit(state, evidence) at every turn of seat 0 with a choice in the first deal of a
// heuristic self-play match, the evidence brought up to date.
template <class Visit>
void seat0_turns(std::uint64_t seed, Visit&& visit) {
  State s = State::new_match(suqian_rules(), seed);
  const State start = s;
  game::History<Move> history;
  search::PlayEvidence<G> evidence;
  MoveList legal;
  while (!s.is_terminal() && s.deal_index() == 0) {
    s.legal_moves(legal);
    const int seat = s.current_player();
    if (seat == 0 && s.phase() == Phase::Turn && legal.size() > 1) {
      evidence.update(s, history, 0, &start);
      visit(s, evidence);
    }
    const Move move = heuristic_move(s, legal);
    history.push_back({static_cast<std::int8_t>(seat), static_cast<std::int16_t>(s.deal_index()), move});
    s.apply(move);
  }
}

}  // namespace

TEST(mahjong_beliefs_the_true_world_explains_every_rewound_decision) {
  int rewound = 0;
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    seat0_turns(seed, [&](const State& s, const search::PlayEvidence<G>& evidence) {
      State scratch = s;
      MoveList legal;
      Rng rng(seed, 1);
      for (const auto& d : evidence.decisions()) rewound += G::rewind_world(d.before, s, scratch);
      CHECK_EQ(evidence.mismatches(s, kModel, scratch, legal, rng), 0);
    });
  }
  CHECK(rewound > 200);  // 20 deals of about ten turns of seat 0, a few rewound decisions each
}

TEST(mahjong_beliefs_a_rewound_decision_holds_the_hand_of_that_moment) {
  // Every rewound decision of seat 1 in the true world: the hand is the one seat 1 held then.
  int checked = 0;
  seat0_turns(3, [&](const State& s, const search::PlayEvidence<G>& evidence) {
    State scratch = s;
    for (const auto& d : evidence.decisions()) {
      if (d.before.current_player() != 1 || !G::rewind_world(d.before, s, scratch)) continue;
      CHECK(scratch.hand(1) == d.before.hand(1));
      ++checked;
    }
  });
  CHECK(checked > 5);
}

TEST(mahjong_beliefs_exchanges_keep_the_facts) {
  int kept = 0;
  for (std::uint64_t seed = 0; seed < 6; ++seed) {
    seat0_turns(seed, [&](const State& s, const search::PlayEvidence<G>&) {
      Rng rng(seed, 2);
      State world = resample(s, 0, rng);
      const HiddenFacts facts = hidden_facts(s, 0);
      for (int i = 0; i < 300; ++i) {
        const auto [a, b] = exchange_hidden(world, facts, 0, rng);
        if (a < 0) continue;
        ++kept;
        CHECK(a != 0 && a != b);
      }
      CHECK(world.is_consistent());
      CHECK(world.hand(0) == s.hand(0));
      CHECK_EQ(world.wall_count(), s.wall_count());
      for (int t = 1; t < kNumSeats; ++t) {
        CHECK_EQ(world.cards_left(t), s.cards_left(t));
        CHECK_EQ(world.is_ready(t), s.is_ready(t));
        if (world.is_ready(t)) {
          CHECK(tiles::waits(world.hand(t), world.melds(t).count, world.melds(t).tiles) == KindMask{1} << world.wait(t));
        }
      }
    });
  }
  CHECK(kept > 1000);
}
