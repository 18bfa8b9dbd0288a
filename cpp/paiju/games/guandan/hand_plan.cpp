#include "paiju/games/guandan/hand_plan.h"

#include <algorithm>

#include "paiju/climbing/sequence.h"

namespace paiju::guandan {
namespace {

using Counts = std::array<int, kNumRankSlots>;

// Plays needed for the cards left (no runs, no bombs): singles, pairs, triples, with triples
// carrying a pair as a full house.
int plays_needed(const Counts& c) {
  int singles = 0, pairs = 0, triples = 0;
  for (int r = 0; r < kNumRanks; ++r) {
    if (c[r] == 1) ++singles;
    else if (c[r] == 2) ++pairs;
    else if (c[r] == 3) ++triples;
  }
  for (int j = kSmallJokerSlot; j <= kBigJokerSlot; ++j) {
    if (c[j] == 1) ++singles;
    else if (c[j] == 2) ++pairs;
  }
  return singles + pairs + triples - std::min(triples, pairs);
}

struct RunShape {
  MoveType kind;
  int width, per_rank, last_start;
};
constexpr std::array<RunShape, 3> kRuns{{
    {MoveType::Straight, 5, 1, 9}, {MoveType::ThreePair, 3, 2, 11}, {MoveType::TwoTrips, 2, 3, 12}}};

RankCounts counts_of(std::initializer_list<std::pair<int, int>> slots) {
  RankCounts out;
  for (auto [slot, n] : slots) out.set(slot, out[slot] + n);
  return out;
}

// The joker bomb and natural bombs, then (options.wild_bombs) wild bombs: the lowest triples
// take a wild each, then the lowest pair takes two. Their cards and wilds leave `c`, `wilds`.
void plan_bombs(HandPlan& plan, Counts& c, int& wilds, const std::array<int, kNumRanks>& by_power,
                const PlanOptions& options) {
  if (c[kSmallJokerSlot] == 2 && c[kBigJokerSlot] == 2) {
    plan.add({MoveType::FourKings, kSmallJokerSlot, counts_of({{kSmallJokerSlot, 2}, {kBigJokerSlot, 2}}), false});
    ++plan.bombs;
    c[kSmallJokerSlot] = c[kBigJokerSlot] = 0;
  }
  for (int r = 0; r < kNumRanks; ++r) {
    if (c[r] >= 4) {
      plan.add({MoveType::Bomb, static_cast<std::uint8_t>(r), counts_of({{r, c[r]}}), false});
      ++plan.bombs;
      c[r] = 0;
    }
  }
  if (!options.wild_bombs) return;
  for (int need = 1; need <= 2; ++need) {
    for (int r : by_power) {
      if (wilds < need || c[r] != 4 - need) continue;
      PlannedPlay bomb{MoveType::Bomb, static_cast<std::uint8_t>(r), counts_of({{r, c[r]}}), false};
      bomb.wilds = static_cast<std::uint8_t>(need);
      plan.add(bomb);
      ++plan.bombs;
      wilds -= need;
      c[r] = 0;
    }
  }
}

// The run (shape, start, wilds filling its gaps) that lowers the plays needed most, at most
// `fillable` wilds used; shape -1 when none lowers them.
struct BestRun {
  int gain = 0, shape = -1, start = 0, gaps = 0;
};

BestRun best_run(const Counts& c, int fillable) {
  const int before = plays_needed(c);
  BestRun best;
  for (int k = 0; k < static_cast<int>(kRuns.size()); ++k) {
    const RunShape& shape = kRuns[static_cast<std::size_t>(k)];
    // Cards each sequence position lacks for this shape; a run's gaps (filled by wilds) are
    // a window of them, slid along.
    std::array<int, 16> lack{};
    const int positions = shape.last_start + shape.width;
    for (int at = 0; at < positions; ++at) {
      lack[static_cast<std::size_t>(at)] = std::max(0, shape.per_rank - c[climbing::rank_at_position(at)]);
    }
    int gaps = 0;
    for (int i = 0; i < shape.width - 1; ++i) gaps += lack[static_cast<std::size_t>(i)];
    for (int start = 0; start <= shape.last_start; ++start) {
      gaps += lack[static_cast<std::size_t>(start + shape.width - 1)];
      if (start > 0) gaps -= lack[static_cast<std::size_t>(start - 1)];
      if (gaps > fillable) continue;
      Counts rest = c;
      for (int i = 0; i < shape.width; ++i) {
        int& n = rest[climbing::rank_at_position(start + i)];
        n -= std::min(n, shape.per_rank);
      }
      // each wild used is a level single fewer
      const int gain = before - (plays_needed(rest) + 1) + gaps;
      if (gain > best.gain || (gain == best.gain && best.shape >= 0 && gaps < best.gaps)) best = {gain, k, start, gaps};
    }
  }
  return best;
}

// Runs, greedily, while one lowers the plays needed.
void plan_runs(HandPlan& plan, Counts& c, int& wilds, const PlanOptions& options) {
  for (;;) {
    const BestRun best = best_run(c, options.wild_runs ? wilds : 0);
    if (best.shape < 0 || plan.size >= 24) break;
    const RunShape& shape = kRuns[static_cast<std::size_t>(best.shape)];
    PlannedPlay run{shape.kind, static_cast<std::uint8_t>(best.start), RankCounts(), false};
    for (int i = 0; i < shape.width; ++i) {
      const int r = climbing::rank_at_position(best.start + i);
      const int used = std::min(c[r], shape.per_rank);
      c[r] -= used;
      run.counts.set(r, run.counts[r] + used);
    }
    run.wilds = static_cast<std::uint8_t>(best.gaps);
    wilds -= best.gaps;
    plan.add(run);
  }
}

// Full houses (triples in rising power take the lowest-power pairs), then the trips, pairs and
// singles left, jokers last.
void plan_sets(HandPlan& plan, Counts& c, const std::array<int, kNumRanks>& by_power) {
  for (int t : by_power) {
    if (c[t] != 3) continue;
    int pair = -1;
    for (int p : by_power) {
      if (p != t && c[p] == 2) {
        pair = p;
        break;
      }
    }
    if (pair < 0) continue;
    plan.add({MoveType::ThreeWithTwo, static_cast<std::uint8_t>(t), counts_of({{t, 3}, {pair, 2}}), false});
    c[t] = 0;
    c[pair] = 0;
  }
  for (int r : by_power) {
    if (c[r] == 3) plan.add({MoveType::Trips, static_cast<std::uint8_t>(r), counts_of({{r, 3}}), false});
    if (c[r] == 2) plan.add({MoveType::Pair, static_cast<std::uint8_t>(r), counts_of({{r, 2}}), false});
    if (c[r] == 1) plan.add({MoveType::Single, static_cast<std::uint8_t>(r), counts_of({{r, 1}}), false});
  }
  for (int j = kSmallJokerSlot; j <= kBigJokerSlot; ++j) {
    if (c[j] == 2) plan.add({MoveType::Pair, static_cast<std::uint8_t>(j), counts_of({{j, 2}}), false});
    for (int i = 0; i < c[j] % 2 + (c[j] > 2 ? 0 : 0); ++i) {
      plan.add({MoveType::Single, static_cast<std::uint8_t>(j), counts_of({{j, 1}}), false});
    }
  }
}

}  // namespace

bool PlannedPlay::matches(const Move& move, int wild_kind) const {
  if (move.kind != kind || move.key != key) return false;
  if (uses_wild) return move.cards.count(wild_kind) == 1 && move.cards.size() == 1;
  const int in_move = move.cards.count(wild_kind);
  return in_move == wilds && (move.cards - CardSet::single(wild_kind, in_move)).rank_counts() == counts;
}

HandPlan plan_hand(const CardSet& hand, Level level, const PlanOptions& options) {
  HandPlan plan;
  const int wild = level.heart_kind();
  int wilds = hand.count(wild);
  const RankCounts natural = (hand - CardSet::single(wild, wilds)).rank_counts();
  Counts c{};
  for (int s = 0; s < kNumRankSlots; ++s) c[s] = natural[s];
  std::array<int, kNumRanks> by_power{};
  for (int r = 0; r < kNumRanks; ++r) by_power[static_cast<std::size_t>(r)] = r;
  std::sort(by_power.begin(), by_power.end(), [&](int a, int b) { return level.power(a) < level.power(b); });

  plan_bombs(plan, c, wilds, by_power, options);
  plan_runs(plan, c, wilds, options);
  plan_sets(plan, c, by_power);
  for (int i = 0; i < wilds && plan.size < 32; ++i) {
    plan.add({MoveType::Single, static_cast<std::uint8_t>(level.rank), counts_of({{level.rank, 1}}), true});
  }
  return plan;
}

int non_bomb_plays(const HandPlan& plan) { return plan.size - plan.bombs; }

}  // namespace paiju::guandan
