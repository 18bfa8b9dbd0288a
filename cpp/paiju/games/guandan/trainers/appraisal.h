// What one legal move does to the mover's hand, in the few numbers the training players
// (trainers.h) choose by, and choosing the move with the smallest key among those kept.
#pragma once

#include <array>
#include <vector>

#include "paiju/games/guandan/movegen.h"
#include "paiju/games/guandan/trainers/seat_view.h"

namespace paiju::guandan::trainers {

struct Appraisal {
  const Move* move = nullptr;
  int breakage = 0;   // plays the rest of the hand needs beyond one fewer (hand_shape.h): 0 fits
  int plays_after = 0;
  int controls = 0;   // aces, level cards and jokers spent
  int power = 0;      // the key: single-card power, or a sequence's lowest place
  int size = 0;
  int bomb = 0;       // bomb_strength (compare.h), 0 for a non-bomb
  bool out = false;   // empties the hand

  bool pass() const { return move->is_pass(); }
  bool plain() const { return !pass() && bomb == 0; }
};

// A play's key: single-card power (level.h), or a sequence's lowest place.
inline int key_power(const Move& m, Level level) { return is_sequence_type(m.kind) ? m.key : level.power(m.key); }

std::vector<Appraisal> appraise_all(const SeatView& view, const MoveList& legal);

// The kept appraisal with the lexicographically smallest key, or null when none is kept.
template <class Keep, class Key>
const Appraisal* smallest(const std::vector<Appraisal>& all, Keep keep, Key key) {
  const Appraisal* best = nullptr;
  std::array<int, 4> best_key{};
  for (const Appraisal& a : all) {
    if (!keep(a)) continue;
    const std::array<int, 4> k = key(a);
    if (best == nullptr || k < best_key) {
      best = &a;
      best_key = k;
    }
  }
  return best;
}

// A move that empties the hand, else null.
const Appraisal* going_out(const std::vector<Appraisal>& all);
// The weakest bomb, else null.
const Appraisal* weakest_bomb(const std::vector<Appraisal>& all);
// The pass (always legal while following).
const Move& pass_of(const std::vector<Appraisal>& all);

}  // namespace paiju::guandan::trainers
