#include "paiju/games/shengji/declarations.h"

namespace paiju::shengji {
namespace {

// Higher is stronger; -1 when the suit order lets no suit pair override another.
int suit_strength(int suit, SuitOrder order) {
  switch (order) {
    case SuitOrder::SHCD: return 3 - suit;  // S H C D = 0 1 2 3
    case SuitOrder::DCHS: return suit;
    case SuitOrder::None: return -1;
  }
  return -1;
}

// Candidate i: 0..3 a single of suit i, 4..7 a pair of suit i - 4, 8 small joker pair, 9 big.
CardSet candidate_cards(int i, int level) {
  if (i < 4) return CardSet::single(kind_of(static_cast<Rank>(level), static_cast<Suit>(i)));
  if (i < 8) return CardSet::single(kind_of(static_cast<Rank>(level), static_cast<Suit>(i - 4)), 2);
  return CardSet::single(i == 8 ? kSmallJoker : kBigJoker, 2);
}

bool allowed(int i, int seat, const Declaration& standing, SuitOrder order, bool joker_pair_must) {
  if (standing.none()) return true;
  const bool own = standing.seat == seat;
  if (i < 4) return false;  // a single never overrides
  if (standing.no_trump()) {
    // only a big joker pair over another seat's small joker pair
    return i == 9 && !own && standing.first_kind() == kSmallJoker;
  }
  if (i >= 8) return !own || joker_pair_must;  // a joker pair over any suit declaration (of another seat)
  const int suit = i - 4;
  if (!standing.is_pair()) {
    if (own) return suit == standing.suit();  // reinforce, never switch
    return true;
  }
  if (own) return false;
  const int mine = suit_strength(suit, order), theirs = suit_strength(standing.suit(), order);
  return mine >= 0 && mine > theirs;
}

}  // namespace

std::uint32_t declaration_mask(const CardSet& hand, int seat, const Declaration& standing, int level,
                               SuitOrder order, bool joker_pair_must) {
  std::uint32_t mask = 0;
  for (int i = 0; i < 10; ++i) {
    if (hand.includes(candidate_cards(i, level)) && allowed(i, seat, standing, order, joker_pair_must)) mask |= 1u << i;
  }
  return mask;
}

void legal_declarations(const CardSet& hand, int seat, const Declaration& standing, int level, SuitOrder order,
                        bool joker_pair_must, std::vector<Move>& out) {
  const std::uint32_t mask = declaration_mask(hand, seat, standing, level, order, joker_pair_must);
  for (int i = 0; i < 10; ++i) {
    if (mask & (1u << i)) out.push_back(Move{candidate_cards(i, level), Kind::Declare});
  }
}

}  // namespace paiju::shengji
