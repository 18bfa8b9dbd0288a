#include "paiju/games/mahjong/heuristic_bot.h"

#include <algorithm>

namespace paiju::mahjong {
namespace {

using tiles::kNumSuitedKinds;
using tiles::quick_shanten;

// Copies of each kind the seat can see: its own tiles, discards left on the table, exposed melds
// (its own concealed kongs too).
TileCounts visible_to_seat(const State& s, int seat) {
  TileCounts seen = s.hand(seat);
  for (int t = 0; t < kNumSeats; ++t) {
    const River& r = s.river(t);
    for (int i = 0; i < r.count; ++i) {
      if (!(r.claimed >> i & 1)) seen.add(r.tiles[i]);
    }
    const SeatMelds& m = s.melds(t);
    for (int i = 0; i < m.count; ++i) {
      if (t != seat && m.melds[i].kind == MeldKind::ConcealedKong) continue;
      seen.add(m.melds[i].tile, m.melds[i].kind == MeldKind::Pong ? 3 : 4);
    }
  }
  return seen;
}

int unseen(const TileCounts& seen, int kind) { return tiles::kSuitedCopies - seen.count(kind); }

// Unseen tiles that lower the shanten of a 13 - 3m hand.
int ukeire(TileCounts& hand, int melds, int shanten, const TileCounts& seen) {
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
    if (!near) continue;
    hand.add(k);
    if (quick_shanten(hand, melds) < shanten) total += left;
    hand.remove(k);
  }
  return total;
}

// The discard of a 14 - 3m hand: lowest shanten, then most ukeire, then the outer rank.
Move best_discard(const State& s, int seat, const MoveList& legal) {
  TileCounts hand = s.hand(seat);
  const int melds = s.melds(seat).count;
  const TileCounts seen = visible_to_seat(s, seat);
  int best_shanten = 99, best_ukeire = -1, best_edge = -1;
  Move best = legal.front();
  for (const Move& m : legal) {
    if (m.kind != Kind::Discard) continue;
    hand.remove(m.tile);
    const int sh = quick_shanten(hand, melds);
    if (sh <= best_shanten) {
      const int uk = ukeire(hand, melds, sh, seen);
      const int rank = m.tile % 9;
      const int edge = std::max(rank, 8 - rank);
      if (sh < best_shanten || uk > best_ukeire || (uk == best_ukeire && edge > best_edge)) {
        best_shanten = sh;
        best_ukeire = uk;
        best_edge = edge;
        best = m;
      }
    }
    hand.add(m.tile);
  }
  return best;
}

}  // namespace

Move heuristic_move(const State& s, const MoveList& legal) {
  const int seat = s.current_player();
  const auto find = [&](Kind kind) { return std::find_if(legal.begin(), legal.end(), [kind](const Move& m) { return m.kind == kind; }); };
  if (auto win = find(Kind::Win); win != legal.end()) return *win;
  const TileCounts& hand = s.hand(seat);
  const int melds = s.melds(seat).count;
  switch (s.phase()) {
    case Phase::Bet: {
      const BetSet want = static_cast<BetSet>(s.bets(seat) | bet_bit(Bet::DuCi) | bet_bit(Bet::DuLiu));
      for (const Move& m : legal) {
        if (m.bets == want) return m;
      }
      return legal.front();
    }
    case Phase::Claim: {
      if (legal.size() == 1) return legal.front();
      const int tile = s.claim_tile();
      const int before = quick_shanten(hand, melds);
      if (auto kong = find(Kind::Kong); kong != legal.end()) {
        TileCounts after = hand;
        after.remove(tile, 3);
        if (quick_shanten(after, melds + 1) <= before) return *kong;
      }
      if (auto pong = find(Kind::Pong); pong != legal.end()) {
        TileCounts after = hand;
        after.remove(tile, 2);
        if (quick_shanten(after, melds + 1) < before) return *pong;
      }
      return Move::pass();
    }
    case Phase::Turn: break;
    case Phase::MatchOver: return legal.front();
  }
  if (s.is_ready(seat)) {  // locked: a wait-keeping concealed kong, else the drawn tile goes
    if (auto kong = find(Kind::ConcealedKong); kong != legal.end()) return *kong;
    return *find(Kind::Discard);
  }
  if (auto kong = find(Kind::AddedKong); kong != legal.end()) return *kong;
  const int now = quick_shanten(hand, melds);
  for (const Move& m : legal) {
    if (m.kind != Kind::ConcealedKong) continue;
    TileCounts after = hand;
    after.remove(m.tile, 4);
    if (quick_shanten(after, melds + 1) <= now) return m;
  }
  const TileCounts seen = visible_to_seat(s, seat);
  const Move* ready = nullptr;
  int ready_left = -1;
  for (const Move& m : legal) {
    if (m.kind != Kind::Ready) continue;
    TileCounts rest = hand;
    rest.remove(m.tile);
    const KindMask w = tiles::waits(rest, melds, s.melds(seat).tiles);
    const int left = unseen(seen, __builtin_ctz(w));
    if (left > ready_left) {
      ready_left = left;
      ready = &m;
    }
  }
  if (ready && ready_left > 0) return *ready;
  return best_discard(s, seat, legal);
}

void candidate_moves(const State& s, const MoveList& legal, MoveList& out) {
  out.clear();
  const Move first = heuristic_move(s, legal);
  out.push_back(first);
  if (s.phase() != Phase::Turn) {
    for (const Move& m : legal) {
      if (!(m == first)) out.push_back(m);
    }
    return;
  }
  const int seat = s.current_player();
  TileCounts hand = s.hand(seat);
  const int melds = s.melds(seat).count;
  int best = 99;
  for (const Move& m : legal) {
    if (m.kind != Kind::Discard) continue;
    hand.remove(m.tile);
    best = std::min(best, quick_shanten(hand, melds));
    hand.add(m.tile);
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
    hand.remove(m.tile);
    const bool close = quick_shanten(hand, melds) <= best + 1;
    hand.add(m.tile);
    if (danger || (close && discards < 6)) {
      out.push_back(m);
      ++discards;
    }
  }
}

}  // namespace paiju::mahjong
