// Bindings of the trick-taking primitives (tricktaking/), for tests and the games that will use
// them: paiju._core._trump_order(card, level, trump) -> (effective suit, position) and
// paiju._core._decompose(cards, level, trump) -> [(length, top position), ...], _trick_winner,
// _count_leads, _sample_leads, _legal_leads, and following and throws: _count_follows,
// _sample_follows, _legal_follows, _is_legal_follow, _failed_throw.
#include <string>
#include <vector>

#include "paiju/bindings/bindings.h"
#include "paiju/core/errors.h"
#include "paiju/core/notation.h"
#include "paiju/tricktaking/follows.h"
#include "paiju/tricktaking/leads.h"
#include "paiju/tricktaking/throws.h"
#include "paiju/tricktaking/trick_winner.h"
#include "paiju/tricktaking/trump_order.h"
#include "paiju/tricktaking/units.h"

namespace paiju::bindings {

namespace {

tricktaking::TrumpOrder order_of(const py::str& level, const py::object& trump) {
  const std::string level_text = text_of(level);
  const auto rank = kRankChars.find(level_text.size() == 1 ? level_text[0] : '?');
  if (rank == std::string_view::npos) throw InvalidOptionError("level must be a rank '2'..'A', got " + repr_of(level));
  int suit = tricktaking::kNoTrumpSuit;
  if (!trump.is_none()) {
    const std::string text = py::isinstance<py::str>(trump) ? text_of(trump) : std::string();
    const auto found = kSuitChars.find(text.size() == 1 ? text[0] : '?');
    if (found == std::string_view::npos) throw InvalidOptionError("trump must be 'S', 'H', 'C', 'D' or None, got " + repr_of(trump));
    suit = static_cast<int>(found);
  }
  return tricktaking::TrumpOrder(static_cast<int>(rank), suit);
}

// The lead of a trick: non-empty, of one effective suit; IllegalMoveError otherwise.
CardSet lead_of(const py::object& cards, const tricktaking::TrumpOrder& order) {
  const CardSet lead = to_card_set(cards);
  if (lead.empty() || tricktaking::common_suit(lead, order) < 0) {
    throw IllegalMoveError("the lead must be cards of one effective suit");
  }
  return lead;
}

// A hand that can follow `lead`: at least as many cards.
CardSet follower_of(const py::object& cards, const CardSet& lead) {
  const CardSet hand = to_card_set(cards);
  if (hand.size() < lead.size()) throw IllegalMoveError("the hand has fewer cards than the lead");
  return hand;
}

// Units of one suit and a trick's winner.
void bind_units_and_tricks(py::module_& m) {
  m.def("_decompose", [](const py::object& cards, const py::str& level, const py::object& trump) {
    const tricktaking::TrumpOrder order = order_of(level, trump);
    const CardSet set = to_card_set(cards);
    int suit = -1;
    set.for_each_kind([&](int kind, int) {
      if (suit >= 0 && order.suit(kind) != suit) throw InvalidCardError("the cards must be of one effective suit");
      suit = order.suit(kind);
    });
    std::vector<tricktaking::Unit> units;
    tricktaking::decompose(set, order, units);
    py::list out;
    for (const auto& unit : units) out.append(py::make_tuple(unit.length, unit.top));
    return out;
  }, py::arg("cards"), py::arg("level"), py::arg("trump"),
  "The canonical units (length in pairs, position of the highest card) of cards of one effective suit.");
  m.def("_trick_winner", [](const py::list& plays, const py::str& level, const py::object& trump) {
    const tricktaking::TrumpOrder order = order_of(level, trump);
    std::vector<CardSet> sets;
    for (const py::handle play : plays) sets.push_back(to_card_set(play));
    if (sets.empty() || sets[0].empty() || tricktaking::common_suit(sets[0], order) < 0) {
      throw IllegalMoveError("the lead must be cards of one effective suit");
    }
    for (const CardSet& play : sets) {
      if (play.size() != sets[0].size()) throw IllegalMoveError("every play of a trick has the lead's number of cards");
    }
    return tricktaking::trick_winner(sets, order);
  }, py::arg("plays"), py::arg("level"), py::arg("trump"), "The index of the winning play (plays[0] is the lead).");
}

// A hand's leads: counted, sampled, listed.
void bind_leads(py::module_& m) {
  m.def("_count_leads", [](const py::object& hand, const py::str& level, const py::object& trump) {
    return tricktaking::count_leads(to_card_set(hand), order_of(level, trump));
  }, py::arg("hand"), py::arg("level"), py::arg("trump"), "How many distinct leads the hand has (throws included).");
  m.def("_sample_leads", [](const py::object& hand, const py::str& level, const py::object& trump, const py::object& seed,
                            int count) {
    const CardSet set = to_card_set(hand);
    if (set.empty()) throw InvalidCardError("an empty hand has no lead");
    if (count < 0) throw InvalidOptionError("count must be >= 0");
    const tricktaking::TrumpOrder order = order_of(level, trump);
    Rng rng(to_seed(seed));
    py::list out;
    for (int i = 0; i < count; ++i) out.append(tricktaking::sample_lead(set, order, rng));
    return out;
  }, py::arg("hand"), py::arg("level"), py::arg("trump"), py::arg("seed"), py::arg("count"),
  "`count` leads drawn uniformly (with replacement) from the hand's leads.");
  m.def("_legal_leads", [](const py::object& hand, const py::str& level, const py::object& trump) {
    const tricktaking::TrumpOrder order = order_of(level, trump);
    py::list out;
    tricktaking::for_each_lead(to_card_set(hand), order, [&](const CardSet& lead) { out.append(lead); });
    return out;
  }, py::arg("hand"), py::arg("level"), py::arg("trump"), "Every distinct lead of the hand (throws included), each once.");
}

// A hand's follows of a lead: counted, sampled, listed, checked.
void bind_follows(py::module_& m) {
  m.def("_count_follows", [](const py::object& hand, const py::object& lead, const py::str& level, const py::object& trump) {
    const tricktaking::TrumpOrder order = order_of(level, trump);
    const CardSet led = lead_of(lead, order);
    return tricktaking::count_follows(follower_of(hand, led), led, order);
  }, py::arg("hand"), py::arg("lead"), py::arg("level"), py::arg("trump"), "How many distinct legal follows the hand has.");
  m.def("_sample_follows", [](const py::object& hand, const py::object& lead, const py::str& level, const py::object& trump,
                              const py::object& seed, int count) {
    const tricktaking::TrumpOrder order = order_of(level, trump);
    const CardSet led = lead_of(lead, order);
    const CardSet set = follower_of(hand, led);
    if (count < 0) throw InvalidOptionError("count must be >= 0");
    Rng rng(to_seed(seed));
    py::list out;
    for (int i = 0; i < count; ++i) out.append(tricktaking::sample_follow(set, led, order, rng));
    return out;
  }, py::arg("hand"), py::arg("lead"), py::arg("level"), py::arg("trump"), py::arg("seed"), py::arg("count"),
  "`count` follows drawn uniformly (with replacement) from the hand's legal follows.");
  m.def("_legal_follows", [](const py::object& hand, const py::object& lead, const py::str& level, const py::object& trump) {
    const tricktaking::TrumpOrder order = order_of(level, trump);
    const CardSet led = lead_of(lead, order);
    py::list out;
    tricktaking::for_each_follow(follower_of(hand, led), led, order, [&](const CardSet& play) { out.append(play); });
    return out;
  }, py::arg("hand"), py::arg("lead"), py::arg("level"), py::arg("trump"), "Every distinct legal follow, each once.");
  m.def("_is_legal_follow", [](const py::object& hand, const py::object& lead, const py::object& play, const py::str& level,
                               const py::object& trump) {
    const tricktaking::TrumpOrder order = order_of(level, trump);
    const CardSet led = lead_of(lead, order);
    const CardSet set = follower_of(hand, led);
    const CardSet played = to_card_set(play);
    if (!set.includes(played)) throw IllegalMoveError("the play holds cards the hand does not");
    return tricktaking::is_legal_follow(set, led, played, order);
  }, py::arg("hand"), py::arg("lead"), py::arg("play"), py::arg("level"), py::arg("trump"),
  "Whether the play (cards of the hand) is a legal follow of the lead; False for a play of the wrong size.");
}

// Throws and the trump order.
void bind_throws_and_order(py::module_& m) {
  m.def("_failed_throw", [](const py::object& lead, const py::list& other_hands, const py::str& level,
                            const py::object& trump) -> py::object {
    const tricktaking::TrumpOrder order = order_of(level, trump);
    const CardSet led = lead_of(lead, order);
    std::vector<CardSet> hands;
    for (const py::handle hand : other_hands) hands.push_back(to_card_set(hand));
    const auto failed = tricktaking::failed_throw_unit(led, hands, order);
    if (!failed) return py::none();
    return py::cast(failed->cards);
  }, py::arg("lead"), py::arg("other_hands"), py::arg("level"), py::arg("trump"),
  "The cards of the throw's smallest unit another hand can beat (the throw fails to it), or None.");
  m.def("_trump_order", [](const py::str& card, const py::str& level, const py::object& trump) {
    const tricktaking::TrumpOrder order = order_of(level, trump);
    const int kind = parse_card(text_of(card));
    const int effective = order.suit(kind);
    return py::make_tuple(effective == tricktaking::kTrump ? std::string("T") : std::string(1, kSuitChars[effective]),
                          order.position(kind));
  }, py::arg("card"), py::arg("level"), py::arg("trump"),
  "(effective suit 'S'/'H'/'C'/'D'/'T', position within it) of a card in a deal at this level and trump.");
}

}  // namespace

void bind_tricktaking(py::module_& m) {
  bind_units_and_tricks(m);
  bind_leads(m);
  bind_follows(m);
  bind_throws_and_order(m);
}

}  // namespace paiju::bindings
