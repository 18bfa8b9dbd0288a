#include "paiju/games/guandan/match_progress.h"

#include <algorithm>

namespace paiju::guandan {

void MatchProgress::record_deal(const std::array<std::int8_t, 4>& finish, const Rules& rules) {
  const int first = finish[0];
  const int winner = team_of(first);
  int partner_place = 1;
  while (finish[partner_place] != partner_of(first)) ++partner_place;  // 1, 2 or 3 (0-based)
  const bool double_down = partner_place == 1;
  int gain = partner_place == 1 ? 3 : partner_place == 2 ? 2 : 1;

  for (int seat = 0; seat < 4; ++seat) {
    const bool is_last = double_down ? team_of(seat) != winner : seat == finish[3];
    first_streak[seat] = static_cast<std::int8_t>(seat == first ? first_streak[seat] + 1 : 0);
    last_streak[seat] = static_cast<std::int8_t>(is_last ? last_streak[seat] + 1 : 0);
  }
  if (rules.streak_bonus && first_streak[first] >= 3) gain += first_streak[first] - 2;

  const int target = rules.target_level;
  const bool at_own_target = declarer != kNoTeam && levels[declarer] == target;
  const bool passed = at_own_target && declarer == winner && partner_place <= 2;

  levels[winner] = static_cast<std::int8_t>(std::min(target, levels[winner] + gain));
  if (at_own_target && !passed) {
    const bool counts = rules.a_fail_counts == AFailCounts::Any || (declarer == winner && partner_place == 3);
    if (counts && a_failures[declarer] < 100) ++a_failures[declarer];
    if (counts && rules.a_fail_limit > 0 && a_failures[declarer] >= rules.a_fail_limit) {
      levels[declarer] = 0;
      a_failures[declarer] = 0;
    }
  }
  if (rules.streak_bonus) {
    for (int seat = 0; seat < 4; ++seat) {
      if (last_streak[seat] >= 3) {
        const int team = team_of(seat);
        levels[team] = static_cast<std::int8_t>(std::max(0, levels[team] - (last_streak[seat] - 2)));
      }
    }
  }
  if (rules.scoring == Scoring::Seed003 && passed) {  // 打到A，胜方加10分，输方不扣分
    scores[winner] = static_cast<std::int16_t>(scores[winner] + gain + 10);
  } else if (rules.scoring == Scoring::Levels || rules.scoring == Scoring::Seed003) {
    scores[winner] = static_cast<std::int16_t>(scores[winner] + gain);
    scores[1 - winner] = static_cast<std::int16_t>(scores[1 - winner] - gain);
  }
  last_winner = static_cast<std::int8_t>(winner);
  last_gain = static_cast<std::int8_t>(gain);
  ++deals_played;
  declarer = static_cast<std::int8_t>(winner);
  deal_level = levels[winner];

  if (passed) {
    match_winner = static_cast<std::int8_t>(winner);
    if (rules.scoring == Scoring::None) {
      scores[winner] = 1;
      scores[1 - winner] = -1;
    }
  } else if (rules.max_deals > 0 && deals_played >= rules.max_deals) {
    decide_by_levels(rules);
  }
}

void MatchProgress::decide_by_levels(const Rules& rules) {
  match_winner = static_cast<std::int8_t>(levels[0] > levels[1] ? 0 : levels[1] > levels[0] ? 1 : kDraw);
  if (rules.scoring == Scoring::None && match_winner != kDraw) {
    scores[match_winner] = 1;
    scores[1 - match_winner] = -1;
  }
}

}  // namespace paiju::guandan
