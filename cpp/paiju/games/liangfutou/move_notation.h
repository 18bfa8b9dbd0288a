// Liangfutou moves in text: "<kind> <rank> <cards>", e.g. "straight 7 S3 H4 C5 D6 SB" (the top
// rank keys a sequence), "pair SB SB SB", "pass".
#pragma once

#include <string>
#include <string_view>

#include "paiju/games/liangfutou/move.h"

namespace paiju::liangfutou {

std::string_view kind_name(Kind kind);
std::string rank_name(int slot);
std::string format_move(const Move& move);
Kind parse_kind(std::string_view name);
int parse_rank(std::string_view rank);
Move make_move(std::string_view kind, std::string_view rank, const CardSet& cards);
Move parse_move(std::string_view text);

}  // namespace paiju::liangfutou
