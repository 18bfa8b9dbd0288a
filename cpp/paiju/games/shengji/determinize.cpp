#include "paiju/games/shengji/determinize.h"

#include <algorithm>
#include <array>

namespace paiju::shengji {
namespace {

// Places that receive hidden cards: the seats 0..3, then the kitty or the undealt cards.
inline constexpr int kRest = 4, kPlaces = 5;

struct Places {
  std::array<int, kPlaces> room{};
  std::array<CardSet, kPlaces> cards{};
};

}  // namespace

State resample(const State& state, int seat, Rng& rng) {
  if (state.is_terminal()) return state;
  const Phase phase = state.phase();
  const bool dealer_view = seat == state.dealer();
  const tricktaking::TrumpOrder order = state.play_rules().order;

  CardSet hidden = state.deck();
  hidden -= state.hand(seat);
  Places base;
  for (int t = 0; t < kNumSeats; ++t) {
    hidden -= state.played_by(t);
    if (t == seat) continue;
    hidden -= state.shown(t);
    base.cards[t] = state.shown(t);
    base.room[t] = state.cards_left(t) - state.shown(t).size();
  }
  if (phase == Phase::Declare) {
    base.room[kRest] = kDeckSize - state.cards_dealt();
  } else if (dealer_view) {
    hidden -= state.kitty();
  } else {
    base.room[kRest] = state.kitty().size();
  }
  for (int t = 0; t < kNumSeats; ++t) {
    if (t != seat && base.room[t] < 0) return state;  // inconsistent input: never corrupt
  }

  std::array<std::uint8_t, kDeckSize> cards{};
  std::array<int, kDeckSize> freedom{};
  int n = 0;
  hidden.for_each_card([&](int kind) { cards[n++] = static_cast<std::uint8_t>(kind); });
  int capacity = 0;
  for (int p = 0; p < kPlaces; ++p) capacity += p == seat ? 0 : base.room[p];
  if (capacity != n) return state;

  const auto may_hold = [&](const Places& places, int place, int kind) {
    if (place == seat || places.room[place] == 0) return false;
    if (place == kRest || phase == Phase::Declare) return true;
    const int suit = order.suit(kind);
    if (state.voids(place) & (1u << suit)) return false;
    if ((state.no_pairs(place) & (1u << suit)) && places.cards[place].count(kind) > 0) return false;
    return true;
  };

  for (int attempt = 0; attempt < 200; ++attempt) {
    rng.shuffle(cards.data(), static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
      int count = 0;
      for (int p = 0; p < kPlaces; ++p) count += may_hold(base, p, cards[i]) ? 1 : 0;
      freedom[i] = count;
    }
    std::array<int, kDeckSize> index{};
    for (int i = 0; i < n; ++i) index[i] = i;
    std::stable_sort(index.begin(), index.begin() + n, [&](int a, int b) { return freedom[a] < freedom[b]; });
    Places places = base;
    bool ok = true;
    std::array<std::uint8_t, kDeckSize> rest{};
    int rest_count = 0;
    for (int k = 0; k < n && ok; ++k) {
      const int kind = cards[index[k]];
      int total = 0;
      for (int p = 0; p < kPlaces; ++p) total += may_hold(places, p, kind) ? places.room[p] : 0;
      if (total == 0) {
        ok = false;
        break;
      }
      int pick = static_cast<int>(rng.uniform(static_cast<std::uint32_t>(total)));
      for (int p = 0; p < kPlaces; ++p) {
        const int room = may_hold(places, p, kind) ? places.room[p] : 0;
        if (pick < room) {
          places.cards[p].add(kind);
          --places.room[p];
          if (p == kRest) rest[rest_count++] = static_cast<std::uint8_t>(kind);
          break;
        }
        pick -= room;
      }
    }
    if (!ok) continue;
    std::array<CardSet, kNumSeats> hands{};
    for (int t = 0; t < kNumSeats; ++t) hands[t] = t == seat ? state.hand(seat) : places.cards[t];
    State world = state;
    if (phase == Phase::Declare) {
      rng.shuffle(rest.data(), static_cast<std::size_t>(rest_count));
      world.set_hidden(hands, CardSet(), rest.data());
    } else {
      world.set_hidden(hands, dealer_view ? state.kitty() : places.cards[kRest], nullptr);
    }
    return world;
  }
  return state;  // no consistent world found in 200 attempts (never seen): the true one
}

}  // namespace paiju::shengji
