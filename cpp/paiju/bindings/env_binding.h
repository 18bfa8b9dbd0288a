// Learning-environment support for any game of the game layer (paiju.env): the capped action
// list, numpy features of its moves, the per-deal reward, and EnvBatch, N matches stepped in
// C++ with the GIL released (one learning seat per match, the other seats played by C++ bots).
// bind_env<B>(module) binds it for the game of binding traits B (game_binding.h), whose
// encoding declaration is B::Encoding:
//
//   static constexpr int kMaxActions        the default action bound: Discrete(kMaxActions)
//   static constexpr int kMoveFeatures      uint8 features per move
//   static void move_features(const G::Move&, std::uint8_t* out)   kMoveFeatures values
//
// and, for EnvBatch and Observation.tensor(), the observation tensor (tensor_layout.h):
//
//   static constexpr std::array<TensorBlock, N> kObservationBlocks   its blocks, in order, the
//                                                   last two with_turn_blocks' (tensor_layout.h)
//   static void observation(const G::Observation&, float* out)     observation_size<Encoding>
//                                                   values, out zeroed by the caller
//
// The action list of a position is action_list.h's action_moves. bind_env also binds the row
// tables of a simulation (simulation_rows.h), which use the same encoding.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "paiju/bindings/action_list.h"
#include "paiju/bindings/card_counts.h"
#include "paiju/bindings/compact_tensor.h"
#include "paiju/bindings/game_binding.h"
#include "paiju/bindings/simulation_rows.h"
#include "paiju/bindings/tensor_layout.h"
#include "paiju/search/game.h"

namespace paiju::bindings {

// The move encoding of a climbing game (its Move a climbing::Play): at most 512 actions; a
// move's features its cards' copies per kind, then its kind and its key.
template <class Move>
struct ClimbingMoveEncoding {
  static constexpr int kMaxActions = 512;
  static constexpr int kMoveFeatures = kNumKinds + 2;
  static void move_features(const Move& m, std::uint8_t* out) {
    out = put_card_counts(m.cards, out);
    out[0] = static_cast<std::uint8_t>(m.kind);
    out[1] = m.key;
  }
};

template <class B>
game::PerSeat<double> deal_rewards(const typename B::G::State& state) {
  game::PerSeat<double> out{};
  for (int seat = 0; seat < game::kTableSeats; ++seat) out[static_cast<std::size_t>(seat)] = B::G::reward(state, seat);
  return out;
}

// N matches, each with one learning seat; the other seats are C++ bots. step(actions) applies
// each match's action (an index into its action list), lets the bots play until the learning
// seat is to decide again or the match is over, and writes the observation buffers. A match
// that ends is replaced at once by the next one (same-step reset): its final reward and
// `terminated` are reported with the first observation of the new match.
template <class B>
class EnvBatch {
 public:
  using G = typename B::G;
  using E = typename B::Encoding;
  using State = typename G::State;
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;

