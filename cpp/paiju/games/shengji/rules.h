// Shengji rule options (docs/rules/shengji.md) and the presets `standard` and `five_ten_king`.
//
// Every option has an in-class default and one row in option_table() (rules.cpp); adding an
// option = a field here + a row there.
#pragma once

#include <cstdint>
#include <string>

#include "paiju/game/options.h"

namespace paiju::shengji {

// §3: which suit's pair overrides which: ♠ > ♥ > ♣ > ♦, the reverse, or no suit pair
// overrides another (only the joker pairs override a pair).
enum class SuitOrder : std::uint8_t { SHCD, DCHS, None };
// §3: nobody declared by the end of the deal: play it in no-trump, or deal again.
enum class NoDeclaration : std::uint8_t { NoTrump, Redeal };
// §6: the kitty's multiplier when the attackers win the last trick (flat: x2 when the last trick
// was led with one card, x4 otherwise).
enum class KittyMultiplier : std::uint8_t { Times, Power, Flat, Cards };
// §5: the level table. Standard: attackers' 0 -> dealer side +3, 5-35 +2, 40-75 +1, 80-115 the
// attackers take over, 120-155 +1, 160-195 +2, 200+ +3 (+1 per further 40). Seed 001: the
// dealer side +1 whenever the attackers take under 80; from 80 the attackers as in Standard.
// (200 winning the match outright is the option outright_win, not the table).
enum class LevelTable : std::uint8_t { Standard, Seed001 };

struct Rules {
  std::string level_sequence = "23456789TJQKA";  // §2: the levels played, in order
  SuitOrder suit_order = SuitOrder::SHCD;
  bool must_declare_joker_pair = false;          // §3: a joker pair must declare no-trump
  NoDeclaration no_declaration = NoDeclaration::NoTrump;
  int throw_penalty = 0;                         // §4: points per failed throw to the other side
  KittyMultiplier kitty_multiplier = KittyMultiplier::Times;
  LevelTable level_table = LevelTable::Standard;
  bool outright_win = false;                     // §5: 200+ attackers' points win the match
  std::string must_defend;                       // §5: levels a multi-level jump stops at
  bool cross_suit_throws = false;                // §6b
  int max_deals = 100;                           // a match ends after this many deals (a gap)
};

Rules standard_rules();
Rules five_ten_king_rules();

// Every option and preset, once.
const game::OptionTable<Rules>& option_table();

}  // namespace paiju::shengji
