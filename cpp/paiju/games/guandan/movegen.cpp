#include "paiju/games/guandan/movegen.h"

#include <algorithm>
#include <array>
#include <bit>

#include "paiju/climbing/rank_submultisets.h"
#include "paiju/climbing/sequence.h"
#include "paiju/games/guandan/compare.h"

namespace paiju::guandan {
namespace {

using climbing::cards_at_rank;
using climbing::rank_at_position;
using climbing::RankSubmultisets;
using climbing::SuitPattern;

constexpr int kAll = -1;         // "emit every key" threshold
constexpr int kNone = 1 << 20;   // "emit nothing" threshold
constexpr int kLastStraightStart = 9;   // 10 J Q K A
constexpr int kLastTubeStart = 11;      // Q Q K K A A
constexpr int kLastPlateStart = 12;     // K K K A A A

class Generator {
 public:
  Generator(const CardSet& hand, Level level, const Rules& rules, MoveList& out, bool classes_only)
      : hand_(hand), level_(level), rules_(rules), out_(out), table_(RankSubmultisets::instance()),
        classes_only_(classes_only) {
    const int heart = level.heart_kind();
    wilds_ = hand.count(heart);
    for (int k = 0; k <= wilds_; ++k) wild_sets_[k] = CardSet::single(heart, k);
    CardSet natural = hand - wild_sets_[wilds_];
    for (int rank = 0; rank < kNumRanks; ++rank) {
      pattern_[rank] = climbing::suit_pattern(natural, rank);
    }
    natural_counts_ = natural.rank_counts();
  }

  // Singles of power above `above` (a power, or kAll). A lone heart level card is a level single.
  void singles(int above) {
    const int heart = level_.heart_kind();
    std::uint32_t listed = 0;  // classes only: slots with a natural single listed, and bit 31 for the wild
    hand_.for_each_kind([&](int kind, int) {
      const int slot = slot_of_kind(kind);
      if (level_.power(slot) <= above) return;
      if (classes_only_) {
        const std::uint32_t bit = kind == heart ? 1u << 31 : 1u << slot;
        if (listed & bit) return;
        listed |= bit;
      }
      emit(MoveType::Single, slot, CardSet::single(kind));
    });
  }

  void pairs(int above) {
    for (int rank = 0; rank < kNumRanks; ++rank) {
      if (level_.power(rank) <= above) continue;
      for (int k = 0; k <= std::min(wilds_, 2); ++k) {
        if (k == 2) {
          // Two wilds played alone are a pair of level cards, nothing else (§2).
          if (rank == level_.rank) emit(MoveType::Pair, rank, wild_sets_[2]);
          continue;
        }
        for (SuitPattern sub : subs(pattern_[rank], 2 - k)) {
          emit(MoveType::Pair, rank, cards_at_rank(sub, rank) + wild_sets_[k]);
        }
      }
    }
    for (int joker : {kSmallJoker, kBigJoker}) {
      const int slot = joker == kSmallJoker ? kSmallJokerSlot : kBigJokerSlot;
      if (hand_.count(joker) == 2 && level_.power(slot) > above) {
        emit(MoveType::Pair, slot, CardSet::single(joker, 2));
      }
    }
  }

  void trips(int above) {
    for (int rank = 0; rank < kNumRanks; ++rank) {
      if (level_.power(rank) <= above) continue;
      for (int k = 0; k <= std::min(wilds_, 2); ++k) {
        for (SuitPattern sub : subs(pattern_[rank], 3 - k)) {
          emit(MoveType::Trips, rank, cards_at_rank(sub, rank) + wild_sets_[k]);
        }
      }
    }
  }

