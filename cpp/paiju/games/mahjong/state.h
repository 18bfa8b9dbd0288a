// The state of a Suqian mahjong game (docs/rules/mahjong.md §1-§6): side bets, the seeded
// 120-tile wall, flowers replaced from the tail, draws and discards, claims asked seat by seat in
// priority order, kongs with replacement draws, robbing an added kong, single-wait ready and the
// locked hand, 放听, scoring, dealer continuation, rounds and the prevailing wind.
//
// Decisions are Moves, asked one seat at a time. Phase Bet: before each deal each seat, from the
// dealer on, names the bets it holds for the deal (a superset of those it holds). Phase Turn: the
// seat holding 14 - 3m tiles discards (or declares ready with its discard, makes a kong, or wins
// on its draw). Phase Claim: after a discard, the ready seats it completes are asked (win or
// pass) nearest first, then the one seat that could pong it (pong, kong or pass); after an added
// kong, the ready seats it completes may rob it. Draws, flower replacement and the deal's end
// happen inside apply. A State is a plain value (no heap), cheap to copy for search.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "paiju/core/rng.h"
#include "paiju/game/table_reads.h"
#include "paiju/games/mahjong/move.h"
#include "paiju/games/mahjong/rules.h"
#include "paiju/games/mahjong/scoring.h"
#include "paiju/tiles/hand_analysis.h"
#include "paiju/tiles/tile_counts.h"

namespace paiju::mahjong {

enum class Phase : std::uint8_t { Bet, Turn, Claim, MatchOver };
using MoveList = std::vector<Move>;
using tiles::KindMask;
using tiles::TileCounts;

inline constexpr int kNoSeat = -1;
inline constexpr int kWallSize = tiles::kTileSetSize;  // 120
inline constexpr int kDealtTiles = 4 * 13 + 1;         // the dealer's 14th included
inline constexpr int kMaxMelds = 4;
inline constexpr int kMaxDiscards = 40;                // per seat: more than a wall can feed

// A seat's meld as the table sees it (scoring.h's Meld).
struct SeatMelds {
  std::array<Meld, kMaxMelds> melds{};
  std::int8_t count = 0;
  TileCounts tiles;  // every tile of the melds (the four-copies rule of waits)
};

// A seat's discards in order; `claimed` bit i: discard i was taken by a pong, kong or win;
// `from_drawn` bit i: discard i was of the kind of the tile just drawn (摸切, seen at a table),
// not a tile from the hand (手切).
struct River {
  std::array<std::int8_t, kMaxDiscards> tiles{};
  std::int8_t count = 0;
  std::uint64_t claimed = 0;
  std::uint64_t from_drawn = 0;
};

// The last win of the match: its facts (scoring.h's WinFacts, melds inline) and its score.
struct LastWin {
  std::int8_t winner = kNoSeat, dealer = kNoSeat, discarder = kNoSeat, winning_tile = -1, prevailing_wind = 0;
  bool self_draw = false, discarder_ready = false, robbed_kong = false, fang_ting = false, jue_zhang = false;
  TileCounts concealed, flowers;
  SeatMelds melds;
  std::array<BetSet, kNumSeats> bets{};
  std::uint8_t doublers = 0;  // bit Doubler
  std::int32_t total = 0;
  std::array<std::int32_t, kNumSeats> payments{};
};

// The last finished deal: its dealer, its winner (kNoSeat for an exhaustive draw), the payments.
struct LastDeal {
  std::int8_t dealer = kNoSeat, winner = kNoSeat;
  std::array<std::int32_t, kNumSeats> payments{};
};

class State : public game::TableReads<State> {
 public:
  // Deal i's wall is shuffled from Rng(seed, i). East (seat 0) deals first.
  static State new_match(const Rules& rules, std::uint64_t seed);
  // One deal from a given wall (120 tile kinds in drawing order, every tile once), a dealer, the
  // prevailing wind (0..3 = E S W N) and the bets each seat holds before the deal's bet phase.
  // The match is over when the deal ends.
  static State new_deal(const Rules& rules, const std::array<std::uint8_t, kWallSize>& wall, int dealer, int wind,
                        const std::array<BetSet, kNumSeats>& bets);

  int deal_index() const { return deal_index_; }
  std::uint64_t seed() const { return seed_; }
  int dealer() const { return dealer_; }
  int round() const { return round_; }              // 0.. ; the prevailing wind is round % 4
  int prevailing_wind() const { return round_ & 3; }

