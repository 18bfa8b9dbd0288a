#include "paiju/games/guandan/players/partition.h"

#include <algorithm>
#include <bit>
#include <climits>

#include "paiju/climbing/sequence.h"
#include "paiju/core/rank_counts.h"

namespace paiju::guandan::players {
namespace {

using climbing::rank_at_position;

constexpr int kLeafBudget = 600;  // leaves searched per partition (per straight-flush choice)
constexpr int kMaxSequences = 9;  // 27 cards hold at most 5 straights; room to spare
constexpr int kMaxFlushTries = 4;

// Rank counts of ranks 2..A packed 4 bits a rank (RankCounts layout, no jokers).
using Packed = std::uint64_t;
constexpr int nibble(Packed c, int r) { return static_cast<int>((c >> (4 * r)) & 0xF); }
constexpr Packed one(int r) { return Packed{1} << (4 * r); }
// Sequence positions (climbing/sequence.h) whose rank holds at least k cards: bit p for
// position p, the ace at both ends.
inline std::uint32_t positions_with(Packed c, int k) {
  const std::uint32_t ranks = RankCounts::from_packed(c).slots_with_at_least(k) & 0x1FFFu;
  return ((ranks << 1) | (ranks >> 12)) & 0x3FFFu;
}

// The three run shapes: length in ranks, cards per rank, last start position.
struct RunShape {
  MoveType kind;
  int length;
  int width;
  int last_start;
};
constexpr std::array<RunShape, 3> kRuns = {{
    {MoveType::Straight, 5, 1, 9},
    {MoveType::ThreePair, 3, 2, 11},
    {MoveType::TwoTrips, 2, 3, 12},
}};
// A run pays only when it takes whole sets of its width (or fills gaps with wilds): a straight
// taking one card from each of five pairs leaves as many plays as before. So at least this
// many of its ranks must hold no more cards than it takes (straight, tube, plate).
constexpr std::array<int, 3> kMinWhole = {2, 2, 2};

struct Chosen {
  std::uint8_t shape = 0;
  std::uint8_t start = 0;
};

// Leaf use of the wilds left over: as level cards, or added to one rank.
enum class WildUse : std::uint8_t { AsLevel, TripleToBomb, PairToBomb, SingleToPair };

int clamp_cost(int cost) { return cost < 1 ? 1 : cost; }

class Search {
 public:
  Search(Level level, const Weights& weights) : level_(level), w_(weights) {
    int at = 0;
    for (int r = 0; r < kNumRanks; ++r) {
      if (r != level.rank) order_[static_cast<std::size_t>(at++)] = r;
    }
    order_[static_cast<std::size_t>(at)] = level.rank;
  }

  // Costs of single plays (power 0..15) and of runs (shape, start).
  int single_cost(int power) const { return clamp_cost(w_.play - w_.control * std::max(0, power - 8)); }
  int pair_cost(int power) const { return clamp_cost(w_.play - w_.control * std::max(0, power - 6)); }
  int triple_cost(int power) const { return clamp_cost(w_.play - w_.control * std::max(0, power - 4)); }
  int run_cost(int shape, int start) const { return clamp_cost(w_.play - w_.control * (start + shape)); }
  int bomb_value(int cards, int power) const { return w_.bomb + w_.bomb_card * (cards - 4) + power / 4; }
  int flush_value(int start) const { return w_.bomb + (3 * w_.bomb_card) / 2 + start / 4; }

  // Searches the partition of the natural rank counts `counts` (bombs already out) with
  // `wilds` wilds; `fixed` is the cost of what was set aside. Returns the best total.
  int run(Packed counts, int wilds, int fixed) {
    c_ = counts;
    wilds_ = wilds;
    fixed_ = fixed;
    depth_ = 0;
    seq_cost_ = 0;
    leaves_ = 0;
    best_ = INT_MAX;
    dfs(0, 0);
    return best_;
  }

  // The best leaf of the last run: its runs and wild use.
  int best_depth() const { return best_depth_; }
  const std::array<Chosen, kMaxSequences>& best_stack() const { return best_stack_; }
  WildUse best_use() const { return best_use_; }
  int best_use_rank() const { return best_use_rank_; }

