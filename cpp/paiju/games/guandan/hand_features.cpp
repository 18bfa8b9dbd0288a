#include "paiju/games/guandan/hand_features.h"

#include <algorithm>

#include "paiju/core/feature_writer.h"

namespace paiju::guandan {
namespace {

constexpr int type_index(MoveType type) { return static_cast<int>(type) - 1; }  // Single = 0
constexpr bool is_play(MoveType type) { return type != MoveType::Pass && !is_card_transfer(type); }

int relative(int seat, int viewer) { return (seat - viewer + kNumSeats) % kNumSeats; }

using Writer = FeatureWriter;

}  // namespace

void write_trick(FeatureWriter& w, const State& state, int seat) {
  if (state.phase() == Phase::Play && state.top_seat() != kNoSeat && is_play(state.top().kind)) {
    w[type_index(state.top().kind)] = 1.0f;
    w[kPlayTypes] = static_cast<float>(1 + play_power(state.top(), state.deal_level())) / 16.0f;
    const int by = relative(state.top_seat(), seat);  // 0: the viewer
    w[kPlayTypes + 1 + (by == 0 ? 3 : by - 1)] = 1.0f;
  }
  w.next(kTrickFeatures);
}

int play_power(const Move& move, const Level& level) {
  if (is_sequence_type(move.kind)) return move.key;
  if (move.kind == MoveType::FourKings) return 15;
  return level.power(move.key);
}

void PublicPlays::add(const State& before, const Move& move) {
  if (before.phase() != Phase::Play) return;
  if (before.deal_index() != deal_) *this = PublicPlays{};
  deal_ = before.deal_index();
  const int seat = before.current_player();
  const int top_seat = before.top_seat();
  if (move.is_pass()) {
    if (top_seat == kNoSeat) return;
    const bool partner = team_of(top_seat) == team_of(seat);
    ++passes_[seat][partner ? 1 : 0];
    const Move& top = before.top();
    if (partner || !is_play(top.kind)) return;
    const int t = type_index(top.kind);
    const auto mark = static_cast<std::uint8_t>(1 + play_power(top, before.deal_level()));
    std::uint8_t& lowest = passed_min_[seat][t];
    lowest = lowest == 0 ? mark : std::min(lowest, mark);
    return;
  }
  if (!is_play(move.kind)) return;
  const int t = type_index(move.kind);
  if (top_seat == kNoSeat) ++leads_[seat][t];
  ++plays_[seat][t];
}

namespace {

// Own, unseen, each other seat's played and pinned cards, and the level cards (per kind).
void write_cards(Writer& w, const State& state, int seat, const HiddenFacts& facts, Level level) {
  const CardSet own = state.hand(seat);
  const CardSet unseen = state.deck() - state.played() - own;
  auto other = [seat](int r) { return (seat + r + 1) % kNumSeats; };
  for (int k = 0; k < kNumKinds; ++k) w[k] = static_cast<float>(own.count(k)) / 2.0f;
  w.next(kNumKinds);
  for (int k = 0; k < kNumKinds; ++k) w[k] = static_cast<float>(unseen.count(k)) / 2.0f;
  w.next(kNumKinds);
  for (int r = 0; r < kOtherSeats; ++r) {
    const CardSet played = state.played_by(other(r));
    for (int k = 0; k < kNumKinds; ++k) w[r * kNumKinds + k] = static_cast<float>(played.count(k)) / 2.0f;
  }
  w.next(kOtherSeats * kNumKinds);
  for (int r = 0; r < kOtherSeats; ++r) {
    const CardSet pinned = facts.pinned[other(r)];
    for (int k = 0; k < kNumKinds; ++k) w[r * kNumKinds + k] = static_cast<float>(pinned.count(k)) / 2.0f;
  }
  w.next(kOtherSeats * kNumKinds);
  for (int k = 0; k < kSmallJoker; ++k) w[k] = static_cast<int>(rank_of(k)) == level.rank ? 1.0f : 0.0f;
  w.next(kNumKinds);
}

// The deal and match (level, team levels, tribute), cards left, what the tribute revealed, the
// play to beat.
void write_table(Writer& w, const State& state, int seat, const HiddenFacts& facts, Level level) {
  const CardSet own = state.hand(seat);
  auto other = [seat](int r) { return (seat + r + 1) % kNumSeats; };
  w[level.rank] = 1.0f;
  const auto& progress = state.progress();
  w[13] = static_cast<float>(progress.levels[static_cast<std::size_t>(team_of(seat))]) / 12.0f;
  w[14] = static_cast<float>(progress.levels[static_cast<std::size_t>(1 - team_of(seat))]) / 12.0f;
  w[15 + static_cast<int>(state.tribute_kind())] = 1.0f;
  w[19] = state.deal_index() > 0 ? 1.0f : 0.0f;
  w.next(20);

  for (int r = 0; r < kOtherSeats; ++r) {
    w[r] = static_cast<float>(state.cards_left(other(r))) / 27.0f;
    w[kOtherSeats + r] = state.cards_left(other(r)) == 0 ? 1.0f : 0.0f;
  }
  w[2 * kOtherSeats] = static_cast<float>(own.size()) / 27.0f;
  w.next(2 * kOtherSeats + 1);

  for (int r = 0; r < kOtherSeats; ++r) {
    if (facts.capped_payer == other(r)) w[r] = 1.0f;
    if (facts.no_big_joker[static_cast<std::size_t>(other(r))]) w[kOtherSeats + 1 + r] = 1.0f;
  }
  if (facts.capped_payer != kNoSeat) w[kOtherSeats] = static_cast<float>(facts.cap_power) / 15.0f;
  w.next(2 * kOtherSeats + 1);

  write_trick(w, state, seat);
}

// This deal's passes, leads and plays of each other seat per play type (zero when `current` is
// false: the plays are another deal's).
void write_play_counts(Writer& w, const PublicPlays& plays, int seat, bool current) {
  auto other = [seat](int r) { return (seat + r + 1) % kNumSeats; };
  for (int r = 0; current && r < kOtherSeats; ++r) {
    for (int t = 0; t < kPlayTypes; ++t) w[r * kPlayTypes + t] = static_cast<float>(plays.passed_on(other(r), t)) / 16.0f;
    w[kOtherSeats * kPlayTypes + 2 * r] = static_cast<float>(plays.passes_on_opponents(other(r))) / 8.0f;
    w[kOtherSeats * kPlayTypes + 2 * r + 1] = static_cast<float>(plays.passes_on_partner(other(r))) / 8.0f;
  }
  w.next(kOtherSeats * kPlayTypes + 2 * kOtherSeats);
  for (int r = 0; current && r < kOtherSeats; ++r) {
    for (int t = 0; t < kPlayTypes; ++t) w[r * kPlayTypes + t] = static_cast<float>(plays.leads(other(r), t)) / 4.0f;
  }
  w.next(kOtherSeats * kPlayTypes);
  for (int r = 0; current && r < kOtherSeats; ++r) {
    for (int t = 0; t < kPlayTypes; ++t) w[r * kPlayTypes + t] = static_cast<float>(plays.plays(other(r), t)) / 8.0f;
  }
  w.next(kOtherSeats * kPlayTypes);
}

}  // namespace

void hand_features(const State& state, const PublicPlays& plays, int seat, std::span<float> out) {
  Writer w(out);
  const HiddenFacts facts = hidden_facts(state, seat);
  const Level level = state.deal_level();
  write_cards(w, state, seat, facts, level);
  write_table(w, state, seat, facts, level);
  write_play_counts(w, plays, seat, plays.deal() == state.deal_index());
  PAIJU_DCHECK(w.written() == kHandFeatures);
}

HandTruth hand_truth(const State& state, int seat) {
  const HiddenFacts facts = hidden_facts(state, seat);
  HandTruth truth{};
  for (int r = 0; r < kOtherSeats; ++r) {
    const int s = (seat + r + 1) % kNumSeats;
    const CardSet unplaced = state.hand(s) - facts.pinned[s];
    unplaced.for_each_kind([&](int kind, int copies) { truth[r][kind] = static_cast<std::uint8_t>(copies); });
  }
  return truth;
}

HandMask hand_mask(const State& state, const HiddenFacts& facts, int seat) {
  HandMask mask{};
  for (int r = 0; r < kOtherSeats; ++r) {
    const int s = (seat + r + 1) % kNumSeats;
    const bool room = state.cards_left(s) > facts.pinned[s].size();
    for (int k = 0; k < kNumKinds; ++k) mask[r][k] = room && facts.allows(s, k);
  }
  return mask;
}

}  // namespace paiju::guandan
