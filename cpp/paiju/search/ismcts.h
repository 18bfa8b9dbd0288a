// Single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling et al. 2012).
//
// By default only the searching seat's own decisions are tree nodes, and the other seats play
// the rollout policy with their sampled hands (`others_by_policy`): in a game where the others'
// choices depend on cards the searcher cannot see, statistics pooled over worlds in opponent
// nodes mislead, while a fixed policy model of them does not. Set others_by_policy = false for
// plain SO-ISMCTS, where every seat's decisions are nodes.
// One tree over the mover's information set: every iteration samples a world consistent with
// what the mover knows (G::determinize), walks down the tree using only the moves legal in that
// world (a child's availability counts the iterations in which it was legal), selects by UCB on
// the mean reward of the seat that moves at each node (G::reward for that seat: teams may be
// hidden or absent), expands one untried move class (the
// rollout policy's choice first), rolls out with the policy and backs the episode's reward up
// the path. Only the game's shortlist of moves (G::candidates, its own policy move first) is
// searched, and nodes are keyed by move class, so suit variants of one play share statistics
// and the branching stays small. The answer is the root child visited most — with `confidence`
// z > 0, only when its mean reward beats the game's own policy move's by more than z standard
// errors (else the policy move stays: see pimc.h).
#pragma once

#include <algorithm>
#include <array>
#include <utility>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "paiju/search/bot.h"
#include "paiju/search/budget.h"

namespace paiju::search {

template <Game G>
class IsmctsBot final : public Bot<G> {
 public:
  struct Params {
    Budget budget{1000, 0.0};
    double exploration = 0.7;
    double confidence = 0.0;
    // true: only the searching seat's decisions form the tree, the other seats play the
    // rollout policy in their sampled hands (a fixed model of them); false: every seat's
    // decisions are tree nodes (plain SO-ISMCTS).
    bool others_by_policy = true;
    Policy<G> policy = nullptr;
    // Non-empty: each iteration draws every other seat's policy from this pool (a mixture of
    // playing styles: search then does not assume the others play exactly like its own policy).
    std::vector<Policy<G>> others_pool;
    std::string policy_name;
  };
  explicit IsmctsBot(Params params) : params_(std::move(params)) {}

  typename G::Move choose(const typename G::State& root, const typename G::MoveList& legal, Rng& rng) override {
    if (legal.size() == 1) return legal.front();
    const int seat = G::current_player(root);
    nodes_.clear();
    nodes_.push_back(Node{});
    int iterations = 0;
    const typename Budget::Clock clock(params_.budget);
    while (clock.go_on(iterations)) {
      auto state = G::determinize(root, seat, rng);
      policies_ = draw_seat_policies<G>(seat, params_.policy, params_.others_pool, rng);
      path_.clear();
      int node = 0;
      bool expanded = false;
      while (!expanded && !G::episode_over(state, root)) {
        moves_.clear();
        choice_moves<G>(state, moves_);
        if (params_.others_by_policy && G::current_player(state) != seat) {
          G::apply(state, policies_[static_cast<std::size_t>(G::current_player(state))](state, moves_, rng));  // not a tree decision
          continue;
        }
        G::candidates(state, moves_, candidates_);
        const int mover = G::current_player(state);
        // Availability of the existing children; the first untried candidate (the game's own
        // policy move comes first, so it is expanded first).
        int untried = -1;
        for (std::size_t i = 0; i < candidates_.size(); ++i) {
          const int child = find_child(node, G::move_class(state, candidates_[i]));
          if (child >= 0) {
            Node& c = nodes_[static_cast<std::size_t>(child)];
            c.seen = iterations + 1;
            ++c.available;
            c.slot = static_cast<int>(i);
          } else if (untried < 0) {
            untried = static_cast<int>(i);
          }
        }
        if (untried >= 0) {
          const auto move = candidates_[static_cast<std::size_t>(untried)];
          node = add_child(node, G::move_class(state, move), mover);
          G::apply(state, move);
          path_.push_back(node);
          expanded = true;
          break;
        }
        // Select by UCB among the children available in this world.
        int best = -1;
        double best_score = -1e300;
        for (int child = nodes_[static_cast<std::size_t>(node)].first_child; child >= 0;
             child = nodes_[static_cast<std::size_t>(child)].next_sibling) {
          const Node& c = nodes_[static_cast<std::size_t>(child)];
          if (c.seen != iterations + 1) continue;
          const double mean = c.total / c.visits;
          const double score = mean + params_.exploration * std::sqrt(std::log(static_cast<double>(c.available)) / c.visits);
          if (score > best_score) {
            best_score = score;
            best = child;
          }
        }
        G::apply(state, candidates_[static_cast<std::size_t>(nodes_[static_cast<std::size_t>(best)].slot)]);
        node = best;
        path_.push_back(node);
      }
      rollout<G>(state, root, policies_, rng, moves_);
      std::array<double, 4> rewards{};
      for (int s = 0; s < 4; ++s) rewards[static_cast<std::size_t>(s)] = G::reward(state, s);
      for (int n : path_) {
        Node& v = nodes_[static_cast<std::size_t>(n)];
        ++v.visits;
        const double r = rewards[static_cast<std::size_t>(v.mover)];
        v.total += r;
        v.squares += r * r;
      }
      ++iterations;
    }
    // The most visited root child, mapped back to a legal move.
    int best = -1;
    for (int child = nodes_[0].first_child; child >= 0; child = nodes_[static_cast<std::size_t>(child)].next_sibling) {
      if (best < 0 || nodes_[static_cast<std::size_t>(child)].visits > nodes_[static_cast<std::size_t>(best)].visits) {
        best = child;
      }
    }
    if (best >= 0 && params_.confidence > 0) best = confident_choice(best);
    if (best >= 0) {
      for (const auto& move : legal) {
        if (G::move_class(root, move) == nodes_[static_cast<std::size_t>(best)].cls) return move;
      }
    }
    return params_.policy(root, legal, rng);
  }

