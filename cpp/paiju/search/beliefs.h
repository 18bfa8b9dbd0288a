// Beliefs from the other seats' plays: worlds weighted by how well a model of the other seats
// (a rollout policy) explains what they did.
//
// G::determinize draws the hidden cards uniformly among the deals that respect the hard facts
// (cards played, counts, tribute). What the others chose says more: a seat that passed on a small
// single probably holds no higher single it was willing to spend. For a game that can rewind a
// sampled world to an earlier decision (RewindsWorlds, game/capabilities.h: G::rewind_world(past,
// world, out) puts into `out` the public state `past` with the hands `world` implies for that
// moment, false where the game cannot or the decision says nothing), every other seat's decision
// since the searcher last looked is replayed in the world, and each one the model policy would have
// made differently (by move class) multiplies the world's weight by `mismatch` (< 1). A pool of
// worlds is drawn and weighted once per decision; search then draws its worlds from the pool in
// proportion to their weights (sequential importance resampling with a tempered likelihood).
// Uniform draws rarely explain many decisions, so the weights soon rest on a handful of worlds; for
// a game that can exchange hidden cards between seats (ExchangesHidden), resample-move
// (WorldPool::move_worlds) resamples the pool by weight and moves each world by Metropolis-Hastings
// toward the same tempered posterior.
//
// The decisions are rebuilt from the public history (Bot::choose_seen): the searcher applies the
// moves made since its own previous state (or since the episode's start, Bot::start_episode),
// so it sees the other seats' public situations exactly; hidden cards in those states are always
// replaced by the world's (G::rewind_world) before the model looks at them.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <concepts>
#include <functional>
#include <cstdint>
#include <limits>
#include <numeric>
#include <optional>
#include <vector>

#include "paiju/core/history.h"
#include "paiju/core/rng.h"
#include "paiju/search/bot.h"

namespace paiju::search {

// Games whose worlds can be moved by exchanging hidden cards (WorldPool::move_worlds):
// G::hidden_facts(root, seat) what bounds the hidden cards the seat cannot see, and
// G::exchange_hidden(world, facts, seat, rng) a symmetric random exchange of them between two
// other seats, returning those seats (a negative first seat when the exchange was refused).
template <class G>
concept ExchangesHidden = Game<G> && requires(const typename G::State& root, typename G::State& world, Rng& rng) {
  { G::exchange_hidden(world, G::hidden_facts(root, 0), 0, rng) } -> std::same_as<std::array<int, 2>>;
};

// Games whose worlds can be carried from one decision to the next (a particle filter):
// G::carry_hidden(from, world, facts, seat) makes `world`, a fresh determinization of the
// present, keep as much of `from`'s hidden hands (a world of an earlier decision of the same
// deal) as the facts allow.
template <class G>
concept CarriesHidden = ExchangesHidden<G> && requires(const typename G::State& from, typename G::State& world) {
  { G::carry_hidden(from, world, G::hidden_facts(from, 0), 0) } -> std::same_as<void>;
};

// How much each seat's mismatched decisions count: a world's weight is the product over the
// seats of strength[s]^k(s), k(s) the seat's decisions the model would have made otherwise
// (1: that seat's plays say nothing). Search gives its own side's seats a strength of their
// own (`allies=`): a partner that searches plays the model's move only some of the time.
using SeatStrengths = PerSeat<double>;

inline SeatStrengths every_seat(double strength) {
  SeatStrengths out;
  out.fill(strength);
  return out;
}

// A prior over the hidden cards from a learned model (PredictsHands below): per seat and card
// kind, the log-probability that a copy the searcher cannot place is held by that seat. A
// world's prior weight is the product over the copies each other seat holds (G::holding) of
// those probabilities, raised to a tempering exponent; search multiplies it into the worlds'
// weights and the Metropolis-Hastings moves (WorldPool).
// The log prior weight of `world` for `seat` under `prior` (a HandPrior table), tempered by `power`.
template <class G, class Table>
double world_log_prior(const typename G::State& world, int seat, const Table& prior, double power) {
  double sum = 0.0;
  for (int s = 0; s < kTableSeats; ++s) {
    if (s == seat) continue;
    const auto held = G::holding(world, s);
    const auto& row = prior[static_cast<std::size_t>(s)];
    for (std::size_t k = 0; k < held.size(); ++k) sum += held[k] * static_cast<double>(row[k]);
  }
  return power * sum;
}

// The other seats' decisions of the current episode, as one seat saw them.
template <Game G>
class PlayEvidence {
 public:
  using State = typename G::State;
  using Move = typename G::Move;
  using SeatCounts = PerSeat<int>;

