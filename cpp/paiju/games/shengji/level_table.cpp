#include "paiju/games/shengji/level_table.h"

namespace paiju::shengji {

DealOutcome deal_outcome(int points, const Rules& rules) {
  DealOutcome out;
  if (points >= 80) {
    out.attackers_take_over = true;
    out.attackers_gain = points < 120 ? 0 : points < 160 ? 1 : points < 200 ? 2 : 3 + (points - 200) / 40;
    out.outright = rules.outright_win && points >= 200;
    return out;
  }
  if (rules.level_table == LevelTable::Seed001) {
    out.dealer_side_gain = 1;
  } else {
    out.dealer_side_gain = points <= 0 ? 3 : points < 40 ? 2 : 1;
  }
  return out;
}

int climb(int index, int steps, const Rules& rules, bool& passed) {
  const int last = static_cast<int>(rules.level_sequence.size()) - 1;
  for (int step = 0; step < steps; ++step) {
    if (index == last) {
      passed = true;
      return index;
    }
    ++index;
    const char level = rules.level_sequence[static_cast<std::size_t>(index)];
    if (step + 1 < steps && rules.must_defend.find(level) != std::string::npos) return index;
  }
  return index;
}

}  // namespace paiju::shengji
