// The game layer: what a game supplies so that the registry, the generic Python bindings
// (bindings/game_binding.h), batch simulation (game/simulation.h) and the search bots
// (search/) work for it with no code of their own. A game is a traits type G (one per game,
// `games/<game>/game.h`), with static functions over its State and Move:
//
//   Searchable<G> (game/searchable.h)    current_player, legal_moves, apply, episode_over,
//                                        reward (per seat), determinize, move_class, candidates
//   G::Rules, G::kName, G::kTitle        the rule options struct; registry name; display name
//   G::kTitleZh                          the display name in Chinese (the tables' 中文 mode)
//   G::kSeats, G::kNotation              seats (kTableSeats); the move notation in a line
//                                        (games/registry.h lists the games; game/capabilities.h
//                                        reads the rest)
//   G::option_table()                    every option and preset, once (game/options.h)
//   G::new_match(rules, seed)            a seeded match
//   G::is_terminal(state)
//   G::returns(state)                    per seat, as documented in docs/rules/<game>.md
//   G::phase_name(state)                 "play", ... ("match_over" when terminal)
//   G::format_move(move), G::parse_move(text)   the game's move notation, round-tripping
//   G::why_illegal(state, move)          "" when legal, else why not (never throws)
//   G::Observation, G::observe(state, history, seat)
//                                        what `seat` knows: its hand, the public facts and the
//                                        history steps it saw (games/<game>/observation.h)
//   G::visible_to(state, step, seat)     did `seat` see this step (private transfers: no)
//   G::make_bot(spec)                    a Bot (game/bot.h): "random", "heuristic", "pimc:...",
//                                        "ismcts:..." (search/factory.h builds the search bots)
//   G::Episode                           per-episode statistics of batch simulation: start(state),
//                                        on_move(state, move) before each move, finish(state,
//                                        whole_matches), and columns(visitor) naming its fields
//   G::kDealSalt, G::kBotSalt            seed salts of batch simulation's deal and bot streams
//                                        (names, notation, salts, option_table and parse_move:
//                                        from the game's game::Identity, game/identity.h)
//
// Optional: G::count_moves(state) and G::sample_move(state, rng) (uniform), for games whose
// move sets can be huge; random play and rollouts use them instead of enumerating.
// G::kSearchConfidence: the search bots' default z= (search/factory.h), for games of mostly luck.
// G::named_policies(): the game's other rule-based players by name (bots, rollout policies and
// the others=mix pool of search). G::kStrongSpec: the spec that bot name "strong" stands for.
// G::kPlatformProtocol: the game speaks the competition platform's protocol.
#pragma once

#include <array>
#include <concepts>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "paiju/core/columns.h"
#include "paiju/core/history.h"
#include "paiju/core/rng.h"
#include "paiju/game/bot.h"
#include "paiju/game/identity.h"
#include "paiju/game/options.h"
#include "paiju/game/searchable.h"
#include "paiju/game/seats.h"

// The type of the hook a game's traits declare without including its header: G::bind_python(parent)
// binds the game into bindings::Module, paiju._core (bindings/bindings.h), so that game.h needs no
// pybind11. paiju-cli's parts of a game are data its tools folder declares (tools/game_parts.h).
namespace paiju::bindings {
struct Module;
}  // namespace paiju::bindings

