// What the games' signature cases (games/<game>/tools/signature.cpp) share: drawing card sets
// from seeded deals and playing a deal with uniformly random moves, every list hashed.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "paiju/core/card_set.h"
#include "paiju/core/rng.h"
#include "paiju/tools/hasher.h"

namespace paiju::tools {

// Plays the current deal of `state` to its end with uniformly random moves from `rng`, hashing
// every legal list and every choice.
template <class State, class MoveList>
void play_deal_hashed(State& state, Rng& rng, MoveList& legal, Hasher& hasher) {
  const int deal = state.deal_index();
  while (!state.is_terminal() && state.deal_index() == deal) {
    legal.clear();
    state.legal_moves(legal);
    hasher.add_list(legal);
    const std::uint32_t choice = rng.uniform(static_cast<std::uint32_t>(legal.size()));
    hasher.add(choice);
    state.apply(legal[choice]);
  }
}

// Random-play matches of `rules`, one from each seed c.first_seed .. c.last_seed drawing from
// Rng(seed, salt): `play_match(state, rng, hasher)` plays the new match on, hashing what it sees.
template <class State, class Rules, class Case, class PlayMatch>
Hasher hash_matches(const Rules& rules, const Case& c, std::uint64_t salt, PlayMatch&& play_match) {
  Hasher hasher;
  for (std::uint64_t seed = c.first_seed; seed <= c.last_seed; ++seed) {
    State state = State::new_match(rules, seed);
    Rng rng(seed, salt);
    play_match(state, rng, hasher);
  }
  return hasher;
}

inline constexpr int kWholeMatch = std::numeric_limits<int>::max();

// hash_matches whose matches are played deal by deal with play_deal_hashed, `deals` deals at most
// (kWholeMatch: to the end): `after_deal(state, hasher)` hashes the facts of each deal played.
template <class State, class MoveList, class Rules, class Case, class AfterDeal>
Hasher hash_random_deals(const Rules& rules, const Case& c, std::uint64_t salt, int deals, AfterDeal&& after_deal) {
  return hash_matches<State>(rules, c, salt, [&](State& state, Rng& rng, Hasher& hasher) {
    MoveList legal;
    for (int d = 0; d < deals && !state.is_terminal(); ++d) {
      play_deal_hashed(state, rng, legal, hasher);
      after_deal(state, hasher);
    }
  });
}

// Every card of `set`, one entry per copy, in canonical order.
inline std::vector<int> cards_of(const CardSet& set) {
  std::vector<int> out;
  set.for_each_card([&](int kind) { out.push_back(kind); });
  return out;
}

// `n` cards drawn uniformly without replacement from `set` (n <= its size).
inline CardSet random_subset(Rng& rng, const CardSet& set, int n) {
  std::vector<int> cards = cards_of(set);
  rng.shuffle(cards.data(), static_cast<std::uint32_t>(cards.size()));
  CardSet out;
  for (int i = 0; i < n; ++i) out.add(cards[static_cast<std::size_t>(i)]);
  return out;
}

// A card of `set` drawn uniformly among those for which `accept(kind)` holds (one must exist).
template <class Accept>
int random_card(Rng& rng, const CardSet& set, Accept accept) {
  std::vector<int> cards;
  set.for_each_card([&](int kind) {
    if (accept(kind)) cards.push_back(kind);
  });
  return cards[rng.uniform(static_cast<std::uint32_t>(cards.size()))];
}

}  // namespace paiju::tools
