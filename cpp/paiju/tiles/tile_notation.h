// Mahjong tile notation.
//
// Canonical form (what the formatters emit): a suited tile is its rank digit and suit letter,
// "1m" (万 characters), "5s" (条 bamboo), "9p" (饼 dots); a multiset is compact, each suit's
// rank digits in order then its letter, suits in m s p order, then the flowers by name
// separated by spaces: "1123m456p E spring". Flowers are E S W N spring summer autumn winter
// plum orchid bamboo chrysanthemum.
// The parsers read tokens separated by whitespace or commas; a token is any concatenation of
//   - compact groups: digits 1-9 followed by a suit letter m s p (either case) or by a Chinese
//     suit character 万/萬 条/條/索 饼/餅/筒: "123m456p", "1万";
//   - Chinese tiles: a numeral 一..九 and a suit character: "一万", "五条", "九饼";
//   - Chinese flowers 东/東 南 西 北 (optionally followed by 风/風), 春夏秋冬, 梅 兰/蘭 竹 菊;
// or one ASCII flower name, case-insensitive ("E", "south" is not a name: winds are one letter).
// Parsing is boundary code: bad input throws InvalidTileError naming the offending token.
#pragma once

#include <string>
#include <string_view>

#include "paiju/tiles/tile_counts.h"

namespace paiju::tiles {

// Kind of a token naming exactly one tile; throws InvalidTileError for anything else.
int parse_tile(std::string_view token);

// Adds the tiles named by one token to `counts`; throws InvalidTileError on a bad token, a fifth
// copy of a suited kind or a second copy of a flower.
void add_tile_token(TileCounts& counts, std::string_view token);

// All tiles of a whitespace/comma separated text; throws InvalidTileError.
TileCounts parse_tiles(std::string_view text);

std::string format_tile(int kind);
std::string format_tiles(const TileCounts& tiles);

}  // namespace paiju::tiles
