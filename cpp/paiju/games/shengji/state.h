// The state of a Shengji match (docs/rules/shengji.md §3-6): the deal card by card with
// declarations, the dealer burying the kitty, 25 tricks with follow rules and throws, points,
// the kitty, the level table, deal after deal.
//
// Decisions are Moves. Phase Declare: the cards are dealt one at a time in a seeded order; a
// seat is asked (declare one of its legal declarations, or pass) whenever its set of legal
// declarations changed — it received a card, or the standing declaration changed — and every
// seat once more after the last card, in order from the first seat dealt to; seats with nothing
// to declare are never asked. Phase Bury: the dealer, holding the kitty, buries 8 cards one per
// decision. Phase Play: tricks, the dealer leading the first. A State is a plain value.
//
// The public knowledge of the deal lives here too (observation.h, determinize.h): cards a seat
// is known to hold (declared, or returned from a failed throw), the effective suits a seat has
// shown itself void in, and the suits in which it has shown it holds no pair any more.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "paiju/core/card_set.h"
#include "paiju/core/deal.h"
#include "paiju/game/table_reads.h"
#include "paiju/games/shengji/declarations.h"
#include "paiju/games/shengji/move.h"
#include "paiju/games/shengji/plays.h"
#include "paiju/games/shengji/rules.h"
#include "paiju/tricktaking/trump_order.h"

namespace paiju::shengji {

enum class Phase : std::uint8_t { Declare, Bury, Play, MatchOver };
using MoveList = std::vector<Move>;

inline constexpr std::uint64_t kListedMoves = 256;
inline constexpr int kHandSize = 25, kKittySize = 8, kDealtCards = kNumSeats * kHandSize;
inline constexpr int team_of(int seat) { return seat & 1; }

class State : public game::TableReads<State> {
 public:
  // Deal i from Rng(seed, i) (a redeal of deal i from stream i + 2^32 k); the first dealing
  // starts at a seat drawn from deal 0's stream. The match ends when a team passes the last level
  // (or wins outright), or after Rules::max_deals deals.
  static State new_match(const Rules& rules, std::uint64_t seed);
  // A match whose first deal already has its dealer (0..3, who is dealt to first) and the teams
  // their levels (indices into Rules::level_sequence); it is dealt, declared and buried as a
  // later deal of a match is. InvalidOptionError for a seat or level out of range.
  static State new_match(const Rules& rules, std::uint64_t seed, int dealer, const std::array<int, 2>& team_levels);
  // One deal from given hands, straight into play: equal hands (1..25 cards), the kitty as
  // buried, the dealer, the level rank (0..12) and the trump suit (0..3, or -1 for no-trump).
  // Both teams stand at that level when it is one of Rules::level_sequence (else at the first).
  static State new_deal(const Rules& rules, const std::array<CardSet, kNumSeats>& hands, const CardSet& kitty,
                        int dealer, int level, int trump_suit);

  int deal_index() const { return deal_index_; }
  std::uint64_t seed() const { return seed_; }
  // Every card of this deal: the two decks, or the cards of a deal from given hands.
  const CardSet& deck() const { return deck_; }

  // The deal's level (rank 0..12), trump suit (-1: no-trump or not yet known) and card order.
  int level() const { return level_; }
  int trump_suit() const { return trump_; }
  PlayRules play_rules() const { return PlayRules{tricktaking::TrumpOrder(level_, trump_), rules_.cross_suit_throws}; }
  int dealer() const { return dealer_; }  // kNoSeat during the first deal's declaring
  int first_dealt() const { return first_dealt_; }
  const Declaration& declaration() const { return declaration_; }
  int cards_dealt() const { return dealt_; }
  // Level index (into Rules::level_sequence) of each team (seats 0, 2 and 1, 3).
  const std::array<int, 2>& team_levels() const { return team_levels_; }
  int team_level_rank(int team) const;
  bool is_attacker(int seat) const { return dealer_ != kNoSeat && team_of(seat) != team_of(dealer_); }

  // The kitty: the 8 cards left after the dealing (phase Declare), then the buried cards.
  const CardSet& kitty() const { return kitty_; }
  const CardSet& picked_up() const { return picked_up_; }  // the kitty as the dealer found it
  int attackers_points() const { return points_; }
  int tricks_played() const { return tricks_; }
  int failed_throws() const { return failed_throws_; }

