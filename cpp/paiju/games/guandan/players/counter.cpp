// counter: the card-counting controller (players.h).
#include "paiju/games/guandan/compare.h"
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

constexpr Weights kWeights{.play = 20, .control = 2, .bomb = 14, .bomb_card = 3, .joker_bomb = 40, .wild_keep = 2};
// A play that beats an opponent must lower the partition cost by at least this much: small
// plays go, top controls (a big joker single costs 6) stay for when they win the deal.
constexpr int kFollowGain = 7;
// An opponent holding this many cards or fewer is close to going out.
constexpr int kDangerCards = 6;

int strength_of(const Part& part, Level level) {
  switch (part.kind) {
    case MoveType::Bomb: return bomb_strength_of(part.size, level.power(part.key));
    case MoveType::StraightFlush: return straight_flush_strength(part.key);
    case MoveType::FourKings: return kFourKingsStrength;
    default: return 0;
  }
}

struct Reading {
  int unsafe = 0;                  // non-bomb plays an opponent could beat
  int controls = 0;                // ways back to the lead: safe plays and bombs
  const Part* safe = nullptr;      // the biggest safe non-bomb play
  const Part* weakest = nullptr;   // the unsafe play to get rid of first
  const Part* bomb = nullptr;      // the weakest bomb
};

Reading read_plan(const Partition& plan, const Unseen& unseen, Level level) {
  Reading r;
  int weakest_score = -1;
  for (int i = 0; i < plan.count; ++i) {
    const Part& part = plan.parts[static_cast<std::size_t>(i)];
    if (is_bomb_type(part.kind)) {
      ++r.controls;
      if (!r.bomb || strength_of(part, level) < strength_of(*r.bomb, level)) r.bomb = &part;
    } else if (!unseen.may_top(part.kind, part.key, part.size)) {
      ++r.controls;
      if (!r.safe || part.size > r.safe->size) r.safe = &part;
    } else {
      ++r.unsafe;
      const int score = part.cost + 2 * part.size;  // weak and long first
      if (score > weakest_score) {
        weakest_score = score;
        r.weakest = &part;
      }
    }
  }
  return r;
}

const Move* lowest_single(const MoveList& legal, Level level) {
  const Move* best = nullptr;
  for (const Move& move : legal) {
    if (move.kind == MoveType::Single && (!best || level.power(move.key) < level.power(best->key))) best = &move;
  }
  return best;
}

Move lead(const State& state, const MoveList& legal, const Table& t, const Unseen& unseen) {
  const CardSet& hand = state.hand(t.me);
  Partition plan;
  partition_hand(hand, t.level, kWeights, plan);
  const Reading r = read_plan(plan, unseen, t.level);
  auto play = [&](const Part* part) -> const Move* {
    return part ? find_part(legal, *part, hand, t.level, kWeights) : nullptr;
  };
  // The partner has one card and the opponents are not close: hand it the lead.
  if (t.partner_cards == 1 && t.fewest > 2) {
    if (const Move* single = lowest_single(legal, t.level)) return *single;
  }
  // Cash the safe plays, then go out with the last unsafe one (bombs win it back if beaten).
  if (r.unsafe <= 1 && r.safe) {
    if (const Move* move = play(r.safe)) return *move;
  }
  if (r.unsafe == 0 && r.bomb) {
    if (const Move* move = play(r.bomb)) return *move;
  }
  // An opponent close to going out: lead what its card count cannot answer, or the strongest.
  if (t.fewest <= 3) {
    const Part* longer = nullptr;
    const Part* strongest = nullptr;
    for (int i = 0; i < plan.count; ++i) {
      const Part& part = plan.parts[static_cast<std::size_t>(i)];
      if (is_bomb_type(part.kind)) continue;
      if (part.size > t.fewest) {
        if (!longer || part.cost + 2 * part.size > longer->cost + 2 * longer->size) longer = &part;
      } else if (!strongest || part.cost < strongest->cost) {
        strongest = &part;
      }
    }
    if (const Move* move = play(longer ? longer : strongest)) return *move;
  }
  return play_part_or_cheapest(legal, r.weakest ? r.weakest : r.safe ? r.safe : r.bomb, hand, t.level, kWeights);
}

Move follow(const State& state, const MoveList& legal, const Table& t, const Unseen& unseen) {
  const Move* pass = pass_in(legal);
  const CardSet& hand = state.hand(t.me);
  if (t.partner_on_top) {
    // Overtake the partner only to shut out the next opponent, about to go out, when the
    // partner's play would not hold and a play of the partition that nobody can top would.
    const Move& top = state.top();
    if (t.cards(state, t.next) > 2 || !unseen.may_top(top.kind, top.key, top.cards.size())) return *pass;
    Partition plan;
    partition_hand(hand, t.level, kWeights, plan);
    for (const Move& move : legal) {
      if (move.is_pass() || is_bomb_type(move.kind) || unseen.may_top(move.kind, move.key, move.cards.size())) continue;
      for (int i = 0; i < plan.count; ++i) {
        if (plays_part(move, plan.parts[static_cast<std::size_t>(i)], t.level)) return move;
      }
    }
    return *pass;
  }
  // The seat that gets the lead if everyone passes: the top seat, or its partner once it is out.
  const int top_cards = t.cards(state, t.top_seat) != kNobody ? state.cards_left(t.top_seat)
                                                              : t.cards(state, partner_of(t.top_seat));
  const bool danger = top_cards <= kDangerCards || t.fewest <= 3;
  Partition plan;
  partition_hand(hand, t.level, kWeights, plan);
  const int base = plan.cost;
  const Pick plain = cheapest(
      legal, hand, t.level, kWeights, [](const Move& m) { return !is_bomb_type(m.kind); }, kSearched, &plan);
  if (plain.move) {
    // A play no opponent can top wins the trick: worth it whenever it costs nothing.
    const int gain = base - plain.cost;
    if (danger || gain >= kFollowGain || (gain >= 0 && !unseen.may_top(plain.move->kind, plain.move->key,
                                                                        plain.move->cards.size()))) {
      return *plain.move;
    }
  }
  const Pick bomb = cheapest(
      legal, hand, t.level, kWeights, [](const Move& m) { return is_bomb_type(m.kind); }, kSearched, &plan);
  if (!bomb.move) return *pass;
  if (danger && (top_cards <= 4 || t.fewest <= 2)) return *bomb.move;
  // Win control only when it can be kept: the bomb stands, and every unsafe play but the last
  // has a safe play or a bomb to win the lead back after it.
  if (unseen.may_beat(*bomb.move)) return *pass;
  Partition after;
  partition_hand(hand - bomb.move->cards, t.level, kWeights, after);
  const Reading r = read_plan(after, unseen, t.level);
  if (r.unsafe - 1 <= r.controls) return *bomb.move;
  return *pass;
}

}  // namespace

Move counter_player(const State& state, const MoveList& legal, Rng&) {
  if (legal.size() == 1) return legal.front();
  if (state.phase() == Phase::Tribute) return choose_tribute(state, legal, kWeights);
  if (state.phase() == Phase::Return) return choose_return(state, legal, kWeights, kNoGift);
  const Table t = read_table(state);
  if (const Move* out = going_out(legal, state.hand(t.me))) return *out;
  const Unseen unseen = count_unseen(state, t.me);
  return t.leading ? lead(state, legal, t, unseen) : follow(state, legal, t, unseen);
}

}  // namespace paiju::guandan
