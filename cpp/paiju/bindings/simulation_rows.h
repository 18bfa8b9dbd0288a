// The per-decision tables of a simulation run with records (python/paiju/dataset_writer.py
// writes them), as numpy arrays; text, bytes and variable-length lists as Arrow's buffers (an
// offsets array and the values), so that Python wraps them without a per-row object:
//
//   moves: per finished episode its match seed; per decision its seat, deal index and phase, the move as text (G::format_move) and as packed
//     bytes (the game's write_move, core/move_bytes.h), the size of the legal list the bot
//     chose from and the time it took to choose;
//   decisions (for learning): per decision, replayed from the episode's match seed, the
//     decider's observation tensor (B::Encoding::observation; stored as compact_tensor.h
//     says: uint8 when the game's layout allows it exactly, else float32), its action list (action_list.h:
//     the action space of paiju.env) as per-move features, the index of the chosen move in it,
//     the chosen move's features, and the outcome for the decider: the payoff of the deal
//     (G::reward, -1..1) and the match's returns when the episode ended (G::returns).
//
// Rows follow the episodes' order, an episode's in play order, whatever the number of threads
// that built them. bind_simulation_rows<B> adds both to the game's _Simulation (bind_env calls it).
#pragma once

#include <pybind11/numpy.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "paiju/bindings/action_list.h"
#include "paiju/bindings/compact_tensor.h"
#include "paiju/bindings/game_binding.h"
#include "paiju/bindings/packed_record.h"
#include "paiju/bindings/tensor_layout.h"

namespace paiju::bindings {

// A numpy array of `values` (copied).
template <class T>
py::array_t<T> numpy_of(const std::vector<T>& values) {
  py::array_t<T> out(static_cast<py::ssize_t>(values.size()));
  if (!values.empty()) std::memcpy(out.mutable_data(), values.data(), values.size() * sizeof(T));
  return out;
}

// Strings or byte strings as Arrow lays them out: int32 offsets (one more than the values) and
// the bytes one after the other.
struct ByteColumn {
  std::vector<std::int32_t> offsets{0};
  std::string bytes;

  void finish_value() {
    if (bytes.size() > static_cast<std::size_t>(INT32_MAX)) throw PaijuError("a text column outgrew 2 GiB: use smaller shards");
    offsets.push_back(static_cast<std::int32_t>(bytes.size()));
  }
  py::tuple to_python() const {
    py::array_t<std::uint8_t> values(static_cast<py::ssize_t>(bytes.size()));
    if (!bytes.empty()) std::memcpy(values.mutable_data(), bytes.data(), bytes.size());
    return py::make_tuple(numpy_of(offsets), values);
  }
};

// The moves table of every finished episode of the run, in episode order.
template <class B>
py::dict move_rows(Simulation<B>& sim) {
  using G = typename B::G;
  std::vector<std::int8_t> seats;
  std::vector<std::int16_t> deals;
  std::vector<std::uint32_t> legal;
  std::vector<float> think_us;
  std::vector<std::uint64_t> match_seeds;
  ByteColumn text, code, phase;
  const auto& setup = sim.setup();
  const auto& records = sim.episode_records();
  for (std::size_t i = 0; i < records.size(); ++i) {
    const auto& record = records[i];
    if (!record.done) continue;
    match_seeds.push_back(game::deal_seed(setup.seed, G::kDealSalt, setup.deal_of(setup.first + i)));
    for (const auto& step : record.history) {
      seats.push_back(step.seat);
      deals.push_back(step.deal);
      text.bytes += G::format_move(step.move);
      text.finish_value();
      ByteWriter writer(code.bytes);
      write_move(step.move, writer);
      code.finish_value();
    }
    for (const std::string_view name : record.phases) {
      phase.bytes += name;
      phase.finish_value();
    }
    legal.insert(legal.end(), record.legal_counts.begin(), record.legal_counts.end());
    think_us.insert(think_us.end(), record.think_us.begin(), record.think_us.end());
  }
  py::dict out;
  out["match_seed"] = numpy_of(match_seeds);  // per finished episode
  out["seat"] = numpy_of(seats);
  out["deal_index"] = numpy_of(deals);
  out["legal"] = numpy_of(legal);
  out["think_us"] = numpy_of(think_us);
  out["move"] = text.to_python();
  out["code"] = code.to_python();
  out["phase"] = phase.to_python();
  return out;
}

// The decisions rows of episodes [begin, end) of the run (see the top of the file), built on
// the run's threads with the GIL released: each thread replays whole episodes into the rows
// they own (fixed-size columns) and its own buffer (the action lists' features).
template <class B>
class DecisionRows {
 public:
  using G = typename B::G;
  using E = typename B::Encoding;
  static constexpr auto kWidth = static_cast<std::size_t>(observation_size<E>);
  static constexpr auto kFeatures = static_cast<std::size_t>(E::kMoveFeatures);
  using Store = ObservationStore<B>;
  using Value = typename Store::Value;
  static constexpr std::size_t kReservedMoves = 48;  // per row, to grow an episode's features rarely

