// A rule-based Liangfutou player, reading only its own hand and public facts.
//
// Calling: go solo with a very strong hand (jokers and bombs), otherwise call its single card of
// the highest power. Solo phase: declare (or pre-empt) only with such a hand. Play: lead low and
// wide (the longest run of lowest top, then pairs and triples, then singles), keeping jokers and
// bombs; follow a seat known to be a teammate by passing (unless it can go out at once);
// against others answer with the lowest joker-free play of the same kind, and bomb only when an
// opponent is close to going out or the play is big.
#pragma once

#include "paiju/games/liangfutou/movegen.h"
#include "paiju/games/liangfutou/state.h"

namespace paiju::liangfutou {

Move heuristic_move(const State& state, const MoveList& legal);
// The moves search considers: the heuristic's choice first, then a pass, the lowest joker-free
// move of each kind and length, and the smallest bomb (all moves in the call and solo phases).
void candidate_moves(const State& state, const MoveList& legal, MoveList& out);
// Does `seat` know that `other` plays on its side in this deal?
bool known_teammate(const State& state, int seat, int other);

}  // namespace paiju::liangfutou
