#include <algorithm>
#include <vector>

#include "paiju/core/notation.h"
#include "paiju/game/random_play.h"
#include "paiju/games/guandan/determinize.h"
#include "paiju/games/guandan/guandan.h"
#include "paiju/games/guandan/perft.h"
#include "paiju/games/guandan/state.h"
#include "random_match.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::guandan;

TEST(guandan_state_is_small_and_trivially_copyable) {
  CHECK(sizeof(State) <= 1024);
  CHECK(std::is_trivially_copyable_v<State>);
}

TEST(guandan_random_matches_keep_every_card_and_end) {
  // Random play through whole matches (max_deals keeps them short): after every decision the
  // 108 cards are accounted for, the mover held the cards it played, and every match ends.
  Rules rules;
  rules.max_deals = 6;
  testing::play_random_matches<MoveList, State>(rules, 6, 99, [](const State& state) {
    CHECK(state.progress().deals_played >= 1);
    const auto r = state.returns();
    CHECK_EQ(r[0] + r[1], 0);  // zero-sum between the teams
    CHECK_EQ(r[0], r[2]);
  });
}

TEST(guandan_resample_keeps_what_the_seat_knows) {
  Rules rules;
  MoveList moves;
  Rng rng(5);
  State state = State::new_match(rules, 17);
  for (int deal = 0; deal < 3; ++deal) {
    for (int step = 0; step < 30 && !state.is_terminal(); ++step) {
      moves.clear();
      state.legal_moves(moves);
      state.apply(moves[rng.uniform(static_cast<std::uint32_t>(moves.size()))]);
      for (int seat = 0; seat < 4; ++seat) {
        const State world = resample(state, seat, rng);
        CHECK(world.is_consistent());
        CHECK(world.hand(seat) == state.hand(seat));
        for (int s = 0; s < 4; ++s) CHECK_EQ(world.cards_left(s), state.cards_left(s));
        CHECK(world.played() == state.played());
      }
    }
    game::play_random_deal(state, rng, moves);
  }
}

namespace {
// A world drawn for `seat` at `state` keeps every fact of hidden_facts (pins, the capped payer,
// no big joker after tribute), the sizes, the seat's own hand and the other seats' cards as a
// whole.
void check_keeps_facts(const State& world, const State& state, int seat, const HiddenFacts& facts) {
  CHECK(world.is_consistent());
  CHECK(world.hand(seat) == state.hand(seat));
  CardSet held;
  for (int s = 0; s < 4; ++s) {
    CHECK_EQ(world.cards_left(s), state.cards_left(s));
    if (s == seat) continue;
    held += world.hand(s);
    CHECK(world.hand(s).includes(facts.pinned[s]));
    (world.hand(s) - facts.pinned[s]).for_each_card([&](int kind) { CHECK(facts.allows(s, kind)); });
  }
  CHECK(held == state.deck() - state.played() - state.hand(seat));
}
}  // namespace

TEST(guandan_exchanges_of_hidden_cards_keep_what_the_seat_knows) {
  // Resample-move's proposal: from a resampled world, exchanges between two other seats keep
  // every fact of hidden_facts (pins, the capped payer, no big joker after tribute), the sizes,
  // the seat's own hand and the other seats' cards as a whole. Three deals of random play, so
  // tribute and return cards come into it.
  Rules rules;
  MoveList moves;
  Rng rng(9);
  State state = State::new_match(rules, 23);
  int exchanged = 0, capped_seen = 0;
  for (int deal = 0; deal < 4; ++deal) {
    for (int step = 0; step < 40 && !state.is_terminal(); ++step) {
      moves.clear();
      state.legal_moves(moves);
      state.apply(moves[rng.uniform(static_cast<std::uint32_t>(moves.size()))]);
      for (int seat = 0; seat < 4; ++seat) {
        const HiddenFacts facts = hidden_facts(state, seat);
        capped_seen += facts.capped_payer != kNoSeat;
        State world = resample(state, seat, rng);
        for (int k = 0; k < 20; ++k) {
          const auto [a, b] = exchange_hidden(world, facts, seat, rng);
          if (a == kNoSeat) continue;
          ++exchanged;
          CHECK(a != b && a != seat && b != seat);
        }
        check_keeps_facts(world, state, seat, facts);
      }
    }
    game::play_random_deal(state, rng, moves);
  }
  CHECK(exchanged > 1000);
  CHECK(capped_seen > 0);
}

TEST(guandan_carried_worlds_keep_the_facts_and_what_they_carry) {
  // A world of an earlier decision carried forward keeps every fact; carrying the true deal of
  // a few moves back gives back the true hands of now (the cards played since are the only
  // difference), and carrying any resampled world keeps its cards that are still hidden in the
  // same seats at least as often as a fresh resample does.
  Rules rules;
  MoveList moves;
  Rng rng(11);
  State state = State::new_match(rules, 29);
  int carried = 0, truths = 0;
  for (int deal = 0; deal < 4; ++deal) {
    std::vector<State> past{state};
    for (int step = 0; step < 60 && !state.is_terminal(); ++step) {
      moves.clear();
      state.legal_moves(moves);
      state.apply(moves[rng.uniform(static_cast<std::uint32_t>(moves.size()))]);
      if (state.phase() != Phase::Play || state.deal_index() != past.front().deal_index()) continue;
      past.push_back(state);
      const State& earlier = past[past.size() > 6 ? past.size() - 6 : 0];
      if (earlier.phase() != Phase::Play) continue;
      for (int seat = 0; seat < 4; ++seat) {
        const HiddenFacts facts = hidden_facts(state, seat);
        State world = resample(state, seat, rng);
        carry_hidden(earlier, world, facts, seat);
        check_keeps_facts(world, state, seat, facts);
        bool same = true;
        for (int s = 0; s < 4; ++s) same = same && world.hand(s) == state.hand(s);
        CHECK(same);
        truths += same;
        // An earlier resampled world: at least as much kept as a fresh draw keeps by chance.
        const State before = resample(earlier, seat, rng);
        State fresh = resample(state, seat, rng);
        State kept = fresh;
        carry_hidden(before, kept, facts, seat);
        check_keeps_facts(kept, state, seat, facts);
        int agree_fresh = 0, agree_kept = 0;
        for (int s = 0; s < 4; ++s) {
          if (s == seat) continue;
          agree_fresh += (fresh.hand(s) & before.hand(s)).size();
          agree_kept += (kept.hand(s) & before.hand(s)).size();
        }
        CHECK(agree_kept >= agree_fresh);
        ++carried;
      }
    }
    game::play_random_deal(state, rng, moves);
  }
  CHECK(carried > 200);
  CHECK_EQ(truths, carried);
}

TEST(guandan_perft_depth_one_counts_the_leaders_moves) {
  Rules rules;
  State state = State::new_match(rules, 3);
  MoveList moves;
  state.legal_moves(moves);
  CHECK_EQ(perft(state, 1), static_cast<std::uint64_t>(moves.size()));
  CHECK_EQ(perft(state, 0), 1u);
}

TEST(guandan_illegal_moves_are_explained) {
  Rules rules;
  State state = State::new_match(rules, 3);
  CHECK(!state.why_illegal(Move::pass()).empty());  // the leader cannot pass
  const Move not_held = parse_move("FourKings B SB SB HR HR");
  if (!state.hand(state.current_player()).includes(not_held.cards)) CHECK(!state.why_illegal(not_held).empty());
}
