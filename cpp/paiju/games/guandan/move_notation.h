// Guandan moves in text: the competition platform's [type, rank, cards] and a one-line form.
//
// Platform types: Single Pair Trips ThreeWithTwo TwoTrips ThreePair Straight StraightFlush
// Bomb FourKings, and PASS; before play, tribute and back (return) moves of one card. The platform rank is the key rank: the cards' rank for
// Single/Pair/Trips/Bomb (small joker B, big joker R), the triple's rank for ThreeWithTwo, the
// lowest rank for runs (A = ace low; T = 10JQKA, Q = QQKKAA, K = KKKAAA), B for FourKings.
// The one-line form is "<type> <rank> <cards>", e.g. "Straight A HA S2 C3 D4 S5", or "PASS".
// Parsing here is structural (names and cards); whether the reading is right for the cards
// is checked against a level by is_valid_reading (movegen.h).
#pragma once

#include <string>
#include <string_view>

#include "paiju/games/guandan/move.h"

namespace paiju::guandan {

std::string_view type_name(MoveType type);
std::string rank_name(const Move& move);
std::string format_move(const Move& move);

// Throws IllegalMoveError for an unknown type or a rank that the type cannot have,
// InvalidCardError for bad cards.
MoveType parse_type(std::string_view name);
int parse_key(MoveType type, std::string_view rank);
Move make_move(std::string_view type, std::string_view rank, const CardSet& cards);
Move parse_move(std::string_view text);

}  // namespace paiju::guandan
