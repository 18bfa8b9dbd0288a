// What a game supports beyond the game layer (game/concept.h), read from its traits: the one
// capability table, exported by paiju._core (bindings/games.cpp) and printed by `paiju games`.
#pragma once

#include <array>

#include "paiju/search/beliefs.h"
#include "paiju/search/endgame.h"
#include "paiju/search/game.h"

namespace paiju::game {

struct Capability {
  const char* name;
  const char* meaning;
};

inline constexpr std::array<Capability, 7> kCapabilities{{
    {"beliefs", "search weighs its worlds by the other seats' plays (beliefs=, G::rewind_world)"},
    {"endgame", "exact endgame solver of two sides (endgame=, G::same_side)"},
    {"styles", "named rule-based players, and search inferring them (styles=1, G::named_policies)"},
    {"strong", "the bot name 'strong' (G::kStrongSpec)"},
    {"class_moves", "one move per move class for rollouts (G::class_moves)"},
    {"sample_moves", "moves counted and sampled instead of listed (G::count_moves, G::sample_move)"},
    {"platform", "the competition platform's protocol, paiju platform (G::kPlatformProtocol)"},
}};

// Per capability of kCapabilities, in its order: does game G have it?
template <class G>
constexpr std::array<bool, kCapabilities.size()> capabilities_of() {
  return {search::RewindsWorlds<G>,
          search::TwoSided<G>,
          requires { G::named_policies(); },
          requires { G::kStrongSpec; },
          search::ListsClasses<G>,
          search::SamplesMoves<G>,
          requires { requires G::kPlatformProtocol; }};
}

}  // namespace paiju::game
