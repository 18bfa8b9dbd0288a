// Compact records: a match's decisions as bytes, each move written by its game
// (games/<game>/move_bytes.h; the seats are not written, replay knows who is to move), and their
// replay from a record's start without building a legal-move list per decision (each move is
// checked by the rules, G::why_illegal; `verify` checks it against the legal list as well).
// python/paiju/records.py writes batches of records and reads their header; the records of a
// batch (core/packed_records.h) are read and replayed here, in one call.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "paiju/bindings/game_binding.h"
#include "paiju/core/move_bytes.h"
#include "paiju/core/packed_records.h"

namespace paiju::bindings {

template <class G>
concept PacksMoves = requires(const typename G::Move& move, typename G::Move& read, ByteWriter& out, ByteReader& in) {
  write_move(move, out);
  read_move(in, read);
};

template <class G>
void write_moves(const PyState<G>& state, ByteWriter& out) {
  for (const auto& step : state.history()) write_move(step.move, out);
}

template <class G>
py::bytes packed_moves(const PyState<G>& state) {
  std::string out;
  ByteWriter writer(out);
  write_moves(state, writer);
  return py::bytes(out);
}

inline std::string_view bytes_view(const py::bytes& bytes) {
  char* data = nullptr;
  py::ssize_t size = 0;
  if (PyBytes_AsStringAndSize(bytes.ptr(), &data, &size) != 0) throw py::error_already_set();
  return {data, static_cast<std::size_t>(size)};
}

// Applies the moves `in` holds to `state` until it is done; a move the rules refuse raises
// InvalidRecordError, opened by `where`, naming the move and its byte.
template <class G>
void apply_packed(PyState<G>& state, ByteReader& in, bool verify, const std::string& where) {
  for (int index = 0; !in.done(); ++index) {
    const std::size_t at = in.position();
    typename G::Move move;
    read_move(in, move);
    try {
      if (G::is_terminal(state.state())) throw IllegalMoveError("the match is over");
      if (verify) state.apply(move);
      else state.apply_lawful(move);
    } catch (const IllegalMoveError& error) {
      throw InvalidRecordError(where + "move " + std::to_string(index) + " (byte " + std::to_string(at) +
                               "): " + G::format_move(move) + ": " + error.what());
    }
  }
}

// The State a record's start (its dict, moves ignored) reaches through the packed `moves`.
template <class B>
PyState<typename B::G> replay_packed(const py::dict& start, const py::bytes& moves, bool verify) {
  using G = typename B::G;
  py::dict record(start);
  record["moves"] = py::list();
  PyState<G> state = replay<B>(record);
  ByteReader in(bytes_view(moves));
  apply_packed(state, in, verify, "packed moves, ");
  return state;
}

// The State a batch's record starts from; InvalidRecordError for bad options or a bad deal.
template <class B>
PyState<typename B::G> packed_start(const PackedRecordStart& start, const py::list& options,
                                    std::vector<std::optional<typename B::G::Rules>>& rules, const std::string& where) {
  using G = typename B::G;
  try {
    auto& these = rules[start.options];
    if (!these) {
      const py::handle dict = options[start.options];
      if (!py::isinstance<py::dict>(dict)) throw InvalidRecordError("the header's options are not a dict");
      these = record_rules<G>(py::reinterpret_borrow<py::dict>(dict));
    }
    if (start.seed) return PyState<G>::new_match(*these, *start.seed);
    const py::object deal = py::module_::import("json").attr("loads")(py::bytes(start.deal.data(), start.deal.size()));
    if (!py::isinstance<py::dict>(deal)) throw InvalidRecordError("the deal is not a JSON object");
    return B::new_deal(*these, py::reinterpret_borrow<py::dict>(deal));
  } catch (const py::error_already_set& error) {
    if (!error.matches(PyExc_ValueError)) throw;  // JSON's errors, bad UTF-8 among them, are ValueErrors
    throw InvalidRecordError(where + "a bad deal: " + std::string(error.what()));
  } catch (const PaijuError& error) {
    throw InvalidRecordError(where + error.what());
  }
}

// The States of a batch's records, each at its record's end: the records from byte `at` of
// `data` to its end, their rule options the header's list `options`.
template <class B>
py::list replay_packed_records(const py::bytes& data, std::size_t at, const py::list& options, bool verify) {
  using G = typename B::G;
  const std::string_view bytes = bytes_view(data);
  if (at > bytes.size()) throw InvalidRecordError("packed records: the records start past the end");
  std::vector<std::optional<typename G::Rules>> rules(options.size());
  ByteReader in(bytes, "packed records", at);
  py::list out;
  for (int index = 0; !in.done(); ++index) {
    const std::string where = "packed records, record " + std::to_string(index) + ", ";
    const PackedRecordStart start = read_record_start(in, options.size());
    PyState<G> state = packed_start<B>(start, options, rules, where);
    ByteReader moves(bytes.substr(0, start.moves_at + start.moves.size()), "packed records", start.moves_at);
    apply_packed(state, moves, verify, where);
    out.append(py::cast(std::move(state)));
  }
  return out;
}

// The body of a batch (core/packed_records.h) holding `states`, States of this game, and the
// list of rule options (dicts) its records' indices refer to: paiju.records.pack writes the
// header before it. InvalidRecordError for another game's State or a resampled world.
template <class B>
py::tuple pack_records(const py::list& states) {
  using G = typename B::G;
  std::string body;
  ByteWriter out(body);
  py::list options;
  py::object dumps;  // json.dumps, imported for the first dealt (unseeded) State
  std::string moves;
  for (std::size_t index = 0; index < states.size(); ++index) {
    const py::handle item = states[index];
    if (!py::isinstance<PyState<G>>(item)) {
      const std::string game = py::hasattr(item, "game") ? py::str(item.attr("game")).cast<std::string>() : "not a State";
      throw InvalidRecordError("pack() takes records of one game: " + game + " after " + G::kName + " (item " +
                               std::to_string(index) + ")");
    }
    const auto& state = item.cast<const PyState<G>&>();
    if (state.world_of() >= 0) {
      throw InvalidRecordError("pack(): item " + std::to_string(index) + " is a world resampled for seat " +
                               std::to_string(state.world_of()) + ", not a match dealt from its seed");
    }
    const py::dict these = rules_to_dict<G>(state.rules());
    std::size_t at = 0;
    while (at < options.size() && !py::object(options[at]).equal(these)) ++at;
    if (at == options.size()) options.append(these);
    out.varint(at);
    if (state.seed()) {
      out.varint(0);
      out.varint(*state.seed());
    } else {
      if (!dumps) dumps = py::module_::import("json").attr("dumps");
      const std::string deal = py::str(dumps(state.deal(), py::arg("separators") = py::make_tuple(",", ":")));
      out.varint(1);
      out.varint(deal.size());
      body += deal;
    }
    moves.clear();
    ByteWriter move_out(moves);
    write_moves(state, move_out);
    out.varint(moves.size());
    body += moves;
  }
  return py::make_tuple(options, py::bytes(body));
}

// Binds State.packed_moves, _replay_packed, _pack_records and _replay_packed_records for the game of traits B
// (after bind_game).
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
    m.def("_pack_records", &pack_records<B>, py::arg("states"),
          "The rule options (a list of dicts) and the body of a batch of packed records holding `states`, "
          "States of this game (paiju.records.pack writes the header).");
    m.def("_replay_packed_records", &replay_packed_records<B>, py::arg("data"), py::arg("at"), py::arg("options"),
          py::arg("verify") = false,
          "The States of the packed records from byte `at` of `data` to its end (paiju.records reads the "
          "header before them: `options` is its list); InvalidRecordError naming the first bad byte or move.");
  }
}

}  // namespace paiju::bindings
