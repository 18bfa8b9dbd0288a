#include "paiju/games/guandan/players/unseen.h"

#include <algorithm>

#include "paiju/climbing/sequence.h"
#include "paiju/games/guandan/compare.h"
#include "paiju/games/guandan/match_progress.h"

namespace paiju::guandan::players {
namespace {

using climbing::rank_at_position;

// Is there a run of `length` ranks, `width` cards each, starting after `start`, that the
// unseen cards can make?
bool run_above(const Unseen& u, int start, int length, int width, int last_start) {
  for (int s = start + 1; s <= last_start; ++s) {
    int deficit = 0;
    for (int i = 0; i < length && deficit <= u.wilds; ++i) {
      deficit += std::max(0, width - u.slots[static_cast<std::size_t>(rank_at_position(s + i))]);
    }
    if (deficit <= u.wilds) return true;
  }
  return false;
}

// Can the unseen cards make `n` of a rank of power above `power` (no jokers for n >= 3)?
bool set_above(const Unseen& u, int n, int power) {
  for (int slot = 0; slot < kNumRankSlots; ++slot) {
    if (u.level.power(slot) <= power) continue;
    const int have = u.slots[static_cast<std::size_t>(slot)];
    if (slot >= kSmallJokerSlot) {
      if (n <= 2 && have >= n) return true;
    } else if (have + u.wilds >= n) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool Unseen::may_top(MoveType type, int key, int size) const {
  if (opponent_cards < size) return false;
  const int power = level.power(key);
  switch (type) {
    case MoveType::Single: return set_above(*this, 1, power);
    case MoveType::Pair: return set_above(*this, 2, power);
    case MoveType::Trips:
    case MoveType::ThreeWithTwo: return set_above(*this, 3, power);
    case MoveType::Straight: return run_above(*this, key, 5, 1, 9);
    case MoveType::ThreePair: return run_above(*this, key, 3, 2, 11);
    case MoveType::TwoTrips: return run_above(*this, key, 2, 3, 12);
    default: return false;
  }
}

bool Unseen::may_beat(MoveType type, int key, int size) const {
  switch (type) {
    case MoveType::Bomb: return bomb > bomb_strength_of(size, level.power(key));
    case MoveType::StraightFlush: return bomb > straight_flush_strength(key);
    case MoveType::FourKings: return false;
    default: return bomb > 0 || may_top(type, key, size);
  }
}

Unseen count_unseen(const State& state, int seat) {
  Unseen u;
  u.level = state.deal_level();
  u.cards = state.deck() - state.hand(seat) - state.played();
  const int heart = u.level.heart_kind();
  u.wilds = u.cards.count(heart);
  const RankCounts counts = (u.cards - CardSet::single(heart, u.wilds)).rank_counts();
  for (int slot = 0; slot < kNumRankSlots; ++slot) u.slots[static_cast<std::size_t>(slot)] = static_cast<std::int8_t>(counts[slot]);
  for (int s = 0; s < kNumSeats; ++s) {
    if (team_of(s) != team_of(seat)) u.opponent_cards = std::max(u.opponent_cards, state.cards_left(s));
  }
  // The strongest bomb the unseen cards allow an opponent.
  const int most = u.opponent_cards;
  if (most >= 4) {
    if (counts[kSmallJokerSlot] == 2 && counts[kBigJokerSlot] == 2) u.bomb = kFourKingsStrength;
    for (int r = 0; r < kNumRanks && u.bomb < kFourKingsStrength; ++r) {
      const int n = std::min(most, counts[r] + u.wilds);
      if (n >= 4) u.bomb = std::max(u.bomb, bomb_strength_of(n, u.level.power(r)));
    }
    if (most >= 5 && u.bomb < straight_flush_strength(9)) {
      for (int suit = 0; suit < kNumSuits; ++suit) {
        for (int start = 9; start >= 0; --start) {
          if (straight_flush_strength(start) <= u.bomb) break;
          int deficit = 0;
          for (int i = 0; i < 5 && deficit <= u.wilds; ++i) {
            const int kind = kind_of(static_cast<Rank>(rank_at_position(start + i)), static_cast<Suit>(suit));
            deficit += (kind != heart && u.cards.contains(kind)) ? 0 : 1;
          }
          if (deficit <= u.wilds) {
            u.bomb = straight_flush_strength(start);
            break;
          }
        }
      }
    }
  }
  return u;
}

}  // namespace paiju::guandan::players