  // Cost of the sets of `c` (natural counts plus whatever wilds were added), optionally
  // writing the parts. `wilds_at[r]` wilds were added to rank r.
  template <bool kBuild>
  int sets_cost(Packed c, const std::array<std::int8_t, kNumRanks>& wilds_at, Partition* out) const {
    int cost = 0;
    std::array<std::int8_t, kNumRanks> pairs{}, triples{};
    int num_pairs = 0, num_triples = 0;
    for (const int r : order_) {
      const int n = nibble(c, r);
      if (n == 0) continue;
      const int p = level_.power(r);
      if (n == 1) {
        cost += single_cost(p);
        if constexpr (kBuild) emit(*out, MoveType::Single, r, r, 1, wilds_at[static_cast<std::size_t>(r)], single_cost(p));
      } else if (n == 2) {
        pairs[static_cast<std::size_t>(num_pairs++)] = static_cast<std::int8_t>(r);
      } else if (n == 3) {
        triples[static_cast<std::size_t>(num_triples++)] = static_cast<std::int8_t>(r);
      } else {
        cost -= bomb_value(n, p);
        if constexpr (kBuild) emit(*out, MoveType::Bomb, r, r, n, wilds_at[static_cast<std::size_t>(r)], -bomb_value(n, p));
      }
    }
    // Full houses: each triple, lowest first, takes the lowest pair left.
    const int houses = std::min(num_pairs, num_triples);
    for (int i = 0; i < num_triples; ++i) {
      const int r = triples[static_cast<std::size_t>(i)];
      const int tc = triple_cost(level_.power(r));
      cost += tc;
      if constexpr (kBuild) {
        if (i < houses) {
          const int q = pairs[static_cast<std::size_t>(i)];
          const int wr = wilds_at[static_cast<std::size_t>(r)], wq = wilds_at[static_cast<std::size_t>(q)];
          Part part;
          part.kind = MoveType::ThreeWithTwo;
          part.key = static_cast<std::uint8_t>(r);
          part.size = 5;
          part.wilds = static_cast<std::uint8_t>(wr + wq);
          part.natural = static_cast<Packed>(3 - wr) * one(r) + static_cast<Packed>(2 - wq) * one(q);
          part.cost = static_cast<std::int16_t>(tc);
          push(*out, part);
        } else {
          emit(*out, MoveType::Trips, r, r, 3, wilds_at[static_cast<std::size_t>(r)], tc);
        }
      }
    }
    for (int i = houses; i < num_pairs; ++i) {
      const int r = pairs[static_cast<std::size_t>(i)];
      const int pc = pair_cost(level_.power(r));
      cost += pc;
      if constexpr (kBuild) emit(*out, MoveType::Pair, r, r, 2, wilds_at[static_cast<std::size_t>(r)], pc);
    }
    return cost;
  }

  static void push(Partition& out, const Part& part) {
    out.parts[static_cast<std::size_t>(out.count++)] = part;
    out.cost += part.cost;
    if (is_bomb_type(part.kind)) ++out.bombs;
    else ++out.plays;
  }
  // A part of `n` cards at one rank slot, `wilds` of them wild.
  static void emit(Partition& out, MoveType type, int key, int slot, int n, int wilds, int cost) {
    Part part;
    part.kind = type;
    part.key = static_cast<std::uint8_t>(key);
    part.size = static_cast<std::uint8_t>(n);
    part.wilds = static_cast<std::uint8_t>(wilds);
    part.natural = static_cast<Packed>(n - wilds) << (4 * slot);
    part.cost = static_cast<std::int16_t>(cost);
    push(out, part);
  }

