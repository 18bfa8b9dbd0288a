// Python bindings of a Liangfutou match: Game options, State with history, records.
#include <pybind11/stl.h>

#include <memory>
#include <optional>
#include <vector>

#include "paiju/bindings/bindings.h"
#include "paiju/bindings/liangfutou_convert.h"
#include "paiju/bindings/record_replay.h"
#include "paiju/core/errors.h"
#include "paiju/core/notation.h"
#include "paiju/games/liangfutou/bots.h"
#include "paiju/games/liangfutou/determinize.h"
#include "paiju/games/liangfutou/liangfutou.h"
#include "paiju/games/liangfutou/rewards.h"
#include "paiju/games/liangfutou/state.h"

namespace paiju::bindings {
namespace {

using liangfutou::Kind;
using liangfutou::Move;
using liangfutou::MoveList;
using liangfutou::Phase;
using liangfutou::Rules;
using liangfutou::State;

std::string describe(const py::handle& obj) { return py::repr(obj).cast<std::string>(); }

Rules to_rules(const std::string& preset, const py::dict& options) {
  if (preset != "jingdezhen") throw InvalidOptionError("unknown Liangfutou preset '" + preset + "' (presets: 'jingdezhen')");
  Rules rules = liangfutou::jingdezhen_rules();
  for (const auto& [key, value] : options) {
    const std::string name = py::str(key);
    if (name == "reveal_on_play") {
      if (!py::isinstance<py::bool_>(value)) throw InvalidOptionError("option reveal_on_play must be True or False, got " + describe(value));
      rules.reveal_on_play = value.cast<bool>();
    } else if (name == "solo_stake" || name == "max_deals") {
      if (!py::isinstance<py::int_>(value) || py::isinstance<py::bool_>(value) || value.cast<long long>() < 1 ||
          value.cast<long long>() > 1000) {
        throw InvalidOptionError("option " + name + " must be an int from 1 to 1000, got " + describe(value));
      }
      (name == "solo_stake" ? rules.solo_stake : rules.max_deals) = value.cast<int>();
    } else {
      throw InvalidOptionError("unknown Liangfutou option '" + name + "' (options: reveal_on_play, solo_stake, max_deals)");
    }
  }
  return rules;
}

py::dict rules_to_dict(const Rules& rules) {
  py::dict out;
  out["reveal_on_play"] = rules.reveal_on_play;
  out["solo_stake"] = rules.solo_stake;
  out["max_deals"] = rules.max_deals;
  return out;
}

int check_seat(const py::handle& obj) {
  if (!py::isinstance<py::int_>(obj) || py::isinstance<py::bool_>(obj) || obj.cast<long long>() < 0 ||
      obj.cast<long long>() > 3) {
    throw InvalidOptionError("seat must be 0..3, got " + describe(obj));
  }
  return obj.cast<int>();
}

Move to_move(const py::handle& obj) {
  if (py::isinstance<Move>(obj)) return obj.cast<Move>();
  if (py::isinstance<py::str>(obj)) return liangfutou::parse_move(obj.cast<std::string>());
  throw IllegalMoveError("expected a Move or its text such as 'pair 5 S5 H5', got " + describe(obj));
}

const char* phase_name(Phase phase) {
  switch (phase) {
    case Phase::Call: return "call";
    case Phase::Solo: return "solo";
    case Phase::Play: return "play";
    case Phase::MatchOver: return "match_over";
  }
  return "?";
}

struct Step {
  std::int8_t seat;
  std::int16_t deal;
  Move move;
};

class PyState {
 public:
  static PyState new_match(const py::dict& options, const py::object& seed) {
    PyState s;
    s.rules_ = to_rules("jingdezhen", options);
    s.seed_ = to_seed(seed);
    s.state_ = State::new_match(s.rules_, *s.seed_);
    return s;
  }
  static PyState new_deal(const py::dict& options, const py::object& hands_obj, const py::object& caller_obj) {
    PyState s;
    s.rules_ = to_rules("jingdezhen", options);
    if (!py::isinstance<py::sequence>(hands_obj) || py::isinstance<py::str>(hands_obj) || py::len(hands_obj) != 4) {
      throw InvalidCardError("hands must be a list of four hands, got " + describe(hands_obj));
    }
    std::array<CardSet, kNumSeats> hands{};
    CardSet all;
    int seat = 0;
    for (const py::handle hand : hands_obj) {
      hands[seat] = to_card_set(hand);
      if (hands[seat].empty() || hands[seat].size() > 27) {
        throw InvalidCardError("seat " + std::to_string(seat) + " holds " + std::to_string(hands[seat].size()) +
                               " cards; every seat needs 1 to 27");
      }
      if (!all.can_add(hands[seat])) throw InvalidCardError("the four hands hold a third copy of a card");
      all += hands[seat];
      ++seat;
    }
    s.state_ = State::new_deal(s.rules_, hands, check_seat(caller_obj));
    s.start_hands_ = hands;
    s.start_caller_ = s.state_.caller();
    return s;
  }

