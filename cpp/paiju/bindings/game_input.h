// What every game's bindings read from Python alike: a Move given as itself or as its text in
// the game's notation, and a hand of cards no larger than the game allows.
#pragma once

#include <optional>
#include <string>

#include "paiju/bindings/bindings.h"
#include "paiju/core/errors.h"

namespace paiju::bindings {

// `obj` as a Move of G: a Move, or its text (G::parse_move, which throws on bad text); none for
// anything else, which the game may read in a notation of its own.
template <class G>
std::optional<typename G::Move> move_or_text(const py::handle& obj) {
  if (py::isinstance<typename G::Move>(obj)) return obj.cast<typename G::Move>();
  if (py::isinstance<py::str>(obj)) return G::parse_move(text_of(obj));
  return std::nullopt;
}

// `obj` as a Move of G (move_or_text), else IllegalMoveError saying what is expected: a Move or
// its text, such as `example`.
template <class G>
typename G::Move move_from(const py::handle& obj, const char* example) {
  if (const auto move = move_or_text<G>(obj)) return *move;
  throw IllegalMoveError(std::string("expected a Move or its text such as '") + example + "', got " + repr_of(obj));
}

// Python's beats(a, b) of a climbing game: there is nothing to beat when `b` is a pass
// (IllegalMoveError), a pass beats nothing, and each move played must be a valid reading
// (`require_valid(move)` throws if not) before `beats(a, b)` compares them.
template <class Move, class RequireValid, class Beats>
bool checked_beats(const Move& a, const Move& b, RequireValid&& require_valid, Beats&& beats) {
  if (b.is_pass()) throw IllegalMoveError("nothing to beat: the second move is a pass");
  require_valid(b);
  if (a.is_pass()) return false;
  require_valid(a);
  return beats(a, b);
}

// Cards as to_card_set reads them, at most `max_cards` of them; more throw InvalidCardError:
// `rule` (such as "a hand holds at most 27 cards"), then how many were given.
inline CardSet hand_within(const py::handle& obj, int max_cards, const char* rule) {
  const CardSet hand = to_card_set(obj);
  if (hand.size() > max_cards) throw InvalidCardError(std::string(rule) + ", got " + std::to_string(hand.size()));
  return hand;
}

}  // namespace paiju::bindings