 private:
  // Cost of a leaf: the sets with the best use of the wilds left. Writes that use.
  int leaf_cost(WildUse& use, int& use_rank) const {
    static constexpr std::array<std::int8_t, kNumRanks> kNone{};
    const int lv = level_.rank;
    int best = sets_cost<false>(c_ + static_cast<Packed>(wilds_) * one(lv), kNone, nullptr) - w_.wild_keep * wilds_;
    use = WildUse::AsLevel;
    use_rank = lv;
    if (wilds_ == 0) return best;
    // One wild goes elsewhere (two to a pair): to the lowest-power single, pair or triple.
    const Packed rest = c_ + static_cast<Packed>(wilds_ - 1) * one(lv);
    std::array<int, 4> target{-1, -1, -1, -1};
    for (const int r : order_) {
      const int n = nibble(c_, r);
      if (r != lv && n >= 1 && n <= 3 && target[static_cast<std::size_t>(n)] < 0) target[static_cast<std::size_t>(n)] = r;
    }
    for (int n = 1; n <= 3; ++n) {
      const int r = target[static_cast<std::size_t>(n)];
      if (r < 0 || (n == 2 && wilds_ < 2)) continue;
      const int add = n == 2 ? 2 : 1;
      const Packed t = rest + static_cast<Packed>(add) * one(r) - (add == 2 ? one(lv) : 0);
      const int cost = sets_cost<false>(t, kNone, nullptr) - w_.wild_keep * (wilds_ - add);
      if (cost < best) {
        best = cost;
        use = n == 3 ? WildUse::TripleToBomb : n == 2 ? WildUse::PairToBomb : WildUse::SingleToPair;
        use_rank = r;
      }
    }
    return best;
  }

  // At the lowest sequence position >= pos still holding cards: start a run there (shapes from
  // min_shape on, so that no set of runs is tried twice), or leave its cards to the sets.
  void dfs(int pos, int min_shape) {
    if (leaves_ >= kLeafBudget) return;
    const std::uint32_t m1 = positions_with(c_, 1);
    const std::uint32_t starts = m1 & 0x1FFFu & ~((1u << pos) - 1);
    if (starts == 0) {
      ++leaves_;
      WildUse use;
      int use_rank;
      const int total = fixed_ + seq_cost_ + leaf_cost(use, use_rank);
      if (total < best_) {
        best_ = total;
        best_depth_ = depth_;
        best_stack_ = stack_;
        best_use_ = use;
        best_use_rank_ = use_rank;
      }
      return;
    }
    const int p = std::countr_zero(starts);
    if (p != pos) min_shape = 0;
    if (depth_ < kMaxSequences) {
      const std::array<std::uint32_t, 5> m = {0, m1, positions_with(c_, 2), positions_with(c_, 3), positions_with(c_, 4)};
      for (int s = min_shape; s < 3; ++s) {
        const RunShape& shape = kRuns[static_cast<std::size_t>(s)];
        if (p > shape.last_start) continue;
        const std::uint32_t window = ((1u << shape.length) - 1) << p;
        int deficit = 0;
        for (int k = 1; k <= shape.width; ++k) deficit += shape.length - std::popcount(m[static_cast<std::size_t>(k)] & window);
        const int whole = shape.length - std::popcount(m[static_cast<std::size_t>(shape.width + 1)] & window);
        if (deficit > wilds_ || whole < kMinWhole[static_cast<std::size_t>(s)]) continue;
        const Packed saved = c_;
        for (int i = 0; i < shape.length; ++i) {
          const int r = rank_at_position(p + i);
          c_ -= static_cast<Packed>(std::min(shape.width, nibble(c_, r))) * one(r);
        }
        wilds_ -= deficit;
        const int cost = run_cost(s, p);
        seq_cost_ += cost;
        stack_[static_cast<std::size_t>(depth_++)] = Chosen{static_cast<std::uint8_t>(s), static_cast<std::uint8_t>(p)};
        dfs(p, s);
        --depth_;
        seq_cost_ -= cost;
        wilds_ += deficit;
        c_ = saved;
      }
    }
    dfs(p + 1, 0);
  }

