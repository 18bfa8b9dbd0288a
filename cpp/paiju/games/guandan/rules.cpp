#include "paiju/games/guandan/rules.h"

#include <string>

namespace paiju::guandan {
namespace {

using game::OptionType;
using game::OptionValue;
using Row = game::Option<Rules>;

std::string text(const OptionValue& v) { return std::get<std::string>(v); }
int number(const OptionValue& v) { return static_cast<int>(std::get<long long>(v)); }

}  // namespace

const game::OptionTable<Rules>& option_table() {
  static const game::OptionTable<Rules> table(
      "Guandan",
      {
          Row{"full_house_joker_pair", OptionType::Bool, "§3: the pair of a full house may be two small or two big jokers",
              0, 0, {}, {},
              [](const Rules& r) -> OptionValue { return r.full_house_joker_pair; },
              [](Rules& r, const OptionValue& v) { r.full_house_joker_pair = std::get<bool>(v); }},
          Row{"streak_bonus", OptionType::Bool,
              "§5: extra levels for a seat 1st in 3+ consecutive deals, lost levels for last in 3+", 0, 0, {}, {},
              [](const Rules& r) -> OptionValue { return r.streak_bonus; },
              [](Rules& r, const OptionValue& v) { r.streak_bonus = std::get<bool>(v); }},
          Row{"a_fail_limit", OptionType::Int,
              "§5: deals at the team's own target level not passed before it drops back to 2 (0 = never)", 0, 100, {},
              "an int from 0 (never) to 100",
              [](const Rules& r) -> OptionValue { return static_cast<long long>(r.a_fail_limit); },
              [](Rules& r, const OptionValue& v) { r.a_fail_limit = number(v); }},
          Row{"a_fail_counts", OptionType::Choice,
              "§5: which deals at the own target level count as failures: any not passed, or only 1-4 wins", 0, 0,
              {"any", "partner_last"}, {},
              [](const Rules& r) -> OptionValue { return std::string(r.a_fail_counts == AFailCounts::Any ? "any" : "partner_last"); },
              [](Rules& r, const OptionValue& v) {
                r.a_fail_counts = text(v) == "any" ? AFailCounts::Any : AFailCounts::PartnerLast;
              }},
          Row{"target_level", OptionType::Rank, "§5: the level that must be passed to win the match", 0, 0, {}, {},
              [](const Rules& r) -> OptionValue { return std::string(1, kRankChars[static_cast<std::size_t>(r.target_level)]); },
              [](Rules& r, const OptionValue& v) { r.target_level = game::rank_index(v); }},
          Row{"max_deals", OptionType::Int,
              "§5: stop after this many deals (0 = unlimited); the higher level wins, equal is a draw", 0, 30000, {},
              "an int from 0 (unlimited) to 30000",
              [](const Rules& r) -> OptionValue { return static_cast<long long>(r.max_deals); },
              [](Rules& r, const OptionValue& v) { r.max_deals = number(v); }},
          Row{"double_tribute_tie", OptionType::Choice,
              "§6: with equal double tribute cards, who pays the 1st player: the loser next after the 1st "
              "player in play order, or the loser before the 1st player",
              0, 0, {"next_after_first", "previous_before_first"}, {},
              [](const Rules& r) -> OptionValue {
                return std::string(r.double_tribute_tie == DoubleTributeTie::NextAfterFirst ? "next_after_first"
                                                                                            : "previous_before_first");
              },
              [](Rules& r, const OptionValue& v) {
                r.double_tribute_tie = text(v) == "next_after_first" ? DoubleTributeTie::NextAfterFirst
                                                                     : DoubleTributeTie::PreviousBeforeFirst;
              }},
          Row{"return_max", OptionType::Int,
              "§6: highest rank value a returned card may have (2..14, A = 14; level cards and jokers are never "
              "returned), or 0 for any card",
              0, 14, {}, "0 (any card) or a rank value 2..14 (A = 14)",
              [](const Rules& r) -> OptionValue { return static_cast<long long>(r.return_max); },
              [](Rules& r, const OptionValue& v) {
                if (number(v) == 1) {
                  throw InvalidOptionError("option return_max must be 0 (any card) or a rank value 2..14 (A = 14), got 1");
                }
                r.return_max = number(v);
              }},
          Row{"scoring", OptionType::Choice,
              "§7: what returns() counts: levels (winners +levels gained, losers -levels gained per deal), "
              "none (the match result +1/-1/0), or seed003 (as levels, but the deal that wins the match at the "
              "target level scores +10 more for the winners and nothing for the losers)",
              0, 0, {"levels", "none", "seed003"}, {},
              [](const Rules& r) -> OptionValue {
                constexpr const char* kNames[] = {"levels", "none", "seed003"};
                return std::string(kNames[static_cast<int>(r.scoring)]);
              },
              [](Rules& r, const OptionValue& v) {
                r.scoring = text(v) == "levels" ? Scoring::Levels : text(v) == "none" ? Scoring::None : Scoring::Seed003;
              }},
      },
      {
          {"competition", &competition_rules, "the 2020 national competition rules (the defaults)"},
          {"suqian", &suqian_rules, "Suqian house rules: competition plus the streak bonus"},
      });
  return table;
}

}  // namespace paiju::guandan
