// Suqian mahjong move notation: the kind, then the tile in paiju's tile notation: "discard 5m",
// "ready 5m", "concealed_kong 5m", "added_kong 5m", "win 5m", "pong 5m", "kong 5m", "pass";
// side bets as "bet none" or the bet names joined by '+' in the order bu_peng, da_pie, du_ci,
// du_liu ("bet bu_peng+du_liu"). parse_move reads what format_move writes, any tile text paiju
// accepts ("discard 五万"), and bet names in any order.
#pragma once

#include <string>
#include <string_view>

#include "paiju/games/mahjong/move.h"

namespace paiju::mahjong {

std::string format_move(const Move& move);
Move parse_move(std::string_view text);  // IllegalMoveError on bad text

}  // namespace paiju::mahjong
