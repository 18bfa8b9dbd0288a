// The public record of a match: every decision in order, with the seat that made it and the
// deal it belongs to. Observations (what a seat knows) are computed from a State plus this
// history; records and replays are this history written out. A value type below every game
// (climbing's table views read it too), named game::Step, game::History and game::HistoryView as
// the game layer, search and the games spell them.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace paiju::game {

template <class Move>
struct Step {
  std::int8_t seat = 0;
  std::int16_t deal = 0;
  Move move{};
};

template <class Move>
using History = std::vector<Step<Move>>;

template <class Move>
using HistoryView = std::span<const Step<Move>>;

}  // namespace paiju::game
