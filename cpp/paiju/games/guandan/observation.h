// What one Guandan seat knows (§8): its own hand, every public play and pass of the deal, the
// cards left and played per seat, the levels, the big jokers shown to refuse tribute (抗贡), and
// the tribute or return cards it gave or received — another pair's tribute cards are private to
// giver and receiver. C++ bots, Python bots in batch simulation and State.observation(seat) all
// see exactly this.
#pragma once

#include <array>
#include <optional>

#include "paiju/climbing/table_view.h"
#include "paiju/core/history.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan {

struct Observation : climbing::TableView<Move, Phase> {
  std::array<int, 2> levels{};                 // rank index per team
  int deal_level = 0;
  TributeKind tribute = TributeKind::None;
  std::array<int, kNumSeats> shown_big_jokers{};
  std::optional<Move> gave, received;          // this deal's tribute or return card, own side
};

// Did `seat` see this step? Plays and passes are public; a tribute or return card is seen by
// its giver and, once handed over, its receiver (in past deals only one's own).
bool visible_to(const State& state, const game::Step<Move>& step, int seat);

Observation observe(const State& state, game::HistoryView<Move> history, int seat);

}  // namespace paiju::guandan
