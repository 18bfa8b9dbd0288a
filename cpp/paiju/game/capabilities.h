// What a game supports beyond the game layer (game/concept.h), read from its traits: the one
// capability table, exported by paiju._core (bindings/games.cpp) and printed by `paiju games`.
#pragma once

#include <array>
#include <concepts>

#include "paiju/game/searchable.h"

namespace paiju::game {

// A game whose past can be replayed in a sampled world: G::rewind_world(past, world, out) puts
// into `out` the public state `past` with the hands `world` implies for that moment (false where
// the game cannot or the decision says nothing). Search's beliefs build on it (search/beliefs.h).
template <class G>
concept RewindsWorlds = Searchable<G> && requires(const typename G::State& past, const typename G::State& world,
                                                  typename G::State& out) {
  { G::rewind_world(past, world, out) } -> std::convertible_to<bool>;
};

// A game of two sides: G::same_side(state, a, b), and G::endgame_size(state), a measure of what
// is left to play. Search's exact endgame solver builds on it (search/endgame.h).
template <class G>
concept TwoSided = Searchable<G> && requires(const typename G::State& s, int a, int b) {
  { G::same_side(s, a, b) } -> std::convertible_to<bool>;
  { G::endgame_size(s) } -> std::convertible_to<int>;
};

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
  return {RewindsWorlds<G>,
          TwoSided<G>,
          requires { G::named_policies(); },
          requires { G::kStrongSpec; },
          ListsClasses<G>,
          SamplesMoves<G>,
          requires { requires G::kPlatformProtocol; }};
}

}  // namespace paiju::game
