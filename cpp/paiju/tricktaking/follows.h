// Following a lead in a Shengji-like game (the game's rules §4; the Shengji reference's decision
// D4): counting, sampling, listing and checking the legal follows of a hand, each distinct
// multiset once, without listing them to count or sample.
//
// With n the lead's size and m the hand's cards of the led effective suit:
//   m == 0      any n cards of the hand;
//   0 < m <= n  all m of them plus any n - m other cards;
//   m > n       exactly n led-suit cards that match the lead's shape best: their score is
//               (per distinct lead tractor length, longest first: how many of the lead's
//               tractors of that length disjoint runs of the play can match, maximised
//               lexicographically; then min(pairs in the play, D)), D = the lead's pairs (pairs
//               inside its tractors included), and a follow is legal iff its score is the
//               maximum over all n-card choices.
//
// In the last case a play is its set S of kinds taken twice (its pairs) plus n - 2|S| kinds of
// the suit taken once, and its score depends on S alone. The best score is reached by the hand's
// whole set of pairs — the runs it can match need at most D <= n / 2 pairs and can be padded
// with other pairs — so it is (T*, min(smax, D)) with T* the lexicographically best run matching
// of all the hand's pairs of the suit and smax = min(pairs held, n / 2): S is legal iff |S| is in
// an interval [s_lo, s_hi] and S holds disjoint runs of the lengths T* asks for. Each legal S
// gives C(K - |S|, n - 2|S|) follows (K = kinds of the suit held). Without a run to match the
// count is a sum over |S| of binomials; when S must be exactly one run (a tractor lead answered
// by a holder of such a run) the runs are counted per top position; otherwise the S of the
// allowed sizes are enumerated (sampling picks one in the same single pass).
//
// Nothing here allocates: the pairs of a suit (at most 18 kinds) and the runs sit in arrays.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "paiju/core/card_set.h"
#include "paiju/core/check.h"
#include "paiju/core/rng.h"
#include "paiju/tricktaking/leads.h"
#include "paiju/tricktaking/trump_order.h"
#include "paiju/tricktaking/units.h"

