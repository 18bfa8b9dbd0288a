#include "paiju/games/mahjong/rules.h"

namespace paiju::mahjong {
namespace {

using game::OptionType;
using game::OptionValue;
using Row = game::Option<Rules>;

int number(const OptionValue& v) { return static_cast<int>(std::get<long long>(v)); }

constexpr const char* kDealerOnDraw[] = {"stay", "pass"};

}  // namespace

Rules suqian_rules() { return Rules{}; }

const game::OptionTable<Rules>& option_table() {
  static const game::OptionTable<Rules> table(
      "mahjong",
      {
          Row{"side_bets", OptionType::Bool,
              "§5: each seat chooses its side bets (嘴子) before each deal (False: nobody bets)", 0, 0, {}, {},
              [](const Rules& r) -> OptionValue { return r.side_bets; },
              [](Rules& r, const OptionValue& v) { r.side_bets = std::get<bool>(v); }},
          Row{"dealer_on_draw", OptionType::Choice,
              "§2: after an exhaustive draw the dealer deals again ('stay') or the deal passes to the next seat "
              "('pass')",
              0, 0, {"stay", "pass"}, {},
              [](const Rules& r) -> OptionValue { return std::string(kDealerOnDraw[static_cast<int>(r.dealer_on_draw)]); },
              [](Rules& r, const OptionValue& v) {
                r.dealer_on_draw = std::get<std::string>(v) == "pass" ? DealerOnDraw::Pass : DealerOnDraw::Stay;
              }},
          Row{"kong_after_ready", OptionType::Bool,
              "§4: a player who declared ready may make a concealed kong that leaves its wait unchanged", 0, 0, {}, {},
              [](const Rules& r) -> OptionValue { return r.kong_after_ready; },
              [](Rules& r, const OptionValue& v) { r.kong_after_ready = std::get<bool>(v); }},
          Row{"rounds", OptionType::Int,
              "§2: rounds (圈) in a game (将); a round ends when the deal passes from North to East", 1, 4, {}, {},
              [](const Rules& r) -> OptionValue { return static_cast<long long>(r.rounds); },
              [](Rules& r, const OptionValue& v) { r.rounds = number(v); }},
          Row{"max_deals", OptionType::Int,
              "a match also ends after this many deals (a gap: the dealer keeps the deal on a draw, so a game "
              "has no bound of its own)",
              1, 10000, {}, {},
              [](const Rules& r) -> OptionValue { return static_cast<long long>(r.max_deals); },
              [](Rules& r, const OptionValue& v) { r.max_deals = number(v); }},
      },
      {
          {"suqian", &suqian_rules,
           "宿迁麻将 (小包子麻将) of seed 002: 120 tiles, no chow, single-wait ready, side bets, flowers score"},
      });
  return table;
}

}  // namespace paiju::mahjong
