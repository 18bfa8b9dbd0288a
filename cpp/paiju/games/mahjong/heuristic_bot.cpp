#include "paiju/games/mahjong/heuristic_bot.h"

#include <algorithm>
#include <array>

#include "paiju/games/mahjong/observation.h"
#include "paiju/tiles/shanten_probe.h"

namespace paiju::mahjong {
namespace {

using tiles::kNumSuitedKinds;
using tiles::quick_shanten;

int unseen(const TileCounts& seen, int kind) { return tiles::kSuitedCopies - seen.count(kind); }

// Unseen tiles that lower the shanten of a 13 - 3m hand.
int ukeire(const TileCounts& hand, int melds, const TileCounts& seen) {
  const tiles::ShantenProbe probe(hand, melds);
  int total = 0;
  for (int k = 0; k < kNumSuitedKinds; ++k) {
    const int left = unseen(seen, k);
    if (left <= 0 || hand.count(k) == 4) continue;
    // only kinds next to a held tile of their suit (or pairing one) can help
    const int rank = k % 9;
    bool near = false;
    for (int d = -2; d <= 2 && !near; ++d) {
      const int r = rank + d;
      near = r >= 0 && r < 9 && hand.count(k - rank + r) > 0;
    }
    if (near && probe.after_add(k) < probe.shanten()) total += left;
  }
  return total;
}

// The discard of a 14 - 3m hand: lowest shanten, then most ukeire, then the outer rank. (Folding
// — the least dangerous discard, a ready seat's passed kinds safe, once the hand is two steps
// from ready — measured no gain in 3,000 duplicate walls, +0.08 +- 0.31 points a deal: left out.)
Move best_discard(const State& s, int seat, const MoveList& legal) {
  TileCounts hand = s.hand(seat);
  const int melds = s.melds(seat).count;
  struct Option {
    Move move;
    int shanten, ukeire, edge;
  };
  std::array<Option, kNumSuitedKinds> options{};
  int n = 0, lowest = 99, tied = 0;
  const tiles::ShantenProbe probe(hand, melds);
  for (const Move& m : legal) {
    if (m.kind != Kind::Discard) continue;
    const int sh = probe.after_remove(m.tile);
    const int rank = m.tile % 9;
    options[static_cast<std::size_t>(n++)] = Option{m, sh, -1, std::max(rank, 8 - rank)};
    tied = sh < lowest ? 1 : tied + (sh == lowest);
    lowest = std::min(lowest, sh);
  }
  // ukeire only decides between discards of the lowest shanten, so only when there are several
  const TileCounts seen = tied > 1 ? tiles_seen(s, seat) : TileCounts{};
  for (int i = 0; i < n && tied > 1; ++i) {
    Option& o = options[static_cast<std::size_t>(i)];
    if (o.shanten != lowest) continue;
    hand.remove(o.move.tile);
    o.ukeire = ukeire(hand, melds, seen);
    hand.add(o.move.tile);
  }
  const auto better = [](const Option& a, const Option& b) {
    if (a.shanten != b.shanten) return a.shanten < b.shanten;
    if (a.ukeire != b.ukeire) return a.ukeire > b.ukeire;
    return a.edge > b.edge;
  };
  const Option* best = &options[0];
  for (int i = 1; i < n; ++i) {
    if (better(options[static_cast<std::size_t>(i)], *best)) best = &options[static_cast<std::size_t>(i)];
  }
  return best->move;
}

// A pong or kong by the shanten rule: the hand's shanten after it not higher than before, and at
// most style.claim_within.
bool claim_pays(int after, int before, const Style& style) { return after <= before && after <= style.claim_within; }

// Whether seat, ponging the tile under claim, could declare ready at once on a wait with at least
// `live` copies it cannot see.
bool pong_makes_ready(const State& s, int seat, int live) {
  const int tile = s.claim_tile();
  TileCounts after = s.hand(seat);
  after.remove(tile, 2);
  TileCounts melded = s.melds(seat).tiles;
  melded.add(tile, 3);
  const int melds = s.melds(seat).count + 1;
  const TileCounts seen = tiles_seen(s, seat);
  for (tiles::KindMask discards = tiles::single_wait_discards(after, melds, melded); discards != 0; discards &= discards - 1) {
    TileCounts rest = after;
    rest.remove(__builtin_ctz(discards));
    const tiles::KindMask w = tiles::waits(rest, melds, melded);
    if (unseen(seen, __builtin_ctz(w)) >= live) return true;
  }
  return false;
}

// The first legal move of a kind, or nullptr.
const Move* first_of(const MoveList& legal, Kind kind) {
  const auto it = std::find_if(legal.begin(), legal.end(), [kind](const Move& m) { return m.kind == kind; });
  return it == legal.end() ? nullptr : &*it;
}

// The bets: the ones the seat holds plus the style's.
Move bet_move(const State& s, int seat, const MoveList& legal, const Style& style) {
  const BetSet want = static_cast<BetSet>(s.bets(seat) | style.bets);
  for (const Move& m : legal) {
    if (m.bets == want) return m;
  }
  return legal.front();
}

// A claim of the discard: a kong or a pong when it pays (claim_pays, or pong_makes_ready for a
// style that pongs to be ready), else pass.
Move claim_move(const State& s, int seat, const MoveList& legal, const Style& style) {
  if (legal.size() == 1) return legal.front();
  const TileCounts& hand = s.hand(seat);
  const int melds = s.melds(seat).count;
  const int tile = s.claim_tile();
  const int before = quick_shanten(hand, melds);
  if (const Move* kong = first_of(legal, Kind::Kong)) {
    TileCounts after = hand;
    after.remove(tile, 3);
    if (claim_pays(quick_shanten(after, melds + 1), before, style)) return *kong;
  }
  if (const Move* pong = first_of(legal, Kind::Pong)) {
    TileCounts after = hand;
    after.remove(tile, 2);
    const bool pays = style.pong_to_ready > 0 ? pong_makes_ready(s, seat, style.pong_to_ready)
                                              : claim_pays(quick_shanten(after, melds + 1), before, style);
    if (pays) return *pong;
  }
  return Move::pass();
}

// The ready declaration with the most live copies of its wait (edge waits weighed by the
// style), or nullptr when none has a live copy.
const Move* best_ready(const State& s, int seat, const MoveList& legal, const Style& style) {
  const TileCounts& hand = s.hand(seat);
  const int melds = s.melds(seat).count;
  const TileCounts seen = tiles_seen(s, seat);
  const Move* ready = nullptr;
  int ready_score = -1;
  for (const Move& m : legal) {
    if (m.kind != Kind::Ready) continue;
    TileCounts rest = hand;
    rest.remove(m.tile);
    const int wait = __builtin_ctz(tiles::waits(rest, melds, s.melds(seat).tiles));
    const int left = unseen(seen, wait);
    const int score = left == 0 ? 0 : left + style.edge_wait_bonus * (wait % 9 == 0 || wait % 9 == 8);
    if (score > ready_score) {
      ready_score = score;
      ready = &m;
    }
  }
  return ready && ready_score > 0 ? ready : nullptr;
}

// The seat's turn: a kong that does not set the hand back, a ready declaration on a live wait,
// else the best discard.
Move turn_move(const State& s, int seat, const MoveList& legal, const Style& style) {
  if (s.is_ready(seat)) {  // locked: a wait-keeping concealed kong, else the drawn tile goes
    if (const Move* kong = first_of(legal, Kind::ConcealedKong)) return *kong;
    return *first_of(legal, Kind::Discard);
  }
  if (const Move* kong = first_of(legal, Kind::AddedKong)) return *kong;
  const TileCounts& hand = s.hand(seat);
  const int melds = s.melds(seat).count;
  const int now = quick_shanten(hand, melds);
  for (const Move& m : legal) {
    if (m.kind != Kind::ConcealedKong) continue;
    TileCounts after = hand;
    after.remove(m.tile, 4);
    if (quick_shanten(after, melds + 1) <= now) return m;
  }
  if (const Move* ready = best_ready(s, seat, legal, style)) return *ready;
  return best_discard(s, seat, legal);
}

}  // namespace

Move styled_move(const State& s, const MoveList& legal, const Style& style) {
  const int seat = s.current_player();
  if (const Move* win = first_of(legal, Kind::Win)) return *win;
  switch (s.phase()) {
    case Phase::Bet: return bet_move(s, seat, legal, style);
    case Phase::Claim: return claim_move(s, seat, legal, style);
    case Phase::Turn: break;
    case Phase::MatchOver: return legal.front();
  }
  return turn_move(s, seat, legal, style);
}

void candidate_moves(const State& s, const MoveList& legal, MoveList& out) {
  out.clear();
  const Move first = heuristic_move(s, legal);
  out.push_back(first);
  if (s.phase() == Phase::Bet) return;  // the measured bets (heuristic_bot.h): nothing to search
  if (s.phase() != Phase::Turn) {
    for (const Move& m : legal) {
      if (!(m == first)) out.push_back(m);
    }
    return;
  }
  // Only a turn that can declare ready is searched: there the choice (which wait, or not yet)
  // rests on the mover's own tiles and the unseen counts, which the worlds get right; a plain
  // discard's worth lies mostly in its danger, which they do not (docs/bots.md).
  if (std::none_of(legal.begin(), legal.end(), [](const Move& m) { return m.kind == Kind::Ready; })) return;
  const int seat = s.current_player();
  const TileCounts& hand = s.hand(seat);
  const int melds = s.melds(seat).count;
  const tiles::ShantenProbe probe(hand, melds);
  int best = 99;
  for (const Move& m : legal) {
    if (m.kind == Kind::Discard) best = std::min(best, probe.after_remove(m.tile));
  }
  bool danger = false;  // another seat is ready: every discard is worth weighing
  for (int t = 0; t < kNumSeats; ++t) danger = danger || (t != seat && s.is_ready(t));
  int discards = 0;
  for (const Move& m : legal) {
    if (m == first) continue;
    if (m.kind != Kind::Discard) {
      out.push_back(m);
      continue;
    }
    const bool close = probe.after_remove(m.tile) <= best + 1;
    if (danger || (close && discards < 6)) {
      out.push_back(m);
      ++discards;
    }
  }
}

}  // namespace paiju::mahjong