  std::unique_ptr<Bot<G>> clone() const override { return std::make_unique<IsmctsBot>(params_); }
  std::string name() const override { return "ismcts"; }

 private:
  struct Node {
    std::uint64_t cls = 0;
    int first_child = -1;
    int next_sibling = -1;
    int mover = 0;  // the seat that chose the move leading here
    int visits = 0;
    int available = 0;
    int seen = 0;  // last iteration (1-based) in which this node was legal
    int slot = 0;  // its index among the candidates of the current iteration
    double total = 0.0;
    double squares = 0.0;
  };

  // The root child `best`, if its mean beats the policy move's (the first child expanded, so
  // the last in the sibling list) by more than `confidence` standard errors; else that one.
  int confident_choice(int best) const {
    int policy = -1;
    for (int child = nodes_[0].first_child; child >= 0; child = nodes_[static_cast<std::size_t>(child)].next_sibling) {
      policy = child;
    }
    if (policy == best) return best;
    const auto stats = [this](int n) {
      const Node& v = nodes_[static_cast<std::size_t>(n)];
      const double mean = v.total / v.visits;
      const double variance = v.visits > 1 ? std::max(0.0, (v.squares / v.visits - mean * mean) * v.visits / (v.visits - 1)) : 1.0;
      return std::pair<double, double>(mean, variance / v.visits);
    };
    const auto [mean_best, var_best] = stats(best);
    const auto [mean_policy, var_policy] = stats(policy);
    return mean_best - mean_policy > params_.confidence * std::sqrt(var_best + var_policy) ? best : policy;
  }

  int find_child(int node, std::uint64_t cls) const {
    for (int child = nodes_[static_cast<std::size_t>(node)].first_child; child >= 0;
         child = nodes_[static_cast<std::size_t>(child)].next_sibling) {
      if (nodes_[static_cast<std::size_t>(child)].cls == cls) return child;
    }
    return -1;
  }

  int add_child(int parent, std::uint64_t cls, int mover) {
    Node child;
    child.cls = cls;
    child.mover = mover;
    child.available = 1;
    child.next_sibling = nodes_[static_cast<std::size_t>(parent)].first_child;
    nodes_.push_back(child);
    const int id = static_cast<int>(nodes_.size()) - 1;
    nodes_[static_cast<std::size_t>(parent)].first_child = id;
    return id;
  }

  Params params_;
  std::vector<Node> nodes_;
  std::vector<int> path_;
  typename G::MoveList moves_, candidates_;
  SeatPolicies<G> policies_{};
};

}  // namespace paiju::search
