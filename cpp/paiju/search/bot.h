// Bots: the players of batch simulation and the arena, generic over a Game (game.h).
//
// A bot is asked for a move given the true State and its legal moves. Rule-based bots read
// only the mover's own cards and public facts; search bots look at the State only through
// G::determinize (worlds consistent with what the mover knows), so they cannot use hidden
// cards. Each worker thread owns clones of the bots, and every decision draws from the
// episode's own random stream, so results do not depend on the thread count (time budgets
// aside, which depend on the machine).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "paiju/core/rng.h"
#include "paiju/game/history.h"
#include "paiju/search/game.h"

namespace paiju::search {

namespace detail {
// A game's Rules, or an empty struct for a search game without rule options.
template <class G>
struct RulesOf {
  struct None {};
  using type = None;
};
template <class G>
  requires requires { typename G::Rules; }
struct RulesOf<G> {
  using type = typename G::Rules;
};
}  // namespace detail

template <Game G>
class Bot {
 public:
  using State = typename G::State;
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;

  virtual ~Bot() = default;
  // Chooses one of `legal` (non-empty) for the current player of `state`.
  virtual Move choose(const State& state, const MoveList& legal, Rng& rng) = 0;
  // The moves a runner lists for choose(): the bots' list (choice_moves), or fewer for a bot
  // whose choice they do not change (a rule-based policy: policy_moves).
  virtual void list_moves(const State& state, MoveList& out) const { choice_moves<G>(state, out); }
  virtual std::unique_ptr<Bot> clone() const = 0;
  virtual std::string name() const = 0;
  // True when choose() may call into Python (the runner then keeps the GIL rules in mind).
  virtual bool needs_python() const { return false; }
  // True when the bot wants the public history of the match (choose_seen), e.g. to build a
  // full observation for a Python bot; the runner then keeps the history.
  virtual bool wants_history() const { return false; }
  virtual Move choose_seen(const State& state, game::HistoryView<Move> /*history*/, const MoveList& legal, Rng& rng) {
    return choose(state, legal, rng);
  }
  // For bots that want the history: the state it starts from (a new episode begins). Such a
  // bot may replay the public moves from it; it must never read the hidden cards it holds.
  virtual void start_episode(const State& /*start*/) {}
  // Table events, for a bot that keeps its own copy of the table (a Python bot object with
  // on_episode_start / on_move / on_episode_end, e.g. a bridge to another program that must be
  // told every play): the rules and seed the episode's match was dealt from, the seats this bot
  // takes (bit s for seat s), then every decision of every seat, then the end of the episode.
  virtual bool wants_events() const { return false; }
  virtual void on_episode_start(const typename detail::RulesOf<G>::type& /*rules*/, std::uint64_t /*match_seed*/,
                                std::size_t /*episode*/, std::size_t /*episodes*/, unsigned /*seats*/) {}
  virtual void on_move(int /*seat*/, const Move& /*move*/) {}
  virtual void on_episode_end() {}
};

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
using SeatPolicies = std::array<Policy<G>, 4>;

// Plays `state` to the end of the episode that began at `start`, each seat with its policy. A
// game that can sample a uniform move without enumerating (SamplesMoves) does so for the random
// policy.
template <Game G>
void rollout(typename G::State& state, const typename G::State& start, const SeatPolicies<G>& policies, Rng& rng,
             typename G::MoveList& buffer) {
  while (!G::episode_over(state, start)) {
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

// `own` for the searching seat, and for each other seat a policy drawn from `pool` (`own` when
// the pool is empty).
template <Game G>
SeatPolicies<G> draw_seat_policies(int seat, Policy<G> own, const std::vector<Policy<G>>& pool, Rng& rng) {
  SeatPolicies<G> policies;
  for (int s = 0; s < 4; ++s) {
    policies[static_cast<std::size_t>(s)] =
        s == seat || pool.empty() ? own : pool[rng.uniform(static_cast<std::uint32_t>(pool.size()))];
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

}  // namespace paiju::search
