#include "paiju/games/guandan/move_notation.h"

#include <array>
#include <vector>

#include "paiju/climbing/sequence.h"
#include "paiju/core/errors.h"
#include "paiju/core/notation.h"

namespace paiju::guandan {
namespace {

constexpr std::array<std::string_view, kNumMoveTypes> kTypeNames = {
    "PASS", "Single", "Pair", "Trips", "ThreeWithTwo", "TwoTrips",
    "ThreePair", "Straight", "StraightFlush", "Bomb", "FourKings", "tribute", "back"};

constexpr int last_start(MoveType type) {
  switch (type) {
    case MoveType::Straight:
    case MoveType::StraightFlush: return 9;
    case MoveType::ThreePair: return 11;
    case MoveType::TwoTrips: return 12;
    default: return -1;
  }
}

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

int rank_index(std::string_view rank) {
  if (rank == "10") return static_cast<int>(Rank::Ten);
  if (rank.size() != 1) return -1;
  char c = rank[0];
  if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
  const auto pos = kRankChars.find(c);
  return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}

[[noreturn]] void bad_rank(MoveType type, std::string_view rank) {
  throw IllegalMoveError("'" + std::string(rank) + "' is not a rank a " + std::string(type_name(type)) + " can have");
}

}  // namespace

std::string_view type_name(MoveType type) { return kTypeNames[static_cast<int>(type)]; }

std::string rank_name(const Move& move) {
  switch (move.kind) {
    case MoveType::Pass: return "PASS";
    case MoveType::FourKings: return "B";
    default: break;
  }
  if (is_sequence_type(move.kind)) {
    return std::string(1, kRankChars[climbing::rank_at_position(move.key)]);
  }
  if (move.key == kSmallJokerSlot) return "B";
  if (move.key == kBigJokerSlot) return "R";
  return std::string(1, kRankChars[move.key]);
}

std::string format_move(const Move& move) {
  if (move.is_pass()) return "PASS";
  return std::string(type_name(move.kind)) + " " + rank_name(move) + " " + format_cards(move.cards);
}

MoveType parse_type(std::string_view name) {
  for (int t = 0; t < kNumMoveTypes; ++t) {
    if (equal_ignoring_case(name, kTypeNames[t])) return static_cast<MoveType>(t);
  }
  throw IllegalMoveError("unknown move type '" + std::string(name) +
                         "' (expected Single Pair Trips ThreeWithTwo TwoTrips ThreePair Straight "
                         "StraightFlush Bomb FourKings or PASS)");
}

int parse_key(MoveType type, std::string_view rank) {
  switch (type) {
    case MoveType::Pass:
      if (!equal_ignoring_case(rank, "PASS") && !rank.empty()) bad_rank(type, rank);
      return 0;
    case MoveType::FourKings:
      if (!equal_ignoring_case(rank, "B") && !equal_ignoring_case(rank, "JOKER")) bad_rank(type, rank);
      return kSmallJokerSlot;
    default: break;
  }
  if (is_sequence_type(type)) {
    const int index = rank_index(rank);
    if (index < 0) bad_rank(type, rank);
    const int start = index == static_cast<int>(Rank::Ace) ? climbing::kAceLow : index + 1;
    if (start > last_start(type)) bad_rank(type, rank);
    return start;
  }
  const bool joker_allowed = type == MoveType::Single || type == MoveType::Pair || is_card_transfer(type);
  if (joker_allowed && equal_ignoring_case(rank, "B")) return kSmallJokerSlot;
  if (joker_allowed && equal_ignoring_case(rank, "R")) return kBigJokerSlot;
  const int index = rank_index(rank);
  if (index < 0) bad_rank(type, rank);
  return index;
}

Move make_move(std::string_view type, std::string_view rank, const CardSet& cards) {
  Move move;
  move.kind = parse_type(type);
  move.key = static_cast<std::uint8_t>(parse_key(move.kind, rank));
  move.cards = cards;
  if (move.is_pass() && !cards.empty()) throw IllegalMoveError("a pass has no cards");
  if (!move.is_pass() && cards.empty()) throw IllegalMoveError("a " + std::string(type) + " needs its cards");
  return move;
}

Move parse_move(std::string_view text) {
  const std::vector<std::string_view> tokens = move_tokens(text);
  const MoveType type = parse_type(tokens[0]);
  if (type == MoveType::Pass) {
    if (tokens.size() > 2 || (tokens.size() == 2 && !equal_ignoring_case(tokens[1], "PASS"))) {
      throw IllegalMoveError("a pass has no cards: '" + std::string(text) + "'");
    }
    return Move::pass();
  }
  if (tokens.size() < 3) {
    throw IllegalMoveError("expected '<type> <rank> <cards>', got '" + std::string(text) + "'");
  }
  CardSet cards;
  for (std::size_t t = 2; t < tokens.size(); ++t) add_card_token(cards, tokens[t]);
  return make_move(tokens[0], tokens[1], cards);
}

}  // namespace paiju::guandan