  DecisionRows(Simulation<B>& sim, std::size_t begin, std::size_t end, std::size_t bound)
      : records_(sim.episode_records()), setup_(sim.setup()), begin_(begin), bound_(bound) {
    if (begin > end || end > records_.size()) throw InvalidOptionError("the episode window is outside the run");
    if (bound < 1) throw InvalidOptionError("max_actions must be >= 1");
    first_row_.push_back(0);
    for (std::size_t e = begin; e < end; ++e) first_row_.push_back(first_row_.back() + records_[e].history.size());
    const auto rows = static_cast<py::ssize_t>(first_row_.back());
    seat_ = py::array_t<std::int8_t>(rows);
    observation_ = py::array_t<Value>({rows, static_cast<py::ssize_t>(kWidth)});
    action_ = py::array_t<std::int32_t>(rows);
    legal_ = py::array_t<std::int32_t>(rows);
    action_features_ = py::array_t<std::uint8_t>({rows, static_cast<py::ssize_t>(kFeatures)});
    reward_ = py::array_t<float>(rows);
    match_return_ = py::array_t<float>(rows);
    features_.resize(end - begin);
  }

  py::dict build(int threads) {
    Out out{seat_.mutable_data(), observation_.mutable_data(), action_.mutable_data(), legal_.mutable_data(),
            action_features_.mutable_data(), reward_.mutable_data(), match_return_.mutable_data()};
    {
      py::gil_scoped_release release;
      game::RunControl control;
      game::run_parallel_rethrowing(features_.size(), threads, control, [&] {
        return [&, scratch = std::make_shared<Scratch>()](std::size_t k) {
          replay(k, out, *scratch);
          return true;
        };
      });
    }
    return to_python();
  }

 private:
  struct Out {
    std::int8_t* seat;
    Value* observation;
    std::int32_t* action;
    std::int32_t* legal;
    std::uint8_t* action_features;
    float* reward;
    float* match_return;
  };
  struct Scratch {
    typename G::MoveList actions, spare;
    game::History<typename G::Move> deal_history;
    std::array<float, kWidth> tensor;
  };

  // Replays episode begin + k into its rows.
  void replay(std::size_t k, const Out& out, Scratch& scratch) {
    const auto& record = records_[begin_ + k];
    const std::size_t index = setup_.first + begin_ + k;
    typename G::State state = G::new_match(setup_.rules, game::deal_seed(setup_.seed, G::kDealSalt, setup_.deal_of(index)));
    std::vector<std::uint8_t>& features = features_[k];
    features.reserve(record.history.size() * kReservedMoves * kFeatures);
    scratch.deal_history.clear();
    std::size_t row = first_row_[k], deal_start = row;
    for (const auto& step : record.history) {
      if (G::is_terminal(state) || G::current_player(state) != step.seat) {
        throw PaijuError("episode " + std::to_string(index) + " does not replay from its seed");
      }
      action_moves<G>(state, bound_, scratch.actions, scratch.spare);
      scratch.tensor.fill(0.0f);
      E::observation(G::observe(state, scratch.deal_history, step.seat), scratch.tensor.data());
      Store::store(scratch.tensor.data(), out.observation + row * kWidth);
      const auto at = std::find(scratch.actions.begin(), scratch.actions.end(), step.move);
      out.action[row] = at == scratch.actions.end() ? -1 : static_cast<std::int32_t>(at - scratch.actions.begin());
      out.legal[row] = static_cast<std::int32_t>(scratch.actions.size());
      out.seat[row] = step.seat;
      E::move_features(step.move, out.action_features + row * kFeatures);
      const std::size_t used = features.size();
      features.resize(used + scratch.actions.size() * kFeatures);
      write_move_features<B>(scratch.actions, features.data() + used);
      const int deal = state.deal_index();
      scratch.deal_history.push_back(step);
      G::apply(state, step.move);
      ++row;
      if (G::is_terminal(state) || state.deal_index() != deal) {
        for (; deal_start < row; ++deal_start) out.reward[deal_start] = static_cast<float>(G::reward(state, out.seat[deal_start]));
        scratch.deal_history.clear();
      }
    }
    for (; deal_start < row; ++deal_start) out.reward[deal_start] = NAN;  // an episode that ended inside a deal
    const auto returns = G::returns(state);
    for (std::size_t r = first_row_[k]; r < row; ++r) {
      out.match_return[r] = static_cast<float>(returns[static_cast<std::size_t>(out.seat[r])]);
    }
  }

