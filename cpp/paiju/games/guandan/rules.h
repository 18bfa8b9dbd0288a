// Guandan rule options (docs/rules/guandan.md) and the named presets.
//
// Every option has an in-class default (the `competition` preset) and one row in
// option_table() (rules.cpp): its name — the same in Python keyword arguments, Game.options,
// records and docs —, type, allowed values and doc. Presets are short functions starting from
// the defaults. Adding an option = a field here + a row there.
#pragma once

#include <cstdint>
#include <string_view>

#include "paiju/core/card.h"
#include "paiju/game/options.h"

namespace paiju::guandan {

enum class AFailCounts : std::uint8_t { Any, PartnerLast };
enum class DoubleTributeTie : std::uint8_t { NextAfterFirst, PreviousBeforeFirst };
enum class Scoring : std::uint8_t { Levels, None, Seed003 };

struct Rules {
  // §3: the pair of a full house may be two small or two big jokers.
  bool full_house_joker_pair = true;
  // §5: extra levels for a seat 1st in 3+ consecutive deals, lost levels for last in 3+.
  bool streak_bonus = false;
  // §5: deals at the team's own target level not passed before it drops back to 2 (0 = never).
  int a_fail_limit = 3;
  // §5: which deals at the own target level count as failures: any not passed, or only 1-4 wins.
  AFailCounts a_fail_counts = AFailCounts::Any;
  // §5: the level that must be passed to win the match (rank index, 2 = 0 .. A = 12).
  int target_level = static_cast<int>(Rank::Ace);
  // §5: stop after this many deals (0 = unlimited); the higher level wins, equal is a draw.
  int max_deals = 0;
  // §6: with equal double tribute cards, who pays the 1st player: the loser next after the 1st
  // player in play order (default), or the loser before the 1st player.
  DoubleTributeTie double_tribute_tie = DoubleTributeTie::NextAfterFirst;
  // §6: highest rank value a returned card may have (2..14, A = 14; level cards and jokers are
  // never returned), or 0 for any card.
  int return_max = 10;
  // §7: levels (winners +levels gained, losers -levels gained per deal), none (the match
  // result), or seed003 (as levels, but the deal that wins the match at the target level scores
  // +10 more for the winners and nothing for the losers: seed 003's 打到A，胜方加10分，输方不扣分).
  Scoring scoring = Scoring::Levels;
};

inline Rules competition_rules() { return Rules{}; }

inline Rules suqian_rules() {
  Rules rules = competition_rules();
  rules.streak_bonus = true;
  return rules;
}

// Every option and preset, once.
const game::OptionTable<Rules>& option_table();

}  // namespace paiju::guandan
