#include "paiju/games/liangfutou/simulation.h"

#include <algorithm>
#include <string>

#include "paiju/core/errors.h"
#include "paiju/search/runner.h"
#include "paiju/games/liangfutou/move_notation.h"

namespace paiju::liangfutou {
namespace {

std::uint64_t deal_seed(std::uint64_t seed, std::uint64_t deal) {
  return mix64(mix64(seed ^ 0x1F0ULL) ^ mix64(deal + 0x9E3779B97F4A7C15ULL));
}

EpisodeResult play_episode(const SimulationSetup& setup, std::size_t index, std::vector<std::unique_ptr<LiangfutouBot>>& bots,
                           const search::RunControl& control, MoveList& legal) {
  EpisodeResult result;
  State state = State::new_match(setup.rules, deal_seed(setup.seed, index / setup.repeats));
  const auto& seating = setup.seating[index % setup.seating.size()];
  std::array<Rng, 4> rngs{Rng(setup.seed ^ 0x1F0B07ULL, 4 * index + 0), Rng(setup.seed ^ 0x1F0B07ULL, 4 * index + 1),
                          Rng(setup.seed ^ 0x1F0B07ULL, 4 * index + 2), Rng(setup.seed ^ 0x1F0B07ULL, 4 * index + 3)};
  result.caller = static_cast<std::int8_t>(state.caller());
  while (!state.is_terminal() && (setup.whole_matches || state.deal_index() == 0)) {
    if (control.stop.load(std::memory_order_relaxed)) return result;
    legal.clear();
    state.legal_moves(legal);
    const int seat = state.current_player();
    const Move move = bots[seating[seat]]->choose(state, legal, rngs[seat]);
    if (std::find(legal.begin(), legal.end(), move) == legal.end()) {
      throw IllegalMoveError("bot '" + bots[seating[seat]]->name() + "' chose " + format_move(move) +
                             ", which is not legal (episode " + std::to_string(index) + ")");
    }
    if (state.phase() == Phase::Solo && move.kind == Kind::Solo) result.solo = static_cast<std::int8_t>(seat);
    if (is_bomb(move.kind)) ++result.bombs;
    ++result.decisions;
    if (state.phase() == Phase::Call && move.kind == Kind::Solo) result.solo = static_cast<std::int8_t>(seat);
    state.apply(move);
    if (!setup.whole_matches && state.solo_seat() != kNoSeat) result.solo = static_cast<std::int8_t>(state.solo_seat());
  }
  result.finish = state.finish_order();
  result.result = static_cast<std::int8_t>(state.last_result());
  if (setup.whole_matches) {
    for (int s = 0; s < 4; ++s) result.payments[s] = state.scores()[s];
  } else {
    for (int s = 0; s < 4; ++s) result.payments[s] = state.last_payments()[s];
  }
  result.deals = state.deal_index();
  result.done = true;
  return result;
}

}  // namespace

void run_simulation(const SimulationSetup& setup, const std::vector<std::unique_ptr<LiangfutouBot>>& prototypes,
                    int threads, search::RunControl& control, std::vector<EpisodeResult>& results) {
  search::run_episodes<SearchGame, EpisodeResult>(
      setup.episodes, prototypes, threads, control, results,
      [&](std::size_t i, std::vector<std::unique_ptr<LiangfutouBot>>& bots, MoveList& legal) {
        return play_episode(setup, i, bots, control, legal);
      });
}

}  // namespace paiju::liangfutou
