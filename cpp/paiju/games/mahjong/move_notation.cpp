#include "paiju/games/mahjong/move_notation.h"

#include <array>
#include <vector>

#include "paiju/core/errors.h"
#include "paiju/core/names.h"
#include "paiju/core/notation.h"
#include "paiju/games/mahjong/scoring.h"
#include "paiju/tiles/tile_notation.h"

namespace paiju::mahjong {
namespace {

constexpr std::array<const char*, kNumKinds> kKindNames = {
    "bet", "discard", "ready", "concealed_kong", "added_kong", "win", "pass", "pong", "kong"};

BetSet parse_bets(std::string_view text) {
  if (text == "none") return 0;
  BetSet bets = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find('+', start), text.size());
    const BetSet bit = bet_bit(parse_bet(text.substr(start, end - start)));
    if (bets & bit) throw IllegalMoveError("a bet named twice in '" + std::string(text) + "'");
    bets = static_cast<BetSet>(bets | bit);
    start = end + 1;
  }
  return bets;
}

}  // namespace

const char* kind_name(Kind kind) { return kKindNames[static_cast<std::size_t>(kind)]; }

std::string format_move(const Move& move) {
  return move_text(kind_name(move.kind), move.kind == Kind::Pass, [&] {
    if (move.kind != Kind::Bet) return tiles::format_tile(move.tile);
    std::string bets;  // "none", or the bets' names joined by '+'
    for (int b = 0; b < kNumBets; ++b) {
      if (!(move.bets & (1u << b))) continue;
      if (!bets.empty()) bets.push_back('+');
      bets.append(kBetNames[static_cast<std::size_t>(b)]);
    }
    return bets.empty() ? std::string("none") : bets;
  });
}

Move parse_move(std::string_view text) {
  const std::vector<std::string_view> tokens = move_tokens(text);
  Move move;
  move.kind = parse_move_kind<Kind>(kKindNames, tokens[0], "mahjong ",
                                    "bet, discard, ready, concealed_kong, added_kong, win, pass, pong or kong");
  const std::string_view name = kKindNames[static_cast<std::size_t>(move.kind)];
  if (move.kind == Kind::Pass) {
    if (tokens.size() != 1) throw IllegalMoveError("'pass' takes nothing after it");
    return move;
  }
  if (tokens.size() != 2) {
    std::string message = "a '";
    message.append(name);
    message.append(move.kind == Kind::Bet ? "' move needs its bets ('none' or names joined by '+')"
                                          : "' move needs exactly one tile");
    throw IllegalMoveError(message);
  }
  if (move.kind == Kind::Bet) {
    try {
      move.bets = parse_bets(ascii_lower(tokens[1]));
    } catch (const IllegalMoveError&) {
      throw;
    } catch (const PaijuError& error) {
      throw IllegalMoveError(std::string("not a mahjong move: ") + error.what());
    }
    return move;
  }
  int tile = -1;
  try {
    tile = tiles::parse_tile(tokens[1]);
  } catch (const InvalidTileError& error) {
    throw IllegalMoveError(std::string("not a mahjong move: ") + error.what());
  }
  if (!tiles::is_suited(tile)) throw IllegalMoveError("a move names a suited tile, not the flower '" + std::string(tokens[1]) + "'");
  move.tile = static_cast<std::int8_t>(tile);
  return move;
}

}  // namespace paiju::mahjong