  Level level_;
  const Weights& w_;
  std::array<int, kNumRanks> order_{};  // ranks by rising power
  Packed c_ = 0;
  int wilds_ = 0, fixed_ = 0, depth_ = 0, seq_cost_ = 0, leaves_ = 0;
  std::array<Chosen, kMaxSequences> stack_{};
  int best_ = INT_MAX, best_depth_ = 0;
  std::array<Chosen, kMaxSequences> best_stack_{};
  WildUse best_use_ = WildUse::AsLevel;
  int best_use_rank_ = 0;
};

// A straight flush the hand can make: suit, start position, wilds it needs, natural cards.
struct Flush {
  int start = 0, deficit = 0;
  Packed natural = 0;
};

// Jokers: the joker bomb, or pairs and singles; their cost.
template <bool kBuild>
int place_jokers(const RankCounts& counts, Level level, const Weights& weights, Search& search, Partition* out) {
  int fixed = 0;
  const int small = counts[kSmallJokerSlot], big = counts[kBigJokerSlot];
  if (small == 2 && big == 2) {
    fixed -= weights.joker_bomb;
    if constexpr (kBuild) {
      Part part;
      part.kind = MoveType::FourKings;
      part.key = kSmallJokerSlot;
      part.size = 4;
      part.natural = 2 * one(kSmallJokerSlot) + 2 * one(kBigJokerSlot);
      part.cost = static_cast<std::int16_t>(-weights.joker_bomb);
      Search::push(*out, part);
    }
  } else {
    for (int slot : {kSmallJokerSlot, kBigJokerSlot}) {
      const int n = counts[slot];
      if (n == 0) continue;
      const int cost = n == 2 ? search.pair_cost(level.power(slot)) : search.single_cost(level.power(slot));
      fixed += cost;
      if constexpr (kBuild) Search::emit(*out, n == 2 ? MoveType::Pair : MoveType::Single, slot, slot, n, 0, cost);
    }
  }
  return fixed;
}

// Natural bombs (4+ of a rank) stay whole: taken out of `c`; their cost.
template <bool kBuild>
int place_bombs(const RankCounts& counts, Level level, Search& search, Packed& c, Partition* out) {
  int fixed = 0;
  for (std::uint32_t bombs = counts.slots_with_at_least(4) & 0x1FFFu; bombs; bombs &= bombs - 1) {
    const int r = std::countr_zero(bombs);
    const int n = nibble(c, r);
    fixed -= search.bomb_value(n, level.power(r));
    if constexpr (kBuild) Search::emit(*out, MoveType::Bomb, r, r, n, 0, -search.bomb_value(n, level.power(r)));
    c &= ~(Packed{0xF} << (4 * r));
  }
  return fixed;
}

// Straight flushes from ranks that are not bombs (`c`), with at least three natural cards;
// how many were written to `flushes`.
int find_flushes(Packed c, const CardSet& natural, int heart, int wilds, std::array<Flush, kMaxFlushTries>& flushes) {
  int num_flushes = 0;
  for (int suit = 0; suit < kNumSuits && num_flushes < kMaxFlushTries; ++suit) {
    // Bit r: this suit's card of rank r is in the hand, outside any bomb.
    std::uint32_t held = 0;
    for (int r = 0; r < kNumRanks; ++r) {
      const int kind = kind_of(static_cast<Rank>(r), static_cast<Suit>(suit));
      if (nibble(c, r) > 0 && kind != heart && natural.contains(kind)) held |= 1u << r;
    }
    const std::uint32_t at = ((held << 1) | (held >> 12)) & 0x3FFFu;
    if (std::popcount(at) < 3) continue;
    for (int start = 0; start <= 9 && num_flushes < kMaxFlushTries; ++start) {
      const int have = std::popcount(at & (0x1Fu << start));
      if (have < 3 || 5 - have > wilds) continue;
      Flush flush{start, 5 - have, 0};
      for (int i = 0; i < 5; ++i) {
        if (at & (1u << (start + i))) flush.natural += one(rank_at_position(start + i));
      }
      flushes[static_cast<std::size_t>(num_flushes++)] = flush;
    }
  }
  return num_flushes;
}

// The winning search's leaf (Search::run overwrites its own), and the straight flush taken
// before it (-1: none).
struct Leaf {
  int flush = -1;
  int depth = 0;
  std::array<Chosen, kMaxSequences> stack{};
  WildUse use = WildUse::AsLevel;
  int use_rank = 0;

