#include "paiju/tiles/tile_notation.h"

#include <array>
#include <vector>

#include "paiju/core/errors.h"
#include "paiju/core/notation.h"

namespace paiju::tiles {
namespace {

struct Spelling {
  std::string_view text;
  int value;
};

// Chinese suit characters -> suit.
constexpr std::array<Spelling, 8> kChineseSuits{{
    {"\u4e07", 0}, {"\u842c", 0},                 // 万 萬
    {"\u6761", 1}, {"\u689d", 1}, {"\u7d22", 1},  // 条 條 索
    {"\u997c", 2}, {"\u9905", 2}, {"\u7b52", 2},  // 饼 餅 筒
}};
// Chinese numerals 一..九 -> rank.
constexpr std::array<Spelling, 9> kChineseRanks{{
    {"\u4e00", 1}, {"\u4e8c", 2}, {"\u4e09", 3}, {"\u56db", 4}, {"\u4e94", 5},
    {"\u516d", 6}, {"\u4e03", 7}, {"\u516b", 8}, {"\u4e5d", 9},
}};
// Chinese flower characters -> flower index.
constexpr std::array<Spelling, 14> kChineseFlowers{{
    {"\u4e1c", 0}, {"\u6771", 0}, {"\u5357", 1}, {"\u897f", 2}, {"\u5317", 3},  // 东 東 南 西 北
    {"\u6625", 4}, {"\u590f", 5}, {"\u79cb", 6}, {"\u51ac", 7},                 // 春 夏 秋 冬
    {"\u6885", 8}, {"\u5170", 9}, {"\u862d", 9}, {"\u7af9", 10}, {"\u83ca", 11},  // 梅 兰 蘭 竹 菊
}};
constexpr std::array<std::string_view, 2> kWindSuffixes{"\u98ce", "\u98a8"};  // 风 風

// The spelling that `text` starts with, or nullptr.
template <std::size_t N>
const Spelling* prefix(const std::array<Spelling, N>& spellings, std::string_view text) {
  for (const Spelling& s : spellings) {
    if (text.substr(0, s.text.size()) == s.text) return &s;
  }
  return nullptr;
}

int ascii_suit(char c) {
  switch (c) {
    case 'm': case 'M': return 0;
    case 's': case 'S': return 1;
    case 'p': case 'P': return 2;
    default: return -1;
  }
}

[[noreturn]] void unknown_tile(std::string_view token) {
  std::string message = "unknown tile '";
  message.append(token);
  message.append("' (expected e.g. 1m 123s 9p, 一万 五条 九饼, a flower E S W N spring summer autumn winter "
                 "plum orchid bamboo chrysanthemum or 东南西北春夏秋冬梅兰竹菊)");
  throw InvalidTileError(message);
}

// The kinds one token names, in the order written; throws InvalidTileError.
std::vector<int> read_token(std::string_view token) {
  std::vector<int> kinds;
  if (token.empty()) unknown_tile(token);
  const std::string lower = ascii_lower(token);
  for (int f = 0; f < kNumFlowers; ++f) {
    if (lower == ascii_lower(kFlowerNames[static_cast<std::size_t>(f)])) return {flower_kind(f)};
  }
  std::string_view rest = token;
  while (!rest.empty()) {
    if (rest[0] >= '0' && rest[0] <= '9') {
      std::size_t digits = 0;
      while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9') ++digits;
      int suit = -1;
      std::size_t suit_len = 0;
      if (digits < rest.size() && ascii_suit(rest[digits]) >= 0) {
        suit = ascii_suit(rest[digits]);
        suit_len = 1;
      } else if (const Spelling* s = prefix(kChineseSuits, rest.substr(digits))) {
        suit = s->value;
        suit_len = s->text.size();
      }
      if (suit < 0) unknown_tile(token);
      for (std::size_t i = 0; i < digits; ++i) {
        const int rank = rest[i] - '0';
        if (rank < 1) unknown_tile(token);
        kinds.push_back(suited_kind(suit, rank));
      }
      rest.remove_prefix(digits + suit_len);
    } else if (const Spelling* rank = prefix(kChineseRanks, rest)) {
      const Spelling* suit = prefix(kChineseSuits, rest.substr(rank->text.size()));
      if (suit == nullptr) unknown_tile(token);
      kinds.push_back(suited_kind(suit->value, rank->value));
      rest.remove_prefix(rank->text.size() + suit->text.size());
    } else if (const Spelling* flower = prefix(kChineseFlowers, rest)) {
      kinds.push_back(flower_kind(flower->value));
      rest.remove_prefix(flower->text.size());
      if (flower->value < 4) {
        for (std::string_view suffix : kWindSuffixes) {
          if (rest.substr(0, suffix.size()) == suffix) rest.remove_prefix(suffix.size());
        }
      }
    } else {
      unknown_tile(token);
    }
  }
  return kinds;
}

}  // namespace

int parse_tile(std::string_view token) {
  const std::vector<int> kinds = read_token(token);
  if (kinds.size() != 1) {
    std::string message = "'";
    message.append(token);
    message.append("' names ");
    message.append(std::to_string(kinds.size()));
    message.append(" tiles, expected one");
    throw InvalidTileError(message);
  }
  return kinds[0];
}

void add_tile_token(TileCounts& counts, std::string_view token) {
  for (const int kind : read_token(token)) {
    if (counts.count(kind) >= max_copies(kind)) {
      std::string message;
      if (is_flower(kind)) {
        message = "second copy of flower '";
        message.append(format_tile(kind));
        message.append("': each flower is a single tile");
      } else {
        message = "fifth copy of tile '";
        message.append(format_tile(kind));
        message.append("': there are four of each suited tile");
      }
      throw InvalidTileError(message);
    }
    counts.add(kind);
  }
}

TileCounts parse_tiles(std::string_view text) {
  TileCounts counts;
  for (const std::string_view token : split_tokens(text)) add_tile_token(counts, token);
  return counts;
}

std::string format_tile(int kind) {
  if (is_flower(kind)) return std::string(kFlowerNames[static_cast<std::size_t>(kind - kFirstFlower)]);
  if (!is_suited(kind)) {
    std::string message = "tile kind ";
    message.append(std::to_string(kind));
    message.append(" is not in 0..38");
    throw InvalidTileError(message);
  }
  std::string out(1, static_cast<char>('0' + tile_rank(kind)));
  out += kTileSuitChars[static_cast<std::size_t>(tile_suit(kind))];
  return out;
}

std::string format_tiles(const TileCounts& tiles) {
  std::string out;
  for (int suit = 0; suit < kNumTileSuits; ++suit) {
    bool any = false;
    for (int rank = 1; rank <= kNumTileRanks; ++rank) {
      for (int c = 0; c < tiles.count(suited_kind(suit, rank)); ++c) {
        out += static_cast<char>('0' + rank);
        any = true;
      }
    }
    if (any) out += kTileSuitChars[static_cast<std::size_t>(suit)];
  }
  for (int kind = kFirstFlower; kind < kNumTileKinds; ++kind) {
    if (tiles.count(kind) == 0) continue;
    if (!out.empty()) out += ' ';
    out.append(kFlowerNames[static_cast<std::size_t>(kind - kFirstFlower)]);
  }
  return out;
}

}  // namespace paiju::tiles
