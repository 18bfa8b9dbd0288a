// Whether a throw stands (the game's rules §4; the Shengji reference's decision D3). A throw is
// a lead of several units of one effective suit (units.h). One of its units is beatable when
// some other hand (partner included) holds, in that effective suit, a unit of the same kind and
// length with a higher top: a higher single, a higher pair (two copies of one kind), a tractor
// of as many pairs with a higher top (trumping a plain throw does not count). The throw then
// fails, and the smallest beatable unit (fewest cards, then lowest top) is played instead.
//
// The cards of each unit follow the reference's canonical decomposition (D1): where several
// off-suit level pairs (equal cards) compete for one place in a tractor, the tractor takes the
// one whose token ("S5", "H5", ...) is greatest; of equal units (equal singles or pairs at one
// position), the smallest is the one with the smallest tokens.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <vector>

#include "paiju/core/card.h"
#include "paiju/core/card_set.h"
#include "paiju/core/check.h"
#include "paiju/tricktaking/trump_order.h"
#include "paiju/tricktaking/units.h"

namespace paiju::tricktaking {

struct UnitCards {
  Unit unit;
  CardSet cards;
};

namespace throw_detail {

// Token order of two kinds ("C5" < "D5" < "H5" < "S5"; "HR" < "SB"), as the reference sorts.
inline bool token_less(int a, int b) { return kind_name(a) < kind_name(b); }

// The cards' tokens, sorted (the reference's canonical form), for tie-breaking equal units.
inline std::vector<std::array<char, 2>> sorted_tokens(const CardSet& cards) {
  std::vector<std::array<char, 2>> out;
  cards.for_each_card([&](int kind) { out.push_back(kind_name(kind)); });
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace throw_detail

// The units of `cards` (one effective suit) with their cards, as decompose() reads them.
inline std::vector<UnitCards> decompose_cards(const CardSet& cards, const TrumpOrder& order) {
  std::vector<UnitCards> out;
  std::array<std::vector<int>, kPositions> pairs;  // pair kinds per position, by token
  cards.for_each_kind([&](int kind, int copies) {
    const int position = order.position(kind);
    if (copies == 2) pairs[static_cast<std::size_t>(position)].push_back(kind);
    else out.push_back({Unit{0, position}, CardSet::single(kind)});
  });
  for (auto& kinds : pairs) std::sort(kinds.begin(), kinds.end(), throw_detail::token_less);
  for (;;) {  // the greedy of decompose(): the longest run, the highest of equally long ones
    const auto [best_start, best_length] = longest_run([&](int p) { return !pairs[static_cast<std::size_t>(p)].empty(); });
    if (best_length == 0) break;
    CardSet run;
    for (int p = best_start; p < best_start + best_length; ++p) {
      auto& kinds = pairs[static_cast<std::size_t>(p)];
      // a tractor takes the greatest token of equal pairs; lone pairs come one by one anyway
      run += CardSet::single(kinds.back(), 2);
      kinds.pop_back();
    }
    out.push_back({Unit{best_length, best_start + best_length - 1}, run});
  }
  return out;
}

// Can `hand` beat `unit` (of effective suit `suit`): a unit of the same kind and length, in that
// suit, with a higher top?
inline bool beats_unit(const CardSet& hand, const Unit& unit, int suit, const TrumpOrder& order) {
  const std::uint64_t kinds = order.kinds(suit);
  if (unit.length == 0) {
    bool higher = false;
    CardSet::from_words(hand.once_bits() & kinds, 0).for_each_kind([&](int kind, int) {
      higher = higher || order.position(kind) > unit.top;
    });
    return higher;
  }
  std::uint32_t occupied = 0;  // positions where the hand holds a pair of the suit
  const std::uint64_t twice = hand.twice_bits() & kinds;
  CardSet::from_words(twice, 0).for_each_kind([&](int kind, int) { occupied |= std::uint32_t{1} << order.position(kind); });
  std::uint32_t tops = occupied;  // positions topping `length` consecutive occupied ones
  for (int j = 1; j < unit.length; ++j) tops &= occupied << j;
  return (tops >> (unit.top + 1)) != 0;
}

// For a throw (a lead of one effective suit with 2+ units): its smallest beatable unit and that
// unit's cards, if some other hand can beat one of its units; nullopt otherwise, and always for
// a lead of one unit.
inline std::optional<UnitCards> failed_throw_unit(const CardSet& lead, std::span<const CardSet> other_hands,
                                                  const TrumpOrder& order) {
  PAIJU_DCHECK(!lead.empty());
  int suit = -1;
  lead.for_each_kind([&](int kind, int) { suit = order.suit(kind); });
  std::vector<UnitCards> units = decompose_cards(lead, order);
  if (units.size() < 2) return std::nullopt;
  std::sort(units.begin(), units.end(), [](const UnitCards& a, const UnitCards& b) {
    if (a.unit.cards() != b.unit.cards()) return a.unit.cards() < b.unit.cards();
    if (a.unit.top != b.unit.top) return a.unit.top < b.unit.top;
    return throw_detail::sorted_tokens(a.cards) < throw_detail::sorted_tokens(b.cards);
  });
  for (const UnitCards& unit : units) {
    for (const CardSet& hand : other_hands) {
      if (beats_unit(hand, unit.unit, suit, order)) return unit;
    }
  }
  return std::nullopt;
}

}  // namespace paiju::tricktaking
