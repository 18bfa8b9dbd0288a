// Suqian mahjong as a game of the game layer (game/concept.h) and a search::Game.
//
// Every seat plays for itself. Search horizon: the deal. Reward for a seat: its payment in the
// deal, p / (|p| + 32) (so within -1..1, 0 for an exhaustive draw, monotone in the points: a
// win's size matters, and a win of a few points is worth most of one of many). Batch
// simulation keeps each episode's dealer, winner, how it was won, the winner's total, the
// payments and the match scores.
#pragma once

#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "paiju/core/rng.h"
#include "paiju/game/concept.h"
#include "paiju/games/mahjong/determinize.h"
#include "paiju/games/mahjong/heuristic_bot.h"
#include "paiju/games/mahjong/move_bytes.h"
#include "paiju/games/mahjong/move_notation.h"
#include "paiju/games/mahjong/observation.h"
#include "paiju/games/mahjong/rules.h"
#include "paiju/games/mahjong/state.h"
#include "paiju/search/bot.h"
#include "paiju/search/game.h"

namespace paiju::mahjong {

const char* phase_name(Phase phase);

// Per-episode statistics of batch simulation (the arrays of paiju.simulate).
struct Episode {
  std::int8_t dealer = -1;           // the (last) deal's dealer
  std::int8_t winner = -1;           // its winner, -1 an exhaustive draw
  std::int8_t discarder = -1;        // who paid alone or dealt in, -1 on a self-draw or a draw
  bool self_draw = false;
  std::int32_t total = 0;            // the winner's gain
  std::array<std::int32_t, 4> payments{};  // the deal's, or the match's scores
  std::int32_t wins = 0, deals = 0;  // wins and deals in the episode

  template <class Visit>
  static void columns(Visit&& visit) {
    visit_columns(visit, "dealer", &Episode::dealer, "winner", &Episode::winner,
                  "discarder", &Episode::discarder, "self_draw", &Episode::self_draw,
                  "total", &Episode::total, "payments", &Episode::payments, "wins", &Episode::wins,
                  "deals", &Episode::deals);
  }
  void start(const State&) {}
  void on_move(const State&, const Move& move) { wins += move.kind == Kind::Win; }
  void finish(const State& s, bool whole_matches);
};

// Its names, seed salts, rule options and move notation (game/identity.h).
inline constexpr game::Identity<Rules, Move> kIdentity{"mahjong", "Suqian mahjong", "宿迁麻将",
    "<kind> <tile>, e.g. 'discard 5m', 'pong 5m', 'bet bu_peng+du_liu', 'pass'", 0x3A7ULL, 0x3A7B07ULL, &option_table, &parse_move};

struct Game : game::StateMembers<State, Move, MoveList, Rules, Episode>, game::Named<kIdentity> {
  // Search keeps the heuristic's move unless another beats it by a standard error: without it,
  // moves that look better by the wall's luck lose (docs/bots.md).
  static constexpr double kSearchConfidence = 1.0;

  // The rule-based player's other styles by name (heuristic_bot.h): heuristic_v1, the heuristic
  // before issue 45, a fixed reference; heuristic_bu_peng, heuristic_da_pie and
  // heuristic_no_bets, the heuristic with other bets (the measured alternatives of its choice).
  static std::span<const search::NamedPolicy<Game>> named_policies();
  // Spec "strong": the best setting found (docs/bots.md): search (with the confidence above) on
  // the turns that can declare ready and on claims, 1,000 iterations; every other turn is the
  // heuristic's (its shortlist of one; docs/strength-log.md).
  static constexpr const char* kStrongSpec = "ismcts:iterations=1000";

  static double reward(const State& s, int seat) {
    const double p = s.last_deal().payments[seat];
    return p / (std::abs(p) + 32.0);
  }
  static std::uint64_t move_class(const State&, const Move& m) {
    return (static_cast<std::uint64_t>(m.kind) << 16) | (static_cast<std::uint64_t>(static_cast<std::uint8_t>(m.tile)) << 8) | m.bets;
  }
  // paiju._core.<name>, this game's Python bindings (python/bind.cpp; built into paiju._core only).
  static void bind_python(bindings::Module& parent);
  // Bots by spec: "random", "heuristic", "pimc:...", "ismcts:..." (search/factory.h).
  static std::unique_ptr<search::Bot<Game>> make_bot(std::string_view spec);
};

}  // namespace paiju::mahjong
