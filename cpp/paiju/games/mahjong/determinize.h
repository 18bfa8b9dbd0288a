// Determinization for Suqian mahjong: a complete State consistent with what one seat knows
// (observation.h).
//
// Known to the seat: its own tiles, every discard, every exposed meld, the flowers set aside, the
// ready declarations and bets, how many tiles each seat holds. Hidden: the other seats' concealed
// tiles, the kinds of their concealed kongs, the wall's order (and so the flowers still in it).
// The hidden tiles are dealt again: the kongs' kinds among kinds of which all four copies are
// unseen; a ready seat's hand drawn until it waits on exactly one kind (the tile under claim when
// it is the seat being asked to win on it, or its wait once it passed such a claim, which only
// a seat waiting on the tile is asked; a missing suit under 大撇; not a kind the seat let go by
// since it declared — State::passed: players take their wins, so that is read as a kind it does
// not wait on, unless no world fits that reading); the seat being asked to pong holds two of the
// tile; the other hands at random; the rest, flowers
// included, shuffled into the wall. A ready hand's wait is drawn from the seat's belief about it
// (wait_prior.h), or given, and the hand built around it (a pair wait, or a two-tile partial run
// beside a pair, the other sets random) until it waits on that kind alone. Late in a
// deal, with several ready seats and few unseen tiles, no world may be found that way (about 1 in
// 1,000 positions of heuristic play): then the ready seats keep their true tiles and only the
// others are redrawn (a leak of those hands to the search, in those rare positions).
#pragma once

#include "paiju/core/rng.h"
#include "paiju/games/mahjong/state.h"

namespace paiju::mahjong {

State resample(const State& state, int seat, Rng& rng);

}  // namespace paiju::mahjong
