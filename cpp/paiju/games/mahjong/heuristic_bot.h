// A rule-based Suqian mahjong player, reading only its own tiles and public facts.
//
// Bets (placed before the tiles are dealt, so there is no hand to read): 不碰, 独刺 and 独六,
// never 大撇. Measured in duplicate walls of heuristic play (one seat changed, 6,000 walls x 4
// seats): betting 不碰 gains 3.3 points a deal over not betting it, 大撇 loses 11 (a hand must
// lack a suit to declare ready), 独刺 and 独六 bind nothing and change nothing in duplicate.
// Its turn: win when it can; declare ready when a discard leaves a single wait, choosing the
// wait with the most copies it cannot see (never a wait whose every copy it sees); a kong
// whenever it does not set the hand back (an added kong always); otherwise the discard leaving
// the lowest shanten, ties broken by the most unseen tiles that would lower it (ukeire), then by
// discarding outer ranks first. Claims: win always; pong or kong when the hand's shanten after
// it is not higher than before (ponging only when it is lower loses 1.7 points a deal).
#pragma once

#include "paiju/games/mahjong/state.h"

namespace paiju::mahjong {

// Styles of the rule-based player: one player, several ways of betting, claiming and choosing a
// wait. heuristic_v1 is the heuristic before issue 45 (a fixed reference); heuristic its
// successor, each change accepted in duplicate walls against heuristic_v1 (docs/strength-log.md).
struct Style {
  BetSet bets = 0;  // the bets it holds for every deal (added to those it holds already)
  // Pong or kong a discard when the hand's shanten after it is not higher than before and at
  // most this.
  int claim_within = 99;
  // Pong only when a discard then declares ready on a wait with this many unseen copies or
  // more (0: by the shanten rule above).
  int pong_to_ready = 0;
  // Choosing the wait of a ready declaration: its unseen copies, plus this for a 1 or a 9 (the
  // ranks heuristic players let go first).
  int edge_wait_bonus = 0;
};

inline constexpr BetSet kNoPongBets = static_cast<BetSet>(bet_bit(Bet::BuPeng) | bet_bit(Bet::DuCi) | bet_bit(Bet::DuLiu));
inline constexpr Style kStyleV1{.bets = kNoPongBets};
inline constexpr Style kStyleHeuristic = kStyleV1;

Move styled_move(const State& state, const MoveList& legal, const Style& style);
inline Move heuristic_move(const State& state, const MoveList& legal) {
  return styled_move(state, legal, kStyleHeuristic);
}
// The moves search considers: the heuristic's choice first; on a turn that can declare ready,
// every ready discard and kong and the discards within one shanten step of the best (up to six;
// all of them once another seat is ready); every claim option. Only the heuristic's choice for
// bets and on every other turn: a plain discard's worth lies mostly in its danger, which the
// sampled worlds cannot see, while the choice of a wait rests on what the mover can count
// (measured in docs/bots.md, "Search where the worlds are right").
void candidate_moves(const State& state, const MoveList& legal, MoveList& out);

}  // namespace paiju::mahjong
