#include "paiju/tiles/hand_analysis.h"

#include <algorithm>

#include "paiju/tiles/seven_pairs.h"
#include "paiju/tiles/suit_distances.h"
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

int quick_shanten(const TileCounts& concealed, int melds) {
  int distance = standard_distance(cached_suit_costs(concealed.suit_key(0)), cached_suit_costs(concealed.suit_key(1)),
                                   cached_suit_costs(concealed.suit_key(2)), kMaxSets - melds);
  if (melds == 0) distance = std::min(distance, seven_pairs_distance(pair_slots(concealed)));
  return distance - 1;
}

int shanten(const TileCounts& concealed, int melds, const TileCounts& melded) {
  PAIJU_DCHECK(concealed.size() == 13 - 3 * melds || concealed.size() == 14 - 3 * melds);
  SuitCosts costs[kNumTileSuits];
  for (int s = 0; s < kNumTileSuits; ++s) {
    if (melded.suit_size(s) == 0) {  // every cap is four: the shared memo holds the costs
      costs[s] = cached_suit_costs(concealed.suit_key(s));
      continue;
    }
    std::uint8_t h[kNumTileRanks], cap[kNumTileRanks];
    for (int r = 0; r < kNumTileRanks; ++r) {
      const int k = kNumTileRanks * s + r;
      h[r] = static_cast<std::uint8_t>(concealed.count(k));
      cap[r] = static_cast<std::uint8_t>(kSuitedCopies - melded.count(k));
    }
    costs[s] = suit_costs(h, cap);
  }
  int distance = standard_distance(costs[0], costs[1], costs[2], kMaxSets - melds);
  if (melds == 0) distance = std::min(distance, seven_pairs_distance(pair_slots(concealed)));
  return distance - 1;
}

}  // namespace paiju::tiles
