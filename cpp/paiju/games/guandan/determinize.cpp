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

// The `n`-th card of `set` in canonical order (copies counted).
int nth_card(CardSet set, int n) {
  int found = -1;
  set.for_each_card([&](int kind) {
    if (n-- == 0) found = kind;
  });
  return found;
}

}  // namespace

HiddenFacts hidden_facts(const State& state, int seat) {
  HiddenFacts facts;
  facts.level = state.deal_level();
  // Big jokers shown to refuse tribute stay pinned until played.
  for (int s = 0; s < kNumSeats; ++s) {
    const int kept = state.shown_big_jokers(s) - state.played_by(s).count(kBigJoker);
    for (int i = 0; i < kept; ++i) facts.pinned[s].add(kBigJoker);
  }
  // Tribute and return cards the seat saw change hands. During the return phase, tribute is
  // settled; during the tribute phase nothing has moved yet.
  const bool settled = state.phase() != Phase::Tribute && state.tribute_pairs() > 0;
  for (int i = 0; settled && i < state.tribute_pairs(); ++i) {
    const int payer = state.payer(i), receiver = state.receiver(i);
    const int paid = state.tribute_card(i), returned = state.returned_card(i);
    if (payer == seat && paid >= 0 && state.played_by(receiver).count(paid) == 0) facts.pinned[receiver].add(paid);
    if (receiver == seat && returned >= 0 && state.played_by(payer).count(returned) == 0) facts.pinned[payer].add(returned);
    if (receiver == seat) {
      facts.capped_payer = payer;
      facts.cap_power = facts.level.power(slot_of_kind(paid));
    }
    // Everyone can deduce that a seat which paid tribute kept no big joker: holding one it must
    // pay it (its highest card), holding two it would have refused. Only a returned card could
    // bring one back, which return_max > 0 forbids.
    if (payer != seat && state.rules().return_max != 0) facts.no_big_joker[payer] = true;
  }
  const CardSet hidden = state.deck() - state.played() - state.hand(seat);
  for (int s = 0; s < kNumSeats; ++s) {
    facts.pinned[s] = s == seat ? CardSet{} : facts.pinned[s] & hidden;  // a pin can only name a hidden card
  }
  return facts;
}

State resample(const State& state, int seat, Rng& rng) {
  State world = state;
  const HiddenFacts facts = hidden_facts(state, seat);
  // Private choices the seat did not see are forgotten.
  const bool settled = state.phase() != Phase::Tribute && state.tribute_pairs() > 0;
  for (int i = 0; i < state.tribute_pairs(); ++i) {
    const bool saw = settled && (state.payer(i) == seat || state.receiver(i) == seat);
    if (!saw) {
      if (state.payer(i) != seat) world.forget_tribute_card(i);
      if (settled) world.forget_returned_card(i);
    }
  }

  CardSet pool = state.deck() - state.played();
  pool -= state.hand(seat);
  std::array<CardSet, kNumSeats> hands{};
  hands[seat] = state.hand(seat);
  for (int s = 0; s < kNumSeats; ++s) {
    if (s == seat) continue;
    hands[s] = facts.pinned[s] & pool;  // defensive: never more copies than are hidden
    pool -= hands[s];
  }
  // Draw the most restricted seats first (the capped payer's cards are a subset of what any
  // payer may hold, which is a subset of everything), so each stage draws from a pool whose
  // size does not depend on the earlier draws: the result is uniform over consistent deals.
  std::array<int, kNumSeats> order{};
  int k = 0;
  if (facts.capped_payer != kNoSeat) order[k++] = facts.capped_payer;
  for (int s = 0; s < kNumSeats; ++s) {
    if (s != seat && s != facts.capped_payer && facts.no_big_joker[s]) order[k++] = s;
  }
  for (int s = 0; s < kNumSeats; ++s) {
    if (s != seat && s != facts.capped_payer && !facts.no_big_joker[s]) order[k++] = s;
  }
  for (int i = 0; i < k; ++i) {
    const int s = order[i];
    const int need = state.cards_left(s) - hands[s].size();
    const bool ok = draw_into(pool, hands[s], need, rng, [&](int kind) { return facts.allows(s, kind); });
    PAIJU_DCHECK(ok);
    if (!ok) return state;  // cannot happen for a consistent state; never corrupt it
  }
  world.set_hands(hands);
  return world;
}