  EnvBatch(const py::dict& options, int count, const py::object& seed, int seat, const std::vector<std::string>& opponents,
           bool deal_rewards, int max_actions, int threads)
      : seat_(seat), deal_rewards_(deal_rewards), bound_(static_cast<std::size_t>(max_actions)), threads_(threads) {
    if (count < 1) throw InvalidOptionError("an environment batch needs count >= 1");
    if (seat < 0 || seat > 3) throw InvalidOptionError("seat must be 0..3, got " + std::to_string(seat));
    if (max_actions < 1) throw InvalidOptionError("max_actions must be >= 1");
    if (threads < 0) throw InvalidOptionError("threads must be 0 (all cores) or more");
    if (opponents.size() != 4) throw InvalidOptionError("give a bot spec for each of the four seats");
    rules_ = default_rules_from<G>(options);
    seed_ = to_seed(seed);
    for (int s = 0; s < game::kTableSeats; ++s) {
      if (s != seat) prototypes_[static_cast<std::size_t>(s)] = G::make_bot(opponents[static_cast<std::size_t>(s)]);
    }
    const auto n = static_cast<py::ssize_t>(count);
    const auto a = static_cast<py::ssize_t>(bound_);
    observations_ = py::array_t<float>({n, static_cast<py::ssize_t>(observation_size<E>)});
    masks_ = py::array_t<std::int8_t>({n, a});
    features_ = py::array_t<std::uint8_t>({n, a, static_cast<py::ssize_t>(E::kMoveFeatures)});
    rewards_ = py::array_t<float>(n);
    terminated_ = py::array_t<bool>(n);
    episodes_ = py::array_t<std::int64_t>(n);
    counts_ = py::array_t<std::int32_t>(n);
    std::fill(masks_.mutable_data(), masks_.mutable_data() + masks_.size(), std::int8_t{0});
    std::fill(features_.mutable_data(), features_.mutable_data() + features_.size(), std::uint8_t{0});
    // Raw pointers for the worker threads, which never touch Python objects.
    obs_out_ = observations_.mutable_data();
    mask_out_ = masks_.mutable_data();
    feature_out_ = features_.mutable_data();
    reward_out_ = rewards_.mutable_data();
    terminated_out_ = terminated_.mutable_data();
    episode_out_ = episodes_.mutable_data();
    count_out_ = counts_.mutable_data();
    slots_.resize(static_cast<std::size_t>(count));
    for (std::size_t i = 0; i < slots_.size(); ++i) {
      Slot& slot = slots_[i];
      slot.deals = Rng(seed_ ^ G::kDealSalt, i);
      slot.bots = Rng(seed_ ^ G::kBotSalt, i);
      for (int s = 0; s < game::kTableSeats; ++s) {
        if (prototypes_[static_cast<std::size_t>(s)]) slot.players[static_cast<std::size_t>(s)] = prototypes_[static_cast<std::size_t>(s)]->clone();
      }
    }
  }

  // Starts a fresh match in every slot (match k of slot i is dealt from its own stream).
  void reset() {
    started_ = true;
    run([this](std::size_t i) {
      Slot& slot = slots_[i];
      slot.episode = -1;
      start_match(slot);
      slot.reward = 0.0;
      slot.terminated = false;
      write(i);
    });
  }

  void step(const py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>& actions) {
    if (actions.ndim() != 1 || static_cast<std::size_t>(actions.shape(0)) != slots_.size()) {
      throw InvalidOptionError("step needs one action per match: shape (" + std::to_string(slots_.size()) + ",)");
    }
    if (!started_) throw InvalidOptionError("call reset() before step()");
    const std::int64_t* chosen = actions.data();
    for (std::size_t i = 0; i < slots_.size(); ++i) {
      if (chosen[i] < 0 || static_cast<std::size_t>(chosen[i]) >= slots_[i].actions.size()) {
        throw IllegalMoveError("action " + std::to_string(chosen[i]) + " of match " + std::to_string(i) + " is not one of its " +
                               std::to_string(slots_[i].actions.size()) + " legal actions (see action_mask)");
      }
    }
    run([this, chosen](std::size_t i) {
      Slot& slot = slots_[i];
      slot.reward = 0.0;
      slot.terminated = false;
      play(slot, slot.actions[static_cast<std::size_t>(chosen[i])]);
      advance(slot);
      if (G::is_terminal(slot.state)) {
        if (!deal_rewards_) slot.reward = G::returns(slot.state)[static_cast<std::size_t>(seat_)];
        slot.terminated = true;
        start_match(slot);
      }
      write(i);
    });
  }