  struct Decision {
    State before;  // the true state before the decision (only its public part is ever read)
    Move move;
  };

  // Brings the record up to date at a decision of `seat` whose true state is `now`: from the
  // previous call's state when the history continues it, else by replaying the whole history
  // from `start` (the state it begins with) when given, else afresh (no evidence).
  // Returns true when the record continues the previous call's within the same deal.
  bool update(const State& now, game::HistoryView<Move> history, int seat, const State* start = nullptr) {
    bool continues = last_ && !history.empty() && history.size() > seen_ && history[seen_].seat == seat;
    if (continues) {
      continues = record(*last_, history.subspan(seen_), history.back().deal, seat, false);
    } else {
      decisions_.clear();
      if (start && !history.empty()) record(*start, history, history.back().deal, seat, true);
    }
    last_ = now;
    seen_ = history.size();
    return continues;
  }

  const std::vector<Decision>& decisions() const { return decisions_; }

  // How many of the recorded decisions the model would have made differently in `world`.
  int mismatches(const State& world, Policy<G> model, State& scratch, typename G::MoveList& legal, Rng& rng) const {
    SeatCounts counts{};
    count_mismatches(world, model, scratch, legal, rng, counts);
    return std::accumulate(counts.begin(), counts.end(), 0);
  }

  // The same by seat: counts[s] is how many of seat s's recorded decisions the model would have
  // made differently in `world`, for the seats whose bit is set in `seats` (others untouched).
  // Stops, returning false, as soon as stop(counts) says the counts can no longer be kept.
  template <class Stop>
  bool count_mismatches(const State& world, Policy<G> model, State& scratch, typename G::MoveList& legal, Rng& rng,
                        SeatCounts& counts, unsigned seats, Stop stop) const {
    for (int s = 0; s < kTableSeats; ++s) {
      if (seats >> s & 1) counts[static_cast<std::size_t>(s)] = 0;
    }
    for (const Decision& d : decisions_) {
      const int mover = G::current_player(d.before);
      if (!(seats >> mover & 1) || !G::rewind_world(d.before, world, scratch)) continue;
      legal.clear();
      policy_moves<G>(scratch, model, legal);
      if (legal.size() < 2) continue;
      const Move chosen = model(scratch, legal, rng);
      if (G::move_class(scratch, chosen) != G::move_class(scratch, d.move)) {
        ++counts[static_cast<std::size_t>(mover)];
        if (stop(counts)) return false;
      }
    }
    return true;
  }

  void count_mismatches(const State& world, Policy<G> model, State& scratch, typename G::MoveList& legal, Rng& rng,
                        SeatCounts& counts) const {
    count_mismatches(world, model, scratch, legal, rng, counts, 0xFu, [](const SeatCounts&) { return false; });
  }

  // The same for each of `styles` and each seat: counts[seat * styles.size() + j] is how many
  // of that seat's recorded decisions styles[j] would have made differently in `world`, for the
  // seats whose bit is set in `seats` (the other rows untouched; `counts` is sized on first use).
  // Stops, returning false, as soon as stop(counts) says the counts can no longer be kept.
  template <class Stop>
  bool mismatches_by_style(const State& world, const std::vector<Policy<G>>& styles, State& scratch,
                           typename G::MoveList& legal, Rng& rng, std::vector<int>& counts, unsigned seats,
                           Stop stop) const {
    const std::size_t n = styles.size();
    counts.resize(std::size_t{kTableSeats} * n, 0);
    if (styles.empty()) return true;
    for (int s = 0; s < kTableSeats; ++s) {
      if (seats >> s & 1) std::fill_n(counts.begin() + static_cast<std::ptrdiff_t>(static_cast<std::size_t>(s) * n), n, 0);
    }
    const bool any_random = std::find(styles.begin(), styles.end(), &random_policy<G>) != styles.end();
    for (const Decision& d : decisions_) {
      if (!(seats >> G::current_player(d.before) & 1) || !G::rewind_world(d.before, world, scratch)) continue;
      legal.clear();
      if (any_random) choice_moves<G>(scratch, legal);
      else policy_moves<G>(scratch, styles.front(), legal);
      if (legal.size() < 2) continue;
      const std::uint64_t made = G::move_class(scratch, d.move);
      const std::size_t row = static_cast<std::size_t>(G::current_player(d.before)) * styles.size();
      bool grew = false;
      for (std::size_t j = 0; j < styles.size(); ++j) {
        if (G::move_class(scratch, styles[j](scratch, legal, rng)) != made) {
          ++counts[row + j];
          grew = true;
        }
      }
      if (grew && stop(counts)) return false;
    }
    return true;
  }

