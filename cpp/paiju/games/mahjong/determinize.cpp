#include "paiju/games/mahjong/determinize.h"

#include <array>

#include "paiju/games/mahjong/observation.h"
#include "paiju/games/mahjong/wait_prior.h"

namespace paiju::mahjong {
namespace {

using tiles::kNumSuitedKinds;
using tiles::kNumTileKinds;

constexpr int kWorldAttempts = 20;
constexpr int kBuiltHands = 2000;

// Tiles the seat cannot see, per kind.
TileCounts unseen_tiles(const State& s, int seat) {
  const TileCounts seen = tiles_seen(s, seat);
  TileCounts unseen;
  for (int k = 0; k < kNumTileKinds; ++k) unseen.add(k, tiles::max_copies(k) - seen.count(k));
  return unseen;
}

// The suited tiles of `left` in the suits of `suits` (bit per suit), one entry per copy.
int list_tiles(const TileCounts& left, unsigned suits, std::array<std::uint8_t, kWallSize>& out) {
  int n = 0;
  for (int k = 0; k < kNumSuitedKinds; ++k) {
    if (!(suits >> tiles::tile_suit(k) & 1)) continue;
    for (int c = 0; c < left.count(k); ++c) out[n++] = static_cast<std::uint8_t>(k);
  }
  return n;
}

// `size` tiles drawn from the list's first n entries (a partial shuffle in place).
TileCounts draw_from(std::array<std::uint8_t, kWallSize>& list, int n, int size, Rng& rng) {
  TileCounts hand;
  for (int i = 0; i < size; ++i) {
    const int j = i + static_cast<int>(rng.uniform(static_cast<std::uint32_t>(n - i)));
    std::swap(list[i], list[j]);
    hand.add(list[i]);
  }
  return hand;
}

void take(TileCounts& left, const TileCounts& hand) {
  for (int k = 0; k < kNumSuitedKinds; ++k) left.remove(k, hand.count(k));
}

class WorldBuilder {
 public:
  WorldBuilder(const State& s, int seat, Rng& rng) : s_(s), seat_(seat), rng_(rng), unseen_(unseen_tiles(s, seat)) {}

  // infer: a ready seat does not wait on a kind it let go by (State::passed); keep_ready: the
  // ready seats keep their true tiles (the last fallback).
  bool build(State::Hidden& h, bool infer, bool keep_ready) {
    infer_ = infer;
    h = s_.hidden();
    TileCounts left = unseen_;
    if (keep_ready) take_ready_tiles(left);
    const int current = s_.current_player();
    const bool claim = s_.phase() == Phase::Claim && current != seat_;
    const bool win_claim = claim && s_.wait(current) >= 0;
    TileCounts reserved;  // the pong claimant's copies of the tile under claim
    if (claim && !win_claim) {
      if (left.count(s_.claim_tile()) < 2) return false;
      reserved.add(s_.claim_tile(), 2);
      left.remove(s_.claim_tile(), 2);
    }
    if (!place_concealed_kongs(h, left, keep_ready)) return false;
    if (!keep_ready && !ready_hands(h, left, win_claim)) return false;
    if (!other_hands(h, left, claim, reserved)) return false;
    return fill_wall(h, left);
  }

 private:
  // Takes the ready seats' true tiles (hands and concealed kongs) out of `left`.
  void take_ready_tiles(TileCounts& left) const {
    for (int t = 0; t < kNumSeats; ++t) {
      if (t == seat_ || s_.wait(t) < 0) continue;
      take(left, s_.hand(t));
      const SeatMelds& m = s_.melds(t);
      for (int i = 0; i < m.count; ++i) {
        if (m.melds[i].kind == MeldKind::ConcealedKong) left.remove(m.melds[i].tile, 4);
      }
    }
  }

  // Concealed kongs' kinds: among kinds whose four copies are all unseen.
  bool place_concealed_kongs(State::Hidden& h, TileCounts& left, bool keep_ready) {
    for (int t = 0; t < kNumSeats; ++t) {
      if (t == seat_ || (keep_ready && s_.wait(t) >= 0)) continue;
      SeatMelds& m = h.melds[t];
      for (int i = 0; i < m.count; ++i) {
        if (m.melds[i].kind != MeldKind::ConcealedKong) continue;
        m.tiles.remove(m.melds[i].tile, 4);
        int candidates[kNumSuitedKinds], n = 0;
        for (int k = 0; k < kNumSuitedKinds; ++k) {
          if (left.count(k) == 4) candidates[n++] = k;
        }
        if (n == 0) return false;
        const int kind = candidates[rng_.uniform(static_cast<std::uint32_t>(n))];
        m.melds[i].tile = kind;
        m.tiles.add(kind, 4);
        left.remove(kind, 4);
      }
    }
    return true;
  }

