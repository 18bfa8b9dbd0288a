#include "paiju/games/shengji/rules.h"

#include "paiju/game/option_fields.h"

namespace paiju::shengji {
namespace {

using game::OptionType;
using game::OptionValue;
using Row = game::Option<Rules>;

constexpr const char* kSuitOrders[] = {"SHCD", "DCHS", "none"};
constexpr const char* kNoDeclaration[] = {"no_trump", "redeal"};
constexpr const char* kKitty[] = {"times", "power", "flat", "cards"};
constexpr const char* kTables[] = {"standard", "seed001"};

}  // namespace

Rules standard_rules() { return Rules{}; }

Rules five_ten_king_rules() {
  Rules r;
  r.level_sequence = "5TK";
  r.must_declare_joker_pair = true;
  r.kitty_multiplier = KittyMultiplier::Cards;
  r.level_table = LevelTable::Seed001;
  r.outright_win = true;
  r.cross_suit_throws = true;
  return r;
}

const game::OptionTable<Rules>& option_table() {
  static const game::OptionTable<Rules> table(
      "Shengji",
      {
          Row{"level_sequence", OptionType::Ranks,
              "§2: the levels played, lowest first; both teams start at the first, passing the last wins", 0, 0, {},
              "ranks as a string such as '5TK' (each of 23456789TJQKA at most once, at least one)",
              [](const Rules& r) -> OptionValue { return r.level_sequence; },
              [](Rules& r, const OptionValue& v) {
                const std::string& levels = std::get<std::string>(v);
                if (levels.empty()) throw InvalidOptionError("option level_sequence needs at least one level");
                r.level_sequence = levels;
              }},
          game::choice_option<&Rules::suit_order, kSuitOrders>(
              "suit_order",
              "§3: which suit's pair overrides another suit's pair: 'SHCD' (spades highest), 'DCHS' (diamonds "
              "highest) or 'none' (only a joker pair overrides a pair)"),
          game::bool_option<&Rules::must_declare_joker_pair>(
              "must_declare_joker_pair", "§3: a seat asked while it can declare no-trump with a joker pair must do so"),
          game::choice_option<&Rules::no_declaration, kNoDeclaration>(
              "no_declaration", "§3: nobody declared by the end of the deal: play it in no-trump, or deal again"),
          game::int_option<&Rules::throw_penalty>(
              "throw_penalty", "§4: points per failed throw credited to the other side (0: none)", 0, 200),
          game::choice_option<&Rules::kitty_multiplier, kKitty>(
              "kitty_multiplier",
              "§6: the kitty's multiplier when the attackers win the last trick: 'times' (2 x the size of the "
              "lead's largest unit), 'power' (2 ^ that size), 'flat' (x2 for a single, x4 otherwise), 'cards' "
              "(2 x the cards of the last trick's lead)"),
          game::choice_option<&Rules::level_table, kTables>(
              "level_table",
              "§5: levels won per attackers' points: 'standard' (0: dealer side +3, 5-35 +2, 40-75 +1, 80-115 "
              "attackers take over, 120-155 +1, 160-195 +2, 200+ +3 and +1 per further 40) or 'seed001' (under "
              "80: dealer side +1; from 80 as 'standard')"),
          game::bool_option<&Rules::outright_win>(
              "outright_win", "§5: attackers who take 200 points or more win the match at once (seed 001)"),
          game::ranks_option<&Rules::must_defend>(
              "must_defend", "§5: levels that a multi-level jump cannot skip: the jump stops there ('' for none)"),
          game::bool_option<&Rules::cross_suit_throws>(
              "cross_suit_throws", "§6b: a throw may combine units of several plain suits (seed 001)"),
          game::int_option<&Rules::max_deals>(
              "max_deals", "a match ends after this many deals if no team has won (a gap: the sources set no limit)", 1,
              10000),
      },
      {
          {"standard", &standard_rules, "mainstream 升级 / 拖拉机 rules (the defaults)"},
          {"five_ten_king", &five_ten_king_rules,
           "seed 001's competition: levels 5, 10, K only, passing K or taking 200 wins, joker pairs must "
           "declare no-trump, kitty x2 per card of the last trick, throws across suits"},
      });
  return table;
}

}  // namespace paiju::shengji