  py::array_t<float> observations() const { return observations_; }
  py::array_t<std::int8_t> masks() const { return masks_; }
  py::array_t<std::uint8_t> features() const { return features_; }
  py::array_t<float> rewards() const { return rewards_; }
  py::array_t<bool> terminated() const { return terminated_; }
  py::array_t<std::int64_t> episodes() const { return episodes_; }
  py::array_t<std::int32_t> counts() const { return counts_; }
  std::size_t size() const { return slots_.size(); }
  // The seed match i was dealt from: Game.new_match(seed) is the same match.
  std::uint64_t match_seed(std::size_t i) const {
    if (i >= slots_.size()) throw py::index_error("match index out of range");
    return slots_[i].seed;
  }
  // The current action list of match i (its moves, for showing or checking what index k means).
  LegalMoves<G> actions(std::size_t i) const {
    if (i >= slots_.size()) throw py::index_error("match index out of range");
    return LegalMoves<G>::of(MoveList(slots_[i].actions));
  }

 private:
  struct Slot {
    State state{};
    game::History<Move> history;
    game::PerSeat<std::unique_ptr<search::Bot<G>>> players;
    Rng deals{0}, bots{0};
    MoveList actions, legal, scratch;
    std::int64_t episode = -1;
    std::uint64_t seed = 0;   // of the current match (Game.new_match(seed) deals it)
    std::size_t written = 0;  // rows of the action list last written
    double reward = 0.0;
    bool terminated = false;
  };

  void start_match(Slot& slot) {
    ++slot.episode;
    slot.seed = slot.deals.next_u64();
    slot.state = G::new_match(rules_, slot.seed);
    slot.history.clear();
    advance(slot);
    if (G::is_terminal(slot.state)) {  // the bots ended it before the learning seat's turn: never for a real game
      throw PaijuError("a match ended before the learning seat's first decision");
    }
  }

  // The history kept is the current deal's: every game's observation reads only the steps of
  // the current deal (games/<game>/observation.cpp), and a match's history would otherwise make
  // each observation cost more the longer the match runs.
  void play(Slot& slot, const Move& move) {
    const int deal = slot.state.deal_index();
    slot.history.push_back(game::Step<Move>{static_cast<std::int8_t>(G::current_player(slot.state)),
                                            static_cast<std::int16_t>(deal), move});
    G::apply(slot.state, move);
    if (G::is_terminal(slot.state) || slot.state.deal_index() != deal) {
      if (deal_rewards_) slot.reward += G::reward(slot.state, seat_);
      slot.history.clear();
    }
  }

  // The bots play until the learning seat decides or the match is over; then its action list.
  void advance(Slot& slot) {
    while (!G::is_terminal(slot.state) && G::current_player(slot.state) != seat_) {
      const int mover = G::current_player(slot.state);
      search::Bot<G>& bot = *slot.players[static_cast<std::size_t>(mover)];
      slot.legal.clear();
      bot.list_moves(slot.state, slot.legal);
      const Move move = bot.wants_history() ? bot.choose_seen(slot.state, slot.history, slot.legal, slot.bots)
                                            : bot.choose(slot.state, slot.legal, slot.bots);
      if (std::find(slot.legal.begin(), slot.legal.end(), move) == slot.legal.end() &&
          !(search::ListsChoices<G> && G::why_illegal(slot.state, move).empty())) {
        throw IllegalMoveError("bot '" + bot.name() + "' chose " + G::format_move(move) + ", which is not legal");
      }
      play(slot, move);
    }
    slot.actions.clear();
    if (!G::is_terminal(slot.state)) action_moves<G>(slot.state, bound_, slot.actions, slot.scratch);
  }

  void write(std::size_t i) {
    Slot& slot = slots_[i];
    const auto obs_width = static_cast<std::size_t>(observation_size<E>);
    const auto feature_width = bound_ * static_cast<std::size_t>(E::kMoveFeatures);
    float* obs = obs_out_ + i * obs_width;
    std::int8_t* mask = mask_out_ + i * bound_;
    std::uint8_t* features = feature_out_ + i * feature_width;
    // Rows past the action list are zero: clear only those the previous list used.
    const std::size_t used = std::max(slot.written, slot.actions.size());
    std::fill(obs, obs + obs_width, 0.0f);
    std::fill(mask, mask + used, std::int8_t{0});
    std::fill(features, features + used * static_cast<std::size_t>(E::kMoveFeatures), std::uint8_t{0});
    E::observation(G::observe(slot.state, slot.history, seat_), obs);
    std::fill(mask, mask + slot.actions.size(), std::int8_t{1});
    write_move_features<B>(slot.actions, features);
    slot.written = slot.actions.size();
    count_out_[i] = static_cast<std::int32_t>(slot.actions.size());
    reward_out_[i] = static_cast<float>(slot.reward);
    terminated_out_[i] = slot.terminated;
    episode_out_[i] = slot.episode;
  }