  // Ready seats' hands, the one asked to win on the tile under claim first.
  bool ready_hands(State::Hidden& h, TileCounts& left, bool win_claim) {
    const int current = s_.current_player();
    std::array<int, kNumSeats> order{};
    int ready = 0;
    if (win_claim) order[ready++] = current;
    for (int t = 0; t < kNumSeats; ++t) {
      if (t != seat_ && s_.wait(t) >= 0 && !(win_claim && t == current)) order[ready++] = t;
    }
    for (int i = 0; i < ready; ++i) {
      const int t = order[i];
      const int required = win_claim && t == current ? s_.claim_tile() : s_.wait_revealed(t) ? s_.wait(t) : -1;
      if (!ready_hand(t, required, h, left)) return false;
    }
    return true;
  }

  // The other hands at random (the pong claimant's reserved copies added).
  bool other_hands(State::Hidden& h, TileCounts& left, bool claim, const TileCounts& reserved) {
    const int current = s_.current_player();
    for (int t = 0; t < kNumSeats; ++t) {
      if (t == seat_ || s_.wait(t) >= 0) continue;
      const bool claimant = t == current && claim;  // holds the reserved copies besides
      const int size = s_.cards_left(t) - (claimant ? reserved.count(s_.claim_tile()) : 0);
      const int n = list_tiles(left, 7u, list_);
      if (n < size) return false;
      TileCounts hand = draw_from(list_, n, size, rng_);
      take(left, hand);
      if (claimant) hand += reserved;
      h.hands[t] = hand;
      if (t == current && s_.phase() == Phase::Turn && s_.drawn_tile() >= 0) pick_drawn(h, hand, size);
    }
    return true;
  }

  // The tile the seat to play just drew: any of its `size` tiles, as far as the seat can tell.
  void pick_drawn(State::Hidden& h, const TileCounts& hand, int size) {
    const int pick = static_cast<int>(rng_.uniform(static_cast<std::uint32_t>(size)));
    int seen = 0;
    for (int k = 0; k < kNumSuitedKinds; ++k) {
      seen += hand.count(k);
      if (pick < seen) {
        h.drawn = static_cast<std::int8_t>(k);
        return;
      }
    }
  }

  // The wall: every tile left, flowers included, in a fresh order.
  bool fill_wall(State::Hidden& h, const TileCounts& left) {
    int n = 0;
    for (int k = 0; k < kNumTileKinds; ++k) {
      for (int c = 0; c < left.count(k); ++c) list_[n++] = static_cast<std::uint8_t>(k);
    }
    if (n != s_.wall_count()) return false;
    rng_.shuffle(list_.data(), static_cast<std::uint32_t>(n));
    std::copy(list_.begin(), list_.begin() + n, h.wall.begin() + s_.wall_front());
    return true;
  }

  // A hand for ready seat t waiting on exactly one kind (`required` when given), lacking a suit
  // under 大撇; on its turn, plus a drawn tile.
  bool ready_hand(int t, int required, State::Hidden& h, TileCounts& left) {
    const SeatMelds& melds = h.melds[t];
    const bool turn = s_.phase() == Phase::Turn && s_.current_player() == t;
    const int size = s_.cards_left(t) - (turn ? 1 : 0);
    unsigned suits = 7u;
    if (s_.bets(t) & bet_bit(Bet::DaPie)) {
      int missing[3], n = 0;
      for (int suit = 0; suit < 3; ++suit) {
        if (melds.tiles.suit_size(suit) == 0) missing[n++] = suit;
      }
      if (n == 0) return false;
      suits &= ~(1u << missing[rng_.uniform(static_cast<std::uint32_t>(n))]);
    }
    // The wait: `required`, else drawn from the seat's belief (wait_prior.h) over the kinds it
    // did not let go by, in the suits it may hold; then a hand built around it.
    WaitPrior prior{};
    if (required < 0) {
      KindMask excluded = infer_ ? s_.passed(t) : 0;
      for (int k = 0; k < kNumSuitedKinds; ++k) {
        if (!(suits >> tiles::tile_suit(k) & 1)) excluded |= KindMask{1} << k;
      }
      if (excluded == (KindMask{1} << kNumSuitedKinds) - 1) return false;
      prior = wait_prior(s_, t, seat_, excluded);
    }
    for (int attempt = 0; attempt < kBuiltHands; ++attempt) {
      const int wanted = required >= 0 ? required : draw_kind(prior);
      TileCounts hand;
      if (!build_ready(left, suits, size, wanted, hand)) continue;
      const KindMask w = tiles::waits(hand, melds.count, melds.tiles);
      if (w != KindMask{1} << wanted) continue;
      take(left, hand);
      h.hands[t] = hand;
      h.waits[t] = static_cast<std::int8_t>(wanted);
      if (turn) {
        const int m = list_tiles(left, 7u, list_);
        if (m == 0) return false;
        const int drawn = list_[rng_.uniform(static_cast<std::uint32_t>(m))];
        left.remove(drawn);
        h.hands[t].add(drawn);
        h.drawn = static_cast<std::int8_t>(drawn);
      }
      return true;
    }
    return false;
  }

