#include "paiju/games/shengji/move_notation.h"

#include <array>
#include <vector>

#include "paiju/core/errors.h"
#include "paiju/core/names.h"
#include "paiju/core/notation.h"

namespace paiju::shengji {
namespace {

constexpr std::array<const char*, kNumKinds> kKindNames = {"pass",    "declare", "bury",  "single",
                                                           "pair",    "tractor", "throw", "follow"};

}  // namespace

const char* kind_name(Kind kind) { return kKindNames[static_cast<std::size_t>(kind)]; }

std::string format_move(const Move& move) {
  return move_text(kind_name(move.kind), move.kind == Kind::Pass, [&] { return format_cards(move.cards); });
}

Move parse_move(std::string_view text) {
  const std::vector<std::string_view> tokens = move_tokens(text);
  Move move;
  move.kind = parse_move_kind<Kind>(kKindNames, tokens[0], "Shengji ",
                                    "pass, declare, bury, single, pair, tractor, throw or follow");
  try {
    for (std::size_t t = 1; t < tokens.size(); ++t) add_card_token(move.cards, tokens[t]);
  } catch (const InvalidCardError& error) {
    throw IllegalMoveError(std::string("not a Shengji move: ") + error.what());
  }
  if (move.kind == Kind::Pass) {
    if (!move.cards.empty()) throw IllegalMoveError("'pass' takes no cards");
    return move;
  }
  if (move.cards.empty()) {
    throw IllegalMoveError("a '" + std::string(kind_name(move.kind)) + "' move needs its cards");
  }
  if (move.kind == Kind::Bury && move.cards.size() != 1) throw IllegalMoveError("'bury' takes exactly one card");
  return move;
}

}  // namespace paiju::shengji
