// The plays of a hand in a Shengji trick (docs/rules/shengji.md §4, §6b): every distinct lead
// or legal follow, their exact number and a uniform one without listing them — a 25-card hand
// has thousands of leads and a void hand answering a long throw hundreds of thousands of
// follows, so random play and search count and sample instead of enumerating.
//
// A lead is a non-empty set of cards of one effective suit, or, with cross-suit throws, of
// plain cards of several suits; its kind comes from its canonical units (tricktaking/units.h).
// A follow of a one-suit lead obeys tricktaking/follows.h. A follow of a cross-suit throw
// follows each led suit's portion as if it were led alone — all the hand's cards of that suit
// when it holds no more than the portion, else a legal follow of the portion from them — and
// fills the rest from the hand's cards of no led suit; only when those are too few does the
// fill take further cards of the led suits.
#pragma once

#include <cstdint>
#include <vector>

#include "paiju/core/card_set.h"
#include "paiju/core/rng.h"
#include "paiju/games/shengji/move.h"
#include "paiju/tricktaking/trick_winner.h"
#include "paiju/tricktaking/trump_order.h"

namespace paiju::shengji {

struct PlayRules {
  tricktaking::TrumpOrder order{0, tricktaking::kNoTrumpSuit};
  bool cross_suit_throws = false;
};

// The kind of a lead (Single, Pair, Tractor, Throw), or Pass when `cards` is no lead.
Kind lead_kind(const CardSet& cards, const PlayRules& rules);
// Is `cards` a lead of several plain suits (a cross-suit throw)?
bool is_cross_suit(const CardSet& cards, const PlayRules& rules);

// lead == nullptr: the hand leads. Otherwise it follows `*lead` (the trick's lead as it stands,
// a failed throw already replaced by its unit); the hand holds at least as many cards.
void legal_plays(const CardSet& hand, const CardSet* lead, const PlayRules& rules, std::vector<Move>& out);
std::uint64_t count_plays(const CardSet& hand, const CardSet* lead, const PlayRules& rules);
Move sample_play(const CardSet& hand, const CardSet* lead, const PlayRules& rules, Rng& rng);
// "" when `cards` is a legal play (the move's kind must be the lead's kind, or Follow), else why not.
std::string why_not_play(const CardSet& hand, const CardSet* lead, const Move& move, const PlayRules& rules);

// Every lead of a single unit (each single, pair and tractor, the sub-tractors of a longer run
// included): the leads worth considering when the hand has too many to list.
void unit_leads(const CardSet& hand, const PlayRules& rules, std::vector<Move>& out);

// The safe throws of `hand`: per effective suit, its cards there less the units that some card
// of `unseen` could beat (the smallest such unit first, again until none can), when that leaves
// two units or more. `unseen` holds every card another hand may hold, so no hand beats them.
void safe_throws(const CardSet& hand, const CardSet& unseen, const PlayRules& rules, std::vector<Move>& out);

// The index of the winning play of a trick (plays[0] the lead as it stands).
int trick_winner(const CardSet* plays, int count, const PlayRules& rules);
// What a play must hold to beat `lead` (computed once per trick), and the winning play of
// plays[0..count) against it.
tricktaking::LeadStructure lead_structure_of(const CardSet& lead, const PlayRules& rules);
int winning_play(const CardSet* plays, int count, const tricktaking::LeadStructure& lead, const PlayRules& rules);

// For a throw (several units), the cards of the unit it is replaced by when another hand can
// beat one of its units in that suit (the smallest beatable unit), or an empty set when it stands.
CardSet failed_throw(const CardSet& lead, const CardSet* other_hands, int count, const PlayRules& rules);

// The size in cards of the largest unit of a lead (for the kitty multiplier).
int largest_unit_cards(const CardSet& lead, const PlayRules& rules);

}  // namespace paiju::shengji
