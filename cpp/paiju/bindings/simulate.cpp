// Python bindings of batch simulation: a Simulation runs on a C++ thread (its workers never
// hold the GIL, except to call a Python bot), while Python polls its progress.
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <atomic>
#include <memory>
#include <thread>

#include "paiju/bindings/guandan_convert.h"
#include "paiju/bindings/guandan_observation.h"
#include "paiju/bindings/liangfutou_convert.h"
#include "paiju/core/errors.h"
#include "paiju/games/guandan/simulation.h"
#include "paiju/games/liangfutou/move_notation.h"
#include "paiju/games/liangfutou/simulation.h"

namespace paiju::bindings {
namespace {

using namespace guandan_convert;
using guandan::GuandanBot;

// A Python callable bot(observation, legal_moves) -> move, called with the GIL held. The
// observation is that of State.observation without the history of plays.
class PythonBot final : public GuandanBot {
 public:
  explicit PythonBot(std::shared_ptr<py::object> fn) : fn_(std::move(fn)) {}
  Move choose(const guandan::State& state, const MoveList& legal, Rng&) override {
    py::gil_scoped_acquire gil;
    py::dict obs = observation_base(state, state.current_player());
    obs["plays"] = py::list();
    obs["gave"] = py::none();
    obs["received"] = py::none();
    const py::object observation = py::module_::import("paiju.guandan").attr("Observation")(obs);
    py::list moves;
    for (const Move& m : legal) moves.append(m);
    const py::object answer = (*fn_)(observation, moves);
    const Move move = to_move(answer);
    if (std::find(legal.begin(), legal.end(), move) == legal.end()) {
      throw IllegalMoveError("Python bot chose " + guandan::format_move(move) + ", which is not legal here");
    }
    return move;
  }
  std::unique_ptr<GuandanBot> clone() const override { return std::make_unique<PythonBot>(fn_); }
  std::string name() const override { return "python"; }
  bool needs_python() const override { return true; }

 private:
  std::shared_ptr<py::object> fn_;  // shared by clones; released with the GIL held
};

// A Python callable playing Liangfutou: bot(observation, legal_moves) -> move, with the GIL.
class LiangfutouPythonBot final : public liangfutou::LiangfutouBot {
 public:
  explicit LiangfutouPythonBot(std::shared_ptr<py::object> fn) : fn_(std::move(fn)) {}
  liangfutou::Move choose(const liangfutou::State& state, const liangfutou::MoveList& legal, Rng&) override {
    py::gil_scoped_acquire gil;
    const py::object observation = py::module_::import("paiju.liangfutou")
                                       .attr("Observation")(liangfutou_observation(state, state.current_player()));
    py::list moves;
    for (const auto& m : legal) moves.append(m);
    const py::object answer = (*fn_)(observation, moves);
    liangfutou::Move move;
    if (py::isinstance<liangfutou::Move>(answer)) move = answer.cast<liangfutou::Move>();
    else if (py::isinstance<py::str>(answer)) move = liangfutou::parse_move(answer.cast<std::string>());
    else throw IllegalMoveError("a Python bot must return a Move or its text, got " + repr_of(answer));
    if (std::find(legal.begin(), legal.end(), move) == legal.end()) {
      throw IllegalMoveError("Python bot chose " + liangfutou::format_move(move) + ", which is not legal here");
    }
    return move;
  }
  std::unique_ptr<liangfutou::LiangfutouBot> clone() const override { return std::make_unique<LiangfutouPythonBot>(fn_); }
  std::string name() const override { return "python"; }
  bool needs_python() const override { return true; }

