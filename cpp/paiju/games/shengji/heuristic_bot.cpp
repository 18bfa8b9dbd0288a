#include "paiju/games/shengji/heuristic_bot.h"

#include <algorithm>
#include <array>
#include <climits>
#include <optional>
#include <utility>

namespace paiju::shengji {
namespace {

using tricktaking::kPositions;
using tricktaking::kTrump;
using tricktaking::TrumpOrder;

int points_of_kind(int kind) {
  if (is_joker(kind)) return 0;
  const Rank r = rank_of(kind);
  return r == Rank::Five ? 5 : (r == Rank::Ten || r == Rank::King) ? 10 : 0;
}

int points_of_cards(const CardSet& cards) {
  int total = 0;
  cards.for_each_kind([&](int kind, int copies) { total += copies * points_of_kind(kind); });
  return total;
}

// How much a card is worth keeping: trumps most, then high plain cards.
int card_value(int kind, const TrumpOrder& order) {
  return order.suit(kind) == kTrump ? 20 + 2 * order.position(kind) : order.position(kind);
}

int play_cost(const CardSet& play, const CardSet& hand, const TrumpOrder& order) {
  int cost = 0;
  play.for_each_kind([&](int kind, int copies) {
    cost += copies * card_value(kind, order) + 2 * points_of_kind(kind) * copies;
    if (copies == 1 && hand.count(kind) == 2) cost += 6;  // breaks a pair
  });
  return cost;
}

// The cards `me` has not seen: not in its hand, not played, not buried by itself.
CardSet unseen_by(const State& s, int me) {
  CardSet unseen = CardSet::full_deck() - s.hand(me);
  for (int t = 0; t < kNumSeats; ++t) unseen -= s.played_by(t);
  if (me == s.dealer()) unseen -= s.kitty();
  return unseen;
}

int partner_of(int seat) { return (seat + 2) % kNumSeats; }

// Per position of one effective suit: copies of each kind held (one kind per position except
// the off-suit level cards).
struct SuitView {
  std::array<int, kPositions> singles{}, pairs{};
};

std::array<SuitView, 5> suit_views(const CardSet& cards, const TrumpOrder& order) {
  std::array<SuitView, 5> v{};
  cards.for_each_kind([&](int kind, int copies) {
    SuitView& view = v[static_cast<std::size_t>(order.suit(kind))];
    ++view.singles[order.position(kind)];
    if (copies == 2) ++view.pairs[order.position(kind)];
  });
  return v;
}

bool unseen_run_above(const SuitView& unseen, int length, int top) {
  for (int t = top + 1; t < kPositions; ++t) {
    bool run = t - length + 1 >= 0;
    for (int p = t - length + 1; run && p <= t; ++p) run = unseen.pairs[p] > 0;
    if (run) return true;
  }
  return false;
}

// The cards of `hand` in `suit` at positions [top - length + 1, top], two copies each (length
// >= 1), or one card at `top` (length 0).
CardSet unit_cards(const CardSet& hand, int suit, int length, int top, const TrumpOrder& order) {
  CardSet out;
  for (int p = (length == 0 ? top : top - length + 1); p <= top; ++p) {
    bool done = false;
    hand.for_each_kind([&](int kind, int copies) {
      if (done || order.suit(kind) != suit || order.position(kind) != p) return;
      if (length == 0) {
        out.add(kind);
        done = true;
      } else if (copies == 2) {
        out += CardSet::single(kind, 2);
        done = true;
      }
    });
  }
  return out;
}

Move lead_move(const CardSet& cards, const PlayRules& pr) { return Move{cards, lead_kind(cards, pr)}; }

bool opponent_void(const State& s, int me, int suit) {
  for (int t = 0; t < kNumSeats; ++t) {
    if (team_of(t) != team_of(me) && (s.voids(t) & (1u << suit))) return true;
  }
  return false;
}

Move choose_lead(const State& s, const MoveList& legal, const Style& style) {
  const int me = s.current_player();
  const PlayRules pr = s.play_rules();
  const TrumpOrder& order = pr.order;
  const CardSet hand = s.hand(me);
  const CardSet unseen = unseen_by(s, me);
  // A unit nobody can beat in its suit: the biggest one, plain suits first.
  CardSet best;
  int best_score = INT_MIN;
  const auto mine_views = suit_views(hand, order), other_views = suit_views(unseen, order);
  std::array<int, 5> length{};
  hand.for_each_kind([&](int kind, int copies) { length[static_cast<std::size_t>(order.suit(kind))] += copies; });
  int unseen_trumps = 0;
  unseen.for_each_kind([&](int kind, int copies) { unseen_trumps += order.suit(kind) == kTrump ? copies : 0; });
  const bool trumps_strong = style.draw_trumps_when_strong && length[kTrump] >= unseen_trumps;
  for (int suit = 0; suit <= kTrump; ++suit) {
    const SuitView& mine = mine_views[static_cast<std::size_t>(suit)];
    const SuitView& other = other_views[static_cast<std::size_t>(suit)];
    if (length[static_cast<std::size_t>(suit)] == 0 || (suit != kTrump && opponent_void(s, me, suit))) continue;
    int top_unseen = -1;
    for (int p = kPositions - 1; p >= 0 && top_unseen < 0; --p) {
      if (other.singles[p] > 0) top_unseen = p;
    }
    for (int top = 0; top < kPositions; ++top) {
      if (mine.singles[top] == 0) continue;
      // the longest run of pairs ending here
      int run = 0;
      while (top - run >= 0 && mine.pairs[top - run] > 0) ++run;
      int cards = 1;
      bool safe = top > top_unseen;
      if (run >= 1 && !unseen_run_above(other, run, top)) {
        safe = true;
        cards = 2 * run;
      }
      if (!safe) continue;
      const int score = cards * 100 - (suit == kTrump && !trumps_strong ? 300 : 0) + top;
      if (score > best_score) {
        best_score = score;
        best = unit_cards(hand, suit, cards == 1 ? 0 : run, top, order);
      }
    }
  }
  if (style.lead_safe_throws) {
    const Move* throw_move = nullptr;
    for (const Move& m : legal) {
      if (m.kind == Kind::Throw && (throw_move == nullptr || m.cards.size() > throw_move->cards.size())) throw_move = &m;
    }
    if (throw_move != nullptr && throw_move->cards.size() > best.size()) return *throw_move;
  }
  if (!best.empty() && !(best_score < 0 && hand.size() > 8)) return lead_move(best, pr);
  const int partner = partner_of(me);
  // Else a low card of the shortest plain suit (points kept), trumps last.
  int best_kind = -1, best_cost = INT_MAX;
  hand.for_each_kind([&](int kind, int copies) {
    const int suit = order.suit(kind);
    int cost = order.position(kind) * 2 + 4 * points_of_kind(kind) + length[static_cast<std::size_t>(suit)] * 3 +
               (copies == 2 ? 10 : 0);
    if (suit == kTrump) cost += 200;
    if (suit != kTrump && opponent_void(s, me, suit)) cost += 40;
    else if (style.lead_to_partner_void && suit != kTrump && (s.voids(partner) & (1u << suit)) &&
             !(s.voids(partner) & (1u << kTrump))) {
      cost -= 60;
    }
    if (cost < best_cost) {
      best_cost = cost;
      best_kind = kind;
    }
  });
  return lead_move(CardSet::single(best_kind), pr);
}

struct FollowScores {
  int heuristic = INT_MIN;
  bool wins = false;
  int cost = 0;
  int points = 0;
};

// The trick as the seat to play sees it, computed once per decision.
struct TrickView {
  std::array<CardSet, 4> plays{};
  int count = 0;
  int points = 0;
  int winner_seat = 0;
  std::optional<std::pair<bool, int>> best_value;  // of the play winning so far (none: a cross-suit lead)
  tricktaking::LeadStructure lead;
  PlayRules rules;
  CardSet unseen;  // by the seat to play
};

TrickView trick_view(const State& s) {
  TrickView t;
  t.unseen = unseen_by(s, s.current_player());
  t.rules = s.play_rules();
  t.count = s.trick_count();
  for (int i = 0; i < t.count; ++i) {
    t.plays[static_cast<std::size_t>(i)] = s.trick_play(i);
    t.points += points_of_cards(t.plays[static_cast<std::size_t>(i)]);
  }
  t.lead = lead_structure_of(t.plays[0], t.rules);
  const int best = winning_play(t.plays.data(), t.count, t.lead, t.rules);
  t.winner_seat = (s.leader() + best) % kNumSeats;
  t.best_value = tricktaking::play_value(t.plays[static_cast<std::size_t>(best)], t.lead, t.rules.order);
  return t;
}

// How many plain suits of `hand` `play` takes the last cards of.
int suits_emptied(const CardSet& play, const CardSet& hand, const TrumpOrder& order) {
  std::array<int, 5> left{};
  (hand - play).for_each_kind([&](int kind, int copies) { left[static_cast<std::size_t>(order.suit(kind))] += copies; });
  std::array<bool, 5> touched{};
  play.for_each_kind([&](int kind, int) { touched[static_cast<std::size_t>(order.suit(kind))] = true; });
  int emptied = 0;
  for (int suit = 0; suit < kTrump; ++suit) emptied += touched[static_cast<std::size_t>(suit)] && left[static_cast<std::size_t>(suit)] == 0;
  return emptied;
}

// The best value a play of the trick's structure could have from the cards of `suit` among
// `cards` (as if one hand held them all), or nullopt when they make no such play.
std::optional<std::pair<bool, int>> best_value_of(const CardSet& cards, int suit, const TrickView& t) {
  CardSet in_suit;
  cards.for_each_kind([&](int kind, int copies) {
    if (t.rules.order.suit(kind) == suit) in_suit += CardSet::single(kind, copies);
  });
  if (in_suit.empty()) return std::nullopt;
  return tricktaking::play_value(in_suit, t.lead, t.rules.order);
}

// Could a seat of the other team still to play in this trick beat a play of `value`? A seat
// follows the led suit unless it is known void there (or no unseen card is left in it); a void
// seat may trump unless known void in trumps. The unseen cards stand for any one hand.
bool other_team_may_beat(const State& s, const TrickView& t, const std::pair<bool, int>& value) {
  const int me = s.current_player();
  const int led = t.lead.suit;
  for (int i = t.count + 1; i < kNumSeats; ++i) {
    const int seat = (s.leader() + i) % kNumSeats;
    if (team_of(seat) == team_of(me)) continue;
    if (led == kTrump || !value.first) {
      const auto best = best_value_of(t.unseen, led, t);
      if (best && *best > value) return true;
    }
    if (led == kTrump) continue;
    const bool may_be_void = (s.voids(seat) & (1u << led)) || !best_value_of(t.unseen, led, t);
    if (may_be_void && !(s.voids(seat) & (1u << kTrump))) {
      const auto best = best_value_of(t.unseen, kTrump, t);
      if (best && *best > value) return true;
    }
  }
  return false;
}

FollowScores score_follow(const State& s, const TrickView& t, const Move& move, const Style& style) {
  const int me = s.current_player();
  FollowScores out;
  const auto value = tricktaking::play_value(move.cards, t.lead, t.rules.order);
  out.wins = value && (!t.best_value || *value > *t.best_value);
  out.cost = play_cost(move.cards, s.hand(me), t.rules.order);
  if (style.discard_to_void && !value) out.cost -= 4 * suits_emptied(move.cards, s.hand(me), t.rules.order);
  out.points = points_of_cards(move.cards);
  const bool partner_winning = team_of(t.winner_seat) == team_of(me);
  const bool last = t.count == kNumSeats - 1;
  if (partner_winning) {
    bool safe = last || (t.winner_seat == s.leader() && t.count == 2);
    if (style.feed_when_unbeatable) safe = last || (t.best_value && !other_team_may_beat(s, t, *t.best_value));
    out.heuristic = safe ? 4 * out.points - out.cost - (out.wins ? 8 : 0) : -out.cost - out.points - (out.wins ? 4 : 0);
  } else if (out.wins && !(style.win_only_if_holds && !last && other_team_may_beat(s, t, *value))) {
    const int worth = t.points + out.points;
    out.heuristic = (last ? 20 : 10) + 3 * worth - out.cost;
  } else {
    out.heuristic = -out.cost - 3 * out.points;
  }
  return out;
}

// Large follow lists are scored on an evenly spread subset.
constexpr std::size_t kMaxScored = 2048;

Move choose_declaration(const State& s, const MoveList& legal, const Style& style) {
  const int me = s.current_player();
  const CardSet hand = s.hand(me);
  const Declaration& standing = s.declaration();
  const bool partner_stands = !standing.none() && standing.seat == partner_of(me);
  bool can_pass = false;
  int best = -1, best_trumps = 0;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    const Move& m = legal[i];
    if (m.kind == Kind::Pass) {
      can_pass = true;
      continue;
    }
    int shown = -1;
    m.cards.for_each_kind([&](int kind, int) {
      if (shown < 0) shown = kind;
    });
    const bool no_trump = is_joker(shown);
    const int suit = no_trump ? tricktaking::kNoTrumpSuit : static_cast<int>(suit_of(shown));
    const TrumpOrder order(s.level(), suit);
    int trumps = 0;
    hand.for_each_kind([&](int kind, int copies) { trumps += order.is_trump(kind) ? copies : 0; });
    if (no_trump) trumps += 2;  // no-trump keeps the plain suits' aces strong
    if (trumps > best_trumps) {
      best_trumps = trumps;
      best = static_cast<int>(i);
    }
  }
  if (best >= 0 && (!can_pass || (!partner_stands && 3 * best_trumps >= hand.size() + style.declare_margin))) return legal[static_cast<std::size_t>(best)];
  return can_pass ? Move::pass() : legal.front();
}

Move choose_bury(const State& s, const MoveList& legal) {
  const int me = s.current_player();
  const CardSet hand = s.hand(me);
  const TrumpOrder order = s.play_rules().order;
  std::array<int, 5> length{};
  hand.for_each_kind([&](int kind, int copies) { length[order.suit(kind)] += copies; });
  int best = 0, best_cost = INT_MAX;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    int kind = 0;
    legal[i].cards.for_each_kind([&](int k, int) { kind = k; });
    const int suit = order.suit(kind);
    int cost = suit == kTrump ? 1000 + order.position(kind)
                              : 2 * order.position(kind) + 6 * points_of_kind(kind) + 3 * length[suit];
    if (hand.count(kind) == 2) cost += 25;
    if (cost < best_cost) {
      best_cost = cost;
      best = static_cast<int>(i);
    }
  }
  return legal[static_cast<std::size_t>(best)];
}

}  // namespace

