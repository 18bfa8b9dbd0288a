// Python bindings of a Guandan match: State (with its public history), LegalMoves, records.
#include <pybind11/stl.h>

#include <memory>
#include <optional>
#include <sstream>
#include <vector>

#include "paiju/bindings/guandan_convert.h"
#include "paiju/bindings/guandan_observation.h"
#include "paiju/bindings/record_replay.h"
#include "paiju/core/errors.h"
#include "paiju/core/notation.h"
#include "paiju/games/guandan/bots.h"
#include "paiju/games/guandan/determinize.h"
#include "paiju/games/guandan/heuristic_bot.h"
#include "paiju/games/guandan/perft.h"
#include "paiju/games/guandan/state.h"

namespace paiju::bindings {
namespace {

using namespace guandan_convert;
using guandan::Phase;
using guandan::State;

int check_seat(const py::handle& obj) {
  if (!py::isinstance<py::int_>(obj) || py::isinstance<py::bool_>(obj) || obj.cast<long long>() < 0 ||
      obj.cast<long long>() > 3) {
    throw InvalidOptionError("seat must be 0..3, got " + repr_of(obj));
  }
  return obj.cast<int>();
}

// One decision of the match, in order.
struct Step {
  std::int8_t seat;
  std::int16_t deal;
  Move move;
};

// The legal moves of a position, held in C++; Move objects are built only when touched.
class LegalMoves {
 public:
  explicit LegalMoves(std::shared_ptr<const MoveList> moves) : moves_(std::move(moves)) {}
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

// A match State plus what the Python API needs around it: the history for observations and
// records, how it started, and a cache of the current legal moves.
class PyState {
 public:
  static PyState new_match(const py::dict& options, const py::object& seed_obj) {
    PyState s;
    s.rules_ = to_rules("competition", options);
    s.seed_ = to_seed(seed_obj);
    s.state_ = State::new_match(s.rules_, *s.seed_);
    return s;
  }

  static PyState new_deal(const py::dict& options, const py::object& hands_obj, const py::object& level_obj,
                          const py::object& leader_obj, const py::object& previous_obj) {
    PyState s;
    s.rules_ = to_rules("competition", options);
    if (!py::isinstance<py::sequence>(hands_obj) || py::isinstance<py::str>(hands_obj) || py::len(hands_obj) != 4) {
      throw InvalidCardError("hands must be a list of four hands, got " + repr_of(hands_obj));
    }
    std::array<CardSet, kNumSeats> hands{};
    CardSet all;
    const py::sequence seq = py::reinterpret_borrow<py::sequence>(hands_obj);
    for (int seat = 0; seat < kNumSeats; ++seat) {
      hands[seat] = to_hand(seq[static_cast<std::size_t>(seat)]);
      if (hands[seat].empty()) {
        throw InvalidCardError("seat " + std::to_string(seat) + " has no cards; every seat needs 1 to 27");
      }
      if (!all.can_add(hands[seat])) throw InvalidCardError("the four hands hold a third copy of a card");
      all += hands[seat];
    }
    if (!py::isinstance<py::int_>(leader_obj) || py::isinstance<py::bool_>(leader_obj) ||
        leader_obj.cast<long long>() < 0 || leader_obj.cast<long long>() > 3) {
      throw InvalidOptionError("leader must be a seat 0..3, got " + repr_of(leader_obj));
    }
    const int level = to_rank(level_obj, "level");
    const int leader = leader_obj.cast<int>();
    if (previous_obj.is_none()) {
      s.state_ = State::new_deal(s.rules_, hands, level, leader);
    } else {
      std::array<std::int8_t, 4> previous{};
      int seen = 0;
      const bool is_list = py::isinstance<py::sequence>(previous_obj) && !py::isinstance<py::str>(previous_obj) &&
                           py::len(previous_obj) == 4;
      if (is_list) {
        int i = 0;
        for (const py::handle seat : previous_obj) {
          const int value = check_seat(seat);
          previous[i++] = static_cast<std::int8_t>(value);
          seen |= 1 << value;
        }
      }
      if (!is_list || seen != 0xF) {
        throw InvalidOptionError("previous_finish must list the four seats in finishing order, got " +
                                 repr_of(previous_obj));
      }
      s.state_ = State::new_deal(s.rules_, hands, level, leader, &previous);
      s.start_previous_ = previous;
    }
    s.start_hands_ = hands;
    s.start_level_ = level;
    s.start_leader_ = leader;
    return s;
  }

  const State& state() const { return state_; }

