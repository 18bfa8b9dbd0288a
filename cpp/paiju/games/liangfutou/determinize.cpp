#include "paiju/games/liangfutou/determinize.h"

#include <array>

namespace paiju::liangfutou {

State resample(const State& state, int seat, Rng& rng) {
  CardSet pool = state.deck() - state.played() - state.hand(seat);
  std::array<CardSet, kNumSeats> hands{};
  hands[seat] = state.hand(seat);
  const int called = state.called_card();
  const int caller = state.caller();
  const int partner = state.partner();
  if (called >= 0 && pool.count(called) > 0 && partner != kNoSeat && partner != seat &&
      (state.revealed() || seat == partner)) {
    hands[partner].add(called);  // the partnership is known: the copy is the partner's
    pool.remove(called);
  }
  const bool caller_restricted = called >= 0 && caller != seat;
  std::array<int, kNumSeats> order{};
  int k = 0;
  if (caller_restricted) order[k++] = caller;
  for (int t = 0; t < kNumSeats; ++t) {
    if (t != seat && !(caller_restricted && t == caller)) order[k++] = t;
  }
  std::array<std::uint8_t, kDeckSize> cards{};
  for (int i = 0; i < k; ++i) {
    const int t = order[i];
    const int need = state.cards_left(t) - hands[t].size();
    std::uint32_t n = 0;
    pool.for_each_card([&](int kind) {
      if (!(t == caller && caller_restricted && kind == called)) cards[n++] = static_cast<std::uint8_t>(kind);
    });
    if (need < 0 || static_cast<int>(n) < need) return state;  // inconsistent input: never corrupt
    for (int c = 0; c < need; ++c) {
      const std::uint32_t j = static_cast<std::uint32_t>(c) + rng.uniform(n - static_cast<std::uint32_t>(c));
      std::swap(cards[static_cast<std::size_t>(c)], cards[j]);
      hands[t].add(cards[static_cast<std::size_t>(c)]);
      pool.remove(cards[static_cast<std::size_t>(c)]);
    }
  }
  State world = state;
  world.set_hands(hands);
  return world;
}

}  // namespace paiju::liangfutou
