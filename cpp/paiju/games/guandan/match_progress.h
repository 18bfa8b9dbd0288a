// Levels, A rules, streaks and scores across the deals of a Guandan match (§5, §7 of the spec).
//
// A pure value: record_deal() takes one deal's finishing order and moves the match on. It knows
// nothing about cards, so the level rules can be tested on their own against the reference.
#pragma once

#include <array>
#include <cstdint>

#include "paiju/games/guandan/rules.h"

namespace paiju::guandan {

inline constexpr int kNoTeam = -1;
inline constexpr int kDraw = 2;

constexpr int team_of(int seat) { return seat & 1; }
constexpr int partner_of(int seat) { return seat ^ 2; }

struct MatchProgress {
  std::array<std::int8_t, 2> levels{};      // each team's level (rank index, 2 = 0 .. A = 12)
  std::array<std::int8_t, 2> a_failures{};  // deals at the own target level not passed
  std::array<std::int8_t, 4> first_streak{};  // consecutive deals each seat finished 1st
  std::array<std::int8_t, 4> last_streak{};   // consecutive deals each seat finished last
  std::array<std::int16_t, 2> scores{};     // per team, under Rules::scoring
  std::int8_t declarer = kNoTeam;           // team whose level the next deal is played at
  std::int8_t deal_level = 0;               // level rank of the next deal
  std::int8_t match_winner = kNoTeam;       // 0, 1, kDraw, or kNoTeam while undecided
  std::int8_t last_winner = kNoTeam;        // team that won the last deal recorded
  std::int8_t last_gain = 0;                // levels it gained (bonus included)
  std::int16_t deals_played = 0;

  bool decided() const { return match_winner != kNoTeam; }

  // `finish` lists the four seats in finishing order; after a 1-2 finish the last two are both
  // treated as last (双下).
  void record_deal(const std::array<std::int8_t, 4>& finish, const Rules& rules);

  // Ends the match now by levels (used by max_deals): higher level wins, equal is a draw.
  void decide_by_levels(const Rules& rules);
};

}  // namespace paiju::guandan
