#include "paiju/games/liangfutou/heuristic_bot.h"

#include <algorithm>

#include "paiju/core/rank_counts.h"

namespace paiju::liangfutou {
namespace {

int jokers_in(const CardSet& cards) { return cards.count(kSmallJoker) + cards.count(kBigJoker); }

// Jokers count 2, each natural bomb 2, each 2 and each ace 1/2: 10 or more plays solo.
int strength(const CardSet& hand) {
  const RankCounts counts = hand.rank_counts();
  int score = 2 * jokers_in(hand);
  for (int r = 0; r < kNumRanks; ++r) {
    if (counts[r] >= 4) score += 2;
  }
  score += counts[0] + counts[12] / 2;  // the 2s and the aces
  return score;
}
constexpr int kSoloStrength = 14;

int lead_score(const Move& m) {
  const int p = power(m.key);
  if (m.kind == Kind::Straight || m.kind == Kind::PairRun) return 2 * p - 4 * (m.length() - 1);
  return 2 * p - (m.length() - 1);
}

}  // namespace

bool known_teammate(const State& s, int seat, int other) {
  if (seat == other) return true;
  if (s.solo_seat() != kNoSeat) return seat != s.solo_seat() && other != s.solo_seat();
  const int caller = s.caller(), partner = s.partner();
  const bool knows_partner = s.revealed() || seat == partner;
  if (!knows_partner) return false;
  const bool seat_side = seat == caller || seat == partner;
  const bool other_side = other == caller || other == partner;
  return seat_side == other_side;
}

Move heuristic_move(const State& s, const MoveList& legal) {
  if (legal.size() == 1) return legal.front();
  const int seat = s.current_player();
  const CardSet& hand = s.hand(seat);
  const Move solo{CardSet(), Kind::Solo, 0};
  if (s.phase() == Phase::Call) {
    if (strength(hand) >= kSoloStrength) return solo;
    const Move* best = nullptr;
    for (const Move& m : legal) {
      if (m.kind == Kind::Call && m.key < kSmallJokerSlot && (!best || power(m.key) > power(best->key))) best = &m;
    }
    return best ? *best : legal.front();
  }
  if (s.phase() == Phase::Solo) return strength(hand) >= kSoloStrength ? solo : Move::pass();

  for (const Move& m : legal) {
    if (!m.is_pass() && m.cards == hand) return m;  // go out
  }
  const Move* best = nullptr;
  if (s.top_seat() == kNoSeat) {  // lead
    for (const Move& m : legal) {
      if (is_bomb(m.kind) || jokers_in(m.cards) > 0) continue;
      if (!best || lead_score(m) < lead_score(*best)) best = &m;
    }
    if (!best) {
      for (const Move& m : legal) {
        if (!best || m.length() < best->length() || (m.length() == best->length() && power(m.key) < power(best->key))) best = &m;
      }
    }
    return *best;
  }
  if (known_teammate(s, seat, s.top_seat())) return Move::pass();
  const Move& top = s.top();
  for (const Move& m : legal) {
    if (m.is_pass() || is_bomb(m.kind) || jokers_in(m.cards) > 0 || m.kind != top.kind) continue;
    if (!best || power(m.key) < power(best->key)) best = &m;
  }
  if (best) return *best;
  bool danger = s.cards_left(s.top_seat()) <= 5 || top.length() >= 6;
  if (danger) {
    for (const Move& m : legal) {
      if (!is_bomb(m.kind)) continue;
      if (!best || m.length() < best->length() || (m.length() == best->length() && power(m.key) < power(best->key))) best = &m;
    }
    if (best) return *best;
  }
  return Move::pass();
}

void candidate_moves(const State& s, const MoveList& legal, MoveList& out) {
  out.clear();
  if (legal.empty()) return;
  auto add = [&](const Move& m) {
    if (std::find(out.begin(), out.end(), m) == out.end()) out.push_back(m);
  };
  add(heuristic_move(s, legal));
  if (s.phase() != Phase::Play) {
    for (const Move& m : legal) add(m);
    return;
  }
  if (legal.front().is_pass()) add(legal.front());
  // The lowest joker-free move of each (kind, length), and the smallest bomb.
  for (const Move& m : legal) {
    if (m.is_pass() || jokers_in(m.cards) > 0) continue;
    bool lower_exists = false;
    for (const Move& o : legal) {
      if (o.kind == m.kind && o.length() == m.length() && jokers_in(o.cards) == 0 && power(o.key) < power(m.key)) {
        lower_exists = true;
        break;
      }
    }
    if (!lower_exists && out.size() < 24) add(m);
  }
  const Move* bomb = nullptr;
  for (const Move& m : legal) {
    if (is_bomb(m.kind) && (!bomb || m.length() < bomb->length() ||
                            (m.length() == bomb->length() && power(m.key) < power(bomb->key)))) {
      bomb = &m;
    }
  }
  if (bomb) add(*bomb);
}

}  // namespace paiju::liangfutou
