// Liangfutou rule options (docs/rules/liangfutou.md) and the preset `jingdezhen`.
//
// Every option has an in-class default and one row in option_table() (rules.cpp); adding an
// option = a field here + a row there.
#pragma once

#include "paiju/game/options.h"

namespace paiju::liangfutou {

struct Rules {
  // §3: playing the called card reveals the partnership to everyone (false: only at the end).
  bool reveal_on_play = true;
  // §5: units each of the three pays a winning solo player, or receives from a losing one.
  int solo_stake = 3;
  // A match is this many deals (the spec sets no end; a settled gap).
  int max_deals = 8;
};

inline Rules jingdezhen_rules() { return Rules{}; }

// Every option and preset, once.
const game::OptionTable<Rules>& option_table();

}  // namespace paiju::liangfutou