  // Triple of rank t plus a pair of another rank (or, by option, a joker pair); key t.
  void full_houses(int above) {
    for (int triple_rank = 0; triple_rank < kNumRanks; ++triple_rank) {
      if (level_.power(triple_rank) <= above) continue;
      for (int k1 = 0; k1 <= std::min(wilds_, 2); ++k1) {
        const int left = wilds_ - k1;
        for (SuitPattern sub : subs(pattern_[triple_rank], 3 - k1)) {
          const CardSet triple = cards_at_rank(sub, triple_rank);
          for (int pair_rank = 0; pair_rank < kNumRanks; ++pair_rank) {
            if (pair_rank == triple_rank) continue;
            for (int k2 = 0; k2 <= std::min(left, 1); ++k2) {
              for (SuitPattern pair_sub : subs(pattern_[pair_rank], 2 - k2)) {
                emit(MoveType::ThreeWithTwo, triple_rank,
                     triple + cards_at_rank(pair_sub, pair_rank) + wild_sets_[k1 + k2]);
              }
            }
          }
          // Both wilds as the pair: they may stand for any other rank, which is one move.
          if (left == 2) emit(MoveType::ThreeWithTwo, triple_rank, triple + wild_sets_[2]);
          if (rules_.full_house_joker_pair) {
            for (int joker : {kSmallJoker, kBigJoker}) {
              if (hand_.count(joker) == 2) {
                emit(MoveType::ThreeWithTwo, triple_rank, triple + wild_sets_[k1] + CardSet::single(joker, 2));
              }
            }
          }
        }
      }
    }
  }

  // Straights from start min_straight, straight flushes from start min_flush (sequence
  // positions; a start past the last one disables that type).
  void straights(int min_straight, int min_flush) {
    const int first = std::min(min_straight, min_flush);
    suit_positions_ = {};
    for (int at = std::max(first, 0); at <= kLastStraightStart + 4; ++at) {
      const unsigned have = pattern_[rank_at_position(at)] & 0xF;
      for (int suit = 0; suit < kNumSuits; ++suit) suit_positions_[static_cast<std::size_t>(suit)] |= (have >> suit & 1) << at;
    }
    natural_positions_ = suit_positions_[0] | suit_positions_[1] | suit_positions_[2] | suit_positions_[3];
    for (int start = std::max(first, 0); start <= kLastStraightStart; ++start) {
      straight_start_ = start;
      want_straight_ = start >= min_straight;
      want_flush_ = start >= min_flush;
      if (classes_only_) {
        straight_classes();
        continue;
      }
      straight_step(0, CardSet(), 0, 0);
    }
  }

  // Runs of `width` consecutive ranks with `per_rank` cards each: tubes (3 x 2), plates (2 x 3).
  void runs(MoveType type, int width, int per_rank, int last_start, int above) {
    for (int start = std::max(above + 1, 0); start <= last_start; ++start) {
      run_step(type, start, width, per_rank, 0, CardSet(), 0);
    }
  }

  // Bombs of 4..10 cards of one rank with strength above `above_strength`.
  void bombs(int above_strength) {
    for (int rank = 0; rank < kNumRanks; ++rank) {
      const int natural = natural_counts_[rank];
      const int power = level_.power(rank);
      for (int k = 0; k <= wilds_; ++k) {
        for (int m = 4 - k; m <= natural; ++m) {
          if (bomb_strength_of(m + k, power) <= above_strength) continue;
          for (SuitPattern sub : subs(pattern_[rank], m)) {
            emit(MoveType::Bomb, rank, cards_at_rank(sub, rank) + wild_sets_[k]);
          }
        }
      }
    }
  }

  void four_kings(int above_strength) {
    if (kFourKingsStrength > above_strength && hand_.count(kSmallJoker) == 2 && hand_.count(kBigJoker) == 2) {
      emit(MoveType::FourKings, kSmallJokerSlot, CardSet::single(kSmallJoker, 2) + CardSet::single(kBigJoker, 2));
    }
  }

  void everything() {
    singles(kAll);
    pairs(kAll);
    trips(kAll);
    full_houses(kAll);
    straights(0, 0);
    runs(MoveType::ThreePair, 3, 2, kLastTubeStart, kAll);
    runs(MoveType::TwoTrips, 2, 3, kLastPlateStart, kAll);
    bombs(0);
    four_kings(0);
  }

