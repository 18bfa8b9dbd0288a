// High card as a game of the game layer (game/concept.h) and a search::Game: its traits, option
// table and per-episode statistics. Search horizon: the deal; reward: the deal's score of a seat
// (+1, 0 or -1).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string_view>

#include "high_card/high_card.h"
#include "paiju/game/concept.h"
#include "paiju/game/option_fields.h"
#include "paiju/search/factory.h"

namespace paiju::high_card {

inline const game::OptionTable<Rules>& option_table() {
  static const game::OptionTable<Rules> table(
      "High card",
      {
          game::int_option<&Rules::hand_size>("hand_size", "cards dealt to each seat", 1, 4),
          game::int_option<&Rules::deals>("deals", "deals in a match", 1, 9),
      },
      {{"standard", [] { return Rules{}; }, "two cards each, one deal"}});
  return table;
}

// Per-episode statistics of batch simulation: each seat's score.
struct Episode {
  std::array<std::int32_t, 4> scores{};

  template <class Visit>
  static void columns(Visit&& visit) {
    visit_columns(visit, "scores", &Episode::scores);
  }
  void start(const State&) {}
  void on_move(const State&, const Move&) {}
  void finish(const State& s, bool whole_matches) {
    for (int seat = 0; seat < 4; ++seat) {
      scores[static_cast<std::size_t>(seat)] = (whole_matches ? s.returns() : s.last_scores())[static_cast<std::size_t>(seat)];
    }
  }
};

// Its names, seed salts, rule options and move notation (game/identity.h).
inline constexpr game::Identity<Rules, Move> kIdentity{"high_card", "High card", "比大",
    "play <card>, e.g. 'play 5'", 0x41C4ULL, 0x41C4B07ULL, &option_table, &parse_move};

struct Game : game::StateMembers<State, Move, MoveList, Rules, Episode>, game::Named<kIdentity> {
  static double reward(const State& s, int seat) { return s.last_scores()[static_cast<std::size_t>(seat)]; }
  static std::uint64_t move_class(const State&, const Move& m) { return static_cast<std::uint64_t>(m.card); }
  static std::unique_ptr<search::Bot<Game>> make_bot(std::string_view spec);  // below: a Bot needs the complete traits
};

// Bots by spec: "random", "heuristic", "pimc:...", "ismcts:..." (search/factory.h).
inline std::unique_ptr<search::Bot<Game>> Game::make_bot(std::string_view spec) { return search::make_bot<Game>(spec); }

}  // namespace paiju::high_card
