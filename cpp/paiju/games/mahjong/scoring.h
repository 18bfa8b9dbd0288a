// Suqian mahjong (宿迁麻将) scoring of one win: side bets (嘴子, rules spec §5) and points,
// doublers and payments (rules spec §6). A pure function of the win's facts: the game (State)
// gathers them when a player wins and calls score_win once per deal, so this is boundary code
// (it validates and allocates), not a hot path.
//
// Points for one paying player:
//   base 2; dealer 2 (if the winner or that payer is the dealer); each flower of the winner 2,
//   the prevailing-wind flower 4 instead; each exposed kong (an added kong is exposed) 4, each
//   concealed kong 8; each satisfied side bet its value if the winner or that payer placed it,
//   twice its value if both did.
// Doublers (番), each x2: 自摸 zi_mo, 放听 fang_ting, 绝张 jue_zhang, 大对糊 da_dui_hu, 清一色
// qing_yi_se, 七对子 qi_dui_zi, 内绝 nei_jue. A payer pays points x 2^doublers.
// Payers: on a self-draw all three others; on a discard the discarder alone, unless the
// discarder had declared ready, then all three (no zi_mo). A robbed kong (抢杠) is the robbed
// player's discard and adds no doubler.
// Reading-dependent parts (da_dui_hu, qi_dui_zi, the 独刺 bet) use the winning hand's readings
// (tiles/decompositions.h); where a hand reads several ways, the reading giving the winner the
// largest total applies to every payer (the first such reading on a tie).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "paiju/tiles/tile_counts.h"

namespace paiju::mahjong {

inline constexpr int kNumSeats = 4;

// Side bets (嘴子, §5) and their points.
enum class Bet : std::uint8_t { BuPeng = 0, DaPie = 1, DuCi = 2, DuLiu = 3 };
inline constexpr int kNumBets = 4;
inline constexpr std::array<std::string_view, kNumBets> kBetNames{"bu_peng", "da_pie", "du_ci", "du_liu"};
inline constexpr std::array<int, kNumBets> kBetPoints{20, 15, 10, 5};
// A seat's bets as a bit set: bit Bet.
using BetSet = std::uint8_t;
constexpr BetSet bet_bit(Bet bet) { return static_cast<BetSet>(1u << static_cast<unsigned>(bet)); }

// Doublers (番, §6) in the order score_win lists them.
enum class Doubler : std::uint8_t { ZiMo = 0, FangTing, JueZhang, DaDuiHu, QingYiSe, QiDuiZi, NeiJue };
inline constexpr int kNumDoublers = 7;
inline constexpr std::array<std::string_view, kNumDoublers> kDoublerNames{
    "zi_mo", "fang_ting", "jue_zhang", "da_dui_hu", "qing_yi_se", "qi_dui_zi", "nei_jue"};

// A meld of the winner: pong (碰), exposed kong from a discard (明杠), added kong onto one's own
// pong (加杠, exposed), concealed kong (暗杠). Names as in paiju.mahjong: pong, kong,
// added_kong, concealed_kong.
enum class MeldKind : std::uint8_t { Pong = 0, ExposedKong, AddedKong, ConcealedKong };
inline constexpr std::array<std::string_view, 4> kMeldKindNames{"pong", "kong", "added_kong", "concealed_kong"};

struct Meld {
  MeldKind kind = MeldKind::Pong;
  int tile = 0;  // a suited kind (tiles/tile.h)
};

struct WinFacts {
  int winner = 0;            // seat 0..3 (East South West North)
  int dealer = 0;            // seat 0..3
  bool self_draw = false;
  int discarder = -1;        // the seat whose discard (or robbed added kong) was won; -1 on self-draw
  bool discarder_ready = false;  // the discarder had declared ready (then all three pay)
  bool robbed_kong = false;      // won by robbing the discarder's added kong (抢杠)
  int winning_tile = 0;          // suited kind
  tiles::TileCounts concealed;   // the winner's concealed tiles INCLUDING the winning tile: 14 - 3 * melds
  std::vector<Meld> melds;       // the winner's melds, at most 4
  tiles::TileCounts flowers;     // the winner's flowers (flower kinds only)
  int prevailing_wind = 0;       // 0..3 = E S W N (当劲风)
  std::array<BetSet, kNumSeats> bets{};  // each seat's side bets
  bool fang_ting = false;        // 放听: given by the game
  bool jue_zhang = false;        // 绝张: given by the game
};

struct WinScore {
  std::vector<Doubler> doublers;         // in Doubler order
  std::array<int, kNumSeats> points{};   // per payer, before doubling; 0 for the winner and non-payers
  int total = 0;                         // the winner's gain
  std::array<int, kNumSeats> payments{}; // per seat, summing to zero: +total for the winner
};

// Throws PaijuError (bad seats, inconsistent discarder), InvalidTileError (non-suited meld or
// winning tile, a non-flower among the flowers, more than four copies) or InvalidHandError (a
// concealed size not fitting the melds, a winning tile not in the concealed tiles, a hand that
// does not win).
WinScore score_win(const WinFacts& facts);

// Name lookups; the parsers throw InvalidOptionError naming the bad name.
Bet parse_bet(std::string_view name);
MeldKind parse_meld_kind(std::string_view name);
int parse_wind(std::string_view name);  // "E" "S" "W" "N" -> 0..3
constexpr std::string_view bet_name(Bet bet) { return kBetNames[static_cast<std::size_t>(bet)]; }
constexpr std::string_view doubler_name(Doubler d) { return kDoublerNames[static_cast<std::size_t>(d)]; }

}  // namespace paiju::mahjong
