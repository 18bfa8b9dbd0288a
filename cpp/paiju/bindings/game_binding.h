// Python bindings for any game of the game layer (game/concept.h): bind_game<B>(module) binds
// the lazy LegalMoves sequence, State (every member the games share), replay, the bot entry
// point, options and presets from the game's option table, and batch simulation with C++ and
// Python callable bots. A game's own binding file supplies B, a small traits type:
//
//   using G = <the game's traits>;
//   static py::dict observation(const G::Observation&)     the observation's fields for Python
//   static G::Move to_move(const py::handle&)              a Move, its text (or other notations)
//   static PyState<G> new_deal(const G::Rules&, const py::dict& deal)
//                                                          a deal from given hands etc. (records
//                                                          without a seed replay through it)
//   static std::string table(const PyState<G>&)            str(state): a readable table
//
// and adds what is particular to the game to the classes bind_game returns. Besides the one-shot
// bot entry point (_bot_move: a new bot per call), _Player keeps one bot from decision to
// decision, as batch simulation does (paiju.bots.make).
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <climits>
#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include "paiju/bindings/bindings.h"
#include "paiju/bindings/bot_kinds_binding.h"
#include "paiju/bindings/fast_step.h"
#include "paiju/bindings/raw_methods.h"
#include "paiju/bindings/record_replay.h"
#include "paiju/bindings/tensor_layout.h"
#include "paiju/bindings/value_examples.h"
#include "paiju/core/errors.h"
#include "paiju/game/concept.h"
#include "paiju/game/simulation.h"

