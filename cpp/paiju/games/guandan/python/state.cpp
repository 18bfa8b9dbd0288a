// Guandan's part of the game bindings (the rest is bind_game in game_binding.h): deals from
// given hands, its observation's fields, its readable table, and the State members particular
// to Guandan (levels, tribute, the play to beat, match progress, perft).
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <sstream>

#include "paiju/bindings/game_binding.h"
#include "paiju/core/notation.h"
#include "paiju/games/guandan/game.h"
#include "paiju/games/guandan/hand_features.h"
#include "paiju/games/guandan/perft.h"
#include "paiju/games/guandan/platform_notation.h"
#include "paiju/games/guandan/python/convert.h"
#include "paiju/games/guandan/python/binding.h"
#include "paiju/games/guandan/python/parts.h"

namespace paiju::bindings {
namespace guandan_python {
namespace {

py::object team_or_draw(int w) {
  if (w == guandan::kNoTeam) return py::none();
  if (w == guandan::kDraw) return py::str("draw");
  return py::int_(w);
}

// Level bookkeeping of a match from finishing orders alone (for tests).
py::list match_progress(const py::dict& options, const py::list& finishes) {
  const Rules rules = default_rules_from<guandan::Game>(options);
  guandan::MatchProgress progress;
  py::list out;
  for (const py::handle finish_obj : finishes) {
    if (progress.decided()) break;
    std::array<std::int8_t, 4> finish{};
    int seen = 0, i = 0;
    for (const py::handle seat : finish_obj) {
      if (i >= 4) break;
      finish[i++] = static_cast<std::int8_t>(to_seat(seat));
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
    row["match_winner"] = team_or_draw(progress.match_winner);
    row["scores"] = py::make_tuple(progress.scores[0], progress.scores[1]);
    out.append(row);
  }
  return out;
}

// The platform's act message for the seat to move (one JSON line) and the index in
// legal_moves() of each action it lists (_platform_act_line).
py::tuple platform_act_line(GuandanState& s, std::string_view stage, int previous_pos, const py::object& previous_action,
                            int greater_pos, const py::object& greater_action, const py::sequence& play_area) {
  if (play_area.size() != 4) throw InvalidOptionError("play_area lists the four seats' last actions");
  const State& st = s.state();
  const int seat = st.current_player();
  const guandan::Level level = st.deal_level();
  const auto json_or_null = [](const py::handle& text, std::string& out) {
    if (text.is_none()) {
      out += "null";
    } else {
      out += text.cast<std::string_view>();
    }
  };
  const auto quoted = [](const std::string& text, std::string& out) {
    out += '"';
    out += text;
    out += '"';
  };
  std::string line = R"({"type":"act","stage":")";
  line += stage;
  line += R"(","handCards":)";
  guandan::append_platform_hand_json(st.hand(seat), level, line);
  line += R"(,"publicInfo":[)";
  for (int other = 0; other < 4; ++other) {
    line += other == 0 ? R"({"rest":)" : R"(,{"rest":)";
    line += std::to_string(st.cards_left(other));
    line += R"(,"playArea":)";
    json_or_null(play_area[static_cast<std::size_t>(other)], line);
    line += '}';
  }
  line += R"(],"selfRank":)";
  quoted(rank_text(st.progress().levels[seat % 2]), line);
  line += R"(,"oppoRank":)";
  quoted(rank_text(st.progress().levels[1 - seat % 2]), line);
  line += R"(,"curRank":)";
  quoted(rank_text(level.rank), line);
  line += R"(,"curPos":)";
  line += std::to_string(previous_pos);
  line += R"(,"curAction":)";
  json_or_null(previous_action, line);
  line += R"(,"greaterPos":)";
  line += std::to_string(greater_pos);
  line += R"(,"greaterAction":)";
  json_or_null(greater_action, line);
  line += R"(,"actionList":[)";
  const auto legal = s.legal_moves();
  const auto order = guandan::platform_order(legal.list(), level);
  py::list indices(order.size());
  std::size_t k = 0;
  for (std::size_t i : order) {
    if (k > 0) line += ',';
    guandan::append_platform_json(legal.list()[i], &level, line);
    indices[k++] = py::int_(i);
  }
  line += R"(],"indexRange":)";
  line += std::to_string(static_cast<long>(order.size()) - 1);
  line += "}\n";
  return py::make_tuple(py::bytes(line), indices);
}

// The learned hand model's examples along a state's history (_hand_dataset).
py::dict hand_dataset(const GuandanState& s, unsigned seats, int every, int offset) {
  if (every < 1) throw InvalidOptionError("every must be at least 1");
  std::vector<float> features;
  std::vector<std::uint8_t> truth, mask;
  std::vector<std::int16_t> where;  // seat, ply
  {
    py::gil_scoped_release release;
    State now = s.start();
    guandan::PublicPlays plays;
    int seen = 0, ply = 0;
    std::vector<float> row(guandan::kHandFeatures);
    for (const auto& step : s.history()) {
      const int seat = now.current_player();
      if (now.phase() == Phase::Play && (seats >> seat & 1) && seen++ % every == offset % every) {
        guandan::hand_features(now, plays, seat, row);
        features.insert(features.end(), row.begin(), row.end());
        const auto t = guandan::hand_truth(now, seat);
        const auto k = guandan::hand_mask(now, guandan::hidden_facts(now, seat), seat);
        for (int r = 0; r < guandan::kOtherSeats; ++r) {
          truth.insert(truth.end(), t[r].begin(), t[r].end());
          for (bool b : k[r]) mask.push_back(b ? 1 : 0);
        }
        where.push_back(static_cast<std::int16_t>(seat));
        where.push_back(static_cast<std::int16_t>(ply));
      }
      plays.add(now, step.move);
      now.apply(step.move);
      ++ply;
    }
  }
  const auto n = static_cast<py::ssize_t>(where.size() / 2);
  py::dict out;
  out["features"] = py::array_t<float>({n, static_cast<py::ssize_t>(guandan::kHandFeatures)}, features.data());
  out["truth"] = py::array_t<std::uint8_t>({n, py::ssize_t{3}, py::ssize_t{kNumKinds}}, truth.data());
  out["mask"] = py::array_t<std::uint8_t>({n, py::ssize_t{3}, py::ssize_t{kNumKinds}}, mask.data());
  out["where"] = py::array_t<std::int16_t>({n, py::ssize_t{2}}, where.data());
  return out;
}

// The match's bookkeeping: levels, finish orders, tribute, the play to beat, the match's result.
void bind_match_queries(py::class_<GuandanState>& state) {
  state
      .def_property_readonly("levels", [](const GuandanState& s) {
        return py::make_tuple(rank_text(s.state().progress().levels[0]), rank_text(s.state().progress().levels[1]));
      }, "Each team's level: (team of seats 0 and 2, team of seats 1 and 3).")
      .def_property_readonly("deal_level", [](const GuandanState& s) { return rank_text(s.state().deal_level().rank); })
      .def_property_readonly("finish_order", [](const GuandanState& s) {
        py::list out;
        for (int i = 0; i < s.state().finished_count(); ++i) out.append(static_cast<int>(s.state().finish_order()[i]));
        return out;
      }, "Seats out in the current deal (the finished deal's full order once the match is over).")
      .def_property_readonly("previous_finish_order", [](const GuandanState& s) -> py::object {
        if (s.state().previous_finish()[0] < 0) return py::none();
        py::list out;
        for (auto seat : s.state().previous_finish()) out.append(static_cast<int>(seat));
        return out;
      })
      .def_property_readonly("tribute", [](const GuandanState& s) { return guandan::tribute_kind_name(s.state().tribute_kind()); },
                             "This deal's tribute: 'none', 'single', 'double' or 'anti'.")
      .def_property_readonly("tribute_pairs", [](const GuandanState& s) {
        py::list out;
        const State& st = s.state();
        if (st.phase() == Phase::Tribute && st.tribute_kind() == guandan::TributeKind::Double) return out;
        for (int i = 0; i < st.tribute_pairs(); ++i) out.append(py::make_tuple(st.payer(i), st.receiver(i)));
        return out;
      }, "(payer, receiver) seats of this deal's tribute, once known.")
      .def_property_readonly("top", [](const GuandanState& s) -> py::object {
        if (s.state().top_seat() == guandan::kNoSeat) return py::none();
        return py::cast(s.state().top());
      }, "The play to beat, or None when the current player leads.")
      .def_property_readonly("top_seat", [](const GuandanState& s) { return seat_or_none(s.state().top_seat()); })
      .def_property_readonly("match_winner", [](const GuandanState& s) { return team_or_draw(s.state().progress().match_winner); })
      .def_property_readonly("deals_played", [](const GuandanState& s) { return s.state().progress().deals_played; })
      .def_property_readonly("a_failures", [](const GuandanState& s) {
        return py::make_tuple(s.state().progress().a_failures[0], s.state().progress().a_failures[1]);
      });
}

// The competition platform's protocol (paiju.platform): its moves and act messages.
void bind_platform(py::class_<GuandanState>& state) {
  state
      .def("apply_platform", [](GuandanState& s, const py::handle& move) { s.apply(to_move(move)); }, py::arg("move"),
           "Apply the platform's [type, rank, cards].")
      .def("_platform_actions", [](GuandanState& s) {
        const auto legal = s.legal_moves();
        const guandan::Level level = s.state().deal_level();
        py::list actions, indices;
        for (std::size_t i : guandan::platform_order(legal.list(), level)) {
          actions.append(platform_of(legal.list()[i], &level));
          indices.append(i);
        }
        return py::make_tuple(actions, indices);
      }, "The legal moves as the platform's action list: (the [type, rank, cards] in platform order, "
         "the index of each in legal_moves()).")
      .def("_platform_act_line", &platform_act_line, py::arg("stage"), py::arg("previous_pos"),
           py::arg("previous_action"), py::arg("greater_pos"), py::arg("greater_action"), py::arg("play_area"),
           "The platform's act message for the seat to move as one JSON line (json.dumps without "
           "spaces), and the index in legal_moves() of each action; the actions given are JSON text "
           "(or None for null).");
}

// The learned hand model (hand_model.h): its examples, prior and features.
void bind_hand_model(py::module_& m) {
  m.def("_hand_dataset", &hand_dataset, py::arg("state"), py::arg("seats") = 15u, py::arg("every") = 1,
        py::arg("offset") = 0,
  "The learned hand model's examples along this state's history (hand_features.h): at each "
  "trick-play decision of a seat in the bit mask `seats` (every `every`-th, from `offset`), the "
  "mover's features, the copies of each kind each other seat holds that the mover cannot place "
  "(relative seats 1..3), and where those copies may be. Dict of numpy arrays features [n, F], "
  "truth [n, 3, 54], mask [n, 3, 54], where [n, 2] (seat, ply).");
  m.def("_hand_prior", [](const GuandanState& s, const py::handle& seat) {
    const int viewer = to_seat(seat);
    guandan::HandLogPrior prior;
    {
      py::gil_scoped_release release;
      prior = guandan::predict_hands(s.state(), public_plays(s), viewer);
    }
    std::vector<float> flat;
    for (const auto& row : prior) flat.insert(flat.end(), row.begin(), row.end());
    return py::array_t<float>({py::ssize_t{4}, py::ssize_t{kNumKinds}}, flat.data());
  }, py::arg("state"), py::arg("seat"),
  "The learned hand model's prior at `seat`'s view of this state (hand_model.h): per seat and "
  "kind, log P(a copy `seat` cannot place is held by that seat); 0 for `seat` itself, -30 where "
  "the facts rule it out. A numpy array [4, 54].");
  m.def("_hand_features", [](const GuandanState& s, const py::handle& seat) {
    const int viewer = to_seat(seat);
    std::vector<float> row(guandan::kHandFeatures);
    guandan::hand_features(s.state(), public_plays(s), viewer, row);
    return py::array_t<float>(static_cast<py::ssize_t>(row.size()), row.data());
  }, py::arg("state"), py::arg("seat"), "The hand model's features of `seat`'s view of this state (hand_features.h).");
  m.attr("HAND_FEATURE_BLOCKS") = [] {
    py::list blocks;
    for (const auto& b : guandan::kHandFeatureBlocks) blocks.append(py::make_tuple(b.name, b.size));
    return blocks;
  }();
}

}  // namespace
}  // namespace guandan_python

