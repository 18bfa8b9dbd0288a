#include "paiju/games/guandan/players/pick.h"

namespace paiju::guandan::players {

const Move* going_out(const MoveList& legal, const CardSet& hand) {
  for (const Move& move : legal) {
    if (!move.is_pass() && move.cards == hand) return &move;
  }
  return nullptr;
}

const Move* find_part(const MoveList& legal, const Part& part, const CardSet& hand, Level level, const Weights& weights) {
  for (const Move& move : legal) {
    if (plays_part(move, part, level)) return &move;
  }
  Pick best = cheapest(legal, hand, level, weights,
                       [&](const Move& move) { return move.kind == part.kind && move.key == part.key; });
  return best.move;
}

int cost_after(const CardSet& hand, const Move& move, Level level, const Weights& weights) {
  const CardSet left = hand - move.cards;
  return left.empty() ? kOut : partition_cost(left, level, weights);
}

int cost_after(const CardSet& hand, const Partition& plan, const Move& move, Level level, const Weights& weights,
               int* budget) {
  if (move.cards == hand) return kOut;
  const std::uint64_t natural = natural_counts(move, level);
  const int wilds = move.cards.count(level.heart_kind());
  for (int i = 0; i < plan.count; ++i) {
    const Part& part = plan.parts[static_cast<std::size_t>(i)];
    if (part.kind == move.kind && part.key == move.key && part.wilds == wilds && part.natural == natural) {
      return plan.cost - part.cost;
    }
  }
  if (*budget <= 0) return INT_MAX;
  --*budget;
  return partition_cost(hand - move.cards, level, weights);
}

const Move* pass_in(const MoveList& legal) {
  for (const Move& move : legal) {
    if (move.is_pass()) return &move;
  }
  return &legal.front();
}

const Part* costliest_part(const Partition& plan) {
  const Part* chosen = nullptr;
  for (int i = 0; i < plan.count; ++i) {
    const Part& part = plan.parts[static_cast<std::size_t>(i)];
    if (!chosen || part.cost > chosen->cost) chosen = &part;
  }
  return chosen;
}

Move play_part_or_cheapest(const MoveList& legal, const Part* part, const CardSet& hand, Level level,
                           const Weights& weights) {
  if (part) {
    if (const Move* move = find_part(legal, *part, hand, level, weights)) return *move;
  }
  const Pick any = cheapest(legal, hand, level, weights, [](const Move&) { return true; });
  return any.move ? *any.move : legal.front();
}

}  // namespace paiju::guandan::players
