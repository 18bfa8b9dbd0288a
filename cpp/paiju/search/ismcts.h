// Single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling et al. 2012).
//
// By default only the searching seat's own decisions are tree nodes, and the other seats play
// the rollout policy with their sampled hands (`others_by_policy`): in a game where the others'
// choices depend on cards the searcher cannot see, statistics pooled over worlds in opponent
// nodes mislead, while a fixed policy model of them does not. Set others_by_policy = false for
// plain SO-ISMCTS, where every seat's decisions are nodes.
// One tree over the mover's information set: every iteration samples a world consistent with
// what the mover knows (G::determinize, or a pool of worlds weighted by the others' plays:
// beliefs.h), walks down the tree using only the moves legal in that world (a child's
// availability counts the iterations in which it was legal), selects by UCB on the mean reward
// of the seat that moves at each node (G::reward for that seat: teams may be hidden or absent),
// plus, with `prior` > 0, a progressive bias toward the front of the game's shortlist (its own
// ranking: bias prior * p(rank) * sqrt(available) / (1 + visits), p(rank) proportional to
// 1 / (rank + 1)); expands one untried move class (the rollout policy's choice first), rolls out
// with the policy and backs the episode's reward up the path. Only the game's shortlist of moves
// (G::candidates, its own policy move first) is searched, and nodes are keyed by move class, so
// suit variants of one play share statistics and the branching stays small. The answer is the
// root child visited most — with `confidence` z > 0, only when its mean reward beats the game's
// own policy move's by more than z standard errors (else the policy move stays: see pimc.h).
// With a pool of players for the others, `partner_by_policy` keeps the searcher's own side on its
// policy, and `side_draw` draws one player an iteration for all the drawn seats; with `robust`
// the answer is then the root child best against the worst of those players (root_choice.h).
// With `cut` (games with a learned value, leaf_value.h), rollouts stop after `cut` moves and
// the game's estimate of the rest stands for their outcome.
//
// Root parallelism: `trees` independent trees, each with its own random stream split off the
// decision's and its share of the iterations, grown on as many threads and merged at the root
// (visits and rewards summed by move class). The result depends on `trees`, never on how the
// threads were scheduled. With `endgame` > 0, small endgames of two-sided games are solved
// exactly instead (endgame.h). (Reusing the subtree of the move played at the seat's next
// decision was measured and dropped: with the other seats outside the tree, that subtree pools
// situations the real play did not reach, and it lost; docs/bots.md.)
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "paiju/search/beliefs.h"
#include "paiju/search/bot.h"
#include "paiju/search/budget.h"
#include "paiju/search/endgame.h"
#include "paiju/search/leaf_value.h"
#include "paiju/search/root_choice.h"
#include "paiju/search/search_settings.h"
#include "paiju/search/value.h"

namespace paiju::search {

template <Game G>
class IsmctsBot final : public Bot<G> {
 public:
  // The settings (search_settings.h) and the game's policies.
  struct Params : IsmctsSettings {
    Policy<G> policy = nullptr;
    // Non-empty: each iteration draws every other seat's policy from this pool (a mixture of
    // playing styles: search then does not assume the others play exactly like its own policy).
    std::vector<Policy<G>> others_pool;
    std::string policy_name;
    Policy<G> model = nullptr;  // replayed by the beliefs to weigh the worlds; null: the policy
  };
  explicit IsmctsBot(Params params)
      : params_(std::move(params)), trees_(static_cast<std::size_t>(std::max(1, params_.trees))) {}

  bool wants_history() const override { return uses_beliefs(); }

  typename G::Move choose(const typename G::State& root, const typename G::MoveList& legal, Rng& rng) override {
    return choose_seen(root, {}, legal, rng);
  }

  typename G::Move choose_seen(const typename G::State& root, game::HistoryView<typename G::Move> history,
                               const typename G::MoveList& legal, Rng& rng) override {
    const int seat = G::current_player(root);
    for (Tree& tree : trees_) tree.reset();
    const WorldPool<G>* pool = nullptr;
    if constexpr (RewindsWorlds<G>) pool = believed_worlds(root, history, legal, seat, rng);
    if (legal.size() == 1) return legal.front();
    G::candidates(root, legal, shortlist_);  // a shortlist of one leaves nothing to search
    if (shortlist_.size() == 1) return shortlist_.front();
    if constexpr (TwoSided<G>) {
      if (params_.endgame > 0 && G::endgame_size(root) <= params_.endgame) {
        return endgame_choice<G>(root, legal, params_.endgame_worlds, params_.endgame_nodes, params_.policy, pool,
                                 params_.win_weight, rng);
      }
    }
    grow_trees(root, seat, pool, rng);
    return best_move(trees_, root, legal, rng);
  }