  // The moves of one type, those keyed `key` among them (sequences start at `key` or after).
  void of_type(MoveType type, int key) {
    switch (type) {
      case MoveType::Single: singles(kAll); break;
      case MoveType::Pair: pairs(kAll); break;
      case MoveType::Trips: trips(kAll); break;
      case MoveType::ThreeWithTwo: full_houses(kAll); break;
      case MoveType::Straight: straights(key, kNone); break;
      case MoveType::StraightFlush: straights(kNone, key); break;
      case MoveType::ThreePair: runs(MoveType::ThreePair, 3, 2, kLastTubeStart, key - 1); break;
      case MoveType::TwoTrips: runs(MoveType::TwoTrips, 2, 3, kLastPlateStart, key - 1); break;
      case MoveType::Bomb: bombs(0); break;
      case MoveType::FourKings: four_kings(0); break;
      default: break;
    }
  }

  void beating(const Move& target) {
    out_.push_back(Move::pass());
    const int strength = bomb_strength(target, level_);
    if (strength != 0) {
      // Straight flushes of start s beat `target` iff 48 + s > strength.
      straights(kNone, std::max(0, strength - straight_flush_strength(0) + 1));
      bombs(strength);
      four_kings(strength);
      return;
    }
    const int key = target.key;
    switch (target.kind) {
      case MoveType::Single: singles(level_.power(key)); break;
      case MoveType::Pair: pairs(level_.power(key)); break;
      case MoveType::Trips: trips(level_.power(key)); break;
      case MoveType::ThreeWithTwo: full_houses(level_.power(key)); break;
      case MoveType::Straight: straights(key + 1, 0); break;
      case MoveType::ThreePair: runs(MoveType::ThreePair, 3, 2, kLastTubeStart, key); break;
      case MoveType::TwoTrips: runs(MoveType::TwoTrips, 2, 3, kLastPlateStart, key); break;
      default: break;
    }
    if (target.kind != MoveType::Straight) straights(kNone, 0);
    bombs(0);
    four_kings(0);
  }

 private:
  // The sub-multisets of a rank's natural cards of `size` cards; with classes only, the first
  // of them: the others give the same cards per rank, the same class.
  std::span<const SuitPattern> subs(SuitPattern pattern, int size) const {
    const std::span<const SuitPattern> all = table_.of(pattern, size);
    return classes_only_ ? all.first(std::min<std::size_t>(all.size(), 1)) : all;
  }

  void emit(MoveType type, int key, const CardSet& cards) {
    out_.push_back(Move{cards, type, static_cast<std::uint8_t>(key)});
  }

  // Chooses the card at position straight_start_ + depth: one natural kind or a wild.
  void straight_step(int depth, CardSet cards, int used_wilds, int suit_mask) {
    if (depth == 5) {
      const bool one_suit = std::popcount(static_cast<unsigned>(suit_mask)) <= 1;
      // Natural cards all of one suit: a straight flush (the wilds take that suit); with a wild
      // among them it is also a plain straight (a wild may take another suit).
      if (one_suit && want_flush_) emit(MoveType::StraightFlush, straight_start_, cards + wild_sets_[used_wilds]);
      if ((!one_suit || used_wilds > 0) && want_straight_) {
        emit(MoveType::Straight, straight_start_, cards + wild_sets_[used_wilds]);
      }
      return;
    }
    if (!want_straight_ && std::popcount(static_cast<unsigned>(suit_mask)) > 1) return;
    // Stop when the positions left without a natural card (of the one suit, when only straight
    // flushes are wanted) outnumber the wilds left.
    const auto gaps_left = [&](unsigned positions) {
      return std::popcount(~(positions >> (straight_start_ + depth)) & ((1u << (5 - depth)) - 1));
    };
    if (gaps_left(natural_positions_) > wilds_ - used_wilds) return;
    if (!want_straight_ && std::popcount(static_cast<unsigned>(suit_mask)) == 1 &&
        gaps_left(suit_positions_[static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(suit_mask)))]) >
            wilds_ - used_wilds) {
      return;
    }
    const int rank = rank_at_position(straight_start_ + depth);
    const int suits = pattern_[rank] & 0xF;
    for (int suit = 0; suit < kNumSuits; ++suit) {
      if (!((suits >> suit) & 1)) continue;
      CardSet next = cards;
      next.add(4 * rank + suit);
      straight_step(depth + 1, next, used_wilds, suit_mask | (1 << suit));
    }
    if (used_wilds < wilds_) straight_step(depth + 1, cards, used_wilds + 1, suit_mask);
  }