Move styled_move(const State& s, const MoveList& legal, const Style& style) {
  if (legal.size() == 1) return legal.front();
  switch (s.phase()) {
    case Phase::Declare: return choose_declaration(s, legal, style);
    case Phase::Bury: return choose_bury(s, legal);
    case Phase::MatchOver: return legal.front();
    case Phase::Play: break;
  }
  if (s.trick_count() == 0) return choose_lead(s, legal, style);
  TrickView t = trick_view(s);
  const std::size_t stride = legal.size() > kMaxScored ? legal.size() / kMaxScored + 1 : 1;
  int best = 0, best_score = INT_MIN;
  for (std::size_t i = 0; i < legal.size(); i += stride) {
    const FollowScores sc = score_follow(s, t, legal[i], style);
    if (sc.heuristic > best_score) {
      best_score = sc.heuristic;
      best = static_cast<int>(i);
    }
  }
  return legal[static_cast<std::size_t>(best)];
}

namespace {

// Appends `m` to `out` unless it is there already.
void add_candidate(MoveList& out, const Move& m) {
  if (std::find(out.begin(), out.end(), m) == out.end()) out.push_back(m);
}

// Burying: the few cheapest cards, in the heuristic's order (up to six candidates).
void bury_candidates(const State& s, const MoveList& legal, MoveList& out) {
  MoveList rest = legal;
  while (out.size() < 6 && !rest.empty()) {
    const Move m = heuristic_move(s, rest);
    rest.erase(std::find(rest.begin(), rest.end(), m));
    add_candidate(out, m);
  }
}

// Leading: in each suit every pair, every longest tractor, the lowest and the highest single;
// then the safe throws the bots' list holds (State::choice_moves).
void lead_candidates(const State& s, const MoveList& legal, MoveList& out) {
  const PlayRules pr = s.play_rules();
  const CardSet hand = s.hand(s.current_player());
  const auto views = suit_views(hand, pr.order);
  for (int suit = 0; suit <= kTrump; ++suit) {
    const SuitView& mine = views[static_cast<std::size_t>(suit)];
    int low = -1, high = -1;
    for (int p = 0; p < kPositions; ++p) {
      if (mine.singles[p] == 0) continue;
      if (low < 0) low = p;
      high = p;
      if (mine.pairs[p] > 0) {
        add_candidate(out, lead_move(unit_cards(hand, suit, 1, p, pr.order), pr));
        int length = 1;
        while (p - length >= 0 && mine.pairs[p - length] > 0) ++length;
        if (length >= 2 && (p + 1 >= kPositions || mine.pairs[p + 1] == 0)) {
          add_candidate(out, lead_move(unit_cards(hand, suit, length, p, pr.order), pr));
        }
      }
    }
    if (low >= 0) {
      add_candidate(out, lead_move(unit_cards(hand, suit, 0, low, pr.order), pr));
      add_candidate(out, lead_move(unit_cards(hand, suit, 0, high, pr.order), pr));
    }
  }
  for (const Move& m : legal) {
    if (m.kind == Kind::Throw) add_candidate(out, m);
  }
}

// Following: the cheapest follow, the cheapest that wins the trick, and the one giving the most
// points (the cheapest of those), among the scored moves.
void follow_candidates(const State& s, const MoveList& legal, MoveList& out) {
  TrickView t = trick_view(s);
  const std::size_t stride = legal.size() > kMaxScored ? legal.size() / kMaxScored + 1 : 1;
  int cheapest = -1, cheapest_win = -1, most_points = -1;
  FollowScores c{}, w{}, p{};
  for (std::size_t i = 0; i < legal.size(); i += stride) {
    const FollowScores sc = score_follow(s, t, legal[i], kStyleHeuristic);
    if (cheapest < 0 || sc.cost < c.cost) cheapest = static_cast<int>(i), c = sc;
    if (sc.wins && (cheapest_win < 0 || sc.cost < w.cost)) cheapest_win = static_cast<int>(i), w = sc;
    if (most_points < 0 || sc.points > p.points || (sc.points == p.points && sc.cost < p.cost)) {
      most_points = static_cast<int>(i), p = sc;
    }
  }
  for (int i : {cheapest, cheapest_win, most_points}) {
    if (i >= 0) add_candidate(out, legal[static_cast<std::size_t>(i)]);
  }
}

}  // namespace

void candidate_moves(const State& s, const MoveList& legal, MoveList& out) {
  out.clear();
  if (legal.empty()) return;
  add_candidate(out, heuristic_move(s, legal));
  if (s.phase() == Phase::Bury) {
    bury_candidates(s, legal, out);
  } else if (s.phase() != Phase::Play) {
    for (const Move& m : legal) add_candidate(out, m);
  } else if (s.trick_count() == 0) {
    lead_candidates(s, legal, out);
  } else {
    follow_candidates(s, legal, out);
  }
}

}  // namespace paiju::shengji
