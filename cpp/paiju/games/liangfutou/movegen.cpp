#include "paiju/games/liangfutou/movegen.h"

#include <algorithm>
#include <array>

#include "paiju/core/rank_counts.h"

namespace paiju::liangfutou {
namespace {

constexpr int kNone = 1 << 20;
constexpr int kThreeSlot = 1;   // ranks 3..A are slots 1..12: sequences live there
constexpr int kAceSlot = 12;

// What a following move must match; leading accepts everything.
struct Target {
  bool lead = true;
  Kind kind = Kind::Pass;
  int length = 0;
  int power = -1;
  int bomb_length = 0;  // bombs must beat (length, power) when the target is a bomb
};

class Generator {
 public:
  Generator(const CardSet& hand, int called, MoveList& out) : out_(out) {
    small_ = hand.count(kSmallJoker);
    big_ = hand.count(kBigJoker);
    jokers_ = small_ + big_;
    const int called_slot = called >= 0 && called < kSmallJoker ? (called >> 2) : -1;
    for (int r = 0; r < kNumRanks; ++r) {
      int plain = 0;
      CardSet taken;
      prefix_[r][0] = taken;
      for (int suit = 0; suit < kNumSuits; ++suit) {
        const int kind = 4 * r + suit;
        if (kind == called) continue;
        for (int c = 0; c < hand.count(kind); ++c) {
          taken.add(kind);
          prefix_[r][++plain] = taken;
        }
      }
      plain_[r] = plain;
      called_[r] = r == called_slot ? hand.count(called) : 0;
    }
    for (int k = 0; k <= 2; ++k) called_sets_[k] = called >= 0 && called < kSmallJoker ? CardSet::single(called, k) : CardSet();
  }

  // The moves of one kind (sequences: of `length` cards) that these cards make, as leading.
  void of_kind(Kind kind, int length) {
    Target sequences;  // a run of `length` cards, any top (every power is above -1)
    sequences.lead = false;
    sequences.kind = kind;
    sequences.length = length;
    switch (kind) {
      case Kind::Single: singles(Target{}); break;
      case Kind::Pair: sets(Kind::Pair, 2, Target{}); break;
      case Kind::Triple: sets(Kind::Triple, 3, Target{}); break;
      case Kind::Straight: runs(Kind::Straight, 1, 5, sequences); break;
      case Kind::PairRun: runs(Kind::PairRun, 2, 3, sequences); break;
      case Kind::Bomb: bombs(Target{}); break;
      case Kind::JokerBomb:
        if (small_ == 2 && big_ == 2) emit(Kind::JokerBomb, kBigJokerSlot, jokers(2, 2));
        break;
      default: break;
    }
  }

  void run(const Target& t) {
    if (!t.lead) out_.push_back(Move::pass());
    if (t.lead || t.kind == Kind::Single) singles(t);
    if (t.lead || t.kind == Kind::Pair) sets(Kind::Pair, 2, t);
    if (t.lead || t.kind == Kind::Triple) sets(Kind::Triple, 3, t);
    if (t.lead || t.kind == Kind::Straight) runs(Kind::Straight, 1, 5, t);
    if (t.lead || t.kind == Kind::PairRun) runs(Kind::PairRun, 2, 3, t);
    if (t.kind != Kind::JokerBomb) bombs(t);
    if (small_ == 2 && big_ == 2 && (t.lead || t.kind != Kind::JokerBomb)) {
      emit(Kind::JokerBomb, kBigJokerSlot, CardSet::single(kSmallJoker, 2) + CardSet::single(kBigJoker, 2));
    }
  }

 private:
  void emit(Kind kind, int key, const CardSet& cards) { out_.push_back(Move{cards, kind, static_cast<std::uint8_t>(key)}); }

  CardSet jokers(int s, int b) const { return CardSet::single(kSmallJoker, s) + CardSet::single(kBigJoker, b); }

  // Calls f(cards) for each distinct choice of m natural cards of rank r.
  template <class F>
  void naturals(int r, int m, F&& f) const {
    for (int k = std::max(0, m - plain_[r]); k <= std::min(m, called_[r]); ++k) f(prefix_[r][m - k] + called_sets_[k]);
  }
  // Calls f(jokers) for each split of j jokers into small and big ones.
  template <class F>
  void joker_splits(int j, F&& f) const {
    for (int s = std::max(0, j - big_); s <= std::min(j, small_); ++s) f(jokers(s, j - s));
  }

  void singles(const Target& t) {
    for (int r = 0; r < kNumRanks; ++r) {
      if (t.lead || power(r) > t.power) naturals(r, 1, [&](const CardSet& c) { emit(Kind::Single, r, c); });
    }
    if (small_ > 0 && (t.lead || power(kSmallJokerSlot) > t.power)) emit(Kind::Single, kSmallJokerSlot, jokers(1, 0));
    if (big_ > 0 && (t.lead || power(kBigJokerSlot) > t.power)) emit(Kind::Single, kBigJokerSlot, jokers(0, 1));
  }