namespace paiju::tricktaking {

namespace follow_detail {

// C(n, r) for 0 <= n <= 64 (C(64, 32) < 2^64).
struct BinomialTable {
  std::uint64_t c[65][65] = {};
  constexpr BinomialTable() {
    for (int n = 0; n <= 64; ++n) {
      c[n][0] = 1;
      for (int r = 1; r <= n; ++r) c[n][r] = c[n - 1][r - 1] + (r < n ? c[n - 1][r] : 0);
    }
  }
};
inline constexpr BinomialTable kBinomials{};

constexpr std::uint64_t binom(int n, int r) {
  return (n < 0 || r < 0 || r > n) ? 0 : kBinomials.c[n][r];
}

// The bits of `mask` picked by the set bits of `index` (bit i of index = the i-th set bit of mask).
constexpr std::uint64_t deposit(std::uint64_t mask, std::uint64_t index) {
  std::uint64_t out = 0;
  for (; mask && index; mask &= mask - 1, index >>= 1) {
    if (index & 1) out |= mask & (~mask + 1);
  }
  return out;
}

// A uniform r-element subset of the set bits of `mask` (Floyd's algorithm on the indices).
inline std::uint64_t random_subset(std::uint64_t mask, int r, Rng& rng) {
  const int size = std::popcount(mask);
  PAIJU_DCHECK(r >= 0 && r <= size);
  if (r == 0) return 0;
  if (r == size) return mask;
  if (2 * r > size) return mask ^ random_subset(mask, size - r, rng);
  std::uint64_t index = 0;
  for (int j = size - r; j < size; ++j) {
    const std::uint64_t t = std::uint64_t{1} << rng.uniform(static_cast<std::uint32_t>(j + 1));
    index |= (index & t) ? (std::uint64_t{1} << j) : t;
  }
  return deposit(mask, index);
}

// Calls f(subset) for every r-element subset of the set bits of `mask` (Gosper's hack).
template <class F>
void for_each_subset(std::uint64_t mask, int r, F&& f) {
  const int size = std::popcount(mask);
  if (r < 0 || r > size) return;
  if (r == 0) {
    f(std::uint64_t{0});
    return;
  }
  const std::uint64_t end = std::uint64_t{1} << size;
  for (std::uint64_t x = (std::uint64_t{1} << r) - 1; x < end;) {
    f(deposit(mask, x));
    const std::uint64_t low = x & (~x + 1);
    const std::uint64_t ripple = x + low;
    x = (((ripple ^ x) >> 2) / low) | ripple;
  }
}

// The k-card sub-multisets of a set holding `kinds` distinct kinds, `pairs` of them twice:
// sum over t (kinds taken twice) of C(pairs, t) C(kinds - t, k - 2t). Exact for sets of up to
// 63 cards (the total of all sizes is at most 2^cards).
constexpr std::uint64_t count_sub_multisets(int kinds, int pairs, int k) {
  std::uint64_t total = 0;
  for (int t = 0; t <= pairs && 2 * t <= k; ++t) total += binom(pairs, t) * binom(kinds - t, k - 2 * t);
  return total;
}

// A uniform k-card sub-multiset of the set (once, twice): the number t of kinds taken twice
// with probability proportional to its sub-multisets, then a uniform t-set of pairs and a
// uniform set of k - 2t of the other kinds, once each.
inline CardSet sample_sub_multiset(std::uint64_t once, std::uint64_t twice, int k, Rng& rng) {
  const int kinds = std::popcount(once), pairs = std::popcount(twice);
  std::uint64_t pick = uniform_below(rng, count_sub_multisets(kinds, pairs, k));
  int t = 0;
  for (;; ++t) {
    const std::uint64_t weight = binom(pairs, t) * binom(kinds - t, k - 2 * t);
    if (pick < weight) break;
    pick -= weight;
  }
  const std::uint64_t doubled = random_subset(twice, t, rng);
  const std::uint64_t singles = random_subset(once & ~doubled, k - 2 * t, rng);
  return CardSet::from_words(doubled | singles, doubled);
}

// Calls f(once, twice) for every k-card sub-multiset of the set (once, twice).
template <class F>
void for_each_sub_multiset(std::uint64_t once, std::uint64_t twice, int k, F&& f) {
  for (int t = 0; t <= std::popcount(twice) && 2 * t <= k; ++t) {
    for_each_subset(twice, t, [&](std::uint64_t doubled) {
      for_each_subset(once & ~doubled, k - 2 * t, [&](std::uint64_t singles) { f(doubled | singles, doubled); });
    });
  }
}

inline constexpr int kMaxRuns = kPositions / 2;  // disjoint tractors of one suit
inline constexpr int kMaxSuitKinds = 20;         // a suit has at most 18 kinds (trump with a trump suit)

// Can disjoint runs of lengths[0..count) (longest first) be placed on the pairs per position?
inline bool place_runs(std::array<int, kPositions>& pairs, const int* lengths, int count, int min_start) {
  if (count == 0) return true;
  const int length = lengths[0];
  for (int start = min_start; start + length <= kPositions; ++start) {
    bool fits = true;
    for (int p = start; p < start + length && fits; ++p) fits = pairs[static_cast<std::size_t>(p)] > 0;
    if (!fits) continue;
    for (int p = start; p < start + length; ++p) --pairs[static_cast<std::size_t>(p)];
    // runs of one length are interchangeable: place them in increasing order of start
    const bool rest = place_runs(pairs, lengths + 1, count - 1, count > 1 && lengths[1] == length ? start : 0);
    for (int p = start; p < start + length; ++p) ++pairs[static_cast<std::size_t>(p)];
    if (rest) return true;
  }
  return false;
}

// The lead's shape as following needs it: size, suit, D and its tractor lengths (longest
// first), from the canonical decomposition's greedy (units.h) without allocating.
struct LeadShape {
  int size = 0;
  int suit = -1;         // -1: empty or of several effective suits
  int pair_demand = 0;   // D: the lead's pairs, those inside tractors included
  int tractors = 0;
  std::array<int, kMaxRuns> lengths{};
};

inline LeadShape lead_shape(const CardSet& lead, const TrumpOrder& order) {
  LeadShape shape;
  shape.size = lead.size();
  shape.pair_demand = std::popcount(lead.twice_bits());
  std::array<int, kPositions> pairs{};
  bool mixed = false;
  lead.for_each_kind([&](int kind, int copies) {
    const int suit = order.suit(kind);
    if (shape.suit >= 0 && suit != shape.suit) mixed = true;
    shape.suit = suit;
    if (copies == 2) ++pairs[static_cast<std::size_t>(order.position(kind))];
  });
  if (mixed) shape.suit = -1;
  for (;;) {  // the longest run of pair positions (the highest of equally long ones), repeatedly
    const auto [best_start, best_length] = longest_run([&](int p) { return pairs[static_cast<std::size_t>(p)] > 0; });
    if (best_length == 0) break;
    for (int p = best_start; p < best_start + best_length; ++p) --pairs[static_cast<std::size_t>(p)];
    if (best_length >= 2) {
      int i = shape.tractors++;  // insertion, longest first
      for (; i > 0 && shape.lengths[static_cast<std::size_t>(i - 1)] < best_length; --i) {
        shape.lengths[static_cast<std::size_t>(i)] = shape.lengths[static_cast<std::size_t>(i - 1)];
      }
      shape.lengths[static_cast<std::size_t>(i)] = best_length;
    }
  }
  return shape;
}

// Everything the follows of one hand to one lead depend on.
struct FollowSetup {
  int n = 0;                    // the lead's size
  int m = 0;                    // the hand's cards of the led suit
  int kinds = 0, pairs = 0;     // K, P: kinds of the led suit held, held twice
  std::uint64_t suited_once = 0, suited_twice = 0, other_once = 0, other_twice = 0;
  // m > n only: the legal S are the sets of pairs of a size in [s_lo, s_hi] holding disjoint
  // runs of run_lengths[0..runs) (T*, longest first).
  int s_lo = 0, s_hi = 0, runs = 0;
  std::array<int, kMaxRuns> run_lengths{};
  std::array<int, kMaxSuitKinds> pair_position{};  // position of the i-th pair kind of the suit
  std::array<int, kPositions> pair_count{};        // the suit's pairs per position
  // One run to match and |S| must be its length: S is a run, no enumeration needed.
  constexpr bool single_run() const { return runs == 1 && s_lo == s_hi && s_lo == run_lengths[0]; }
};

inline FollowSetup follow_setup(const CardSet& hand, const CardSet& lead, const TrumpOrder& order) {
  const LeadShape shape = lead_shape(lead, order);
  PAIJU_DCHECK(shape.suit >= 0);
  FollowSetup setup;
  setup.n = shape.size;
  const std::uint64_t suit = order.kinds(shape.suit);
  setup.suited_once = hand.once_bits() & suit;
  setup.suited_twice = hand.twice_bits() & suit;
  setup.other_once = hand.once_bits() & ~suit;
  setup.other_twice = hand.twice_bits() & ~suit;
  setup.kinds = std::popcount(setup.suited_once);
  setup.pairs = std::popcount(setup.suited_twice);
  setup.m = setup.kinds + setup.pairs;
  if (setup.m <= setup.n) return setup;
  const int n = setup.n, kinds = setup.kinds, pairs = setup.pairs, demand = shape.pair_demand;
  setup.s_hi = pairs < n / 2 ? pairs : n / 2;
  setup.s_lo = setup.s_hi;
  if (setup.s_hi > demand) setup.s_lo = demand > n - kinds ? demand : n - kinds;
  if (shape.tractors == 0) return setup;
  std::array<int, kPositions>& counts = setup.pair_count;
  int i = 0;
  for (std::uint64_t bits = setup.suited_twice; bits; bits &= bits - 1, ++i) {
    const int position = order.position(std::countr_zero(bits));
    setup.pair_position[static_cast<std::size_t>(i)] = position;
    ++counts[static_cast<std::size_t>(position)];
  }
  // T*: per distinct lead length, longest first, as many runs as still fit with the earlier ones.
  for (int g = 0; g < shape.tractors;) {
    const int length = shape.lengths[static_cast<std::size_t>(g)];
    int group = 0;
    while (g + group < shape.tractors && shape.lengths[static_cast<std::size_t>(g + group)] == length) ++group;
    for (int c = group; c > 0; --c) {
      for (int j = 0; j < c; ++j) setup.run_lengths[static_cast<std::size_t>(setup.runs + j)] = length;
      if (place_runs(counts, setup.run_lengths.data(), setup.runs + c, 0)) {
        setup.runs += c;
        break;
      }
    }
    g += group;
  }
  return setup;
}

// Do the pairs of the suit picked by `index` (bit i = the i-th pair kind) hold the runs T*?
inline bool holds_runs(const FollowSetup& setup, std::uint64_t index) {
  if (setup.runs == 0) return true;
  std::array<int, kPositions> counts{};
  std::uint32_t occupied = 0;
  for (; index; index &= index - 1) {
    const int position = setup.pair_position[static_cast<std::size_t>(std::countr_zero(index))];
    ++counts[static_cast<std::size_t>(position)];
    occupied |= std::uint32_t{1} << position;
  }
  if (setup.runs == 1) {  // one run: some `length` consecutive occupied positions
    std::uint32_t run = occupied;
    for (int j = 1; j < setup.run_lengths[0]; ++j) run &= occupied >> j;
    return run != 0;
  }
  return place_runs(counts, setup.run_lengths.data(), setup.runs, 0);
}

// m > n with runs to match: calls f(index of S, |S|, follows with pairs S) for every legal S.
template <class F>
void for_each_pair_set(const FollowSetup& setup, F&& f) {
  const std::uint64_t all = (std::uint64_t{1} << setup.pairs) - 1;
  for (int s = setup.s_lo; s <= setup.s_hi; ++s) {
    const std::uint64_t weight = binom(setup.kinds - s, setup.n - 2 * s);
    if (weight == 0) continue;
    for_each_subset(all, s, [&](std::uint64_t index) {
      if (holds_runs(setup, index)) f(index, s, weight);
    });
  }
}

// single_run(): the runs of `length` pairs per top position, sum_top prod_p pair_count[p].
inline std::uint64_t count_runs(const FollowSetup& setup, int top) {
  std::uint64_t product = 1;
  for (int p = top - setup.run_lengths[0] + 1; p <= top; ++p) product *= static_cast<std::uint64_t>(setup.pair_count[static_cast<std::size_t>(p)]);
  return product;
}

inline std::uint64_t count_follows(const FollowSetup& setup) {
  if (setup.m <= setup.n) {
    return count_sub_multisets(std::popcount(setup.other_once), std::popcount(setup.other_twice), setup.n - setup.m);
  }
  std::uint64_t total = 0;
  if (setup.single_run()) {
    for (int top = setup.run_lengths[0] - 1; top < kPositions; ++top) total += count_runs(setup, top);
    return total * binom(setup.kinds - setup.s_lo, setup.n - 2 * setup.s_lo);
  }
  if (setup.runs == 0) {
    for (int s = setup.s_lo; s <= setup.s_hi; ++s) total += binom(setup.pairs, s) * binom(setup.kinds - s, setup.n - 2 * s);
  } else {
    for_each_pair_set(setup, [&](std::uint64_t, int, std::uint64_t weight) { total += weight; });
  }
  return total;
}

}  // namespace follow_detail

// How many distinct legal follows `hand` has to `lead` (non-empty, one effective suit).
inline std::uint64_t count_follows(const CardSet& hand, const CardSet& lead, const TrumpOrder& order) {
  return follow_detail::count_follows(follow_detail::follow_setup(hand, lead, order));
}

// One legal follow, uniformly among the count_follows(hand, lead) of them (there must be one:
// the hand holds at least as many cards as the lead).
inline CardSet sample_follow(const CardSet& hand, const CardSet& lead, const TrumpOrder& order, Rng& rng) {
  using namespace follow_detail;
  const FollowSetup setup = follow_setup(hand, lead, order);
  if (setup.m <= setup.n) {
    return CardSet::from_words(setup.suited_once, setup.suited_twice) +
           sample_sub_multiset(setup.other_once, setup.other_twice, setup.n - setup.m, rng);
  }
  std::uint64_t doubled = 0;
  int s = 0;
  if (setup.runs == 0) {  // |S| by its weight, then a uniform S of that size
    std::uint64_t pick = uniform_below(rng, count_follows(setup));
    for (s = setup.s_lo;; ++s) {
      const std::uint64_t weight = binom(setup.pairs, s) * binom(setup.kinds - s, setup.n - 2 * s);
      if (pick < weight) break;
      pick -= weight;
    }
    doubled = random_subset(setup.suited_twice, s, rng);
  } else if (setup.single_run()) {  // a run by its number of choices, then one pair kind per position
    s = setup.s_lo;
    const int length = setup.run_lengths[0];
    std::uint64_t runs = 0;
    for (int top = length - 1; top < kPositions; ++top) runs += count_runs(setup, top);
    std::uint64_t pick = uniform_below(rng, runs);
    int top = length - 1;
    for (;; ++top) {
      const std::uint64_t weight = count_runs(setup, top);
      if (pick < weight) break;
      pick -= weight;
    }
    for (int p = top - length + 1; p <= top; ++p) {
      std::uint64_t at = 0;  // the suit's pair kinds at position p
      for (int i = 0; i < setup.pairs; ++i) {
        if (setup.pair_position[static_cast<std::size_t>(i)] == p) at |= std::uint64_t{1} << i;
      }
      doubled |= deposit(setup.suited_twice, random_subset(at, 1, rng));
    }
  } else {  // S in one pass: each legal S replaces the choice with probability weight / total so far
    std::uint64_t seen = 0;
    for_each_pair_set(setup, [&](std::uint64_t index, int size, std::uint64_t weight) {
      seen += weight;
      if (uniform_below(rng, seen) < weight) {
        doubled = index;
        s = size;
      }
    });
    doubled = deposit(setup.suited_twice, doubled);
  }
  const std::uint64_t singles = random_subset(setup.suited_once & ~doubled, setup.n - 2 * s, rng);
  return CardSet::from_words(doubled | singles, doubled);
}

// Calls f(follow) once for every distinct legal follow.
template <class F>
void for_each_follow(const CardSet& hand, const CardSet& lead, const TrumpOrder& order, F&& f) {
  using namespace follow_detail;
  const FollowSetup setup = follow_setup(hand, lead, order);
  if (setup.m <= setup.n) {
    const CardSet suited = CardSet::from_words(setup.suited_once, setup.suited_twice);
    for_each_sub_multiset(setup.other_once, setup.other_twice, setup.n - setup.m, [&](std::uint64_t once, std::uint64_t twice) {
      f(suited + CardSet::from_words(once, twice));
    });
    return;
  }
  const std::uint64_t all = (std::uint64_t{1} << setup.pairs) - 1;
  for (int s = setup.s_lo; s <= setup.s_hi; ++s) {
    for_each_subset(all, s, [&](std::uint64_t index) {
      if (!holds_runs(setup, index)) return;
      const std::uint64_t doubled = deposit(setup.suited_twice, index);
      for_each_subset(setup.suited_once & ~doubled, setup.n - 2 * s, [&](std::uint64_t singles) {
        f(CardSet::from_words(doubled | singles, doubled));
      });
    });
  }
}

// Is `play` a legal follow of `lead` from `hand`? (False, not an error, for a play of the wrong
// size or not in the hand.)
inline bool is_legal_follow(const CardSet& hand, const CardSet& lead, const CardSet& play, const TrumpOrder& order) {
  using namespace follow_detail;
  if (!hand.includes(play) || play.size() != lead.size()) return false;
  const FollowSetup setup = follow_setup(hand, lead, order);
  const std::uint64_t suit = order.kinds(lead_shape(lead, order).suit);
  const int suited = std::popcount(play.once_bits() & suit) + std::popcount(play.twice_bits() & suit);
  if (setup.m <= setup.n) return suited == setup.m;
  if (suited != setup.n) return false;
  const std::uint64_t doubled = play.twice_bits();
  const int s = std::popcount(doubled);
  if (s < setup.s_lo || s > setup.s_hi) return false;
  std::uint64_t index = 0;  // the pair kinds of the play as indices among the suit's pair kinds
  int i = 0;
  for (std::uint64_t bits = setup.suited_twice; bits; bits &= bits - 1, ++i) {
    if (doubled & bits & (~bits + 1)) index |= std::uint64_t{1} << i;
  }
  return holds_runs(setup, index);
}

}  // namespace paiju::tricktaking
