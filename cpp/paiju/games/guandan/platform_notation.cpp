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

// A few cards' kinds without a heap allocation (a move has at most the whole deck).
struct KindList {
  std::array<int, kDeckSize> kind{};
  int size = 0;

  void push(int k) { kind[static_cast<std::size_t>(size++)] = k; }
  const int* begin() const { return kind.data(); }
  const int* end() const { return kind.data() + size; }
};

// The kinds of `cards`, one entry per copy, in canonical order (rank, then suit S H C D).
KindList kinds_of(const CardSet& cards) {
  KindList out;
  cards.for_each_card([&](int kind) { out.push(kind); });
  return out;
}

// The rank of a full house's pair: the one other rank among the cards, or, when there are two
// (one of them a heart wild), the one that is not the level's heart.
int pair_rank(const Move& move, const KindList& kinds, const Level* level) {
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

// The slots of a move, in platform order: at most five (a straight's).
struct Slots {
  std::array<Slot, 5> slot{};
  int size = 0;

  void push(Slot s) { slot[static_cast<std::size_t>(size++)] = s; }
};

Slots slots_of(const Move& move, const KindList& kinds, const Level* level) {
  const int n = kinds.size;
  Slots slots;
  switch (move.kind) {
    case MoveType::FourKings:
      slots.push({kSmallJokerSlot, 2});
      slots.push({kBigJokerSlot, 2});
      return slots;
    case MoveType::ThreeWithTwo:
      slots.push({move.key, 3});
      slots.push({pair_rank(move, kinds, level), 2});
      return slots;
    default: break;
  }
  if (is_sequence_type(move.kind)) {
    const int length = move.kind == MoveType::ThreePair ? 3 : move.kind == MoveType::TwoTrips ? 2 : 5;
    for (int i = 0; i < length; ++i) slots.push({climbing::rank_at_position(move.key + i), n / length});
    return slots;
  }
  slots.push({move.key, n});  // Single, Pair, Trips, Bomb, tribute, back: one rank
  return slots;
}

// Calls f(kind) for the cards of `move` in platform order (platform_cards).
template <typename F>
void for_each_platform_card(const Move& move, const Level* level, F&& f) {
  const KindList kinds = kinds_of(move.cards);
  if (move.is_pass()) {
    for (int kind : kinds) f(kind);
    return;
  }
  const Slots slots = slots_of(move, kinds, level);
  auto wild_first_to_go = [&](int kind) { return level ? kind == level->heart_kind() : is_heart(kind); };
  // Naturals: each slot takes cards of its own rank, keeping back the would-be wilds when the
  // rank has more cards than the slot needs.
  std::array<bool, kDeckSize> used{};
  std::array<KindList, 5> filled;
  for (int s = 0; s < slots.size; ++s) {
    const Slot& slot = slots.slot[static_cast<std::size_t>(s)];
    KindList& fill = filled[static_cast<std::size_t>(s)];
    for (int pass = 0; pass < 2; ++pass) {
      for (int i = 0; i < kinds.size && fill.size < slot.size; ++i) {
        const int kind = kinds.kind[static_cast<std::size_t>(i)];
        if (used[static_cast<std::size_t>(i)] || slot_of(kind) != slot.rank) continue;
        if (pass == 0 && wild_first_to_go(kind)) continue;
        used[static_cast<std::size_t>(i)] = true;
        fill.push(kind);
      }
    }
    std::sort(fill.kind.begin(), fill.kind.begin() + fill.size);  // suit order within a rank
  }
  // Wilds: the cards left fill the slots still short, in slot order.
  int next = 0;
  for (int s = 0; s < slots.size; ++s) {
    KindList& fill = filled[static_cast<std::size_t>(s)];
    while (fill.size < slots.slot[static_cast<std::size_t>(s)].size && next < kinds.size) {
      if (!used[static_cast<std::size_t>(next)]) {
        used[static_cast<std::size_t>(next)] = true;
        fill.push(kinds.kind[static_cast<std::size_t>(next)]);
      }
      ++next;
    }
  }
  for (int s = 0; s < slots.size; ++s) {
    for (int kind : filled[static_cast<std::size_t>(s)]) f(kind);
  }
  for (int i = 0; i < kinds.size; ++i) {
    if (!used[static_cast<std::size_t>(i)]) f(kinds.kind[static_cast<std::size_t>(i)]);  // not a valid reading: keep every card anyway
  }
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
    const int block = type_block(move.kind);
    const int within = move.kind == MoveType::Bomb ? move.cards.size() * 16 + level.power(move.key) : move.key;
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

std::string_view platform_type_name(const Move& move) { return type_name(move.kind == MoveType::FourKings ? MoveType::Bomb : move.kind); }

std::string platform_rank_name(const Move& move) {
  if (move.kind == MoveType::FourKings) return std::string(kFourJokerRank);
  if (is_card_transfer(move.kind)) return std::string(type_name(move.kind));
  return rank_name(move);
}

std::vector<int> platform_cards(const Move& move, const Level* level) {
  std::vector<int> out;
  for_each_platform_card(move, level, [&](int kind) { out.push_back(kind); });
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
  for_each_platform_card(move, level, [&](int kind) {
    append_card_json(kind, first, out);
    first = false;
  });
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
