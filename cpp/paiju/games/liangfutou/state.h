// The state of a Liangfutou match (spec §3-6): calling a friend card, solo, trick play with
// 下家接风, payments and rewards, deal after deal.
//
// Decisions are Moves: during phase Call the caller names a card it holds exactly once
// ("call H7") or goes solo; during phase Solo the other three in turn (counter-clockwise by
// default: Rules::solo_order) may declare solo or pass,
// and a declaration gives the caller the choice to pre-empt it (solo) or let it stand (pass);
// then play. The caller leads the first trick. A State is a plain value.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "paiju/climbing/trick.h"
#include "paiju/core/card_set.h"
#include "paiju/core/deal.h"
#include "paiju/game/table_reads.h"
#include "paiju/games/liangfutou/move.h"
#include "paiju/games/liangfutou/movegen.h"
#include "paiju/games/liangfutou/rules.h"

namespace paiju::liangfutou {

enum class Phase : std::uint8_t { Call, Solo, Play, MatchOver };
inline constexpr int kNoSeat = -1;

class State : public game::TableReads<State> {
 public:
  // Deal i from Rng(seed, i); the first caller is drawn from deal 0's stream, later callers are
  // the previous deal's 1st finisher. The match lasts Rules::max_deals deals.
  static State new_match(const Rules& rules, std::uint64_t seed);
  // One deal from given hands (usually 27 each; smaller hands make endgames) with `caller`.
  static State new_deal(const Rules& rules, const std::array<CardSet, kNumSeats>& hands, int caller);

  const CardSet& dealt_hand(int seat) const { return dealt_[seat]; }
  const CardSet& played_by(int seat) const { return played_by_[seat]; }
  const CardSet& played() const { return played_; }
  const CardSet& deck() const { return deck_; }
  int caller() const { return caller_; }
  int called_card() const { return called_; }           // card kind, or -1 (none or void)
  int solo_seat() const { return solo_; }                // or kNoSeat
  int partner() const { return partner_; }               // hidden truth; kNoSeat when solo
  bool revealed() const { return revealed_; }            // partnership public
  int solo_pending() const { return solo_pending_; }     // a declared solo awaiting the caller
  const Move& top() const { return trick_.top; }
  int top_seat() const { return trick_.top_seat; }
  const std::array<std::int8_t, 4>& finish_order() const { return finish_; }
  int finished_count() const { return finished_; }
  int deal_index() const { return deal_index_; }
  std::uint64_t seed() const { return seed_; }
  // Cumulative units per seat, and the last finished deal's payments (rewards included).
  const std::array<int, 4>& scores() const { return scores_; }
  // Cumulative units per seat (zero-sum): the match score.
  std::array<int, 4> returns() const { return scores_; }
  const std::array<int, 4>& last_payments() const { return last_payments_; }
  // Which side won the last deal: +1 caller's side (or the solo player), -1 the others, 0 draw.
  int last_result() const { return last_result_; }

  void legal_moves(MoveList& out) const;
  std::string why_illegal(const Move& move) const;
  void apply(const Move& move);
  bool is_consistent() const;
  void set_hands(const std::array<CardSet, kNumSeats>& hands) { hands_ = hands; }

 private:
  friend class game::TableReads<State>;
  void start_deal(int caller);
  void begin_play();
  void finish_deal();
  bool deal_decided() const;
  int next_in_play(int seat) const;
  // The seat asked after `seat` whether to declare solo (Rules::solo_order).
  int next_asked(int seat) const;
  bool holds_cards(int seat) const { return !hands_[seat].empty(); }
  bool same_side(int a, int b) const;

  Rules rules_;
  std::array<CardSet, kNumSeats> hands_{}, dealt_{}, played_by_{};
  CardSet played_;
  CardSet deck_ = CardSet::full_deck();  // every card of this deal
  std::uint64_t seed_ = 0;
  climbing::Trick<Move> trick_;
  std::array<int, 4> scores_{}, last_payments_{};
  std::array<std::int8_t, 4> finish_{-1, -1, -1, -1};
  std::int16_t deal_index_ = 0;
  Phase phase_ = Phase::Call;
  std::int8_t current_ = 0, caller_ = 0, called_ = -1, solo_ = kNoSeat, partner_ = kNoSeat;
  std::int8_t solo_pending_ = kNoSeat, finished_ = 0;
  std::int8_t last_result_ = 0;
  bool revealed_ = false, single_deal_ = false;
};

}  // namespace paiju::liangfutou