  // straight_step's classes at straight_start_, each by the first of its moves that straight_step
  // lists, in its order. straight_step lists the leaves of its search (a suit or a wild at
  // each of the five positions, suits 0..3 before the wild) in lexicographic order, so a class
  // appears first at its smallest leaf. A class is a type and the positions the wilds fill:
  // a straight flush's smallest leaf takes the smallest suit every natural position has; a
  // straight with a wild the smallest suit at each position; a straight without one the
  // smallest leaf that is not of one suit. A leaf is packed as three bits a position, the
  // first position highest, so that leaves compare as numbers; the lowest bit puts the
  // straight flush of a leaf before its straight, as straight_step emits them.
  void straight_classes() {
    // Positions without a natural card (a wild must fill them), and per suit without one of it.
    const auto window = [&](unsigned positions) { return ~(positions >> straight_start_) & 31u; };
    const unsigned missing = window(suit_positions_[0] | suit_positions_[1] | suit_positions_[2] | suit_positions_[3]);
    if (std::popcount(missing) > wilds_) return;
    if (!want_straight_) {
      int fewest = 5;
      for (unsigned positions : suit_positions_) fewest = std::min(fewest, std::popcount(window(positions)));
      if (fewest > wilds_) return;
    }
    Symbols suits{};
    for (int i = 0; i < 5; ++i) suits[static_cast<std::size_t>(i)] = pattern_[rank_at_position(straight_start_ + i)] & 0xF;
    std::array<unsigned, 2 * 16> leaves;  // at most 1 + 5 + 10 wild placements, two types each
    int count = 0;
    for (unsigned placed = 0; placed < 32; ++placed) {
      if (std::popcount(placed) > wilds_ || (placed & missing) != missing) continue;
      count = static_cast<int>(add_class_leaves(suits, placed, leaves.data() + count) - leaves.data());
    }
    std::sort(leaves.begin(), leaves.begin() + count);
    for (int j = 0; j < count; ++j) emit_leaf(leaves[static_cast<std::size_t>(j)]);
  }

  // A leaf's symbols: a suit, or kWildSymbol, at each of the five positions.
  using Symbols = std::array<unsigned, 5>;
  static constexpr unsigned kWildSymbol = kNumSuits;  // sorts after every suit

  static unsigned pack_leaf(const Symbols& symbols, bool flush) {
    unsigned key = 0;
    for (unsigned symbol : symbols) key = key << 3 | symbol;
    return key << 1 | (flush ? 0u : 1u);
  }

  // Writes at `out` the smallest leaf of each class with wilds at the positions `placed` (the
  // straight flush, then the straight), given the suits each position has; returns the end.
  unsigned* add_class_leaves(const Symbols& suits, unsigned placed, unsigned* out) const {
    const int used = std::popcount(placed);
    Symbols lowest{};
    unsigned common = 0xF;  // suits every natural position has
    unsigned seen = 0;      // the smallest suits of the natural positions
    int last_choice = -1;   // the last natural position with a suit above its smallest
    for (int i = 0; i < 5; ++i) {
      if (placed >> i & 1) {
        lowest[static_cast<std::size_t>(i)] = kWildSymbol;
        continue;
      }
      const unsigned have = suits[static_cast<std::size_t>(i)];
      const unsigned symbol = static_cast<unsigned>(std::countr_zero(have));
      lowest[static_cast<std::size_t>(i)] = symbol;
      common &= have;
      seen |= 1u << symbol;
      if (have >> (symbol + 1)) last_choice = i;
    }
    if (want_flush_ && common != 0) {
      Symbols flush{};
      const unsigned suit = static_cast<unsigned>(std::countr_zero(common));
      for (int i = 0; i < 5; ++i) flush[static_cast<std::size_t>(i)] = placed >> i & 1 ? kWildSymbol : suit;
      *out++ = pack_leaf(flush, true);
    }
    if (!want_straight_) return out;
    if (used > 0 || std::popcount(seen) > 1) {
      *out++ = pack_leaf(lowest, false);
    } else if (last_choice >= 0) {
      // All the smallest suits agree: raise the last position that has a higher suit.
      unsigned& symbol = lowest[static_cast<std::size_t>(last_choice)];
      const unsigned higher = suits[static_cast<std::size_t>(last_choice)] >> (symbol + 1);
      symbol += static_cast<unsigned>(std::countr_zero(higher)) + 1;
      *out++ = pack_leaf(lowest, false);
    }
    return out;
  }

