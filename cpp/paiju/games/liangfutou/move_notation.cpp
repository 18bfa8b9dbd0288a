#include "paiju/games/liangfutou/move_notation.h"

#include <array>
#include <vector>

#include "paiju/core/errors.h"
#include "paiju/core/names.h"
#include "paiju/core/notation.h"
#include "paiju/core/rank_counts.h"

namespace paiju::liangfutou {
namespace {

constexpr std::array<std::string_view, kNumKinds> kKindNames = {
    "pass", "single", "pair", "triple", "straight", "pair_run", "bomb", "joker_bomb", "call", "solo"};

}  // namespace

std::string_view kind_name(Kind kind) { return kKindNames[static_cast<int>(kind)]; }

std::string rank_name(int slot) {
  if (slot == kSmallJokerSlot) return "SB";
  if (slot == kBigJokerSlot) return "HR";
  return std::string(1, kRankChars[slot]);
}

std::string format_move(const Move& move) {
  if (move.is_pass()) return "pass";
  if (move.kind == Kind::Solo) return "solo";
  if (move.kind == Kind::Call) return "call " + format_cards(move.cards);
  return std::string(kind_name(move.kind)) + " " + rank_name(move.key) + " " + format_cards(move.cards);
}

Kind parse_kind(std::string_view name) {
  return parse_move_kind<Kind>(kKindNames, name, "",
                               "single pair triple straight pair_run bomb joker_bomb pass call solo");
}

int parse_rank(std::string_view rank) {
  const std::string l = ascii_lower(rank);
  if (l == "sb") return kSmallJokerSlot;
  if (l == "hr") return kBigJokerSlot;
  if (l == "10") return static_cast<int>(Rank::Ten);
  if (l.size() == 1) {
    char c = l[0];
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
    const auto pos = kRankChars.find(c);
    if (pos != std::string_view::npos) return static_cast<int>(pos);
  }
  throw IllegalMoveError("unknown rank '" + std::string(rank) + "' (expected 3-9, T, J, Q, K, A, 2, SB or HR)");
}

Move make_move(std::string_view kind, std::string_view rank, const CardSet& cards) {
  Move move;
  move.kind = parse_kind(kind);
  if (move.is_pass() || move.kind == Kind::Solo) {
    if (!cards.empty()) throw IllegalMoveError("'" + std::string(kind) + "' takes no cards");
    return move;
  }
  if (move.kind == Kind::Call) {
    if (cards.size() != 1) throw IllegalMoveError("a call names exactly one card");
    cards.for_each_kind([&](int k, int) { move.key = static_cast<std::uint8_t>(slot_of_kind(k)); });
    move.cards = cards;
    return move;
  }
  move.key = static_cast<std::uint8_t>(parse_rank(rank));
  if (cards.empty()) throw IllegalMoveError("a " + std::string(kind) + " needs its cards");
  move.cards = cards;
  return move;
}

Move parse_move(std::string_view text) {
  const std::vector<std::string_view> tokens = move_tokens(text);
  if (ascii_lower(tokens[0]) == "pass" || ascii_lower(tokens[0]) == "solo") {
    if (tokens.size() > 1) throw IllegalMoveError("'" + ascii_lower(tokens[0]) + "' takes no cards");
    return ascii_lower(tokens[0]) == "pass" ? Move::pass() : Move{CardSet(), Kind::Solo, 0};
  }
  if (ascii_lower(tokens[0]) == "call") {
    if (tokens.size() != 2) throw IllegalMoveError("expected 'call <card>', got '" + std::string(text) + "'");
    const int kind = parse_card(tokens[1]);
    return Move{CardSet::single(kind), Kind::Call, static_cast<std::uint8_t>(slot_of_kind(kind))};
  }
  if (tokens.size() < 3) throw IllegalMoveError("expected '<kind> <rank> <cards>', got '" + std::string(text) + "'");
  CardSet cards;
  for (std::size_t t = 2; t < tokens.size(); ++t) add_card_token(cards, tokens[t]);
  return make_move(tokens[0], tokens[1], cards);
}

}  // namespace paiju::liangfutou
