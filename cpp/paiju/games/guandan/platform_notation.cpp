#include "paiju/games/guandan/platform_notation.h"

#include <algorithm>
#include <array>

#include "paiju/climbing/sequence.h"
#include "paiju/core/errors.h"
#include "paiju/core/rank_counts.h"
#include "paiju/games/guandan/move_notation.h"

namespace paiju::guandan {
namespace {

constexpr std::string_view kFourJokerRank = "JOKER";

// A slot of a move: a rank slot (0..12 = 2..A, 13 small joker, 14 big joker) and how many
// cards it takes.
struct Slot {
  int rank = 0;
  int size = 0;
};

int slot_of(int kind) {
  if (kind == kSmallJoker) return kSmallJokerSlot;
  if (kind == kBigJoker) return kBigJokerSlot;
  return static_cast<int>(rank_of(kind));
}

bool is_heart(int kind) { return !is_joker(kind) && suit_of(kind) == Suit::Hearts; }

// The kinds of `cards`, one entry per copy, in canonical order (rank, then suit S H C D).
std::vector<int> kinds_of(const CardSet& cards) {
  std::vector<int> out;
  cards.for_each_card([&](int kind) { out.push_back(kind); });
  return out;
}

// The rank of a full house's pair: the one other rank among the cards, or, when there are two
// (one of them a heart wild), the one that is not the level's heart.
int pair_rank(const Move& move, const std::vector<int>& kinds, const Level* level) {
  int natural = -1, heart_only = -1;
  for (int kind : kinds) {
    const int slot = slot_of(kind);
    if (slot == move.key) continue;
    const bool maybe_wild = level ? kind == level->heart_kind() : is_heart(kind);
    if (!maybe_wild) natural = slot;
    else if (heart_only < 0) heart_only = slot;
  }
  return natural >= 0 ? natural : heart_only;
}

std::vector<Slot> slots_of(const Move& move, const std::vector<int>& kinds, const Level* level) {
  const int n = static_cast<int>(kinds.size());
  switch (move.type) {
    case MoveType::FourKings: return {{kSmallJokerSlot, 2}, {kBigJokerSlot, 2}};
    case MoveType::ThreeWithTwo: return {{move.key, 3}, {pair_rank(move, kinds, level), 2}};
    default: break;
  }
  if (is_sequence_type(move.type)) {
    const int length = move.type == MoveType::ThreePair ? 3 : move.type == MoveType::TwoTrips ? 2 : 5;
    std::vector<Slot> slots;
    for (int i = 0; i < length; ++i) slots.push_back({climbing::rank_at_position(move.key + i), n / length});
    return slots;
  }
  return {{move.key, n}};  // Single, Pair, Trips, Bomb, tribute, back: one rank
}

// Where a type's block sits in an action list.
int type_block(MoveType type) {
  switch (type) {
    case MoveType::Pass: return 0;
    case MoveType::Single: return 1;
    case MoveType::Pair: return 2;
    case MoveType::Trips: return 3;
    case MoveType::ThreePair: return 4;
    case MoveType::ThreeWithTwo: return 5;
    case MoveType::TwoTrips: return 6;
    case MoveType::Straight: return 7;
    case MoveType::StraightFlush: return 8;
    case MoveType::Bomb: return 9;
    case MoveType::FourKings: return 10;
    case MoveType::Tribute: return 11;
    case MoveType::Back: return 12;
  }
  return 13;
}

}  // namespace

std::vector<std::size_t> platform_order(std::span<const Move> moves, Level level) {
  auto sort_key = [&](const Move& move) {
    const int block = type_block(move.type);
    const int within = move.type == MoveType::Bomb ? move.cards.size() * 16 + level.power(move.key) : move.key;
    return block * 1024 + within;
  };
  std::vector<int> keys(moves.size());
  std::vector<std::size_t> order(moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    keys[i] = sort_key(moves[i]);
    order[i] = i;
  }
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return keys[a] < keys[b]; });
  return order;
}

std::string_view platform_type_name(const Move& move) { return type_name(move.type == MoveType::FourKings ? MoveType::Bomb : move.type); }