  // The action lists' features concatenated in row order, with their per-row offsets (in moves).
  py::dict to_python() {
    std::size_t total = 0;
    for (const auto& part : features_) total += part.size();
    if (total / kFeatures > static_cast<std::size_t>(INT32_MAX)) throw PaijuError("too many legal moves in one batch");
    py::array_t<std::uint8_t> legal_features(static_cast<py::ssize_t>(total));
    std::uint8_t* at = legal_features.mutable_data();
    for (auto& part : features_) {
      if (!part.empty()) std::memcpy(at, part.data(), part.size());
      at += part.size();
      std::vector<std::uint8_t>().swap(part);
    }
    const auto rows = static_cast<py::ssize_t>(first_row_.back());
    py::array_t<std::int32_t> offsets(rows + 1);
    std::int32_t* offset = offsets.mutable_data();
    offset[0] = 0;
    const std::int32_t* legal = legal_.data();
    for (py::ssize_t r = 0; r < rows; ++r) offset[r + 1] = offset[r] + legal[r];
    py::dict out;
    out["seat"] = seat_;
    out["observation"] = observation_;
    out["action"] = action_;
    out["legal"] = legal_;
    out["action_features"] = action_features_;
    out["reward"] = reward_;
    out["match_return"] = match_return_;
    out["legal_features"] = py::make_tuple(offsets, legal_features);
    return out;
  }

  const std::vector<game::EpisodeRecord<G>>& records_;
  const game::SimulationSetup<typename G::Rules>& setup_;
  std::size_t begin_, bound_;
  std::vector<std::size_t> first_row_;  // per episode of the window, then the total
  std::vector<std::vector<std::uint8_t>> features_;  // per episode; each thread fills its own
  py::array_t<std::int8_t> seat_;
  py::array_t<Value> observation_;
  py::array_t<std::int32_t> action_, legal_;
  py::array_t<std::uint8_t> action_features_;
  py::array_t<float> reward_, match_return_;
};

// Adds _Simulation.move_rows() and, for a game with an observation tensor,
// _Simulation.decision_rows(begin, end, max_actions) (bind_env calls it, after bind_game).
template <class B>
void bind_simulation_rows(py::module_& m) {
  using G = typename B::G;
  using Sim = Simulation<B>;
  auto sim = py::reinterpret_borrow<py::class_<Sim>>(m.attr("_Simulation"));
  if constexpr (PacksMoves<G>) {
    sim.def("move_rows", &move_rows<B>, "The moves table of a run made with records=True (simulation_rows.h).");
  }
  if constexpr (EncodesObservation<B>) {
    sim.def("decision_rows", [](Sim& s, std::size_t begin, std::size_t end, std::size_t max_actions) {
      if (!s.setup().keep_records) throw InvalidOptionError("decision rows need a simulation made with records=True");
      return DecisionRows<B>(s, begin, end, max_actions).build(s.threads());
    }, py::arg("begin"), py::arg("end"), py::arg("max_actions"),
    "The decisions rows of episodes [begin, end) of a run made with records=True (simulation_rows.h).");
  }
}

}  // namespace paiju::bindings
