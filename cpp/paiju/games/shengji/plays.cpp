#include "paiju/games/shengji/plays.h"

#include <algorithm>
#include <array>
#include <bit>
#include <span>
#include <string>
#include <unordered_set>

#include "paiju/core/errors.h"
#include "paiju/tricktaking/follows.h"
#include "paiju/tricktaking/leads.h"
#include "paiju/tricktaking/throws.h"
#include "paiju/tricktaking/trick_winner.h"
#include "paiju/tricktaking/units.h"

namespace paiju::shengji {
namespace {

using namespace tricktaking;
using follow_detail::count_sub_multisets;
using follow_detail::for_each_sub_multiset;
using follow_detail::sample_sub_multiset;

CardSet within(const CardSet& cards, std::uint64_t kinds) {
  return CardSet::from_words(cards.once_bits() & kinds, cards.twice_bits() & kinds);
}

unsigned suits_of(const CardSet& cards, const TrumpOrder& order) {
  unsigned mask = 0;
  cards.for_each_kind([&](int kind, int) { mask |= 1u << order.suit(kind); });
  return mask;
}

std::uint64_t count_of(const CardSet& cards, int k) {
  if (k < 0 || k > cards.size()) return 0;
  return count_sub_multisets(std::popcount(cards.once_bits()), std::popcount(cards.twice_bits()), k);
}

constexpr std::uint64_t plain_kinds(const TrumpOrder& order) {
  return order.kinds(0) | order.kinds(1) | order.kinds(2) | order.kinds(3);
}

// Non-empty sub-multisets of a set: prod(copies + 1) - 1.
std::uint64_t non_empty_subsets(const CardSet& cards) {
  std::uint64_t product = 1;
  cards.for_each_kind([&](int, int copies) { product *= static_cast<std::uint64_t>(copies + 1); });
  return product - 1;
}

CardSet sample_non_empty(const CardSet& cards, Rng& rng) {
  for (;;) {
    CardSet out;
    cards.for_each_kind([&](int kind, int copies) {
      const int take = static_cast<int>(rng.uniform(static_cast<std::uint32_t>(copies + 1)));
      if (take > 0) out += CardSet::single(kind, take);
    });
    if (!out.empty()) return out;
  }
}

template <class F>
void for_each_non_empty(const CardSet& cards, F&& f) {
  const std::uint64_t once = cards.once_bits(), twice = cards.twice_bits();
  for (std::uint64_t taken = once; taken; taken = (taken - 1) & once) {
    const std::uint64_t doubles = taken & twice;
    for (std::uint64_t doubled = doubles;; doubled = (doubled - 1) & doubles) {
      f(CardSet::from_words(taken, doubled));
      if (doubled == 0) break;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Following a cross-suit throw (plays.h).

struct CrossFollow {
  std::array<CardSet, 4> led{}, held{};  // per plain suit: the lead's portion, the hand's cards
  unsigned led_suits = 0, open = 0;      // suits led; those where the hand holds more than led
  CardSet fixed;                         // every card of the suits where it holds no more
  CardSet others;                        // the hand's cards of no led suit
  int fill = 0;                          // cards the fill needs
  bool overflow() const { return fill > others.size(); }
};

CrossFollow cross_follow(const CardSet& hand, const CardSet& lead, const TrumpOrder& order) {
  CrossFollow c;
  c.led_suits = suits_of(lead, order);
  c.others = hand;
  int used = 0;
  for (int s = 0; s < 4; ++s) {
    if (!(c.led_suits & (1u << s))) continue;
    c.led[s] = within(lead, order.kinds(s));
    c.held[s] = within(hand, order.kinds(s));
    c.others -= c.held[s];
    if (c.held[s].size() > c.led[s].size()) {
      c.open |= 1u << s;
      used += c.led[s].size();
    } else {
      c.fixed += c.held[s];
      used += c.held[s].size();
    }
  }
  c.fill = lead.size() - used;
  return c;
}

// Every follow of a cross-suit throw, each once (the overflow case lists and de-duplicates).
template <class F>
void for_each_cross_follow(const CrossFollow& c, const TrumpOrder& order, F&& f) {
  std::array<int, 4> open{};
  int n_open = 0;
  for (int s = 0; s < 4; ++s) {
    if (c.open & (1u << s)) open[n_open++] = s;
  }
  const auto portions = [&](auto&& self, int i, const CardSet& sofar, auto&& emit) -> void {
    if (i == n_open) {
      emit(sofar);
      return;
    }
    const int s = open[i];
    for_each_follow(c.held[s], c.led[s], order, [&](const CardSet& part) { self(self, i + 1, sofar + part, emit); });
  };
  if (!c.overflow()) {
    portions(portions, 0, c.fixed, [&](const CardSet& base) {
      for_each_sub_multiset(c.others.once_bits(), c.others.twice_bits(), c.fill,
                            [&](std::uint64_t once, std::uint64_t twice) { f(base + CardSet::from_words(once, twice)); });
    });
    return;
  }
  std::unordered_set<std::uint64_t> seen;
  const int extra = c.fill - c.others.size();
  portions(portions, 0, c.fixed + c.others, [&](const CardSet& base) {
    CardSet rest;
    for (int i = 0; i < n_open; ++i) rest += c.held[open[i]];
    rest -= base;
    for_each_sub_multiset(rest.once_bits(), rest.twice_bits(), extra, [&](std::uint64_t once, std::uint64_t twice) {
      const CardSet play = base + CardSet::from_words(once, twice);
      if (seen.insert(play.hash()).second) f(play);
    });
  });
}

std::uint64_t count_cross_follows(const CrossFollow& c, const TrumpOrder& order) {
  if (c.overflow()) {
    std::uint64_t n = 0;
    for_each_cross_follow(c, order, [&](const CardSet&) { ++n; });
    return n;
  }
  std::uint64_t total = count_of(c.others, c.fill);
  for (int s = 0; s < 4; ++s) {
    if (c.open & (1u << s)) total *= count_follows(c.held[s], c.led[s], order);
  }
  return total;
}

CardSet sample_cross_follow(const CrossFollow& c, const TrumpOrder& order, Rng& rng) {
  if (c.overflow()) {
    std::uint64_t pick = uniform_below(rng, count_cross_follows(c, order));
    CardSet out;
    for_each_cross_follow(c, order, [&](const CardSet& play) {
      if (pick-- == 0) out = play;
    });
    return out;
  }
  CardSet out = c.fixed + sample_sub_multiset(c.others.once_bits(), c.others.twice_bits(), c.fill, rng);
  for (int s = 0; s < 4; ++s) {
    if (c.open & (1u << s)) out += sample_follow(c.held[s], c.led[s], order, rng);
  }
  return out;
}

bool is_legal_cross_follow(const CrossFollow& c, const CardSet& play, const TrumpOrder& order) {
  if (c.overflow()) {
    bool found = false;
    for_each_cross_follow(c, order, [&](const CardSet& p) { found = found || p == play; });
    return found;
  }
  if (!play.includes(c.fixed)) return false;
  for (int s = 0; s < 4; ++s) {
    if ((c.open & (1u << s)) && !is_legal_follow(c.held[s], c.led[s], within(play, order.kinds(s)), order)) return false;
  }
  CardSet rest = play - c.fixed;
  for (int s = 0; s < 4; ++s) {
    if (c.open & (1u << s)) rest -= within(play, order.kinds(s));
  }
  return rest.size() == c.fill && c.others.includes(rest);
}

// The units of a lead, per effective suit (a cross-suit throw's portions decomposed apart).
std::vector<UnitCards> lead_units(const CardSet& lead, const TrumpOrder& order) {
  std::vector<UnitCards> out;
  const unsigned suits = suits_of(lead, order);
  for (int s = 0; s <= kTrump; ++s) {
    if (!(suits & (1u << s))) continue;
    auto part = decompose_cards(within(lead, order.kinds(s)), order);
    out.insert(out.end(), part.begin(), part.end());
  }
  return out;
}

std::string play_text(const char* what, int n) { return std::to_string(n) + " " + what; }

}  // namespace

bool is_cross_suit(const CardSet& cards, const PlayRules& rules) {
  const unsigned suits = suits_of(cards, rules.order);
  return rules.cross_suit_throws && std::popcount(suits) >= 2 && !(suits & (1u << kTrump));
}

Kind lead_kind(const CardSet& cards, const PlayRules& rules) {
  if (cards.empty()) return Kind::Pass;
  const unsigned suits = suits_of(cards, rules.order);
  if (std::popcount(suits) == 1) {
    if (cards.size() == 1) return Kind::Single;
    // One unit of pairs: every kind held twice, at distinct consecutive positions.
    if (cards.once_bits() != cards.twice_bits()) return Kind::Throw;
    std::uint32_t positions = 0;
    bool distinct = true;
    cards.for_each_kind([&](int kind, int) {
      const std::uint32_t bit = std::uint32_t{1} << rules.order.position(kind);
      distinct = distinct && !(positions & bit);
      positions |= bit;
    });
    const std::uint32_t run = positions >> std::countr_zero(positions);
    if (!distinct || (run & (run + 1)) != 0) return Kind::Throw;
    return cards.size() == 2 ? Kind::Pair : Kind::Tractor;
  }
  return is_cross_suit(cards, rules) ? Kind::Throw : Kind::Pass;
}

void legal_plays(const CardSet& hand, const CardSet* lead, const PlayRules& rules, std::vector<Move>& out) {
  const TrumpOrder& order = rules.order;
  if (lead == nullptr) {
    if (!rules.cross_suit_throws) {
      for_each_lead(hand, order, [&](const CardSet& cards) { out.push_back(Move{cards, lead_kind(cards, rules)}); });
      return;
    }
    for_each_non_empty(within(hand, order.kinds(kTrump)), [&](const CardSet& cards) {
      out.push_back(Move{cards, lead_kind(cards, rules)});
    });
    for_each_non_empty(within(hand, plain_kinds(order)), [&](const CardSet& cards) {
      out.push_back(Move{cards, lead_kind(cards, rules)});
    });
    return;
  }
  const auto add = [&](const CardSet& cards) { out.push_back(Move{cards, Kind::Follow}); };
  if (is_cross_suit(*lead, rules)) {
    for_each_cross_follow(cross_follow(hand, *lead, order), order, add);
  } else {
    for_each_follow(hand, *lead, order, add);
  }
}

std::uint64_t count_plays(const CardSet& hand, const CardSet* lead, const PlayRules& rules) {
  const TrumpOrder& order = rules.order;
  if (lead == nullptr) {
    if (!rules.cross_suit_throws) return count_leads(hand, order);
    return non_empty_subsets(within(hand, order.kinds(kTrump))) + non_empty_subsets(within(hand, plain_kinds(order)));
  }
  if (is_cross_suit(*lead, rules)) return count_cross_follows(cross_follow(hand, *lead, order), order);
  return count_follows(hand, *lead, order);
}

Move sample_play(const CardSet& hand, const CardSet* lead, const PlayRules& rules, Rng& rng) {
  const TrumpOrder& order = rules.order;
  if (lead == nullptr) {
    CardSet cards;
    if (!rules.cross_suit_throws) {
      cards = sample_lead(hand, order, rng);
    } else {
      const CardSet trumps = within(hand, order.kinds(kTrump)), plain = within(hand, plain_kinds(order));
      const std::uint64_t t = non_empty_subsets(trumps), p = non_empty_subsets(plain);
      cards = uniform_below(rng, t + p) < t ? sample_non_empty(trumps, rng) : sample_non_empty(plain, rng);
    }
    return Move{cards, lead_kind(cards, rules)};
  }
  if (is_cross_suit(*lead, rules)) return Move{sample_cross_follow(cross_follow(hand, *lead, order), order, rng), Kind::Follow};
  return Move{sample_follow(hand, *lead, order, rng), Kind::Follow};
}

std::string why_not_play(const CardSet& hand, const CardSet* lead, const Move& move, const PlayRules& rules) {
  const TrumpOrder& order = rules.order;
  if (!hand.includes(move.cards)) return "the hand does not hold all of these cards";
  if (lead == nullptr) {
    const Kind kind = lead_kind(move.cards, rules);
    if (kind == Kind::Pass) {
      return rules.cross_suit_throws ? "a lead is cards of one effective suit, or plain cards of several suits"
                                     : "a lead is cards of one effective suit (cross_suit_throws is off)";
    }
    if (kind != move.kind) {
      std::string out = "these cards lead as a ";
      out.append(kind_name(kind));
      out.append(", not a ");
      out.append(kind_name(move.kind));
      return out;
    }
    return "";
  }
  if (move.kind != Kind::Follow) return "after the lead every play is a 'follow'";
  if (move.cards.size() != lead->size()) return "a follow has the lead's number of cards (" + play_text("cards", lead->size()) + ")";
  if (is_cross_suit(*lead, rules)) {
    if (is_legal_cross_follow(cross_follow(hand, *lead, order), move.cards, order)) return "";
    return "each led suit's portion must be followed as if led alone (all its cards when the hand holds no more, "
           "else the same number matching its pairs and tractors), the rest filled from other suits first";
  }
  if (is_legal_follow(hand, *lead, move.cards, order)) return "";
  const int suit = common_suit(*lead, order);
  const int held = within(hand, order.kinds(suit)).size();
  const int played = within(move.cards, order.kinds(suit)).size();
  const int must = std::min(held, lead->size());
  if (played != must) return "the follow must hold " + play_text("cards of the led suit", must) + ", it holds " + std::to_string(played);
  return "within the led suit the follow must match the lead's tractors and pairs as far as the hand allows";
}

LeadStructure lead_structure_of(const CardSet& lead, const PlayRules& rules) {
  if (!is_cross_suit(lead, rules)) return tricktaking::lead_structure(lead, rules.order);
  std::vector<Unit> units;
  for (const UnitCards& u : lead_units(lead, rules.order)) units.push_back(u.unit);
  return tricktaking::lead_structure(kTrump, units);  // only an all-trump play can win
}

int trick_winner(const CardSet* plays, int count, const PlayRules& rules) {
  const std::span<const CardSet> all(plays, static_cast<std::size_t>(count));
  if (!is_cross_suit(plays[0], rules)) return tricktaking::trick_winner(all, rules.order);
  return winning_play(plays, count, lead_structure_of(plays[0], rules), rules);
}

int winning_play(const CardSet* plays, int count, const LeadStructure& lead, const PlayRules& rules) {
  const TrumpOrder& order = rules.order;
  if (lead.suit != kTrump || common_suit(plays[0], order) == kTrump) {
    return best_play(std::span<const CardSet>(plays, static_cast<std::size_t>(count)), lead, order);
  }
  // A cross-suit throw stands unless an all-trump play of its whole structure beats it.
  int best = 0;
  std::optional<std::pair<bool, int>> best_value;
  for (int i = 1; i < count; ++i) {
    const auto value = play_value(plays[i], lead, order);
    if (value && (!best_value || *value > *best_value)) {
      best = i;
      best_value = value;
    }
  }
  return best;
}

CardSet failed_throw(const CardSet& lead, const CardSet* other_hands, int count, const PlayRules& rules) {
  const TrumpOrder& order = rules.order;
  const std::span<const CardSet> others(other_hands, static_cast<std::size_t>(count));
  if (!is_cross_suit(lead, rules)) {
    const auto unit = failed_throw_unit(lead, others, order);
    return unit ? unit->cards : CardSet();
  }
  std::vector<UnitCards> units = lead_units(lead, order);
  std::sort(units.begin(), units.end(), [](const UnitCards& a, const UnitCards& b) {
    if (a.unit.cards() != b.unit.cards()) return a.unit.cards() < b.unit.cards();
    if (a.unit.top != b.unit.top) return a.unit.top < b.unit.top;
    return throw_detail::sorted_tokens(a.cards) < throw_detail::sorted_tokens(b.cards);
  });
  for (const UnitCards& unit : units) {
    int suit = 0;
    unit.cards.for_each_kind([&](int kind, int) { suit = order.suit(kind); });
    for (const CardSet& hand : others) {
      if (beats_unit(hand, unit.unit, suit, order)) return unit.cards;
    }
  }
  return CardSet();
}

void unit_leads(const CardSet& hand, const PlayRules& rules, std::vector<Move>& out) {
  const TrumpOrder& order = rules.order;
  for (int suit = 0; suit <= kTrump; ++suit) {
    std::array<int, kPositions> pair_kind;
    pair_kind.fill(-1);
    within(hand, order.kinds(suit)).for_each_kind([&](int kind, int copies) {
      out.push_back(Move{CardSet::single(kind), Kind::Single});
      if (copies < 2) return;
      out.push_back(Move{CardSet::single(kind, 2), Kind::Pair});
      pair_kind[order.position(kind)] = kind;  // of equal pairs (off-suit level cards), one
    });
    for (int low = 0; low < kPositions; ++low) {
      CardSet run;
      for (int high = low; high < kPositions && pair_kind[high] >= 0; ++high) {
        run += CardSet::single(pair_kind[high], 2);
        if (high > low) out.push_back(Move{run, Kind::Tractor});
      }
    }
  }
}

void safe_throws(const CardSet& hand, const CardSet& unseen, const PlayRules& rules, std::vector<Move>& out) {
  for (int suit = 0; suit <= kTrump; ++suit) {
    CardSet candidate = within(hand, rules.order.kinds(suit));
    while (lead_kind(candidate, rules) == Kind::Throw) {
      const CardSet beaten = failed_throw(candidate, &unseen, 1, rules);
      if (beaten.empty()) {
        out.push_back(Move{candidate, Kind::Throw});
        break;
      }
      candidate -= beaten;
    }
  }
}

int largest_unit_cards(const CardSet& lead, const PlayRules& rules) {
  int largest = 0;
  for (const UnitCards& u : lead_units(lead, rules.order)) largest = std::max(largest, u.unit.cards());
  return largest;
}

}  // namespace paiju::shengji