namespace paiju::game {

template <class G>
concept Game = Searchable<G> &&
    requires(typename G::State state, const typename G::State& view, const typename G::Move& move,
             const typename G::Rules& rules, const Step<typename G::Move>& step,
             HistoryView<typename G::Move> history, std::string_view text, int seat, std::uint64_t seed,
             typename G::Episode& episode) {
  { G::kName } -> std::convertible_to<std::string_view>;
  { G::kTitle } -> std::convertible_to<std::string_view>;
  { G::kTitleZh } -> std::convertible_to<std::string_view>;
  { G::kDealSalt } -> std::convertible_to<std::uint64_t>;
  { G::kBotSalt } -> std::convertible_to<std::uint64_t>;
  { G::option_table() } -> std::same_as<const OptionTable<typename G::Rules>&>;
  { G::new_match(rules, seed) } -> std::same_as<typename G::State>;
  { G::is_terminal(view) } -> std::convertible_to<bool>;
  requires G::kSeats == kTableSeats;
  { G::returns(view) } -> std::same_as<PerSeat<double>>;
  { G::phase_name(view) } -> std::convertible_to<std::string_view>;
  { G::format_move(move) } -> std::same_as<std::string>;
  { G::parse_move(text) } -> std::same_as<typename G::Move>;
  { G::why_illegal(view, move) } -> std::same_as<std::string>;
  { G::observe(view, history, seat) } -> std::same_as<typename G::Observation>;
  { G::visible_to(view, step, seat) } -> std::convertible_to<bool>;
  { G::make_bot(text) } -> std::same_as<std::unique_ptr<Bot<G>>>;
  episode.start(view);
  episode.on_move(view, move);
  episode.finish(view, true);
};

namespace detail {
// Calls to the game's own free functions, found by argument-dependent lookup in its namespace
// (outside the traits, whose members of the same names would hide them).
template <class P> std::string_view phase_name_of(P phase) { return phase_name(phase); }
template <class M> std::string format_move_of(const M& move) { return format_move(move); }
template <class S, class M> auto observe_of(const S& s, HistoryView<M> history, int seat) { return observe(s, history, seat); }
template <class S, class M> bool visible_to_of(const S& s, const Step<M>& step, int seat) { return visible_to(s, step, seat); }
template <class S> S resample_of(const S& s, int seat, Rng& rng) { return resample(s, seat, rng); }
template <class S, class L> void candidates_of(const S& s, const L& legal, L& out) { candidate_moves(s, legal, out); }
}  // namespace detail

// The traits every game whose State is a class forwards the same way: a base for a game's
// traits (kSeats, Episode and Observation, what observe returns, included; its names come from
// Named, game/identity.h). The State has new_match, current_player, legal_moves, apply, is_terminal,
// why_illegal, deal_index, phase and returns (integers per seat); the game's namespace has
// phase_name(Phase), format_move(Move), observe, visible_to, resample and candidate_moves.
template <class S, class M, class ML, class R, class E>
struct StateMembers {
  using State = S;
  using Move = M;
  using MoveList = ML;
  using Rules = R;
  using Episode = E;
  using Observation = decltype(detail::observe_of(std::declval<const S&>(), std::declval<HistoryView<M>>(), 0));
  static constexpr int kSeats = kTableSeats;
  static State new_match(const Rules& rules, std::uint64_t seed) { return State::new_match(rules, seed); }
  static int current_player(const State& s) { return s.current_player(); }
  static void legal_moves(const State& s, MoveList& out) { s.legal_moves(out); }
  static void apply(State& s, const Move& m) { s.apply(m); }
  static bool is_terminal(const State& s) { return s.is_terminal(); }
  static std::string why_illegal(const State& s, const Move& m) { return s.why_illegal(m); }
  // The search horizon and a simulated episode in deal mode: the deal that `start` was in.
  static bool episode_over(const State& s, const State& start) {
    return s.is_terminal() || s.deal_index() != start.deal_index();
  }
  static PerSeat<double> returns(const State& s) {
    const auto r = s.returns();
    PerSeat<double> out{};
    for (std::size_t seat = 0; seat < out.size(); ++seat) out[seat] = static_cast<double>(r[seat]);
    return out;
  }
  static std::string_view phase_name(const State& s) { return detail::phase_name_of(s.phase()); }
  static std::string format_move(const Move& m) { return detail::format_move_of(m); }
  static Observation observe(const State& s, HistoryView<Move> history, int seat) { return detail::observe_of(s, history, seat); }
  static bool visible_to(const State& s, const Step<Move>& step, int seat) { return detail::visible_to_of(s, step, seat); }
  static State determinize(const State& s, int seat, Rng& rng) { return detail::resample_of(s, seat, rng); }
  static void candidates(const State& s, const MoveList& legal, MoveList& out) { detail::candidates_of(s, legal, out); }
};

}  // namespace paiju::game
