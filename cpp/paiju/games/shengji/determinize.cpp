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

// The hidden cards, in a fixed order, for the dealing attempts.
struct HiddenCards {
  std::array<std::uint8_t, kDeckSize> kinds{};
  int n = 0;
};

// Whether a place may receive a card of a kind: room left, and (in play) no void in the card's
// suit and no second copy in a suit where the place showed it holds no pair.
struct MayHold {
  const State& state;
  int seat;
  Phase phase;
  tricktaking::TrumpOrder order;

  bool operator()(const Places& places, int place, int kind) const {
    if (place == seat || places.room[place] == 0) return false;
    if (place == kRest || phase == Phase::Declare) return true;
    const int suit = order.suit(kind);
    if (state.voids(place) & (1u << suit)) return false;
    if ((state.no_pairs(place) & (1u << suit)) && places.cards[place].count(kind) > 0) return false;
    return true;
  }
};

// The cards `seat` cannot see and the places' known cards and room for more; false when the
// counts do not fit (inconsistent input).
bool hidden_and_places(const State& state, int seat, HiddenCards& hidden_cards, Places& base) {
  CardSet hidden = state.deck();
  hidden -= state.hand(seat);
  for (int t = 0; t < kNumSeats; ++t) {
    hidden -= state.played_by(t);
    if (t == seat) continue;
    hidden -= state.shown(t);
    base.cards[t] = state.shown(t);
    base.room[t] = state.cards_left(t) - state.shown(t).size();
  }
  if (state.phase() == Phase::Declare) {
    base.room[kRest] = kDeckSize - state.cards_dealt();
  } else if (seat == state.dealer()) {
    hidden -= state.kitty();
  } else {
    base.room[kRest] = state.kitty().size();
  }
  for (int t = 0; t < kNumSeats; ++t) {
    if (t != seat && base.room[t] < 0) return false;  // inconsistent input: never corrupt
  }
  hidden.for_each_card([&](int kind) { hidden_cards.kinds[hidden_cards.n++] = static_cast<std::uint8_t>(kind); });
  int capacity = 0;
  for (int p = 0; p < kPlaces; ++p) capacity += p == seat ? 0 : base.room[p];
  return capacity == hidden_cards.n;
}

// One attempt at dealing the hidden cards (shuffled, the most constrained first) to the places,
// each card to a place that may hold it with probability proportional to its room. The cards
// dealt to the rest are kept in `rest` in dealing order. False when a card finds no place.
bool deal_hidden(HiddenCards& hidden, const MayHold& may_hold, Rng& rng, Places& places,
                 std::array<std::uint8_t, kDeckSize>& rest, int& rest_count) {
  const int n = hidden.n;
  auto& cards = hidden.kinds;
  rng.shuffle(cards.data(), static_cast<std::size_t>(n));
  std::array<int, kDeckSize> freedom{};
  for (int i = 0; i < n; ++i) {
    int count = 0;
    for (int p = 0; p < kPlaces; ++p) count += may_hold(places, p, cards[i]) ? 1 : 0;
    freedom[i] = count;
  }
  std::array<int, kDeckSize> index{};
  for (int i = 0; i < n; ++i) index[i] = i;
  std::stable_sort(index.begin(), index.begin() + n, [&](int a, int b) { return freedom[a] < freedom[b]; });
  for (int k = 0; k < n; ++k) {
    const int kind = cards[index[k]];
    int total = 0;
    for (int p = 0; p < kPlaces; ++p) total += may_hold(places, p, kind) ? places.room[p] : 0;
    if (total == 0) return false;
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
  return true;
}

}  // namespace

State resample(const State& state, int seat, Rng& rng) {
  if (state.is_terminal()) return state;
  const Phase phase = state.phase();
  const bool dealer_view = seat == state.dealer();
  HiddenCards hidden;
  Places base;
  if (!hidden_and_places(state, seat, hidden, base)) return state;
  const MayHold may_hold{state, seat, phase, state.play_rules().order};
  for (int attempt = 0; attempt < 200; ++attempt) {
    Places places = base;
    std::array<std::uint8_t, kDeckSize> rest{};
    int rest_count = 0;
    if (!deal_hidden(hidden, may_hold, rng, places, rest, rest_count)) continue;
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