  // Emits the move a packed leaf stands for, at straight_start_.
  void emit_leaf(unsigned leaf) {
    CardSet cards;
    int used = 0;
    for (int i = 0; i < 5; ++i) {
      const unsigned symbol = leaf >> (1 + 3 * (4 - i)) & 7;
      if (symbol == kWildSymbol) ++used;
      else cards.add(4 * rank_at_position(straight_start_ + i) + static_cast<int>(symbol));
    }
    emit(leaf & 1 ? MoveType::Straight : MoveType::StraightFlush, straight_start_, cards + wild_sets_[used]);
  }

  void run_step(MoveType type, int start, int width, int per_rank, int depth, CardSet cards, int used_wilds) {
    if (depth == width) {
      emit(type, start, cards + wild_sets_[used_wilds]);
      return;
    }
    const int rank = rank_at_position(start + depth);
    for (int k = 0; k <= std::min(wilds_ - used_wilds, per_rank); ++k) {
      for (SuitPattern sub : subs(pattern_[rank], per_rank - k)) {
        run_step(type, start, width, per_rank, depth + 1, cards + cards_at_rank(sub, rank), used_wilds + k);
      }
    }
  }

  const CardSet& hand_;
  Level level_;
  const Rules& rules_;
  MoveList& out_;
  const RankSubmultisets& table_;
  int wilds_ = 0;
  std::array<CardSet, 3> wild_sets_{};
  std::array<SuitPattern, kNumRanks> pattern_{};
  RankCounts natural_counts_;
  int straight_start_ = 0;
  bool want_straight_ = false;
  bool want_flush_ = false;
  bool classes_only_ = false;
  // Per suit, the sequence positions (bit p: rank_at_position(p)) holding a natural card of it,
  // and those holding any (straights() sets them for straight_step and straight_classes).
  std::array<unsigned, kNumSuits> suit_positions_{};
  unsigned natural_positions_ = 0;
};

}  // namespace

namespace {

void generate(const CardSet& hand, Level level, const Rules& rules, const Move* to_beat, MoveList& out, bool classes_only) {
  Generator generator(hand, level, rules, out, classes_only);
  if (to_beat == nullptr) generator.everything();
  else generator.beating(*to_beat);
}

}  // namespace

void generate_moves(const CardSet& hand, Level level, const Rules& rules, const Move* to_beat, MoveList& out) {
  generate(hand, level, rules, to_beat, out, false);
}

void generate_move_classes(const CardSet& hand, Level level, const Rules& rules, const Move* to_beat, MoveList& out) {
  generate(hand, level, rules, to_beat, out, true);
}

void classify(const CardSet& cards, Level level, const Rules& rules, MoveList& out) {
  MoveList all;
  generate_moves(cards, level, rules, nullptr, all);
  for (const Move& move : all) {
    if (move.cards == cards) out.push_back(move);
  }
}

bool is_valid_reading(const Move& move, Level level, const Rules& rules) {
  if (move.is_pass()) return move.cards.empty() && move.key == 0;
  if (is_card_transfer(move.kind)) {
    if (move.cards.size() != 1) return false;
    int slot = -1;
    move.cards.for_each_kind([&](int kind, int) {
      slot = slot_of_kind(kind);
    });
    return slot == move.key;
  }
  // The moves of its type that its own cards make (classify's readings of that type), in a list
  // kept between calls: checking a record's every move allocates nothing.
  thread_local MoveList readings;
  readings.clear();
  Generator(move.cards, level, rules, readings, false).of_type(move.kind, move.key);
  return std::find(readings.begin(), readings.end(), move) != readings.end();
}

}  // namespace paiju::guandan
