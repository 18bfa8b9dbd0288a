#include "paiju/games/shengji/rules.h"

namespace paiju::shengji {
namespace {

using game::OptionType;
using game::OptionValue;
using Row = game::Option<Rules>;

int number(const OptionValue& v) { return static_cast<int>(std::get<long long>(v)); }
const std::string& text(const OptionValue& v) { return std::get<std::string>(v); }

template <class E, std::size_t N>
E pick(const OptionValue& v, const char* const (&names)[N]) {
  for (std::size_t i = 0; i < N; ++i) {
    if (text(v) == names[i]) return static_cast<E>(i);
  }
  return static_cast<E>(0);  // unreachable: the table checked the choice
}

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
                if (text(v).empty()) throw InvalidOptionError("option level_sequence needs at least one level");
                r.level_sequence = text(v);
              }},
          Row{"suit_order", OptionType::Choice,
              "§3: which suit's pair overrides another suit's pair: 'SHCD' (spades highest), 'DCHS' (diamonds "
              "highest) or 'none' (only a joker pair overrides a pair)",
              0, 0, {"SHCD", "DCHS", "none"}, {},
              [](const Rules& r) -> OptionValue { return std::string(kSuitOrders[static_cast<int>(r.suit_order)]); },
              [](Rules& r, const OptionValue& v) { r.suit_order = pick<SuitOrder>(v, kSuitOrders); }},
          Row{"must_declare_joker_pair", OptionType::Bool,
              "§3: a seat asked while it can declare no-trump with a joker pair must do so", 0, 0, {}, {},
              [](const Rules& r) -> OptionValue { return r.must_declare_joker_pair; },
              [](Rules& r, const OptionValue& v) { r.must_declare_joker_pair = std::get<bool>(v); }},
          Row{"no_declaration", OptionType::Choice,
              "§3: nobody declared by the end of the deal: play it in no-trump, or deal again", 0, 0,
              {"no_trump", "redeal"}, {},
              [](const Rules& r) -> OptionValue { return std::string(kNoDeclaration[static_cast<int>(r.no_declaration)]); },
              [](Rules& r, const OptionValue& v) { r.no_declaration = pick<NoDeclaration>(v, kNoDeclaration); }},
          Row{"throw_penalty", OptionType::Int,
              "§4: points per failed throw credited to the other side (0: none)", 0, 200, {}, {},
              [](const Rules& r) -> OptionValue { return static_cast<long long>(r.throw_penalty); },
              [](Rules& r, const OptionValue& v) { r.throw_penalty = number(v); }},
          Row{"kitty_multiplier", OptionType::Choice,
              "§6: the kitty's multiplier when the attackers win the last trick: 'times' (2 x the size of the "
              "lead's largest unit), 'power' (2 ^ that size), 'flat' (x2 for a single, x4 otherwise), 'cards' "
              "(2 x the cards of the last trick's lead)",
              0, 0, {"times", "power", "flat", "cards"}, {},
              [](const Rules& r) -> OptionValue { return std::string(kKitty[static_cast<int>(r.kitty_multiplier)]); },
              [](Rules& r, const OptionValue& v) { r.kitty_multiplier = pick<KittyMultiplier>(v, kKitty); }},
          Row{"level_table", OptionType::Choice,
              "§5: levels won per attackers' points: 'standard' (0: dealer side +3, 5-35 +2, 40-75 +1, 80-115 "
              "attackers take over, 120-155 +1, 160-195 +2, 200+ +3 and +1 per further 40) or 'seed001' (under "
              "80: dealer side +1; from 80 as 'standard')",
              0, 0, {"standard", "seed001"}, {},
              [](const Rules& r) -> OptionValue { return std::string(kTables[static_cast<int>(r.level_table)]); },
              [](Rules& r, const OptionValue& v) { r.level_table = pick<LevelTable>(v, kTables); }},
          Row{"outright_win", OptionType::Bool,
              "§5: attackers who take 200 points or more win the match at once (seed 001)", 0, 0, {}, {},
              [](const Rules& r) -> OptionValue { return r.outright_win; },
              [](Rules& r, const OptionValue& v) { r.outright_win = std::get<bool>(v); }},
          Row{"must_defend", OptionType::Ranks,
              "§5: levels that a multi-level jump cannot skip: the jump stops there ('' for none)", 0, 0, {}, {},
              [](const Rules& r) -> OptionValue { return r.must_defend; },
              [](Rules& r, const OptionValue& v) { r.must_defend = text(v); }},
          Row{"cross_suit_throws", OptionType::Bool,
              "§6b: a throw may combine units of several plain suits (seed 001)", 0, 0, {}, {},
              [](const Rules& r) -> OptionValue { return r.cross_suit_throws; },
              [](Rules& r, const OptionValue& v) { r.cross_suit_throws = std::get<bool>(v); }},
          Row{"max_deals", OptionType::Int,
              "a match ends after this many deals if no team has won (a gap: the sources set no limit)", 1, 10000,
              {}, {},
              [](const Rules& r) -> OptionValue { return static_cast<long long>(r.max_deals); },
              [](Rules& r, const OptionValue& v) { r.max_deals = number(v); }},
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
