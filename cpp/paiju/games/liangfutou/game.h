// Jingdezhen Liangfutou as a game of the game layer (game/concept.h) and a search::Game.
//
// Search horizon: the deal. Reward for a seat: its payments for the deal / 9 (a solo stake of
// 3 from three players), clamped to [-1, 1]. Sides change from deal to deal and may be hidden,
// so search backs values up per seat (search/ismcts.h). Batch simulation keeps each episode's
// finishing order, payments, caller, solo, result and bombs.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "paiju/climbing/episode_stats.h"
#include "paiju/core/rng.h"
#include "paiju/game/concept.h"
#include "paiju/games/liangfutou/determinize.h"
#include "paiju/games/liangfutou/heuristic_bot.h"
#include "paiju/games/liangfutou/move_bytes.h"
#include "paiju/games/liangfutou/move_notation.h"
#include "paiju/games/liangfutou/observation.h"
#include "paiju/games/liangfutou/rules.h"
#include "paiju/games/liangfutou/state.h"
#include "paiju/search/game.h"

namespace paiju::liangfutou {

const char* phase_name(Phase phase);

// Per-episode statistics of batch simulation (the arrays of paiju.simulate).
struct Episode : climbing::EpisodeStats {
  std::array<std::int32_t, 4> payments{};   // units per seat (the deal's, or the match's total)
  std::int8_t caller = -1;                  // deals: the caller
  std::int8_t solo = -1;                    // deals: the solo seat, or -1
  std::int8_t result = 0;                   // deals: +1 caller's side (or solo) won, -1 lost, 0 draw

  template <class Visit>
  static void columns(Visit&& visit) {
    columns_and(visit, "payments", &Episode::payments, "caller", &Episode::caller,
                "solo", &Episode::solo, "result", &Episode::result);
  }
  void start(const State& s) { caller = static_cast<std::int8_t>(s.caller()); }
  void on_move(const State& s, const Move& move);
  void finish(const State& s, bool whole_matches);
};

// Its names, seed salts, rule options and move notation (game/identity.h).
inline constexpr game::Identity<Rules, Move> kIdentity{"liangfutou", "Liangfutou", "两副头",
    "<kind> <rank> <cards>, e.g. 'straight 7 S3 H4 C5 D6 SB', 'pass'", 0x1F0ULL, 0x1F0B07ULL, &option_table, &parse_move};

struct Game : game::StateMembers<State, Move, MoveList, Rules, Episode>, game::Named<kIdentity> {
  static double reward(const State& s, int seat) { return std::clamp(s.last_payments()[seat] / 9.0, -1.0, 1.0); }
  static std::uint64_t move_class(const State& s, const Move& m) {
    if (m.kind == Kind::Call) return mix64(m.cards.once_bits() ^ (std::uint64_t{0xCA11} << 48));  // suits matter
    const int called = s.called_card();
    const std::uint64_t called_copies = called >= 0 ? static_cast<std::uint64_t>(m.cards.count(called)) : 0;
    return mix64(m.cards.rank_counts().packed() ^ (static_cast<std::uint64_t>(m.kind) << 56) ^
                 (static_cast<std::uint64_t>(m.key) << 48) ^ (called_copies << 62));
  }
  // paiju._core.<name>, this game's Python bindings (python/bind.cpp; built into paiju._core only).
  static void bind_python(bindings::Module& parent);
  // Bots by spec: "random", "heuristic", "pimc:...", "ismcts:..." (search/factory.h).
  static std::unique_ptr<search::Bot<Game>> make_bot(std::string_view spec);
};

}  // namespace paiju::liangfutou
