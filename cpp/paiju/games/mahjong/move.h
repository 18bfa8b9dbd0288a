// A Suqian mahjong decision (docs/rules/mahjong.md §3-§5): a seat's side bets before a deal; on
// its turn a discard, a discard that declares ready, a concealed or added kong, or a self-drawn
// win; on another seat's discard (or added kong) a claim: pass, pong, exposed kong or win.
//
// Layout (3 bytes): kind, tile (a suited kind 0..26; -1 for pass and bets), bets (a BetSet, for
// Bet only: the full set the seat holds for the deal). Two moves are equal iff all three are.
#pragma once

#include <cstdint>

namespace paiju::mahjong {

enum class Kind : std::uint8_t {
  Bet = 0,        // the seat's side bets for this deal (a superset of those it holds)
  Discard,        // discard `tile`
  Ready,          // discard `tile` and declare ready (听)
  ConcealedKong,  // 暗杠 of the four `tile` in hand
  AddedKong,      // 加杠: `tile` onto the seat's own pong of it
  Win,            // 糊: on the tile drawn, a discard, or a robbed added kong
  Pass,           // decline a claim
  Pong,           // 碰 the discard `tile`
  Kong,           // 明杠 the discard `tile`
};
inline constexpr int kNumKinds = 9;

struct Move {
  Kind kind = Kind::Pass;
  std::int8_t tile = -1;
  std::uint8_t bets = 0;

  static constexpr Move pass() { return Move{}; }
  static constexpr Move of(Kind kind, int tile) { return Move{kind, static_cast<std::int8_t>(tile), 0}; }
  static constexpr Move bet(std::uint8_t bets) { return Move{Kind::Bet, -1, bets}; }
  constexpr bool operator==(const Move&) const = default;
};
static_assert(sizeof(Move) == 3);

const char* kind_name(Kind kind);

}  // namespace paiju::mahjong
