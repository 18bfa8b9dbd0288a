// Shengji as a game of the game layer (game/concept.h) and a search::Game.
//
// Search horizon: the deal. Reward for a seat: its side's margin over the 80-point line that
// decides the deal, (P - 77.5) / 80 for the attackers' points P (80 wins the deal for them),
// clamped to [-1, 1], negated for the dealer side: dense, and of the sign of the deal's result. Move sets can be astronomically
// large (throws, free follows), so the game counts and samples moves (search::SamplesMoves).
// Batch simulation keeps each episode's dealer, trump, level, attackers' points, the levels each
// team climbed, the match winner and the failed throws.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "paiju/core/rng.h"
#include "paiju/game/concept.h"
#include "paiju/games/shengji/determinize.h"
#include "paiju/games/shengji/heuristic_bot.h"
#include "paiju/games/shengji/move_bytes.h"
#include "paiju/games/shengji/move_notation.h"
#include "paiju/games/shengji/observation.h"
#include "paiju/games/shengji/rules.h"
#include "paiju/games/shengji/state.h"
#include "paiju/search/bot.h"
#include "paiju/search/game.h"

namespace paiju::shengji {

const char* phase_name(Phase phase);

// Per-episode statistics of batch simulation (the arrays of paiju.simulate).
struct Episode {
  std::int8_t dealer = -1;           // the (last) deal's dealer
  std::int8_t trump = -1;            // its trump suit 0..3 (S H C D), -1 no-trump
  std::int8_t level = -1;            // its level rank 0..12
  std::int32_t attackers_points = 0; // its attackers' points (kitty and penalties included)
  std::array<std::int32_t, 2> levels_gained{};  // per team (seats 0, 2 and 1, 3): the deal's, or the match's level index
  std::int8_t winner = -1;           // matches: the winning team, -1 a draw (max_deals)
  std::int32_t failed_throws = 0;
  std::int32_t deals = 0;

  template <class Visit>
  static void columns(Visit&& visit) {
    visit_columns(visit, "dealer", &Episode::dealer, "trump", &Episode::trump, "level", &Episode::level,
                  "attackers_points", &Episode::attackers_points,
                  "levels_gained", &Episode::levels_gained, "winner", &Episode::winner,
                  "failed_throws", &Episode::failed_throws, "deals", &Episode::deals);
  }
  void start(const State&) {}
  void on_move(const State& s, const Move& move);
  void finish(const State& s, bool whole_matches);
};

// Its names, seed salts, rule options and move notation (game/identity.h).
inline constexpr game::Identity<Rules, Move> kIdentity{"shengji", "Shengji", "升级",
    "<kind> <cards>, e.g. 'pair SA SA', 'declare H5', 'bury S3', 'pass'", 0x5E9ULL, 0x5E9B07ULL, &option_table, &parse_move};

struct Game : game::StateMembers<State, Move, MoveList, Rules, Episode>, game::Named<kIdentity> {
  // The rule-based player's other styles by name (heuristic_bot.h): heuristic_v1, the heuristic
  // before issue 45, a fixed reference.
  static std::span<const search::NamedPolicy<Game>> named_policies();
  // Spec "strong": the best setting found (docs/bots.md): plain search at 2,000 iterations. No
  // variant measured beat it (twice the iterations, beliefs, a mixed field, tree-searched
  // opponents, PIMC: level or worse; docs/strength-log.md).
  static constexpr const char* kStrongSpec = "ismcts:iterations=2000";

  static double reward(const State& s, int seat) {
    if (s.last_dealer() < 0) return 0.0;
    // 80 points win the deal for the attackers: the line sits half a point-card step below it.
    const double margin = std::clamp((s.last_points() - 77.5) / 80.0, -1.0, 1.0);
    const int team = team_of(seat);
    const double levels = std::clamp((s.last_gains()[team] - s.last_gains()[1 - team]) / 3.0, -1.0, 1.0);
    return kLevelWeight * levels + (1.0 - kLevelWeight) * (team == team_of(s.last_dealer()) ? -margin : margin);
  }
  static constexpr double kLevelWeight = 0.75;
  // Beliefs (search/beliefs.h): `past`, a trick-play decision of this deal, with the hands that
  // `world` implies for that moment (each seat's cards in the world plus those it played since)
  // and the world's kitty (buried before any trick).
  static bool rewind_world(const State& past, const State& world, State& out) {
    if (past.phase() != Phase::Play || past.deal_index() != world.deal_index() || world.phase() != Phase::Play) {
      return false;
    }
    std::array<CardSet, kNumSeats> hands{};
    for (int s = 0; s < kNumSeats; ++s) hands[s] = world.hand(s) + (world.played_by(s) - past.played_by(s));
    out = past;
    out.set_hidden(hands, world.kitty(), nullptr);
    return true;
  }
  static std::uint64_t move_class(const State&, const Move& m) {
    return mix64(m.cards.hash() ^ (static_cast<std::uint64_t>(m.kind) << 56));
  }
  // Exact endgames (search/endgame.h): two teams; what is left to play is the cards held in trick
  // play (never while dealing or burying, where the hands are still filling up).
  static bool same_side(const State&, int a, int b) { return team_of(a) == team_of(b); }
  static int endgame_size(const State& s) {
    if (s.phase() != Phase::Play) return std::numeric_limits<int>::max();
    int cards = 0;
    for (int seat = 0; seat < kNumSeats; ++seat) cards += s.cards_left(seat);
    return cards;
  }
  static std::uint64_t count_moves(const State& s) { return s.count_moves(); }
  static Move sample_move(const State& s, Rng& rng) { return s.sample_move(rng); }
  static void choice_moves(const State& s, MoveList& out) { s.choice_moves(out); }
  // paiju._core.<name>, this game's Python bindings (python/bind.cpp; built into paiju._core only).
  static void bind_python(bindings::Module& parent);
  // Bots by spec: "random", "heuristic", "pimc:...", "ismcts:..." (search/factory.h).
  static std::unique_ptr<search::Bot<Game>> make_bot(std::string_view spec);
};

}  // namespace paiju::shengji