  // Runs work(i) for every match on C++ threads, the GIL released; rethrows the first error.
  // Threads take contiguous blocks of matches (a few per thread, for balance), so that they
  // seldom write the same cache lines of the buffers.
  template <class Work>
  void run(Work work) {
    const std::size_t n = slots_.size();
    const auto workers = static_cast<std::size_t>(search::resolve_threads(threads_));
    const std::size_t block = std::max<std::size_t>(1, n / (4 * workers));
    py::gil_scoped_release release;
    search::RunControl control;
    game::run_parallel_rethrowing((n + block - 1) / block, threads_, control, [&] {
      return [&](std::size_t b) {
        for (std::size_t i = b * block; i < std::min(n, (b + 1) * block); ++i) work(i);
        return true;
      };
    });
  }

  int seat_;
  bool started_ = false;
  bool deal_rewards_;
  std::size_t bound_;
  int threads_;
  typename G::Rules rules_{};
  std::uint64_t seed_ = 0;
  game::PerSeat<std::unique_ptr<search::Bot<G>>> prototypes_;
  std::vector<Slot> slots_;
  py::array_t<float> observations_;
  py::array_t<std::int8_t> masks_;
  py::array_t<std::uint8_t> features_;
  py::array_t<float> rewards_;
  py::array_t<bool> terminated_;
  py::array_t<std::int64_t> episodes_;
  py::array_t<std::int32_t> counts_;
  float* obs_out_ = nullptr;
  std::int8_t* mask_out_ = nullptr;
  std::uint8_t* feature_out_ = nullptr;
  float* reward_out_ = nullptr;
  bool* terminated_out_ = nullptr;
  std::int64_t* episode_out_ = nullptr;
  std::int32_t* count_out_ = nullptr;
};

// The module's _ENV_SPEC (action bound, move features, observation size) and _TENSOR_BLOCKS (the
// observation's blocks, or None for a game without an observation encoding).
template <class B>
void bind_env_spec(py::module_& m) {
  using E = typename B::Encoding;
  py::dict spec;
  spec["max_actions"] = E::kMaxActions;
  spec["move_features"] = E::kMoveFeatures;
  if constexpr (EncodesObservation<B>) {
    spec["observation_size"] = observation_size<E>;
    // how a dataset's decisions table stores the tensor (compact_tensor.h), and each block's scale
    spec["observation_dtype"] = ObservationStore<B>::kBytes ? "uint8" : "float32";
    py::list scales;
    for (const TensorBlock& block : E::kObservationBlocks) scales.append(block.scale);
    spec["observation_scales"] = scales;
    py::list blocks;
    for (const TensorBlock& block : E::kObservationBlocks) {
      blocks.append(py::make_tuple(block.name, block.size, block.low, block.high, block.doc));
    }
    m.attr("_TENSOR_BLOCKS") = blocks;
  } else {
    spec["observation_size"] = py::none();
    spec["observation_dtype"] = py::none();
    spec["observation_scales"] = py::none();
    m.attr("_TENSOR_BLOCKS") = py::none();
  }
  m.attr("_ENV_SPEC") = spec;
}

// The per-state helpers of the environment: the action list, move features, move classes and the
// deal's rewards.
template <class B>
void bind_env_moves(py::module_& m) {
  using G = typename B::G;
  using E = typename B::Encoding;
  using S = PyState<G>;
  m.def("_env_actions", [](S& s, int bound) {
    if (bound < 1) throw InvalidOptionError("max_actions must be >= 1");
    typename G::MoveList out, scratch;
    if (!G::is_terminal(s.state())) action_moves<G>(s.state(), static_cast<std::size_t>(bound), out, scratch);
    return LegalMoves<G>::of(std::move(out));
  }, py::arg("state"), py::arg("max_actions"),
  "The action list: choice moves in order; past the bound, the candidate shortlist first, then the rest, cut.");
  m.def("_move_features", [](const LegalMoves<G>& moves, int rows) {
    if (rows < static_cast<int>(moves.size())) throw InvalidOptionError("rows must be at least the number of moves");
    py::array_t<std::uint8_t> out({static_cast<py::ssize_t>(rows), static_cast<py::ssize_t>(E::kMoveFeatures)});
    std::fill(out.mutable_data(), out.mutable_data() + out.size(), std::uint8_t{0});
    write_move_features<B>(moves.list(), out.mutable_data());
    return out;
  }, py::arg("moves"), py::arg("rows"), "uint8 [rows, move_features]: one row per move, zero rows after.");
  m.def("_move_class", [](const S& s, const py::handle& move) {
    return G::move_class(s.state(), B::to_move(move));
  }, py::arg("state"), py::arg("move"),
  "The class of `move` in `state`: moves of one class are the same decision to the search bots (e.g. suit variants where suits do not matter).");
  m.def("_deal_rewards", [](const S& s) {
    const auto r = deal_rewards<B>(s.state());
    return std::vector<double>(r.begin(), r.end());
  }, py::arg("state"), "Per seat, the payoff in -1..1 of the deal that just ended (the search bots' reward).");
}

// The native observation encoder and the C++-stepped batch of matches (games with an encoding only).
template <class B>
  requires EncodesObservation<B>
void bind_env_observations(py::module_& m) {
  using E = typename B::Encoding;
  using S = PyState<typename B::G>;
  m.def("_encode_observation", [](const S& s, const py::handle& seat) {
    py::array_t<float> out(static_cast<py::ssize_t>(observation_size<E>));
    std::fill(out.mutable_data(), out.mutable_data() + out.size(), 0.0f);
    E::observation(s.observation(to_seat(seat)), out.mutable_data());
    return out;
  }, py::arg("state"), py::arg("seat"), "The native observation tensor (equal to Observation.tensor()).");
  using Batch = EnvBatch<B>;
  py::class_<Batch>(m, "_EnvBatch", "N matches stepped in C++, one learning seat each (see paiju.env.vector).")
      .def(py::init<const py::dict&, int, const py::object&, int, const std::vector<std::string>&, bool, int, int>(),
           py::arg("options"), py::arg("count"), py::arg("seed"), py::arg("seat"), py::arg("opponents"),
           py::arg("deal_rewards"), py::arg("max_actions"), py::arg("threads"))
      .def("reset", &Batch::reset)
      .def("step", &Batch::step, py::arg("actions"))
      .def("actions", &Batch::actions, py::arg("index"))
      .def("match_seed", &Batch::match_seed, py::arg("index"))
      .def("__len__", &Batch::size)
      .def_property_readonly("observations", &Batch::observations)
      .def_property_readonly("masks", &Batch::masks)
      .def_property_readonly("features", &Batch::features)
      .def_property_readonly("rewards", &Batch::rewards)
      .def_property_readonly("terminated", &Batch::terminated)
      .def_property_readonly("episodes", &Batch::episodes)
      .def_property_readonly("counts", &Batch::counts);
}

// Binds the environment support of the game of traits B into its module (after bind_game).
template <class B>
void bind_env(py::module_& m) {
  bind_env_spec<B>(m);
  bind_env_moves<B>(m);
  if constexpr (EncodesObservation<B>) bind_env_observations<B>(m);
  bind_simulation_rows<B>(m);
}

}  // namespace paiju::bindings