  // A seat's concealed tiles (flowers never stay), melds, flowers set aside and discards.
  const SeatMelds& melds(int seat) const { return melds_[seat]; }
  const TileCounts& flowers(int seat) const { return flowers_[seat]; }
  const River& river(int seat) const { return rivers_[seat]; }
  BetSet bets(int seat) const { return bets_[seat]; }
  bool is_ready(int seat) const { return wait_[seat] >= 0; }
  int wait(int seat) const { return wait_[seat]; }         // the single wait kind of a ready seat, else -1
  int ready_tile(int seat) const { return ready_tile_[seat]; }  // the discard that declared ready, else -1
  bool ready_on_drawn(int seat) const { return ready_on_drawn_[seat]; }
  int ready_index(int seat) const { return ready_index_[seat]; }  // the ready discard's place in the river, else -1
  // Kinds a ready seat let go by since it declared (another seat's discard or added kong it did
  // not win on, its own drawn tile discarded): public facts; players take their wins, so
  // determinization and the heuristic read them as kinds it does not wait on.
  KindMask passed(int seat) const { return passed_[seat]; }
  // A ready seat that passed a win claim: only seats waiting on the tile are asked, so its wait
  // is public from then on.
  bool wait_revealed(int seat) const { return wait_revealed_[seat]; }

  // The wall: this deal's order (position 0 dealt first), tiles left, where draws come from.
  const std::array<std::uint8_t, kWallSize>& wall() const { return wall_; }
  int wall_count() const { return back_ - front_; }
  int wall_front() const { return front_; }
  // The turn's drawn tile (-1 after a pong); the tile being claimed and who gave it.
  int drawn_tile() const { return drawn_; }
  int claim_tile() const { return claim_tile_; }
  int claim_from() const { return claim_from_; }
  bool robbing() const { return robbing_; }

  const std::array<std::int32_t, kNumSeats>& scores() const { return scores_; }
  const LastDeal& last_deal() const { return last_deal_; }
  const LastWin& last_win() const { return last_win_; }  // winner kNoSeat before the first win
  // Per seat: the match's points so far (final at the end).
  std::array<int, 4> returns() const { return {scores_[0], scores_[1], scores_[2], scores_[3]}; }

  void legal_moves(MoveList& out) const;
  std::string why_illegal(const Move& move) const;
  void apply(const Move& move);
  bool is_consistent() const;

  // Determinization: the hidden tiles redistributed (determinize.h).
  struct Hidden {
    std::array<TileCounts, kNumSeats> hands{};
    std::array<SeatMelds, kNumSeats> melds{};      // concealed kongs' kinds may differ
    std::array<std::int8_t, kNumSeats> waits{};    // each ready seat's single wait
    std::int8_t drawn = -1;                        // the current seat's drawn tile (phase Turn)
    std::array<std::uint8_t, kWallSize> wall{};    // positions [wall_front(), wall_front() + wall_count())
  };
  Hidden hidden() const;
  void set_hidden(const Hidden& hidden);

 private:
  friend class game::TableReads<State>;
  void start_deal();
  void deal_tiles();
  bool draw(int seat, bool from_tail);
  void begin_turn(int seat);
  void apply_bets(int seat, BetSet bets);
  void apply_discard(int seat, const Move& move);
  void apply_added_kong(int seat, int tile);
  void apply_claim(int seat, const Move& move);
  void after_discard(int seat, int tile);
  void next_claim();
  void finish_added_kong();
  void win(int seat, int tile, bool self_draw);
  void end_deal(int winner);
  void add_meld(int seat, MeldKind kind, int tile);
  bool can_kong() const { return back_ > front_; }
  KindMask single_wait_discards(int seat) const;
  bool kong_keeps_wait(int seat, int tile) const;
  int pong_claimant(int tile, int from) const;

  Rules rules_;
  std::uint64_t seed_ = 0;
  std::array<std::uint8_t, kWallSize> wall_{};
  std::array<TileCounts, kNumSeats> hands_{}, flowers_{};
  std::array<SeatMelds, kNumSeats> melds_{};
  std::array<River, kNumSeats> rivers_{};
  std::array<BetSet, kNumSeats> bets_{};
  std::array<std::int8_t, kNumSeats> wait_{-1, -1, -1, -1}, ready_tile_{-1, -1, -1, -1}, ready_index_{-1, -1, -1, -1};
  std::array<bool, kNumSeats> ready_on_drawn_{};
  std::array<KindMask, kNumSeats> passed_{};
  std::array<bool, kNumSeats> wait_revealed_{};
  std::array<std::int16_t, kNumSeats> ready_time_{};
  std::array<std::int16_t, tiles::kNumSuitedKinds> pong_time_{};  // -1: never ponged this deal
  std::array<std::int32_t, kNumSeats> scores_{};
  LastDeal last_deal_;
  LastWin last_win_;
  std::int16_t front_ = 0, back_ = 0;  // the live wall is wall_[front_, back_)
  std::int16_t clock_ = 0;             // decisions made in this deal
  std::int16_t deal_index_ = 0;
  Phase phase_ = Phase::Bet;
  std::int8_t current_ = 0, dealer_ = 0, round_ = 0, bets_asked_ = 0;
  std::int8_t drawn_ = -1, claim_tile_ = -1, claim_from_ = kNoSeat, claim_offset_ = 0;
  bool robbing_ = false, single_deal_ = false;
};

}  // namespace paiju::mahjong