namespace paiju::bindings {

// ---------------------------------------------------------------------------------------------
// Options

inline game::OptionValue option_value(const py::handle& value) {
  if (py::isinstance<py::bool_>(value)) return value.cast<bool>();
  if (py::isinstance<py::int_>(value)) {
    const auto number = int_within(value, LLONG_MIN, LLONG_MAX);
    if (number) return *number;
    return std::monostate{};  // too large: not an allowed value
  }
  if (py::isinstance<py::str>(value)) return text_of(value);
  return std::monostate{};
}

inline py::object to_python(const game::OptionValue& value) {
  if (const auto* b = std::get_if<bool>(&value)) return py::bool_(*b);
  if (const auto* n = std::get_if<long long>(&value)) return py::int_(*n);
  if (const auto* s = std::get_if<std::string>(&value)) return py::str(*s);
  return py::none();
}

// A preset name plus option overrides; InvalidOptionError names a bad preset, option or value.
template <class G>
typename G::Rules rules_from(const std::string& preset, const py::dict& options) {
  const auto& table = G::option_table();
  typename G::Rules rules = table.preset(preset);
  for (const auto& [key, value] : options) {
    if (!py::isinstance<py::str>(key)) throw InvalidOptionError("option names are strings, got " + repr_of(key));
    table.set(rules, text_of(key), option_value(value), repr_of(value));
  }
  return rules;
}

// The game's default preset (its option table's first) plus option overrides.
template <class G>
typename G::Rules default_rules_from(const py::dict& options) {
  return rules_from<G>(std::string(G::option_table().default_preset()), options);
}

template <class G>
py::dict rules_to_dict(const typename G::Rules& rules) {
  py::dict out;
  for (const auto& option : G::option_table().options()) out[py::str(std::string(option.name))] = to_python(option.get(rules));
  return out;
}

// Every option of the table as a dict: name, type, allowed, doc, default, presets (preset -> value).
template <class G>
py::list option_rows() {
  const auto& table = G::option_table();
  py::list rows;
  for (const auto& option : table.options()) {
    py::dict row;
    row["name"] = std::string(option.name);
    constexpr const char* kTypes[] = {"bool", "int", "choice", "rank", "ranks"};
    row["type"] = kTypes[static_cast<int>(option.type)];
    row["allowed"] = game::allowed_text(option);
    row["doc"] = std::string(option.doc);
    py::list choices;
    for (auto choice : option.choices) choices.append(std::string(choice));
    row["choices"] = choices;
    if (option.type == game::OptionType::Int) row["range"] = py::make_tuple(option.low, option.high);
    row["default"] = to_python(option.get(table.preset(table.default_preset())));
    py::dict presets;
    for (const auto& preset : table.presets()) presets[py::str(std::string(preset.name))] = to_python(option.get(preset.make()));
    row["presets"] = presets;
    row["absent_from_record"] = to_python(option.absent_from_record);
    rows.append(row);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// LegalMoves and State

// The legal moves of a position, held in C++; Move objects are built only when touched.
template <class G>
class LegalMoves {
 public:
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;
  explicit LegalMoves(std::shared_ptr<const MoveList> moves) : moves_(std::move(moves)) {}
  static LegalMoves of(MoveList&& moves) { return LegalMoves(std::make_shared<const MoveList>(std::move(moves))); }
  std::size_t size() const { return moves_->size(); }
  Move at(py::ssize_t index) const {
    const auto n = static_cast<py::ssize_t>(moves_->size());
    if (index < 0) index += n;
    if (index < 0 || index >= n) throw py::index_error("legal move index out of range");
    return (*moves_)[static_cast<std::size_t>(index)];
  }
  bool contains(const Move& move) const { return std::find(moves_->begin(), moves_->end(), move) != moves_->end(); }
  const MoveList& list() const { return *moves_; }

 private:
  std::shared_ptr<const MoveList> moves_;
};

// A match State plus what the Python API needs around it: the public history (observations,
// records), how it started (a seed, or a deal dict), and a cache of the current legal moves.
template <class G>
class PyState {
 public:
  using State = typename G::State;
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;
  using Rules = typename G::Rules;

  static PyState new_match(const Rules& rules, std::uint64_t seed) {
    PyState s;
    s.rules_ = rules;
    s.seed_ = seed;
    s.state_ = G::new_match(rules, seed);
    s.start_ = s.state_;
    return s;
  }
  // A state set up by the game's binding from a deal (normalized: it is written to records).
  static PyState from_deal(const Rules& rules, const State& state, py::dict deal) {
    PyState s;
    s.rules_ = rules;
    s.state_ = state;
    s.start_ = state;
    s.deal_ = std::move(deal);
    return s;
  }

  const State& state() const { return state_; }
  const Rules& rules() const { return rules_; }
  const game::History<Move>& history() const { return history_; }
  // The state the history starts from (bots that read the others' plays replay it).
  const State& start() const { return start_; }
  int world_of() const { return world_of_; }
  // How the match started: its seed, or else (a dealt State) its deal dict.
  const std::optional<std::uint64_t>& seed() const { return seed_; }
  const py::object& deal() const { return deal_; }

  LegalMoves<G> legal_moves() {
    current_moves();
    return LegalMoves<G>(cache_);
  }

  // The legal moves of the current position, generated once per position. The list is
  // regenerated in place when no LegalMoves view (and no clone) still holds it: stepping by
  // index allocates nothing.
  const MoveList& current_moves() {
    if (!fresh_) {
      if (cache_ && cache_.use_count() == 1) {
        cache_->clear();
      } else {
        cache_ = std::make_shared<MoveList>();
      }
      G::legal_moves(state_, *cache_);
      fresh_ = true;
    }
    return *cache_;
  }

  // Applies current_moves()[index], which the caller has checked is in range.
  void apply_listed(std::size_t index) { record_and_apply((*cache_)[index]); }

  // Back to a position of this state's own line: `state` as it was when the history held
  // `steps` steps (an undo of the moves applied since).
  void rewind(const State& state, std::size_t steps) {
    state_ = state;
    history_.resize(steps);
    fresh_ = false;
  }

  // Applies one of the legal moves (exactly the moves legal_moves() lists); IllegalMoveError
  // says why not and leaves the state unchanged.
  void apply(const Move& move) {
    if constexpr (search::ListsChoices<G>) {  // its why_illegal is exact; its lists can be huge
      const std::string why = G::why_illegal(state_, move);
      if (!why.empty()) throw IllegalMoveError(why);
    } else {
      check_listed(move);
    }
    record_and_apply(move);
  }

  // Applies a move the rules allow (G::why_illegal, without listing the legal moves): replay of
  // packed records, whose moves are checked against the legal lists only when asked to verify.
  void apply_lawful(const Move& move) {
    const std::string why = G::why_illegal(state_, move);
    if (!why.empty()) throw IllegalMoveError(why);
    record_and_apply(move);
  }

 private:
  void record_and_apply(const Move& move) {
    history_.push_back(game::Step<Move>{static_cast<std::int8_t>(G::current_player(state_)),
                                        static_cast<std::int16_t>(state_.deal_index()), move});
    G::apply(state_, move);
    fresh_ = false;
  }

  void check_listed(const Move& move) {
    current_moves();
    if (std::find(cache_->begin(), cache_->end(), move) == cache_->end()) {
      std::string why = G::why_illegal(state_, move);
      if (why.empty()) {  // e.g. another suit where suits do not matter: the list has its twin
        why = G::format_move(move) + " is not one of the legal moves (legal_moves() lists each play once)";
      }
      throw IllegalMoveError(why);
    }
  }

 public:

  // A world drawn for `seat`: hidden cards resampled, the history cut to what `seat` saw.
  PyState resampled(int seat, std::uint64_t seed) const {
    Rng rng(seed);
    PyState copy = *this;
    copy.state_ = G::determinize(state_, seat, rng);
    copy.fresh_ = false;
    copy.world_of_ = seat;
    copy.history_.clear();
    for (const auto& step : history_) {
      if (G::visible_to(state_, step, seat)) copy.history_.push_back(step);
    }
    return copy;
  }

  typename G::Observation observation(int seat) const { return G::observe(state_, history_, seat); }

  // What tells one match from another: the options and the seed, or the deal (a record's
  // start). Equal keys, equal starting states.
  py::tuple match_key() const {
    return py::make_tuple(rules_to_dict<G>(rules_), seed_ ? py::object(py::int_(*seed_)) : py::object(py::none()),
                          seed_ ? py::object(py::none()) : deal_);
  }

  py::dict to_record() const {
    if (world_of_ >= 0) {
      throw PaijuError("a resampled world has no record: its hidden hands were drawn for seat " +
                       std::to_string(world_of_) + ", not dealt from the seed");
    }
    py::dict record;
    record["game"] = G::kName;
    record["format"] = 1;
    record["options"] = rules_to_dict<G>(rules_);
    record["seed"] = seed_ ? py::object(py::int_(*seed_)) : py::object(py::none());
    record["deal"] = seed_ ? py::object(py::none()) : py::object(deal_);
    py::list moves;
    for (const auto& step : history_) moves.append(py::make_tuple(static_cast<int>(step.seat), G::format_move(step.move)));
    record["moves"] = moves;
    return record;
  }

 private:
  State state_{};
  Rules rules_{};
  game::History<Move> history_;
  std::optional<std::uint64_t> seed_;
  State start_{};
  py::object deal_ = py::none();
  std::shared_ptr<MoveList> cache_;  // the legal moves of state_ when fresh_
  bool fresh_ = false;
  int world_of_ = -1;
};

// B::to_move with its common case first: a Move object (exactly the bound class) is read without
// pybind11's per-call type lookups, which cost more than the rest of State.apply.
template <class B>
typename B::G::Move move_of(const py::handle& obj) {
  using Move = typename B::G::Move;
  static const py::detail::type_info* const info = py::detail::get_type_info(typeid(Move));
  if (info != nullptr && Py_TYPE(obj.ptr()) == info->type) {
    auto* instance = reinterpret_cast<py::detail::instance*>(obj.ptr());
    if (const void* value = instance->get_value_and_holder(info, false).value_ptr()) return *static_cast<const Move*>(value);
  }
  return B::to_move(obj);
}

inline int to_seat(const py::handle& obj, const char* what = "seat") {
  const auto seat = int_within(obj, 0, 3);
  if (!seat) throw InvalidOptionError(std::string(what) + " must be 0..3, got " + repr_of(obj));
  return static_cast<int>(*seat);
}

// The dict a game's Python Observation is built from: the game's fields and, for a game that
// declares its tensor, "_encoder", which writes that observation's tensor when called.
template <class B>
py::dict observation_fields(const typename B::G::Observation& observation) {
  py::dict fields = B::observation(observation);
  if constexpr (EncodesObservation<B>) {
    fields["_encoder"] = py::cpp_function([observation] {
      using E = typename B::Encoding;
      py::array_t<float> out(static_cast<py::ssize_t>(observation_size<E>));
      std::fill(out.mutable_data(), out.mutable_data() + out.size(), 0.0f);
      E::observation(observation, out.mutable_data());
      return out;
    });
  }
  return fields;
}

template <class B>
py::object observation_object(const typename B::G::Observation& observation) {
  return py::module_::import((std::string("paiju.") + B::G::kName).c_str()).attr("Observation")(observation_fields<B>(observation));
}

// ---------------------------------------------------------------------------------------------
// Batch simulation

// A Python callable bot(observation, legal_moves) -> move, called with the GIL held; it sees
// the same observation as State.observation, history included.
template <class B>
class PythonBot final : public search::Bot<typename B::G> {
 public:
  using G = typename B::G;
  explicit PythonBot(std::shared_ptr<py::object> fn) : fn_(std::move(fn)) {
    py::gil_scoped_acquire gil;
    follows_table_ = py::hasattr(*fn_, "on_episode_start") && py::hasattr(*fn_, "on_move") &&
                     py::hasattr(*fn_, "on_episode_end") && py::hasattr(*fn_, "choose_turn");
  }
  typename G::Move choose(const typename G::State& state, const typename G::MoveList& legal, Rng& rng) override {
    return choose_seen(state, {}, legal, rng);
  }
  typename G::Move choose_seen(const typename G::State& state, game::HistoryView<typename G::Move> history,
                               const typename G::MoveList& legal, Rng&) override {
    py::gil_scoped_acquire gil;
    if (follows_table_) {  // it knows the table already: only the seat to move
      const typename G::Move move = B::to_move(fn_->attr("choose_turn")(G::current_player(state)));
      typename G::MoveList all;
      if constexpr (search::ListsChoices<G>) G::legal_moves(state, all);
      else all = legal;
      if (std::find(all.begin(), all.end(), move) == all.end()) {
        throw IllegalMoveError("Python bot chose " + G::format_move(move) + ", which is not legal here");
      }
      return move;
    }
    const py::object observation = observation_object<B>(G::observe(state, history, G::current_player(state)));
    // Every legal move (a game's choice list may be a shortlist), as the lazy sequence
    // State.legal_moves() returns: Move objects are built only when the bot touches them.
    typename G::MoveList all;
    if constexpr (search::ListsChoices<G>) G::legal_moves(state, all);
    else all = legal;
    const auto moves = LegalMoves<G>::of(std::move(all));
    const typename G::Move move = B::to_move((*fn_)(observation, py::cast(moves)));
    if (!moves.contains(move)) {
      throw IllegalMoveError("Python bot chose " + G::format_move(move) + ", which is not legal here");
    }
    return move;
  }
  std::unique_ptr<search::Bot<G>> clone() const override { return std::make_unique<PythonBot>(fn_); }
  std::string name() const override { return "python"; }
  bool needs_python() const override { return true; }
  bool wants_history() const override { return true; }

  // A Python object with on_episode_start(state, seats, episode, episodes), on_move(seat, move),
  // on_episode_end() and choose_turn(seat) -> move follows the table: it is given the episode's
  // true starting State (a new match from the episode's seed) and every decision, to pass on
  // what its seats may see, and is asked for its seats' moves by seat alone.
  bool wants_events() const override { return follows_table_; }
  void on_episode_start(const typename G::Rules& rules, std::uint64_t match_seed, std::size_t episode,
                        std::size_t episodes, unsigned seats) override {
    py::gil_scoped_acquire gil;
    py::list seat_list;
    for (int s = 0; s < game::kTableSeats; ++s) {
      if (seats & (1u << s)) seat_list.append(s);
    }
    fn_->attr("on_episode_start")(PyState<G>::new_match(rules, match_seed), seat_list, episode, episodes);
  }
  void on_move(int seat, const typename G::Move& move) override {
    py::gil_scoped_acquire gil;
    fn_->attr("on_move")(seat, move);
  }
  void on_episode_end() override {
    py::gil_scoped_acquire gil;
    fn_->attr("on_episode_end")();
  }

 private:
  std::shared_ptr<py::object> fn_;  // shared by clones; released with the GIL held
  bool follows_table_ = false;
};

inline std::shared_ptr<py::object> hold_python(const py::handle& fn) {
  return std::shared_ptr<py::object>(new py::object(py::reinterpret_borrow<py::object>(fn)), [](py::object* o) {
    py::gil_scoped_acquire gil;
    delete o;
  });
}

// The per-episode results as numpy arrays, one per column of G::Episode plus moves and done.
template <class G>
py::dict result_arrays(const std::vector<game::EpisodeRecord<G>>& results) {
  const auto n = static_cast<py::ssize_t>(results.size());
  py::dict out;
  G::Episode::columns([&](const char* name, auto member) {
    using Field = std::remove_cvref_t<decltype(std::declval<typename G::Episode>().*member)>;
    if constexpr (std::is_arithmetic_v<Field>) {
      py::array_t<Field> array(n);
      auto view = array.template mutable_unchecked<1>();
      for (py::ssize_t i = 0; i < n; ++i) view(i) = results[static_cast<std::size_t>(i)].stats.*member;
      out[name] = array;
    } else {
      using Value = typename Field::value_type;
      const auto width = static_cast<py::ssize_t>(std::tuple_size_v<Field>);
      py::array_t<Value> array({n, width});
      auto view = array.template mutable_unchecked<2>();
      for (py::ssize_t i = 0; i < n; ++i) {
        const Field& field = results[static_cast<std::size_t>(i)].stats.*member;
        for (py::ssize_t k = 0; k < width; ++k) view(i, k) = field[static_cast<std::size_t>(k)];
      }
      out[name] = array;
    }
  });
  py::array_t<std::int32_t> moves(n);
  py::array_t<bool> done(n);
  auto m = moves.mutable_unchecked<1>();
  auto d = done.mutable_unchecked<1>();
  for (py::ssize_t i = 0; i < n; ++i) {
    m(i) = results[static_cast<std::size_t>(i)].moves;
    d(i) = results[static_cast<std::size_t>(i)].done;
  }
  out["moves"] = moves;
  out["done"] = done;
  return out;
}

// A Simulation runs on a C++ thread (its workers never hold the GIL, except to call a Python
// bot), while Python polls its progress.
template <class B>
class Simulation {
 public:
  using G = typename B::G;
  Simulation(const py::dict& options, const py::object& seed, bool whole_matches, long long episodes, int repeats,
             const std::vector<game::PerSeat<int>>& seating, const py::list& bots, int threads, long long first_episode,
             bool records = false)
      : threads_(threads) {
    if (episodes < 1 || repeats < 1 || seating.empty()) {
      throw InvalidOptionError("a simulation needs episodes >= 1, repeats >= 1 and a seating");
    }
    if (first_episode < 0) throw InvalidOptionError("first_episode must be 0 or more");
    if (threads < 0) throw InvalidOptionError("threads must be 0 (all cores) or more");
    setup_.rules = default_rules_from<G>(options);
    setup_.seed = to_seed(seed);
    setup_.whole_matches = whole_matches;
    setup_.first = static_cast<std::size_t>(first_episode);
    setup_.episodes = static_cast<std::size_t>(episodes);
    setup_.repeats = static_cast<std::size_t>(repeats);
    setup_.keep_records = records;
    for (const py::handle bot : bots) {
      if (py::isinstance<py::str>(bot)) {
        prototypes_.push_back(G::make_bot(text_of(bot)));
      } else if (PyCallable_Check(bot.ptr())) {
        prototypes_.push_back(std::make_unique<PythonBot<B>>(hold_python(bot)));
        has_python_ = true;
      } else {
        throw InvalidOptionError("a bot is a spec string such as 'heuristic' or a callable, got " + repr_of(bot));
      }
    }
    for (const auto& seats : seating) {
      game::PerSeat<std::uint8_t> row{};
      for (int s = 0; s < game::kTableSeats; ++s) {
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
    const int threads = has_python_ ? 1 : threads_;  // Python bots serialize on the GIL anyway
    runner_ = std::thread([this, threads] {
      try {
        if (has_python_) {
          // Python bots run on this thread (threads is 1): one Python thread state for the whole
          // run, so that each call into Python only takes the GIL.
          py::gil_scoped_acquire thread_state;
          py::gil_scoped_release release;
          game::run_simulation<G>(setup_, prototypes_, threads, control_, results_);
        } else {
          game::run_simulation<G>(setup_, prototypes_, threads, control_, results_);
        }
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
  py::dict results() { return result_arrays<G>(episode_records()); }

  // The ended run's episodes (its first error raised here), for results and the row tables
  // (simulation_rows.h).
  const std::vector<game::EpisodeRecord<G>>& episode_records() {
    if (!finished_.load()) throw PaijuError("the simulation is still running");
    if (runner_.joinable()) runner_.join();
    if (error_) std::rethrow_exception(error_);
    return results_;
  }
  const game::SimulationSetup<typename G::Rules>& setup() const { return setup_; }
  int threads() const { return threads_; }

  // With records: per episode, a State.to_record() dict of its match (its seed and every
  // decision of the episode), for replay(); None for an episode not finished.
  py::list records() {
    episode_records();
    if (!setup_.keep_records) throw InvalidOptionError("records are kept only by a simulation made with records=True");
    py::list out;
    const py::dict options = rules_to_dict<G>(setup_.rules);
    for (std::size_t i = 0; i < results_.size(); ++i) {
      const auto& result = results_[i];
      if (!result.done) {
        out.append(py::none());
        continue;
      }
      py::dict record;
      record["game"] = G::kName;
      record["format"] = 1;
      record["options"] = options;
      record["seed"] = game::deal_seed(setup_.seed, G::kDealSalt, setup_.deal_of(setup_.first + i));
      record["deal"] = py::none();
      py::list moves;
      for (const auto& step : result.history) {
        moves.append(py::make_tuple(static_cast<int>(step.seat), G::format_move(step.move)));
      }
      record["moves"] = moves;
      out.append(record);
    }
    return out;
  }

 private:
  game::SimulationSetup<typename G::Rules> setup_;
  std::vector<std::unique_ptr<search::Bot<G>>> prototypes_;
  search::RunControl control_;
  std::vector<game::EpisodeRecord<G>> results_;
  std::thread runner_;
  std::exception_ptr error_;
  std::atomic<bool> finished_{false};
  bool started_ = false;
  bool has_python_ = false;
  int threads_;
};

// ---------------------------------------------------------------------------------------------
// A persistent player (paiju.bots.make)

// One C++ bot, made once from a spec, asked for the moves of a match decision after decision as
// batch simulation asks it (game/simulation.h, play_episode): start_episode(start) when a match
// begins, then choose_seen(state, history, legal, stream of the seat) at each decision, so a bot
// that carries what it learnt from one decision to the next (ismcts carry=1) does so here too.
// Constructed with `seed`, it draws for seat s in the k-th match it meets (k = 0, 1, ...) from
// Rng(seed ^ G::kBotSalt, 4 k + s): with the seed of a simulation, its first match is played as
// that simulation's episode 0 (and its (k+1)-th as episode k, when it is episode k's deal).
// It starts over (start_episode, the match's streams afresh) when a state is not a
// continuation of the last one it was asked about: another match (match_key), or a history
// that does not extend the one it saw (an undo, a jump). Asked twice at the same point, it
// gives the same move without searching again.
template <class G>
class PyPlayer {
 public:
  using Move = typename G::Move;

  PyPlayer(std::string spec, std::uint64_t seed) : spec_(std::move(spec)), seed_(seed), bot_(G::make_bot(spec_)) {}

  Move choose(const PyState<G>& s) {
    if (G::is_terminal(s.state())) throw IllegalMoveError("the match is over: no move to choose");
    std::unique_lock<std::mutex> lock(busy_, std::try_to_lock);
    if (!lock.owns_lock()) throw PaijuError("this player is choosing a move already (one decision at a time)");
    const auto& history = s.history();
    const py::object key = s.match_key();
    const bool same_match = started_ && key.equal(key_);
    const bool continues = same_match && extends(history);
    if (continues && last_ && history.size() == seen_.size()) return *last_;  // asked again
    last_.reset();
    if (!same_match) {
      if (started_) ++match_;
      key_ = key;
    }
    if (!continues) begin(s);
    seen_.assign(history.begin(), history.end());
    legal_.clear();
    bot_->list_moves(s.state(), legal_);
    Rng& rng = streams_[static_cast<std::size_t>(G::current_player(s.state()))];
    Move move;
    {
      py::gil_scoped_release release;
      move = bot_->wants_history() ? bot_->choose_seen(s.state(), history, legal_, rng)
                                   : bot_->choose(s.state(), legal_, rng);
    }
    last_ = move;
    return move;
  }

  // Forgets everything: the player is as newly made.
  void reset() {
    std::unique_lock<std::mutex> lock(busy_, std::try_to_lock);
    if (!lock.owns_lock()) throw PaijuError("this player is choosing a move: reset it after");
    started_ = false;
    match_ = 0;
    key_ = py::none();
    seen_.clear();
    last_.reset();
    rollouts_at_reset_ = bot_->rollouts();
  }

  const std::string& spec() const { return spec_; }
  // The rollouts its search has made since it was made or reset.
  std::uint64_t rollouts() const { return bot_->rollouts() - rollouts_at_reset_; }
  std::uint64_t seed() const { return seed_; }
  // The number of the match it plays (0 for the first it met), which draws its streams.
  std::size_t match() const { return match_; }

 private:
  bool extends(const game::History<Move>& history) const {
    if (history.size() < seen_.size()) return false;
    for (std::size_t i = 0; i < seen_.size(); ++i) {
      const auto& a = seen_[i];
      const auto& b = history[i];
      if (a.seat != b.seat || a.deal != b.deal || !(a.move == b.move)) return false;
    }
    return true;
  }

  void begin(const PyState<G>& s) {
    for (std::size_t t = 0; t < streams_.size(); ++t) streams_[t] = Rng(seed_ ^ G::kBotSalt, std::size_t{game::kTableSeats} * match_ + t);
    if (bot_->wants_history()) bot_->start_episode(s.start());
    started_ = true;
  }

  std::string spec_;
  std::uint64_t seed_;
  std::unique_ptr<search::Bot<G>> bot_;
  game::PerSeat<Rng> streams_ = game::filled(Rng(0));
  bool started_ = false;
  std::size_t match_ = 0;
  py::object key_ = py::none();
  game::History<Move> seen_;
  std::optional<Move> last_;
  typename G::MoveList legal_;
  std::mutex busy_;
  std::uint64_t rollouts_at_reset_ = 0;
};

// ---------------------------------------------------------------------------------------------
// bind_game

// Binds Move's shared members (parse, str, eq, hash, pickle); the game adds its fields.
template <class G>
py::class_<typename G::Move> bind_move(py::module_& m, const char* doc) {
  using Move = typename G::Move;
  py::class_<Move> move(m, "Move", doc);
  move.def_static("parse", [](const py::str& text) { return G::parse_move(text_of(text)); }, py::arg("text"),
                  "Read a move from its one-line text (str(move)).")
      .def("__str__", [](const Move& mv) { return G::format_move(mv); })
      .def("__eq__", [](const Move& a, const Move& b) { return a == b; }, py::is_operator())
      .def("__ne__", [](const Move& a, const Move& b) { return !(a == b); }, py::is_operator())
      .def("__hash__", [](const Move& mv) { return py::hash(py::str(G::format_move(mv))); })
      .def(py::pickle([](const Move& mv) { return py::make_tuple(G::format_move(mv)); },
                      [](const py::tuple& t) { return G::parse_move(t[0].cast<std::string>()); }));
  return move;
}

// LegalMoves[index] (negative counts from the end) or LegalMoves[slice] (a list).
template <class G>
py::object legal_moves_item(LegalMoves<G>& lm, py::handle key) {
  if (PySlice_Check(key.ptr())) {
    py::list out;
    std::size_t start, stop, step, length;
    if (!py::reinterpret_borrow<py::slice>(key).compute(lm.size(), &start, &stop, &step, &length)) {
      throw py::error_already_set();
    }
    for (std::size_t i = 0; i < length; ++i) out.append(lm.list()[start + i * step]);
    return out;
  }
  const auto index = index_argument(key);
  if (!index) throw py::index_error("legal move index out of range");
  return bound_instance(lm.at(static_cast<py::ssize_t>(*index)));
}

// Binds the LegalMoves sequence class.
template <class G>
void bind_legal_moves(py::module_& m) {
  using LM = LegalMoves<G>;
  py::class_<LM> legal(m, "LegalMoves", "Legal moves: a lazy, read-only sequence of Move (built on access).");
  def_raw_noargs<LM, [](LM& lm) -> py::object { return py::int_(lm.size()); }>(legal, "__len__", "len(self)");
  def_raw_one<LM, &legal_moves_item<G>, "key">(legal, "__getitem__", "self[index]: a Move; self[slice]: a list of Move");
  legal
      .def("__contains__", [](const LM& lm, const py::handle& obj) {
        if (!py::isinstance<typename G::Move>(obj)) return false;
        return lm.contains(obj.cast<typename G::Move>());
      })
      .def("__iter__", [](const LM& lm) { return py::make_iterator(lm.list().begin(), lm.list().end()); },
           py::keep_alive<0, 1>())
      .def("__bool__", [](const LM& lm) { return lm.size() > 0; })
      .def("__eq__", [](const LM& lm, const py::handle& other) {
        if (!py::isinstance<py::sequence>(other) || py::isinstance<py::str>(other)) return false;
        if (py::len(other) != lm.size()) return false;
        std::size_t i = 0;
        for (const py::handle item : other) {
          if (!py::isinstance<typename G::Move>(item) || !(item.cast<typename G::Move>() == lm.list()[i++])) return false;
        }
        return true;
      }, py::is_operator())
      .def("__repr__", [](const LM& lm) { return "<LegalMoves: " + std::to_string(lm.size()) + " moves>"; });
}

// The rules of a record's options: the default preset plus the options, and an option newer
// than the record at the value that reproduces how it was played.
template <class G>
typename G::Rules record_rules(const py::dict& options) {
  auto rules = default_rules_from<G>(options);
  for (const auto& option : G::option_table().options()) {
    if (!std::holds_alternative<std::monostate>(option.absent_from_record) &&
        !options.contains(py::str(std::string(option.name)))) {
      G::option_table().set(rules, option.name, option.absent_from_record, "(absent)");
    }
  }
  return rules;
}

template <class B>
PyState<typename B::G> replay(const py::handle& record) {
  using G = typename B::G;
  return replay_record<PyState<G>>(
      record, G::kName, G::kTitle,
      [](const py::dict& options, const py::dict& rec) {
        const auto rules = record_rules<G>(options);
        if (!rec["seed"].is_none()) return PyState<G>::new_match(rules, to_seed(rec["seed"]));
        return B::new_deal(rules, py::reinterpret_borrow<py::dict>(rec["deal"]));
      },
      [](const py::handle& move) { return B::to_move(move); });
}

// The State members that Python calls at every decision, bound as raw methods (raw_methods.h).
template <class B>
void bind_decision_members(const py::handle& state) {
  using G = typename B::G;
  using S = PyState<G>;
  def_raw_property<S, [](const S& s) -> py::object {
    if (G::is_terminal(s.state())) return py::none();
    return py::int_(G::current_player(s.state()));
  }>(state, "current_player", "The seat to decide, or None once the match is over.");
  def_raw_property<S, [](const S& s) -> py::object { return py::int_(s.state().deal_index()); }>(
      state, "deal_index", "The number of the deal being played (0: the first).");
  def_raw_noargs<S, [](S& s) -> py::object { return py::bool_(G::is_terminal(s.state())); }>(
      state, "is_terminal", "is_terminal($self, /)\n--\n\nIs the match over?");
  def_raw_noargs<S, [](S& s) -> py::object { return bound_instance(s.legal_moves()); }>(
      state, "legal_moves", "legal_moves($self, /)\n--\n\nThe current player's legal moves (a lazy sequence).");
  def_raw_one<S, [](S& s, py::handle move) -> py::object {
    s.apply(move_of<B>(move));
    return py::none();
  }, "move">(state, "apply",
     "apply($self, /, move)\n--\n\nApply a Move (or its text); IllegalMoveError says why not and leaves the "
     "state unchanged.");
}

// The State members every game has: how it started, its game and phase, copies, hands, options,
// returns, history, observation, resampling, its record and its text.
template <class B>
void bind_state_queries(py::class_<PyState<typename B::G>>& state) {
  using G = typename B::G;
  using S = PyState<G>;
  const std::string name = G::kName;
  state.def_static("_new_match", [](const py::dict& options, const py::object& seed) {
         return S::new_match(default_rules_from<G>(options), to_seed(seed));
       }, py::arg("options"), py::arg("seed"))
      .def_property_readonly("game", [name](const S&) { return name; }, "The game's registry name.")
      .def_property_readonly("phase", [](const S& s) { return std::string(G::phase_name(s.state())); })
      .def("clone", [](const S& s) { return S(s); }, "An independent copy.")
      .def("__copy__", [](const S& s) { return S(s); })
      .def("__deepcopy__", [](const S& s, const py::dict&) { return S(s); }, py::arg("memo"))
      .def("hand", [](const S& s, const py::handle& seat) { return s.state().hand(to_seat(seat)); }, py::arg("seat"),
           "The cards `seat` holds now.")
      .def("cards_left", [](const S& s) {
        game::PerSeat<int> out{};
        for (int t = 0; t < game::kTableSeats; ++t) out[static_cast<std::size_t>(t)] = s.state().cards_left(t);
        return out;
      }, "How many cards each seat holds.")
      .def_property_readonly("options", [](const S& s) { return rules_to_dict<G>(s.rules()); })
      .def_property_readonly("world_of", [](const S& s) -> py::object {
        if (s.world_of() < 0) return py::none();
        return py::int_(s.world_of());
      }, "For a State from resample(): the seat it was drawn for; None for a real game.")
      .def("returns", [](const S& s) {
        const auto r = G::returns(s.state());
        return std::vector<double>(r.begin(), r.end());
      }, "Per seat: the match's score so far (see docs/rules/<game>.md, 'returns').")
      .def("history", [](const S& s) {
        py::list out;
        for (const auto& step : s.history()) out.append(py::make_tuple(static_cast<int>(step.seat), step.move));
        return out;
      }, "Every decision so far as (seat, Move), all deals.")
      .def("_observation", [](const S& s, const py::handle& seat) { return observation_fields<B>(s.observation(to_seat(seat))); })
      .def("resample", [](const S& s, const py::handle& seat, const py::object& seed) {
        return s.resampled(to_seat(seat), to_seed(seed));
      }, py::arg("seat"), py::arg("seed"),
      "A complete State consistent with what `seat` knows: the hidden cards drawn uniformly among the consistent deals.")
      .def("to_record", &S::to_record, "A JSON-able record (options, seed or deal, every move) for replay().")
      .def("is_consistent", [](const S& s) { return s.state().is_consistent(); })
      .def("__str__", [](const S& s) { return B::table(s); })
      .def("__repr__", [name](const S& s) {
        return "<" + name + ".State deal " + std::to_string(s.state().deal_index() + 1) + ", phase " +
               std::string(G::phase_name(s.state())) + ">";
      });
}

// The game's C++ bots: one move, a bot kept between decisions, the search's shortlist, the specs.
template <class B>
void bind_bots(py::module_& m) {
  using G = typename B::G;
  using S = PyState<G>;
  m.def("_bot_move", [](const S& s, const py::str& spec, const py::object& seed) {
    if (G::is_terminal(s.state())) throw IllegalMoveError("the match is over: no move to choose");
    auto bot = G::make_bot(text_of(spec));
    Rng rng(to_seed(seed), 0xB07ULL);
    typename G::MoveList legal;
    bot->list_moves(s.state(), legal);
    py::gil_scoped_release release;
    if (!bot->wants_history()) return bot->choose(s.state(), legal, rng);
    bot->start_episode(s.start());
    return bot->choose_seen(s.state(), s.history(), legal, rng);
  }, py::arg("state"), py::arg("bot"), py::arg("seed"), "The move a C++ bot chooses in this state.");
  using P = PyPlayer<G>;
  py::class_<P>(m, "_Player", "A C++ bot kept from decision to decision (see paiju.bots.make).")
      .def(py::init([](const py::str& spec, const py::object& seed) {
             return std::make_unique<P>(text_of(spec), to_seed(seed));
           }), py::arg("spec"), py::arg("seed"))
      .def("choose", &P::choose, py::arg("state"),
           "The move for the seat to move in `state`; starts over when `state` does not continue the last one.")
      .def("reset", &P::reset, "Forget everything: as newly made.")
      .def_property_readonly("spec", &P::spec)
      .def_property_readonly("seed", &P::seed)
      .def_property_readonly("match", &P::match, "The number of the match it plays (0: the first it met).")
      .def_property_readonly("rollouts", &P::rollouts,
                             "The rollouts its search has made since it was made or reset (0: no search).")
      .def("__str__", &P::spec);
  m.def("_candidates", [](const S& s) {
    typename G::MoveList legal, out;
    search::choice_moves<G>(s.state(), legal);
    G::candidates(s.state(), legal, out);
    return out;
  }, py::arg("state"), "The shortlist of moves the search bots consider here (the game's own policy move first).");
  m.def("_check_bot", [](const py::str& spec) { return G::make_bot(text_of(spec))->name(); }, py::arg("spec"),
        "Validate a bot spec; returns the bot's name.");
  bind_bot_kinds<G>(m);
  bind_value_examples<G>(m, [](const py::dict& options) { return default_rules_from<G>(options); });
}

// The rule options: resolved from a preset, the option table and the presets.
template <class G>
void bind_options(py::module_& m) {
  m.def("_resolve_options", [](const py::str& preset, const py::dict& options) {
    return rules_to_dict<G>(rules_from<G>(text_of(preset), options));
  }, py::arg("preset"), py::arg("options"));
  m.def("_option_table", &option_rows<G>, "Every rule option: name, type, allowed, doc, default, presets.");
  m.def("_presets", [] {
    py::list out;
    for (const auto& preset : G::option_table().presets()) {
      out.append(py::make_tuple(std::string(preset.name), std::string(preset.doc)));
    }
    return out;
  }, "(name, doc) of every preset, the default first.");

}

// Batch simulation on C++ threads.
template <class B>
void bind_simulation(py::module_& m) {
  using Sim = Simulation<B>;
  py::class_<Sim>(m, "_Simulation", "A batch of episodes run on C++ threads (see paiju.simulate).")
      .def(py::init<const py::dict&, const py::object&, bool, long long, int, const std::vector<std::array<int, 4>>&,
                    const py::list&, int, long long, bool>(),
           py::arg("options"), py::arg("seed"), py::arg("whole_matches"), py::arg("episodes"), py::arg("repeats"),
           py::arg("seating"), py::arg("bots"), py::arg("threads"), py::arg("first_episode") = 0,
           py::arg("records") = false)
      .def("start", &Sim::start)
      .def("completed", &Sim::completed)
      .def("finished", &Sim::finished)
      .def("stop", &Sim::stop)
      .def("wait", &Sim::wait, py::arg("seconds"))
      .def("results", &Sim::results)
      .def("records", &Sim::records);
}

// Binds LegalMoves, State, replay, options, bots and simulation for the game of traits B into
// module `m` (paiju._core.<game>); the Move class must be bound first (bind_move).
template <class B>
py::class_<PyState<typename B::G>> bind_game(py::module_& m, const char* state_doc) {
  using G = typename B::G;
  using S = PyState<G>;
  m.attr("GAME") = std::string(G::kName);
  if constexpr (requires { G::kStrongSpec; }) {
    m.attr("STRONG_SPEC") = std::string(G::kStrongSpec);
  } else {
    m.attr("STRONG_SPEC") = py::none();
  }
  bind_legal_moves<G>(m);

  py::class_<S> state(m, "State", state_doc);
  bind_state_queries<B>(state);
  bind_decision_members<B>(state);
  bind_fast_step<B>(state);

  m.def("replay", &replay<B>, py::arg("record"), "Rebuild a State from State.to_record(); InvalidRecordError if malformed.");
  bind_bots<B>(m);
  bind_options<G>(m);
  bind_simulation<B>(m);
  return state;
}

}  // namespace paiju::bindings