 private:
  std::shared_ptr<py::object> fn_;
};

std::shared_ptr<py::object> hold_python(const py::handle& fn) {
  return std::shared_ptr<py::object>(new py::object(py::reinterpret_borrow<py::object>(fn)), [](py::object* o) {
    py::gil_scoped_acquire gil;
    delete o;
  });
}

// What a game's simulation binding needs: its setup/result/bot types, its rules from options,
// its bots from specs, its runner, and how its results become numpy arrays.
struct GuandanTraits {
  using Setup = guandan::SimulationSetup;
  using Result = guandan::EpisodeResult;
  using Bot = GuandanBot;
  static auto rules(const py::dict& options) { return to_rules("competition", options); }
  static std::unique_ptr<Bot> bot(const std::string& spec) { return guandan::make_bot(spec); }
  static std::unique_ptr<Bot> python_bot(const py::handle& fn) { return std::make_unique<PythonBot>(hold_python(fn)); }
  static void run(const Setup& setup, const std::vector<std::unique_ptr<Bot>>& bots, int threads,
                  search::RunControl& control, std::vector<Result>& results) {
    guandan::run_simulation(setup, bots, threads, control, results);
  }
  static py::dict arrays(const std::vector<Result>& results);
};

struct LiangfutouTraits {
  using Setup = liangfutou::SimulationSetup;
  using Result = liangfutou::EpisodeResult;
  using Bot = liangfutou::LiangfutouBot;
  static auto rules(const py::dict& options) { return liangfutou_rules_from(options); }
  static std::unique_ptr<Bot> bot(const std::string& spec) { return liangfutou::make_bot(spec); }
  static std::unique_ptr<Bot> python_bot(const py::handle& fn) {
    return std::make_unique<LiangfutouPythonBot>(hold_python(fn));
  }
  static void run(const Setup& setup, const std::vector<std::unique_ptr<Bot>>& bots, int threads,
                  search::RunControl& control, std::vector<Result>& results) {
    liangfutou::run_simulation(setup, bots, threads, control, results);
  }
  static py::dict arrays(const std::vector<Result>& results);
};

template <class Traits>
class Simulation {
 public:
  Simulation(const py::dict& options, const py::object& seed, bool whole_matches, long long episodes, int repeats,
             const std::vector<std::array<int, 4>>& seating, const py::list& bots, int threads)
      : threads_(threads) {
    if (episodes < 1 || repeats < 1 || seating.empty()) {
      throw InvalidOptionError("a simulation needs episodes >= 1, repeats >= 1 and a seating");
    }
    if (threads < 0) throw InvalidOptionError("threads must be 0 (all cores) or more");
    setup_.rules = Traits::rules(options);
    setup_.seed = to_seed(seed);
    setup_.whole_matches = whole_matches;
    setup_.episodes = static_cast<std::size_t>(episodes);
    setup_.repeats = static_cast<std::size_t>(repeats);
    for (const py::handle bot : bots) {
      if (py::isinstance<py::str>(bot)) {
        prototypes_.push_back(Traits::bot(bot.cast<std::string>()));
      } else if (PyCallable_Check(bot.ptr())) {
        prototypes_.push_back(Traits::python_bot(bot));
        has_python_ = true;
      } else {
        throw InvalidOptionError("a bot is a spec string such as 'heuristic' or a callable, got " + repr_of(bot));
      }
    }
    for (const auto& seats : seating) {
      std::array<std::uint8_t, 4> row{};
      for (int s = 0; s < 4; ++s) {
        if (seats[s] < 0 || seats[s] >= static_cast<int>(prototypes_.size())) {
          throw InvalidOptionError("seating names a bot that does not exist");
        }
        row[s] = static_cast<std::uint8_t>(seats[s]);
      }
      setup_.seating.push_back(row);
    }
  }
  ~Simulation() {
    control_.stop.store(true);
    if (runner_.joinable()) {
      py::gil_scoped_release release;
      runner_.join();
    }
  }

