// Python bindings of Shengji plays (paiju._core.shengji): the Move class and the module-level
// functions legal_plays, count_plays, sample_play, trick_winner, classify and units.
#include <pybind11/stl.h>

#include <string>

#include "paiju/bindings/game_binding.h"
#include "paiju/bindings/game_input.h"
#include "paiju/core/errors.h"
#include "paiju/core/notation.h"
#include "paiju/games/shengji/game.h"
#include "paiju/games/shengji/python/parts.h"
#include "paiju/tricktaking/throws.h"

namespace paiju::bindings {
namespace shengji_python {
namespace {

using shengji::Kind;
using shengji::Move;
using shengji::MoveList;
using shengji::PlayRules;

constexpr int kMaxHandSize = 33;            // a dealer holding the kitty
constexpr std::uint64_t kMaxListed = 10'000'000;

PlayRules play_rules_of(const py::handle& level, const py::handle& trump, const py::handle& cross_suit_obj) {
  if (!py::isinstance<py::bool_>(cross_suit_obj)) {
    throw InvalidOptionError("cross_suit_throws must be True or False, got " + repr_of(cross_suit_obj));
  }
  const bool cross_suit = cross_suit_obj.cast<bool>();
  const std::string canonical = py::isinstance<py::bool_>(level) ? std::string() : game::canonical_rank(option_value(level));
  if (canonical.empty()) throw InvalidOptionError("level must be a rank '2'..'9', 'T' (or 10), 'J', 'Q', 'K', 'A', got " + repr_of(level));
  int suit = tricktaking::kNoTrumpSuit;
  if (!trump.is_none()) {
    const std::string text = py::isinstance<py::str>(trump) ? text_of(trump) : std::string();
    const auto found = kSuitChars.find(text.size() == 1 ? static_cast<char>(text[0] & ~0x20) : '?');
    if (found == std::string_view::npos) throw InvalidOptionError("trump must be 'S', 'H', 'C', 'D' or None, got " + repr_of(trump));
    suit = static_cast<int>(found);
  }
  return PlayRules{tricktaking::TrumpOrder(static_cast<int>(kRankChars.find(canonical[0])), suit), cross_suit};
}

CardSet to_hand(const py::handle& obj) {
  return hand_within(obj, kMaxHandSize, "a Shengji hand holds at most 33 cards (a dealer with the kitty)");
}

// A play's cards: a Move of a play (a lead or a follow; not a declaration, a burial or a pass),
// or cards.
CardSet cards_of_move_or_set(const py::handle& obj) {
  if (py::isinstance<Move>(obj)) {
    const Move move = obj.cast<Move>();
    if (!move.is_play()) throw IllegalMoveError("not a play of cards to a trick: " + shengji::format_move(move));
    return move.cards;
  }
  return to_card_set(obj);
}

// The lead to follow, checked against the hand: a lead of the rules, no third copy of a card
// between them, a hand holding at least as many cards.
std::optional<CardSet> lead_of(const py::handle& obj, const CardSet& hand, const PlayRules& rules) {
  if (obj.is_none()) {
    if (hand.empty()) throw IllegalMoveError("an empty hand has no play");
    return std::nullopt;
  }
  const CardSet lead = cards_of_move_or_set(obj);
  if (shengji::lead_kind(lead, rules) == Kind::Pass) {
    throw IllegalMoveError("not a lead: " + format_cards(lead) + " (a lead is cards of one effective suit" +
                           std::string(rules.cross_suit_throws ? ", or plain cards of several suits)" : ")"));
  }
  if (!hand.can_add(lead)) throw InvalidCardError("the hand and the lead hold more than two copies of a card together");
  if (hand.size() < lead.size()) {
    throw IllegalMoveError("the hand holds " + std::to_string(hand.size()) + " cards, fewer than the lead's " +
                           std::to_string(lead.size()));
  }
  return lead;
}


// The Move class.
void bind_move_class(py::module_& m) {
  bind_move<shengji::Game>(m, R"doc(
A Shengji decision: ``kind`` and ``cards``.

``kind``: 'single', 'pair', 'tractor' or 'throw' for a lead (a throw is several units at once);
'follow' for any play after the lead; 'declare' (showing level cards or a joker pair while the
cards are dealt), 'pass' (not declaring) and 'bury' (the dealer burying one card). ``str(move)``
is "<kind> <cards>" and Move.parse reads it back.)doc")
      .def(py::init([](const py::str& kind, const py::object& cards) {
             std::string text = text_of(kind);
             if (!cards.is_none()) {
               text.push_back(' ');
               text.append(format_cards(to_card_set(cards)));
             }
             return shengji::parse_move(text);
           }),
           py::arg("kind"), py::arg("cards") = py::none())
      .def_property_readonly("kind", [](const Move& mv) { return std::string(shengji::kind_name(mv.kind)); })
      .def_property_readonly("cards", [](const Move& mv) { return mv.cards; })
      .def("__len__", [](const Move& mv) { return mv.cards.size(); })
      .def("is_lead", &Move::is_lead)
      .def("__repr__", [](const Move& mv) { return "Move('" + shengji::format_move(mv) + "')"; });
}

// The plays of a hand, leading or following a lead: listed, counted, or drawn uniformly.
void bind_play_lists(py::module_& m) {
  m.def("legal_plays", [](const py::object& hand_obj, const py::object& level, const py::object& trump,
                          const py::object& lead_obj, const py::object& cross_suit) {
    const PlayRules rules = play_rules_of(level, trump, cross_suit);
    const CardSet hand = to_hand(hand_obj);
    const auto lead = lead_of(lead_obj, hand, rules);
    const std::uint64_t count = shengji::count_plays(hand, lead ? &*lead : nullptr, rules);
    if (count > kMaxListed) {
      throw PaijuError("this hand has " + std::to_string(count) +
                       " plays, too many to list (the limit is 10,000,000): use count_plays and sample_play");
    }
    MoveList moves;
    moves.reserve(count);
    {
      py::gil_scoped_release release;
      shengji::legal_plays(hand, lead ? &*lead : nullptr, rules, moves);
    }
    return LegalMoves<shengji::Game>::of(std::move(moves));
  }, py::arg("hand"), py::arg("level"), py::arg("trump"), py::arg("lead") = py::none(),
     py::arg("cross_suit_throws") = false);
  m.def("count_plays", [](const py::object& hand_obj, const py::object& level, const py::object& trump,
                          const py::object& lead_obj, const py::object& cross_suit) {
    const PlayRules rules = play_rules_of(level, trump, cross_suit);
    const CardSet hand = to_hand(hand_obj);
    const auto lead = lead_of(lead_obj, hand, rules);
    return shengji::count_plays(hand, lead ? &*lead : nullptr, rules);
  }, py::arg("hand"), py::arg("level"), py::arg("trump"), py::arg("lead") = py::none(),
     py::arg("cross_suit_throws") = false);
  m.def("sample_play", [](const py::object& hand_obj, const py::object& level, const py::object& trump,
                          const py::object& lead_obj, const py::object& seed, const py::object& cross_suit, int count) -> py::object {
    const PlayRules rules = play_rules_of(level, trump, cross_suit);
    const CardSet hand = to_hand(hand_obj);
    const auto lead = lead_of(lead_obj, hand, rules);
    Rng rng(to_seed(seed), 0x5A3ULL);
    if (count < 0) return py::cast(shengji::sample_play(hand, lead ? &*lead : nullptr, rules, rng));
    MoveList out;
    for (int i = 0; i < count; ++i) out.push_back(shengji::sample_play(hand, lead ? &*lead : nullptr, rules, rng));
    return py::cast(out);
  }, py::arg("hand"), py::arg("level"), py::arg("trump"), py::arg("lead"), py::arg("seed"),
     py::arg("cross_suit_throws") = false, py::arg("count") = -1);
}

// Tricks and leads: a trick's winner, the lead some cards make, their units.
void bind_trick_functions(py::module_& m) {
  m.def("trick_winner", [](const py::object& plays, const py::object& level, const py::object& trump, const py::object& cross_suit) {
    const PlayRules rules = play_rules_of(level, trump, cross_suit);
    if (!py::isinstance<py::list>(plays) && !py::isinstance<py::tuple>(plays)) {
      throw IllegalMoveError("plays must be a list of the trick's plays (the lead first), got " + repr_of(plays));
    }
    std::vector<CardSet> sets;
    for (const py::handle play : plays) sets.push_back(cards_of_move_or_set(play));
    if (sets.empty() || sets.size() > 4) throw IllegalMoveError("a trick has 1 to 4 plays");
    if (shengji::lead_kind(sets[0], rules) == Kind::Pass) throw IllegalMoveError("not a lead: " + format_cards(sets[0]));
    CardSet all;
    for (const CardSet& play : sets) {
      if (play.size() != sets[0].size()) throw IllegalMoveError("every play of a trick has the lead's number of cards");
      if (!all.can_add(play)) throw InvalidCardError("the plays hold more than two copies of a card together");
      all += play;
    }
    return shengji::trick_winner(sets.data(), static_cast<int>(sets.size()), rules);
  }, py::arg("plays"), py::arg("level"), py::arg("trump"), py::arg("cross_suit_throws") = false);
  m.def("classify", [](const py::object& cards_obj, const py::object& level, const py::object& trump, const py::object& cross_suit) -> py::object {
    const PlayRules rules = play_rules_of(level, trump, cross_suit);
    const CardSet cards = to_card_set(cards_obj);
    const Kind kind = shengji::lead_kind(cards, rules);
    if (kind == Kind::Pass) return py::none();
    return py::cast(Move{cards, kind});
  }, py::arg("cards"), py::arg("level"), py::arg("trump"), py::arg("cross_suit_throws") = false);
  m.def("units", [](const py::object& cards_obj, const py::object& level, const py::object& trump) {
    const PlayRules rules = play_rules_of(level, trump, py::bool_(true));
    const CardSet cards = to_card_set(cards_obj);
    py::list out;
    if (cards.empty()) return out;
    for (int suit = 0; suit <= tricktaking::kTrump; ++suit) {
      const std::uint64_t kinds = rules.order.kinds(suit);
      const CardSet part = CardSet::from_words(cards.once_bits() & kinds, cards.twice_bits() & kinds);
      if (part.empty()) continue;
      for (const auto& unit : tricktaking::decompose_cards(part, rules.order)) {
        const char* kind = unit.unit.length == 0 ? "single" : unit.unit.length == 1 ? "pair" : "tractor";
        out.append(py::make_tuple(kind, unit.cards));
      }
    }
    return out;
  }, py::arg("cards"), py::arg("level"), py::arg("trump"));
}

}  // namespace
}  // namespace shengji_python

shengji::Move shengji_move(const py::handle& obj) { return move_from<shengji::Game>(obj, "pair SA SA"); }

void bind_shengji(py::module_& m) {
  using namespace shengji_python;
  bind_move_class(m);
  bind_play_lists(m);
  bind_trick_functions(m);
}

}  // namespace paiju::bindings
