#include "paiju/games/liangfutou/rules.h"

#include "paiju/game/option_fields.h"

namespace paiju::liangfutou {
namespace {

constexpr const char* kSoloOrders[] = {"counter_clockwise", "play_order"};

}  // namespace

const game::OptionTable<Rules>& option_table() {
  static const game::OptionTable<Rules> table(
      "Liangfutou",
      {
          game::bool_option<&Rules::reveal_on_play>(
              "reveal_on_play",
              "§3: playing the called card reveals the partnership to everyone (False: only at the end of the deal)"),
          game::choice_option<&Rules::solo_order, kSoloOrders>(
              "solo_order",
              "§3: the order in which the others are asked to declare solo after the call: counter-clockwise "
              "(the caller's previous seat in play order first) or play order (the caller's next seat first)",
              game::OptionValue{std::string("play_order")}),
          game::int_option<&Rules::solo_stake>(
              "solo_stake", "§5: units each of the three pays a winning solo player, or receives from a losing one", 1,
              1000),
          game::int_option<&Rules::max_deals>("max_deals", "deals in a match (the sources set no end: a settled gap)", 1,
                                              1000),
      },
      {
          {"jingdezhen", &jingdezhen_rules, "Jingdezhen rules as the seed documents give them (the defaults)"},
      });
  return table;
}

}  // namespace paiju::liangfutou