  void start() {
    if (started_) throw PaijuError("this simulation has already started");
    started_ = true;
    // With Python bots, one worker: they serialize on the GIL anyway.
    const int threads = has_python_ ? 1 : threads_;
    runner_ = std::thread([this, threads] {
      try {
        Traits::run(setup_, prototypes_, threads, control_, results_);
      } catch (...) {
        error_ = std::current_exception();
      }
      finished_.store(true);
    });
  }
  std::size_t completed() const { return control_.completed.load(); }
  bool finished() const { return finished_.load(); }
  void stop() { control_.stop.store(true); }
  // Waits up to `seconds` (GIL released); true when the run has ended.
  bool wait(double seconds) {
    py::gil_scoped_release release;
    const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (!finished_.load() && std::chrono::steady_clock::now() < until) {
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return finished_.load();
  }
  py::dict results() {
    if (!finished_.load()) throw PaijuError("the simulation is still running");
    if (runner_.joinable()) runner_.join();
    if (error_) std::rethrow_exception(error_);
    return Traits::arrays(results_);
  }

 private:
  typename Traits::Setup setup_;
  std::vector<std::unique_ptr<typename Traits::Bot>> prototypes_;
  search::RunControl control_;
  std::vector<typename Traits::Result> results_;
  std::thread runner_;
  std::exception_ptr error_;
  std::atomic<bool> finished_{false};
  bool started_ = false;
  bool has_python_ = false;
  int threads_;
};

py::dict GuandanTraits::arrays(const std::vector<Result>& results) {
    const auto n = static_cast<py::ssize_t>(results.size());
    py::array_t<std::int8_t> finish({n, py::ssize_t{4}}), levels({n, py::ssize_t{2}});
    py::array_t<std::int8_t> winner(n), gain(n), leader(n);
    py::array_t<std::int32_t> decisions(n), bombs(n), deals(n);
    py::array_t<bool> done(n);
    auto f = finish.mutable_unchecked<2>();
    auto l = levels.mutable_unchecked<2>();
    auto w = winner.mutable_unchecked<1>();
    auto g = gain.mutable_unchecked<1>();
    auto ld = leader.mutable_unchecked<1>();
    auto dc = decisions.mutable_unchecked<1>();
    auto b = bombs.mutable_unchecked<1>();
    auto dl = deals.mutable_unchecked<1>();
    auto d = done.mutable_unchecked<1>();
    for (py::ssize_t i = 0; i < n; ++i) {
      const auto& r = results[static_cast<std::size_t>(i)];
      for (int s = 0; s < 4; ++s) f(i, s) = r.finish[s];
      l(i, 0) = r.levels[0];
      l(i, 1) = r.levels[1];
      w(i) = r.winner;
      g(i) = r.gain;
      ld(i) = r.leader;
      dc(i) = r.decisions;
      b(i) = r.bombs;
      dl(i) = r.deals;
      d(i) = r.done;
    }
    py::dict out;
    out["finish_order"] = finish;
    out["levels"] = levels;
    out["winner"] = winner;
    out["levels_gained"] = gain;
    out["leader"] = leader;
    out["moves"] = decisions;
    out["bombs"] = bombs;
    out["deals"] = deals;
    out["done"] = done;
    return out;
}

py::dict LiangfutouTraits::arrays(const std::vector<Result>& results) {
  const auto n = static_cast<py::ssize_t>(results.size());
  py::array_t<std::int8_t> finish({n, py::ssize_t{4}}), caller(n), solo(n), result(n);
  py::array_t<std::int32_t> payments({n, py::ssize_t{4}}), decisions(n), bombs(n), deals(n);
  py::array_t<bool> done(n);
  auto f = finish.mutable_unchecked<2>();
  auto p = payments.mutable_unchecked<2>();
  auto c = caller.mutable_unchecked<1>();
  auto so = solo.mutable_unchecked<1>();
  auto r = result.mutable_unchecked<1>();
  auto dc = decisions.mutable_unchecked<1>();
  auto b = bombs.mutable_unchecked<1>();
  auto dl = deals.mutable_unchecked<1>();
  auto d = done.mutable_unchecked<1>();
  for (py::ssize_t i = 0; i < n; ++i) {
    const auto& e = results[static_cast<std::size_t>(i)];
    for (int s = 0; s < 4; ++s) {
      f(i, s) = e.finish[s];
      p(i, s) = e.payments[s];
    }
    c(i) = e.caller;
    so(i) = e.solo;
    r(i) = e.result;
    dc(i) = e.decisions;
    b(i) = e.bombs;
    dl(i) = e.deals;
    d(i) = e.done;
  }
  py::dict out;
  out["finish_order"] = finish;
  out["payments"] = payments;
  out["caller"] = caller;
  out["solo"] = solo;
  out["result"] = result;
  out["moves"] = decisions;
  out["bombs"] = bombs;
  out["deals"] = deals;
  out["done"] = done;
  return out;
}

template <class Traits>
void bind_simulation_class(py::module_& m) {
  py::class_<Simulation<Traits>>(m, "_Simulation", "A batch of episodes run on C++ threads (see paiju.simulate).")
      .def(py::init<const py::dict&, const py::object&, bool, long long, int, const std::vector<std::array<int, 4>>&,
                    const py::list&, int>(),
           py::arg("options"), py::arg("seed"), py::arg("whole_matches"), py::arg("episodes"), py::arg("repeats"),
           py::arg("seating"), py::arg("bots"), py::arg("threads"))
      .def("start", &Simulation<Traits>::start)
      .def("completed", &Simulation<Traits>::completed)
      .def("finished", &Simulation<Traits>::finished)
      .def("stop", &Simulation<Traits>::stop)
      .def("wait", &Simulation<Traits>::wait, py::arg("seconds"))
      .def("results", &Simulation<Traits>::results);
}

}  // namespace

void bind_simulate(py::module_& parent) {
  py::module_ m = parent.attr("guandan").cast<py::module_>();
  bind_simulation_class<GuandanTraits>(m);
  m.def("_check_bot", [](const std::string& spec) { return guandan::make_bot(spec)->name(); }, py::arg("spec"),
        "Validate a bot spec; returns the bot's name.");
  py::module_ lf = parent.attr("liangfutou").cast<py::module_>();
  bind_simulation_class<LiangfutouTraits>(lf);
  lf.def("_check_bot", [](const std::string& spec) { return liangfutou::make_bot(spec)->name(); }, py::arg("spec"));
}

}  // namespace paiju::bindings
