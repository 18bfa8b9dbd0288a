// The competition platform's own spelling of a move, as its server sends it in action lists and
// its bots send it back (docs/platform.md):
//   - [type, rank, cards] as in move_notation.h, except the four-joker bomb, which the platform
//     writes ["Bomb", "JOKER", ["SB", "SB", "HR", "HR"]], and the one-card decisions before play,
//     ["tribute", "tribute", [card]] and ["back", "back", [card]];
//   - the cards in the platform's order, which bots that rebuild a move from their sorted hand
//     rely on: slot by slot (a run's ranks from its lowest, A first in an A-low run; the triple
//     before the pair; the small jokers before the big ones), the natural cards of a slot in suit
//     order S H C D, then the heart level card(s) standing in as wilds for that slot. A heart
//     level card in its own rank's slot is natural there.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "paiju/games/guandan/level.h"
#include "paiju/games/guandan/move.h"

namespace paiju::guandan {

std::string_view platform_type_name(const Move& move);
std::string platform_rank_name(const Move& move);

// The card kinds of `move` in platform order. `level` tells which heart cards are wild; without
// it (nullptr) a heart card that fits no slot of its own rank is taken for the wild, which is
// exact except for a full house whose pair could be read around either of two heart cards.
std::vector<int> platform_cards(const Move& move, const Level* level);

// The platform's order of an action list, as indices into `moves`: PASS first, then by type
// (Single, Pair, Trips, ThreePair, ThreeWithTwo, TwoTrips, Straight, StraightFlush, Bomb by
// size then power at the level, the four jokers last; tribute and back cards by rank), within a
// type by key rank (a run by its lowest rank, A-low first). Moves that tie keep their order.
std::vector<std::size_t> platform_order(std::span<const Move> moves, Level level);

// An action as platform JSON text, e.g. ["Straight","3",["S3","C4","D5","S6","H2"]] (what
// json.dumps of the triple gives without spaces); appended to `out`.
void append_platform_json(const Move& move, const Level* level, std::string& out);

// A hand as platform JSON text in the platform's hand order: by power at `level` (2..A, the
// level rank after A, then SB, then HR), suits S H C D within a rank, e.g. ["S3","H2","SB"];
// appended to `out`.
void append_platform_hand_json(const CardSet& hand, Level level, std::string& out);

// make_move (move_notation.h) that also reads the platform's spellings above.
Move make_platform_move(std::string_view type, std::string_view rank, const CardSet& cards);

}  // namespace paiju::guandan
