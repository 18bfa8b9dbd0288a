#include "paiju/games/shengji/state.h"

#include <algorithm>

#include "paiju/core/errors.h"
#include "paiju/core/notation.h"
#include "paiju/games/shengji/level_table.h"
#include "paiju/games/shengji/move_notation.h"
#include "paiju/tricktaking/units.h"

namespace paiju::shengji {
namespace {

constexpr std::uint32_t kJokerPairBits = (1u << 8) | (1u << 9);
constexpr int kMaxRedeals = 64;  // then no-trump, so that a match always goes on
constexpr std::uint64_t kFirstSeatStream = 0xF1257DEA1ULL;  // apart from every deal's stream

int card_points(const CardSet& cards) {
  int total = 0;
  cards.for_each_kind([&](int kind, int copies) {
    if (is_joker(kind)) return;
    const Rank rank = rank_of(kind);
    if (rank == Rank::Five) total += 5 * copies;
    if (rank == Rank::Ten || rank == Rank::King) total += 10 * copies;
  });
  return total;
}

std::string seat_name(int seat) { return "seat " + std::to_string(seat); }

}  // namespace

int points_of(const CardSet& cards) { return card_points(cards); }

State State::new_match(const Rules& rules, std::uint64_t seed) {
  State state;
  state.rules_ = rules;
  state.seed_ = seed;
  Rng rng(seed, kFirstSeatStream);
  state.first_dealt_ = static_cast<std::int8_t>(rng.uniform(kNumSeats));
  state.start_deal();
  return state;
}

State State::new_match(const Rules& rules, std::uint64_t seed, int dealer, const std::array<int, 2>& team_levels) {
  if (dealer < 0 || dealer >= kNumSeats) throw InvalidOptionError("dealer must be a seat 0..3, got " + std::to_string(dealer));
  const int levels = static_cast<int>(rules.level_sequence.size());
  for (const int level : team_levels) {
    if (level < 0 || level >= levels) {
      throw InvalidOptionError("a team level must be one of level_sequence " + rules.level_sequence + ", got index " +
                               std::to_string(level));
    }
  }
  State state;
  state.rules_ = rules;
  state.seed_ = seed;
  state.dealer_ = static_cast<std::int8_t>(dealer);
  state.team_levels_ = team_levels;
  state.start_deal();
  return state;
}

State State::new_deal(const Rules& rules, const std::array<CardSet, kNumSeats>& hands, const CardSet& kitty,
                      int dealer, int level, int trump_suit) {
  State state;
  state.rules_ = rules;
  state.single_deal_ = true;
  state.hands_ = hands;
  state.kitty_ = state.picked_up_ = kitty;
  state.dealer_ = state.first_dealt_ = static_cast<std::int8_t>(dealer);
  state.level_ = static_cast<std::int8_t>(level);
  state.trump_ = static_cast<std::int8_t>(trump_suit);
  state.dealt_ = kDealtCards;
  state.deck_ = kitty;
  for (const CardSet& hand : hands) state.deck_ += hand;
  const auto index = rules.level_sequence.find(kRankChars[static_cast<std::size_t>(level)]);
  if (index == std::string::npos) {
    throw InvalidOptionError(std::string("level ") + kRankChars[static_cast<std::size_t>(level)] +
                             " is not one of this game's levels (level_sequence " + rules.level_sequence + ")");
  }
  state.team_levels_ = {static_cast<int>(index), static_cast<int>(index)};
  state.begin_play();
  return state;
}

int State::team_level_rank(int team) const {
  const char c = rules_.level_sequence[static_cast<std::size_t>(team_levels_[team])];
  return static_cast<int>(kRankChars.find(c));
}

std::array<int, 4> State::returns() const {
  std::array<int, 4> out{};
  if (phase_ != Phase::MatchOver || winner_team_ < 0) return out;
  for (int t = 0; t < 4; ++t) out[t] = team_of(t) == winner_team_ ? 1 : -1;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Dealing and declaring

void State::start_deal() {
  Rng rng(seed_, static_cast<std::uint64_t>(deal_index_) + (static_cast<std::uint64_t>(redeals_) << 32));
  for (int i = 0; i < kDeckSize; ++i) order_[i] = static_cast<std::uint8_t>(i >> 1);
  rng.shuffle(order_.data(), kDeckSize);
  hands_ = {};
  played_by_ = {};
  shown_ = {};
  voids_ = {};
  no_pairs_ = {};
  masks_ = {};
  kitty_ = picked_up_ = attempted_ = CardSet();
  declaration_ = Declaration{};
  trick_ = last_trick_ = {};
  queued_ = 0;
  final_round_ = false;
  dealt_ = 0;
  points_ = 0;
  tricks_ = trick_count_ = buried_ = failed_throws_ = 0;
  last_leader_ = last_winner_ = kNoSeat;
  trump_ = -1;
  if (dealer_ != kNoSeat) first_dealt_ = dealer_;
  level_ = static_cast<std::int8_t>(dealer_ == kNoSeat ? team_level_rank(0) : team_level_rank(team_of(dealer_)));
  phase_ = Phase::Declare;
  advance_dealing();
}

bool State::must_declare(std::uint32_t mask) const { return rules_.must_declare_joker_pair && (mask & kJokerPairBits); }

void State::ask(int seat) {
  for (int i = 0; i < queued_; ++i) {
    if (queue_[i] == seat) return;
  }
  queue_[queued_++] = static_cast<std::int8_t>(seat);
}

// Deals cards until a seat is to be asked, or the declaring is over.
void State::advance_dealing() {
  for (;;) {
    if (queued_ > 0) {
      const int seat = queue_[0];
      if (declaration_mask(hands_[seat], seat, declaration_, level_, rules_.suit_order, rules_.must_declare_joker_pair) == 0) {
        for (int i = 1; i < queued_; ++i) queue_[i - 1] = queue_[i];  // a declaration since took its options
        --queued_;
        continue;
      }
      current_ = static_cast<std::int8_t>(seat);
      return;
    }
    if (dealt_ < kDealtCards) {
      const int seat = (first_dealt_ + dealt_) % kNumSeats;
      hands_[seat].add(order_[dealt_]);
      ++dealt_;
      const std::uint32_t mask = declaration_mask(hands_[seat], seat, declaration_, level_, rules_.suit_order, rules_.must_declare_joker_pair);
      if (mask != masks_[seat] && mask != 0) ask(seat);
      masks_[seat] = mask;
      continue;
    }
    if (!final_round_) {
      final_round_ = true;
      for (int k = 0; k < kNumSeats; ++k) {
        const int seat = (first_dealt_ + k) % kNumSeats;
        if (masks_[seat] != 0) ask(seat);
      }
      continue;
    }
    finish_declaring();
    return;
  }
}

void State::after_declaration(int declarer) {
  for (int k = 1; k <= kNumSeats; ++k) {
    const int seat = (declarer + k) % kNumSeats;
    const std::uint32_t mask = declaration_mask(hands_[seat], seat, declaration_, level_, rules_.suit_order, rules_.must_declare_joker_pair);
    if (mask != masks_[seat] && mask != 0) ask(seat);
    masks_[seat] = mask;
  }
}

void State::finish_declaring() {
  if (declaration_.none() && rules_.no_declaration == NoDeclaration::Redeal && redeals_ < kMaxRedeals) {
    ++redeals_;
    start_deal();
    return;
  }
  redeals_ = 0;
  if (dealer_ == kNoSeat) dealer_ = static_cast<std::int8_t>(declaration_.none() ? first_dealt_ : declaration_.seat);
  level_ = static_cast<std::int8_t>(team_level_rank(team_of(dealer_)));
  trump_ = static_cast<std::int8_t>(declaration_.suit());
  for (int i = kDealtCards; i < kDeckSize; ++i) picked_up_.add(order_[i]);
  hands_[dealer_] += picked_up_;
  phase_ = Phase::Bury;
  current_ = dealer_;
}

// ---------------------------------------------------------------------------------------------
// Play

void State::begin_play() {
  phase_ = Phase::Play;
  leader_ = current_ = dealer_;
  trick_count_ = 0;
  attempted_ = CardSet();
}

void State::legal_moves(MoveList& out) const {
  switch (phase_) {
    case Phase::Declare: {
      const std::uint32_t mask = declaration_mask(hands_[current_], current_, declaration_, level_, rules_.suit_order, rules_.must_declare_joker_pair);
      if (!must_declare(mask)) out.push_back(Move::pass());
      const std::size_t first = out.size();
      legal_declarations(hands_[current_], current_, declaration_, level_, rules_.suit_order, rules_.must_declare_joker_pair, out);
      if (must_declare(mask)) {  // only the joker pairs
        out.erase(std::remove_if(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                                 [](const Move& m) {
                                   return m.cards.count(kSmallJoker) < 2 && m.cards.count(kBigJoker) < 2;
                                 }),
                  out.end());
      }
      return;
    }
    case Phase::Bury:
      hands_[current_].for_each_kind([&](int kind, int) { out.push_back(Move{CardSet::single(kind), Kind::Bury}); });
      return;
    case Phase::Play:
      legal_plays(hands_[current_], trick_count_ == 0 ? nullptr : &trick_[0], play_rules(), out);
      return;
    case Phase::MatchOver: return;
  }
}

std::uint64_t State::count_moves() const {
  if (phase_ == Phase::Play) return count_plays(hands_[current_], trick_count_ == 0 ? nullptr : &trick_[0], play_rules());
  MoveList moves;
  legal_moves(moves);
  return moves.size();
}

void State::choice_moves(MoveList& out) const {
  if (phase_ != Phase::Play) {
    legal_moves(out);
    return;
  }
  const PlayRules pr = play_rules();
  if (trick_count_ == 0) {  // the units, and the throws that no card the leader has not seen can beat
    unit_leads(hands_[current_], pr, out);
    CardSet unseen = deck_ - hands_[current_];
    for (int t = 0; t < kNumSeats; ++t) unseen -= played_by_[t];
    if (current_ == dealer_) unseen -= kitty_;
    safe_throws(hands_[current_], unseen, pr, out);
    return;
  }
  const CardSet* lead = &trick_[0];
  const std::uint64_t count = count_plays(hands_[current_], lead, pr);
  if (count <= kListedMoves) {
    legal_plays(hands_[current_], lead, pr, out);
    return;
  }
  Rng rng(hands_[current_].hash() ^ mix64(lead->hash() + static_cast<std::uint64_t>(current_)), 0xC401CEULL);
  const std::size_t first = out.size();
  for (std::uint64_t i = 0; i < 2 * kListedMoves && out.size() - first < kListedMoves; ++i) {
    const Move m = sample_play(hands_[current_], lead, pr, rng);
    if (std::find(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(), m) == out.end()) out.push_back(m);
  }
}

Move State::sample_move(Rng& rng) const {
  if (phase_ == Phase::Play) return sample_play(hands_[current_], trick_count_ == 0 ? nullptr : &trick_[0], play_rules(), rng);
  MoveList moves;
  legal_moves(moves);
  return moves[rng.uniform(static_cast<std::uint32_t>(moves.size()))];
}

std::string State::why_illegal(const Move& move) const {
  if (phase_ == Phase::MatchOver) return "the match is over";
  switch (phase_) {
    case Phase::Declare: {
      if (move.kind != Kind::Pass && move.kind != Kind::Declare) {
        return "while the cards are dealt a seat declares or passes, not " + format_move(move);
      }
      MoveList moves;
      legal_moves(moves);
      if (std::find(moves.begin(), moves.end(), move) != moves.end()) return "";
      if (move.kind == Kind::Pass) return seat_name(current_) + " holds a joker pair and must declare no-trump";
      return seat_name(current_) + " cannot declare " + format_cards(move.cards) +
             " now (a declaration shows the level card, an identical pair of them or a joker pair it holds, and a "
             "pair overrides only as §3 allows)";
    }
    case Phase::Bury:
      if (move.kind != Kind::Bury) return "the dealer buries one card at a time, not " + format_move(move);
      if (move.cards.size() != 1 || !hands_[current_].includes(move.cards)) {
        return "the dealer does not hold " + format_cards(move.cards);
      }
      return "";
    case Phase::Play:
      if (!move.is_play()) return "a trick needs a play, not " + format_move(move);
      return why_not_play(hands_[current_], trick_count_ == 0 ? nullptr : &trick_[0], move, play_rules());
    case Phase::MatchOver: break;
  }
  return "the match is over";
}

void State::apply(const Move& move) {
  switch (phase_) {
    case Phase::Declare:
      for (int i = 1; i < queued_; ++i) queue_[i - 1] = queue_[i];
      --queued_;
      if (move.kind == Kind::Declare) {
        declaration_ = Declaration{current_, move.cards};
        shown_[current_] += move.cards - shown_[current_];
        after_declaration(current_);
      }
      advance_dealing();
      return;
    case Phase::Bury:
      hands_[current_] -= move.cards;
      shown_[current_] -= move.cards & shown_[current_];
      kitty_ += move.cards;
      if (++buried_ == kKittySize) begin_play();
      return;
    case Phase::Play:
      play_card_set(move);
      return;
    case Phase::MatchOver: return;
  }
}

void State::play_card_set(const Move& move) {
  const int seat = current_;
  const PlayRules pr = play_rules();
  CardSet cards = move.cards;
  if (trick_count_ == 0) {
    leader_ = current_;
    attempted_ = CardSet();
    if (move.kind == Kind::Throw) {
      std::array<CardSet, 3> others{};
      for (int k = 1; k < kNumSeats; ++k) others[k - 1] = hands_[(seat + k) % kNumSeats];
      const CardSet unit = failed_throw(cards, others.data(), 3, pr);
      if (!unit.empty()) {
        attempted_ = cards;
        cards = unit;
        ++failed_throws_;
        shown_[seat] += (attempted_ - unit) - shown_[seat];  // the rest goes back, seen by all
        const int penalty = rules_.throw_penalty;
        points_ = static_cast<std::int16_t>(points_ + (is_attacker(seat) ? -penalty : penalty));
      }
    }
  } else {
    // Knowledge the follow reveals: a void, or no pair left in the led suit.
    const CardSet& lead = trick_[0];
    const tricktaking::TrumpOrder& order = pr.order;
    std::array<int, 5> led{}, played{}, played_pairs{};
    std::array<int, 5> pair_demand{};
    lead.for_each_kind([&](int kind, int copies) {
      led[order.suit(kind)] += copies;
      if (copies == 2) ++pair_demand[order.suit(kind)];
    });
    cards.for_each_kind([&](int kind, int copies) {
      played[order.suit(kind)] += copies;
      if (copies == 2) ++played_pairs[order.suit(kind)];
    });
    for (int s = 0; s < 5; ++s) {
      if (led[s] == 0) continue;
      if (played[s] < led[s]) voids_[seat] |= static_cast<std::uint8_t>(1u << s);
      else if (played_pairs[s] < pair_demand[s]) no_pairs_[seat] |= static_cast<std::uint8_t>(1u << s);
    }
  }
  hands_[seat] -= cards;
  shown_[seat] -= cards & shown_[seat];
  played_by_[seat] += cards;
  trick_[trick_count_++] = cards;
  if (trick_count_ == kNumSeats) {
    finish_trick();
    return;
  }
  current_ = static_cast<std::int8_t>((seat + 1) % kNumSeats);
}

void State::finish_trick() {
  const PlayRules pr = play_rules();
  const int winner = (leader_ + trick_winner(trick_.data(), kNumSeats, pr)) % kNumSeats;
  int points = 0;
  for (const CardSet& play : trick_) points += card_points(play);
  const bool attackers_win = is_attacker(winner);
  if (attackers_win) points_ = static_cast<std::int16_t>(points_ + points);
  last_trick_ = trick_;
  last_leader_ = leader_;
  last_winner_ = static_cast<std::int8_t>(winner);
  ++tricks_;
  trick_count_ = 0;
  if (hands_[winner].empty()) {  // the last trick: the kitty to the attackers if they won it
    if (attackers_win) {
      int multiplier = 2;
      const int largest = largest_unit_cards(trick_[0], pr);
      switch (rules_.kitty_multiplier) {
        case KittyMultiplier::Times: multiplier = 2 * largest; break;
        case KittyMultiplier::Power: multiplier = 1 << largest; break;
        case KittyMultiplier::Flat: multiplier = trick_[0].size() == 1 ? 2 : 4; break;
        case KittyMultiplier::Cards: multiplier = 2 * trick_[0].size(); break;
      }
      points_ = static_cast<std::int16_t>(points_ + multiplier * card_points(kitty_));
    }
    finish_deal();
    return;
  }
  leader_ = current_ = static_cast<std::int8_t>(winner);
  attempted_ = CardSet();
}

void State::finish_deal() {
  const DealOutcome outcome = deal_outcome(points_, rules_);
  const int defenders = team_of(dealer_), attackers = 1 - defenders;
  last_points_ = points_;
  last_dealer_ = dealer_;
  last_gains_ = {0, 0};
  ++deal_index_;
  if (outcome.outright) {
    end_match(attackers);
    return;
  }
  const int climber = outcome.attackers_take_over ? attackers : defenders;
  const int steps = outcome.attackers_take_over ? outcome.attackers_gain : outcome.dealer_side_gain;
  bool passed = false;
  const int before = team_levels_[climber];
  team_levels_[climber] = climb(before, steps, rules_, passed);
  last_gains_[climber] = team_levels_[climber] - before + (passed ? 1 : 0);
  dealer_ = static_cast<std::int8_t>((dealer_ + (outcome.attackers_take_over ? 1 : 2)) % kNumSeats);
  if (passed) {
    end_match(climber);
    return;
  }
  if (single_deal_ || deal_index_ >= rules_.max_deals) {
    const int winner = team_levels_[0] == team_levels_[1] ? -1 : (team_levels_[0] > team_levels_[1] ? 0 : 1);
    end_match(winner);
    return;
  }
  start_deal();
}

void State::end_match(int winner_team) {
  winner_team_ = static_cast<std::int8_t>(winner_team);
  phase_ = Phase::MatchOver;
  current_ = kNoSeat;
}

// ---------------------------------------------------------------------------------------------

void State::set_hidden(const std::array<CardSet, kNumSeats>& hands, const CardSet& kitty,
                       const std::uint8_t* undealt) {
  hands_ = hands;
  if (phase_ == Phase::Declare) {
    std::copy(undealt, undealt + (kDeckSize - dealt_), order_.begin() + dealt_);
    for (int t = 0; t < kNumSeats; ++t) {
      masks_[t] = declaration_mask(hands_[t], t, declaration_, level_, rules_.suit_order, rules_.must_declare_joker_pair);
    }
    return;
  }
  kitty_ = kitty;
}

bool State::is_consistent() const {
  CardSet all = kitty_;
  for (int t = 0; t < kNumSeats; ++t) {
    if (!all.can_add(hands_[t]) || !all.can_add(played_by_[t])) return false;
    all += hands_[t];
    all += played_by_[t];
    if (!hands_[t].includes(shown_[t])) return false;
  }
  if (phase_ == Phase::Declare) {
    for (int i = dealt_; i < kDeckSize; ++i) {
      if (all.count(order_[i]) == kMaxCopies) return false;
      all.add(order_[i]);
    }
  }
  if (phase_ == Phase::Play) {  // the seats still to play this trick hold one play more
    const int n = trick_count_ > 0 ? trick_[0].size() : 0;
    for (int k = 0; k < kNumSeats; ++k) {
      const int seat = (leader_ + k) % kNumSeats;
      const int expected = hands_[leader_].size() + (k < trick_count_ ? 0 : n);
      if (hands_[seat].size() != expected) return false;
    }
  }
  return phase_ == Phase::MatchOver || all == deck_;
}

}  // namespace paiju::shengji
