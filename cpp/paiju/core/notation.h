// Card notation: the competition platform's two-character codes and friendly variants.
//
// Canonical form (what the formatters emit): suit S H C D followed by rank 2-9 T J Q K A,
// small joker "SB", big joker "HR"; a multiset is its cards in canonical kind order (card.h)
// separated by single spaces, e.g. "HT SA SB HR".
// The parsers also accept lower case, "10" for T, the suit symbols ♠♥♣♦ (and ♤♡♧♢), and
// 小王 / 大王 for the jokers; tokens are separated by whitespace or commas.
// Parsing is boundary code: bad input throws InvalidCardError naming the offending token.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "paiju/core/card_set.h"
#include "paiju/core/errors.h"
#include "paiju/core/names.h"

namespace paiju {

// Kind index of one card token; throws InvalidCardError for anything else.
int parse_card(std::string_view token);

// Adds the card named by `token` to `set`; throws InvalidCardError on a bad token or a third copy.
void add_card_token(CardSet& set, std::string_view token);

// All cards of a whitespace/comma separated text; throws InvalidCardError.
CardSet parse_cards(std::string_view text);

// The text with ASCII letters in lower case (move kinds are read case-insensitively).
std::string ascii_lower(std::string_view text);

// Splits text into tokens at whitespace and commas (empty tokens dropped).
std::vector<std::string_view> split_tokens(std::string_view text);

// A move's text split into tokens; throws IllegalMoveError "empty move text" when there are none.
std::vector<std::string_view> move_tokens(std::string_view text);

// The move kind named `name`, read case-insensitively (value i is named kinds[i]); another name
// throws IllegalMoveError "unknown <game>move kind '<name>' (expected <expected>)", `game` being
// empty or the game's name and a space.
template <class Kind, class Names>
Kind parse_move_kind(const Names& kinds, std::string_view name, std::string_view game, std::string_view expected) {
  const int kind = name_index(kinds, ascii_lower(name));
  if (kind < 0) {
    throw IllegalMoveError("unknown " + std::string(game) + "move kind '" + std::string(name) + "' (expected " +
                           std::string(expected) + ")");
  }
  return static_cast<Kind>(kind);
}

// A move's text: the name of its kind, alone for a pass, else followed by a space and `args()`
// (the move's cards, tile, ...).
template <class Args>
std::string move_text(std::string_view kind, bool pass, Args&& args) {
  std::string out(kind);
  if (pass) return out;
  out.push_back(' ');
  out.append(args());
  return out;
}

std::string format_card(int kind);
std::string format_cards(const CardSet& cards);

}  // namespace paiju
