// Search budgets: a number of iterations, a time per move, or both (whichever ends first).
// Iteration budgets are deterministic; time budgets depend on the machine's speed.
#pragma once

#include <chrono>

namespace paiju::search {

struct Budget {
  int iterations = 0;          // 0 = no iteration limit
  double seconds = 0.0;        // 0 = no time limit

  class Clock;
};

class Budget::Clock {
   public:
    explicit Clock(const Budget& budget) : budget_(budget), start_(std::chrono::steady_clock::now()) {}
    // Should iteration `done` (0-based count of finished iterations) start?
    bool go_on(int done) const {
      if (budget_.iterations > 0 && done >= budget_.iterations) return false;
      if (budget_.seconds > 0.0 && (done & 7) == 0) {
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
        if (elapsed >= budget_.seconds) return false;
      }
      return budget_.iterations > 0 || budget_.seconds > 0.0 ? true : done < 1;
    }

   private:
    Budget budget_;
    std::chrono::steady_clock::time_point start_;
};

}  // namespace paiju::search
