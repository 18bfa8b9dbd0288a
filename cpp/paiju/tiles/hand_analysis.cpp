#include "paiju/tiles/hand_analysis.h"

#include <algorithm>
#include <atomic>

#include "paiju/tiles/suit_table.h"

namespace paiju::tiles {
namespace {

struct SuitView {
  std::uint32_t key[kNumTileSuits];
  int size[kNumTileSuits];
};

inline SuitView view_suits(const TileCounts& hand) {
  SuitView v{};
  for (int s = 0; s < kNumTileSuits; ++s) {
    std::uint32_t key = 0;
    int n = 0;
    for (int r = kNumTileRanks - 1; r >= 0; --r) {
      const int c = hand.count(kNumTileRanks * s + r);
      key = key * 5 + static_cast<std::uint32_t>(c);
      n += c;
    }
    v.key[s] = key;
    v.size[s] = n;
  }
  return v;
}

inline bool seven_pairs_complete(const TileCounts& hand) {
  int pairs = 0;
  for (int k = 0; k < kNumSuitedKinds; ++k) {
    const int c = hand.count(k);
    if (c & 1) return false;
    pairs += c >> 1;
  }
  return pairs == 7;
}

// Kinds with all four copies in the hand and the melds.
inline KindMask exhausted(const TileCounts& hand, const TileCounts& melded) {
  KindMask mask = 0;
  for (int k = 0; k < kNumSuitedKinds; ++k) {
    if (hand.count(k) + melded.count(k) >= kSuitedCopies) mask |= KindMask{1} << k;
  }
  return mask;
}

}  // namespace

bool is_winning(const TileCounts& concealed, int melds) {
  PAIJU_DCHECK(concealed.size() == 14 - 3 * melds && concealed.flower_count() == 0);
  const std::uint16_t* table = suit_table();
  const SuitView v = view_suits(concealed);
  int pair_suits = 0;
  bool standard = true;
  for (int s = 0; s < kNumTileSuits; ++s) {
    const int residue = v.size[s] % 3;
    if (residue == 1) standard = false;
    pair_suits += residue == 2;
    if ((table[v.key[s]] & kSuitComplete) == 0) standard = false;
  }
  if (standard && pair_suits == 1) return true;
  return melds == 0 && seven_pairs_complete(concealed);
}

KindMask waits(const TileCounts& concealed, int melds, const TileCounts& melded) {
  PAIJU_DCHECK(concealed.size() == 13 - 3 * melds && concealed.flower_count() == 0);
  const std::uint16_t* table = suit_table();
  const SuitView v = view_suits(concealed);
  std::uint16_t entry[kNumTileSuits];
  int residue[kNumTileSuits];
  int ones = 0, twos = 0;
  for (int s = 0; s < kNumTileSuits; ++s) {
    entry[s] = table[v.key[s]];
    residue[s] = v.size[s] % 3;
    ones += residue[s] == 1;
    twos += residue[s] == 2;
  }
  KindMask mask = 0;
  // 13 - 3m = 1 (mod 3): the residues are (1, 0, 0) or (2, 2, 0) in some order. One tile
  // completes only the suit it joins, so that suit must be the 1 (becoming the pair suit) or a
  // 2 (becoming sets only, the other 2 holding the pair); every other suit is complete already.
  for (int s = 0; s < kNumTileSuits; ++s) {
    if (residue[s] == 0 || (residue[s] == 1 && ones + twos != 1) || (residue[s] == 2 && twos != 2)) continue;
    bool others = true;
    for (int o = 0; o < kNumTileSuits; ++o) {
      if (o != s && (entry[o] & kSuitComplete) == 0) others = false;
    }
    if (others) mask |= static_cast<KindMask>(entry[s] & kSuitWaitRanks) << (kNumTileRanks * s);
  }
  if (melds == 0) {
    // Seven pairs: six pairs (a four of a kind is two) and one single, which is the wait.
    int pairs = 0, single = -1;
    for (int k = 0; k < kNumSuitedKinds; ++k) {
      const int c = concealed.count(k);
      pairs += c >> 1;
      if (c & 1) single = k;
    }
    if (pairs == 6) mask |= KindMask{1} << single;
  } else {
    mask &= ~exhausted(concealed, melded);
  }
  return mask;
}

KindMask single_wait_discards(const TileCounts& concealed, int melds, const TileCounts& melded) {
  PAIJU_DCHECK(concealed.size() == 14 - 3 * melds && concealed.flower_count() == 0);
  const std::uint16_t* table = suit_table();
  const SuitView v = view_suits(concealed);
  bool complete[kNumTileSuits];
  for (int s = 0; s < kNumTileSuits; ++s) complete[s] = (table[v.key[s]] & kSuitComplete) != 0;
  bool seven_pairs = false;
  if (melds == 0) {
    int pairs = 0;
    for (int k = 0; k < kNumSuitedKinds; ++k) pairs += concealed.count(k) >> 1;
    seven_pairs = pairs >= 6;
  }
  KindMask out = 0;
  TileCounts hand = concealed;
  for (int s = 0; s < kNumTileSuits; ++s) {
    // After a discard from suit s, one suit may wait and the rest must be complete.
    if (!seven_pairs && !complete[(s + 1) % 3] && !complete[(s + 2) % 3]) continue;
    for (int k = kNumTileRanks * s; k < kNumTileRanks * (s + 1); ++k) {
      if (concealed.count(k) == 0) continue;
      hand.remove(k);
      const KindMask w = waits(hand, melds, melded);
      hand.add(k);
      if (w != 0 && (w & (w - 1)) == 0) out |= KindMask{1} << k;
    }
  }
  return out;
}

namespace {

constexpr std::uint8_t kFar = 0xFF;

// best[m][p]: the fewest tiles to add to this suit's counts h so that it contains m sets and p
// pairs (exactly; p 0 or 1), no rank above cap[r]. A dynamic programme over ranks 1..9 whose
// state is (sets m, pair p, runs started one rank back a, runs started two ranks back b).
void suit_distances(const std::uint8_t* h, const std::uint8_t* cap, std::uint8_t best[5][2]) {
  std::uint8_t cur[5][2][5][5], next[5][2][5][5];
  std::fill(&cur[0][0][0][0], &cur[0][0][0][0] + sizeof cur, kFar);
  cur[0][0][0][0] = 0;
  for (int r = 0; r < kNumTileRanks; ++r) {
    std::fill(&next[0][0][0][0], &next[0][0][0][0] + sizeof next, kFar);
    const int have = h[r], limit = cap[r];
    for (int m = 0; m <= 4; ++m) {
      for (int p = 0; p <= 1; ++p) {
        for (int a = 0; a <= m; ++a) {
          for (int b = 0; a + b <= m; ++b) {
            const int value = cur[m][p][a][b];
            if (value == kFar) continue;
            const int covering = a + b;
            const int max_runs = r <= 6 ? 4 - m : 0;
            for (int x = 0; x <= max_runs; ++x) {
              for (int t = 0; t <= 1 && m + x + t <= 4; ++t) {
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
  for (int m = 0; m <= 4; ++m) {
    for (int p = 0; p <= 1; ++p) best[m][p] = cur[m][p][0][0];
  }
}

}  // namespace

namespace {

// Sets and pair distances of every suit pattern, computed on first use: bit 63 marks a computed
// entry, nibble 2m + p holds best[m][p]. Any thread may fill an entry; all write the same value.
constexpr std::uint64_t kComputed = std::uint64_t{1} << 63;

std::atomic<std::uint64_t>* distance_cache() {
  static std::atomic<std::uint64_t>* cache = new std::atomic<std::uint64_t>[kNumSuitKeys]();
  return cache;
}

std::uint64_t suit_entry(const TileCounts& hand, int suit, std::atomic<std::uint64_t>* cache) {
  const std::uint32_t key = hand.suit_key(suit);
  std::uint64_t entry = cache[key].load(std::memory_order_relaxed);
  if (entry & kComputed) return entry;
  std::uint8_t h[kNumTileRanks], cap[kNumTileRanks], best[5][2];
  for (int r = 0; r < kNumTileRanks; ++r) {
    h[r] = static_cast<std::uint8_t>(hand.count(kNumTileRanks * suit + r));
    cap[r] = kSuitedCopies;
  }
  suit_distances(h, cap, best);
  entry = kComputed;
  for (int m = 0; m <= 4; ++m) {
    for (int p = 0; p <= 1; ++p) entry |= static_cast<std::uint64_t>(std::min<int>(best[m][p], 15)) << (4 * (2 * m + p));
  }
  cache[key].store(entry, std::memory_order_relaxed);
  return entry;
}

inline int nibble(std::uint64_t entry, int m, int p) { return static_cast<int>(entry >> (4 * (2 * m + p)) & 15); }

// The fewest tiles to add for `sets` sets and one pair over the three suits, given each suit's
// distance(suit, m, p) for m sets and p (0 or 1) pairs.
template <class Distance>
int standard_distance(int sets, Distance&& distance) {
  int best = 99;
  for (int m0 = 0; m0 <= sets; ++m0) {
    for (int m1 = 0; m0 + m1 <= sets; ++m1) {
      const int m2 = sets - m0 - m1;
      for (int pair = 0; pair < kNumTileSuits; ++pair) {
        const int d = distance(0, m0, pair == 0) + distance(1, m1, pair == 1) + distance(2, m2, pair == 2);
        if (d < best) best = d;
      }
    }
  }
  return best;
}

int seven_pairs_distance(const TileCounts& concealed) {
  int twos = 0, ones = 0;
  for (int k = 0; k < kNumSuitedKinds; ++k) {
    const int c = concealed.count(k);
    twos += (c >= 2) + (c == 4);
    ones += (c == 1) + (c == 3);
  }
  const int pair_slots = twos < 7 ? twos : 7;
  const int single_slots = ones < 7 - pair_slots ? ones : 7 - pair_slots;
  return 14 - 2 * pair_slots - single_slots;
}

}  // namespace

int quick_shanten(const TileCounts& concealed, int melds) {
  std::atomic<std::uint64_t>* cache = distance_cache();
  std::uint64_t e[kNumTileSuits];
  for (int s = 0; s < kNumTileSuits; ++s) e[s] = suit_entry(concealed, s, cache);
  int distance = standard_distance(4 - melds, [&e](int s, int m, int p) { return nibble(e[s], m, p); });
  if (melds == 0) distance = std::min(distance, seven_pairs_distance(concealed));
  return distance - 1;
}

int shanten(const TileCounts& concealed, int melds, const TileCounts& melded) {
  PAIJU_DCHECK(concealed.size() == 13 - 3 * melds || concealed.size() == 14 - 3 * melds);
  std::uint8_t best[kNumTileSuits][5][2];
  for (int s = 0; s < kNumTileSuits; ++s) {
    std::uint8_t h[kNumTileRanks], cap[kNumTileRanks];
    bool empty = true, uncapped = true;
    for (int r = 0; r < kNumTileRanks; ++r) {
      const int k = kNumTileRanks * s + r;
      h[r] = static_cast<std::uint8_t>(concealed.count(k));
      cap[r] = static_cast<std::uint8_t>(kSuitedCopies - melded.count(k));
      empty = empty && h[r] == 0;
      uncapped = uncapped && cap[r] == kSuitedCopies;
    }
    if (empty && uncapped) {  // nothing held, nothing capped: m sets and p pairs cost 3m + 2p tiles
      for (int m = 0; m <= 4; ++m) {
        for (int p = 0; p <= 1; ++p) best[s][m][p] = static_cast<std::uint8_t>(3 * m + 2 * p);
      }
    } else {
      suit_distances(h, cap, best[s]);
    }
  }
  int distance = standard_distance(4 - melds, [&best](int s, int m, int p) { return static_cast<int>(best[s][m][p]); });
  // Seven pairs: keep the most tiles of seven pair slots, a kind offering two slots when held
  // four times; slot values are 2 (a held pair) or 1 (a single), so count them.
  if (melds == 0) distance = std::min(distance, seven_pairs_distance(concealed));
  return distance - 1;
}

}  // namespace paiju::tiles
