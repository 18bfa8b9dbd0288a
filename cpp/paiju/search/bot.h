// The random bot and rollout policies: the simplest players of the bot interface (game/bot.h),
// and the fast move choosers that search plays its worlds out with.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "paiju/core/rng.h"
#include "paiju/search/game.h"

namespace paiju::search {

// Uniformly random among the legal moves.
template <Game G>
class RandomBot final : public Bot<G> {
 public:
  // Uniform over every legal move: drawn by the game when it samples (its list may be a shortlist).
  typename G::Move choose(const typename G::State& state, const typename G::MoveList& legal, Rng& rng) override {
    if constexpr (ListsChoices<G>) return G::sample_move(state, rng);
    return legal[rng.uniform(static_cast<std::uint32_t>(legal.size()))];
  }
  std::unique_ptr<Bot<G>> clone() const override { return std::make_unique<RandomBot>(*this); }
  std::string name() const override { return "random"; }
};

// A rollout policy: a fast move chooser used inside search.
template <Game G>
using Policy = typename G::Move (*)(const typename G::State&, const typename G::MoveList&, Rng&);

template <Game G>
typename G::Move random_policy(const typename G::State&, const typename G::MoveList& legal, Rng& rng) {
  return legal[rng.uniform(static_cast<std::uint32_t>(legal.size()))];
}

// The moves `policy` chooses among in `state`: for a game that lists move classes
// (ListsClasses) and a policy other than random, the first move of each class (the policy's
// choice is the same and the list cheaper); otherwise the bots' list (choice_moves).
template <Game G>
void policy_moves(const typename G::State& state, Policy<G> policy, typename G::MoveList& out) {
  if constexpr (ListsClasses<G>) {
    if (policy != &random_policy<G>) {
      G::class_moves(state, out);
      return;
    }
  }
  choice_moves<G>(state, out);
}

// A rollout policy per seat.
template <Game G>
using SeatPolicies = PerSeat<Policy<G>>;

// Plays `state` to the end of the episode that began at `start`, each seat with its policy. A
// game that can sample a uniform move without enumerating (SamplesMoves) does so for the random
// policy. With `max_plies` >= 0 it stops after that many moves (the episode may go on).
template <Game G>
void rollout(typename G::State& state, const typename G::State& start, const SeatPolicies<G>& policies, Rng& rng,
             typename G::MoveList& buffer, int max_plies = -1) {
  for (int ply = 0; ply != max_plies && !G::episode_over(state, start); ++ply) {
    const Policy<G> policy = policies[static_cast<std::size_t>(G::current_player(state))];
    if constexpr (SamplesMoves<G>) {
      if (policy == &random_policy<G>) {
        G::apply(state, G::sample_move(state, rng));
        continue;
      }
    }
    buffer.clear();
    policy_moves<G>(state, policy, buffer);
    G::apply(state, policy(state, buffer, rng));
  }
}

// `own` for the searching seat (and the seats of `own_side`), and for each other seat a policy
// drawn from `pool` (`own` when the pool is empty).
template <Game G>
SeatPolicies<G> draw_seat_policies(int seat, Policy<G> own, const std::vector<Policy<G>>& pool, Rng& rng,
                                   const PerSeat<bool>& own_side = {}) {
  SeatPolicies<G> policies;
  for (int s = 0; s < kTableSeats; ++s) {
    const bool own_policy = s == seat || pool.empty() || own_side[static_cast<std::size_t>(s)];
    policies[static_cast<std::size_t>(s)] =
        own_policy ? own : pool[rng.uniform(static_cast<std::uint32_t>(pool.size()))];
  }
  return policies;
}

// `own` for the searching seat and the seats of `own_side`, `others` for every other seat (one
// player drawn for the whole opposing side).
template <Game G>
SeatPolicies<G> side_policies(int seat, Policy<G> own, Policy<G> others, const PerSeat<bool>& own_side) {
  SeatPolicies<G> policies;
  for (int s = 0; s < kTableSeats; ++s) {
    policies[static_cast<std::size_t>(s)] = s == seat || own_side[static_cast<std::size_t>(s)] ? own : others;
  }
  return policies;
}

// The same with one policy for every seat.
template <Game G>
void rollout(typename G::State& state, const typename G::State& start, Policy<G> policy, Rng& rng,
             typename G::MoveList& buffer) {
  rollout<G>(state, start, SeatPolicies<G>{policy, policy, policy, policy}, rng, buffer);
}

// A game's rule-based players by name (G::named_policies(), optional): bots of their own and
// rollout policies for search. (Unconstrained, so that a game can name it in its own traits.)
template <class G>
struct NamedPolicy {
  std::string_view name;
  typename G::Move (*policy)(const typename G::State&, const typename G::MoveList&, Rng&);
  // In the pool others=mix draws from (search/factory.h); a player kept out of it, e.g. one
  // held out to test search against styles it was never tuned on, is still a bot by name.
  bool in_mix = true;
};

// A rule-based player of one fixed style as a policy, for a NamedPolicy table: the game's
// styled_move(state, legal, style), found by argument-dependent lookup in the game's namespace.
template <class G, const auto& kStyle>
typename G::Move style_policy(const typename G::State& state, const typename G::MoveList& legal, Rng&) {
  return styled_move(state, legal, kStyle);
}

}  // namespace paiju::search
