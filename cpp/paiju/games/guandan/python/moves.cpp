// paiju._core.guandan outside a match: Move (with the platform's notation), TYPE_NAMES,
// legal_moves, legal_move_arrays, classify and beats.
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <string>

#include "paiju/bindings/game_binding.h"
#include "paiju/core/errors.h"
#include "paiju/core/notation.h"
#include "paiju/games/guandan/game.h"
#include "paiju/games/guandan/platform_notation.h"
#include "paiju/games/guandan/python/convert.h"
#include "paiju/games/guandan/python/parts.h"

namespace paiju::bindings {
namespace guandan_python {
namespace {

using guandan::Level;
using guandan::Move;
using guandan::MoveList;
using guandan::MoveType;
using guandan::Rules;
using namespace guandan_convert;

Move to_target(const py::handle& obj, Level level, const Rules& rules, const CardSet& hand) {
  const Move target = to_move(obj);
  if (target.is_pass()) throw IllegalMoveError("cannot follow a pass: use to_beat=None to lead");
  require_valid_reading(target, level, rules);
  if (!hand.can_add(target.cards)) {
    throw InvalidCardError("the hand and the play to beat hold more than two copies of a card together");
  }
  return target;
}

MoveList generate(const py::handle& hand_obj, const py::handle& level_obj, const py::handle& to_beat,
                  const py::kwargs& options) {
  const CardSet hand = to_hand(hand_obj);
  const Level level = to_level(level_obj);
  const Rules rules = to_rules(options);
  MoveList moves;
  if (to_beat.is_none()) {
    guandan::generate_moves(hand, level, rules, nullptr, moves);
  } else {
    const Move target = to_target(to_beat, level, rules, hand);
    guandan::generate_moves(hand, level, rules, &target, moves);
  }
  return moves;
}

// The moves of legal_moves as numpy arrays: copies per kind, type code, key code (legal_move_arrays).
py::tuple move_arrays(const py::object& hand, const py::object& level, const py::object& to_beat,
                      const py::kwargs& options) {
  const MoveList moves = generate(hand, level, to_beat, options);
  const auto n = static_cast<py::ssize_t>(moves.size());
  py::array_t<std::uint8_t> counts({n, static_cast<py::ssize_t>(kNumKinds)});
  py::array_t<std::uint8_t> types(n), keys(n);
  auto c = counts.mutable_unchecked<2>();
  auto t = types.mutable_unchecked<1>();
  auto k = keys.mutable_unchecked<1>();
  for (py::ssize_t i = 0; i < n; ++i) {
    const Move& mv = moves[static_cast<std::size_t>(i)];
    for (int kind = 0; kind < kNumKinds; ++kind) c(i, kind) = static_cast<std::uint8_t>(mv.cards.count(kind));
    t(i) = static_cast<std::uint8_t>(mv.kind);
    k(i) = mv.key;
  }
  return py::make_tuple(counts, types, keys);
}

// The platform's notation of a move (paiju.platform).
void bind_move_platform(py::class_<Move>& move) {
  move
      .def_static(
          "from_platform",
          [](const py::object& obj, const py::object& level_obj, const py::kwargs& options) {
            const Move result = to_move(obj);
            require_valid_reading(result, to_level(level_obj), to_rules(options));
            return result;
          },
          py::arg("obj"), py::arg("level"),
          "Read the platform's [type, rank, cards] and check the reading is valid at the level.")
      .def_static("pass_", &Move::pass, "The pass.")
      .def("to_platform", [](const Move& mv, const py::object& level_obj) {
             if (level_obj.is_none()) return platform_of(mv, nullptr);
             const Level level = to_level(level_obj);
             return platform_of(mv, &level);
           }, py::arg("level") = py::none(),
           "The platform's [type, rank, cards], the cards in the platform's order (slot by slot, "
           "wilds last in the slot they fill; ``level`` says which heart cards are wild, inferred "
           "when omitted). The four jokers are ['Bomb', 'JOKER', ...], tribute and return cards "
           "['tribute', 'tribute', [card]] and ['back', 'back', [card]].")
      .def("_platform_json", [](const Move& mv, const py::object& level_obj) {
             std::string out;
             if (level_obj.is_none()) {
               guandan::append_platform_json(mv, nullptr, out);
             } else {
               const Level level = to_level(level_obj);
               guandan::append_platform_json(mv, &level, out);
             }
             return out;
           }, py::arg("level") = py::none(), "to_platform(level) as JSON text (json.dumps without spaces).");
}

void bind_move_class(py::module_& m) {
  auto move = bind_move<guandan::Game>(m, R"doc(
A Guandan move: physical cards plus a declared reading (type and key rank).

``kind`` is the platform type (``Single Pair Trips ThreeWithTwo TwoTrips ThreePair Straight
StraightFlush Bomb FourKings`` or ``PASS``), ``rank`` the platform key rank (runs are keyed by
their lowest rank, ``A`` meaning ace low), ``cards`` the physical cards. Two moves are equal iff
kind, rank and cards are equal. ``str(move)`` is ``"<kind> <rank> <cards>"`` and
``Move.parse`` reads it back.)doc");
  move.def(py::init([](const py::str& kind, const py::str& rank, const py::object& cards) {
             return guandan::make_move(text_of(kind), text_of(rank), to_card_set(cards));
           }),
           py::arg("kind"), py::arg("rank"), py::arg("cards") = py::none());
  bind_move_platform(move);
  move.def_property_readonly("kind", [](const Move& mv) { return std::string(guandan::type_name(mv.kind)); })
      .def_property_readonly("rank", [](const Move& mv) { return guandan::rank_name(mv); })
      .def_property_readonly("cards", [](const Move& mv) { return mv.cards; })
      .def_property_readonly("type_code", [](const Move& mv) { return static_cast<int>(mv.kind); },
                             "Integer type code (index into TYPE_NAMES).")
      .def_property_readonly("key_code", [](const Move& mv) { return static_cast<int>(mv.key); },
                             "Integer key: rank slot (0..12 = 2..A, 13 SB, 14 HR) or run start "
                             "(0 = ace low .. 12 = K).")
      .def("is_pass", &Move::is_pass)
      .def("is_bomb", [](const Move& mv) { return guandan::is_bomb_type(mv.kind); })
      .def("__len__", [](const Move& mv) { return mv.cards.size(); })
      .def("__repr__", [](const Move& mv) {
        if (mv.is_pass()) return std::string("Move('PASS', 'PASS')");
        return "Move('" + std::string(guandan::type_name(mv.kind)) + "', '" + guandan::rank_name(mv) + "', '" +
               format_cards(mv.cards) + "')";
      });
}

// The functions outside a match: legal moves of a hand, the readings of cards, what beats what.
void bind_move_functions(py::module_& m) {
  py::tuple type_names(guandan::kNumMoveTypes);
  for (int t = 0; t < guandan::kNumMoveTypes; ++t) {
    type_names[t] = std::string(guandan::type_name(static_cast<MoveType>(t)));
  }
  m.attr("TYPE_NAMES") = type_names;

  m.def(
      "legal_moves",
      [](const py::object& hand, const py::object& level, const py::object& to_beat, const py::kwargs& options) {
        return LegalMoves<guandan::Game>::of(generate(hand, level, to_beat, options));
      },
      py::arg("hand"), py::arg("level"), py::arg("to_beat") = py::none(),
      "Every legal move of ``hand``: leading when ``to_beat`` is None, else PASS and every move\n"
      "that beats ``to_beat`` (a Move, its string, or the platform's ``[type, rank, cards]``), as\n"
      "the same lazy sequence as ``State.legal_moves()`` (Move objects are built on access).\n\n"
      "Raises InvalidCardError for an impossible hand (a bad card, a third copy, more than 27 cards,\n"
      "or a hand that together with ``to_beat`` holds a third copy of a card), InvalidOptionError\n"
      "for a bad level or option (options are strict: booleans must be True or False),\n"
      "IllegalMoveError when ``to_beat`` is not a valid combination at this level.");
  m.def(
      "legal_move_arrays",
      &move_arrays,
      py::arg("hand"), py::arg("level"), py::arg("to_beat") = py::none());
  m.def(
      "classify",
      [](const py::object& cards_obj, const py::object& level_obj, const py::kwargs& options) {
        const CardSet cards = to_card_set(cards_obj);
        if (cards.size() > kMaxHandSize) {
          throw InvalidCardError("a Guandan play holds at most 28 cards, got " + std::to_string(cards.size()));
        }
        MoveList readings;
        guandan::classify(cards, to_level(level_obj), to_rules(options), readings);
        return readings;
      },
      py::arg("cards"), py::arg("level"),
      "Every reading (type, key rank) of exactly these cards; empty if they are no combination.");
  m.def(
      "beats",
      [](const py::object& a_obj, const py::object& b_obj, const py::object& level_obj, const py::kwargs& options) {
        const Level level = to_level(level_obj);
        const Rules rules = to_rules(options);
        const auto valid = [&](const Move& move) { require_valid_reading(move, level, rules); };
        const auto beats = [&](const Move& x, const Move& y) { return guandan::beats(x, y, level); };
        const Move a = to_move(a_obj), b = to_move(b_obj);
        return checked_beats(a, b, valid, beats);
      },
      py::arg("a"), py::arg("b"), py::arg("level"),
      "Does move ``a`` beat move ``b`` at this level? Both must be valid readings.");
}

}  // namespace
}  // namespace guandan_python

void bind_guandan(py::module_& m) {
  using namespace guandan_python;
  bind_move_class(m);
  bind_move_functions(m);
}

}  // namespace paiju::bindings