  LegalMoves legal_moves() {
    if (!cache_) {
      auto moves = std::make_shared<MoveList>();
      state_.legal_moves(*moves);
      cache_ = std::move(moves);
    }
    return LegalMoves(cache_);
  }

  void apply(const Move& move) {
    bool legal;
    if (cache_) {
      legal = std::find(cache_->begin(), cache_->end(), move) != cache_->end();
    } else {
      legal = state_.why_illegal(move).empty();
    }
    if (!legal) {
      std::string why = state_.why_illegal(move);
      if (why.empty()) why = guandan::format_move(move) + " is not legal here";
      throw IllegalMoveError(why);
    }
    history_.push_back(Step{static_cast<std::int8_t>(state_.current_player()),
                            static_cast<std::int16_t>(state_.deal_index()), move});
    state_.apply(move);
    cache_.reset();
  }

  PyState resampled(int seat, std::uint64_t seed) const {
    Rng rng(seed);
    PyState copy = *this;
    copy.state_ = guandan::resample(state_, seat, rng);
    copy.cache_.reset();
    copy.world_of_ = seat;
    // The copy's history keeps only what `seat` saw: others' tribute and return moves go.
    copy.history_.clear();
    for (const Step& step : history_) {
      if (!guandan::is_card_transfer(step.move.type) || sees_transfer(seat, step)) copy.history_.push_back(step);
    }
    return copy;
  }

  // The seat a resampled world was drawn for, or -1 for a real game.
  int world_of() const { return world_of_; }

  // Did `seat` see the card of this tribute/back step? The giver and the receiver did.
  bool sees_transfer(int seat, const Step& step) const {
    if (step.seat == seat) return true;
    if (step.deal != state_.deal_index()) return false;  // past deals: only one's own
    for (int i = 0; i < state_.tribute_pairs(); ++i) {
      if (step.move.type == guandan::MoveType::Tribute && state_.payer(i) == step.seat && state_.receiver(i) == seat &&
          state_.phase() != Phase::Tribute) {
        return true;
      }
      if (step.move.type == guandan::MoveType::Back && state_.receiver(i) == step.seat && state_.payer(i) == seat) {
        return true;
      }
    }
    return false;
  }

  py::dict to_record() const {
    if (world_of_ >= 0) {
      throw PaijuError("a resampled world has no record: its hidden hands were drawn for seat " +
                       std::to_string(world_of_) + ", not dealt from the seed");
    }
    py::dict record;
    record["game"] = "guandan";
    record["format"] = 1;
    record["options"] = rules_to_dict(rules_);
    if (seed_) {
      record["seed"] = py::int_(*seed_);
      record["deal"] = py::none();
    } else {
      record["seed"] = py::none();
      py::dict deal;
      py::list hands;
      for (const CardSet& hand : start_hands_) hands.append(format_cards(hand));
      deal["hands"] = hands;
      deal["level"] = rank_text(start_level_);
      deal["leader"] = start_leader_;
      if (start_previous_) {
        py::list previous;
        for (auto seat : *start_previous_) previous.append(static_cast<int>(seat));
        deal["previous_finish"] = previous;
      } else {
        deal["previous_finish"] = py::none();
      }
      record["deal"] = deal;
    }
    py::list moves;
    for (const Step& step : history_) moves.append(py::make_tuple(static_cast<int>(step.seat), guandan::format_move(step.move)));
    record["moves"] = moves;
    return record;
  }

  const std::vector<Step>& history() const { return history_; }
  const Rules& rules() const { return rules_; }

