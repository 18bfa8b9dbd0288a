// Declaring trump while the cards are dealt (亮主, 反主; docs/rules/shengji.md §3).
//
// A seat may show a level card to name its suit as trump when nothing stands; an identical pair
// of level cards overrides a single (anyone's but a seat's own of another suit), and overrides
// another seat's pair only of a lower suit (Rules::suit_order); a seat turns its own single into
// a pair of the same suit (reinforcing) but never overrides itself; a pair of small jokers
// declares no-trump over any suit declaration, a pair of big jokers over that too. Strength
// grows with every accepted declaration, so the declaring ends.
#pragma once

#include <cstdint>
#include <vector>

#include "paiju/core/card_set.h"
#include "paiju/games/shengji/move.h"
#include "paiju/games/shengji/rules.h"

namespace paiju::shengji {

inline constexpr int kNoSeat = -1;

// The declaration standing now.
struct Declaration {
  int seat = kNoSeat;  // kNoSeat: nothing declared
  CardSet cards;       // what was shown: one or two level cards, or two jokers
  bool none() const { return seat == kNoSeat; }
  bool is_pair() const { return cards.size() == 2; }
  bool no_trump() const { return !none() && is_joker(first_kind()); }
  // The trump suit it names: 0..3, or -1 for no-trump (or nothing declared).
  int suit() const { return none() || no_trump() ? -1 : static_cast<int>(suit_of(first_kind())); }
  int first_kind() const {
    int kind = -1;
    cards.for_each_kind([&](int k, int) {
      if (kind < 0) kind = k;
    });
    return kind;
  }
  bool operator==(const Declaration&) const = default;
};

// Every declaration `seat` may make now with `hand` at `level` (a rank 0..12), as Declare moves
// (each shown set once), in a fixed order: singles, suit pairs, joker pairs. With
// `joker_pair_must` (Rules::must_declare_joker_pair) a joker pair also overrides the seat's own
// suit declaration: the rule that it must be shown outranks the rule against overriding oneself.
void legal_declarations(const CardSet& hand, int seat, const Declaration& standing, int level, SuitOrder order,
                        bool joker_pair_must, std::vector<Move>& out);

// A compact signature of that set (bit per possible shown set), to notice when it changed.
std::uint32_t declaration_mask(const CardSet& hand, int seat, const Declaration& standing, int level,
                               SuitOrder order, bool joker_pair_must);

}  // namespace paiju::shengji