  void mismatches_by_style(const State& world, const std::vector<Policy<G>>& styles, State& scratch,
                           typename G::MoveList& legal, Rng& rng, std::vector<int>& counts) const {
    mismatches_by_style(world, styles, scratch, legal, rng, counts, 0xFu, [](const std::vector<int>&) { return false; });
  }

 private:
  // Applies `steps` from `from`, recording the other seats' decisions of deal `deal`; false when
  // a step of another deal cleared the record.
  bool record(State s, game::HistoryView<Move> steps, int deal, int seat, bool fresh) {
    if (fresh) decisions_.clear();
    bool kept = true;
    for (const auto& step : steps) {
      if (step.deal != deal) {
        decisions_.clear();
        kept = false;
      } else if (step.seat != seat) {
        decisions_.push_back(Decision{s, step.move});
      }
      G::apply(s, step.move);
    }
    return kept;
  }

  std::vector<Decision> decisions_;
  std::optional<State> last_;
  std::size_t seen_ = 0;
};

// Games with a learned hand model: G::hand_prior(root, seat, decisions) the prior table
// (see world_log_prior) at `seat`'s decision, from the other seats' decisions of the deal that
// a PlayEvidence recorded.
template <class G>
concept PredictsHands = RewindsWorlds<G> && requires(const typename G::State& root,
                                                      const std::vector<typename PlayEvidence<G>::Decision>& decisions) {
  { G::hand_prior(root, 0, decisions)[0][0] } -> std::convertible_to<double>;
};

// A world's log prior weight (zero for every world when there is no prior).
template <class State>
using LogPrior = std::function<double(const State&)>;

// A pool of worlds for one decision, weighted by the evidence; draws in proportion to weight.
//
// With `styles` (a mixture of the others' possible policies), each other seat's style is
// inferred too: in a world, style j explains seat s's plays with likelihood mismatch^k(s, j);
// the world weighs the product over the other seats of the mean over styles, and search plays
// each other seat in that world by a style drawn in proportion to its likelihood there (a
// uniform prior over the styles, the posterior given this deal's plays).
template <Game G>
class WorldPool {
 public:
  using State = typename G::State;
  using SeatCounts = typename PlayEvidence<G>::SeatCounts;

