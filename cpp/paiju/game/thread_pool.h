// Runs independent episodes on worker threads.
//
// Episode i is self-contained (its cards and every random choice come from streams named by
// i), so which thread runs it, and when, cannot change its result. Workers take indices from a
// shared counter; a stop flag ends the run early (episodes already finished are kept).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace paiju::game {

struct RunControl {
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> completed{0};
  std::atomic<bool> stop{false};
};

inline int resolve_threads(int threads) {
  if (threads > 0) return threads;
  const unsigned hardware = std::thread::hardware_concurrency();
  return hardware == 0 ? 1 : static_cast<int>(hardware);
}

// Calls make_worker() once per thread to get a callable `work(index)` with its own state (its
// bot clones, buffers), then runs all `count` indices. Blocks until done or stopped.
template <class MakeWorker>
void run_parallel(std::size_t count, int threads, RunControl& control, MakeWorker make_worker) {
  const int n = std::max(1, std::min<int>(resolve_threads(threads), static_cast<int>(std::max<std::size_t>(count, 1))));
  auto loop = [&](auto work) {
    for (;;) {
      if (control.stop.load(std::memory_order_relaxed)) return;
      const std::size_t i = control.next.fetch_add(1);
      if (i >= count) return;
      if (work(i)) control.completed.fetch_add(1);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < n; ++t) pool.emplace_back([&] { loop(make_worker()); });
  loop(make_worker());
  for (auto& thread : pool) thread.join();
}

// run_parallel where a worker may throw: the first exception stops the other workers and is
// rethrown here once they have returned.
template <class MakeWorker>
void run_parallel_rethrowing(std::size_t count, int threads, RunControl& control, MakeWorker make_worker) {
  std::exception_ptr failure;
  std::mutex failure_mutex;
  run_parallel(count, threads, control, [&] {
    return [&, work = make_worker()](std::size_t i) mutable {
      try {
        return work(i);
      } catch (...) {
        const std::lock_guard<std::mutex> lock(failure_mutex);
        if (!failure) failure = std::current_exception();
        control.stop.store(true);
        return false;
      }
    };
  });
  if (failure) std::rethrow_exception(failure);
}

}  // namespace paiju::game
