// What one Guandan seat knows (§8): its own hand, every public play and pass of the deal, the
// cards left and played per seat, the levels, the big jokers shown to refuse tribute (抗贡), and
// the tribute or return cards it gave or received — another pair's tribute cards are private to
// giver and receiver. C++ bots, Python bots in batch simulation and State.observation(seat) all
// see exactly this.
#pragma once

#include <array>
#include <optional>
#include <utility>
#include <vector>

#include "paiju/core/card_set.h"
#include "paiju/game/history.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan {

struct Observation {
  int seat = 0;
  Phase phase = Phase::Play;
  int current_player = kNoSeat;                // kNoSeat once the match is over
  CardSet hand;
  std::array<int, kNumSeats> cards_left{};
  std::array<CardSet, kNumSeats> played_by{};  // this deal
  std::array<int, 2> levels{};                 // rank index per team
  int deal_level = 0;
  int deal_index = 0;
  std::optional<Move> top;                     // the play to beat, when following
  int top_seat = kNoSeat;
  std::vector<int> finish_order;               // seats out this deal
  TributeKind tribute = TributeKind::None;
  std::array<int, kNumSeats> shown_big_jokers{};
  std::vector<std::pair<int, Move>> plays;     // this deal's plays and passes, in order
  std::optional<Move> gave, received;          // this deal's tribute or return card, own side
};

// Did `seat` see this step? Plays and passes are public; a tribute or return card is seen by
// its giver and, once handed over, its receiver (in past deals only one's own).
bool visible_to(const State& state, const game::Step<Move>& step, int seat);

Observation observe(const State& state, game::HistoryView<Move> history, int seat);

}  // namespace paiju::guandan
