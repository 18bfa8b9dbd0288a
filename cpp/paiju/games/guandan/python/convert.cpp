#include "paiju/games/guandan/python/convert.h"

#include <string>

#include "paiju/bindings/game_binding.h"
#include "paiju/bindings/game_input.h"
#include "paiju/core/errors.h"
#include "paiju/core/notation.h"
#include "paiju/games/guandan/game.h"
#include "paiju/games/guandan/platform_notation.h"

namespace paiju::bindings::guandan_convert {

std::string rank_text(int rank) { return std::string(1, kRankChars[rank]); }

int to_rank(const py::handle& obj, const char* what) {
  if (const auto value = int_within(obj, 2, 10)) {
    return static_cast<int>(*value - 2);
  } else if (py::isinstance<py::str>(obj)) {
    std::string text = text_of(obj);
    if (text == "10") text = "T";
    if (text.size() == 1) {
      char c = text[0];
      if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
      const auto pos = kRankChars.find(c);
      if (pos != std::string_view::npos) return static_cast<int>(pos);
    }
  }
  throw InvalidOptionError(std::string(what) + " must be one of '2'..'9', 'T' (or 10), 'J', 'Q', 'K', 'A'; got " +
                           repr_of(obj));
}

Level to_level(const py::handle& obj) { return Level{to_rank(obj, "level")}; }

Rules to_rules(const py::kwargs& options) { return default_rules_from<guandan::Game>(options); }

CardSet to_hand(const py::handle& obj) {
  return hand_within(obj, kMaxHandSize, "a Guandan hand holds at most 28 cards (27 dealt, one more received as tribute)");
}

Move to_move(const py::handle& obj) {
  if (const auto move = move_or_text<guandan::Game>(obj)) return *move;
  if (py::isinstance<py::sequence>(obj) && py::len(obj) == 3) {
    const py::sequence triple = py::reinterpret_borrow<py::sequence>(obj);
    if (!py::isinstance<py::str>(triple[0]) || !py::isinstance<py::str>(triple[1])) {
      throw IllegalMoveError("a platform move is [type, rank, cards] with string type and rank, got " + repr_of(obj));
    }
    const py::object cards_obj = triple[2];
    const bool pass_cards = py::isinstance<py::str>(cards_obj) && text_of(cards_obj) == "PASS";
    const CardSet cards = pass_cards ? CardSet() : to_card_set(cards_obj);
    return guandan::make_platform_move(text_of(triple[0]), text_of(triple[1]), cards);
  }
  throw IllegalMoveError("expected a Move, a move string or [type, rank, cards], got " + repr_of(obj));
}

void require_valid_reading(const Move& move, Level level, const Rules& rules) {
  if (!guandan::is_valid_reading(move, level, rules)) {
    throw IllegalMoveError("'" + guandan::format_move(move) + "' is not a valid Guandan combination at level " +
                           rank_text(level.rank));
  }
}

py::list platform_of(const Move& move, const Level* level) {
  py::list out;
  if (move.is_pass()) {
    for (int i = 0; i < 3; ++i) out.append("PASS");
    return out;
  }
  out.append(std::string(guandan::platform_type_name(move)));
  out.append(guandan::platform_rank_name(move));
  py::list cards;
  for (int kind : guandan::platform_cards(move, level)) cards.append(format_card(kind));
  out.append(cards);
  return out;
}

}  // namespace paiju::bindings::guandan_convert
