// Batch simulation of any game (game/concept.h): many seeded episodes played by bots on worker
// threads.
//
// Episode i plays the match dealt from deal_seed(seed, i / repeats) with the bots seated as
// seating[i % seating.size()] says (indices into the bot prototypes), every decision of seat s
// drawing from the episode's own stream (seed ^ G::kBotSalt, 4 i + s). So results are identical
// for any thread count, and the arena's duplicate pairs (repeats = 2, the seating alternating)
// are two episodes of the same deal with the bots swapped. An episode is the first deal of the
// match, or the whole match with whole_matches. Every bot move is checked against the legal
// moves: a bot that chooses an illegal move stops the run with IllegalMoveError. A run may cover
// any window [first, first + episodes) of a longer one (a distributed run's chunk): episode
// numbers, and so deals, seats and streams, are the window's global ones. With keep_records,
// each episode also keeps its decisions (EpisodeRecord::history), for records to replay, with
// the phase, the size of the legal list the bot chose from and the time it took for each.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "paiju/core/errors.h"
#include "paiju/core/rng.h"
#include "paiju/game/concept.h"
#include "paiju/game/runner.h"

namespace paiju::game {

template <class Rules>
struct SimulationSetup {
  Rules rules{};
  std::uint64_t seed = 0;
  bool whole_matches = false;
  std::size_t first = 0;                              // global number of the run's first episode
  std::size_t episodes = 0;
  std::size_t repeats = 1;                            // consecutive episodes per deal
  std::vector<PerSeat<std::uint8_t>> seating;         // cycled over episodes: bot per seat
  bool keep_records = false;                          // keep each episode's decisions

