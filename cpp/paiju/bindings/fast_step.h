// The fast Python step of every game's State: moves named by their index in the position's
// legal list (the order legal_moves() lists them in), so that code which drives the engine from
// Python (search, learning) steps with one call per decision and builds no Move object.
// bind_fast_step<B>(state) adds to State (B: the binding traits of game_binding.h):
//
//   num_legal_moves() -> int               the current position's legal move count
//   apply_index(i) -> int                  applies legal_moves()[i]; returns the new count
//   apply_indices(path) -> int             applies a line of indices in one call
//   legal_move_index(move) -> int          a Move's index: the bridge from the friendly API
//
// A count of 0 means the match is over. The legal list is generated once per position into a
// buffer reused from step to step (PyState::current_moves). A bad index raises
// IllegalMoveError and leaves the state unchanged. bind_game (game_binding.h) calls
// bind_fast_step for every game.
#pragma once

#include <pybind11/stl.h>

#include <cstddef>
#include <string>
#include <vector>

#include "paiju/bindings/bindings.h"
#include "paiju/bindings/raw_methods.h"
#include "paiju/core/errors.h"

namespace paiju::bindings {

template <class G>
class PyState;  // game_binding.h, which binds these with the rest of State

// The current legal move count (0 once the match is over).
template <class G>
std::size_t legal_count(PyState<G>& s) {
  return G::is_terminal(s.state()) ? 0 : s.current_moves().size();
}

// `index` as a position in the current legal list; IllegalMoveError when out of range.
template <class G>
std::size_t checked_index(PyState<G>& s, long long index) {
  const std::size_t count = legal_count(s);
  if (count == 0) throw IllegalMoveError("the match is over: there is no legal move to apply");
  if (index < 0 || static_cast<unsigned long long>(index) >= count) {
    throw IllegalMoveError("move index " + std::to_string(index) + " is out of range: " + std::to_string(count) +
                           " legal moves, indices 0.." + std::to_string(count - 1));
  }
  return static_cast<std::size_t>(index);
}

template <class G>
std::size_t apply_index(PyState<G>& s, long long index) {
  s.apply_listed(checked_index(s, index));
  return legal_count(s);
}

// Applies every index of `path` in turn; at a bad one, undoes the ones before it and throws.
template <class G>
std::size_t apply_indices(PyState<G>& s, const std::vector<long long>& path) {
  const typename G::State start = s.state();
  const std::size_t steps = s.history().size();
  for (std::size_t k = 0; k < path.size(); ++k) {
    try {
      s.apply_listed(checked_index(s, path[k]));
    } catch (const IllegalMoveError& error) {
      s.rewind(start, steps);
      throw IllegalMoveError("step " + std::to_string(k) + " of the path: " + error.what() +
                             " (nothing applied)");
    }
  }
  return legal_count(s);
}

template <class B>
std::size_t legal_move_index(PyState<typename B::G>& s, const py::handle& obj) {
  using G = typename B::G;
  const typename G::Move move = B::to_move(obj);
  if (G::is_terminal(s.state())) throw IllegalMoveError("the match is over: no move is legal");
  const auto& moves = s.current_moves();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (moves[i] == move) return i;
  }
  std::string why = G::why_illegal(s.state(), move);
  if (why.empty()) why = G::format_move(move) + " is not one of the legal moves (legal_moves() lists each play once)";
  throw IllegalMoveError(why);
}

template <class B>
void bind_fast_step(py::class_<PyState<typename B::G>>& state) {
  using G = typename B::G;
  using S = PyState<G>;
  def_raw_noargs<S, [](S& s) -> py::object { return py::int_(legal_count(s)); }>(
      state, "num_legal_moves",
      "num_legal_moves($self, /)\n--\n\nlen(legal_moves()) without building the sequence: the current "
      "position's legal move count, 0 once the match is over.");
  def_raw_one<S, [](S& s, py::handle index) -> py::object {
    const auto value = index_argument(index);
    if (!value) throw IllegalMoveError("move index " + repr_of(index) + " is out of range");
    return py::int_(apply_index(s, *value));
  }, "index">(state, "apply_index",
     "apply_index($self, /, index)\n--\n\nApply legal_moves()[index] without building a Move, and return "
     "the new position's legal move count (0 once the match is over): one call per decision. An index "
     "outside 0..count-1 raises IllegalMoveError and leaves the state unchanged.");
  state
      .def("apply_indices", &apply_indices<G>, py::arg("indices"),
           "Apply a line of moves by index, each an index into the legal moves of the position it is "
           "applied in (as apply_index would, in turn); return the final legal move count. A bad index "
           "raises IllegalMoveError naming its step, and nothing is applied.")
      .def("legal_move_index", [](S& s, const py::handle& move) { return legal_move_index<B>(s, move); },
           py::arg("move"),
           "The index of a Move (or its text) in legal_moves(); IllegalMoveError says why when it is not legal.");
}

}  // namespace paiju::bindings