  // With `carry` (CarriesHidden games), the worlds already in the pool, from an
  // earlier decision of the same deal, are carried forward (G::carry_hidden) instead of drawn
  // afresh, as many as there are: a particle filter whose particles move_worlds keeps moving.
  // (Not inlined: once per decision, and GCC 12 at -O3 warns falsely about the inlined vectors.)
  [[gnu::noinline]] void build(const State& root, int seat, const PlayEvidence<G>& evidence, Policy<G> model,
                               const SeatStrengths& mismatch, int size, Rng& rng,
                               const std::vector<Policy<G>>& styles = {}, bool carry = false,
                               const LogPrior<State>& log_prior = {}) {
    std::vector<State> earlier;
    if (carry) earlier = std::move(worlds_);
    worlds_.clear();
    cumulative_.clear();
    counts_.clear();
    styles_ = styles;
    style_counts_.clear();
    style_cumulative_.clear();
    double total = 0.0, squares = 0.0;
    typename G::MoveList legal;
    State scratch = root;
    const std::size_t n = styles.size();
    log_prior_ = log_prior;
    priors_.clear();
    double reference = 0.0;  // the first world's log prior: weights are relative to it
    for (int i = 0; i < size; ++i) {
      worlds_.push_back(G::determinize(root, seat, rng));
      if constexpr (CarriesHidden<G>) {
        if (static_cast<std::size_t>(i) < earlier.size()) {
          G::carry_hidden(earlier[static_cast<std::size_t>(i)], worlds_.back(), G::hidden_facts(root, seat), seat);
        }
      }
      double w = 1.0;
      if (n == 0) {
        counts_.emplace_back();
        if (informative(mismatch)) evidence.count_mismatches(worlds_.back(), model, scratch, legal, rng, counts_.back());
        const SeatCounts& k = counts_.back();
        w = weight_of(k, mismatch);
      } else {
        style_counts_.emplace_back();
        evidence.mismatches_by_style(worlds_.back(), styles, scratch, legal, rng, style_counts_.back());
        style_cumulative_.resize(style_counts_.size() * kTableSeats * n);
        for (int s = 0; s < kTableSeats; ++s) {
          if (s != seat) w *= std::exp(style_log_likelihood(style_counts_.back(), s, mismatch));
        }
        fill_style_cumulative(worlds_.size() - 1, mismatch);
      }
      if (log_prior_) {
        priors_.push_back(log_prior_(worlds_.back()));
        if (i == 0) reference = priors_.back();
        w *= std::exp(std::min(priors_.back() - reference, 600.0));
      }
      total += w;
      squares += w * w;
      cumulative_.push_back(total);
    }
    effective_size_ = squares > 0 ? total * total / squares : 0.0;
  }

