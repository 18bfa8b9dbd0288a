#include "paiju/games/mahjong/rules.h"

#include "paiju/game/option_fields.h"

namespace paiju::mahjong {
namespace {

constexpr const char* kDealerOnDraw[] = {"stay", "pass"};

}  // namespace

Rules suqian_rules() { return Rules{}; }

const game::OptionTable<Rules>& option_table() {
  static const game::OptionTable<Rules> table(
      "mahjong",
      {
          game::bool_option<&Rules::side_bets>(
              "side_bets", "§5: each seat chooses its side bets (嘴子) before each deal (False: nobody bets)"),
          game::choice_option<&Rules::dealer_on_draw, kDealerOnDraw>(
              "dealer_on_draw",
              "§2: after an exhaustive draw the dealer deals again ('stay') or the deal passes to the next seat "
              "('pass')"),
          game::bool_option<&Rules::kong_after_ready>(
              "kong_after_ready",
              "§4: a player who declared ready may make a concealed kong that leaves its wait unchanged"),
          game::int_option<&Rules::rounds>(
              "rounds", "§2: rounds (圈) in a game (将); a round ends when the deal passes from North to East", 1, 4),
          game::int_option<&Rules::max_deals>(
              "max_deals",
              "a match also ends after this many deals (a gap: the dealer keeps the deal on a draw, so a game "
              "has no bound of its own)",
              1, 10000),
      },
      {
          {"suqian", &suqian_rules,
           "宿迁麻将 (小包子麻将) of seed 002: 120 tiles, no chow, single-wait ready, side bets, flowers score"},
      });
  return table;
}

}  // namespace paiju::mahjong
