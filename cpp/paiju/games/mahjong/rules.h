// Suqian mahjong rule options (docs/rules/mahjong.md) and the preset `suqian`.
//
// Every option has an in-class default and one row in option_table() (rules.cpp); adding an
// option = a field here + a row there.
#pragma once

#include <cstdint>

#include "paiju/game/options.h"

namespace paiju::mahjong {

// §2: after an exhaustive draw the dealer deals again, or the deal passes to the next seat.
enum class DealerOnDraw : std::uint8_t { Stay, Pass };

struct Rules {
  bool side_bets = true;                        // §5: a bet decision per seat before each deal
  DealerOnDraw dealer_on_draw = DealerOnDraw::Stay;
  bool kong_after_ready = true;                 // §4: a ready hand may make a wait-keeping concealed kong
  int rounds = 4;                               // §2: rounds (圈) in a game (将)
  int max_deals = 100;                          // a match ends after this many deals (a gap)
};

Rules suqian_rules();

// Every option and preset, once.
const game::OptionTable<Rules>& option_table();

}  // namespace paiju::mahjong
