// A rule-based Suqian mahjong player, reading only its own tiles and public facts.
//
// Bets are placed before the tiles are dealt (§5), so there is no hand to read: the bet choice is
// the set of best expected value over the deals, measured in duplicate walls (docs/strength-log.md,
// "Mahjong: the heuristic's bets and claims"). 不碰 costs the right to pong, which is worth more
// once pongs are taken only when they pay; 大撇 loses badly (a hand must lack a suit to declare
// ready); 独刺 and 独六 bind nothing and pay when the bettor wins more than its share.
// Its turn: win when it can; declare ready when a discard leaves a single wait, choosing the
// wait with the most copies it cannot see (never a wait whose every copy it sees; the heuristic
// takes a 1 or 9 first); a kong whenever it does not set the hand back (an added kong always);
// otherwise the discard leaving the lowest shanten, ties broken by the most unseen tiles that
// would lower it (ukeire), then by discarding outer ranks first. Claims: win always; pong or kong
// as the style says (Style below).
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

inline constexpr Style kStyleV1{.bets = static_cast<BetSet>(bet_bit(Bet::BuPeng) | bet_bit(Bet::DuCi) | bet_bit(Bet::DuLiu))};
// Bets 独刺 and 独六, not 不碰 (the right to pong is worth more, docs/strength-log.md); pongs only
// to declare ready at once on a wait with two unseen copies or more; an exposed kong only when
// the hand is then ready (shanten 0); a wait on a 1 or 9 first.
inline constexpr Style kStyleHeuristic{.bets = static_cast<BetSet>(bet_bit(Bet::DuCi) | bet_bit(Bet::DuLiu)),
                                       .claim_within = 0, .pong_to_ready = 2, .edge_wait_bonus = 4};

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
