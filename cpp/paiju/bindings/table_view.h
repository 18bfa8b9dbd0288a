// The facts every game's observation starts with (core/seat_view.h) and those every climbing game's
// shares (climbing/table_view.h), as the start of the dict a game's Observation is built from in
// Python.
#pragma once

#include <pybind11/stl.h>

#include "paiju/bindings/bindings.h"
#include "paiju/climbing/table_view.h"
#include "paiju/core/seat_view.h"
#include "paiju/game/concept.h"

namespace paiju::bindings {

inline py::object seat_or_none(int seat) { return seat < 0 ? py::object(py::none()) : py::object(py::int_(seat)); }

// (seat, what) pairs, such as the moves of a history a seat saw, as a list of tuples.
template <class Pairs>
py::list seat_tuples(const Pairs& pairs) {
  py::list out;
  for (const auto& [seat, what] : pairs) out.append(py::make_tuple(seat, what));
  return out;
}

// The start of every game's observation dict: game::SeatView's fields, the phase by its name.
template <class Phase, class Hand>
py::dict seat_view_dict(const game::SeatView<Phase, Hand>& o) {
  py::dict obs;
  obs["seat"] = o.seat;
  obs["phase"] = std::string(game::detail::phase_name_of(o.phase));
  obs["current_player"] = seat_or_none(o.current_player);
  obs["hand"] = o.hand;
  return obs;
}

template <class Move, class Phase>
py::dict table_view_dict(const climbing::TableView<Move, Phase>& o) {
  py::dict obs = seat_view_dict(o);
  obs["cards_left"] = o.cards_left;
  obs["played_by"] = o.played_by;
  obs["top"] = o.top ? py::cast(*o.top) : py::object(py::none());
  obs["top_seat"] = seat_or_none(o.top_seat);
  py::list finish;
  for (int seat : o.finish_order) finish.append(seat);
  obs["finish_order"] = finish;
  obs["plays"] = seat_tuples(o.plays);
  obs["deal_index"] = o.deal_index;
  return obs;
}

}  // namespace paiju::bindings
