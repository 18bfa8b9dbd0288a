// Legal-move generation for Liangfutou: jokers as wild cards, sequences of any length.
//
// A move is identified by kind, length, key rank, the ranks used (jokers by kind) and how many
// copies of the called card it includes (docs/rules/liangfutou.md §2): suit permutations of
// the other cards are not separate moves. The physical cards of a rank are taken in one fixed
// order: the kinds that are not the called card in suit order S H C D (both copies of a kind
// before the next kind), then as many copies of the called card as the move includes.
//
// Jokers fill a deficit: for each template (kind, key, length) the generator chooses how many
// natural cards each rank supplies, how many copies of the called card are among them, and how
// many small and big jokers make up the rest. Each such choice is one move.
#pragma once

#include <vector>

#include "paiju/core/card_set.h"
#include "paiju/games/liangfutou/move.h"

namespace paiju::liangfutou {

using MoveList = std::vector<Move>;

inline constexpr int kNoCalledCard = -1;

// Appends every legal move of `hand`: leading when `to_beat` is null, else a pass and every move
// beating it. `called` is the called card's kind (or kNoCalledCard).
void generate_moves(const CardSet& hand, const Move* to_beat, int called, MoveList& out);

// Every reading of exactly the cards `cards`.
void classify(const CardSet& cards, int called, MoveList& out);

bool is_valid_reading(const Move& move, int called);

}  // namespace paiju::liangfutou