std::array<int, 2> exchange_hidden(State& world, const HiddenFacts& facts, int seat, Rng& rng) {
  constexpr std::array<int, 2> kNone{kNoSeat, kNoSeat};
  // The other seats in order, and a pair of them drawn uniformly.
  std::array<int, kNumSeats - 1> others{};
  for (int s = 0, k = 0; s < kNumSeats; ++s) {
    if (s != seat) others[static_cast<std::size_t>(k++)] = s;
  }
  const std::uint32_t skip = rng.uniform(3);  // the pair leaves out others[skip]
  const int a = others[skip == 0 ? 1 : 0], b = others[skip == 2 ? 1 : 2];
  const CardSet free_a = world.hand(a) - facts.pinned[a], free_b = world.hand(b) - facts.pinned[b];
  if (free_a.empty() || free_b.empty()) return kNone;
  const int x = nth_card(free_a, static_cast<int>(rng.uniform(static_cast<std::uint32_t>(free_a.size()))));
  const int y = nth_card(free_b, static_cast<int>(rng.uniform(static_cast<std::uint32_t>(free_b.size()))));
  if (x == y || !facts.allows(a, y) || !facts.allows(b, x)) return kNone;
  std::array<CardSet, kNumSeats> hands{};
  for (int s = 0; s < kNumSeats; ++s) hands[s] = world.hand(s);
  hands[a].remove(x);
  hands[a].add(y);
  hands[b].remove(y);
  hands[b].add(x);
  world.set_hands(hands);
  return {a, b};
}

void carry_hidden(const State& from, State& world, const HiddenFacts& facts, int seat) {
  std::array<CardSet, kNumSeats> hands{}, wanted{}, spare{};
  CardSet hidden;
  for (int s = 0; s < kNumSeats; ++s) {
    hands[s] = world.hand(s);
    if (s != seat) hidden += hands[s];
  }
  // wanted[s]: cards s held in `from` and has not played since, still hidden, that it lacks
  // now; spare[s]: cards it holds now beyond those and its pins. An exchange of a wanted card for a spare one
  // raises the agreement with `from` by one or two, so the loop ends.
  const auto refresh = [&](int s) {
    const CardSet played_since = world.played_by(s) - from.played_by(s);
    const CardSet target = (from.hand(s) - played_since) & hidden;
    wanted[s] = target - hands[s];
    spare[s] = hands[s] - (target | facts.pinned[s]);
  };
  for (int s = 0; s < kNumSeats; ++s) {
    if (s != seat) refresh(s);
  }
  for (bool exchanged = true; exchanged;) {
    exchanged = false;
    for (int t = 0; t < kNumSeats && !exchanged; ++t) {
      for (int s = 0; s < kNumSeats && !exchanged; ++s) {
        if (s == t || s == seat || t == seat) continue;
        // A card t wants that s holds spare, for a spare card of t that s may hold (one s
        // wants first).
        (wanted[t] & spare[s]).for_each_kind([&](int give, int) {
          if (exchanged || !facts.allows(t, give)) return;
          int take = -1;
          (spare[t] & wanted[s]).for_each_kind([&](int kind, int) {
            if (take < 0 && kind != give && facts.allows(s, kind)) take = kind;
          });
          spare[t].for_each_kind([&](int kind, int) {
            if (take < 0 && kind != give && facts.allows(s, kind)) take = kind;
          });
          if (take < 0) return;
          hands[s].remove(give);
          hands[s].add(take);
          hands[t].remove(take);
          hands[t].add(give);
          refresh(s);
          refresh(t);
          exchanged = true;
        });
      }
    }
  }
  world.set_hands(hands);
}

}  // namespace paiju::guandan
