// feeder: the partner feeder (players.h).
#include "paiju/games/guandan/players/pick.h"
#include "paiju/games/guandan/players/players.h"
#include "paiju/games/guandan/players/table.h"
#include "paiju/games/guandan/players/tribute.h"
#include "paiju/games/guandan/players/unseen.h"

namespace paiju::guandan {
namespace {

using namespace players;

// Moves outside the partition priced by a search of their own, per decision and kind.
constexpr int kSearched = 6;

constexpr Weights kWeights{.play = 20, .control = 2, .bomb = 12, .bomb_card = 3, .joker_bomb = 40, .wild_keep = 0};
// The partner is fed once it holds this many cards or fewer.
constexpr int kFeedCards = 5;
// An opponent holding this many cards or fewer is close to going out: fight.
constexpr int kDangerCards = 6;
// Partition cost it gives up to return a better card to its partner.
constexpr int kGift = 6;

// The lowest single or pair that breaks no bomb and is no wild: a play the partner can take.
const Move* feed_play(const MoveList& legal, const CardSet& hand, Level level, MoveType type) {
  const RankCounts counts = hand.rank_counts();
  const int heart = level.heart_kind();
  const Move* best = nullptr;
  for (const Move& move : legal) {
    if (move.kind != type || move.cards.contains(heart)) continue;
    if (move.key < kNumRanks && counts[move.key] >= 4) continue;
    if (!best || level.power(move.key) < level.power(best->key)) best = &move;
  }
  return best;
}

Move lead(const State& state, const MoveList& legal, const Table& t, const Unseen& unseen) {
  const CardSet& hand = state.hand(t.me);
  // Feed a partner close to going out, unless an opponent is closer still.
  if (t.partner_cards <= kFeedCards && !(t.fewest <= 2 && t.fewest < t.partner_cards)) {
    if (t.partner_cards % 2 == 0) {
      if (const Move* pair = feed_play(legal, hand, t.level, MoveType::Pair)) return *pair;
    }
    if (const Move* single = feed_play(legal, hand, t.level, MoveType::Single)) return *single;
  }
  Partition plan;
  partition_hand(hand, t.level, kWeights, plan);
  const Part* chosen = nullptr;
  if (t.fewest <= 3) {
    // Block: plays longer than the opponent's hand, or failing that the strongest.
    for (int i = 0; i < plan.count; ++i) {
      const Part& part = plan.parts[static_cast<std::size_t>(i)];
      if (is_bomb_type(part.kind)) continue;
      const bool longer = part.size > t.fewest;
      const bool chosen_longer = chosen && chosen->size > t.fewest;
      if (!chosen || (longer && !chosen_longer) ||
          (longer == chosen_longer && (longer ? part.cost > chosen->cost : part.cost < chosen->cost))) {
        chosen = &part;
      }
    }
  } else {
    // Weakest first, but keep one play nobody can beat for the last, so that the lead passes
    // to the partner when this hand goes out (接风).
    const Part* weakest_unsafe = nullptr;
    const Part* weakest = nullptr;
    const Part* biggest_safe = nullptr;
    for (int i = 0; i < plan.count; ++i) {
      const Part& part = plan.parts[static_cast<std::size_t>(i)];
      if (is_bomb_type(part.kind)) continue;
      const bool safe = !unseen.may_top(part.kind, part.key, part.size);
      auto weaker = [&](const Part* other) {
        return !other || part.cost > other->cost || (part.cost == other->cost && part.size < other->size);
      };
      if (weaker(weakest)) weakest = &part;
      if (!safe && weaker(weakest_unsafe)) weakest_unsafe = &part;
      if (safe && (!biggest_safe || part.size > biggest_safe->size)) biggest_safe = &part;
    }
    chosen = plan.plays <= 3 ? (weakest_unsafe ? weakest_unsafe : biggest_safe) : weakest;
  }
  if (!chosen) chosen = costliest_part(plan);  // only bombs left: the weakest first
  return play_part_or_cheapest(legal, chosen, hand, t.level, kWeights);
}

Move follow(const State& state, const MoveList& legal, const Table& t) {
  const Move* pass = pass_in(legal);
  if (t.partner_on_top) return *pass;  // never beats its partner
  const CardSet& hand = state.hand(t.me);
  const int top_cards = t.cards(state, t.top_seat) != kNobody ? state.cards_left(t.top_seat)
                                                              : t.cards(state, partner_of(t.top_seat));
  const bool danger = top_cards <= kDangerCards || t.fewest <= 4;
  const bool partner_close = t.partner_cards <= kFeedCards;
  Partition plan;
  partition_hand(hand, t.level, kWeights, plan);
  const int base = plan.cost;
  const Pick plain = cheapest(
      legal, hand, t.level, kWeights, [](const Move& m) { return !is_bomb_type(m.kind); }, kSearched, &plan);
  if (plain.move) {
    const int delta = plain.cost - base;
    if (danger || delta <= -5 || (partner_close && delta <= 4)) return *plain.move;
  }
  const Pick bomb = cheapest(
      legal, hand, t.level, kWeights, [](const Move& m) { return is_bomb_type(m.kind); }, kSearched, &plan);
  // Bomb to stop an opponent, or to take the lead and feed a partner about to go out.
  if (bomb.move && (danger || t.partner_cards <= 2)) return *bomb.move;
  return *pass;
}

}  // namespace

Move feeder_player(const State& state, const MoveList& legal, Rng&) {
  if (legal.size() == 1) return legal.front();
  if (state.phase() == Phase::Tribute) return choose_tribute(state, legal, kWeights);
  if (state.phase() == Phase::Return) return choose_return(state, legal, kWeights, kGift);
  const Table t = read_table(state);
  if (const Move* out = going_out(legal, state.hand(t.me))) return *out;
  if (!t.leading) return follow(state, legal, t);
  return lead(state, legal, t, count_unseen(state, t.me));
}

}  // namespace paiju::guandan
