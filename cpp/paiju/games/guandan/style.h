// Styles of the rule-based Guandan player: one player (heuristic_bot.cpp), several ways of
// playing it. `heuristic` is the default style; the others are the opponent pool that search
// is measured against without being tuned to it (docs/bots.md), and `heuristic_v1` keeps the
// player as it was before the strength work, as a fixed reference for the ladder.
//
// A style is a set of independent choices:
// - lead:    low_wide (runs and full houses of low rank first, then the lowest single, pair or
//            triple) or longest (the play with the most cards first, so the hand sheds fast);
// - bombs:   when_needed (an opponent close to going out, a big play to stop, or a quick
//            finish), early (any opponent play it cannot beat otherwise), or hoarded (only to
//            go out, or against an opponent with two cards or fewer);
// - follow:  eager (beat an opponent with the lowest same-type plan play whenever it can) or
//            reluctant (only a cheap beat, power at most 8, unless an opponent is close to
//            going out);
// - partner: aware (never overtake a winning partner; feed a partner about to go out) or blind
//            (a partner's play is beaten like an opponent's, nobody is fed);
// - and thresholds, each a change tried on the heuristic in duplicate deals (docs/bots.md has
//   every figure): break_from (break a group, no wilds or bombs, to beat a single or pair of
//   this power or more even when nothing is urgent: 9, a J, kept), feed_at, guard_partner and
//   keep_power (dropped, kept here as the measured alternatives), and the second round's
//   kept changes: the plan's wild bombs and wild runs, lead_past, bomb_close,
//   bomb_last_close and rebreak_cost, and the third round's lead_top_at. heuristic_v1 sets
//   none of them.
#pragma once

#include <span>
#include <string_view>

#include "paiju/games/guandan/hand_plan.h"

namespace paiju::guandan {

enum class LeadStyle : unsigned char { LowWide, Longest };
enum class BombStyle : unsigned char { WhenNeeded, Early, Hoarded };
enum class FollowStyle : unsigned char { Eager, Reluctant };
enum class PartnerStyle : unsigned char { Aware, Blind };

struct Style {
  LeadStyle lead = LeadStyle::LowWide;
  BombStyle bombs = BombStyle::WhenNeeded;
  FollowStyle follow = FollowStyle::Eager;
  PartnerStyle partner = PartnerStyle::Aware;
  int feed_at = 2;             // lead low to a partner holding this many cards or fewer
  bool guard_partner = false;  // fight for the lead when the partner is close to going out
  int keep_power = 99;         // unless urgent, follow with no plan play of this power or more
  int break_from = 99;         // break a group to beat a single or pair at or above this power
  // Leading while an opponent holds this many cards or fewer: a play with more cards than it
  // holds, else the highest single (0 = lead as usual).
  int lead_past = 0;
  int bomb_close = 6;          // bomb an opponent's play when it leaves that opponent this many cards or fewer
  // Following with no plan play that beats the opponent's: the beating play of its type whose
  // removal costs the rest of the hand at most this many plays more (one more when urgent;
  // -1 = never, only singles and pairs are broken, by break_from).
  int rebreak_cost = -1;
  int bomb_last_close = 0;     // bomb such a play when the partner has passed on it, at this many cards or fewer
  PlanOptions plan = {};       // how the hand is planned (hand_plan.h)
  // Leading with this many non-bomb plays left or fewer: a top single or pair (no card the
  // player cannot see beats it without a bomb) first, so the lead comes back for the last play
  // (0 = never).
  int lead_top_at = 0;
};

struct NamedStyle {
  std::string_view name;
  Style style;
  std::string_view summary;
};

constexpr int kNumStyles = 7;

// Every named style (kNumStyles), `heuristic` first.
std::span<const NamedStyle> named_styles();

}  // namespace paiju::guandan
