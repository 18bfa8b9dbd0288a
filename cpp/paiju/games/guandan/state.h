// The state of a Guandan match (§4-6 of the spec): deals, tribute, trick play, levels.
//
// A State is a plain value of a few hundred bytes (no pointers, no heap), so search copies it
// freely. Decisions are Moves: tribute and back (return) moves before play, combinations and
// passes during play. Phases run tribute -> return -> play for every deal after the first
// (tribute and return are skipped on anti-tribute), and the next deal starts as soon as one
// ends, until the match is decided (phase MatchOver). The public history is not stored here:
// the Python-facing wrapper keeps it for observations and records.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "paiju/climbing/trick.h"
#include "paiju/core/card_set.h"
#include "paiju/core/deal.h"
#include "paiju/game/table_reads.h"
#include "paiju/games/guandan/level.h"
#include "paiju/games/guandan/match_progress.h"
#include "paiju/games/guandan/move.h"
#include "paiju/games/guandan/movegen.h"
#include "paiju/games/guandan/rules.h"

namespace paiju::guandan {

enum class Phase : std::uint8_t { Tribute, Return, Play, MatchOver };
enum class TributeKind : std::uint8_t { None, Single, Double, Anti };

inline constexpr int kNoSeat = -1;

class State : public game::TableReads<State> {
 public:
  State() = default;
  // A match from a seed: deal i is dealt from Rng(seed, i); the first leader is drawn from it.
  static State new_match(const Rules& rules, std::uint64_t seed);
  // One deal from given hands (any sizes; usually 27 each), both teams at `level`. Without a
  // previous finishing order there is no tribute and `leader` leads; with one, tribute (or
  // anti-tribute) follows from it as in a match and decides the leader.
  static State new_deal(const Rules& rules, const std::array<CardSet, kNumSeats>& hands, int level, int leader,
                        const std::array<std::int8_t, 4>* previous_finish = nullptr);

  Level deal_level() const { return Level{progress_.deal_level}; }
  const MatchProgress& progress() const { return progress_; }
  std::uint64_t seed() const { return seed_; }
  int deal_index() const { return deal_index_; }
  bool single_deal() const { return single_deal_; }

  // Play phase: the play to beat (a pass while leading) and who made it (kNoSeat when leading).
  const Move& top() const { return trick_.top; }
  int top_seat() const { return trick_.top_seat; }
  // Seats out in this deal, in finishing order; finished_count() of them are valid.
  const std::array<std::int8_t, 4>& finish_order() const { return finish_; }
  int finished_count() const { return finished_; }
  // The finishing order of the previous deal (all four), when there was one.
  const std::array<std::int8_t, 4>& previous_finish() const { return previous_finish_; }

  // Tribute of the current deal: kind, payers and receivers (pairs i), cards paid and returned
  // (card kinds, -1 while undecided). Pair 0 is the one that pays the previous deal's 1st.
  TributeKind tribute_kind() const { return tribute_kind_; }
  int tribute_pairs() const { return tribute_kind_ == TributeKind::Double ? 2 : tribute_kind_ == TributeKind::Single ? 1 : 0; }
  int payer(int i) const { return payers_[i]; }
  int receiver(int i) const { return receivers_[i]; }
  int tribute_card(int i) const { return tribute_cards_[i]; }
  int returned_card(int i) const { return returned_cards_[i]; }
  // Big jokers each seat had to show to refuse tribute (抗贡); zeros when there was none.
  int shown_big_jokers(int seat) const { return shown_big_jokers_[seat]; }
  // Cards a seat has played in the current deal (public).
  const CardSet& played_by(int seat) const { return played_by_[seat]; }
  // Forgets a tribute card its observer could not see (resampled worlds): -1, redrawn if needed.
  void forget_tribute_card(int i) { tribute_cards_[i] = -1; }
  void forget_returned_card(int i) { returned_cards_[i] = -1; }

  // Appends the legal moves of the current player (nothing once the match is over).
  void legal_moves(MoveList& out) const;
  // In trick play, the first legal move of each move class (generate_move_classes); otherwise
  // every legal move.
  void class_moves(MoveList& out) const;
  // Empty when `move` is legal now, otherwise why not.
  std::string why_illegal(const Move& move) const;
  // Applies a legal move (checked only by PAIJU_DCHECK; use why_illegal at the boundary).
  void apply(const Move& move);

  // Team results: +1 / -1 (0 for a draw) with scoring none; cumulative level points with levels.
  std::array<int, 4> returns() const;

  // Sets the hidden state (hands) directly: for determinization. Counts must match.
  void set_hands(const std::array<CardSet, kNumSeats>& hands) { hands_ = hands; }

  // Internal consistency: 108 cards accounted for, counts, phase invariants.
  bool is_consistent() const;

  // Every card of the current deal (the full 108-card deck in a match).
  const CardSet& deck() const { return deck_; }
  // Cards played in the current deal, by everyone (public).
  const CardSet& played() const { return played_; }

 private:
  friend class game::TableReads<State>;
  State(const Rules& rules, std::uint64_t seed) : rules_(rules), seed_(seed) {}  // before the first deal
  void start_deal();
  void setup_tribute();
  void begin_play(int leader);
  void finish_deal();
  int next_in_play(int seat) const;
  bool holds_cards(int seat) const { return !hands_[seat].empty(); }
  void tribute_choices(int seat, MoveList& out) const;
  void return_choices(int seat, MoveList& out) const;
  void settle_tribute();

  Rules rules_;
  std::array<CardSet, kNumSeats> hands_{};
  std::array<CardSet, kNumSeats> played_by_{};
  CardSet played_;
  CardSet deck_ = CardSet::full_deck();  // every card of this deal (all 108 in a match)
  MatchProgress progress_;
  std::uint64_t seed_ = 0;
  climbing::Trick<Move> trick_;
  std::int16_t deal_index_ = 0;
  Phase phase_ = Phase::Play;
  TributeKind tribute_kind_ = TributeKind::None;
  std::int8_t current_ = 0;
  std::int8_t finished_ = 0;
  std::int8_t pending_ = 0;  // index of the tribute pair whose decision is due
  bool single_deal_ = false;
  std::array<std::int8_t, 4> finish_{-1, -1, -1, -1};
  std::array<std::int8_t, 4> previous_finish_{-1, -1, -1, -1};
  std::array<std::int8_t, 2> payers_{-1, -1};
  std::array<std::int8_t, 2> receivers_{-1, -1};
  std::array<std::int8_t, 2> tribute_cards_{-1, -1};
  std::array<std::int8_t, 2> returned_cards_{-1, -1};
  std::array<std::int8_t, 4> shown_big_jokers_{};
};

}  // namespace paiju::guandan