  void keep(const Search& search, int with_flush) {
    flush = with_flush;
    depth = search.best_depth();
    stack = search.best_stack();
    use = search.best_use();
    use_rank = search.best_use_rank();
  }
};

// Writes the parts of the best partition (`leaf`, the cards `c` outside jokers and bombs) to
// `out` after the jokers and bombs; its cost.
int write_partition(Packed c, int wilds, Level level, const Weights& weights, Search& search,
                    const std::array<Flush, kMaxFlushTries>& flushes, const Leaf& leaf, Partition* out) {
  Packed left = c;
  int wilds_left = wilds;
  if (leaf.flush >= 0) {
    const Flush& flush = flushes[static_cast<std::size_t>(leaf.flush)];
    Part part;
    part.kind = MoveType::StraightFlush;
    part.key = static_cast<std::uint8_t>(flush.start);
    part.size = 5;
    part.wilds = static_cast<std::uint8_t>(flush.deficit);
    part.natural = flush.natural;
    part.cost = static_cast<std::int16_t>(-search.flush_value(flush.start));
    Search::push(*out, part);
    left -= flush.natural;
    wilds_left -= flush.deficit;
  }
  for (int d = 0; d < leaf.depth; ++d) {
    const Chosen chosen = leaf.stack[static_cast<std::size_t>(d)];
    const RunShape& shape = kRuns[chosen.shape];
    Part part;
    part.kind = shape.kind;
    part.key = chosen.start;
    part.size = static_cast<std::uint8_t>(shape.length * shape.width);
    int deficit = 0;
    for (int i = 0; i < shape.length; ++i) {
      const int r = rank_at_position(chosen.start + i);
      const int took = std::min(shape.width, nibble(left, r));
      deficit += shape.width - took;
      left -= static_cast<Packed>(took) * one(r);
      part.natural += static_cast<Packed>(took) * one(r);
    }
    wilds_left -= deficit;
    part.wilds = static_cast<std::uint8_t>(deficit);
    part.cost = static_cast<std::int16_t>(search.run_cost(chosen.shape, chosen.start));
    Search::push(*out, part);
  }
  std::array<std::int8_t, kNumRanks> wilds_at{};
  int to_level = wilds_left;
  if (leaf.use != WildUse::AsLevel) {
    const int add = leaf.use == WildUse::PairToBomb ? 2 : 1;
    left += static_cast<Packed>(add) * one(leaf.use_rank);
    wilds_at[static_cast<std::size_t>(leaf.use_rank)] = static_cast<std::int8_t>(add);
    to_level -= add;
  }
  left += static_cast<Packed>(to_level) * one(level.rank);
  wilds_at[static_cast<std::size_t>(level.rank)] = static_cast<std::int8_t>(wilds_at[static_cast<std::size_t>(level.rank)] + to_level);
  // A set at the level rank uses its natural level cards first, then the wilds.
  search.sets_cost<true>(left, wilds_at, out);
  out->cost -= weights.wild_keep * to_level;
  return out->cost;
}

template <bool kBuild>
int partition(const CardSet& hand, Level level, const Weights& weights, Partition* out) {
  if constexpr (kBuild) *out = Partition{};
  if (hand.empty()) return 0;
  const int heart = level.heart_kind();
  const int wilds = hand.count(heart);
  const CardSet natural = hand - CardSet::single(heart, wilds);
  const RankCounts counts = natural.rank_counts();
  Search search(level, weights);

  int fixed = place_jokers<kBuild>(counts, level, weights, search, out);
  Packed c = counts.packed() & ((Packed{1} << (4 * kNumRanks)) - 1);
  fixed += place_bombs<kBuild>(counts, level, search, c, out);
  std::array<Flush, kMaxFlushTries> flushes{};
  const int num_flushes = find_flushes(c, natural, heart, wilds, flushes);

  int best = search.run(c, wilds, fixed);
  Leaf leaf;
  leaf.keep(search, -1);
  for (int f = 0; f < num_flushes; ++f) {
    const Flush& flush = flushes[static_cast<std::size_t>(f)];
    const int cost = search.run(c - flush.natural, wilds - flush.deficit, fixed - search.flush_value(flush.start));
    if (cost < best) {
      best = cost;
      leaf.keep(search, f);
    }
  }
  if constexpr (!kBuild) {
    return best;
  } else {
    return write_partition(c, wilds, level, weights, search, flushes, leaf, out);
  }
}

}  // namespace

void partition_hand(const CardSet& hand, Level level, const Weights& weights, Partition& out) {
  partition<true>(hand, level, weights, &out);
}

int partition_cost(const CardSet& hand, Level level, const Weights& weights) {
  return partition<false>(hand, level, weights, nullptr);
}

std::uint64_t natural_counts(const Move& move, Level level) {
  const int heart = level.heart_kind();
  return (move.cards - CardSet::single(heart, move.cards.count(heart))).rank_counts().packed();
}

bool plays_part(const Move& move, const Part& part, Level level) {
  return move.kind == part.kind && move.key == part.key &&
         move.cards.count(level.heart_kind()) == part.wilds && natural_counts(move, level) == part.natural;
}

}  // namespace paiju::guandan::players
