// What one Liangfutou seat knows (§3, §8): its own hand, the cards left and played per seat,
// the caller and the called card, a declared solo, the partner only when this seat knows it
// (it holds the called card's other copy, or the partnership has been revealed; never in a solo
// deal), the play to beat, this deal's plays in order, and the scores so far. Every decision of
// Liangfutou is public, so the whole history is seen by every seat. C++ bots, Python bots in
// batch simulation and State.observation(seat) all see exactly this.
#pragma once

#include <array>

#include "paiju/climbing/table_view.h"
#include "paiju/core/history.h"
#include "paiju/games/liangfutou/state.h"

namespace paiju::liangfutou {

struct Observation : climbing::TableView<Move, Phase> {
  int caller = 0;
  int called = kNoCalledCard;                  // card kind
  int solo = kNoSeat;
  int partner = kNoSeat;                       // only when this seat knows it
  std::array<int, kNumSeats> scores{};
};

inline bool visible_to(const State&, const game::Step<Move>&, int) { return true; }

Observation observe(const State& state, game::HistoryView<Move> history, int seat);

}  // namespace paiju::liangfutou
