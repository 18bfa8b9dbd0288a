// What one Suqian mahjong seat knows (docs/rules/mahjong.md §7): its own concealed tiles (and its
// wait once ready, the tile it just drew); every seat's discards (which were claimed, which were
// the tile just drawn: 摸切 is seen at a table), melds —
// another seat's concealed kongs face down, kind unknown —, flowers, ready declarations (the
// discard that declared it, and whether it was the tile just drawn: 摸打 is seen at a table),
// side bets, tiles held; the wall count, dealer, round and prevailing wind, the scores; the tile
// under claim. Decisions seen: every move except another seat's concealed kong (its kind) and
// another seat's pass on a claim (claims are asked privately). C++ bots, Python bots in batch
// simulation and State.observation(seat) all see exactly this.
#pragma once

#include <array>
#include <utility>
#include <vector>

#include "paiju/core/history.h"
#include "paiju/core/seat_view.h"
#include "paiju/games/mahjong/state.h"

namespace paiju::mahjong {

struct Observation : game::SeatView<Phase, TileCounts> {
  int wait = -1;         // own single wait once ready
  int drawn = -1;        // own tile just drawn, on its turn
  int dealer = 0, round = 0, prevailing_wind = 0, deal_index = 0, wall_count = 0;
  std::array<int, 4> tiles_held{};
  std::array<SeatMelds, 4> melds{};   // another seat's concealed kong: tile -1, not in `tiles`
  std::array<TileCounts, 4> flowers{};
  std::array<River, 4> rivers{};
  std::array<BetSet, 4> bets{};
  std::array<int, 4> ready_tile{-1, -1, -1, -1};
  std::array<bool, 4> ready_on_drawn{};
  int claim_tile = -1, claim_from = kNoSeat;
  bool robbing = false;
  std::array<std::int32_t, 4> scores{};
  std::vector<std::pair<int, Move>> moves;  // this deal's decisions this seat saw
};

inline bool visible_to(const State&, const game::Step<Move>& step, int seat) {
  if (step.seat == seat) return true;
  return step.move.kind != Kind::ConcealedKong && step.move.kind != Kind::Pass;
}

Observation observe(const State& state, game::HistoryView<Move> history, int seat);

// Every tile `seat` can see, per kind: its own tiles, the discards left on the table, the melds
// (another seat's concealed kongs excluded: face down), the flowers set aside, and an added
// kong's tile while it may be robbed.
TileCounts tiles_seen(const State& state, int seat);

}  // namespace paiju::mahjong
