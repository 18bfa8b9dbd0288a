#include "paiju/games/guandan/heuristic_bot.h"

#include <algorithm>
#include <iterator>

#include "paiju/games/guandan/compare.h"
#include "paiju/games/guandan/hand_plan.h"

namespace paiju::guandan {
namespace {

constexpr int kCloseToOut = 6;  // an opponent with this many cards or fewer is dangerous

// The plan's preference for leading: lower is played sooner.
int lead_order(const PlannedPlay& play, Level level) {
  const int cards = play.counts.total();
  switch (play.kind) {
    case MoveType::Straight:
    case MoveType::ThreePair:
    case MoveType::TwoTrips: return 2 * play.key - 6;  // runs early, lower first
    case MoveType::ThreeWithTwo: return 2 * level.power(play.key) - 4;
    case MoveType::Single:
    case MoveType::Pair:
    case MoveType::Trips: return 2 * level.power(play.key) + (play.uses_wild ? 40 : 0) - (cards - 1);
    default: return 1000;  // bombs last
  }
}

int move_power(const Move& move, Level level) {
  return is_sequence_type(move.kind) ? move.key : level.power(move.key);
}

const Move* find_match(const PlannedPlay& play, const MoveList& legal, int wild) {
  for (const Move& move : legal) {
    if (play.matches(move, wild)) return &move;
  }
  return nullptr;
}

// The legal move that plays the whole hand, if any.
const Move* finishing_move(const MoveList& legal, const CardSet& hand) {
  for (const Move& move : legal) {
    if (!move.is_pass() && move.cards == hand) return &move;
  }
  return nullptr;
}

// Cards held by the opponent closest to going out (0 when both are out).
int fewest_opponent_cards(const State& state, int seat) {
  int fewest = 0;
  for (int s = 0; s < kNumSeats; ++s) {
    if (team_of(s) != team_of(seat) && state.cards_left(s) > 0) {
      fewest = fewest == 0 ? state.cards_left(s) : std::min(fewest, state.cards_left(s));
    }
  }
  return fewest;
}

const Move* smallest_bomb(const MoveList& legal, Level level) {
  const Move* best = nullptr;
  for (const Move& move : legal) {
    if (is_bomb_type(move.kind) && (!best || bomb_strength(move, level) < bomb_strength(*best, level))) best = &move;
  }
  return best;
}

// A single or pair that no cards the mover cannot see could beat without a bomb (a wild pairs
// with any card but a joker).
bool is_top(const PlannedPlay& play, const State& state, const Level& level) {
  if (play.kind != MoveType::Single && play.kind != MoveType::Pair) return false;
  const CardSet unseen = state.deck() - state.played() - state.hand(state.current_player());
  const RankCounts counts = unseen.rank_counts();
  const int wilds = unseen.count(level.heart_kind());
  const int need = play.kind == MoveType::Single ? 1 : 2;
  for (int slot = 0; slot <= kBigJokerSlot; ++slot) {
    if (level.power(slot) <= level.power(play.key)) continue;
    const int available = counts[slot] + (slot < kSmallJokerSlot && need == 2 ? wilds : 0);
    if (available >= need) return false;
  }
  return true;
}

Move lead(const State& state, const MoveList& legal, const HandPlan& plan, const Style& style) {
  const int seat = state.current_player();
  const Level level = state.deal_level();
  const int wild = level.heart_kind();
  const int partner_left = state.cards_left(partner_of(seat));
  // Feed a partner about to go out, unless we are close to finishing ourselves.
  if (style.partner == PartnerStyle::Aware && partner_left > 0 && partner_left <= style.feed_at && non_bomb_plays(plan) > 2) {
    const MoveType want = partner_left == 2 ? MoveType::Pair : MoveType::Single;
    const Move* best = nullptr;
    for (const Move& move : legal) {
      if (move.kind == want && move.cards.count(wild) == 0 &&
          (!best || level.power(move.key) < level.power(best->key))) {
        best = &move;
      }
    }
    if (best) return *best;
  }
  // An opponent close to going out: lead what it cannot answer with its last cards.
  const int fewest = fewest_opponent_cards(state, seat);
  const bool past = fewest > 0 && fewest <= style.lead_past;
  // Two plays left with one of them unbeatable-ish (a bomb): play the other one first.
  const PlannedPlay* choice = nullptr;
  int best_order = 1 << 20;
  for (int i = 0; i < plan.size; ++i) {
    const PlannedPlay& play = plan.plays[static_cast<std::size_t>(i)];
    int order = style.lead == LeadStyle::Longest && !is_bomb_type(play.kind)
                    ? 100 * (20 - play.counts.total()) + lead_order(play, level)
                    : lead_order(play, level);
    if (non_bomb_plays(plan) <= 2 && !is_bomb_type(play.kind)) order -= 500;
    if (non_bomb_plays(plan) <= style.lead_top_at && is_top(play, state, level)) order -= 1000;
    if (past && !is_bomb_type(play.kind)) {
      const int cards = play.counts.total();
      if (cards <= fewest) order += 2000;
      if (cards == 1) order -= 4 * level.power(play.key);  // the highest single first
    }
    if (order < best_order && find_match(play, legal, wild)) {
      best_order = order;
      choice = &play;
    }
  }
  if (choice) return *find_match(*choice, legal, wild);
  // The plan found nothing playable (should not happen): the lowest single.
  const Move* best = &legal.front();
  for (const Move& move : legal) {
    if (move.kind == MoveType::Single && (best->kind != MoveType::Single || level.power(move.key) < level.power(best->key))) {
      best = &move;
    }
  }
  return *best;
}

// 1. A plan play of the same type as `top` that beats it: the lowest such, unless too strong to
// spend (cheap_only: power over 8; not urgent: at least style.keep_power).
const Move* plan_follow(const MoveList& legal, const Move& top, const HandPlan& plan, Level level, const Style& style,
                        bool urgent, bool cheap_only) {
  const int wild = level.heart_kind();
  const Move* best = nullptr;
  for (int i = 0; i < plan.size; ++i) {
    const PlannedPlay& play = plan.plays[static_cast<std::size_t>(i)];
    if (play.kind != top.kind || play.uses_wild) continue;
    const Move* move = find_match(play, legal, wild);
    if (move && (!best || move_power(*move, level) < move_power(*best, level))) best = move;
  }
  if (best && cheap_only && move_power(*best, level) > 8) best = nullptr;
  if (best && !urgent && move_power(*best, level) >= style.keep_power) best = nullptr;
  return best;
}

// 2. A single or a pair broken from a group (not from a planned bomb), without wilds: the lowest.
const Move* broken_follow(const MoveList& legal, const Move& top, const HandPlan& plan, Level level) {
  const int wild = level.heart_kind();
  const Move* best = nullptr;
  for (const Move& move : legal) {
    if (move.kind != top.kind || move.cards.count(wild) != 0) continue;
    const int rank = move.key;
    bool in_bomb = false;
    for (int i = 0; i < plan.size; ++i) {
      const PlannedPlay& play = plan.plays[static_cast<std::size_t>(i)];
      if (is_bomb_type(play.kind) && play.counts[rank] > 0) in_bomb = true;
    }
    if (!in_bomb && (!best || level.power(move.key) < level.power(best->key))) best = &move;
  }
  return best;
}

// 2b. Any play of top's type that beats it, when the rest of the hand needs few more plays (at
// most style.rebreak_cost more, one more when urgent): the cheapest, then the lowest.
const Move* rebreak_follow(const CardSet& hand, const MoveList& legal, const Move& top, const HandPlan& plan,
                           Level level, const Style& style, bool urgent) {
  const int wild = level.heart_kind();
  const Move* best = nullptr;
  const int plays = non_bomb_plays(plan);
  int best_cost = style.rebreak_cost + (urgent ? 1 : 0) + 1;  // one play more when urgent
  RankCounts previous;  // suit variants (adjacent in the list) cost the same: plan one of them
  for (const Move& move : legal) {
    if (move.kind != top.kind || move.cards.count(wild) != 0) continue;
    const RankCounts ranks = move.cards.rank_counts();
    if (ranks == previous) continue;
    previous = ranks;
    const int cost = non_bomb_plays(plan_hand(hand - move.cards, level, style.plan)) + 1 - plays;
    if (cost < best_cost || (cost == best_cost && best && move_power(move, level) < move_power(*best, level))) {
      best_cost = cost;
      best = &move;
    }
  }
  return best;
}

Move follow(const State& state, const MoveList& legal, const HandPlan& plan, const Style& style) {
  const int seat = state.current_player();
  const Level level = state.deal_level();
  const Move& top = state.top();
  const int top_seat = state.top_seat();
  if (const Move* out = finishing_move(legal, state.hand(seat))) return *out;
  if (style.partner == PartnerStyle::Aware && team_of(top_seat) == team_of(seat)) return Move::pass();  // never overtake the partner

  const int opponent_left = state.cards_left(top_seat);
  const int danger = fewest_opponent_cards(state, seat);
  const int partner_left = state.cards_left(partner_of(seat));
  const bool guard = style.guard_partner && partner_left > 0 && partner_left <= 4;
  // The partner has passed on this play (or is out): nobody of ours acts after this seat.
  const bool last_chance = partner_left == 0 || top_seat == (seat + 1) % kNumSeats;
  const bool urgent = opponent_left <= kCloseToOut || (danger > 0 && danger <= 3) || guard;
  const bool cheap_only = style.follow == FollowStyle::Reluctant && !urgent;

  if (!is_bomb_type(top.kind)) {
    if (const Move* move = plan_follow(legal, top, plan, level, style, urgent, cheap_only)) return *move;
    const bool worth_breaking = urgent || move_power(top, level) >= style.break_from;
    if (worth_breaking && (top.kind == MoveType::Single || top.kind == MoveType::Pair)) {
      if (const Move* move = broken_follow(legal, top, plan, level)) return *move;
    }
    if (style.rebreak_cost >= 0) {
      if (const Move* move = rebreak_follow(state.hand(seat), legal, top, plan, level, style, urgent)) return *move;
    }
  }
  // 3. Bomb when it matters.
  const bool big_play = !is_bomb_type(top.kind) && top.cards.size() >= 5 && move_power(top, level) >= 8;
  const bool quick_finish = non_bomb_plays(plan) <= 1;
  const bool bomb_urgent = opponent_left <= style.bomb_close || (danger > 0 && danger <= 3) || guard;
  bool bomb_now = bomb_urgent || big_play || quick_finish ||
                  (last_chance && opponent_left <= style.bomb_last_close);
  if (style.bombs == BombStyle::Early) bomb_now = true;
  if (style.bombs == BombStyle::Hoarded) bomb_now = quick_finish || (danger > 0 && danger <= 2);
  if (bomb_now) {
    if (const Move* bomb = smallest_bomb(legal, level)) return *bomb;
  }
  return Move::pass();
}

Move give_back(const State& state, const MoveList& legal) {
  const Level level = state.deal_level();
  const HandPlan plan = plan_hand(state.hand(state.current_player()), level);
  const Move* best = nullptr;
  int best_score = 1 << 20;
  for (const Move& move : legal) {
    bool alone = false;
    for (int i = 0; i < plan.size; ++i) {
      const PlannedPlay& play = plan.plays[static_cast<std::size_t>(i)];
      if (play.kind == MoveType::Single && !play.uses_wild && play.key == move.key) alone = true;
    }
    const int score = level.power(move.key) - (alone ? 20 : 0);
    if (score < best_score) {
      best_score = score;
      best = &move;
    }
  }
  return *best;
}

}  // namespace

std::span<const NamedStyle> named_styles() {
  static constexpr NamedStyle kStyles[] = {
      {"heuristic",
       {.break_from = 9, .lead_past = 1, .bomb_close = 10, .rebreak_cost = 0, .bomb_last_close = 16,
        .plan = {.wild_bombs = true, .wild_runs = true}, .lead_top_at = 2},
       "plans its hand (wilds in bombs and runs), leads low and wide, bombs when needed, helps its partner"},
      {"heuristic_v1", {}, "the heuristic as it was before the strength work (a fixed reference)"},
      {"bomb_early", {.bombs = BombStyle::Early}, "bombs any opponent play it cannot beat otherwise"},
      {"hoard_bombs", {.bombs = BombStyle::Hoarded}, "keeps its bombs to go out or to stop an opponent on two cards"},
      {"shed_longest", {.lead = LeadStyle::Longest}, "leads its longest play first"},
      {"pass_happy", {.follow = FollowStyle::Reluctant}, "follows only cheaply unless an opponent is close to going out"},
      {"partner_blind", {.partner = PartnerStyle::Blind}, "plays its partner's tricks like an opponent's, feeds nobody"},
  };
  static_assert(std::size(kStyles) == kNumStyles);
  return kStyles;
}

Move styled_move(const State& state, const MoveList& legal, const Style& style) {
  PAIJU_DCHECK(!legal.empty());
  if (legal.size() == 1) return legal.front();
  switch (state.phase()) {
    case Phase::Tribute: return legal.front();
    case Phase::Return: return give_back(state, legal);
    case Phase::MatchOver: return legal.front();
    case Phase::Play: break;
  }
  const HandPlan plan = plan_hand(state.hand(state.current_player()), state.deal_level(), style.plan);
  if (state.top_seat() == kNoSeat) return lead(state, legal, plan, style);
  return follow(state, legal, plan, style);
}

Move heuristic_move(const State& state, const MoveList& legal) {
  static const Style kHeuristic = named_styles().front().style;
  return styled_move(state, legal, kHeuristic);
}

}  // namespace paiju::guandan