  // Resample-move: the pool is replaced by as many worlds drawn from it in proportion to weight
  // (systematic resampling), and each is then moved `moves` times by Metropolis-Hastings over
  // G::exchange_hidden: an exchange that changes the number k of mismatched decisions by Δk is
  // kept with probability min(1, mismatch^Δk) (with styles, the ratio of the two seats' mixture
  // likelihoods, mean over styles of mismatch^k). The worlds then follow the tempered posterior
  // itself instead of the handful of uniform draws that happened to explain the plays best, and
  // their weights are equal. Only the two seats an exchange touches are replayed; the chains run
  // on `threads` threads.
  [[gnu::noinline]] void move_worlds(const State& root, int seat, const PlayEvidence<G>& evidence, Policy<G> model,
                                     const SeatStrengths& mismatch, int moves, Rng& rng, int threads = 1)
    requires ExchangesHidden<G>
  {
    if (worlds_.empty() || moves <= 0 || !(informative(mismatch) || log_prior_)) return;
    const std::size_t size = worlds_.size();
    std::vector<State> drawn;
    std::vector<SeatCounts> drawn_counts;
    std::vector<double> drawn_priors;
    std::vector<std::vector<int>> drawn_style_counts;
    drawn.reserve(size);
    drawn_counts.reserve(size);
    const double step = cumulative_.back() / static_cast<double>(size);
    double at = rng.uniform01() * step;
    for (std::size_t i = 0, j = 0; i < size; ++i, at += step) {
      while (j + 1 < size && cumulative_[j] <= at) ++j;
      drawn.push_back(worlds_[j]);
      if (styles_.empty()) drawn_counts.push_back(counts_[j]);
      else drawn_style_counts.push_back(style_counts_[j]);
      if (log_prior_) drawn_priors.push_back(priors_[j]);
    }
    worlds_ = std::move(drawn);
    counts_ = std::move(drawn_counts);
    style_counts_ = std::move(drawn_style_counts);
    priors_ = std::move(drawn_priors);
    const auto facts = G::hidden_facts(root, seat);
    // Each world's chain has its own stream, fixed before the threads start: the worlds do not
    // depend on `threads`.
    std::vector<Rng> streams;
    streams.reserve(size);
    for (std::size_t i = 0; i < size; ++i) streams.push_back(rng.split());
    RunControl control;
    run_parallel(size, threads, control, [&] {
      return [&, scratch = root, proposal = root, legal = typename G::MoveList{},
              proposed_counts = std::vector<int>{}](std::size_t i) mutable {
        Rng& chain = streams[i];
        for (int m = 0; m < moves; ++m) {
          proposal = worlds_[i];
          const auto [a, b] = G::exchange_hidden(proposal, facts, seat, chain);
          if (a < 0) continue;
          const double u = std::max(chain.uniform01(), 1e-300);
          if (!styles_.empty()) {
            // Kept when the two seats' mixture log-likelihoods plus the prior's gain exceed the
            // world's by more than log u. Counts only grow as the replay goes on, so it stops
            // as soon as the likelihood of the counts so far falls short.
            const double proposal_prior = log_prior_ ? log_prior_(proposal) : 0.0;
            const double needed = std::log(u) - (log_prior_ ? proposal_prior - priors_[i] : 0.0) +
                                  style_log_likelihood(style_counts_[i], a, mismatch) +
                                  style_log_likelihood(style_counts_[i], b, mismatch);
            proposed_counts = style_counts_[i];
            const auto likelihood = [&](const std::vector<int>& c) {
              return style_log_likelihood(c, a, mismatch) + style_log_likelihood(c, b, mismatch);
            };
            const bool kept = evidence.mismatches_by_style(proposal, styles_, scratch, legal, chain, proposed_counts,
                                                           (1u << a) | (1u << b),
                                                           [&](const std::vector<int>& c) { return likelihood(c) <= needed; }) &&
                              likelihood(proposed_counts) > needed;
            if (kept) {
              worlds_[i] = proposal;
              style_counts_[i].swap(proposed_counts);
              if (log_prior_) priors_[i] = proposal_prior;
            }
            continue;
          }
          const SeatCounts& was = counts_[i];
          SeatCounts k = was;
          const unsigned seats = (1u << a) | (1u << b);
          const double strength_a = mismatch[static_cast<std::size_t>(a)], strength_b = mismatch[static_cast<std::size_t>(b)];
          // The prior's log ratio of the proposal to the world (0 without a prior).
          const double proposal_prior = log_prior_ ? log_prior_(proposal) : 0.0;
          const double gain = log_prior_ ? proposal_prior - priors_[i] : 0.0;
          bool kept;
          if (strength_a == 1.0 && strength_b == 1.0) {
            kept = -std::log(u) + gain > 0.0;  // the plays say nothing: the prior alone decides
          } else if (strength_a == strength_b) {
            // Kept when strength^Δk · e^gain > u, that is Δk < (log u - gain) / log strength:
            // the replay stops as soon as the count passes the most that u allows.
            const double most = std::ceil((std::log(u) - gain) / std::log(strength_a)) - 1.0;
            const int limit = was[a] + was[b] + static_cast<int>(std::clamp(most, -1e6, 1e6));
            kept = evidence.count_mismatches(proposal, model, scratch, legal, chain, k, seats,
                                             [&](const SeatCounts& c) { return c[a] + c[b] > limit; });
          } else {
            // Kept when Σ Δk(s) · cost(s) < −log u + gain over the two seats, cost = −log strength.
            const double cost_a = -std::log(strength_a), cost_b = -std::log(strength_b);
            const double budget = -std::log(u) + gain + was[a] * cost_a + was[b] * cost_b;
            kept = evidence.count_mismatches(proposal, model, scratch, legal, chain, k, seats,
                                             [&](const SeatCounts& c) { return c[a] * cost_a + c[b] * cost_b >= budget; });
          }
          if (kept) {
            worlds_[i] = proposal;
            counts_[i] = k;
            if (log_prior_) priors_[i] = proposal_prior;
          }
        }
        return true;
      };
    });
    for (std::size_t i = 0; i < size; ++i) {
      cumulative_[i] = static_cast<double>(i + 1);
      if (!styles_.empty()) fill_style_cumulative(i, mismatch);
    }
    effective_size_ = static_cast<double>(size);
  }

  // A world's index, drawn in proportion to the weights.
  std::size_t draw_index(Rng& rng) const {
    const double u = rng.uniform01() * cumulative_.back();
    const auto it = std::upper_bound(cumulative_.begin(), cumulative_.end(), u);
    return std::min<std::size_t>(static_cast<std::size_t>(it - cumulative_.begin()), worlds_.size() - 1);
  }

  bool infers_styles() const { return !styles_.empty(); }

