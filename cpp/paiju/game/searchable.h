// The Searchable concept: what the batch runner, the arena and the search bots need from a game
// (search names it search::Game, search/game.h).
//
// A game G is a traits type with static functions over its State and Move:
//
//   G::State, G::Move, G::MoveList (a std::vector<Move>)
//   G::kName                                        the registry name
//   G::current_player(state)                        the seat whose decision is due
//   G::legal_moves(state, out)                      that seat's legal moves
//   G::apply(state, move)
//   G::episode_over(state, start)                   has the search horizon that began at `start`
//                                                   ended (e.g. the deal)?
//   G::reward(state, seat)                          the payoff of `seat`, within -1..1; search
//                                                   backs up each node's value for the seat
//                                                   that moves there, so teams may be hidden
//                                                   (a secret partner), change with the state, or be
//                                                   absent (every seat for itself)
//   G::determinize(state, seat, rng)                a complete State consistent with what `seat`
//                                                   knows: the only view search bots get
//   G::move_class(state, move)                      moves in one class differ only in ways that
//                                                   do not matter to play (suits): search
//                                                   expands one representative per class
//   G::candidates(state, legal, out)                the moves worth searching (a prior: the
//                                                   game's own policy move first); search bots
//                                                   expand only these
//
// Optional (SamplesMoves): G::count_moves(state), the number of legal moves, and
// G::sample_move(state, rng), one of them uniformly at random, without enumerating: for games
// whose move sets can be astronomically large (a trick-taking game's throws and free follows). Random play
// and rollouts use them when present.
//
// Optional (ListsChoices): G::choice_moves(state, out), the moves bots choose among, for a game
// whose full move list can cost more to build than a decision is worth: every legal move when
// there are few, else a shortlist of legal moves holding the game's own policy choices (and never
// an illegal one). Bots, rollouts and search then list only these; a move outside the list is
// checked by G::why_illegal, and the random bot draws from all legal moves with sample_move.
//
// Optional (ListsClasses): G::class_moves(state, out), a sublist of the legal moves holding the
// first move of every move class (G::move_class) in legal-move order, in that order, for a game
// whose legal moves come in many variants of one class (suit variants) and whose rule-based
// policies always play the first move of the class they pick. Rollouts and the replays of
// beliefs give those policies this list: the same moves, cheaper to build.
//
// Decisions are sequential. Trick-taking follow rules fit as legal-move restrictions; tile games'
// simultaneous claims are asked of the seats one at a time in priority order, each seeing only
// public facts, which is equivalent for sequential search.
#pragma once

#include <concepts>
#include <cstdint>

#include "paiju/core/rng.h"

namespace paiju::game {

template <class G>
concept Searchable = requires(typename G::State state, const typename G::State& view, const typename G::Move& move,
                              typename G::MoveList& moves, Rng& rng, int seat) {
  { G::current_player(view) } -> std::convertible_to<int>;
  { G::legal_moves(view, moves) };
  { G::apply(state, move) };
  { G::episode_over(view, view) } -> std::convertible_to<bool>;
  { G::reward(view, seat) } -> std::convertible_to<double>;
  { G::determinize(view, seat, rng) } -> std::convertible_to<typename G::State>;
  { G::move_class(view, move) } -> std::convertible_to<std::uint64_t>;
  { G::candidates(view, moves, moves) };
};

template <class G>
concept SamplesMoves = requires(const typename G::State& view, Rng& rng) {
  { G::count_moves(view) } -> std::convertible_to<std::uint64_t>;
  { G::sample_move(view, rng) } -> std::convertible_to<typename G::Move>;
};

template <class G>
concept ListsChoices = SamplesMoves<G> && requires(const typename G::State& view, typename G::MoveList& moves) {
  { G::choice_moves(view, moves) };
};

template <class G>
concept ListsClasses = requires(const typename G::State& view, typename G::MoveList& moves) {
  { G::class_moves(view, moves) };
};

// The moves a bot chooses among here (ListsChoices), else every legal move.
template <Searchable G>
void choice_moves(const typename G::State& state, typename G::MoveList& out) {
  if constexpr (ListsChoices<G>) {
    G::choice_moves(state, out);
  } else {
    G::legal_moves(state, out);
  }
}

}  // namespace paiju::game