  const State& state() const { return state_; }
  const std::vector<Step>& history() const { return history_; }
  const Rules& rules() const { return rules_; }

  std::vector<Move> legal_moves() const {
    MoveList moves;
    state_.legal_moves(moves);
    return moves;
  }
  void apply(const Move& move) {
    const std::string why = state_.why_illegal(move);
    if (!why.empty()) throw IllegalMoveError(why);
    history_.push_back(Step{static_cast<std::int8_t>(state_.current_player()), static_cast<std::int16_t>(state_.deal_index()), move});
    state_.apply(move);
  }

  py::dict to_record() const {
    py::dict record;
    record["game"] = "liangfutou";
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
      deal["caller"] = start_caller_;
      record["deal"] = deal;
    }
    py::list moves;
    for (const Step& step : history_) moves.append(py::make_tuple(static_cast<int>(step.seat), liangfutou::format_move(step.move)));
    record["moves"] = moves;
    return record;
  }

  py::dict observation(int seat) const {
    py::dict obs = liangfutou_observation(state_, seat);
    py::list plays;
    for (const Step& step : history_) {
      if (step.deal == state_.deal_index()) plays.append(py::make_tuple(static_cast<int>(step.seat), step.move));
    }
    obs["plays"] = plays;
    return obs;
  }

  PyState resampled(int seat, std::uint64_t seed) const {
    Rng rng(seed);
    PyState copy = *this;
    copy.state_ = liangfutou::resample(state_, seat, rng);
    copy.world_of_ = seat;
    return copy;
  }
  int world_of() const { return world_of_; }

 private:
  State state_;
  Rules rules_;
  std::vector<Step> history_;
  std::optional<std::uint64_t> seed_;
  std::array<CardSet, kNumSeats> start_hands_{};
  int start_caller_ = 0;
  int world_of_ = -1;
};

PyState replay(const py::handle& record) {
  return replay_record<PyState>(
      record, "liangfutou", "Liangfutou",
      [](const py::dict& options, const py::dict& rec) {
        if (!rec["seed"].is_none()) return PyState::new_match(options, rec["seed"]);
        const py::dict deal = py::reinterpret_borrow<py::dict>(rec["deal"]);
        if (!deal.contains("hands") || !deal.contains("caller")) {
          throw InvalidRecordError("invalid Liangfutou record: deal needs hands and caller");
        }
        return PyState::new_deal(options, deal["hands"], deal["caller"]);
      },
      [](const py::handle& move) { return to_move(move); });
}

}  // namespace

liangfutou::Rules liangfutou_rules_from(const py::dict& options) { return to_rules("jingdezhen", options); }

// What `seat` knows, without the plays history (State.observation adds it). The partner shows
// only to the partner itself or once revealed; never in a solo deal.
py::dict liangfutou_observation(const State& s, int seat) {
  py::dict obs;
  obs["seat"] = seat;
  obs["phase"] = phase_name(s.phase());
  obs["current_player"] = s.is_terminal() ? py::object(py::none()) : py::object(py::int_(s.current_player()));
  obs["hand"] = s.hand(seat);
  py::list left, played_by;
  for (int t = 0; t < kNumSeats; ++t) {
    left.append(s.cards_left(t));
    played_by.append(s.played_by(t));
  }
  obs["cards_left"] = left;
  obs["played_by"] = played_by;
  obs["caller"] = s.caller();
  obs["called"] = s.called_card() < 0 ? py::object(py::none()) : py::object(py::str(format_card(s.called_card())));
  obs["solo"] = s.solo_seat() < 0 ? py::object(py::none()) : py::object(py::int_(s.solo_seat()));
  const bool knows = s.partner() != liangfutou::kNoSeat && (s.revealed() || seat == s.partner());
  obs["partner"] = knows ? py::object(py::int_(s.partner())) : py::object(py::none());
  obs["top"] = s.top_seat() < 0 ? py::object(py::none()) : py::cast(s.top());
  obs["top_seat"] = s.top_seat() < 0 ? py::object(py::none()) : py::object(py::int_(s.top_seat()));
  py::list finish;
  for (int i = 0; i < s.finished_count(); ++i) finish.append(static_cast<int>(s.finish_order()[i]));
  obs["finish_order"] = finish;
  obs["plays"] = py::list();
  obs["scores"] = s.scores();
  obs["deal_index"] = s.deal_index();
  return obs;
}



