#include "paiju/games/guandan/simulation.h"

#include <algorithm>
#include <string>

#include "paiju/core/errors.h"
#include "paiju/search/runner.h"
#include "paiju/games/guandan/move_notation.h"

namespace paiju::guandan {

std::uint64_t deal_seed(std::uint64_t seed, std::uint64_t deal) {
  return mix64(mix64(seed) ^ mix64(deal + 0x9E3779B97F4A7C15ULL));
}

namespace {

EpisodeResult play_episode(const SimulationSetup& setup, std::size_t index,
                           std::vector<std::unique_ptr<GuandanBot>>& bots, const search::RunControl& control,
                           MoveList& legal) {
  EpisodeResult result;
  State state = State::new_match(setup.rules, deal_seed(setup.seed, setup.deal_of(index)));
  result.leader = static_cast<std::int8_t>(state.current_player());
  const auto& seating = setup.seats_of(index);
  std::array<Rng, 4> rngs{Rng(setup.seed ^ 0xB07B07ULL, 4 * index + 0), Rng(setup.seed ^ 0xB07B07ULL, 4 * index + 1),
                          Rng(setup.seed ^ 0xB07B07ULL, 4 * index + 2), Rng(setup.seed ^ 0xB07B07ULL, 4 * index + 3)};
  const int first_deal = state.deal_index();
  while (!state.is_terminal() && (setup.whole_matches || state.deal_index() == first_deal)) {
    if (control.stop.load(std::memory_order_relaxed)) return result;  // not done
    legal.clear();
    state.legal_moves(legal);
    const int seat = state.current_player();
    const Move move = bots[seating[seat]]->choose(state, legal, rngs[seat]);
    if (std::find(legal.begin(), legal.end(), move) == legal.end()) {  // never corrupt a state
      throw IllegalMoveError("bot '" + bots[seating[seat]]->name() + "' chose " + format_move(move) +
                             ", which is not legal (episode " + std::to_string(index) + ")");
    }
    if (is_bomb_type(move.type)) ++result.bombs;
    ++result.decisions;
    state.apply(move);
  }
  const auto& progress = state.progress();
  result.finish = state.previous_finish();
  result.winner = setup.whole_matches ? progress.match_winner : progress.last_winner;
  result.gain = progress.last_gain;
  result.levels = progress.levels;
  result.deals = progress.deals_played;
  result.done = true;
  return result;
}

}  // namespace

void run_simulation(const SimulationSetup& setup, const std::vector<std::unique_ptr<GuandanBot>>& prototypes,
                    int threads, search::RunControl& control, std::vector<EpisodeResult>& results) {
  search::run_episodes<SearchGame, EpisodeResult>(
      setup.episodes, prototypes, threads, control, results,
      [&](std::size_t i, std::vector<std::unique_ptr<GuandanBot>>& bots, MoveList& legal) {
        return play_episode(setup, i, bots, control, legal);
      });
}

}  // namespace paiju::guandan
