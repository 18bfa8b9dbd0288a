// Conversions between Python values and Guandan's C++ types, shared by the Guandan bindings.
// Every function validates and throws the typed errors of core/errors.h.
#pragma once

#include "paiju/bindings/bindings.h"
#include "paiju/games/guandan/guandan.h"

namespace paiju::bindings::guandan_convert {

using guandan::Level;
using guandan::Move;
using guandan::MoveList;
using guandan::Rules;

// 27 dealt, 28 for a tribute receiver before it returns a card.
inline constexpr int kMaxHandSize = 28;

std::string rank_text(int rank);

// '2'..'9', 'T' / '10' / 10, 'J', 'Q', 'K', 'A' (any case) -> rank index; `what` names it in errors.
int to_rank(const py::handle& obj, const char* what);
Level to_level(const py::handle& obj);

// The default preset plus option overrides given as keyword arguments (game_binding.h).
Rules to_rules(const py::kwargs& options);

CardSet to_hand(const py::handle& obj);
// A Move, its one-line text, or the platform's [type, rank, cards]; structural checks only.
Move to_move(const py::handle& obj);
void require_valid_reading(const Move& move, Level level, const Rules& rules);
// The platform's [type, rank, cards] (games/guandan/platform_notation.h); level: which heart
// cards are wild (nullptr: inferred from the cards).
py::list platform_of(const Move& move, const Level* level);

}  // namespace paiju::bindings::guandan_convert