void bind_guandan_game(py::module_& m) {
  using namespace guandan_python;
  auto state = bind_game<GuandanBinding>(m, R"doc(
A Guandan match in progress (or one deal, from Game.new_deal).

Decisions are Moves: during phase 'tribute' the payer gives one of its highest cards (platform
type 'tribute'), during 'return' the receiver gives a card back ('back'), during 'play' seats
play combinations or pass. apply() validates and raises IllegalMoveError saying why.)doc");
  state
      .def_static("_new_deal", [](const py::dict& options, const py::object& hands, const py::object& level,
                                  const py::object& leader, const py::object& previous) {
        py::dict deal;
        deal["hands"] = hands;
        deal["level"] = level;
        deal["leader"] = leader;
        deal["previous_finish"] = previous;
        return GuandanBinding::new_deal(default_rules_from<guandan::Game>(options), deal);
      }, py::arg("options"), py::arg("hands"), py::arg("level"), py::arg("leader"), py::arg("previous_finish"));
  bind_match_queries(state);
  bind_platform(state);
  bind_hand_model(m);
  StepParts<GuandanBinding>::learning(m);
  m.def("_match_progress", &match_progress, py::arg("options"), py::arg("finishes"),
        "Level bookkeeping of a match from finishing orders (for tests).");
  m.def("perft", [](const GuandanState& s, int depth) {
    if (depth < 0 || depth > 12) throw InvalidOptionError("depth must be 0..12");
    py::gil_scoped_release release;
    return guandan::perft(s.state(), depth);
  }, py::arg("state"), py::arg("depth"), "Leaves of the open-hand play tree of the current deal to `depth` plies.");
}

}  // namespace paiju::bindings
