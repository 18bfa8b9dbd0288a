#include "paiju/bindings/guandan_observation.h"

#include "paiju/bindings/guandan_convert.h"

namespace paiju::bindings {

using namespace guandan_convert;
using guandan::Phase;
using guandan::State;

const char* phase_name(Phase phase) {
  switch (phase) {
    case Phase::Tribute: return "tribute";
    case Phase::Return: return "return";
    case Phase::Play: return "play";
    case Phase::MatchOver: return "match_over";
  }
  return "?";
}

const char* tribute_kind_name(guandan::TributeKind kind) {
  switch (kind) {
    case guandan::TributeKind::None: return "none";
    case guandan::TributeKind::Single: return "single";
    case guandan::TributeKind::Double: return "double";
    case guandan::TributeKind::Anti: return "anti";
  }
  return "?";
}

py::list finish_list(const State& s) {
  py::list out;
  for (int i = 0; i < s.finished_count(); ++i) out.append(static_cast<int>(s.finish_order()[i]));
  return out;
}

py::dict observation_base(const State& s, int seat) {
  py::dict obs;
  obs["seat"] = seat;
  obs["phase"] = phase_name(s.phase());
  obs["current_player"] = s.is_terminal() ? py::object(py::none()) : py::object(py::int_(s.current_player()));
  obs["hand"] = s.hand(seat);
  py::list left, played_by, shown;
  for (int t = 0; t < kNumSeats; ++t) {
    left.append(s.cards_left(t));
    played_by.append(s.played_by(t));
    shown.append(s.shown_big_jokers(t));
  }
  obs["cards_left"] = left;
  obs["played_by"] = played_by;
  obs["levels"] = py::make_tuple(rank_text(s.progress().levels[0]), rank_text(s.progress().levels[1]));
  obs["deal_level"] = rank_text(s.deal_level().rank);
  obs["deal_index"] = s.deal_index();
  obs["top"] = s.top_seat() == guandan::kNoSeat ? py::object(py::none()) : py::cast(s.top());
  obs["top_seat"] = s.top_seat() == guandan::kNoSeat ? py::object(py::none()) : py::object(py::int_(s.top_seat()));
  obs["finish_order"] = finish_list(s);
  obs["tribute"] = tribute_kind_name(s.tribute_kind());
  obs["shown_big_jokers"] = shown;
  return obs;
}

}  // namespace paiju::bindings
