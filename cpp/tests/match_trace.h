// A bot's play over whole matches as one number: the tests that keep a frozen player (a game's
// heuristic_v1) move for move compare it with a hash recorded before any change.
#pragma once

#include <cstdint>
#include <string_view>

#include "paiju/core/rng.h"
#include "paiju/game/searchable.h"
#include "test_framework.h"

namespace paiju::testing {

struct MatchTrace {
  std::uint64_t hash = 14695981039346656037ULL;  // FNV-1a over every move's class
  long decisions = 0;
};

// Whole matches of four copies of `bot` from seeds 0..matches-1 with the default rules, each
// decision chosen from the bots' list (game::choice_moves) as simulation gives it.
template <class G, class Bot>
MatchTrace trace_matches(Bot& bot, int matches) {
  MatchTrace trace;
  typename G::MoveList legal;
  for (int g = 0; g < matches; ++g) {
    typename G::State state = G::new_match(typename G::Rules{}, static_cast<std::uint64_t>(g));
    Rng rng(static_cast<std::uint64_t>(g), 7);
    while (!G::is_terminal(state)) {
      legal.clear();
      game::choice_moves<G>(state, legal);
      const auto move = bot.choose(state, legal, rng);
      for (int byte = 0; byte < 8; ++byte) {
        trace.hash = (trace.hash ^ ((G::move_class(state, move) >> (8 * byte)) & 0xFF)) * 1099511628211ULL;
      }
      ++trace.decisions;
      G::apply(state, move);
    }
  }
  return trace;
}

// The bot of `spec` plays `matches` whole matches (trace_matches) as recorded: `decisions`
// decisions, whose moves' classes hash to `hash`.
template <class G>
void check_trace(std::string_view spec, int matches, long decisions, std::uint64_t hash) {
  const auto bot = G::make_bot(spec);
  const MatchTrace trace = trace_matches<G>(*bot, matches);
  CHECK_EQ(trace.decisions, decisions);
  CHECK_EQ(trace.hash, hash);
}

}  // namespace paiju::testing
