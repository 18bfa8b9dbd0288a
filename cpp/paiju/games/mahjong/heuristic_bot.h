// A rule-based Suqian mahjong player, reading only its own tiles and public facts.
//
// Bets (placed before the tiles are dealt, so there is no hand to read): the two bets that bind
// nothing, 独刺 and 独六, and never 不碰 or 大撇, whose constraints cost more than they pay. Its
// turn: win when it can; declare ready when a discard leaves a single wait, choosing the wait
// with the most copies it cannot see (never a wait whose every copy it sees); a kong whenever it does not set the hand back (an added kong always); otherwise
// the discard leaving the lowest shanten, ties broken by the most unseen tiles that would lower
// it (ukeire), then by discarding outer ranks first. Claims: win always; pong or kong when the
// hand's shanten after it is lower (a kong: not higher) than before.
#pragma once

#include "paiju/games/mahjong/state.h"

namespace paiju::mahjong {

Move heuristic_move(const State& state, const MoveList& legal);
// The moves search considers: the heuristic's choice first, then every ready discard and kong,
// the discards within one shanten step of the best (up to six; all of them once another seat
// is ready, when a discard's danger matters), every claim and bet option.
void candidate_moves(const State& state, const MoveList& legal, MoveList& out);

}  // namespace paiju::mahjong