  // The trick in progress: who led, the plays so far in seat order from the leader, the lead as
  // it stands (a failed throw replaced by its unit) and the attempted throw (empty otherwise).
  int leader() const { return leader_; }
  int trick_count() const { return trick_count_; }
  const CardSet& trick_play(int i) const { return trick_[i]; }
  const CardSet& attempted_throw() const { return attempted_; }
  // The last finished trick (leader, plays, winner), or winner -1 before the first.
  int last_leader() const { return last_leader_; }
  int last_winner() const { return last_winner_; }
  const std::array<CardSet, 4>& last_trick() const { return last_trick_; }
  const CardSet& played_by(int seat) const { return played_by_[seat]; }

  // Public knowledge: cards a seat is known to hold; its voids and no-pair suits (bit per
  // effective suit 0..3, tricktaking::kTrump).
  const CardSet& shown(int seat) const { return shown_[seat]; }
  std::uint8_t voids(int seat) const { return voids_[seat]; }
  std::uint8_t no_pairs(int seat) const { return no_pairs_[seat]; }

  // The last finished deal: attackers' points, the dealer, and the levels each team climbed.
  int last_points() const { return last_points_; }
  int last_dealer() const { return last_dealer_; }
  const std::array<int, 2>& last_gains() const { return last_gains_; }
  int winner_team() const { return winner_team_; }  // -1: none yet, or a draw at max_deals
  // Per seat: +1 for the match winners, -1 the losers, 0 before the end and in a draw.
  std::array<int, 4> returns() const;

  void legal_moves(MoveList& out) const;
  std::uint64_t count_moves() const;
  // The moves bots choose among (search::ListsChoices): for a lead every one-unit lead and each
  // suit's safe throw (plays.h safe_throws, judged from the leader's view: its hand and the cards
  // played, never the hidden hands); for a follow every legal
  // follow when there are at most kListedMoves, else kListedMoves distinct follows drawn
  // uniformly (from a stream seeded by the position, so the list is reproducible).
  void choice_moves(MoveList& out) const;
  Move sample_move(Rng& rng) const;
  std::string why_illegal(const Move& move) const;
  void apply(const Move& move);
  bool is_consistent() const;

  // Determinization: the hidden cards redistributed (hands, kitty, and the cards not yet dealt).
  // `undealt`: in phase Declare, the 108 - cards_dealt() cards still to deal, in dealing order.
  void set_hidden(const std::array<CardSet, kNumSeats>& hands, const CardSet& kitty, const std::uint8_t* undealt);
  const std::array<std::uint8_t, kDeckSize>& deal_order() const { return order_; }
  // A deal from given hands (new_deal): a match of that deal alone, never dealt (no deal_order).
  bool single_deal() const { return single_deal_; }

 private:
  friend class game::TableReads<State>;
  void start_deal();
  void advance_dealing();
  void ask(int seat);
  void after_declaration(int declarer);
  void finish_declaring();
  void begin_play();
  void play_card_set(const Move& move);
  void finish_trick();
  void finish_deal();
  void end_match(int winner_team);
  bool must_declare(std::uint32_t mask) const;

  Rules rules_;
  std::uint64_t seed_ = 0;
  std::array<CardSet, kNumSeats> hands_{}, played_by_{}, shown_{};
  std::array<std::uint8_t, kDeckSize> order_{};  // the deal's card order
  CardSet kitty_, picked_up_;
  CardSet deck_ = CardSet::full_deck();
  Declaration declaration_;
  std::array<std::uint32_t, kNumSeats> masks_{};  // each seat's legal declarations when last seen
  std::array<std::int8_t, kNumSeats> queue_{};    // seats to ask, in order
  std::int8_t queued_ = 0;
  bool final_round_ = false;
  std::array<CardSet, 4> trick_{}, last_trick_{};
  CardSet attempted_;
  std::array<std::uint8_t, kNumSeats> voids_{}, no_pairs_{};
  std::array<int, 2> team_levels_{}, last_gains_{};
  std::int16_t deal_index_ = 0, redeals_ = 0;
  std::int16_t points_ = 0, last_points_ = 0;
  std::int8_t dealt_ = 0;
  Phase phase_ = Phase::Declare;
  std::int8_t current_ = 0, dealer_ = kNoSeat, first_dealt_ = 0, last_dealer_ = kNoSeat;
  std::int8_t level_ = 0, trump_ = -1;
  std::int8_t leader_ = 0, trick_count_ = 0, tricks_ = 0, buried_ = 0, failed_throws_ = 0;
  std::int8_t last_leader_ = kNoSeat, last_winner_ = kNoSeat, winner_team_ = -1;
  bool single_deal_ = false;
};

}  // namespace paiju::shengji
