#include "paiju/tiles/suit_distances.h"

#include <algorithm>
#include <atomic>

namespace paiju::tiles {

SuitCosts suit_costs(const std::uint8_t* h, const std::uint8_t* cap) {
  // State: sets m, pair p, runs started one rank back a, runs started two ranks back b.
  constexpr std::uint8_t kFarCost = 0xFF;
  std::uint8_t cur[5][2][5][5], next[5][2][5][5];
  std::fill(&cur[0][0][0][0], &cur[0][0][0][0] + sizeof cur, kFarCost);
  cur[0][0][0][0] = 0;
  for (int r = 0; r < kNumTileRanks; ++r) {
    std::fill(&next[0][0][0][0], &next[0][0][0][0] + sizeof next, kFarCost);
    const int have = h[r], limit = cap[r];
    for (int m = 0; m <= kMaxSets; ++m) {
      for (int p = 0; p <= 1; ++p) {
        for (int a = 0; a <= m; ++a) {
          for (int b = 0; a + b <= m; ++b) {
            const int value = cur[m][p][a][b];
            if (value == kFarCost) continue;
            const int covering = a + b;
            const int max_runs = r <= 6 ? kMaxSets - m : 0;
            for (int x = 0; x <= max_runs; ++x) {
              for (int t = 0; t <= 1 && m + x + t <= kMaxSets; ++t) {
                for (int q = 0; q <= 1 - p; ++q) {
                  const int need = covering + x + 3 * t + 2 * q;
                  if (need > limit) continue;
                  const int cost = value + (need > have ? need - have : 0);
                  std::uint8_t& slot = next[m + x + t][p + q][x][a];
                  if (cost < slot) slot = static_cast<std::uint8_t>(cost);
                }
              }
            }
          }
        }
      }
    }
    std::copy(&next[0][0][0][0], &next[0][0][0][0] + sizeof next, &cur[0][0][0][0]);
  }
  SuitCosts out = 0;
  for (int m = 0; m <= kMaxSets; ++m) {
    for (int p = 0; p <= 1; ++p) out |= SuitCosts{std::min<std::uint8_t>(cur[m][p][0][0], 15)} << (4 * (2 * m + p));
  }
  return out;
}

std::atomic<std::uint64_t>* suit_cost_memo() {
  static std::atomic<std::uint64_t>* memo = new std::atomic<std::uint64_t>[kNumSuitKeys]();
  return memo;
}

SuitCosts fill_suit_costs(std::uint32_t key) {
  std::uint8_t h[kNumTileRanks], cap[kNumTileRanks];
  for (std::uint32_t r = 0, rest = key; r < kNumTileRanks; ++r, rest /= 5) {
    h[r] = static_cast<std::uint8_t>(rest % 5);
    cap[r] = kSuitedCopies;
  }
  const SuitCosts costs = suit_costs(h, cap);
  // any thread may fill an entry; all write the same value
  suit_cost_memo()[key].store(costs | std::uint64_t{1} << 63, std::memory_order_relaxed);
  return costs;
}

int standard_distance(SuitCosts a, SuitCosts b, SuitCosts c, int sets) {
  int best = 99;
  for (int ma = 0; ma <= sets; ++ma) {
    for (int mb = 0; ma + mb <= sets; ++mb) {
      const int mc = sets - ma - mb;
      const int a0 = cost_at(a, ma, 0), b0 = cost_at(b, mb, 0), c0 = cost_at(c, mc, 0);
      best = std::min({best, cost_at(a, ma, 1) + b0 + c0, a0 + cost_at(b, mb, 1) + c0, a0 + b0 + cost_at(c, mc, 1)});
    }
  }
  return best;
}

}  // namespace paiju::tiles