  void start_episode(const typename G::State& start) override {
    start_ = start;
    evidence_ = {};
  }

  std::unique_ptr<Bot<G>> clone() const override { return std::make_unique<IsmctsBot>(params_); }
  std::string name() const override { return "ismcts"; }
  std::uint64_t rollouts() const override {
    std::uint64_t total = 0;
    for (const Tree& tree : trees_) total += tree.rollouts();
    return total;
  }

 private:
  struct Node {
    std::uint64_t cls = 0;
    int first_child = -1;
    int next_sibling = -1;
    int mover = 0;  // the seat that chose the move leading here
    int visits = 0;
    int available = 0;
    std::uint64_t seen = 0;  // the last iteration stamp in which this node was legal
    int slot = 0;            // its index among the candidates of the current iteration
    double total = 0.0;
    double squares = 0.0;
  };

  // One search tree and its buffers.
  class Tree {
   public:
    void reset() {
      nodes_.clear();
      nodes_.push_back(Node{});
      by_model_.clear();
    }
    // The rollouts made since the tree was built (reset() keeps the count).
    std::uint64_t rollouts() const { return rollouts_; }

    // Iterations until the clock says stop or `limit` are done (-1: no limit of its own).
    void grow(const typename G::State& root, int seat, const Params& params, const WorldPool<G>* pool,
              const typename Budget::Clock& clock, int limit, Rng& rng) {
      own_side_ = {};
      if constexpr (TwoSided<G>) {
        for (int s = 0; params.partner_by_policy && s < kTableSeats; ++s) {
          own_side_[static_cast<std::size_t>(s)] = G::same_side(root, s, seat);
        }
      }
      for (int done = 0; (limit < 0 || done < limit) && clock.go_on(done); ++done) {
        const std::uint64_t stamp = ++stamp_;
        const std::size_t world = pool ? pool->draw_index(rng) : 0;
        auto state = pool ? pool->world(world) : G::determinize(root, seat, rng);
        int model = -1;  // with side_draw, the pool index of the player drawn for the others
        if (pool && pool->infers_styles()) {
          policies_ = pool->draw_styles(world, seat, params.policy, rng);
        } else if (params.side_draw && !params.others_pool.empty()) {
          model = static_cast<int>(rng.uniform(static_cast<std::uint32_t>(params.others_pool.size())));
          policies_ = side_policies<G>(seat, params.policy, params.others_pool[static_cast<std::size_t>(model)], own_side_);
        } else {
          policies_ = draw_seat_policies<G>(seat, params.policy, params.others_pool, rng, own_side_);
        }
        path_.clear();
        int node = 0;
        while (!G::episode_over(state, root)) {
          moves_.clear();
          if (params.others_by_policy && G::current_player(state) != seat) {
            const Policy<G> policy = policies_[static_cast<std::size_t>(G::current_player(state))];
            policy_moves<G>(state, policy, moves_);
            G::apply(state, policy(state, moves_, rng));
            continue;  // not a tree decision
          }
          choice_moves<G>(state, moves_);
          G::candidates(state, moves_, candidates_);
          const int mover = G::current_player(state);
          // Availability of the existing children; the first untried candidate (the game's own
          // policy move comes first, so it is expanded first).
          int untried = -1;
          for (std::size_t i = 0; i < candidates_.size(); ++i) {
            const int child = find_child(node, G::move_class(state, candidates_[i]));
            if (child >= 0) {
              Node& c = nodes_[static_cast<std::size_t>(child)];
              c.seen = stamp;
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
            break;
          }
          node = select(node, stamp, params, candidates_.size());
          G::apply(state, candidates_[static_cast<std::size_t>(nodes_[static_cast<std::size_t>(node)].slot)]);
          path_.push_back(node);
        }
        const PerSeat<double> rewards = play_out(state, root, params, rng);
        for (int n : path_) {
          Node& v = nodes_[static_cast<std::size_t>(n)];
          ++v.visits;
          const double r = rewards[static_cast<std::size_t>(v.mover)];
          v.total += r;
          v.squares += r * r;
        }
        if (model >= 0 && params.robust && !path_.empty()) {  // kept only where the answer reads them
          const Node& child = nodes_[static_cast<std::size_t>(path_.front())];
          add_model_visit(child.cls, model, params.others_pool.size(), rewards[static_cast<std::size_t>(child.mover)]);
        }
      }
    }

    // Adds this tree's root children into `stats` (by class).
    void add_root_stats(std::vector<RootStats>& stats) const {
      for (int child = nodes_[0].first_child; child >= 0; child = nodes_[static_cast<std::size_t>(child)].next_sibling) {
        const Node& c = nodes_[static_cast<std::size_t>(child)];
        auto it = std::find_if(stats.begin(), stats.end(), [&](const RootStats& s) { return s.cls == c.cls; });
        if (it == stats.end()) {
          stats.push_back(RootStats{c.cls, 0, 0.0, 0.0, {}, {}});
          it = stats.end() - 1;
        }
        it->visits += c.visits;
        it->total += c.total;
        it->squares += c.squares;
        const auto own = std::find_if(by_model_.begin(), by_model_.end(), [&](const RootStats& s) { return s.cls == c.cls; });
        if (own == by_model_.end()) continue;
        it->model_visits.resize(own->model_visits.size());
        it->model_total.resize(own->model_total.size());
        for (std::size_t m = 0; m < own->model_visits.size(); ++m) {
          it->model_visits[m] += own->model_visits[m];
          it->model_total[m] += own->model_total[m];
        }
      }
    }

   private:
    // Rolls `state` out with the seats' policies and gives each seat's value at the end; with
    // `cut` >= 0 (games with a learned value), the rollout stops after `cut` moves and the
    // game's estimate stands for the rest of the episode.
    PerSeat<double> play_out(typename G::State& state, const typename G::State& root, const Params& params, Rng& rng) {
      ++rollouts_;
      PerSeat<double> rewards{};
      if constexpr (EstimatesValue<G>) {
        if (params.cut >= 0) {
          rollout<G>(state, root, policies_, rng, moves_, params.cut);
          if (!G::episode_over(state, root)) {
            rewards = G::estimate_rewards(state);
            for (double& r : rewards) r = blended_value(r, params.win_weight);
            return rewards;
          }
        }
      }
      rollout<G>(state, root, policies_, rng, moves_);
      for (int s = 0; s < kTableSeats; ++s) rewards[static_cast<std::size_t>(s)] = blended_value(G::reward(state, s), params.win_weight);
      return rewards;
    }

    // UCB (plus the progressive bias) among the children available in this iteration.
    int select(int node, std::uint64_t stamp, const Params& params, std::size_t shortlist) const {
      double harmonic = 0.0;
      if (params.prior > 0) {
        for (std::size_t i = 0; i < shortlist; ++i) harmonic += 1.0 / static_cast<double>(i + 1);
      }
      int best = -1;
      double best_score = -1e300;
      for (int child = nodes_[static_cast<std::size_t>(node)].first_child; child >= 0;
           child = nodes_[static_cast<std::size_t>(child)].next_sibling) {
        const Node& c = nodes_[static_cast<std::size_t>(child)];
        if (c.seen != stamp) continue;
        const double mean = c.total / c.visits;
        const double available = static_cast<double>(c.available);
        double score = mean + params.exploration * std::sqrt(std::log(available) / c.visits);
        if (params.prior > 0) {
          const double p = 1.0 / (static_cast<double>(c.slot + 1) * harmonic);
          score += params.prior * p * std::sqrt(available) / (1.0 + c.visits);
        }
        if (score > best_score) {
          best_score = score;
          best = child;
        }
      }
      return best;
    }

    // One iteration of the root child `cls` in which the others played the pool's player `model`.
    void add_model_visit(std::uint64_t cls, int model, std::size_t models, double reward) {
      auto it = std::find_if(by_model_.begin(), by_model_.end(), [&](const RootStats& s) { return s.cls == cls; });
      if (it == by_model_.end()) {
        by_model_.push_back(RootStats{cls, 0, 0.0, 0.0, std::vector<int>(models), std::vector<double>(models)});
        it = by_model_.end() - 1;
      }
      ++it->model_visits[static_cast<std::size_t>(model)];
      it->model_total[static_cast<std::size_t>(model)] += reward;
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

    std::vector<Node> nodes_;
    std::vector<int> path_;
    std::uint64_t rollouts_ = 0;
    typename G::MoveList moves_, candidates_;
    SeatPolicies<G> policies_{};
    PerSeat<bool> own_side_{};  // the seats that play the searcher's policy (partner_by_policy)
    std::vector<RootStats> by_model_;  // the root children's statistics by drawn player (side_draw)
    std::uint64_t stamp_ = 0;
  };

  // Updates what `seat` has seen of the others' play and, where a decision is searched with
  // beliefs, builds its pool of worlds consistent with it; null without beliefs.
  const WorldPool<G>* believed_worlds(const typename G::State& root, game::HistoryView<typename G::Move> history,
                                      const typename G::MoveList& legal, int seat, Rng& rng) {
    PlayEvidence<G>& evidence = evidence_[static_cast<std::size_t>(seat)];
    WorldPool<G>& worlds = pools_[static_cast<std::size_t>(seat)];
    if (uses_beliefs() && !evidence.update(root, history, seat, start_ ? &*start_ : nullptr)) worlds.clear();
    if (legal.size() <= 1 || !uses_beliefs() || (evidence.decisions().empty() && params_.hands <= 0)) return nullptr;
    int size = params_.pool;
    if (params_.budget.iterations > 0) size = std::min(size, params_.budget.iterations);
    const SeatStrengths strengths = seat_strengths(root, seat);
    LogPrior<typename G::State> log_prior;
    if constexpr (PredictsHands<G>) {
      if (params_.hands > 0) {
        log_prior = [seat, power = params_.hands, table = G::hand_prior(root, seat, evidence.decisions())](
                        const typename G::State& world) { return world_log_prior<G>(world, seat, table, power); };
      }
    }
    const Policy<G> model = params_.model != nullptr ? params_.model : params_.policy;
    worlds.build(root, seat, evidence, model, strengths, size, rng,
                 params_.infer_styles ? params_.others_pool : std::vector<Policy<G>>{}, params_.carry, log_prior);
    if constexpr (ExchangesHidden<G>) {
      worlds.move_worlds(root, seat, evidence, model, strengths, params_.moves, rng, params_.trees);
    }
    return &worlds;
  }

  // Grows every tree for the decision, on threads when there are several: each tree's stream and
  // share of the iterations are fixed before any thread starts (one tree draws from the
  // decision's stream itself).
  void grow_trees(const typename G::State& root, int seat, const WorldPool<G>* pool, Rng& rng) {
    std::vector<Tree>& trees = trees_;
    const int n = static_cast<int>(trees.size());
    std::vector<Rng> streams;
    if (n > 1) {
      for (int k = 0; k < n; ++k) streams.push_back(rng.split());
    }
    const typename Budget::Clock clock(params_.budget);
    auto grow = [&](int k) {
      const int total = params_.budget.iterations;
      const int share = total > 0 ? total / n + (k < total % n ? 1 : 0) : -1;
      trees[static_cast<std::size_t>(k)].grow(root, seat, params_, pool, clock, share,
                                              n > 1 ? streams[static_cast<std::size_t>(k)] : rng);
    };
    if (n == 1) {
      grow(0);
    } else {
      std::vector<std::thread> threads;
      for (int k = 1; k < n; ++k) threads.emplace_back(grow, k);
      grow(0);
      for (auto& t : threads) t.join();
    }
  }

  // The beliefs' strength for each seat's decisions, seen from `seat`.
  SeatStrengths seat_strengths(const typename G::State& root, int seat) const {
    SeatStrengths strengths = every_seat(params_.mismatch);
    if constexpr (TwoSided<G>) {
      for (int s = 0; s < kTableSeats; ++s) {
        if (params_.ally_mismatch > 0 && s != seat && G::same_side(root, s, seat)) {
          strengths[static_cast<std::size_t>(s)] = params_.ally_mismatch;
        }
      }
    }
    return strengths;
  }

  bool uses_beliefs() const {
    if constexpr (RewindsWorlds<G>) return params_.mismatch < 1.0 || params_.hands > 0;
    return false;
  }

  // The most visited root child over all trees (or another: `confidence`, `robust`), mapped back
  // to a legal move.
  typename G::Move best_move(const std::vector<Tree>& trees, const typename G::State& root,
                             const typename G::MoveList& legal, Rng& rng) {
    stats_.clear();
    for (const Tree& tree : trees) tree.add_root_stats(stats_);
    int best = most_visited(stats_);
    if (best >= 0 && params_.confidence > 0) best = confident_choice(stats_, best, policy_entry(root, legal), params_.confidence);
    if (best >= 0 && params_.robust) best = robust_choice(stats_, best);
    if (best >= 0) {
      for (const auto& move : legal) {
        if (G::move_class(root, move) == stats_[static_cast<std::size_t>(best)].cls) return move;
      }
    }
    return params_.policy(root, legal, rng);
  }

  // The root statistics' entry of the policy's own move (the shortlist's first); -1 if untried.
  int policy_entry(const typename G::State& root, const typename G::MoveList& legal) {
    G::candidates(root, legal, shortlist_);
    const std::uint64_t policy_cls = G::move_class(root, shortlist_.front());
    for (std::size_t i = 0; i < stats_.size(); ++i) {
      if (stats_[i].cls == policy_cls) return static_cast<int>(i);
    }
    return -1;
  }

  Params params_;
  std::vector<Tree> trees_;
  std::vector<RootStats> stats_;
  typename G::MoveList shortlist_;
  PerSeat<PlayEvidence<G>> evidence_{};
  std::optional<typename G::State> start_;  // the episode's first state (start_episode)
  PerSeat<WorldPool<G>> pools_{};  // each seat's worlds of its latest decision
};

}  // namespace paiju::search
