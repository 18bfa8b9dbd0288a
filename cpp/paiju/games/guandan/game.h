// Guandan as a game of the game layer (game/concept.h) and a search::Game.
//
// Search horizon: the current deal. Reward for a seat: its team's result of the deal, levels
// gained / 3 (+1 for a 1-2 win, -1 for a 1-2 loss). Suit variants of one play are one move
// class. Batch simulation keeps each episode's finishing order, winner, levels and bombs.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "paiju/climbing/episode_stats.h"
#include "paiju/core/rng.h"
#include "paiju/game/concept.h"
#include "paiju/games/guandan/determinize.h"
#include "paiju/games/guandan/hand_model.h"
#include "paiju/games/guandan/value_features.h"
#include "paiju/games/guandan/value_model.h"
#include "paiju/games/guandan/heuristic_bot.h"
#include "paiju/games/guandan/move_bytes.h"
#include "paiju/games/guandan/move_notation.h"
#include "paiju/games/guandan/observation.h"
#include "paiju/games/guandan/rules.h"
#include "paiju/games/guandan/state.h"
#include "paiju/search/bot.h"

namespace paiju::guandan {

const char* phase_name(Phase phase);
const char* tribute_kind_name(TributeKind kind);

// Per-episode statistics of batch simulation (the arrays of paiju.simulate).
struct Episode : climbing::EpisodeStats {
  std::int8_t winner = -1;              // team that won the deal / match (2 = drawn match)
  std::int8_t gain = 0;                 // deals: levels the winners gained
  std::int8_t leader = -1;              // deals: who led
  std::array<std::int8_t, 2> levels{};  // team levels at the end (rank index)
  // bombs: straight flushes and four jokers included; deals: 1 in deal mode

  template <class Visit>
  static void columns(Visit&& visit) {
    columns_and(visit, "winner", &Episode::winner, "levels_gained", &Episode::gain,
                "leader", &Episode::leader, "levels", &Episode::levels);
  }
  void start(const State& s) { leader = static_cast<std::int8_t>(s.current_player()); }
  void on_move(const State&, const Move& move) { bombs += is_bomb_type(move.kind) ? 1 : 0; }
  void finish(const State& s, bool whole_matches);
};

// Its names, seed salts, rule options and move notation (game/identity.h).
inline constexpr game::Identity<Rules, Move> kIdentity{"guandan", "Guandan", "掼蛋",
    "<type> <rank> <cards>, e.g. 'Straight A HA S2 C3 D4 S5', 'PASS' (the platform's names)", 0, 0xB07B07ULL, &option_table, &parse_move};

struct Game : game::StateMembers<State, Move, MoveList, Rules, Episode>, game::Named<kIdentity> {
  // The competition platform's protocol (platform_notation.h, docs/platform.md, paiju platform).
  static constexpr bool kPlatformProtocol = true;

  // The rule-based player's styles by name (style.h): bots and rollout policies.
  static std::span<const search::NamedPolicy<Game>> named_policies();
  // Spec "strong": the best setting found (docs/bots.md), under 1 s a move on 2 cores.
  // strong_v1 with the other seats of each rollout drawn from the heuristic and the three training
  // players (trainers/trainers.h): SPRT against strong_v1 accepted +50 Elo after 80 pairs.
  static constexpr const char* kStrongSpec =
      "ismcts:iterations=2000,trees=2,prior=1,beliefs=0.1,pool=50,moves=200,carry=1,endgame=12,others=mix,"
      "mix=heuristic+racer+sitter+shaper";
  // Earlier settings of strong, frozen by name (search/factory.h): strong_v1 is strong of
  // December 2026, before the learned hand model.
  static constexpr std::array<std::pair<const char*, const char*>, 1> kNamedSpecs{{
      {"strong_v1", "ismcts:iterations=2000,trees=2,prior=1,beliefs=0.1,pool=50,moves=200,carry=1,endgame=12"},
  }};

  // The first legal move of each move class (search/game.h, ListsClasses): the rule-based
  // player picks a class and plays its first move (find_match and its other choices take the
  // first of equals), so rollouts and beliefs give it this shorter list.
  static void class_moves(const State& s, MoveList& out) { s.class_moves(out); }

