// Liangfutou as a search::Game: the search horizon is the deal, the reward the seat's payments
// for it / 9 (a solo stake of 3 from three players), clamped to [-1, 1]. Sides change from deal
// to deal and may be unknown, so team_of(seat) is the seat itself: with the default
// others_by_policy IS-MCTS only the searching seat's decisions are tree nodes anyway.
#pragma once

#include <algorithm>
#include <cstdint>

#include "paiju/core/rng.h"
#include "paiju/games/liangfutou/determinize.h"
#include "paiju/games/liangfutou/heuristic_bot.h"
#include "paiju/games/liangfutou/state.h"

namespace paiju::liangfutou {

struct SearchGame {
  using State = liangfutou::State;
  using Move = liangfutou::Move;
  using MoveList = liangfutou::MoveList;
  static constexpr const char* kName = "liangfutou";

  static int current_player(const State& s) { return s.current_player(); }
  static void legal_moves(const State& s, MoveList& out) { s.legal_moves(out); }
  static void apply(State& s, const Move& m) { s.apply(m); }
  static bool episode_over(const State& s, const State& start) {
    return s.is_terminal() || s.deal_index() != start.deal_index();
  }
  static double reward(const State& s, int seat) {
    return std::clamp(s.last_payments()[seat] / 9.0, -1.0, 1.0);
  }
  static State determinize(const State& s, int seat, Rng& rng) { return resample(s, seat, rng); }
  static std::uint64_t move_class(const State& s, const Move& m) {
    if (m.kind == Kind::Call) return mix64(m.cards.once_bits() ^ (std::uint64_t{0xCA11} << 48));  // suits matter
    const int called = s.called_card();
    const std::uint64_t called_copies = called >= 0 ? static_cast<std::uint64_t>(m.cards.count(called)) : 0;
    return mix64(m.cards.rank_counts().packed() ^ (static_cast<std::uint64_t>(m.kind) << 56) ^
                 (static_cast<std::uint64_t>(m.key) << 48) ^ (called_copies << 62));
  }
  static int team_of(int seat) { return seat; }
  static void candidates(const State& s, const MoveList& legal, MoveList& out) { candidate_moves(s, legal, out); }
};

}  // namespace paiju::liangfutou
