// A learned value at the leaves of search. A game may describe a world of its episode (every
// hand known) from one seat as a fixed vector of numbers (G::value_features, HasValueFeatures)
// and estimate from it the reward each seat can expect when the rollout policy plays on
// (G::estimate_rewards, EstimatesValue: a small network trained on value_examples by
// benchmarks/value_model/train.py). With `cut` = N >= 0, ismcts's rollouts stop after N moves
// and the estimate stands for the rest of the episode: the same expectation as the rollout's
// outcome, without its noise, at the cost of the model's errors.
#pragma once

#include <concepts>
#include <cstdint>
#include <span>
#include <vector>

#include "paiju/core/rng.h"
#include "paiju/search/bot.h"
#include "paiju/search/game.h"

namespace paiju::search {

template <class G>
concept HasValueFeatures = Game<G> && requires(const typename G::State& s, std::span<float> out) {
  { G::kValueFeatures } -> std::convertible_to<int>;
  G::value_features(s, 0, out);
};

template <class G>
concept EstimatesValue = HasValueFeatures<G> && requires(const typename G::State& s) {
  { G::estimate_rewards(s) } -> std::same_as<PerSeat<double>>;
};

// Examples to learn a value from: `count` rows of `features` inputs and the reward they lead to.
struct ValueExamples {
  int features = 0;
  std::vector<float> inputs;   // row-major [count][features]
  std::vector<float> rewards;  // [count]
  std::vector<std::int32_t> plies_left;  // [count]: the moves the rollout made to the episode's end
  std::size_t count() const { return rewards.size(); }
};

// Worlds of matches of 1..`deals` episodes played by `policy` at every seat, where at each
// decision with probability `noise` the mover plays a uniform move of the search's shortlist
// (G::candidates) instead, so that states off the policy's own path (such as search's) occur.
// Each decision becomes an example with probability `rate`: the features from a uniformly
// drawn seat and that seat's G::reward after `policy` played the episode out from there (the
// quantity a rollout estimates). Match m draws from Rng(seed, m): the same examples for a seed.
template <HasValueFeatures G>
ValueExamples value_examples(const typename G::Rules& rules, std::uint64_t seed, long matches, int deals,
                             double rate, double noise, Policy<G> policy) {
  ValueExamples out;
  out.features = G::kValueFeatures;
  typename G::MoveList moves, shortlist;
  const SeatPolicies<G> everyone{policy, policy, policy, policy};
  std::vector<float> row(static_cast<std::size_t>(out.features));
  for (long m = 0; m < matches; ++m) {
    Rng rng(seed, static_cast<std::uint64_t>(m));
    typename G::State state = G::new_match(rules, rng.next_u64());
    const int episodes = 1 + static_cast<int>(rng.uniform(static_cast<std::uint32_t>(deals)));
    for (int e = 0; e < episodes && !G::is_terminal(state); ++e) {
      const typename G::State start = state;
      while (!G::episode_over(state, start)) {
        if (rng.uniform01() < rate) {
          const int seat = static_cast<int>(rng.uniform(kTableSeats));
          G::value_features(state, seat, row);
          typename G::State playout = state;
          int plies = 0;
          for (; !G::episode_over(playout, start); ++plies) rollout<G>(playout, start, everyone, rng, moves, 1);
          out.inputs.insert(out.inputs.end(), row.begin(), row.end());
          out.rewards.push_back(static_cast<float>(G::reward(playout, seat)));
          out.plies_left.push_back(plies);
        }
        moves.clear();
        if (rng.uniform01() < noise) {
          choice_moves<G>(state, moves);
          G::candidates(state, moves, shortlist);
          G::apply(state, shortlist[rng.uniform(static_cast<std::uint32_t>(shortlist.size()))]);
        } else {
          policy_moves<G>(state, policy, moves);
          G::apply(state, policy(state, moves, rng));
        }
      }
    }
  }
  return out;
}

}  // namespace paiju::search
