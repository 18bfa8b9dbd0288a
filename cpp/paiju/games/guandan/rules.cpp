#include "paiju/games/guandan/rules.h"

#include <string>

#include "paiju/game/option_fields.h"

namespace paiju::guandan {
namespace {

using game::OptionType;
using game::OptionValue;
using Row = game::Option<Rules>;

constexpr const char* kAFailCounts[] = {"any", "partner_last"};
constexpr const char* kDoubleTributeTies[] = {"next_after_first", "previous_before_first"};
constexpr const char* kScorings[] = {"levels", "none", "seed003"};

// return_max: a rank value 2..14 or 0; 1, inside the range, is not one.
Row return_max_option() {
  return Row{"return_max", OptionType::Int,
             "§6: highest rank value a returned card may have (2..14, A = 14; level cards and jokers are never "
             "returned), or 0 for any card",
             0, 14, {}, "0 (any card) or a rank value 2..14 (A = 14)",
             [](const Rules& r) -> OptionValue { return static_cast<long long>(r.return_max); },
             [](Rules& r, const OptionValue& v) {
               const long long value = std::get<long long>(v);
               if (value == 1) {
                 throw InvalidOptionError("option return_max must be 0 (any card) or a rank value 2..14 (A = 14), got 1");
               }
               r.return_max = static_cast<int>(value);
             }};
}

}  // namespace

const game::OptionTable<Rules>& option_table() {
  static const game::OptionTable<Rules> table(
      "Guandan",
      {
          game::bool_option<&Rules::full_house_joker_pair>(
              "full_house_joker_pair", "§3: the pair of a full house may be two small or two big jokers"),
          game::bool_option<&Rules::streak_bonus>(
              "streak_bonus", "§5: extra levels for a seat 1st in 3+ consecutive deals, lost levels for last in 3+"),
          game::int_option<&Rules::a_fail_limit>(
              "a_fail_limit", "§5: deals at the team's own target level not passed before it drops back to 2 (0 = never)",
              0, 100, "an int from 0 (never) to 100"),
          game::choice_option<&Rules::a_fail_counts, kAFailCounts>(
              "a_fail_counts",
              "§5: which deals at the own target level count as failures: any not passed, or only 1-4 wins"),
          game::rank_option<&Rules::target_level>("target_level", "§5: the level that must be passed to win the match"),
          game::int_option<&Rules::max_deals>(
              "max_deals", "§5: stop after this many deals (0 = unlimited); the higher level wins, equal is a draw", 0,
              30000, "an int from 0 (unlimited) to 30000"),
          game::choice_option<&Rules::double_tribute_tie, kDoubleTributeTies>(
              "double_tribute_tie",
              "§6: with equal double tribute cards, who pays the 1st player: the loser next after the 1st "
              "player in play order, or the loser before the 1st player"),
          return_max_option(),
          game::choice_option<&Rules::scoring, kScorings>(
              "scoring",
              "§7: what returns() counts: levels (winners +levels gained, losers -levels gained per deal), "
              "none (the match result +1/-1/0), or seed003 (as levels, but the deal that wins the match at the "
              "target level scores +10 more for the winners and nothing for the losers)"),
      },
      {
          {"competition", &competition_rules, "the 2020 national competition rules (the defaults)"},
          {"suqian", &suqian_rules, "Suqian house rules: competition plus the streak bonus"},
      });
  return table;
}

}  // namespace paiju::guandan
