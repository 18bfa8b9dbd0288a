// A rule-based Shengji player, reading only its own hand and public facts.
//
// Declaring: a declaration whose suit (with the level cards and jokers) would make about a third
// of the hand trump, never overriding its partner. Burying: the cheapest cards — short plain
// suits' low cards first, points and pairs kept unless nothing else is left, never trumps.
// Leading: a unit that no unseen card can beat (tractor, pair, then single; plain suits first),
// else a low card of its shortest plain suit, trumps last. Following: when the partner is winning
// the trick, give it points; when an opponent is winning, take the trick with the cheapest play
// that does if the trick is worth it or the seat plays last, else duck with the cheapest cards.
#pragma once

#include "paiju/games/shengji/state.h"

namespace paiju::shengji {

Move heuristic_move(const State& state, const MoveList& legal);
// The moves search considers: the heuristic's choice first, then, for a lead, the lowest and the
// highest card of each effective suit, every pair and tractor and the safe throws `legal` holds;
// for a follow, the cheapest
// play, the cheapest winning play and the play giving the most points.
void candidate_moves(const State& state, const MoveList& legal, MoveList& out);

}  // namespace paiju::shengji