void bind_liangfutou_state(py::module_& parent) {
  py::module_ m = parent.attr("liangfutou").cast<py::module_>();
  py::class_<PyState>(m, "State", "A Liangfutou match in progress (or one deal from Game.new_deal).")
      .def_static("_new_match", &PyState::new_match, py::arg("options"), py::arg("seed"))
      .def_static("_new_deal", &PyState::new_deal, py::arg("options"), py::arg("hands"), py::arg("caller"))
      .def_property_readonly("phase", [](const PyState& s) { return phase_name(s.state().phase()); })
      .def_property_readonly("current_player", [](const PyState& s) -> py::object {
        if (s.state().is_terminal()) return py::none();
        return py::int_(s.state().current_player());
      })
      .def("legal_moves", &PyState::legal_moves)
      .def("apply", [](PyState& s, const py::handle& move) { s.apply(to_move(move)); }, py::arg("move"))
      .def("clone", [](const PyState& s) { return PyState(s); })
      .def("hand", [](const PyState& s, const py::handle& seat) { return s.state().hand(check_seat(seat)); })
      .def("cards_left", [](const PyState& s) {
        std::array<int, 4> out{};
        for (int t = 0; t < 4; ++t) out[t] = s.state().cards_left(t);
        return out;
      })
      .def_property_readonly("caller", [](const PyState& s) { return s.state().caller(); })
      .def_property_readonly("called", [](const PyState& s) -> py::object {
        if (s.state().called_card() < 0) return py::none();
        return py::str(format_card(s.state().called_card()));
      })
      .def_property_readonly("solo", [](const PyState& s) -> py::object {
        if (s.state().solo_seat() < 0) return py::none();
        return py::int_(s.state().solo_seat());
      })
      .def_property_readonly("revealed", [](const PyState& s) { return s.state().revealed(); })
      .def_property_readonly("deal_index", [](const PyState& s) { return s.state().deal_index(); })
      .def_property_readonly("finish_order", [](const PyState& s) {
        py::list out;
        for (int i = 0; i < s.state().finished_count(); ++i) out.append(static_cast<int>(s.state().finish_order()[i]));
        return out;
      })
      .def_property_readonly("last_payments", [](const PyState& s) { return s.state().last_payments(); })
      .def_property_readonly("options", [](const PyState& s) { return rules_to_dict(s.rules()); })
      .def("dealt_rewards", [](const PyState& s) {
        std::array<int, 4> out{};
        for (int t = 0; t < 4; ++t) out[t] = liangfutou::reward_units(s.state().dealt_hand(t));
        return out;
      }, "Reward units each seat's dealt hand earns from each other player (§6).")
      .def("is_terminal", [](const PyState& s) { return s.state().is_terminal(); })
      .def("returns", [](const PyState& s) {
        const auto& sc = s.state().scores();
        return std::vector<double>(sc.begin(), sc.end());
      }, "Cumulative units per seat (zero-sum).")
      .def("history", [](const PyState& s) {
        py::list out;
        for (const Step& step : s.history()) out.append(py::make_tuple(static_cast<int>(step.seat), step.move));
        return out;
      })
      .def("_observation", [](const PyState& s, const py::handle& seat) { return s.observation(check_seat(seat)); })
      .def("resample", [](const PyState& s, const py::handle& seat, const py::object& seed) {
        return s.resampled(check_seat(seat), to_seed(seed));
      }, py::arg("seat"), py::arg("seed"))
      .def("to_record", [](const PyState& s) {
        if (s.world_of() >= 0) throw PaijuError("a resampled world has no record");
        return s.to_record();
      })
      .def("is_consistent", [](const PyState& s) { return s.state().is_consistent(); })
      .def("__str__", [](const PyState& s) {
        const State& st = s.state();
        std::string out = "Liangfutou deal " + std::to_string(st.deal_index() + 1) + ", phase " + phase_name(st.phase());
        out += ", caller seat " + std::to_string(st.caller());
        if (st.called_card() >= 0) out += " called " + format_card(st.called_card());
        if (st.solo_seat() >= 0) out += ", seat " + std::to_string(st.solo_seat()) + " solo";
        if (!st.is_terminal()) out += ", seat " + std::to_string(st.current_player()) + " to move";
        out += "\n";
        for (int t = 0; t < 4; ++t) {
          out += "  seat " + std::to_string(t) + " (" + std::to_string(st.cards_left(t)) + "): " + format_cards(st.hand(t)) +
                 "   units " + std::to_string(st.scores()[t]) + "\n";
        }
        if (st.phase() == Phase::Play) {
          out += st.top_seat() < 0 ? "  to beat: nothing (a lead)\n"
                                   : "  to beat: " + liangfutou::format_move(st.top()) + " by seat " +
                                         std::to_string(st.top_seat()) + "\n";
        }
        return out;
      })
      .def("__repr__", [](const PyState& s) {
        return "<liangfutou.State deal " + std::to_string(s.state().deal_index() + 1) + ", phase " +
               phase_name(s.state().phase()) + ">";
      });
  m.def("replay", &replay, py::arg("record"));
  m.def("_bot_move", [](const PyState& s, const std::string& spec, const py::object& seed) {
    if (s.state().is_terminal()) throw IllegalMoveError("the match is over: no move to choose");
    auto bot = liangfutou::make_bot(spec);
    Rng rng(to_seed(seed), 0xB07ULL);
    MoveList legal;
    s.state().legal_moves(legal);
    py::gil_scoped_release release;
    return bot->choose(s.state(), legal, rng);
  }, py::arg("state"), py::arg("bot"), py::arg("seed"));
  m.def("_resolve_options", [](const std::string& preset, const py::dict& options) {
    return rules_to_dict(to_rules(preset, options));
  });
}

}  // namespace paiju::bindings
