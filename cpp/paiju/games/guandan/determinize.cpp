#include "paiju/games/guandan/determinize.h"

#include <algorithm>
#include <array>
#include <vector>

namespace paiju::guandan {
namespace {

// Moves `count` cards drawn uniformly from `pool` (restricted to kinds allowed by `allowed`,
// a CardSet used as a filter on kinds) into `hand`.
template <typename Allowed>
bool draw_into(CardSet& pool, CardSet& hand, int count, Rng& rng, Allowed allowed) {
  std::array<std::uint8_t, kDeckSize> cards{};
  std::uint32_t n = 0;
  pool.for_each_card([&](int kind) {
    if (allowed(kind)) cards[n++] = static_cast<std::uint8_t>(kind);
  });
  if (static_cast<int>(n) < count) return false;
  for (int i = 0; i < count; ++i) {  // partial Fisher-Yates
    const std::uint32_t j = static_cast<std::uint32_t>(i) + rng.uniform(n - static_cast<std::uint32_t>(i));
    std::swap(cards[i], cards[j]);
    hand.add(cards[i]);
    pool.remove(cards[i]);
  }
  return true;
}

}  // namespace

State resample(const State& state, int seat, Rng& rng) {
  State world = state;
  std::array<CardSet, kNumSeats> pinned{};
  const Level level = state.deal_level();

  // Big jokers shown to refuse tribute stay pinned until played.
  for (int s = 0; s < kNumSeats; ++s) {
    const int kept = state.shown_big_jokers(s) - state.played_by(s).count(kBigJoker);
    for (int i = 0; i < kept; ++i) pinned[s].add(kBigJoker);
  }
  // Tribute and return cards the seat saw change hands. During the return phase, tribute is
  // settled; during the tribute phase nothing has moved yet.
  int capped_payer = kNoSeat, cap_power = 0;
  // Everyone can deduce that a seat which paid tribute kept no big joker: holding one it must
  // pay it (its highest card), holding two it would have refused. Only a returned card could
  // bring one back, which return_max > 0 forbids.
  std::array<bool, kNumSeats> no_big_joker{};
  const bool settled = state.phase() != Phase::Tribute && state.tribute_pairs() > 0;
  for (int i = 0; i < state.tribute_pairs(); ++i) {
    const int payer = state.payer(i), receiver = state.receiver(i);
    const int paid = state.tribute_card(i), returned = state.returned_card(i);
    if (!settled) {
      if (payer != seat) world.forget_tribute_card(i);
      continue;
    }
    if (payer == seat && paid >= 0 && state.played_by(receiver).count(paid) == 0) pinned[receiver].add(paid);
    if (receiver == seat && returned >= 0 && state.played_by(payer).count(returned) == 0) pinned[payer].add(returned);
    if (receiver == seat) {
      capped_payer = payer;
      cap_power = level.power(slot_of_kind(paid));
    }
    if (payer != seat && receiver != seat) {
      world.forget_tribute_card(i);
      world.forget_returned_card(i);
    }
    if (payer != seat && state.rules().return_max != 0) no_big_joker[payer] = true;
  }

  CardSet pool = state.deck() - state.played();
  pool -= state.hand(seat);
  std::array<CardSet, kNumSeats> hands{};
  hands[seat] = state.hand(seat);
  for (int s = 0; s < kNumSeats; ++s) {
    if (s == seat) continue;
    pinned[s] = pinned[s] & pool;  // defensive: a pin can only name a hidden card
    hands[s] = pinned[s];
    pool -= pinned[s];
  }
  const int heart = level.heart_kind();
  // Draw the most restricted seats first (the capped payer's cards are a subset of what any
  // payer may hold, which is a subset of everything), so each stage draws from a pool whose
  // size does not depend on the earlier draws: the result is uniform over consistent deals.
  std::array<int, kNumSeats> order{};
  int k = 0;
  if (capped_payer != kNoSeat) order[k++] = capped_payer;
  for (int s = 0; s < kNumSeats; ++s) {
    if (s != seat && s != capped_payer && no_big_joker[s]) order[k++] = s;
  }
  for (int s = 0; s < kNumSeats; ++s) {
    if (s != seat && s != capped_payer && !no_big_joker[s]) order[k++] = s;
  }
  for (int i = 0; i < k; ++i) {
    const int s = order[i];
    const int need = state.cards_left(s) - hands[s].size();
    const bool capped = s == capped_payer;
    const bool jokerless = no_big_joker[s];
    const bool ok = draw_into(pool, hands[s], need, rng, [&](int kind) {
      if (jokerless && kind == kBigJoker) return false;
      return !capped || kind == heart || level.power(slot_of_kind(kind)) <= cap_power;
    });
    PAIJU_DCHECK(ok);
    if (!ok) return state;  // cannot happen for a consistent state; never corrupt it
  }
  world.set_hands(hands);
  return world;
}

}  // namespace paiju::guandan
