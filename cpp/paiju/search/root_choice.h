// The answer of a search at its root: statistics of the root's children merged over the trees,
// and the rules that pick one of them (the most visited; the policy's own unless another is
// confidently better; the one best against the worst of the players drawn for the others).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

namespace paiju::search {

// One root child (a move class) over every tree of a decision.
struct RootStats {
  std::uint64_t cls = 0;
  int visits = 0;
  double total = 0.0, squares = 0.0;
  // With one player drawn an iteration for the others (side_draw): the visits and reward by that
  // player's index in the pool.
  std::vector<int> model_visits;
  std::vector<double> model_total;

  double mean() const { return total / visits; }
  // The variance of the mean (1 for a single visit).
  double mean_variance() const {
    if (visits <= 1) return 1.0;
    const double m = mean();
    return std::max(0.0, (squares / visits - m * m) * visits / (visits - 1)) / visits;
  }
};

// The most visited child (the first of equals); -1 when there is none.
inline int most_visited(const std::vector<RootStats>& stats) {
  int best = -1;
  for (std::size_t i = 0; i < stats.size(); ++i) {
    if (best < 0 || stats[i].visits > stats[static_cast<std::size_t>(best)].visits) best = static_cast<int>(i);
  }
  return best;
}

// `best`, if its mean beats the policy move's (`policy`, -1 when it was never tried) by more than
// `z` standard errors of the difference; else `policy`.
inline int confident_choice(const std::vector<RootStats>& stats, int best, int policy, double z) {
  if (policy < 0 || policy == best) return best;
  const RootStats& b = stats[static_cast<std::size_t>(best)];
  const RootStats& p = stats[static_cast<std::size_t>(policy)];
  return b.mean() - p.mean() > z * std::sqrt(b.mean_variance() + p.mean_variance()) ? best : policy;
}

// Among the children visited at least half as often as `best` (the most visited), the one whose
// worst mean over the drawn players is highest; `best` keeps a tie. A player a child was never
// tried against counts the child's overall mean.
inline int robust_choice(const std::vector<RootStats>& stats, int best) {
  const int floor = (stats[static_cast<std::size_t>(best)].visits + 1) / 2;
  const auto worst = [](const RootStats& v) {
    double w = v.mean();
    for (std::size_t m = 0; m < v.model_visits.size(); ++m) {
      if (v.model_visits[m] > 0) w = std::min(w, v.model_total[m] / v.model_visits[m]);
    }
    return w;
  };
  int chosen = best;
  double chosen_worst = worst(stats[static_cast<std::size_t>(best)]);
  for (std::size_t i = 0; i < stats.size(); ++i) {
    if (stats[i].visits < floor) continue;
    const double w = worst(stats[i]);
    if (w > chosen_worst) {
      chosen_worst = w;
      chosen = static_cast<int>(i);
    }
  }
  return chosen;
}

}  // namespace paiju::search
