// The bot interface: a player of batch simulation (game/simulation.h) and the arena, generic
// over a Searchable game (game/searchable.h). A game's G::make_bot builds one (game/concept.h);
// the bots themselves are above the game layer: the random bot, rollout policies and the search
// bots in search/, the rule-based players in the games.
//
// A bot is asked for a move given the true State and its legal moves. Rule-based bots read
// only the mover's own cards and public facts; search bots look at the State only through
// G::determinize (worlds consistent with what the mover knows), so they cannot use hidden
// cards. Each worker thread owns clones of the bots, and every decision draws from the
// episode's own random stream, so results do not depend on the thread count (time budgets
// aside, which depend on the machine).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "paiju/core/history.h"
#include "paiju/core/rng.h"
#include "paiju/game/searchable.h"

namespace paiju::game {

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

template <Searchable G>
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
  // The rollouts (episodes played out from a world) a search bot has made since it was built or
  // cloned: what its speed is counted in. 0 for a bot that makes none.
  virtual std::uint64_t rollouts() const { return 0; }
  // True when choose() may call into Python (the runner then keeps the GIL rules in mind).
  virtual bool needs_python() const { return false; }
  // True when the bot wants the public history of the match (choose_seen), e.g. to build a
  // full observation for a Python bot; the runner then keeps the history.
  virtual bool wants_history() const { return false; }
  virtual Move choose_seen(const State& state, HistoryView<Move> /*history*/, const MoveList& legal, Rng& rng) {
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

}  // namespace paiju::game