namespace paiju::guandan {

void candidate_moves(const State& state, const MoveList& legal, MoveList& out) {
  out.clear();
  if (legal.empty()) return;
  const Level level = state.deal_level();
  const int wild = level.heart_kind();
  auto same_class = [&](const Move& a, const Move& b) {
    return a.kind == b.kind && a.key == b.key && a.cards.count(wild) == b.cards.count(wild) &&
           (a.cards - CardSet::single(wild, a.cards.count(wild))).rank_counts() ==
               (b.cards - CardSet::single(wild, b.cards.count(wild))).rank_counts();
  };
  auto add = [&](const Move& move) {
    for (const Move& m : out) {
      if (same_class(m, move)) return;
    }
    out.push_back(move);
  };
  add(heuristic_move(state, legal));
  if (state.phase() != Phase::Play) {
    for (const Move& m : legal) add(m);  // tribute and return: few choices, all of them
    return;
  }
  if (legal.front().is_pass()) add(legal.front());
  const HandPlan plan = plan_hand(state.hand(state.current_player()), level, named_styles().front().style.plan);
  for (int i = 0; i < plan.size; ++i) {
    const PlannedPlay& play = plan.plays[static_cast<std::size_t>(i)];
    for (const Move& m : legal) {
      if (play.matches(m, wild)) {
        add(m);
        break;
      }
    }
  }
  // The lowest legal move of each type, and the smallest bomb.
  std::array<const Move*, kNumMoveTypes> lowest{};
  const Move* bomb = nullptr;
  for (const Move& m : legal) {
    if (m.is_pass()) continue;
    const int t = static_cast<int>(m.kind);
    const int power = is_sequence_type(m.kind) ? m.key : level.power(m.key);
    const Move* cur = lowest[static_cast<std::size_t>(t)];
    const int cur_power = cur ? (is_sequence_type(cur->kind) ? cur->key : level.power(cur->key)) : 1 << 20;
    if (power < cur_power || (power == cur_power && m.cards.count(wild) < cur->cards.count(wild))) {
      lowest[static_cast<std::size_t>(t)] = &m;
    }
    if (is_bomb_type(m.kind) && (!bomb || bomb_strength(m, level) < bomb_strength(*bomb, level))) bomb = &m;
  }
  for (const Move* m : lowest) {
    if (m) add(*m);
  }
  if (bomb) add(*bomb);
}

}  // namespace paiju::guandan
