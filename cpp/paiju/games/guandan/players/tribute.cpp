#include "paiju/games/guandan/players/tribute.h"

#include "paiju/games/guandan/match_progress.h"
#include "paiju/games/guandan/players/pick.h"

namespace paiju::guandan::players {
namespace {

// Returned cards that are not singles of the partition, priced by a search of their own.
constexpr int kReturnSearches = 6;

// Whom the current player (a receiver) returns a card to.
int returning_to(const State& state) {
  const int me = state.current_player();
  for (int i = 0; i < state.tribute_pairs(); ++i) {
    if (state.receiver(i) == me && state.returned_card(i) < 0) return state.payer(i);
  }
  return kNoSeat;
}

}  // namespace

Move choose_tribute(const State& state, const MoveList& legal, const Weights& weights) {
  const CardSet& hand = state.hand(state.current_player());
  const Pick best = cheapest(legal, hand, state.deal_level(), weights, [](const Move&) { return true; }, 64);
  return best.move ? *best.move : legal.front();
}

Move choose_return(const State& state, const MoveList& legal, const Weights& weights, int gift) {
  const int me = state.current_player();
  const CardSet& hand = state.hand(me);
  const Level level = state.deal_level();
  const bool to_partner = gift != kNoGift && returning_to(state) == partner_of(me);
  Partition plan;
  partition_hand(hand, level, weights, plan);
  // A card the partition plays as a single is priced from it; a few others are searched.
  int budget = kReturnSearches;
  auto loss = [&](const Move& move) {
    const Move single{move.cards, MoveType::Single, move.key};
    return cost_after(hand, plan, single, level, weights, &budget);
  };
  const Move* best = &legal.front();
  int best_cost = INT_MAX;
  // Cheapest loss first; lowest power among equals.
  for (const Move& move : legal) {
    const int cost = loss(move);
    if (cost < best_cost || (cost == best_cost && level.power(move.key) < level.power(best->key))) {
      best = &move;
      best_cost = cost;
    }
  }
  if (!to_partner || best_cost == INT_MAX) return *best;
  const Move* gift_move = best;
  budget = kReturnSearches;
  for (const Move& move : legal) {
    if (level.power(move.key) <= level.power(gift_move->key)) continue;
    const int cost = loss(move);
    if (cost != INT_MAX && cost <= best_cost + gift) gift_move = &move;
  }
  return *gift_move;
}

}  // namespace paiju::guandan::players
