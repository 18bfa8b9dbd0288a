// Compact records: a match's decisions as bytes, each move written by its game
// (games/<game>/move_bytes.h; the seats are not written, replay knows who is to move), and their
// replay from a record's start without building a legal-move list per decision (each move is
// checked by the rules, G::why_illegal; `verify` checks it against the legal list as well).
// python/paiju/records.py packs whole records and batches of them around these bytes.
#pragma once

#include <string>
#include <string_view>

#include "paiju/bindings/game_binding.h"
#include "paiju/core/move_bytes.h"

namespace paiju::bindings {

template <class G>
concept PacksMoves = requires(const typename G::Move& move, typename G::Move& read, ByteWriter& out, ByteReader& in) {
  write_move(move, out);
  read_move(in, read);
};

template <class G>
py::bytes packed_moves(const PyState<G>& state) {
  std::string out;
  ByteWriter writer(out);
  for (const auto& step : state.history()) write_move(step.move, writer);
  return py::bytes(out);
}

// The State a record's start (its dict, moves ignored) reaches through the packed `moves`.
template <class B>
PyState<typename B::G> replay_packed(const py::dict& start, const py::bytes& moves, bool verify) {
  using G = typename B::G;
  py::dict record(start);
  record["moves"] = py::list();
  PyState<G> state = replay<B>(record);
  char* data = nullptr;
  py::ssize_t size = 0;
  if (PyBytes_AsStringAndSize(moves.ptr(), &data, &size) != 0) throw py::error_already_set();
  ByteReader in(std::string_view(data, static_cast<std::size_t>(size)));
  for (int index = 0; !in.done(); ++index) {
    const std::size_t at = in.position();
    typename G::Move move;
    read_move(in, move);
    try {
      if (G::is_terminal(state.state())) throw IllegalMoveError("the match is over");
      if (verify) state.apply(move);
      else state.apply_lawful(move);
    } catch (const IllegalMoveError& error) {
      throw InvalidRecordError("packed moves, move " + std::to_string(index) + " (byte " + std::to_string(at) +
                               "): " + G::format_move(move) + ": " + error.what());
    }
  }
  return state;
}

// Binds State.packed_moves and _replay_packed for the game of traits B (after bind_game).
template <class B>
void bind_packed(py::module_& m) {
  using G = typename B::G;
  if constexpr (PacksMoves<G>) {
    auto state_class = py::reinterpret_borrow<py::class_<PyState<G>>>(m.attr("State"));
    state_class.def("packed_moves", &packed_moves<G>,
                    "Every decision so far as bytes, a few a move (paiju.records packs whole records with them).");
    m.def("_replay_packed", &replay_packed<B>, py::arg("start"), py::arg("moves"), py::arg("verify") = false,
          "The State reached from a record's start (its dict; its moves ignored) through packed moves "
          "(State.packed_moves()); InvalidRecordError naming the first bad one.");
  }
}

}  // namespace paiju::bindings
