// Hand planning for the heuristic Guandan player: split a hand into few plays.
//
// The plan works on ranks, not suits. Bombs (4+ of a rank, the four jokers) are set aside
// first and kept; then runs (straights, tubes, plates) are taken greedily while each one lowers
// the number of plays the rest needs; what remains becomes full houses (each triple takes the
// smallest pair), triples, pairs and singles. Heart level cards (wilds) are kept apart as level
// singles, the strongest non-joker cards, unless the options put them in bombs (a triple and a
// wild, a pair and two) or in the gaps of runs. A plan play is matched to a concrete legal move by its
// type, key and cards per rank (PlannedPlay::matches), so suits never enter the plan.
#pragma once

#include <array>
#include <cstdint>

#include "paiju/core/card_set.h"
#include "paiju/games/guandan/level.h"
#include "paiju/games/guandan/move.h"

namespace paiju::guandan {

struct PlannedPlay {
  MoveType kind = MoveType::Pass;
  std::uint8_t key = 0;
  RankCounts counts;     // cards per rank slot the play uses
  bool uses_wild = false;  // a lone heart level card played as a level single
  std::uint8_t wilds = 0;  // heart level cards standing in for other cards of the play (counts holds the rest)

  // Does the legal move `move` realise this play? Same kind and key, same cards per rank, and
  // wilds only where planned.
  bool matches(const Move& move, int wild_kind) const;
};

struct HandPlan {
  std::array<PlannedPlay, 32> plays{};
  int size = 0;
  int bombs = 0;  // how many of the plays are bombs

  void add(const PlannedPlay& play) { plays[static_cast<std::size_t>(size++)] = play; }
};

// How the plan may use the heart level cards (wilds) besides keeping them as level singles.
struct PlanOptions {
  bool wild_bombs = false;  // a triple and a wild (or a pair and two) make a bomb of four
  bool wild_runs = false;   // wilds fill the gaps of runs (straights, tubes, plates)
};

HandPlan plan_hand(const CardSet& hand, Level level, const PlanOptions& options = {});

// How many plays the non-bomb part of a plan needs (the plan's "length" for decisions).
int non_bomb_plays(const HandPlan& plan);

}  // namespace paiju::guandan