 private:
  State state_;
  Rules rules_;
  std::vector<Step> history_;
  std::optional<std::uint64_t> seed_;
  std::array<CardSet, kNumSeats> start_hands_{};
  int start_level_ = 0, start_leader_ = 0;
  std::optional<std::array<std::int8_t, 4>> start_previous_;
  std::shared_ptr<const MoveList> cache_;
  int world_of_ = -1;
};




// Everything `seat` knows, as a dict (paiju.guandan.Observation wraps it).
py::dict observation_of(const PyState& ps, int seat) {
  const State& s = ps.state();
  py::dict obs = observation_base(s, seat);
  py::list plays;
  py::object gave = py::none(), received = py::none();
  for (const Step& step : ps.history()) {
    if (step.deal != s.deal_index()) continue;
    if (guandan::is_card_transfer(step.move.type)) {
      if (!ps.sees_transfer(seat, step) || step.move.cards.empty()) continue;
      if (step.seat == seat) gave = py::cast(step.move);
      else received = py::cast(step.move);
      continue;
    }
    plays.append(py::make_tuple(static_cast<int>(step.seat), step.move));
  }
  obs["plays"] = plays;
  obs["gave"] = gave;
  obs["received"] = received;
  return obs;
}

std::string table_of(const PyState& ps) {
  const State& s = ps.state();
  std::ostringstream out;
  out << "Guandan deal " << s.deal_index() + 1 << " at level " << rank_text(s.deal_level().rank) << " (team 0-2: "
      << rank_text(s.progress().levels[0]) << ", team 1-3: " << rank_text(s.progress().levels[1]) << "), phase "
      << phase_name(s.phase());
  if (!s.is_terminal()) out << ", seat " << s.current_player() << " to move";
  out << "\n";
  for (int seat = 0; seat < kNumSeats; ++seat) {
    out << "  seat " << seat << " (" << s.cards_left(seat) << "): " << format_cards(s.hand(seat));
    for (int i = 0; i < s.finished_count(); ++i) {
      if (s.finish_order()[i] == seat && s.cards_left(seat) == 0) out << "  [out " << i + 1 << "]";
    }
    out << "\n";
  }
  if (s.phase() == Phase::Play) {
    if (s.top_seat() == guandan::kNoSeat) out << "  to beat: nothing (seat " << s.current_player() << " leads)\n";
    else out << "  to beat: " << guandan::format_move(s.top()) << " by seat " << s.top_seat() << "\n";
  }
  if (s.is_terminal()) {
    const int w = s.progress().match_winner;
    out << "  match over: " << (w == guandan::kDraw ? std::string("draw") : "team " + std::to_string(w) + " wins") << "\n";
  }
  return out.str();
}

PyState replay(const py::handle& record) {
  return replay_record<PyState>(
      record, "guandan", "Guandan",
      [](const py::dict& options, const py::dict& rec) {
        if (!rec["seed"].is_none()) return PyState::new_match(options, rec["seed"]);
        const py::dict deal = py::reinterpret_borrow<py::dict>(rec["deal"]);
        for (const char* key : {"hands", "level", "leader"}) {
          if (!deal.contains(key)) throw InvalidRecordError(std::string("invalid Guandan record: deal is missing '") + key + "'");
        }
        const py::object previous = deal.contains("previous_finish") ? py::object(deal["previous_finish"]) : py::object(py::none());
        return PyState::new_deal(options, deal["hands"], deal["level"], deal["leader"], previous);
      },
      [](const py::handle& move) { return to_move(move); });
}

}  // namespace

void bind_guandan_state(py::module_& parent) {
  py::module_ m = parent.attr("guandan").cast<py::module_>();

  py::class_<LegalMoves>(m, "LegalMoves", "The legal moves of a position: a lazy, read-only sequence of Move.")
      .def("__len__", &LegalMoves::size)
      .def("__getitem__", &LegalMoves::at)
      .def("__getitem__", [](const LegalMoves& lm, const py::slice& slice) {
        py::list out;
        std::size_t start, stop, step, length;
        if (!slice.compute(lm.size(), &start, &stop, &step, &length)) throw py::error_already_set();
        for (std::size_t i = 0; i < length; ++i) out.append(lm.list()[start + i * step]);
        return out;
      })
      .def("__contains__", [](const LegalMoves& lm, const py::handle& obj) {
        if (!py::isinstance<Move>(obj)) return false;
        return lm.contains(obj.cast<Move>());
      })
      .def("__iter__", [](const LegalMoves& lm) {
        return py::make_iterator(lm.list().begin(), lm.list().end());
      }, py::keep_alive<0, 1>())
      .def("__bool__", [](const LegalMoves& lm) { return lm.size() > 0; })
      .def("__repr__", [](const LegalMoves& lm) { return "<LegalMoves: " + std::to_string(lm.size()) + " moves>"; });

  py::class_<PyState>(m, "State", R"doc(
A Guandan match in progress (or one deal, from Game.new_deal).

Decisions are Moves: during phase 'tribute' the payer gives one of its highest cards (platform
type 'tribute'), during 'return' the receiver gives a card back ('back'), during 'play' seats
play combinations or pass. apply() validates and raises IllegalMoveError saying why.)doc")
      .def_static("_new_match", &PyState::new_match, py::arg("options"), py::arg("seed"))
      .def_static("_new_deal", &PyState::new_deal, py::arg("options"), py::arg("hands"), py::arg("level"),
                  py::arg("leader"), py::arg("previous_finish"))
      .def_property_readonly("phase", [](const PyState& s) { return phase_name(s.state().phase()); })
      .def_property_readonly("current_player", [](const PyState& s) -> py::object {
        if (s.state().is_terminal()) return py::none();
        return py::int_(s.state().current_player());
      })
      .def("legal_moves", &PyState::legal_moves, "The current player's legal moves (a lazy sequence).")
      .def("apply", [](PyState& s, const py::handle& move) { s.apply(to_move(move)); }, py::arg("move"),
           "Apply a Move, its text, or the platform's [type, rank, cards]; IllegalMoveError says why not.")
      .def("apply_platform", [](PyState& s, const py::handle& move) { s.apply(to_move(move)); }, py::arg("move"),
           "Apply the platform's [type, rank, cards].")
      .def("clone", [](const PyState& s) { return PyState(s); }, "An independent copy.")
      .def("__copy__", [](const PyState& s) { return PyState(s); })
      .def("__deepcopy__", [](const PyState& s, const py::dict&) { return PyState(s); }, py::arg("memo"))
      .def("hand", [](const PyState& s, const py::handle& seat) { return s.state().hand(check_seat(seat)); },
           py::arg("seat"))
      .def("cards_left", [](const PyState& s) {
        std::array<int, 4> out{};
        for (int t = 0; t < kNumSeats; ++t) out[t] = s.state().cards_left(t);
        return out;
      })
      .def_property_readonly("levels", [](const PyState& s) {
        return py::make_tuple(rank_text(s.state().progress().levels[0]), rank_text(s.state().progress().levels[1]));
      }, "Each team's level: (team of seats 0 and 2, team of seats 1 and 3).")
      .def_property_readonly("deal_level", [](const PyState& s) { return rank_text(s.state().deal_level().rank); })
      .def_property_readonly("deal_index", [](const PyState& s) { return s.state().deal_index(); })
      .def_property_readonly("finish_order", [](const PyState& s) { return finish_list(s.state()); },
                             "Seats out in the current deal (the finished deal's full order once the match is over).")
      .def_property_readonly("previous_finish_order", [](const PyState& s) -> py::object {
        if (s.state().previous_finish()[0] < 0) return py::none();
        py::list out;
        for (auto seat : s.state().previous_finish()) out.append(static_cast<int>(seat));
        return out;
      })
      .def_property_readonly("tribute", [](const PyState& s) { return tribute_kind_name(s.state().tribute_kind()); },
                             "This deal's tribute: 'none', 'single', 'double' or 'anti'.")
      .def_property_readonly("tribute_pairs", [](const PyState& s) {
        py::list out;
        const State& st = s.state();
        if (st.phase() == Phase::Tribute && st.tribute_kind() == guandan::TributeKind::Double) return out;
        for (int i = 0; i < st.tribute_pairs(); ++i) out.append(py::make_tuple(st.payer(i), st.receiver(i)));
        return out;
      }, "(payer, receiver) seats of this deal's tribute, once known.")
      .def_property_readonly("top", [](const PyState& s) -> py::object {
        if (s.state().top_seat() == guandan::kNoSeat) return py::none();
        return py::cast(s.state().top());
      }, "The play to beat, or None when the current player leads.")
      .def_property_readonly("top_seat", [](const PyState& s) -> py::object {
        if (s.state().top_seat() == guandan::kNoSeat) return py::none();
        return py::int_(s.state().top_seat());
      })
      .def_property_readonly("match_winner", [](const PyState& s) -> py::object {
        const int w = s.state().progress().match_winner;
        if (w == guandan::kNoTeam) return py::none();
        if (w == guandan::kDraw) return py::str("draw");
        return py::int_(w);
      })
      .def_property_readonly("deals_played", [](const PyState& s) { return s.state().progress().deals_played; })
      .def_property_readonly("a_failures", [](const PyState& s) {
        return py::make_tuple(s.state().progress().a_failures[0], s.state().progress().a_failures[1]);
      })
      .def_property_readonly("options", [](const PyState& s) { return rules_to_dict(s.rules()); })
      .def_property_readonly("world_of", [](const PyState& s) -> py::object {
        if (s.world_of() < 0) return py::none();
        return py::int_(s.world_of());
      }, "For a State from resample(): the seat it was drawn for; None for a real game.")
      .def("is_terminal", [](const PyState& s) { return s.state().is_terminal(); })
      .def("returns", [](const PyState& s) {
        const auto r = s.state().returns();
        return std::vector<double>(r.begin(), r.end());
      }, "Per seat: level points so far (scoring 'levels') or the match result +1/-1/0 (scoring 'none').")
      .def("history", [](const PyState& s) {
        py::list out;
        for (const Step& step : s.history()) out.append(py::make_tuple(static_cast<int>(step.seat), step.move));
        return out;
      }, "Every decision so far as (seat, Move), all deals.")
      .def("_observation", [](const PyState& s, const py::handle& seat) { return observation_of(s, check_seat(seat)); })
      .def("resample", [](const PyState& s, const py::handle& seat, const py::object& seed) {
        return s.resampled(check_seat(seat), to_seed(seed));
      }, py::arg("seat"), py::arg("seed"),
      "A complete State consistent with what `seat` knows: the hidden hands drawn uniformly among the consistent deals.")
      .def("to_record", &PyState::to_record, "A JSON-able record (options, seed or hands, every move) for replay().")
      .def("is_consistent", [](const PyState& s) { return s.state().is_consistent(); })
      .def("__str__", &table_of)
      .def("__repr__", [](const PyState& s) {
        return "<guandan.State deal " + std::to_string(s.state().deal_index() + 1) + ", phase " +
               phase_name(s.state().phase()) + ">";
      });

  m.def("_bot_move", [](const PyState& s, const std::string& spec, const py::object& seed) {
    if (s.state().is_terminal()) throw IllegalMoveError("the match is over: no move to choose");
    auto bot = guandan::make_bot(spec);
    Rng rng(to_seed(seed), 0xB07ULL);
    MoveList legal;
    s.state().legal_moves(legal);
    py::gil_scoped_release release;
    return bot->choose(s.state(), legal, rng);
  }, py::arg("state"), py::arg("bot"), py::arg("seed"), "The move a C++ bot chooses in this state.");
  m.def("_candidates", [](const PyState& s) {
    MoveList legal, out;
    s.state().legal_moves(legal);
    guandan::candidate_moves(s.state(), legal, out);
    return out;
  }, py::arg("state"), "The shortlist of moves the search bots consider here (the heuristic's choice first).");
  m.def("replay", &replay, py::arg("record"), "Rebuild a State from State.to_record(); InvalidRecordError if malformed.");
  m.def("_resolve_options", [](const std::string& preset, const py::dict& options) {
    return rules_to_dict(to_rules(preset, options));
  }, py::arg("preset"), py::arg("options"));
  m.def("_match_progress", [](const py::dict& options, const py::list& finishes) {
    const Rules rules = to_rules("competition", options);
    guandan::MatchProgress progress;
    py::list out;
    for (const py::handle finish_obj : finishes) {
      if (progress.decided()) break;
      std::array<std::int8_t, 4> finish{};
      int seen = 0, i = 0;
      for (const py::handle seat : finish_obj) {
        if (i >= 4) break;
        finish[i++] = static_cast<std::int8_t>(check_seat(seat));
        seen |= 1 << finish[i - 1];
      }
      if (i != 4 || seen != 0xF || py::len(finish_obj) != 4) throw InvalidOptionError("a finish lists the four seats");
      const int deal_level = progress.deal_level, declarer = progress.declarer;
      progress.record_deal(finish, rules);
      py::dict row;
      row["deal_level"] = rank_text(deal_level);
      row["declarer"] = declarer == guandan::kNoTeam ? py::object(py::none()) : py::object(py::int_(declarer));
      row["winner"] = static_cast<int>(progress.last_winner);
      row["gain"] = static_cast<int>(progress.last_gain);
      row["levels"] = py::make_tuple(rank_text(progress.levels[0]), rank_text(progress.levels[1]));
      row["a_failures"] = py::make_tuple(progress.a_failures[0], progress.a_failures[1]);
      const int w = progress.match_winner;
      row["match_winner"] = w == guandan::kNoTeam ? py::object(py::none())
                            : w == guandan::kDraw ? py::object(py::str("draw")) : py::object(py::int_(w));
      row["scores"] = py::make_tuple(progress.scores[0], progress.scores[1]);
      out.append(row);
    }
    return out;
  }, py::arg("options"), py::arg("finishes"), "Level bookkeeping of a match from finishing orders (for tests).");
  m.def("perft", [](const PyState& s, int depth) {
    if (depth < 0 || depth > 12) throw InvalidOptionError("depth must be 0..12");
    py::gil_scoped_release release;
    return guandan::perft(s.state(), depth);
  }, py::arg("state"), py::arg("depth"), "Leaves of the open-hand play tree of the current deal to `depth` plies.");
}

}  // namespace paiju::bindings
