// What one Shengji seat knows (docs/rules/shengji.md §7): its own hand; the level, the standing
// declaration and the trump; the dealer, the team levels and the attackers' points; every card
// played and by whom, the trick in progress (an attempted throw too) and the last trick; the
// kitty — only the dealer, who picked it up and buried it; and the public inferences: cards a
// seat is known to hold (shown in a declaration or returned from a failed throw), voids and
// suits without a pair. Declarations and plays are public, so every seat sees the whole
// history; the cards buried are the dealer's alone (visible_to). C++ bots, Python bots in batch
// simulation and State.observation(seat) all see exactly this.
#pragma once

#include <array>
#include <utility>
#include <vector>

#include "paiju/core/history.h"
#include "paiju/core/seat_view.h"
#include "paiju/games/shengji/state.h"

namespace paiju::shengji {

struct Observation : game::SeatView<Phase, CardSet> {
  int level = 0;                               // rank 0..12
  int trump = -1;                              // 0..3, or -1 (no-trump, or not yet known)
  Declaration declaration;
  int dealer = kNoSeat;
  std::array<int, 2> team_levels{};            // each team's level rank 0..12
  int attackers_points = 0;
  std::array<int, 4> cards_left{};
  std::array<CardSet, 4> played_by{}, shown{};
  std::array<std::uint8_t, 4> voids{}, no_pairs{};
  int leader = kNoSeat;
  std::vector<std::pair<int, CardSet>> trick; // this trick's plays so far, from the leader
  CardSet attempted_throw;
  CardSet kitty, picked_up;                    // the dealer's only
  int deal_index = 0;
  std::vector<std::pair<int, Move>> moves;     // this deal's decisions this seat saw
};

// Every decision but the dealer's burying is public.
inline bool visible_to(const State&, const game::Step<Move>& step, int seat) {
  return step.move.kind != Kind::Bury || step.seat == seat;
}

Observation observe(const State& state, game::HistoryView<Move> history, int seat);

}  // namespace paiju::shengji
