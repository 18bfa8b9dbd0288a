// Python bindings of Liangfutou combinations and move generation (paiju._core.liangfutou).
#include <pybind11/stl.h>

#include <string>

#include "paiju/bindings/game_binding.h"
#include "paiju/bindings/game_input.h"
#include "paiju/core/errors.h"
#include "paiju/core/notation.h"
#include "paiju/core/rank_counts.h"
#include "paiju/games/liangfutou/game.h"
#include "paiju/games/liangfutou/python/parts.h"

namespace paiju::bindings {

liangfutou::Move liangfutou_move(const py::handle& obj) { return move_from<liangfutou::Game>(obj, "pair 5 S5 H5"); }

namespace liangfutou_python {
namespace {

using liangfutou::Kind;
using liangfutou::Move;
using liangfutou::MoveList;

constexpr int kMaxHandSize = 27;
// Rank order of Move.ranks: 3 .. A, 2, small joker, big joker.
constexpr int rank_sort_key(int slot) { return liangfutou::power(slot); }

int to_called(const py::handle& obj) {
  if (obj.is_none()) return liangfutou::kNoCalledCard;
  if (!py::isinstance<py::str>(obj)) throw InvalidCardError("called must be a card such as 'H7', got " + repr_of(obj));
  return parse_card(text_of(obj));
}

CardSet to_hand(const py::handle& obj) { return hand_within(obj, kMaxHandSize, "a Liangfutou hand holds at most 27 cards"); }

void require_valid(const Move& move, int called) {
  if (!liangfutou::is_valid_reading(move, called)) {
    throw IllegalMoveError("'" + liangfutou::format_move(move) + "' is not a valid Liangfutou combination");
  }
}

py::tuple ranks_of(const Move& move) {
  std::vector<int> slots;
  move.cards.for_each_card([&](int kind) { slots.push_back(slot_of_kind(kind)); });
  std::stable_sort(slots.begin(), slots.end(), [](int a, int b) { return rank_sort_key(a) < rank_sort_key(b); });
  py::tuple out(slots.size());
  for (std::size_t i = 0; i < slots.size(); ++i) out[i] = liangfutou::rank_name(slots[i]);
  return out;
}


// The Move class.
void bind_move_class(py::module_& m) {
  bind_move<liangfutou::Game>(m, R"doc(
A Liangfutou move: kind, key rank and the physical cards the engine takes.

``kind``: single pair triple straight pair_run bomb joker_bomb (or pass); ``length``: number of
cards; ``rank``: the key rank (the rank played, the top of a sequence, SB/HR for a joker single
or natural joker pair, HR for the joker bomb); ``ranks``: the ranks used, jokers as SB/HR;
``cards``: the physical cards (suits in the engine's fixed order, the called card only as the
move includes it). ``str(move)`` is "<kind> <rank> <cards>" and Move.parse reads it back.)doc")
      .def(py::init([](const py::str& kind, const py::str& rank, const py::object& cards) {
             return liangfutou::make_move(text_of(kind), text_of(rank), to_card_set(cards));
           }),
           py::arg("kind"), py::arg("rank") = "", py::arg("cards") = py::none())
      .def_property_readonly("kind", [](const Move& mv) { return std::string(liangfutou::kind_name(mv.kind)); })
      .def_property_readonly("length", &Move::length)
      .def_property_readonly("rank", [](const Move& mv) {
        return mv.is_pass() ? std::string("PASS") : liangfutou::rank_name(mv.key);
      })
      .def_property_readonly("ranks", &ranks_of)
      .def_property_readonly("cards", [](const Move& mv) { return mv.cards; })
      .def("called_copies", [](const Move& mv, const py::handle& called) {
        const int kind = to_called(called);
        return kind < 0 ? 0 : mv.cards.count(kind);
      }, py::arg("called"), "How many copies of the called card the move includes.")
      .def("is_pass", &Move::is_pass)
      .def("is_bomb", [](const Move& mv) { return liangfutou::is_bomb(mv.kind); })
      .def("__len__", &Move::length)
      .def("__repr__", [](const Move& mv) {
        if (mv.is_pass()) return std::string("Move('pass')");
        return "Move('" + std::string(liangfutou::kind_name(mv.kind)) + "', '" + liangfutou::rank_name(mv.key) +
               "', '" + format_cards(mv.cards) + "')";
      });
}

// The functions outside a match: legal moves of a hand, the readings of cards, what beats what.
void bind_move_functions(py::module_& m) {
  m.def("legal_moves", [](const py::object& hand_obj, const py::object& to_beat, const py::object& called_obj) {
    const CardSet hand = to_hand(hand_obj);
    const int called = to_called(called_obj);
    MoveList moves;
    if (to_beat.is_none()) {
      liangfutou::generate_moves(hand, nullptr, called, moves);
    } else {
      const Move target = liangfutou_move(to_beat);
      if (target.is_pass()) throw IllegalMoveError("cannot follow a pass: use to_beat=None to lead");
      require_valid(target, called);
      if (!hand.can_add(target.cards)) {
        throw InvalidCardError("the hand and the play to beat hold more than two copies of a card together");
      }
      liangfutou::generate_moves(hand, &target, called, moves);
    }
    return LegalMoves<liangfutou::Game>::of(std::move(moves));
  }, py::arg("hand"), py::arg("to_beat") = py::none(), py::arg("called") = py::none());
  m.def("classify", [](const py::object& cards_obj, const py::object& called_obj) {
    MoveList out;
    liangfutou::classify(to_hand(cards_obj), to_called(called_obj), out);
    return out;
  }, py::arg("cards"), py::arg("called") = py::none());
  m.def("beats", [](const py::object& a_obj, const py::object& b_obj) {
    const auto valid = [](const Move& move) { require_valid(move, liangfutou::kNoCalledCard); };
    const auto beats = [](const Move& x, const Move& y) { return liangfutou::beats(x, y); };
    const Move a = liangfutou_move(a_obj), b = liangfutou_move(b_obj);
    return checked_beats(a, b, valid, beats);
  }, py::arg("a"), py::arg("b"));
}

}  // namespace
}  // namespace liangfutou_python

void bind_liangfutou(py::module_& m) {
  liangfutou_python::bind_move_class(m);
  liangfutou_python::bind_move_functions(m);
}

}  // namespace paiju::bindings
