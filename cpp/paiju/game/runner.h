// Runs a batch of independent episodes on worker threads with per-thread bot clones.
//
// `play(index, bots, scratch)` plays episode `index` with this thread's bot clones and
// buffers (the legal moves, the history) and returns its result (with `done` false when stopped early). The first exception a
// bot raises stops the other workers and is rethrown here. Results are indexed by episode, so
// they do not depend on the thread count.
#pragma once

#include <memory>
#include <vector>

#include "paiju/core/history.h"
#include "paiju/game/bot.h"
#include "paiju/game/thread_pool.h"

namespace paiju::game {

// A worker thread's buffers, reused from episode to episode.
template <Searchable G>
struct Scratch {
  typename G::MoveList legal;
  History<typename G::Move> history;
};

template <Searchable G, class Result, class Play>
void run_episodes(std::size_t episodes, const std::vector<std::unique_ptr<Bot<G>>>& prototypes, int threads,
                  RunControl& control, std::vector<Result>& results, Play play) {
  results.assign(episodes, Result{});
  run_parallel_rethrowing(episodes, threads, control, [&] {
    auto bots = std::make_shared<std::vector<std::unique_ptr<Bot<G>>>>();
    for (const auto& prototype : prototypes) bots->push_back(prototype->clone());
    auto scratch = std::make_shared<Scratch<G>>();
    return [&, bots, scratch](std::size_t i) {
      results[i] = play(i, *bots, *scratch);
      return results[i].done;
    };
  });
}

}  // namespace paiju::game
