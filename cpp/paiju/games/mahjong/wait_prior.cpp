#include "paiju/games/mahjong/wait_prior.h"

#include <algorithm>
#include <cmath>

#include "paiju/games/mahjong/observation.h"
#include "paiju/games/mahjong/wait_prior_weights.h"

namespace paiju::mahjong {

using tiles::kNumSuitedKinds;
using tiles::kNumTileRanks;

const std::array<const char*, kWaitFeatures> kWaitFeatureNames = {
    "unseen0", "unseen1", "unseen2", "unseen3",                      // copies the observer cannot see (4: none)
    "discarded", "discarded_d1", "discarded_d2",                     // in the river before ready: k, k +- 1, k +- 2
    "ready_tile", "ready_d1", "ready_d2", "ready_suit",              // the ready discard: k, k +- 1, k +- 2, k's suit
    "suit_share", "early_suit_share", "late_suit_share",             // the river's share in k's suit: all, first 6, last 3
    "rank19", "rank28", "rank37", "rank46",                          // rank 5 the baseline
    "unseen_d1", "unseen_d2"};                                       // the neighbours' unseen copies / 8

WaitFeatures wait_features(const State& s, int r, int observer) {
  WaitFeatures f{};
  const TileCounts seen = tiles_seen(s, observer);
  const River& river = s.river(r);
  const int before = s.ready_index(r) >= 0 ? s.ready_index(r) : river.count;
  std::array<int, kNumSuitedKinds> discarded{};
  std::array<double, 3> share{}, early{}, late{};
  for (int i = 0; i < before; ++i) {
    const int k = river.tiles[i];
    if (!tiles::is_suited(k)) continue;
    ++discarded[k];
    share[tiles::tile_suit(k)] += 1.0 / before;
    if (i < 6) early[tiles::tile_suit(k)] += 1.0 / std::min(before, 6);
    if (i >= before - 3) late[tiles::tile_suit(k)] += 1.0 / std::min(before, 3);
  }
  const int t = s.ready_tile(r);
  const auto unseen = [&](int k) { return tiles::max_copies(k) - seen.count(k); };
  for (int k = 0; k < kNumSuitedKinds; ++k) {
    auto& x = f[k];
    const int suit = tiles::tile_suit(k), rank = tiles::tile_rank(k);
    const auto in_suit = [&](int d) { return rank + d >= 1 && rank + d <= kNumTileRanks; };
    const auto around = [&](int d, auto value) {
      return (in_suit(-d) ? value(k - d) : 0.0) + (in_suit(d) ? value(k + d) : 0.0);
    };
    const int u = unseen(k);
    if (u < 4) x[static_cast<std::size_t>(u)] = 1;
    x[4] = discarded[k] > 0;
    x[5] = around(1, [&](int j) { return discarded[j] > 0 ? 1.0 : 0.0; });
    x[6] = around(2, [&](int j) { return discarded[j] > 0 ? 1.0 : 0.0; });
    if (t >= 0 && tiles::is_suited(t)) {
      const bool same = tiles::tile_suit(t) == suit;
      const int dist = std::abs(tiles::tile_rank(t) - rank);
      x[7] = t == k;
      x[8] = same && dist == 1;
      x[9] = same && dist == 2;
      x[10] = same;
    }
    const auto su = static_cast<std::size_t>(suit);
    x[11] = share[su];
    x[12] = early[su];
    x[13] = late[su];
    const int edge = std::min(rank, kNumTileRanks + 1 - rank);
    if (edge < 5) x[static_cast<std::size_t>(13 + edge)] = 1;
    x[18] = around(1, [&](int j) { return unseen(j) / 8.0; });
    x[19] = around(2, [&](int j) { return unseen(j) / 8.0; });
  }
  return f;
}

WaitPrior wait_prior(const State& s, int ready_seat, int observer, KindMask excluded) {
  constexpr KindMask kAll = (KindMask{1} << kNumSuitedKinds) - 1;
  if ((excluded & kAll) == kAll) excluded = 0;
  const WaitFeatures f = wait_features(s, ready_seat, observer);
  WaitPrior p{};
  double top = -1e300;
  for (int k = 0; k < kNumSuitedKinds; ++k) {
    if (excluded >> k & 1) continue;
    double z = 0;
    for (int j = 0; j < kWaitFeatures; ++j) z += kWaitPriorWeights[static_cast<std::size_t>(j)] * f[k][static_cast<std::size_t>(j)];
    p[k] = z;
    top = std::max(top, z);
  }
  double sum = 0;
  for (int k = 0; k < kNumSuitedKinds; ++k) {
    p[k] = excluded >> k & 1 ? 0.0 : std::exp(p[k] - top);
    sum += p[k];
  }
  for (double& x : p) x /= sum;
  return p;
}

}  // namespace paiju::mahjong