  // Pairs (size 2) or triples (size 3) of every rank 2..A, jokers filling.
  void sets(Kind kind, int size, const Target& t) {
    for (int r = 0; r < kNumRanks; ++r) {
      if (!t.lead && power(r) <= t.power) continue;
      for (int m = 0; m <= std::min(size, plain_[r] + called_[r]); ++m) {
        const int j = size - m;
        if (j > jokers_) continue;
        naturals(r, m, [&](const CardSet& nat) { joker_splits(j, [&](const CardSet& jk) { emit(kind, r, nat + jk); }); });
      }
    }
    if (kind == Kind::Pair) {  // natural joker pairs
      if (small_ == 2 && (t.lead || power(kSmallJokerSlot) > t.power)) emit(Kind::Pair, kSmallJokerSlot, jokers(2, 0));
      if (big_ == 2 && (t.lead || power(kBigJokerSlot) > t.power)) emit(Kind::Pair, kBigJokerSlot, jokers(0, 2));
    }
  }

  void bombs(const Target& t) {
    for (int r = 0; r < kNumRanks; ++r) {
      const int naturals_here = plain_[r] + called_[r];
      for (int m = 1; m <= naturals_here; ++m) {
        for (int j = std::max(0, 4 - m); j <= jokers_; ++j) {
          const int length = m + j;
          if (!t.lead && t.kind == Kind::Bomb &&
              (length < t.bomb_length || (length == t.bomb_length && power(r) <= t.power))) {
            continue;
          }
          naturals(r, m, [&](const CardSet& nat) {
            joker_splits(j, [&](const CardSet& jk) { emit(Kind::Bomb, r, nat + jk); });
          });
        }
      }
    }
  }

  // Sequences of `per` cards per rank (1: straights of 5+, 2: pair runs of 3+ pairs) within 3..A.
  void runs(Kind kind, int per, int min_width, const Target& t) {
    for (int width = min_width; width <= kAceSlot - kThreeSlot + 1; ++width) {
      if (!t.lead && width * per != t.length) continue;
      for (int top = kThreeSlot + width - 1; top <= kAceSlot; ++top) {
        if (!t.lead && power(top) <= t.power) continue;
        run_kind_ = kind;
        run_top_ = top;
        run_step(top - width + 1, per, CardSet(), 0);
      }
    }
  }

  void run_step(int r, int per, const CardSet& cards, int used_jokers) {
    if (r > run_top_) {
      joker_splits(used_jokers, [&](const CardSet& jk) { emit(run_kind_, run_top_, cards + jk); });
      return;
    }
    for (int m = 0; m <= std::min(per, plain_[r] + called_[r]); ++m) {
      const int j = used_jokers + per - m;
      if (j > jokers_) continue;
      naturals(r, m, [&](const CardSet& nat) { run_step(r + 1, per, cards + nat, j); });
    }
  }

  MoveList& out_;
  int small_ = 0, big_ = 0, jokers_ = 0;
  std::array<int, kNumRanks> plain_{}, called_{};
  std::array<std::array<CardSet, 9>, kNumRanks> prefix_{};
  std::array<CardSet, 3> called_sets_{};
  Kind run_kind_ = Kind::Straight;
  int run_top_ = 0;
};

}  // namespace

void generate_moves(const CardSet& hand, const Move* to_beat, int called, MoveList& out) {
  Target target;
  if (to_beat != nullptr) {
    target.lead = false;
    target.kind = to_beat->kind;
    target.length = to_beat->length();
    target.power = power(to_beat->key);
    target.bomb_length = to_beat->kind == Kind::Bomb ? to_beat->length() : 0;
    if (to_beat->kind == Kind::Bomb) target.power = power(to_beat->key);
  }
  Generator(hand, called, out).run(target);
}

void classify(const CardSet& cards, int called, MoveList& out) {
  MoveList all;
  generate_moves(cards, nullptr, called, all);
  for (const Move& move : all) {
    if (move.cards == cards) out.push_back(move);
  }
}

bool is_valid_reading(const Move& move, int called) {
  if (move.is_pass()) return move.cards.empty() && move.key == 0;
  // The moves of its kind that its own cards make (classify's readings of that kind), in a list
  // kept between calls: checking a record's every move allocates nothing.
  thread_local MoveList readings;
  readings.clear();
  Generator(move.cards, called, readings).of_kind(move.kind, move.length());
  return std::find(readings.begin(), readings.end(), move) != readings.end();
}

}  // namespace paiju::liangfutou