std::string platform_rank_name(const Move& move) {
  if (move.type == MoveType::FourKings) return std::string(kFourJokerRank);
  if (is_card_transfer(move.type)) return std::string(type_name(move.type));
  return rank_name(move);
}

std::vector<int> platform_cards(const Move& move, const Level* level) {
  std::vector<int> kinds = kinds_of(move.cards);
  if (move.is_pass()) return kinds;
  const std::vector<Slot> slots = slots_of(move, kinds, level);
  auto wild_first_to_go = [&](int kind) { return level ? kind == level->heart_kind() : is_heart(kind); };
  // Naturals: each slot takes cards of its own rank, keeping back the would-be wilds when the
  // rank has more cards than the slot needs.
  std::vector<bool> used(kinds.size(), false);
  std::vector<std::vector<int>> filled(slots.size());
  for (std::size_t s = 0; s < slots.size(); ++s) {
    int have = 0;
    for (int pass = 0; pass < 2; ++pass) {
      for (std::size_t i = 0; i < kinds.size() && have < slots[s].size; ++i) {
        if (used[i] || slot_of(kinds[i]) != slots[s].rank) continue;
        if (pass == 0 && wild_first_to_go(kinds[i])) continue;
        used[i] = true;
        filled[s].push_back(kinds[i]);
        ++have;
      }
    }
    std::sort(filled[s].begin(), filled[s].end());  // suit order within a rank
  }
  // Wilds: the cards left fill the slots still short, in slot order.
  std::size_t next = 0;
  for (std::size_t s = 0; s < slots.size(); ++s) {
    while (static_cast<int>(filled[s].size()) < slots[s].size && next < kinds.size()) {
      if (!used[next]) {
        used[next] = true;
        filled[s].push_back(kinds[next]);
      }
      ++next;
    }
  }
  std::vector<int> out;
  for (const auto& slot : filled) out.insert(out.end(), slot.begin(), slot.end());
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    if (!used[i]) out.push_back(kinds[i]);  // not a valid reading: keep every card anyway
  }
  return out;
}

namespace {

void append_card_json(int kind, bool first, std::string& out) {
  const auto name = kind_name(kind);
  out += first ? "\"" : ",\"";
  out.append(name.data(), name.size());
  out += '"';
}

}  // namespace

void append_platform_hand_json(const CardSet& hand, Level level, std::string& out) {
  out += '[';
  bool first = true;
  const auto emit = [&](int kind) {
    append_card_json(kind, first, out);
    first = false;
  };
  // Canonical order is rank 2..A, suits S H C D, then the jokers: only the level rank moves,
  // to between the aces and the jokers.
  const auto level_rank = [&](int kind) { return !is_joker(kind) && static_cast<int>(rank_of(kind)) == level.rank; };
  hand.for_each_card([&](int kind) { if (!is_joker(kind) && !level_rank(kind)) emit(kind); });
  hand.for_each_card([&](int kind) { if (level_rank(kind)) emit(kind); });
  hand.for_each_card([&](int kind) { if (is_joker(kind)) emit(kind); });
  out += ']';
}

void append_platform_json(const Move& move, const Level* level, std::string& out) {
  if (move.is_pass()) {
    out += R"(["PASS","PASS","PASS"])";
    return;
  }
  out += "[\"";
  out += platform_type_name(move);
  out += "\",\"";
  out += platform_rank_name(move);
  out += "\",[";
  bool first = true;
  for (int kind : platform_cards(move, level)) {
    append_card_json(kind, first, out);
    first = false;
  }
  out += "]]";
}

Move make_platform_move(std::string_view type, std::string_view rank, const CardSet& cards) {
  if (type == "Bomb" && rank == kFourJokerRank) return make_move("FourKings", "B", cards);
  const bool transfer = type == "tribute" || type == "back";
  if (transfer && rank == type && cards.size() == 1) {
    int kind = 0;
    cards.for_each_card([&](int k) { kind = k; });
    const int slot = slot_of(kind);
    const std::string key = slot == kSmallJokerSlot ? "B" : slot == kBigJokerSlot ? "R" : std::string(1, kRankChars[slot]);
    return make_move(type, key, cards);
  }
  return make_move(type, rank, cards);
}

}  // namespace paiju::guandan
