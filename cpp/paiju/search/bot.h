// Bots: the players of batch simulation and the arena, generic over a Game (game.h).
//
// A bot is asked for a move given the true State and its legal moves. Rule-based bots read
// only the mover's own cards and public facts; search bots look at the State only through
// G::determinize (worlds consistent with what the mover knows), so they cannot use hidden
// cards. Each worker thread owns clones of the bots, and every decision draws from the
// episode's own random stream, so results do not depend on the thread count (time budgets
// aside, which depend on the machine).
#pragma once

#include <memory>
#include <string>

#include "paiju/core/rng.h"
#include "paiju/game/history.h"
#include "paiju/search/game.h"

namespace paiju::search {

template <Game G>
class Bot {
 public:
  using State = typename G::State;
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;

  virtual ~Bot() = default;
  // Chooses one of `legal` (non-empty) for the current player of `state`.
  virtual Move choose(const State& state, const MoveList& legal, Rng& rng) = 0;
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

// Plays `state` to the end of the episode that began at `start` with `policy`. A game that can
// sample a uniform move without enumerating (SamplesMoves) does so for the random policy.
template <Game G>
void rollout(typename G::State& state, const typename G::State& start, Policy<G> policy, Rng& rng,
             typename G::MoveList& buffer) {
  while (!G::episode_over(state, start)) {
    if constexpr (SamplesMoves<G>) {
      if (policy == &random_policy<G>) {
        G::apply(state, G::sample_move(state, rng));
        continue;
      }
    }
    buffer.clear();
    choice_moves<G>(state, buffer);
    G::apply(state, policy(state, buffer, rng));
  }
}

}  // namespace paiju::search
