// Counting and sampling the leads of a hand without listing them. A lead is any non-empty set
// of cards of one effective suit (a single, a pair, a tractor, or a throw of several units,
// whose success is judged against the other hands when it is played), each multiset once. For
// a suit whose kinds are held c_1, c_2, ... times there are (c_1 + 1)(c_2 + 1)... - 1 leads:
// a 33-card hand has astronomically many throws, so search and random play count and sample
// instead of enumerating.
#pragma once

#include <array>
#include <cstdint>
#include <climits>

#include "paiju/core/card_set.h"
#include "paiju/core/rng.h"
#include "paiju/tricktaking/trump_order.h"

namespace paiju::tricktaking {

// Leads per effective suit (0..3 plain, kTrump).
inline std::array<std::uint64_t, 5> leads_per_suit(const CardSet& hand, const TrumpOrder& order) {
  std::array<std::uint64_t, 5> product{1, 1, 1, 1, 1};
  hand.for_each_kind([&](int kind, int copies) {
    product[static_cast<std::size_t>(order.suit(kind))] *= static_cast<std::uint64_t>(copies + 1);
  });
  for (auto& p : product) p -= 1;  // the empty set is no lead
  return product;
}

inline std::uint64_t count_leads(const CardSet& hand, const TrumpOrder& order) {
  std::uint64_t total = 0;
  for (const auto n : leads_per_suit(hand, order)) total += n;
  return total;
}

// A uniform integer in [0, n), n >= 1, exactly (rejection of the incomplete last block).
inline std::uint64_t uniform_below(Rng& rng, std::uint64_t n) {
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;  // a multiple of n (or all of 2^64 - 1)
  for (;;) {
    const std::uint64_t x = rng.next_u64();
    if (x < limit) return x % n;
  }
}

// One lead, uniformly among the count_leads(hand) leads (the hand must hold a card): a suit
// with probability proportional to its leads, then each of its kinds independently held 0..c
// times, uniformly, redrawn while empty — uniform over the suit's non-empty sub-multisets.
inline CardSet sample_lead(const CardSet& hand, const TrumpOrder& order, Rng& rng) {
  const auto per_suit = leads_per_suit(hand, order);
  std::uint64_t pick = uniform_below(rng, count_leads(hand, order));
  int suit = 0;
  while (pick >= per_suit[static_cast<std::size_t>(suit)]) pick -= per_suit[static_cast<std::size_t>(suit++)];
  for (;;) {
    CardSet lead;
    hand.for_each_kind([&](int kind, int copies) {
      if (order.suit(kind) != suit) return;
      const int take = static_cast<int>(rng.uniform(static_cast<std::uint32_t>(copies + 1)));
      if (take > 0) lead += CardSet::single(kind, take);
    });
    if (!lead.empty()) return lead;
  }
}

// Calls f(lead) once for every distinct lead of the hand (count_leads(hand) calls): per
// effective suit, every non-empty set A of its kinds held (taken at least once) with every
// subset B of A's kinds held twice (taken twice).
template <class F>
void for_each_lead(const CardSet& hand, const TrumpOrder& order, F&& f) {
  for (int suit = 0; suit <= kTrump; ++suit) {
    const std::uint64_t kinds = order.kinds(suit);
    const std::uint64_t once = hand.once_bits() & kinds, twice = hand.twice_bits() & kinds;
    for (std::uint64_t taken = once; taken; taken = (taken - 1) & once) {
      const std::uint64_t doubles = taken & twice;
      for (std::uint64_t doubled = doubles;; doubled = (doubled - 1) & doubles) {
        f(CardSet::from_words(taken, doubled));
        if (doubled == 0) break;
      }
    }
  }
}

}  // namespace paiju::tricktaking
