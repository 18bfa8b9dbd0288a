// CardSet: a multiset of cards from two decks (0..2 copies of each of the 54 kinds).
//
// Representation: two 64-bit words indexed by card kind (card.h).
//   once_  bit k set iff at least one copy of kind k is present;
//   twice_ bit k set iff both copies are present (so twice_ is a subset of once_).
// Multiset algebra is then a handful of word operations, with the meaning of Python's
// collections.Counter: `|` takes the larger count, `&` the smaller, `-` subtracts down to zero,
// `+` adds (the caller guarantees no kind exceeds two copies; see can_add).
// Iteration visits kinds in canonical order (card.h); nothing allocates.
#pragma once

#include <bit>
#include <cstdint>

#include "paiju/core/card.h"
#include "paiju/core/check.h"
#include "paiju/core/rank_counts.h"

namespace paiju {

class CardSet {
 public:
  static constexpr std::uint64_t kAllKinds = (std::uint64_t{1} << kNumKinds) - 1;

  constexpr CardSet() = default;
  static constexpr CardSet from_words(std::uint64_t once, std::uint64_t twice) {
    PAIJU_DCHECK((twice & ~once) == 0 && (once & ~kAllKinds) == 0);
    return CardSet(once, twice);
  }
  static constexpr CardSet full_deck() { return CardSet(kAllKinds, kAllKinds); }
  static constexpr CardSet single(int kind, int copies = 1) {
    CardSet set;
    for (int i = 0; i < copies; ++i) set.add(kind);
    return set;
  }

  constexpr int count(int kind) const {
    PAIJU_DCHECK(kind >= 0 && kind < kNumKinds);
    return static_cast<int>((once_ >> kind) & 1) + static_cast<int>((twice_ >> kind) & 1);
  }
  constexpr bool contains(int kind) const { return (once_ >> kind) & 1; }
  constexpr int size() const { return std::popcount(once_) + std::popcount(twice_); }
  constexpr bool empty() const { return once_ == 0; }

  // Adds one copy of `kind`; the kind must have fewer than two copies.
  constexpr void add(int kind) {
    PAIJU_DCHECK(kind >= 0 && kind < kNumKinds && count(kind) < kMaxCopies);
    const std::uint64_t bit = std::uint64_t{1} << kind;
    twice_ |= once_ & bit;
    once_ |= bit;
  }
  // Removes one copy of `kind`; the kind must be present.
  constexpr void remove(int kind) {
    PAIJU_DCHECK(kind >= 0 && kind < kNumKinds && count(kind) > 0);
    const std::uint64_t bit = std::uint64_t{1} << kind;
    if (twice_ & bit) twice_ &= ~bit;
    else once_ &= ~bit;
  }

  constexpr CardSet operator|(CardSet o) const { return CardSet(once_ | o.once_, twice_ | o.twice_); }
  constexpr CardSet operator&(CardSet o) const { return CardSet(once_ & o.once_, twice_ & o.twice_); }
  constexpr CardSet operator-(CardSet o) const {
    // count 2 - 0 -> 2; 2 - 1 -> 1; 1 - 0 -> 1; everything else -> 0.
    return CardSet((once_ & ~o.once_) | (twice_ & ~o.twice_), twice_ & ~o.once_);
  }
  // True iff adding `o` keeps every kind at two copies or fewer.
  constexpr bool can_add(CardSet o) const {
    return ((twice_ & o.once_) | (once_ & o.twice_)) == 0;
  }
  constexpr CardSet operator+(CardSet o) const {
    PAIJU_DCHECK(can_add(o));
    return CardSet(once_ | o.once_, twice_ | o.twice_ | (once_ & o.once_));
  }
  constexpr CardSet& operator|=(CardSet o) { return *this = *this | o; }
  constexpr CardSet& operator&=(CardSet o) { return *this = *this & o; }
  constexpr CardSet& operator-=(CardSet o) { return *this = *this - o; }
  constexpr CardSet& operator+=(CardSet o) { return *this = *this + o; }

  // Multiset inclusion: every kind of `o` has at most as many copies here.
  constexpr bool includes(CardSet o) const {
    return (o.once_ & ~once_) == 0 && (o.twice_ & ~twice_) == 0;
  }
  constexpr bool operator==(const CardSet&) const = default;

  // Cards per rank slot (rank_counts.h): nibble popcounts of both words, jokers split apart.
  constexpr RankCounts rank_counts() const {
    constexpr std::uint64_t kRankBits = (std::uint64_t{1} << kSmallJoker) - 1;
    std::uint64_t packed = detail::nibble_popcounts(once_ & kRankBits) +
                           detail::nibble_popcounts(twice_ & kRankBits);
    RankCounts counts = RankCounts::from_packed(packed);
    counts.set(kSmallJokerSlot, count(kSmallJoker));
    counts.set(kBigJokerSlot, count(kBigJoker));
    return counts;
  }

  // Calls f(kind, copies) for each present kind in canonical order.
  template <typename F>
  constexpr void for_each_kind(F&& f) const {
    for (std::uint64_t bits = once_; bits; bits &= bits - 1) {
      const int kind = std::countr_zero(bits);
      f(kind, 1 + static_cast<int>((twice_ >> kind) & 1));
    }
  }
  // Calls f(kind) once per card (twice for a doubled kind) in canonical order.
  template <typename F>
  constexpr void for_each_card(F&& f) const {
    for_each_kind([&](int kind, int copies) {
      for (int i = 0; i < copies; ++i) f(kind);
    });
  }

  constexpr std::uint64_t once_bits() const { return once_; }
  constexpr std::uint64_t twice_bits() const { return twice_; }
  constexpr std::uint64_t hash() const {
    std::uint64_t h = once_ * 0x9E3779B97F4A7C15ULL ^ (twice_ + 0x632BE59BD9B4E019ULL);
    h ^= h >> 29;
    return h * 0xBF58476D1CE4E5B9ULL;
  }

 private:
  constexpr CardSet(std::uint64_t once, std::uint64_t twice) : once_(once), twice_(twice) {}
  std::uint64_t once_ = 0;
  std::uint64_t twice_ = 0;
};

}  // namespace paiju
