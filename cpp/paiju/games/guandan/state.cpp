#include "paiju/games/guandan/state.h"

#include <algorithm>

#include "paiju/core/notation.h"
#include "paiju/core/rng.h"
#include "paiju/games/guandan/compare.h"
#include "paiju/games/guandan/move_notation.h"

namespace paiju::guandan {
namespace {

std::string seat_name(int seat) { return "seat " + std::to_string(seat); }

// Single-card power of a card kind at a level.
int card_power(int kind, Level level) { return level.power(slot_of_kind(kind)); }

}  // namespace

State State::new_match(const Rules& rules, std::uint64_t seed) {
  State state(rules, seed);
  state.start_deal();
  return state;
}

State State::new_deal(const Rules& rules, const std::array<CardSet, kNumSeats>& hands, int level, int leader,
                      const std::array<std::int8_t, 4>* previous_finish) {
  State state;
  state.rules_ = rules;
  state.single_deal_ = true;
  state.progress_.levels = {static_cast<std::int8_t>(level), static_cast<std::int8_t>(level)};
  state.progress_.deal_level = static_cast<std::int8_t>(level);
  state.hands_ = hands;
  state.deck_ = CardSet();
  for (const CardSet& hand : hands) state.deck_ += hand;
  if (previous_finish != nullptr) {
    state.previous_finish_ = *previous_finish;
    state.setup_tribute();
  } else {
    state.begin_play(leader);
  }
  return state;
}

void State::start_deal() {
  Rng rng(seed_, static_cast<std::uint64_t>(deal_index_));
  hands_ = deal_cards(rng).hands;
  played_ = CardSet();
  played_by_ = {};
  finish_ = {-1, -1, -1, -1};
  finished_ = 0;
  tribute_kind_ = TributeKind::None;
  payers_ = receivers_ = tribute_cards_ = returned_cards_ = {-1, -1};
  shown_big_jokers_ = {};
  trick_.clear();  // no play to beat during tribute and return
  pending_ = 0;
  if (deal_index_ == 0) {
    begin_play(static_cast<int>(rng.uniform(kNumSeats)));
    return;
  }
  setup_tribute();
}

void State::setup_tribute() {
  const int first = previous_finish_[0];
  const bool double_down = previous_finish_[1] == partner_of(first);
  if (double_down) {
    // The loser next after the 1st player in play order is payer 0.
    payers_ = {static_cast<std::int8_t>((first + 1) % 4), static_cast<std::int8_t>((first + 3) % 4)};
  } else {
    payers_ = {previous_finish_[3], -1};
    receivers_[0] = static_cast<std::int8_t>(first);
  }
  int big_jokers = 0;
  for (int i = 0; i < (double_down ? 2 : 1); ++i) big_jokers += hands_[payers_[i]].count(kBigJoker);
  if (big_jokers == 2) {  // 抗贡: the payers show both big jokers; the previous 1st leads
    tribute_kind_ = TributeKind::Anti;
    for (int i = 0; i < (double_down ? 2 : 1); ++i) {
      shown_big_jokers_[payers_[i]] = static_cast<std::int8_t>(hands_[payers_[i]].count(kBigJoker));
    }
    begin_play(first);
    return;
  }
  tribute_kind_ = double_down ? TributeKind::Double : TributeKind::Single;
  phase_ = Phase::Tribute;
  current_ = payers_[0];
}

void State::begin_play(int leader) {
  phase_ = Phase::Play;
  current_ = static_cast<std::int8_t>(leader);
  trick_.clear();
}

int State::next_in_play(int seat) const {
  return climbing::Trick<Move>::next_holding(seat, [this](int s) { return holds_cards(s); });
}

void State::tribute_choices(int seat, MoveList& out) const {
  const Level level = deal_level();
  const int heart = level.heart_kind();
  // A hand of nothing but heart level cards (only possible in a set-up deal) pays one of them.
  const bool only_wilds = hands_[seat].count(heart) == hands_[seat].size();
  int best = -1;
  hands_[seat].for_each_kind([&](int kind, int) {
    if (kind != heart || only_wilds) best = std::max(best, card_power(kind, level));
  });
  hands_[seat].for_each_kind([&](int kind, int) {
    if ((kind != heart || only_wilds) && card_power(kind, level) == best) {
      out.push_back(Move{CardSet::single(kind), MoveType::Tribute, static_cast<std::uint8_t>(slot_of_kind(kind))});
    }
  });
}

void State::return_choices(int seat, MoveList& out) const {
  const Level level = deal_level();
  const std::size_t before = out.size();
  auto emit = [&](int kind) {
    out.push_back(Move{CardSet::single(kind), MoveType::Back, static_cast<std::uint8_t>(slot_of_kind(kind))});
  };
  hands_[seat].for_each_kind([&](int kind, int) {
    if (rules_.return_max == 0) return emit(kind);
    const int slot = slot_of_kind(kind);
    if (slot < kNumRanks && slot != level.rank && slot + 2 <= rules_.return_max) emit(kind);
  });
  if (out.size() == before) {  // nothing low enough: any of the lowest cards (a settled gap)
    int lowest = 1 << 10;
    hands_[seat].for_each_kind([&](int kind, int) { lowest = std::min(lowest, card_power(kind, level)); });
    hands_[seat].for_each_kind([&](int kind, int) {
      if (card_power(kind, level) == lowest) emit(kind);
    });
  }
}

void State::settle_tribute() {
  const Level level = deal_level();
  for (int i = 0; i < tribute_pairs(); ++i) {
    if (tribute_cards_[i] < 0) {  // forgotten in a resampled world: redo it as a highest card
      MoveList choices;
      tribute_choices(payers_[i], choices);
      choices.front().cards.for_each_kind([&](int kind, int) { tribute_cards_[i] = static_cast<std::int8_t>(kind); });
    }
  }
  const int first = previous_finish_[0];
  if (tribute_kind_ == TributeKind::Double) {
    const int p0 = card_power(tribute_cards_[0], level), p1 = card_power(tribute_cards_[1], level);
    const bool swap = p1 > p0 || (p1 == p0 && rules_.double_tribute_tie == DoubleTributeTie::PreviousBeforeFirst);
    if (swap) {
      std::swap(payers_[0], payers_[1]);
      std::swap(tribute_cards_[0], tribute_cards_[1]);
    }
    receivers_ = {static_cast<std::int8_t>(first), static_cast<std::int8_t>(partner_of(first))};
  }
  for (int i = 0; i < tribute_pairs(); ++i) {
    hands_[payers_[i]].remove(tribute_cards_[i]);
    hands_[receivers_[i]].add(tribute_cards_[i]);
  }
  phase_ = Phase::Return;
  pending_ = 0;
  current_ = receivers_[0];
}

void State::legal_moves(MoveList& out) const {
  switch (phase_) {
    case Phase::Tribute: tribute_choices(current_, out); break;
    case Phase::Return: return_choices(current_, out); break;
    case Phase::Play:
      generate_moves(hands_[current_], deal_level(), rules_, trick_.leading() ? nullptr : &trick_.top, out);
      break;
    case Phase::MatchOver: break;
  }
}

void State::class_moves(MoveList& out) const {
  if (phase_ != Phase::Play) {
    legal_moves(out);
    return;
  }
  generate_move_classes(hands_[current_], deal_level(), rules_, trick_.leading() ? nullptr : &trick_.top, out);
}

std::string State::why_illegal(const Move& move) const {
  const auto who = [this] { return seat_name(current_); };  // only a refusal spells it
  auto listed = [&](void (State::*choices)(int, MoveList&) const) {
    MoveList options;
    (this->*choices)(current_, options);
    return std::find(options.begin(), options.end(), move) != options.end();
  };
  switch (phase_) {
    case Phase::MatchOver: return "the match is over";
    case Phase::Tribute:
      if (move.kind != MoveType::Tribute) return who() + " must pay tribute now (a tribute move)";
      if (!listed(&State::tribute_choices)) {
        return who() + " must pay one of its highest cards other than a heart level card, not " + format_move(move);
      }
      return "";
    case Phase::Return:
      if (move.kind != MoveType::Back) return who() + " must return a card now (a back move)";
      if (!listed(&State::return_choices)) {
        return format_move(move) + " cannot be returned: " + who() + " must return a card it holds of rank at most " +
               std::to_string(rules_.return_max) + " (no jokers or level cards)";
      }
      return "";
    case Phase::Play: break;
  }
  if (is_card_transfer(move.kind)) return "tribute and back moves are made before play, not during it";
  if (move.is_pass()) return trick_.leading() ? who() + " leads and cannot pass" : "";
  if (!hands_[current_].includes(move.cards)) return who() + " does not hold " + format_cards(move.cards);
  if (!is_valid_reading(move, deal_level(), rules_)) {
    return format_move(move) + " is not a valid combination at level " + std::string(1, kRankChars[deal_level().rank]);
  }
  if (!trick_.leading() && !beats(move, trick_.top, deal_level())) {
    return format_move(move) + " does not beat " + format_move(trick_.top);
  }
  return "";
}

void State::apply(const Move& move) {
  PAIJU_DCHECK(why_illegal(move).empty());
  switch (phase_) {
    case Phase::Tribute:
      move.cards.for_each_kind([&](int kind, int) { tribute_cards_[pending_] = static_cast<std::int8_t>(kind); });
      if (++pending_ < tribute_pairs()) current_ = payers_[pending_];
      else settle_tribute();
      return;
    case Phase::Return:
      move.cards.for_each_kind([&](int kind, int) {
        returned_cards_[pending_] = static_cast<std::int8_t>(kind);
        hands_[receivers_[pending_]].remove(kind);
        hands_[payers_[pending_]].add(kind);
      });
      if (++pending_ < tribute_pairs()) current_ = receivers_[pending_];
      else begin_play(payers_[0]);  // the payer of the 1st player leads
      return;
    case Phase::MatchOver: return;
    case Phase::Play: break;
  }
  const int seat = current_;
  const auto holds = [this](int s) { return holds_cards(s); };
  // 接风: when the trick's winner has gone out, its partner leads, or the next seat still in play.
  const auto lead_after_out = [this](int out) {
    return holds_cards(partner_of(out)) ? partner_of(out) : next_in_play(out);
  };
  if (move.is_pass()) {
    current_ = static_cast<std::int8_t>(trick_.after_pass(seat, holds, lead_after_out));
    return;
  }
  climbing::play_to_table(hands_, played_by_, played_, seat, move.cards);
  // The deal ends when a team is out (both partners) or three seats are.
  const auto deal_over = [&] {
    return finished_ == 3 || std::any_of(finish_.begin(), finish_.begin() + finished_ - 1,
                                         [&](std::int8_t s) { return s == partner_of(seat); });
  };
  const int next = climbing::after_play_out(trick_, finish_, finished_, seat, move, hands_[seat].empty(), holds,
                                            lead_after_out, deal_over);
  if (next == climbing::kNoTrickSeat) return finish_deal();
  current_ = static_cast<std::int8_t>(next);
}

void State::finish_deal() {
  progress_.record_deal(finish_, rules_);
  previous_finish_ = finish_;
  if (single_deal_ && !progress_.decided()) {
    progress_.match_winner = progress_.last_winner;
    if (rules_.scoring == Scoring::None) {
      progress_.scores[progress_.last_winner] = 1;
      progress_.scores[1 - progress_.last_winner] = -1;
    }
  }
  if (progress_.decided()) {
    phase_ = Phase::MatchOver;
    current_ = kNoSeat;
    return;
  }
  ++deal_index_;
  start_deal();
}

std::array<int, 4> State::returns() const {
  std::array<int, 4> out{};
  for (int seat = 0; seat < kNumSeats; ++seat) out[seat] = progress_.scores[team_of(seat)];
  return out;
}

bool State::is_consistent() const {
  CardSet all = played_;
  for (int seat = 0; seat < kNumSeats; ++seat) {
    if (!all.can_add(hands_[seat])) return false;
    all += hands_[seat];
  }
  if (all != deck_) return false;
  for (int i = 0; i < finished_; ++i) {
    if (finish_[i] < 0 || (phase_ == Phase::Play && holds_cards(finish_[i]))) return false;
  }
  if (phase_ != Phase::MatchOver && (current_ < 0 || current_ >= kNumSeats || !holds_cards(current_))) return false;
  return true;
}

}  // namespace paiju::guandan