  std::uint64_t deal_of(std::size_t episode) const { return episode / repeats; }
  const PerSeat<std::uint8_t>& seats_of(std::size_t episode) const { return seating[episode % seating.size()]; }
};

// One episode's result: the game's statistics plus what every game has.
template <class G>
struct EpisodeRecord {
  typename G::Episode stats{};
  std::int32_t moves = 0;   // decisions made
  bool done = false;        // false when the run was stopped before the episode ended
  History<typename G::Move> history;  // with keep_records: every decision, in order
  std::vector<std::uint32_t> legal_counts;  // with keep_records: per decision, the moves listed to the bot
  std::vector<float> think_us;               // with keep_records: per decision, the bot's time (microseconds)
  std::vector<std::string_view> phases;      // with keep_records: per decision, G::phase_name before it
};

inline std::uint64_t deal_seed(std::uint64_t seed, std::uint64_t salt, std::uint64_t deal) {
  return mix64(mix64(seed ^ salt) ^ mix64(deal + 0x9E3779B97F4A7C15ULL));
}

// The bots of an episode that follow the table (Bot::wants_events), each once, with the seats it
// takes (a bit per seat).
template <Game G>
std::vector<std::pair<Bot<G>*, unsigned>> table_watchers(std::vector<std::unique_ptr<Bot<G>>>& bots,
                                                         const PerSeat<std::uint8_t>& seating) {
  std::vector<std::pair<Bot<G>*, unsigned>> watchers;
  for (int s = 0; s < kTableSeats; ++s) {
    Bot<G>* bot = bots[seating[s]].get();
    if (!bot->wants_events()) continue;
    auto it = std::find_if(watchers.begin(), watchers.end(), [&](const auto& w) { return w.first == bot; });
    if (it == watchers.end()) watchers.emplace_back(bot, 1u << s);
    else it->second |= 1u << s;
  }
  return watchers;
}

// The seats' random streams of episode `index`: seat s draws from stream kTableSeats * index + s.
template <Game G, class Rules>
PerSeat<Rng> seat_rngs(const SimulationSetup<Rules>& setup, std::size_t index) {
  const auto seat_rng = [&](std::size_t s) { return Rng(setup.seed ^ G::kBotSalt, std::size_t{kTableSeats} * index + s); };
  return [&]<std::size_t... S>(std::index_sequence<S...>) {
    return PerSeat<Rng>{seat_rng(S)...};
  }(std::make_index_sequence<kTableSeats>{});
}

// Throws IllegalMoveError when the bot's move is not listed and (for a game whose list holds only
// choices) not legal either: never corrupt a state.
template <Game G>
void check_chosen(const typename G::State& state, const typename G::MoveList& legal, const typename G::Move& move,
                  const Bot<G>& bot, std::size_t index) {
  const bool listed = std::find(legal.begin(), legal.end(), move) != legal.end();
  if (!listed && !(ListsChoices<G> && G::why_illegal(state, move).empty())) {
    throw IllegalMoveError("bot '" + bot.name() + "' chose " + G::format_move(move) +
                           ", which is not legal (episode " + std::to_string(index) + ")");
  }
}

template <Game G>
EpisodeRecord<G> play_episode(const SimulationSetup<typename G::Rules>& setup, std::size_t index,  // global
                              std::vector<std::unique_ptr<Bot<G>>>& bots, const RunControl& control,
                              typename G::MoveList& legal, History<typename G::Move>& history, bool keep_history) {
  EpisodeRecord<G> record;
  const std::uint64_t match_seed = deal_seed(setup.seed, G::kDealSalt, setup.deal_of(index));
  typename G::State state = G::new_match(setup.rules, match_seed);
  const typename G::State start = state;
  record.stats.start(state);
  const auto& seating = setup.seats_of(index);
  const std::vector<std::pair<Bot<G>*, unsigned>> watchers = table_watchers<G>(bots, seating);
  for (auto& [bot, seats] : watchers) bot->on_episode_start(setup.rules, match_seed, index, setup.episodes, seats);
  PerSeat<Rng> rngs = seat_rngs<G>(setup, index);
  history.clear();
  if (keep_history) {
    for (auto& bot : bots) {
      if (bot->wants_history()) bot->start_episode(start);
    }
  }
  while (!G::is_terminal(state) && (setup.whole_matches || !G::episode_over(state, start))) {
    if (control.stop.load(std::memory_order_relaxed)) return record;  // not done
    legal.clear();
    const int seat = G::current_player(state);
    Bot<G>& bot = *bots[seating[seat]];
    bot.list_moves(state, legal);
    using Clock = std::chrono::steady_clock;
    const Clock::time_point thinking = setup.keep_records ? Clock::now() : Clock::time_point{};
    const typename G::Move move = bot.wants_history() ? bot.choose_seen(state, history, legal, rngs[seat])
                                                      : bot.choose(state, legal, rngs[seat]);
    if (setup.keep_records) {
      record.legal_counts.push_back(static_cast<std::uint32_t>(legal.size()));
      record.think_us.push_back(
          std::chrono::duration<float, std::micro>(Clock::now() - thinking).count());
      record.phases.push_back(G::phase_name(state));
    }
    check_chosen<G>(state, legal, move, bot, index);
    record.stats.on_move(state, move);
    ++record.moves;
    if (keep_history) {
      history.push_back(Step<typename G::Move>{static_cast<std::int8_t>(seat),
                                               static_cast<std::int16_t>(state.deal_index()), move});
    }
    G::apply(state, move);
    for (auto& watcher : watchers) watcher.first->on_move(seat, move);
  }
  for (auto& watcher : watchers) watcher.first->on_episode_end();
  if (setup.keep_records) record.history = history;
  record.stats.finish(state, setup.whole_matches);
  record.done = true;
  return record;
}

// Runs every episode; fills results (one per episode). Throws the first exception a bot
// raised (after stopping the others).
template <Game G>
void run_simulation(const SimulationSetup<typename G::Rules>& setup,
                    const std::vector<std::unique_ptr<Bot<G>>>& prototypes, int threads,
                    RunControl& control, std::vector<EpisodeRecord<G>>& results) {
  const bool keep_history = setup.keep_records ||
                            std::any_of(prototypes.begin(), prototypes.end(), [](const auto& b) { return b->wants_history(); });
  run_episodes<G, EpisodeRecord<G>>(
      setup.episodes, prototypes, threads, control, results,
      [&](std::size_t i, std::vector<std::unique_ptr<Bot<G>>>& bots, Scratch<G>& scratch) {
        return play_episode<G>(setup, setup.first + i, bots, control, scratch.legal, scratch.history, keep_history);
      });
}

}  // namespace paiju::game
