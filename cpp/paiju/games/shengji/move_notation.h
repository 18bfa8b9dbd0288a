// Shengji move notation: "pass", "declare H5", "declare H5 H5", "declare SB SB", "bury S3",
// "single SA", "pair SA SA", "tractor SK SK SA SA", "throw SA SK SK", "follow H3 H9": the kind,
// then the cards in paiju's card notation. parse_move reads what format_move writes (and any
// card text paiju.Cards accepts after the kind).
#pragma once

#include <string>
#include <string_view>

#include "paiju/games/shengji/move.h"

namespace paiju::shengji {

std::string format_move(const Move& move);
Move parse_move(std::string_view text);  // InvalidMoveError on bad text

}  // namespace paiju::shengji
