// tempo: the bomb-rich tempo player (players.h).
#include "paiju/games/guandan/players/pick.h"
#include "paiju/games/guandan/players/players.h"
#include "paiju/games/guandan/players/table.h"
#include "paiju/games/guandan/players/tribute.h"

namespace paiju::guandan {
namespace {

using namespace players;

// Moves outside the partition priced by a search of their own, per decision and kind.
constexpr int kSearched = 6;

// Bombs are prized, and a wild kept idle costs: the wilds go into bombs and runs.
constexpr Weights kWeights{.play = 20, .control = 2, .bomb = 24, .bomb_card = 5, .joker_bomb = 50, .wild_keep = -3};
// An opponent holding this many cards or fewer is close to going out.
constexpr int kDangerCards = 5;
// Plays of this many cards or more are the long combinations it hurries to shed.
constexpr int kLong = 5;

Move lead(const State& state, const MoveList& legal, const Table& t) {
  const CardSet& hand = state.hand(t.me);
  Partition plan;
  partition_hand(hand, t.level, kWeights, plan);
  const Part* chosen = nullptr;
  auto score = [&](const Part& part) {
    // Against an opponent about to go out, only plays longer than its hand count as long.
    if (t.fewest <= 2 && part.size <= t.fewest) return -100 + (20 - part.cost);  // then the strongest
    return 10 * part.size + part.cost;  // longest first; of one length, the weakest
  };
  for (int i = 0; i < plan.count; ++i) {
    const Part& part = plan.parts[static_cast<std::size_t>(i)];
    if (is_bomb_type(part.kind)) continue;
    if (!chosen || score(part) > score(*chosen)) chosen = &part;
  }
  if (!chosen) chosen = costliest_part(plan);  // only bombs: the smallest first
  return play_part_or_cheapest(legal, chosen, hand, t.level, kWeights);
}

Move follow(const State& state, const MoveList& legal, const Table& t) {
  const Move* pass = pass_in(legal);
  if (t.partner_on_top) return *pass;
  const CardSet& hand = state.hand(t.me);
  const int top_cards = t.cards(state, t.top_seat) != kNobody ? state.cards_left(t.top_seat)
                                                              : t.cards(state, partner_of(t.top_seat));
  const bool danger = top_cards <= kDangerCards || t.fewest <= 3;
  Partition plan;
  partition_hand(hand, t.level, kWeights, plan);
  const int base = plan.cost;
  const Pick plain = cheapest(
      legal, hand, t.level, kWeights, [](const Move& m) { return !is_bomb_type(m.kind); }, kSearched, &plan);
  if (plain.move && (danger || plain.cost - base <= -4)) return *plain.move;
  const Pick bomb = cheapest(
      legal, hand, t.level, kWeights, [](const Move& m) { return is_bomb_type(m.kind); }, kSearched, &plan);
  if (!bomb.move) return *pass;
  if (danger) return *bomb.move;
  // Bomb early: to take the lead while long combinations or several plays remain to shed.
  Partition after;
  partition_hand(hand - bomb.move->cards, t.level, kWeights, after);
  int long_plays = 0;
  for (int i = 0; i < after.count; ++i) {
    const Part& part = after.parts[static_cast<std::size_t>(i)];
    if (!is_bomb_type(part.kind) && part.size >= kLong) ++long_plays;
  }
  if (long_plays > 0 || after.plays <= 3) return *bomb.move;
  return *pass;
}

}  // namespace

Move tempo_player(const State& state, const MoveList& legal, Rng&) {
  if (legal.size() == 1) return legal.front();
  if (state.phase() == Phase::Tribute) return choose_tribute(state, legal, kWeights);
  if (state.phase() == Phase::Return) return choose_return(state, legal, kWeights, kNoGift);
  const Table t = read_table(state);
  if (const Move* out = going_out(legal, state.hand(t.me))) return *out;
  return t.leading ? lead(state, legal, t) : follow(state, legal, t);
}

}  // namespace paiju::guandan