  static double reward(const State& s, int seat) {
    const auto& p = s.progress();
    const double gain = (p.last_gain > 3 ? 3 : p.last_gain) / 3.0;
    return team_of(seat) == p.last_winner ? gain : -gain;
  }
  // Beliefs (search/beliefs.h): `past`, a trick-play decision of this deal, with the hands that
  // `world` implies for that moment (each seat's cards in the world plus those it played since)
  // and only the tribute cards the world knows.
  static bool rewind_world(const State& past, const State& world, State& out) {
    if (past.phase() != Phase::Play || past.deal_index() != world.deal_index()) return false;
    std::array<CardSet, kNumSeats> hands{};
    for (int s = 0; s < kNumSeats; ++s) hands[s] = world.hand(s) + (world.played_by(s) - past.played_by(s));
    out = past;
    out.set_hands(hands);
    for (int i = 0; i < past.tribute_pairs(); ++i) {  // private cards: only what the world knows
      if (world.tribute_card(i) < 0) out.forget_tribute_card(i);
      if (world.returned_card(i) < 0) out.forget_returned_card(i);
    }
    return true;
  }
  // The learned hand model (hand_model.h) as search's prior over worlds (search/beliefs.h,
  // PredictsHands): the other seats' decisions of this deal, as search recorded them.
  template <class Decisions>
  static HandLogPrior hand_prior(const State& root, int seat, const Decisions& decisions) {
    PublicPlays plays;
    for (const auto& d : decisions) plays.add(d.before, d.move);
    return predict_hands(root, plays, seat);
  }
  // The learned value at search's leaves (search/leaf_value.h): a world seen from a seat.
  static constexpr int kValueFeatures = guandan::kValueFeatures;
  static void value_features(const State& s, int seat, std::span<float> out) { guandan::value_features(s, seat, out); }
  static search::PerSeat<double> estimate_rewards(const State& s) { return guandan::estimate_rewards(s); }
  // Resample-move (search/beliefs.h): what bounds the hidden cards; one exchange of two of them;
  // a world of an earlier decision carried forward.
  using HiddenFacts = guandan::HiddenFacts;
  static HiddenFacts hidden_facts(const State& root, int seat) { return guandan::hidden_facts(root, seat); }
  static std::array<int, 2> exchange_hidden(State& world, const HiddenFacts& facts, int seat, Rng& rng) {
    return guandan::exchange_hidden(world, facts, seat, rng);
  }
  static void carry_hidden(const State& from, State& world, const HiddenFacts& facts, int seat) {
    guandan::carry_hidden(from, world, facts, seat);
  }
  // Exact endgames (search/endgame.h): two teams; what is left to play is the cards held.
  static bool same_side(const State&, int a, int b) { return team_of(a) == team_of(b); }
  static int endgame_size(const State& s) {
    int cards = 0;
    for (int seat = 0; seat < kNumSeats; ++seat) cards += s.cards_left(seat);
    return cards;
  }
  // For `paiju-cli beliefs`: a trick-play decision; a seat's copies of each card kind.
  static bool is_trick_play(const State& s) { return s.phase() == Phase::Play; }
  static std::array<std::uint8_t, kNumKinds> holding(const State& s, int seat) {
    std::array<std::uint8_t, kNumKinds> counts{};
    s.hand(seat).for_each_card([&](int kind) { ++counts[static_cast<std::size_t>(kind)]; });
    return counts;
  }
  static std::uint64_t move_class(const State& s, const Move& m) {
    const int wild = s.deal_level().heart_kind();
    const int wilds = m.cards.count(wild);
    const RankCounts natural = (m.cards - CardSet::single(wild, wilds)).rank_counts();
    return mix64(natural.packed() ^ (static_cast<std::uint64_t>(m.kind) << 56) ^
                 (static_cast<std::uint64_t>(m.key) << 48) ^ (static_cast<std::uint64_t>(wilds) << 60));
  }
  // paiju._core.<name>, this game's Python bindings (python/bind.cpp; built into paiju._core only).
  static void bind_python(bindings::Module& parent);
  // Bots by spec: "name" or "name:key=value,...", e.g. "ismcts:iterations=2000",
  // "ismcts:time=50ms", "pimc:worlds=30,candidates=12,policy=random" (search/factory.h):
  //   pimc    worlds (default 40), time (per move: 0.05, 50ms, 1s), candidates (16), policy
  //           (heuristic | random, default heuristic)
  //   ismcts  iterations (default 1000 unless time is given), time, c (exploration, 0.7), policy,
  //           others (policy | tree)
  // A bad name or parameter throws InvalidOptionError naming it.
  static std::unique_ptr<search::Bot<Game>> make_bot(std::string_view spec);
};

}  // namespace paiju::guandan
