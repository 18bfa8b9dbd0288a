#include "paiju/games/liangfutou/state.h"

#include <algorithm>

#include "paiju/core/notation.h"
#include "paiju/core/rank_counts.h"
#include "paiju/games/liangfutou/move_notation.h"
#include "paiju/games/liangfutou/rewards.h"

namespace paiju::liangfutou {
namespace {
const Move kSolo{CardSet(), Kind::Solo, 0};
std::string seat_name(int seat) { return "seat " + std::to_string(seat); }
}  // namespace

State State::new_match(const Rules& rules, std::uint64_t seed) {
  State state;
  state.rules_ = rules;
  state.seed_ = seed;
  Rng rng(seed, 0);
  state.hands_ = deal_cards(rng).hands;
  state.dealt_ = state.hands_;
  state.start_deal(static_cast<int>(rng.uniform(kNumSeats)));
  return state;
}

State State::new_deal(const Rules& rules, const std::array<CardSet, kNumSeats>& hands, int caller) {
  State state;
  state.rules_ = rules;
  state.single_deal_ = true;
  state.hands_ = hands;
  state.dealt_ = hands;
  state.deck_ = CardSet();
  for (const CardSet& hand : hands) state.deck_ += hand;
  state.start_deal(caller);
  return state;
}

void State::start_deal(int caller) {
  played_by_ = {};
  played_ = CardSet();
  finish_ = {-1, -1, -1, -1};
  finished_ = 0;
  caller_ = static_cast<std::int8_t>(caller);
  called_ = -1;
  solo_ = partner_ = solo_pending_ = kNoSeat;
  revealed_ = false;
  trick_.clear();
  phase_ = Phase::Call;
  current_ = caller_;
}

void State::begin_play() {
  phase_ = Phase::Play;
  current_ = caller_;  // the caller always leads the first trick
  trick_.clear();
}

int State::next_in_play(int seat) const {
  return climbing::Trick<Move>::next_holding(seat, [this](int s) { return holds_cards(s); });
}

bool State::same_side(int a, int b) const {
  if (solo_ != kNoSeat) return (a == solo_) == (b == solo_);
  const bool a_caller_side = a == caller_ || a == partner_;
  const bool b_caller_side = b == caller_ || b == partner_;
  return a_caller_side == b_caller_side;
}

void State::legal_moves(MoveList& out) const {
  switch (phase_) {
    case Phase::Call:
      hands_[current_].for_each_kind([&](int kind, int copies) {
        if (copies == 1) out.push_back(Move{CardSet::single(kind), Kind::Call, static_cast<std::uint8_t>(slot_of_kind(kind))});
      });
      out.push_back(kSolo);
      return;
    case Phase::Solo:
      out.push_back(Move::pass());
      out.push_back(kSolo);
      return;
    case Phase::Play:
      generate_moves(hands_[current_], trick_.leading() ? nullptr : &trick_.top, called_, out);
      return;
    case Phase::MatchOver: return;
  }
}

std::string State::why_illegal(const Move& move) const {
  const std::string who = seat_name(current_);
  switch (phase_) {
    case Phase::MatchOver: return "the match is over";
    case Phase::Call:
      if (move.kind == Kind::Solo) return "";
      if (move.kind != Kind::Call) return who + " must call a card it holds exactly once, or go solo";
      if (move.cards.size() != 1 || !hands_[current_].includes(move.cards)) return who + " does not hold " + format_cards(move.cards);
      {
        bool single = false;
        move.cards.for_each_kind([&](int kind, int) { single = hands_[current_].count(kind) == 1; });
        if (!single) return who + " holds both copies of " + format_cards(move.cards) + ": only a single card can be called";
      }
      return "";
    case Phase::Solo:
      if (move.kind == Kind::Solo || move.is_pass()) return "";
      return who + " must declare solo or pass";
    case Phase::Play: break;
  }
  if (!is_play(move.kind)) return "calls and solo declarations come before play";
  if (move.is_pass()) return trick_.leading() ? who + " leads and cannot pass" : "";
  if (!hands_[current_].includes(move.cards)) return who + " does not hold " + format_cards(move.cards);
  if (!is_valid_reading(move, called_)) return format_move(move) + " is not a valid Liangfutou combination";
  if (!trick_.leading() && !beats(move, trick_.top)) return format_move(move) + " does not beat " + format_move(trick_.top);
  return "";
}

bool State::deal_decided() const {
  if (finished_ == 0) return false;
  if (solo_ != kNoSeat) return true;  // a solo deal ends at the first finisher
  const int first = finish_[0];
  if (finished_ >= 2 && same_side(finish_[1], first)) return true;   // 1-2
  if (finished_ >= 3) return true;                                   // 1-3 or 1-4
  return false;
}

int State::next_asked(int seat) const {
  return (seat + (rules_.solo_order == SoloOrder::CounterClockwise ? kNumSeats - 1 : 1)) % kNumSeats;
}

void State::apply(const Move& move) {
  PAIJU_DCHECK(why_illegal(move).empty());
  switch (phase_) {
    case Phase::MatchOver: return;
    case Phase::Call:
      if (move.kind == Kind::Solo) {
        solo_ = caller_;
        begin_play();
        return;
      }
      move.cards.for_each_kind([&](int kind, int) { called_ = static_cast<std::int8_t>(kind); });
      for (int s = 0; s < kNumSeats; ++s) {
        if (s != caller_ && hands_[s].count(called_) > 0) partner_ = static_cast<std::int8_t>(s);
      }
      phase_ = Phase::Solo;
      current_ = static_cast<std::int8_t>(next_asked(caller_));
      return;
    case Phase::Solo:
      if (solo_pending_ != kNoSeat) {  // the caller decides: pre-empt or let it stand
        solo_ = move.kind == Kind::Solo ? caller_ : solo_pending_;
      } else if (move.kind == Kind::Solo) {
        solo_pending_ = current_;
        current_ = caller_;
        return;
      } else {
        current_ = static_cast<std::int8_t>(next_asked(current_));
        if (current_ != caller_) return;  // ask the next seat
      }
      if (solo_ != kNoSeat) {  // the call is void
        called_ = -1;
        partner_ = kNoSeat;
      }
      begin_play();
      return;
    case Phase::Play: break;
  }
  const int seat = current_;
  const auto holds = [this](int s) { return holds_cards(s); };
  // 下家接风: when the trick's winner has gone out, the next seat still in play leads.
  const auto lead_after_out = [this](int out) { return next_in_play(out); };
  if (move.is_pass()) {
    current_ = static_cast<std::int8_t>(trick_.after_pass(seat, holds, lead_after_out));
    return;
  }
  climbing::play_to_table(hands_, played_by_, played_, seat, move.cards);
  // The partner's copy of the called card reveals the partnership (the caller's own does not).
  if (called_ >= 0 && rules_.reveal_on_play && seat != caller_ && move.cards.count(called_) > 0) revealed_ = true;
  const int next = climbing::after_play_out(trick_, finish_, finished_, seat, move, hands_[seat].empty(), holds,
                                            lead_after_out, [this] { return deal_decided(); });
  if (next == climbing::kNoTrickSeat) return finish_deal();
  current_ = static_cast<std::int8_t>(next);
}

void State::finish_deal() {
  std::array<int, 4> pay{};
  const int first = finish_[0];
  if (solo_ != kNoSeat) {
    const int sign = first == solo_ ? 1 : -1;
    for (int s = 0; s < kNumSeats; ++s) {
      if (s == solo_) continue;
      pay[solo_] += sign * rules_.solo_stake;
      pay[s] -= sign * rules_.solo_stake;
    }
    last_result_ = static_cast<std::int8_t>(sign);
  } else {
    const int teammate_place = same_side(finish_[1], first) ? 1 : same_side(finish_[2], first) ? 2 : 3;
    const int units = teammate_place == 1 ? 2 : teammate_place == 2 ? 1 : 0;  // 1-2, 1-3, 1-4 draw
    for (int w = 0; w < kNumSeats; ++w) {
      for (int l = 0; l < kNumSeats; ++l) {
        if (same_side(w, first) && !same_side(l, first)) {
          pay[w] += units;
          pay[l] -= units;
        }
      }
    }
    const int caller_side = same_side(first, caller_) ? 1 : -1;
    last_result_ = static_cast<std::int8_t>(units == 0 ? 0 : caller_side);
  }
  for (int s = 0; s < kNumSeats; ++s) {
    const int units = reward_units(dealt_[s]);
    for (int o = 0; o < kNumSeats; ++o) {
      if (o == s) continue;
      pay[s] += units;
      pay[o] -= units;
    }
  }
  for (int s = 0; s < kNumSeats; ++s) scores_[s] += pay[s];
  last_payments_ = pay;
  revealed_ = true;
  ++deal_index_;
  if (single_deal_ || deal_index_ >= rules_.max_deals) {
    phase_ = Phase::MatchOver;
    current_ = kNoSeat;
    return;
  }
  Rng rng(seed_, static_cast<std::uint64_t>(deal_index_));
  hands_ = deal_cards(rng).hands;
  dealt_ = hands_;
  start_deal(first);
}

bool State::is_consistent() const {
  CardSet all = played_;
  for (const CardSet& hand : hands_) {
    if (!all.can_add(hand)) return false;
    all += hand;
  }
  if (all != deck_) return false;
  int sum = 0;
  for (int s : scores_) sum += s;
  return sum == 0;
}

}  // namespace paiju::liangfutou
