// Guandan as a search::Game (search/game.h): the search horizon is the current deal and the
// reward is the deal's result for the seat's team, levels gained / 3 (+1 for a 1-2 win, -1 for
// a 1-2 loss). Suit variants of one play are one move class.
#pragma once

#include <cstdint>

#include "paiju/core/rng.h"
#include "paiju/games/guandan/determinize.h"
#include "paiju/games/guandan/heuristic_bot.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan {

struct SearchGame {
  using State = guandan::State;
  using Move = guandan::Move;
  using MoveList = guandan::MoveList;
  static constexpr const char* kName = "guandan";

  static int current_player(const State& s) { return s.current_player(); }
  static void legal_moves(const State& s, MoveList& out) { s.legal_moves(out); }
  static void apply(State& s, const Move& m) { s.apply(m); }
  static bool episode_over(const State& s, const State& start) {
    return s.is_terminal() || s.deal_index() != start.deal_index();
  }
  static double reward(const State& s, int seat) {
    const auto& p = s.progress();
    const double gain = (p.last_gain > 3 ? 3 : p.last_gain) / 3.0;
    return team_of(seat) == p.last_winner ? gain : -gain;
  }
  static State determinize(const State& s, int seat, Rng& rng) { return resample(s, seat, rng); }
  static std::uint64_t move_class(const State& s, const Move& m) {
    const int wild = s.deal_level().heart_kind();
    const int wilds = m.cards.count(wild);
    const RankCounts natural = (m.cards - CardSet::single(wild, wilds)).rank_counts();
    return mix64(natural.packed() ^ (static_cast<std::uint64_t>(m.type) << 56) ^
                 (static_cast<std::uint64_t>(m.key) << 48) ^ (static_cast<std::uint64_t>(wilds) << 60));
  }
  static int team_of(int seat) { return guandan::team_of(seat); }
  static void candidates(const State& s, const MoveList& legal, MoveList& out) { candidate_moves(s, legal, out); }
};

}  // namespace paiju::guandan
