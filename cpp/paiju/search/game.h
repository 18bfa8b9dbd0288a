// The Game concept: what the batch runner, the arena and the search bots need from a game.
//
// A game G is a traits type with static functions over its State and Move:
//
//   G::State, G::Move, G::MoveList (a std::vector<Move>)
//   G::kName                                        "guandan"
//   G::current_player(state)                        the seat whose decision is due
//   G::legal_moves(state, out)                      that seat's legal moves
//   G::apply(state, move)
//   G::episode_over(state, start)                   has the search horizon that began at `start`
//                                                   ended (for Guandan: the deal)?
//   G::reward(state, seat)                          its payoff for `seat` (zero-sum between
//                                                   teams, within -1..1)
//   G::determinize(state, seat, rng)                a complete State consistent with what `seat`
//                                                   knows: the only view search bots get
//   G::move_class(state, move)                      moves in one class differ only in ways that
//                                                   do not matter to play (suits): search
//                                                   expands one representative per class
//   G::team_of(seat)
//   G::candidates(state, legal, out)                the moves worth searching (a prior: the
//                                                   game's own policy move first); search bots
//                                                   expand only these
//
// Decisions are sequential. Trick-taking follow rules fit as legal-move restrictions; mahjong's
// simultaneous claims are asked of the seats one at a time in priority order, each seeing only
// public facts, which is equivalent for sequential search.
#pragma once

#include <concepts>
#include <cstdint>

#include "paiju/core/rng.h"

namespace paiju::search {

template <class G>
concept Game = requires(typename G::State state, const typename G::State& view, const typename G::Move& move,
                        typename G::MoveList& moves, Rng& rng, int seat) {
  { G::current_player(view) } -> std::convertible_to<int>;
  { G::legal_moves(view, moves) };
  { G::apply(state, move) };
  { G::episode_over(view, view) } -> std::convertible_to<bool>;
  { G::reward(view, seat) } -> std::convertible_to<double>;
  { G::determinize(view, seat, rng) } -> std::convertible_to<typename G::State>;
  { G::move_class(view, move) } -> std::convertible_to<std::uint64_t>;
  { G::team_of(seat) } -> std::convertible_to<int>;
  { G::candidates(view, moves, moves) };
};

}  // namespace paiju::search
