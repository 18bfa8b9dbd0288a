// The result of a deal (docs/rules/shengji.md §5): the attackers' points decide who gains how
// many levels and who deals next; levels climb Rules::level_sequence, a jump stops at a level
// of Rules::must_defend, and a team that climbs past the last level wins the match.
#pragma once

#include "paiju/games/shengji/rules.h"

namespace paiju::shengji {

struct DealOutcome {
  bool attackers_take_over = false;  // the attackers become the dealer side
  int dealer_side_gain = 0;          // levels the dealer side climbs (when it holds)
  int attackers_gain = 0;            // levels the attackers climb (when they take over)
  bool outright = false;             // the attackers win the match at once (Rules::outright_win)
};

DealOutcome deal_outcome(int attackers_points, const Rules& rules);

// The level index reached from `index` by climbing `steps` levels; `passed` is set when the
// climb goes past the last level (the team wins the match).
int climb(int index, int steps, const Rules& rules, bool& passed);

}  // namespace paiju::shengji
