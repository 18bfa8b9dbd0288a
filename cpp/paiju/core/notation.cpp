#include "paiju/core/notation.h"

#include <array>

#include "paiju/core/errors.h"

namespace paiju {
namespace {

constexpr char ascii_upper(char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : c; }

struct SuitSpelling {
  std::string_view text;
  Suit suit;
};
constexpr std::array<SuitSpelling, 16> kSuitSpellings{{
    {"S", Suit::Spades},     {"H", Suit::Hearts},   {"C", Suit::Clubs},     {"D", Suit::Diamonds},
    {"s", Suit::Spades},     {"h", Suit::Hearts},   {"c", Suit::Clubs},     {"d", Suit::Diamonds},
    {"\u2660", Suit::Spades}, {"\u2665", Suit::Hearts}, {"\u2663", Suit::Clubs}, {"\u2666", Suit::Diamonds},
    {"\u2664", Suit::Spades}, {"\u2661", Suit::Hearts}, {"\u2667", Suit::Clubs}, {"\u2662", Suit::Diamonds},
}};

int parse_rank(std::string_view text) {
  if (text == "10") return static_cast<int>(Rank::Ten);
  if (text.size() != 1) return -1;
  const auto pos = kRankChars.find(ascii_upper(text[0]));
  return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}

int parse_joker(std::string_view token) {
  if (token == "\u5c0f\u738b") return kSmallJoker;  // 小王
  if (token == "\u5927\u738b") return kBigJoker;    // 大王
  if (token.size() != 2) return -1;
  const char a = ascii_upper(token[0]), b = ascii_upper(token[1]);
  if (a == 'S' && b == 'B') return kSmallJoker;
  if (a == 'H' && b == 'R') return kBigJoker;
  return -1;
}

[[noreturn]] void unknown_card(std::string_view token) {
  throw InvalidCardError("unknown card '" + std::string(token) +
                         "' (expected a suit S H C D and a rank A 2-9 T J Q K, or SB / HR)");
}

constexpr bool is_separator(char c) {
  return c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

}  // namespace

int parse_card(std::string_view token) {
  if (const int joker = parse_joker(token); joker >= 0) return joker;
  for (const auto& spelling : kSuitSpellings) {
    if (token.substr(0, spelling.text.size()) != spelling.text) continue;
    const int rank = parse_rank(token.substr(spelling.text.size()));
    if (rank < 0) unknown_card(token);
    return kind_of(static_cast<Rank>(rank), spelling.suit);
  }
  unknown_card(token);
}

void add_card_token(CardSet& set, std::string_view token) {
  const int kind = parse_card(token);
  if (set.count(kind) >= kMaxCopies) {
    throw InvalidCardError("third copy of card '" + std::string(token) +
                           "': two decks hold only two of each card");
  }
  set.add(kind);
}

std::string ascii_lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
  }
  return out;
}

std::vector<std::string_view> split_tokens(std::string_view text) {
  std::vector<std::string_view> tokens;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_separator(text[i])) ++i;
    std::size_t j = i;
    while (j < text.size() && !is_separator(text[j])) ++j;
    if (j > i) tokens.push_back(text.substr(i, j - i));
    i = j;
  }
  return tokens;
}

std::vector<std::string_view> move_tokens(std::string_view text) {
  std::vector<std::string_view> tokens = split_tokens(text);
  if (tokens.empty()) throw IllegalMoveError("empty move text");
  return tokens;
}

CardSet parse_cards(std::string_view text) {
  CardSet set;
  for (const std::string_view token : split_tokens(text)) add_card_token(set, token);
  return set;
}

std::string format_card(int kind) {
  const auto name = kind_name(kind);
  return std::string(name.data(), name.size());
}

std::string format_cards(const CardSet& cards) {
  std::string out;
  out.reserve(3 * static_cast<std::size_t>(cards.size()));
  cards.for_each_card([&](int kind) {
    if (!out.empty()) out += ' ';
    const auto name = kind_name(kind);
    out.append(name.data(), name.size());
  });
  return out;
}

}  // namespace paiju
