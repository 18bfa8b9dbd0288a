// Replaying a game record — {"game", "format": 1, "options", "seed" or "deal", "moves": [[seat,
// move], ...]} — shared by the games' bindings. Every problem raises InvalidRecordError saying
// where: a missing key, a wrong game or format, a bad start, a move by the wrong seat, after the
// end, or illegal.
#pragma once

#include <string>

#include "paiju/bindings/bindings.h"
#include "paiju/core/errors.h"

namespace paiju::bindings {

// `start(options, record)` builds the initial state from the record's seed or deal;
// `to_move(handle)` reads one move; the state has apply(move) and state() with
// is_terminal() and current_player().
template <class PyState, class Start, class ToMove>
PyState replay_record(const py::handle& obj, const std::string& game, const std::string& title, Start start,
                      ToMove to_move) {
  const auto fail = [&](const std::string& why) { throw InvalidRecordError("invalid " + title + " record: " + why); };
  if (!py::isinstance<py::dict>(obj)) fail("expected a dict, got " + py::repr(obj).cast<std::string>());
  const py::dict record = py::reinterpret_borrow<py::dict>(obj);
  for (const char* key : {"game", "format", "options", "seed", "deal", "moves"}) {
    if (!record.contains(key)) fail(std::string("missing key '") + key + "'");
  }
  if (!py::isinstance<py::str>(record["game"]) || text_of(record["game"]) != game) {
    fail("game must be '" + game + "'");
  }
  if (!int_within(record["format"], 1, 1)) {
    fail("format must be 1 (the record format this version writes)");
  }
  if (!py::isinstance<py::dict>(record["options"])) fail("options must be a dict");
  if (record["seed"].is_none() ? !py::isinstance<py::dict>(record["deal"]) : !record["deal"].is_none()) {
    fail("needs a seed (and deal None) or a deal (and seed None)");
  }
  if (!py::isinstance<py::list>(record["moves"]) && !py::isinstance<py::tuple>(record["moves"])) {
    fail("moves must be a list");
  }
  PyState state;
  try {
    state = start(py::reinterpret_borrow<py::dict>(record["options"]), record);
  } catch (const InvalidRecordError&) {
    throw;
  } catch (const PaijuError& error) {
    fail(error.what());
  }
  int index = 0;
  for (const py::handle entry : record["moves"]) {
    const std::string where = "move " + std::to_string(index);
    try {
      if (!py::isinstance<py::sequence>(entry) || py::isinstance<py::str>(entry) || py::len(entry) != 2) {
        fail(where + " must be [seat, move], got " + py::repr(entry).cast<std::string>());
      }
      const py::sequence pair = py::reinterpret_borrow<py::sequence>(entry);
      const py::object seat_obj = pair[0];
      const auto seat_value = int_within(seat_obj, 0, 3);
      if (!seat_value) fail(where + ": the seat must be 0..3");
      const int seat = static_cast<int>(*seat_value);
      if (state.state().is_terminal()) fail(where + " comes after the end of the match");
      if (seat != state.state().current_player()) {
        fail(where + " is by seat " + std::to_string(seat) + " but seat " +
             std::to_string(state.state().current_player()) + " is to move");
      }
      state.apply(to_move(pair[1]));
    } catch (const InvalidRecordError&) {
      throw;
    } catch (const PaijuError& error) {
      fail(where + ": " + error.what());
    }
    ++index;
  }
  return state;
}

}  // namespace paiju::bindings
