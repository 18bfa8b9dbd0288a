// Who wins a trick of a Shengji-like game (docs: the game's rules §4): only a play that is all
// of the led effective suit or all trump, and that holds the lead's whole structure — a run of
// pairs of each of the lead's tractor lengths (disjoint runs), and at least as many pairs as the
// lead — can win; the others are discards. A play that can win is valued by (trump or not, the
// highest top its run for the lead's longest tractor can have; else its highest pair; else its
// highest card). A later play takes the trick only with a strictly greater value, so the
// earlier of equal plays wins.
#pragma once

#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "paiju/core/card_set.h"
#include "paiju/tricktaking/trump_order.h"
#include "paiju/tricktaking/units.h"

namespace paiju::tricktaking {

// The effective suit of every card of `cards`, or -1 when they are of several suits (or none).
inline int common_suit(const CardSet& cards, const TrumpOrder& order) {
  int suit = -1;
  bool mixed = false;
  cards.for_each_kind([&](int kind, int) {
    if (suit >= 0 && order.suit(kind) != suit) mixed = true;
    suit = order.suit(kind);
  });
  return mixed ? -1 : suit;
}

namespace detail {

// The highest top that a run of lengths[0] pairs can have in an assignment of disjoint runs of
// exactly lengths[i] pairs each (lengths longest first) to the pairs per position; -1 if none.
inline int best_first_top(std::array<int, kPositions>& pairs, const int* lengths, int count, int index) {
  if (index == count) return kPositions;  // every run placed
  const int length = lengths[index];
  int best = -1;
  for (int top = kPositions - 1; top >= length - 1; --top) {
    bool fits = true;
    for (int p = top - length + 1; p <= top; ++p) fits = fits && pairs[static_cast<std::size_t>(p)] > 0;
    if (!fits) continue;
    for (int p = top - length + 1; p <= top; ++p) --pairs[static_cast<std::size_t>(p)];
    const bool rest = best_first_top(pairs, lengths, count, index + 1) >= 0;
    for (int p = top - length + 1; p <= top; ++p) ++pairs[static_cast<std::size_t>(p)];
    if (rest) {
      best = top;
      break;  // tops are tried from the highest down
    }
  }
  return best;
}

}  // namespace detail

// What a play must hold to win against a lead: its effective suit, its tractor lengths (longest
// first) and its pairs (those inside tractors included).
struct LeadStructure {
  int suit = -1;
  std::array<int, kPositions / 2> lengths{};
  int tractors = 0;
  int pair_demand = 0;
};

inline LeadStructure lead_structure(int suit, std::span<const Unit> units) {
  LeadStructure lead;
  lead.suit = suit;
  for (const Unit& unit : units) {
    if (unit.length >= 2 && lead.tractors < static_cast<int>(lead.lengths.size())) lead.lengths[static_cast<std::size_t>(lead.tractors++)] = unit.length;
    lead.pair_demand += unit.length;
  }
  std::sort(lead.lengths.begin(), lead.lengths.begin() + lead.tractors, std::greater<>());
  return lead;
}

// The structure of a lead of one effective suit.
inline LeadStructure lead_structure(const CardSet& lead, const TrumpOrder& order) {
  thread_local std::vector<Unit> units;
  units.clear();
  decompose(lead, order, units);
  return lead_structure(common_suit(lead, order), units);
}

// (is trump, value) of a play against a lead, or nullopt when the play cannot win (a discard).
inline std::optional<std::pair<bool, int>> play_value(const CardSet& play, const LeadStructure& lead, const TrumpOrder& order) {
  const int suit = common_suit(play, order);
  if (suit < 0 || (suit != lead.suit && suit != kTrump)) return std::nullopt;
  std::array<int, kPositions> pairs{};
  int pair_count = 0, top_pair = -1, top_card = -1;
  play.for_each_kind([&](int kind, int copies) {
    const int position = order.position(kind);
    top_card = std::max(top_card, position);
    if (copies == 2) {
      ++pairs[static_cast<std::size_t>(position)];
      ++pair_count;
      top_pair = std::max(top_pair, position);
    }
  });
  if (pair_count < lead.pair_demand) return std::nullopt;
  int value = top_card;
  if (lead.tractors > 0) {
    value = detail::best_first_top(pairs, lead.lengths.data(), lead.tractors, 0);
    if (value < 0) return std::nullopt;
  } else if (lead.pair_demand > 0) {
    value = top_pair;
  }
  return std::make_pair(suit == kTrump, value);
}

// The index of the winning play of plays against `lead` (plays[0] is the lead itself unless
// the caller values it apart).
inline int best_play(std::span<const CardSet> plays, const LeadStructure& lead, const TrumpOrder& order) {
  int best = 0;
  auto best_value = play_value(plays[0], lead, order);
  for (std::size_t i = 1; i < plays.size(); ++i) {
    const auto value = play_value(plays[i], lead, order);
    if (value && (!best_value || *value > *best_value)) {
      best = static_cast<int>(i);
      best_value = value;
    }
  }
  return best;
}

// The index of the winning play; plays[0] is the lead (of one effective suit).
inline int trick_winner(std::span<const CardSet> plays, const TrumpOrder& order) {
  return best_play(plays, lead_structure(plays[0], order), order);
}

}  // namespace paiju::tricktaking