  // A kind drawn from the distribution p.
  int draw_kind(const WaitPrior& p) {
    double x = rng_.uniform01();
    for (int k = 0; k < kNumSuitedKinds; ++k) {
      x -= p[k];
      if (x < 0) return k;
    }
    for (int k = kNumSuitedKinds - 1; k > 0; --k) {
      if (p[k] > 0) return k;  // rounding left x just above the total
    }
    return 0;
  }

  // A hand of `size` = 3 sets + 1 tiles from `left` (suits `suits`) built around the wait: the
  // wait kind alone (a pair wait) or a two-tile partial run waiting on it beside a pair, the
  // other sets random runs and triplets. The caller checks that the wait is single.
  bool build_ready(const TileCounts& left, unsigned suits, int size, int wait, TileCounts& hand) {
    TileCounts pool;
    for (int k = 0; k < kNumSuitedKinds; ++k) {
      if (suits >> tiles::tile_suit(k) & 1) pool.add(k, left.count(k));
    }
    int kinds[kNumSuitedKinds], nk = 0;
    for (int k = 0; k < kNumSuitedKinds; ++k) {
      if (suits >> tiles::tile_suit(k) & 1) kinds[nk++] = k;
    }
    if (nk == 0) return false;
    const auto grab = [&](int k, int copies) {
      if (k < 0 || k >= kNumSuitedKinds || pool.count(k) < copies) return false;
      pool.remove(k, copies);
      hand.add(k, copies);
      return true;
    };
    hand = TileCounts{};
    int sets = (size - 1) / 3;
    const int rank = tiles::tile_rank(wait);
    if (sets == 0 || rng_.uniform(3) == 0) {
      if (!grab(wait, 1)) return false;  // 单吊: the wait's pair is completed by the wait
    } else {
      int shapes[3], ns = 0;
      if (rank >= 3) shapes[ns++] = -2;  // k-2 k-1
      if (rank >= 2 && rank <= 8) shapes[ns++] = -1;  // k-1 k+1
      if (rank <= 7) shapes[ns++] = 1;  // k+1 k+2
      const int shape = shapes[rng_.uniform(static_cast<std::uint32_t>(ns))];
      const int a = shape == -2 ? wait - 2 : shape == -1 ? wait - 1 : wait + 1;
      const int b = shape == -2 ? wait - 1 : shape == -1 ? wait + 1 : wait + 2;
      if (!grab(a, 1) || !grab(b, 1)) return false;
      if (!grab(kinds[rng_.uniform(static_cast<std::uint32_t>(nk))], 2)) return false;  // the pair
      --sets;
    }
    for (int i = 0; i < sets; ++i) {
      const int k = kinds[rng_.uniform(static_cast<std::uint32_t>(nk))];
      if (rng_.uniform(4) == 0) {
        if (!grab(k, 3)) return false;
      } else {
        if (tiles::tile_rank(k) > 7) return false;
        if (!grab(k, 1) || !grab(k + 1, 1) || !grab(k + 2, 1)) return false;
      }
    }
    return hand.size() == size;
  }

  const State& s_;
  int seat_;
  bool infer_ = true;
  Rng& rng_;
  TileCounts unseen_;
  std::array<std::uint8_t, kWallSize> list_{};
};

}  // namespace

State resample(const State& state, int seat, Rng& rng) {
  State world = state;
  if (state.is_terminal()) return world;
  WorldBuilder builder(state, seat, rng);
  State::Hidden hidden;
  for (int attempt = 0; attempt < 3 * kWorldAttempts; ++attempt) {
    if (builder.build(hidden, attempt < kWorldAttempts, attempt >= 2 * kWorldAttempts)) {
      world.set_hidden(hidden);
      return world;
    }
  }
  return world;  // the true hidden tiles (see determinize.h)
}

}  // namespace paiju::mahjong
