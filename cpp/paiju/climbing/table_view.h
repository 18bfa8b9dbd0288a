// What every seat of a climbing game sees at the table: its own hand, how many cards each seat
// holds and what each has played this deal, the play to beat and who made it, who is out, and
// this deal's public decisions in order. A game's Observation extends it with its own facts.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "paiju/core/card_set.h"
#include "paiju/core/deal.h"
#include "paiju/core/history.h"
#include "paiju/core/seat_view.h"

namespace paiju::climbing {

template <class Move, class Phase>
struct TableView : game::SeatView<Phase, CardSet> {
  std::array<int, kNumSeats> cards_left{};
  std::array<CardSet, kNumSeats> played_by{};  // this deal
  std::optional<Move> top;                     // the play to beat, when following
  int top_seat = -1;
  std::vector<int> finish_order;               // seats out this deal, in order
  std::vector<std::pair<int, Move>> plays;     // this deal's public decisions, in order
  int deal_index = 0;
};

// Fills the table facts of `view` from `state` for `seat`, and the plays from the history steps
// of the current deal for which `shown(step)` holds.
template <class View, class State, class Move, class Shown>
void fill_table_view(View& view, const State& s, game::HistoryView<Move> history, int seat, Shown shown) {
  game::observe_seat(view, s, seat);
  for (int t = 0; t < kNumSeats; ++t) {
    view.cards_left[t] = s.cards_left(t);
    view.played_by[t] = s.played_by(t);
  }
  if (s.top_seat() >= 0) {
    view.top = s.top();
    view.top_seat = s.top_seat();
  }
  for (int i = 0; i < s.finished_count(); ++i) view.finish_order.push_back(s.finish_order()[i]);
  for (const auto& step : history) {
    if (step.deal == s.deal_index() && shown(step)) view.plays.emplace_back(step.seat, step.move);
  }
  view.deal_index = s.deal_index();
}

}  // namespace paiju::climbing
