#include "paiju/games/mahjong/state.h"

#include <algorithm>

#include "paiju/core/errors.h"
#include "paiju/games/mahjong/move_notation.h"
#include "paiju/tiles/tile_notation.h"

namespace paiju::mahjong {
namespace {

using tiles::is_flower;
using tiles::kNumSuitedKinds;

constexpr int kPongStage = 4;  // claim_offset_ 1..3: win claims by distance; 4: the pong claim

// Suits (bit per suit) present in a hand and its melds.
unsigned suits_held(const TileCounts& hand, const SeatMelds& melds) {
  unsigned suits = 0;
  for (int s = 0; s < tiles::kNumTileSuits; ++s) {
    if (hand.suit_size(s) > 0 || melds.tiles.suit_size(s) > 0) suits |= 1u << s;
  }
  return suits;
}

}  // namespace

State State::new_match(const Rules& rules, std::uint64_t seed) {
  State s;
  s.rules_ = rules;
  s.seed_ = seed;
  s.start_deal();
  return s;
}

State State::new_deal(const Rules& rules, const std::array<std::uint8_t, kWallSize>& wall, int dealer, int wind,
                      const std::array<BetSet, kNumSeats>& bets) {
  State s;
  s.rules_ = rules;
  s.single_deal_ = true;
  s.dealer_ = static_cast<std::int8_t>(dealer);
  s.round_ = static_cast<std::int8_t>(wind);
  s.bets_ = bets;
  s.wall_ = wall;
  s.start_deal();
  return s;
}

// A new deal: the wall shuffled (unless given), bets asked or the tiles dealt.
void State::start_deal() {
  if (!single_deal_) {
    for (int i = 0; i < kWallSize; ++i) wall_[i] = 0;
    int n = 0;
    for (int kind = 0; kind < tiles::kNumTileKinds; ++kind) {
      for (int c = 0; c < tiles::max_copies(kind); ++c) wall_[n++] = static_cast<std::uint8_t>(kind);
    }
    Rng rng(seed_, static_cast<std::uint64_t>(deal_index_));
    rng.shuffle(wall_.data(), kWallSize);
  }
  hands_ = {};
  flowers_ = {};
  melds_ = {};
  rivers_ = {};
  wait_ = {-1, -1, -1, -1};
  ready_tile_ = {-1, -1, -1, -1};
  ready_index_ = {-1, -1, -1, -1};
  ready_on_drawn_ = {};
  passed_ = {};
  wait_revealed_ = {};
  ready_time_ = {};
  pong_time_.fill(-1);
  front_ = 0;
  back_ = kWallSize;
  clock_ = 0;
  drawn_ = claim_tile_ = -1;
  claim_from_ = kNoSeat;
  robbing_ = false;
  if (rules_.side_bets) {
    phase_ = Phase::Bet;
    bets_asked_ = 0;
    current_ = dealer_;
  } else {
    if (!single_deal_) bets_ = {};
    deal_tiles();
  }
}

// 13 tiles to each seat from the front, the dealer first, and the dealer's 14th; then flowers
// replaced from the tail in passes (dealer first) until no hand holds one.
void State::deal_tiles() {
  for (int i = 0; i < 4; ++i) {
    const int seat = (dealer_ + i) & 3;
    for (int t = 0; t < 13; ++t) hands_[seat].add(wall_[front_++]);
  }
  drawn_ = static_cast<std::int8_t>(wall_[front_]);
  hands_[dealer_].add(wall_[front_++]);
  for (bool replaced = true; replaced;) {
    replaced = false;
    for (int i = 0; i < 4; ++i) {
      const int seat = (dealer_ + i) & 3;
      int held = 0;
      for (int f = tiles::kFirstFlower; f < tiles::kNumTileKinds; ++f) {
        if (hands_[seat].count(f) == 0) continue;
        hands_[seat].remove(f);
        flowers_[seat].add(f);
        ++held;
      }
      for (int r = 0; r < held; ++r) {  // replacements that are flowers wait for the next pass
        const int tile = wall_[--back_];
        hands_[seat].add(tile);
        if (seat == dealer_) drawn_ = static_cast<std::int8_t>(tile);
      }
      replaced = replaced || held > 0;
    }
  }
  begin_turn(dealer_);
}

// Draws a tile for `seat` (flowers set aside and replaced from the tail); false, after ending the
// deal in an exhaustive draw, when the wall runs out first.
bool State::draw(int seat, bool from_tail) {
  for (;;) {
    if (front_ >= back_) {
      end_deal(kNoSeat);
      return false;
    }
    const int tile = from_tail ? wall_[--back_] : wall_[front_++];
    if (is_flower(tile)) {
      flowers_[seat].add(tile);
      from_tail = true;
      continue;
    }
    hands_[seat].add(tile);
    drawn_ = static_cast<std::int8_t>(tile);
    return true;
  }
}

void State::begin_turn(int seat) {
  phase_ = Phase::Turn;
  current_ = static_cast<std::int8_t>(seat);
  claim_tile_ = -1;
  claim_from_ = kNoSeat;
  robbing_ = false;
}

void State::add_meld(int seat, MeldKind kind, int tile) {
  SeatMelds& m = melds_[seat];
  m.melds[m.count++] = Meld{kind, tile};
  m.tiles.add(tile, kind == MeldKind::Pong ? 3 : 4);
}

KindMask State::single_wait_discards(int seat) const {
  return tiles::single_wait_discards(hands_[seat], melds_[seat].count, melds_[seat].tiles);
}

// A ready seat's concealed kong of `tile` keeps its wait: the hand without the four, the kong a
// meld, waits on exactly the same kind.
bool State::kong_keeps_wait(int seat, int tile) const {
  TileCounts rest = hands_[seat];
  rest.remove(tile, 4);
  TileCounts melded = melds_[seat].tiles;
  melded.add(tile, 4);
  return tiles::waits(rest, melds_[seat].count + 1, melded) == KindMask{1} << wait_[seat];
}

// The one seat (other than `from`) that may pong `tile`: not ready, no 不碰 bet, two copies.
int State::pong_claimant(int tile, int from) const {
  for (int k = 1; k < 4; ++k) {
    const int seat = (from + k) & 3;
    if (hands_[seat].count(tile) >= 2 && wait_[seat] < 0 && !(bets_[seat] & bet_bit(Bet::BuPeng))) return seat;
  }
  return kNoSeat;
}

void State::legal_moves(MoveList& out) const {
  out.clear();
  if (phase_ == Phase::MatchOver) return;
  const int seat = current_;
  if (phase_ == Phase::Bet) {
    for (unsigned set = 0; set < (1u << kNumBets); ++set) {
      if ((set & bets_[seat]) == bets_[seat]) out.push_back(Move::bet(static_cast<BetSet>(set)));
    }
    return;
  }
  if (phase_ == Phase::Claim) {
    out.push_back(Move::pass());
    if (claim_offset_ < kPongStage) {
      out.push_back(Move::of(Kind::Win, claim_tile_));
    } else {
      out.push_back(Move::of(Kind::Pong, claim_tile_));
      if (hands_[seat].count(claim_tile_) == 3 && can_kong()) out.push_back(Move::of(Kind::Kong, claim_tile_));
    }
    return;
  }
  const TileCounts& hand = hands_[seat];
  if (wait_[seat] >= 0) {  // the locked hand
    if (drawn_ == wait_[seat]) out.push_back(Move::of(Kind::Win, drawn_));
    out.push_back(Move::of(Kind::Discard, drawn_));
    if (rules_.kong_after_ready && can_kong()) {
      for (int k = 0; k < kNumSuitedKinds; ++k) {
        if (hand.count(k) == 4 && kong_keeps_wait(seat, k)) out.push_back(Move::of(Kind::ConcealedKong, k));
      }
    }
    return;
  }
  for (int k = 0; k < kNumSuitedKinds; ++k) {
    if (hand.count(k) > 0) out.push_back(Move::of(Kind::Discard, k));
  }
  KindMask ready = single_wait_discards(seat);
  if (ready != 0 && (bets_[seat] & bet_bit(Bet::DaPie))) {
    for (KindMask m = ready; m; m &= m - 1) {
      const int k = __builtin_ctz(m);
      TileCounts rest = hand;
      rest.remove(k);
      if (suits_held(rest, melds_[seat]) == 7u) ready &= ~(KindMask{1} << k);
    }
  }
  for (KindMask m = ready; m; m &= m - 1) out.push_back(Move::of(Kind::Ready, __builtin_ctz(m)));
  if (can_kong()) {
    for (int k = 0; k < kNumSuitedKinds; ++k) {
      if (hand.count(k) == 4) out.push_back(Move::of(Kind::ConcealedKong, k));
    }
    const SeatMelds& m = melds_[seat];
    for (int i = 0; i < m.count; ++i) {
      if (m.melds[i].kind == MeldKind::Pong && hand.count(m.melds[i].tile) > 0) {
        out.push_back(Move::of(Kind::AddedKong, m.melds[i].tile));
      }
    }
  }
}

std::string State::why_illegal(const Move& move) const {
  if (phase_ == Phase::MatchOver) return "the match is over";
  // Most moves are discards from a hand not ready: legal_moves lists one of every tile held, so
  // such a discard is checked without building the list (its ready discards cost a wait search).
  if (phase_ == Phase::Turn && wait_[current_] < 0 && move == Move::of(Kind::Discard, move.tile) && move.tile >= 0 &&
      move.tile < tiles::kNumSuitedKinds && hands_[current_].count(move.tile) > 0) {
    return "";
  }
  thread_local MoveList legal;  // kept between calls: a replay's checks allocate nothing
  legal_moves(legal);
  if (std::find(legal.begin(), legal.end(), move) != legal.end()) return "";
  const int seat = current_;
  std::string who = "seat " + std::to_string(seat);
  switch (phase_) {
    case Phase::Bet:
      if (move.kind != Kind::Bet) return who + " is choosing its side bets ('bet none', 'bet bu_peng+du_liu', ...)";
      return "a bet placed stays until the round ends: " + who + " holds " + format_move(Move::bet(bets_[seat])).substr(4);
    case Phase::Claim:
      if (move.kind == Kind::Pass || move.kind == Kind::Win || move.kind == Kind::Pong || move.kind == Kind::Kong) {
        if (move.tile != claim_tile_ && move.kind != Kind::Pass) {
          return "the tile being claimed is " + tiles::format_tile(claim_tile_);
        }
        if (move.kind == Kind::Kong) return who + " cannot kong it (three in hand and a tile left in the wall needed)";
        return who + " is asked for " + std::string(claim_offset_ < kPongStage ? "a win" : "a pong or kong") +
               " on " + tiles::format_tile(claim_tile_) + ", or to pass";
      }
      return who + " is deciding on a claim of " + tiles::format_tile(claim_tile_) + ": pass, or the offered claim";
    case Phase::Turn: break;
    case Phase::MatchOver: break;
  }
  if (move.kind == Kind::Bet || move.kind == Kind::Pass || move.kind == Kind::Pong || move.kind == Kind::Kong) {
    return "it is " + who + "'s turn: discard, declare ready, kong or win";
  }
  if (move.tile < 0 || !hands_[seat].count(move.tile)) return who + " holds no " + tiles::format_tile(std::max<int>(move.tile, 0));
  if (wait_[seat] >= 0) {
    if (move.kind == Kind::Win) return "a ready hand wins only on its wait";
    if (move.kind == Kind::ConcealedKong) return "after ready a concealed kong must keep the wait (and kong_after_ready)";
    return "after ready the hand is locked: discard the tile drawn (" + tiles::format_tile(drawn_) + ")";
  }
  switch (move.kind) {
    case Kind::Win: return "only a player who declared ready may win";
    case Kind::Ready:
      if (bets_[seat] & bet_bit(Bet::DaPie)) return "ready needs a single wait, and under 大撇 (da_pie) a missing suit";
      return "ready needs a discard that leaves exactly one winning tile kind";
    case Kind::ConcealedKong: return "a concealed kong needs four in hand and a tile left in the wall";
    case Kind::AddedKong: return "an added kong needs a pong of the tile and a tile left in the wall";
    default: return "not a legal move here";
  }
}

void State::apply(const Move& move) {
  const int seat = current_;
  ++clock_;
  switch (move.kind) {
    case Kind::Bet: apply_bets(seat, move.bets); return;
    case Kind::Discard:
    case Kind::Ready: apply_discard(seat, move); return;
    case Kind::ConcealedKong:
      hands_[seat].remove(move.tile, 4);
      add_meld(seat, MeldKind::ConcealedKong, move.tile);
      if (draw(seat, true)) begin_turn(seat);
      return;
    case Kind::AddedKong: apply_added_kong(seat, move.tile); return;
    case Kind::Win: win(seat, move.tile, phase_ == Phase::Turn); return;
    case Kind::Pass:
      if (claim_offset_ < kPongStage) wait_revealed_[seat] = true;  // only a seat waiting on it is asked to win
      next_claim();
      return;
    case Kind::Pong:
    case Kind::Kong: apply_claim(seat, move); return;
  }
}

// A seat's side bets; the tiles are dealt once all four seats chose.
void State::apply_bets(int seat, BetSet bets) {
  bets_[seat] = bets;
  if (++bets_asked_ == 4) {
    deal_tiles();
  } else {
    current_ = static_cast<std::int8_t>((seat + 1) & 3);
  }
}

// A discard, or a discard that declares ready (the wait it leaves, and when and how it was made).
void State::apply_discard(int seat, const Move& move) {
  hands_[seat].remove(move.tile);
  if (move.kind == Kind::Ready) {
    wait_[seat] = static_cast<std::int8_t>(__builtin_ctz(tiles::waits(hands_[seat], melds_[seat].count, melds_[seat].tiles)));
    ready_tile_[seat] = move.tile;
    ready_index_[seat] = rivers_[seat].count;
    ready_on_drawn_[seat] = move.tile == drawn_;
    ready_time_[seat] = clock_;
  }
  if (move.tile == drawn_) rivers_[seat].from_drawn |= std::uint64_t{1} << rivers_[seat].count;
  rivers_[seat].tiles[rivers_[seat].count++] = move.tile;
  after_discard(seat, move.tile);
}

// An added kong: the tile is offered to the seats that may rob it (抢杠) before the kong stands.
void State::apply_added_kong(int seat, int tile) {
  hands_[seat].remove(tile);
  claim_tile_ = static_cast<std::int8_t>(tile);
  claim_from_ = static_cast<std::int8_t>(seat);
  robbing_ = true;
  claim_offset_ = 0;
  next_claim();
}

// A pong or an exposed kong of the discard under claim: the pong's seat discards next, the kong's
// draws a replacement first.
void State::apply_claim(int seat, const Move& move) {
  const int from = claim_from_;
  rivers_[from].claimed |= std::uint64_t{1} << (rivers_[from].count - 1);
  hands_[seat].remove(move.tile, move.kind == Kind::Pong ? 2 : 3);
  add_meld(seat, move.kind == Kind::Pong ? MeldKind::Pong : MeldKind::ExposedKong, move.tile);
  if (move.kind == Kind::Pong) {
    pong_time_[move.tile] = clock_;
    drawn_ = -1;
    begin_turn(seat);
  } else if (draw(seat, true)) {
    begin_turn(seat);
  }
}

void State::after_discard(int seat, int tile) {
  // a ready seat's own discard after ready is its drawn tile; the others let it go by once the
  // win claims are over (next_claim)
  if (wait_[seat] >= 0 && !(ready_tile_[seat] == tile && ready_time_[seat] == clock_)) passed_[seat] |= KindMask{1} << tile;
  claim_tile_ = static_cast<std::int8_t>(tile);
  claim_from_ = static_cast<std::int8_t>(seat);
  robbing_ = false;
  claim_offset_ = 0;
  next_claim();
}

// Asks the next seat that may claim claim_tile_ (wins nearest first, then the pong), or moves
// on: the next seat draws after a discard, the added kong completes after a kong.
void State::next_claim() {
  while (++claim_offset_ < kPongStage) {
    const int seat = (claim_from_ + claim_offset_) & 3;
    if (wait_[seat] == claim_tile_) {
      phase_ = Phase::Claim;
      current_ = static_cast<std::int8_t>(seat);
      return;
    }
  }
  if (claim_offset_ == kPongStage) {  // nobody won: every ready seat not asked let the tile go by
    for (int t = 0; t < kNumSeats; ++t) {
      if (t != claim_from_ && wait_[t] >= 0 && wait_[t] != claim_tile_) passed_[t] |= KindMask{1} << claim_tile_;
    }
  }
  if (claim_offset_ == kPongStage && !robbing_) {
    const int seat = pong_claimant(claim_tile_, claim_from_);
    if (seat != kNoSeat) {
      phase_ = Phase::Claim;
      current_ = static_cast<std::int8_t>(seat);
      return;
    }
  }
  if (robbing_) {
    finish_added_kong();
    return;
  }
  const int next = (claim_from_ + 1) & 3;
  if (draw(next, false)) begin_turn(next);
}

void State::finish_added_kong() {
  const int seat = claim_from_;
  SeatMelds& m = melds_[seat];
  for (int i = 0; i < m.count; ++i) {
    if (m.melds[i].kind == MeldKind::Pong && m.melds[i].tile == claim_tile_) m.melds[i].kind = MeldKind::AddedKong;
  }
  m.tiles.add(claim_tile_);
  if (draw(seat, true)) begin_turn(seat);
}

void State::win(int seat, int tile, bool self_draw) {
  WinFacts facts;
  facts.winner = seat;
  facts.dealer = dealer_;
  facts.self_draw = self_draw;
  facts.discarder = self_draw ? -1 : claim_from_;
  facts.discarder_ready = !self_draw && wait_[claim_from_] >= 0;
  facts.robbed_kong = !self_draw && robbing_;
  facts.winning_tile = tile;
  facts.concealed = hands_[seat];
  if (!self_draw) {
    facts.concealed.add(tile);
    if (!robbing_) rivers_[claim_from_].claimed |= std::uint64_t{1} << (rivers_[claim_from_].count - 1);
  }
  const SeatMelds& m = melds_[seat];
  facts.melds.assign(m.melds.begin(), m.melds.begin() + m.count);
  facts.flowers = flowers_[seat];
  facts.prevailing_wind = prevailing_wind();
  facts.bets = bets_;
  facts.fang_ting = ready_on_drawn_[seat] && ready_tile_[seat] == tile;
  facts.jue_zhang = pong_time_[tile] >= 0 && pong_time_[tile] < ready_time_[seat];
  const WinScore score = score_win(facts);

  LastWin& w = last_win_;
  w.winner = static_cast<std::int8_t>(seat);
  w.dealer = dealer_;
  w.discarder = static_cast<std::int8_t>(facts.discarder);
  w.winning_tile = static_cast<std::int8_t>(tile);
  w.prevailing_wind = static_cast<std::int8_t>(facts.prevailing_wind);
  w.self_draw = self_draw;
  w.discarder_ready = facts.discarder_ready;
  w.robbed_kong = facts.robbed_kong;
  w.fang_ting = facts.fang_ting;
  w.jue_zhang = facts.jue_zhang;
  w.concealed = facts.concealed;
  w.flowers = facts.flowers;
  w.melds = m;
  w.bets = bets_;
  w.doublers = 0;
  for (Doubler d : score.doublers) w.doublers = static_cast<std::uint8_t>(w.doublers | (1u << static_cast<unsigned>(d)));
  w.total = score.total;
  for (int t = 0; t < kNumSeats; ++t) w.payments[t] = score.payments[t];
  end_deal(seat);
}

void State::end_deal(int winner) {
  last_deal_.dealer = dealer_;
  last_deal_.winner = static_cast<std::int8_t>(winner);
  last_deal_.payments = {};
  if (winner != kNoSeat) last_deal_.payments = last_win_.payments;
  for (int t = 0; t < kNumSeats; ++t) scores_[t] += last_deal_.payments[t];
  ++deal_index_;
  const bool keeps = winner == kNoSeat ? rules_.dealer_on_draw == DealerOnDraw::Stay : winner == dealer_;
  if (!keeps) {
    if (dealer_ == 3) {  // North lost the deal: the round is over, and its bets with it
      ++round_;
      bets_ = {};
    }
    dealer_ = static_cast<std::int8_t>((dealer_ + 1) & 3);
  }
  if (single_deal_ || round_ >= rules_.rounds || deal_index_ >= rules_.max_deals) {
    phase_ = Phase::MatchOver;
    current_ = kNoSeat;
    drawn_ = claim_tile_ = -1;
    claim_from_ = kNoSeat;
    return;
  }
  start_deal();
}

bool State::is_consistent() const {
  std::array<int, tiles::kNumTileKinds> seen{};
  for (int t = 0; t < kNumSeats; ++t) {
    for (int k = 0; k < tiles::kNumTileKinds; ++k) {
      seen[k] += hands_[t].count(k) + flowers_[t].count(k) + melds_[t].tiles.count(k);
      if (hands_[t].count(k) > 0 && is_flower(k)) return false;
    }
    const River& r = rivers_[t];
    for (int i = 0; i < r.count; ++i) {
      if (!(r.claimed >> i & 1)) ++seen[r.tiles[i]];
    }
  }
  if (phase_ == Phase::Claim && robbing_) ++seen[claim_tile_];  // the added kong's tile is in flight
  for (int i = front_; i < back_; ++i) ++seen[wall_[i]];
  if (phase_ == Phase::MatchOver || phase_ == Phase::Bet) return true;
  for (int k = 0; k < tiles::kNumTileKinds; ++k) {
    if (seen[k] != tiles::max_copies(k)) return false;
  }
  for (int t = 0; t < kNumSeats; ++t) {
    const int expected = 13 - 3 * melds_[t].count + (phase_ == Phase::Turn && t == current_ ? 1 : 0);
    if (hands_[t].size() != expected) return false;
    if (wait_[t] >= 0) {
      TileCounts h = hands_[t];
      if (phase_ == Phase::Turn && t == current_) {
        if (drawn_ < 0 || h.count(drawn_) == 0) return false;
        h.remove(drawn_);
      }
      if (tiles::waits(h, melds_[t].count, melds_[t].tiles) != KindMask{1} << wait_[t]) return false;
    }
  }
  if (phase_ == Phase::Claim) {
    if (claim_offset_ < kPongStage) return wait_[current_] == claim_tile_;
    return hands_[current_].count(claim_tile_) >= 2 && wait_[current_] < 0;
  }
  return true;
}

State::Hidden State::hidden() const {
  Hidden h;
  h.hands = hands_;
  h.melds = melds_;
  h.waits = wait_;
  h.drawn = drawn_;
  h.wall = wall_;
  return h;
}

void State::set_hidden(const Hidden& h) {
  hands_ = h.hands;
  melds_ = h.melds;
  wait_ = h.waits;
  if (phase_ == Phase::Turn) drawn_ = h.drawn;
  std::copy(h.wall.begin() + front_, h.wall.begin() + back_, wall_.begin() + front_);
}

}  // namespace paiju::mahjong
