// Liangfutou rule options (docs/rules/liangfutou.md) and the preset `jingdezhen`.
//
// Every option has an in-class default and one row in option_table() (rules.cpp); adding an
// option = a field here + a row there.
#pragma once

#include <cstdint>

#include "paiju/game/options.h"

namespace paiju::liangfutou {

// §3: the order in which the three others are asked whether to declare solo after the call.
enum class SoloOrder : std::uint8_t { CounterClockwise, PlayOrder };

struct Rules {
  // §3: playing the called card reveals the partnership to everyone (false: only at the end).
  bool reveal_on_play = true;
  // §3: after the call the others are asked counter-clockwise (the caller's previous seat in play
  // order first: seed 004's 按照逆时针), or in play order (the caller's next seat first). The first
  // declaration ends the asking, so the order decides who may go solo.
  SoloOrder solo_order = SoloOrder::CounterClockwise;
  // §5: units each of the three pays a winning solo player, or receives from a losing one.
  int solo_stake = 3;
  // A match is this many deals (the spec sets no end; a settled gap).
  int max_deals = 8;
};

inline Rules jingdezhen_rules() { return Rules{}; }

// Every option and preset, once.
const game::OptionTable<Rules>& option_table();

}  // namespace paiju::liangfutou
