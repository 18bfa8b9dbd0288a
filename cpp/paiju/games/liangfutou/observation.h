// What one Liangfutou seat knows (§3, §8): its own hand, the cards left and played per seat,
// the caller and the called card, a declared solo, the partner only when this seat knows it
// (it holds the called card's other copy, or the partnership has been revealed; never in a solo
// deal), the play to beat, this deal's plays in order, and the scores so far. Every decision of
// Liangfutou is public, so the whole history is seen by every seat. C++ bots, Python bots in
// batch simulation and State.observation(seat) all see exactly this.
#pragma once

#include <array>
#include <optional>
#include <utility>
#include <vector>

#include "paiju/core/card_set.h"
#include "paiju/game/history.h"
#include "paiju/games/liangfutou/state.h"

namespace paiju::liangfutou {

struct Observation {
  int seat = 0;
  Phase phase = Phase::Call;
  int current_player = kNoSeat;                // kNoSeat once the match is over
  CardSet hand;
  std::array<int, kNumSeats> cards_left{};
  std::array<CardSet, kNumSeats> played_by{};  // this deal
  int caller = 0;
  int called = kNoCalledCard;                  // card kind
  int solo = kNoSeat;
  int partner = kNoSeat;                       // only when this seat knows it
  std::optional<Move> top;
  int top_seat = kNoSeat;
  std::vector<int> finish_order;
  std::vector<std::pair<int, Move>> plays;     // this deal's decisions, in order
  std::array<int, kNumSeats> scores{};
  int deal_index = 0;
};

inline bool visible_to(const State&, const game::Step<Move>&, int) { return true; }

Observation observe(const State& state, game::HistoryView<Move> history, int seat);

}  // namespace paiju::liangfutou
