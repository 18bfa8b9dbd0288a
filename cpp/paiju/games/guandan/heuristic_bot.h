// A rule-based Guandan player: fast, deterministic given its random stream, and reasonable.
//
// It reads only its own hand and public facts (cards left per seat, the play to beat and who
// made it, the level), never another seat's cards. Decisions (the default style; style.h has
// the others and which rule each field switches):
// - Leading: plan the hand (hand_plan.h: bombs set aside, wilds completing bombs and runs) and
//   lead from the plan, low and wide first (runs and full houses of low rank, then the lowest
//   single, pair or triple); bombs and spare wilds are kept. Past an opponent holding one card,
//   a play of two or more cards, else the highest single. With a partner about to go out (1-2
//   cards) and no quick finish of its own, it feeds the partner a low single or pair.
// - Following a partner who is winning the trick: pass, unless it can go out at once.
// - Following an opponent: answer with a plan play of the same type that beats it (the
//   lowest); else break a group for a single or pair when the opponent is close to going out or
//   the play is a J or higher; else any play of the type that beats it whose removal leaves the
//   rest needing no more plays (one more when urgent); else bomb (the smallest bomb that wins)
//   when that opponent keeps 10 cards or fewer (16 when its own partner has passed on the play),
//   the other opponent holds 3 or fewer, the play is big, or the bomb lets it finish; else pass.
// - Tribute: the first of its highest cards. Return: a lowest card that stands alone in the plan.
#pragma once

#include "paiju/core/rng.h"
#include "paiju/games/guandan/movegen.h"
#include "paiju/games/guandan/state.h"
#include "paiju/games/guandan/style.h"

namespace paiju::guandan {

// Chooses among `legal` (the current player's legal moves of `state`, non-empty): the default
// style.
Move heuristic_move(const State& state, const MoveList& legal);

// The same player in another style (style.h).
Move styled_move(const State& state, const MoveList& legal, const Style& style);

}  // namespace paiju::guandan

namespace paiju::guandan {

// A short list of moves worth searching from `legal` (the current player's legal moves): the
// heuristic's choice first, then a pass, the plays of the hand's plan, the smallest bomb, and
// the lowest legal move of each type. One move per class of suit variants.
void candidate_moves(const State& state, const MoveList& legal, MoveList& out);

}  // namespace paiju::guandan