  // The seats' policies for a playout of world i: `own` for `seat`, each other seat's style
  // drawn from its posterior in that world (infers_styles()).
  SeatPolicies<G> draw_styles(std::size_t i, int seat, Policy<G> own, Rng& rng) const {
    SeatPolicies<G> policies;
    const std::size_t n = styles_.size();
    for (std::size_t s = 0; s < policies.size(); ++s) {
      if (static_cast<int>(s) == seat) {
        policies[s] = own;
        continue;
      }
      const auto first = style_cumulative_.begin() + static_cast<std::ptrdiff_t>((i * kTableSeats + s) * n);
      const double u = rng.uniform01() * *(first + static_cast<std::ptrdiff_t>(n - 1));
      const auto it = std::upper_bound(first, first + static_cast<std::ptrdiff_t>(n), u);
      policies[s] = styles_[std::min<std::size_t>(static_cast<std::size_t>(it - first), n - 1)];
    }
    return policies;
  }

  // The posterior probability of style j for seat s in world i (infers_styles()).
  double style_probability(std::size_t i, int s, std::size_t j) const {
    const std::size_t n = styles_.size();
    const auto at = [&](std::size_t k) { return style_cumulative_[(i * kTableSeats + static_cast<std::size_t>(s)) * n + k]; };
    return (at(j) - (j ? at(j - 1) : 0.0)) / at(n - 1);
  }

  bool empty() const { return worlds_.empty(); }
  void clear() { worlds_.clear(); }
  std::size_t size() const { return worlds_.size(); }
  // Kish's effective sample size of the weights (size() when they are equal).
  double effective_size() const { return effective_size_; }
  const State& world(std::size_t i) const { return worlds_[i]; }
  double weight(std::size_t i) const { return cumulative_[i] - (i ? cumulative_[i - 1] : 0.0); }

  const State& draw(Rng& rng) const { return worlds_[draw_index(rng)]; }

 private:
  // Do the plays weigh at all (some seat's strength below 1)?
  static bool informative(const SeatStrengths& mismatch) {
    return std::any_of(mismatch.begin(), mismatch.end(), [](double m) { return m < 1.0; });
  }

  // With styles: the log of seat s's mixture likelihood, the mean over the styles of
  // mismatch[s]^k(s, j), from a world's counts (mismatches_by_style's layout).
  double style_log_likelihood(const std::vector<int>& counts, int s, const SeatStrengths& mismatch) const {
    const std::size_t n = styles_.size(), row = static_cast<std::size_t>(s) * n;
    const double strength = mismatch[static_cast<std::size_t>(s)];
    double sum = 0.0;
    for (std::size_t j = 0; j < n; ++j) sum += std::pow(strength, counts[row + j]);
    return std::log(sum / static_cast<double>(n));
  }

  // World i's running sums over the styles, per seat (draw_styles, style_probability).
  void fill_style_cumulative(std::size_t i, const SeatStrengths& mismatch) {
    const std::size_t n = styles_.size();
    const std::vector<int>& counts = style_counts_[i];
    for (std::size_t s = 0; s < kTableSeats; ++s) {
      double sum = 0.0;
      for (std::size_t j = 0; j < n; ++j) {
        sum += std::pow(mismatch[s], counts[s * n + j]);
        style_cumulative_[(i * kTableSeats + s) * n + j] = sum;
      }
    }
  }

  static double weight_of(const SeatCounts& k, const SeatStrengths& mismatch) {
    if (std::all_of(mismatch.begin(), mismatch.end(), [&](double m) { return m == mismatch[0]; })) {
      return std::pow(mismatch[0], std::accumulate(k.begin(), k.end(), 0));
    }
    double w = 1.0;
    for (std::size_t s = 0; s < k.size(); ++s) w *= std::pow(mismatch[s], k[s]);
    return w;
  }

  std::vector<State> worlds_;
  std::vector<double> cumulative_;
  std::vector<SeatCounts> counts_;  // without styles: each world's mismatches by seat
  LogPrior<State> log_prior_;        // empty: no prior
  std::vector<double> priors_;       // with a prior: each world's log prior
  std::vector<Policy<G>> styles_;
  std::vector<std::vector<int>> style_counts_;  // with styles: each world's mismatches by seat and style
  std::vector<double> style_cumulative_;        // per world and seat, the running sum over styles
  double effective_size_ = 0.0;
};

}  // namespace paiju::search
