#include "paiju/tiles/decompositions.h"

#include <algorithm>

namespace paiju::tiles {
namespace {

struct Search {
  TileCounts counts;
  std::vector<Group> groups;
  std::vector<Decomposition>* out;

  // Kinds below `kind` are used up. The tiles of the lowest kind held all go into groups at that
  // kind: t triplets (0 or 1), q pairs (0 or 1) and x runs starting there (x = count - 3t - 2q);
  // choosing the numbers, not an order, yields each multiset of groups once.
  void run(int kind, int sets_left, int pair_left) {
    while (kind < kNumSuitedKinds && counts.count(kind) == 0) ++kind;
    if (kind == kNumSuitedKinds) {
      if (sets_left == 0 && pair_left == 0) out->push_back({false, groups});
      return;
    }
    const int c = counts.count(kind);
    const bool run_fits = tile_rank(kind) <= 7;
    for (int q = 0; q <= pair_left; ++q) {
      for (int t = 0; t <= 1; ++t) {
        const int x = c - 3 * t - 2 * q;
        if (x < 0 || t + x > sets_left) continue;
        if (x > 0 && (!run_fits || counts.count(kind + 1) < x || counts.count(kind + 2) < x)) continue;
        const std::size_t mark = groups.size();
        if (q) groups.push_back({GroupKind::Pair, static_cast<std::uint8_t>(kind)});
        for (int i = 0; i < x; ++i) groups.push_back({GroupKind::Run, static_cast<std::uint8_t>(kind)});
        if (t) groups.push_back({GroupKind::Triplet, static_cast<std::uint8_t>(kind)});
        counts.remove(kind, c);
        if (x > 0) {
          counts.remove(kind + 1, x);
          counts.remove(kind + 2, x);
        }
        run(kind + 1, sets_left - t - x, pair_left - q);
        counts.add(kind, c);
        if (x > 0) {
          counts.add(kind + 1, x);
          counts.add(kind + 2, x);
        }
        groups.resize(mark);
      }
    }
  }
};

}  // namespace

std::vector<Decomposition> decompositions(const TileCounts& concealed, int melds) {
  std::vector<Decomposition> out;
  if (concealed.size() != 14 - 3 * melds || concealed.flower_count() != 0) return out;
  Search search{concealed, {}, &out};
  search.run(0, 4 - melds, 1);
  std::sort(out.begin(), out.end(), [](const Decomposition& a, const Decomposition& b) { return a.groups < b.groups; });
  if (melds == 0) {
    Decomposition pairs{true, {}};
    bool even = true;
    for (int k = 0; k < kNumSuitedKinds && even; ++k) {
      const int c = concealed.count(k);
      even = (c & 1) == 0;
      for (int i = 0; i < c / 2; ++i) pairs.groups.push_back({GroupKind::Pair, static_cast<std::uint8_t>(k)});
    }
    if (even) out.push_back(std::move(pairs));
  }
  return out;
}

}  // namespace paiju::tiles
