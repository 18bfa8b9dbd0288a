// The units of a set of cards of one effective suit (tricktaking/trump_order.h): singles, pairs
// (two copies of one card kind) and tractors (pairs at consecutive positions), the building
// blocks of leads, follows and trick comparison in Shengji-like games.
//
// The canonical decomposition keeps every pair whole and reads the pairs as the runs whose
// sizes, sorted largest first, are greatest: repeatedly the longest run of consecutive pair
// positions, the highest of equally long ones (only one position can hold several equal pairs —
// the off-suit level cards —, so this greedy choice is the best one). Cards held once are
// singles. Units come largest first: by size, then by the position of their highest card.
#pragma once

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "paiju/core/card_set.h"
#include "paiju/tricktaking/trump_order.h"

namespace paiju::tricktaking {

struct Unit {
  int length = 0;  // pairs in it: 0 for a single, 1 for a pair, 2+ for a tractor
  int top = 0;     // the position of its highest card
  constexpr int cards() const { return length == 0 ? 1 : 2 * length; }
  constexpr bool operator==(const Unit&) const = default;
};

// The longest run of consecutive positions p with held(p), the highest of equally long ones:
// {start, length}, length 0 when no position is held.
template <class Held>
constexpr std::pair<int, int> longest_run(Held&& held) {
  int best_start = -1, best_length = 0;
  for (int start = 0; start < kPositions;) {
    if (!held(start)) {
      ++start;
      continue;
    }
    int end = start;
    while (end + 1 < kPositions && held(end + 1)) ++end;
    if (end - start + 1 >= best_length) {  // ">=": the highest of equally long runs
      best_length = end - start + 1;
      best_start = start;
    }
    start = end + 1;
  }
  return {best_start, best_length};
}

// Appends the units of `cards` (all of one effective suit under `order`), largest first.
inline void decompose(const CardSet& cards, const TrumpOrder& order, std::vector<Unit>& out) {
  std::array<int, kPositions> pairs{};
  const std::size_t first = out.size();
  cards.for_each_kind([&](int kind, int copies) {
    if (copies == 2) ++pairs[static_cast<std::size_t>(order.position(kind))];
    else out.push_back(Unit{0, order.position(kind)});
  });
  for (;;) {
    const auto [best_start, best_length] = longest_run([&](int p) { return pairs[static_cast<std::size_t>(p)] > 0; });
    if (best_length == 0) break;
    for (int p = best_start; p < best_start + best_length; ++p) --pairs[static_cast<std::size_t>(p)];
    out.push_back(Unit{best_length, best_start + best_length - 1});
  }
  std::sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(), [](const Unit& a, const Unit& b) {
    return a.cards() != b.cards() ? a.cards() > b.cards() : a.top > b.top;
  });
}

}  // namespace paiju::tricktaking
