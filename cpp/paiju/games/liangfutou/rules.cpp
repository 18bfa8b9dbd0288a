#include "paiju/games/liangfutou/rules.h"

namespace paiju::liangfutou {
namespace {

using game::OptionType;
using game::OptionValue;
using Row = game::Option<Rules>;

int number(const OptionValue& v) { return static_cast<int>(std::get<long long>(v)); }

}  // namespace

const game::OptionTable<Rules>& option_table() {
  static const game::OptionTable<Rules> table(
      "Liangfutou",
      {
          Row{"reveal_on_play", OptionType::Bool,
              "§3: playing the called card reveals the partnership to everyone (False: only at the end of the deal)",
              0, 0, {}, {},
              [](const Rules& r) -> OptionValue { return r.reveal_on_play; },
              [](Rules& r, const OptionValue& v) { r.reveal_on_play = std::get<bool>(v); }},
          Row{"solo_order", OptionType::Choice,
              "§3: the order in which the others are asked to declare solo after the call: counter-clockwise "
              "(the caller's previous seat in play order first) or play order (the caller's next seat first)",
              0, 0, {"counter_clockwise", "play_order"}, {},
              [](const Rules& r) -> OptionValue {
                return std::string(r.solo_order == SoloOrder::CounterClockwise ? "counter_clockwise" : "play_order");
              },
              [](Rules& r, const OptionValue& v) {
                r.solo_order = std::get<std::string>(v) == "counter_clockwise" ? SoloOrder::CounterClockwise
                                                                                 : SoloOrder::PlayOrder;
              },
              OptionValue{std::string("play_order")}},
          Row{"solo_stake", OptionType::Int,
              "§5: units each of the three pays a winning solo player, or receives from a losing one", 1, 1000, {}, {},
              [](const Rules& r) -> OptionValue { return static_cast<long long>(r.solo_stake); },
              [](Rules& r, const OptionValue& v) { r.solo_stake = number(v); }},
          Row{"max_deals", OptionType::Int, "deals in a match (the sources set no end: a settled gap)", 1, 1000, {}, {},
              [](const Rules& r) -> OptionValue { return static_cast<long long>(r.max_deals); },
              [](Rules& r, const OptionValue& v) { r.max_deals = number(v); }},
      },
      {
          {"jingdezhen", &jingdezhen_rules, "Jingdezhen rules as the seed documents give them (the defaults)"},
      });
  return table;
}

}  // namespace paiju::liangfutou
