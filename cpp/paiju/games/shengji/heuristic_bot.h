// A rule-based Shengji player, reading only its own hand and public facts.
//
// Declaring: the declaration whose suit (with the level cards and jokers) would make the most of
// the hand trump, unless that is under a third of the hand less two cards, never overriding its
// partner. Burying: the cheapest cards — short plain suits' low cards first, points and pairs
// kept unless nothing else is left, never trumps. Leading: the largest safe throw when it holds
// more cards than the best unit that no unseen card can beat (tractor, pair, then single; plain
// suits first), else that unit, else a low card of a suit the partner is void in (for it to
// trump), else of its shortest plain suit, trumps last. Following: when the partner is winning
// the trick and no opponent still to play could beat it, give it points; when an opponent is
// winning, take the trick with the cheapest play that does if the trick is worth it or the seat
// plays last, else duck with the cheapest cards.
//
// The heuristic is a Style, a set of rules switched on or off: heuristic_v1 is the heuristic as it
// was before the strength work of issue 45 (a fixed reference, kept move for move), each rule the
// heuristic adds since accepted in duplicate deals against it (docs/strength-log.md).
#pragma once

#include "paiju/games/shengji/state.h"

namespace paiju::shengji {

struct Style {
  // Following while the partner wins the trick: its play counts as safe (give it points) when no
  // seat of the other team still to play could beat it, from the cards this seat has not seen and
  // the voids shown; v1 counted it safe when this seat played last or the partner led and the
  // second seat did not beat it.
  bool feed_when_unbeatable = false;
  // Following while the other team wins: a winning play that a seat of the other team still to
  // play could beat scores as a duck (it gains nothing but the cards it spends).
  bool win_only_if_holds = false;
  // Leading without a safe unit: a low card of a plain suit the partner is known void in (and
  // no opponent is), for the partner to trump.
  bool lead_to_partner_void = false;
  // Leading while holding at least as many trumps as the others may hold in all: safe trump
  // units are not put after the plain suits' (the trumps are drawn).
  bool draw_trumps_when_strong = false;
  // Leading: the largest safe throw of the bots' list when it holds more cards than the best safe
  // unit.
  bool lead_safe_throws = false;
  // Discarding (no card of the led suit left, not trumping): a card that empties a suit first.
  bool discard_to_void = false;
  // Declaring: a declaration is made when 3 x the trumps it would make >= the hand's cards + this.
  int declare_margin = 2;
};

inline constexpr Style kStyleV1{};
inline constexpr Style kStyleHeuristic{.feed_when_unbeatable = true,
                                       .lead_to_partner_void = true,
                                       .lead_safe_throws = true,
                                       .declare_margin = -6};

Move styled_move(const State& state, const MoveList& legal, const Style& style);
inline Move heuristic_move(const State& state, const MoveList& legal) { return styled_move(state, legal, kStyleHeuristic); }
// The moves search considers: the heuristic's choice first, then, for a lead, the lowest and the
// highest card of each effective suit, every pair and tractor and the safe throws `legal` holds;
// for a follow, the cheapest
// play, the cheapest winning play and the play giving the most points.
void candidate_moves(const State& state, const MoveList& legal, MoveList& out);

}  // namespace paiju::shengji
