// Guandan's part of the game bindings (the rest is bind_game in game_binding.h): deals from
// given hands, its observation's fields, its readable table, and the State members particular
// to Guandan (levels, tribute, the play to beat, match progress, perft).
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <sstream>

#include "paiju/bindings/env_binding.h"
#include "paiju/bindings/game_binding.h"
#include "paiju/bindings/packed_record.h"
#include "paiju/bindings/table_view.h"
#include "paiju/bindings/tensor_out.h"
#include "paiju/core/notation.h"
#include "paiju/games/guandan/game.h"
#include "paiju/games/guandan/hand_features.h"
#include "paiju/games/guandan/perft.h"
#include "paiju/games/guandan/platform_notation.h"
#include "paiju/games/guandan/python/convert.h"
#include "paiju/games/guandan/python/parts.h"
#include "paiju/games/guandan/trainers/imitation.h"

namespace paiju::bindings {
namespace guandan_python {
namespace {

using namespace guandan_convert;
using guandan::Phase;
using guandan::State;
using GuandanState = PyState<guandan::Game>;

// The public decisions of the state's current deal (hand_features.h), replayed from its start.
guandan::PublicPlays public_plays(const GuandanState& s) {
  State now = s.start();
  guandan::PublicPlays plays;
  for (const auto& step : s.history()) {
    plays.add(now, step.move);
    now.apply(step.move);
  }
  return plays;
}

struct GuandanBinding {
  using G = guandan::Game;

  static py::dict observation(const guandan::Observation& o) {
    py::dict obs = table_view_dict(o);
    obs["levels"] = py::make_tuple(rank_text(o.levels[0]), rank_text(o.levels[1]));
    obs["deal_level"] = rank_text(o.deal_level);
    obs["tribute"] = guandan::tribute_kind_name(o.tribute);
    obs["shown_big_jokers"] = o.shown_big_jokers;
    obs["gave"] = o.gave ? py::cast(*o.gave) : py::object(py::none());
    obs["received"] = o.received ? py::cast(*o.received) : py::object(py::none());
    return obs;
  }

  static Move to_move(const py::handle& obj) { return guandan_convert::to_move(obj); }

  // For paiju.env (env_binding.h). Moves: copies per card kind (54), type code, key code, as
  // legal_move_arrays. The observation: the blocks below, seats relative to the observer (0 =
  // the observer, 1 = the next seat in play order, 2 = partner, 3 = the seat before).
  struct Encoding : ClimbingMoveEncoding<guandan::Move> {
    static constexpr int kRanks = 13, kPhases = 4;
    static constexpr auto kObservationBlocks = with_turn_blocks(std::array{
        TensorBlock{"hand", kNumKinds, "own cards, copies per kind (canonical kind order)", 0, 2},
        TensorBlock{"played", 4 * kNumKinds, "cards each seat played this deal, 54 per seat", 0, 2},
        // a receiver holds 28 cards between tribute and return
        TensorBlock{"cards_left", 4, "cards left per seat / 27", 0, 28.0f / 27.0f, 27},
        TensorBlock{"top_cards", kNumKinds, "the play to beat (zeros when leading)", 0, 2},
        TensorBlock{"top_type", guandan::kNumMoveTypes, "its type, one-hot over TYPE_NAMES"},
        TensorBlock{"top_seat", 4, "who made it, one-hot"},
        TensorBlock{"deal_level", kRanks, "one-hot over 2..A"},
        TensorBlock{"own_level", kRanks, "own team's level, one-hot"},
        TensorBlock{"other_level", kRanks, "the other team's level, one-hot"},
        TensorBlock{"out", 4, "1 for seats already out"},
        TensorBlock{"gave", kNumKinds, "tribute or return card this seat gave this deal"},
        TensorBlock{"received", kNumKinds, "tribute or return card this seat received this deal"},
    }, kPhases, "tribute, return, play, match_over");
    static void observation(const guandan::Observation& o, float* out) {
      TensorOut t(out, o.seat);
      put_table_view(t, o, 27, guandan::kNumMoveTypes, [](const Move& m) { return static_cast<int>(m.kind); });
      t.one_hot(o.deal_level, kRanks);
      t.one_hot(o.levels[static_cast<std::size_t>(o.seat % 2)], kRanks);
      t.one_hot(o.levels[static_cast<std::size_t>(1 - o.seat % 2)], kRanks);
      unsigned out_seats = 0;
      for (const int seat : o.finish_order) out_seats |= 1u << t.relative(seat);
      t.bits(out_seats, 4);
      t.counts(o.gave ? o.gave->cards : CardSet{});
      t.counts(o.received ? o.received->cards : CardSet{});
      t.turn(o.current_player, o.phase, kPhases);
    }
  };

  // deal: {"hands": [4 hands], "level": rank, "leader": seat, "previous_finish": [4 seats] or None}
  static GuandanState new_deal(const Rules& rules, const py::dict& deal) {
    for (const char* key : {"hands", "level", "leader"}) {
      if (!deal.contains(key)) throw InvalidRecordError(std::string("invalid Guandan record: deal is missing '") + key + "'");
    }
    const py::object hands_obj = deal["hands"];
    if (!py::isinstance<py::sequence>(hands_obj) || py::isinstance<py::str>(hands_obj) || py::len(hands_obj) != 4) {
      throw InvalidCardError("hands must be a list of four hands, got " + repr_of(hands_obj));
    }
    std::array<CardSet, kNumSeats> hands{};
    CardSet all;
    const py::sequence seq = py::reinterpret_borrow<py::sequence>(hands_obj);
    for (int seat = 0; seat < kNumSeats; ++seat) {
      hands[seat] = to_hand(seq[static_cast<std::size_t>(seat)]);
      if (hands[seat].empty() || hands[seat].size() > 27) {
        throw InvalidCardError("seat " + std::to_string(seat) + " holds " + std::to_string(hands[seat].size()) +
                               " cards; every seat needs 1 to 27");
      }
      if (!all.can_add(hands[seat])) throw InvalidCardError("the four hands hold a third copy of a card");
      all += hands[seat];
    }
    const int level = to_rank(deal["level"], "level");
    const int leader = to_seat(deal["leader"], "leader");
    const py::object previous_obj = deal.contains("previous_finish") ? py::object(deal["previous_finish"]) : py::object(py::none());
    py::dict normal;
    py::list hand_texts;
    for (const CardSet& hand : hands) hand_texts.append(format_cards(hand));
    normal["hands"] = hand_texts;
    normal["level"] = rank_text(level);
    normal["leader"] = leader;
    normal["previous_finish"] = py::none();
    if (previous_obj.is_none()) return GuandanState::from_deal(rules, State::new_deal(rules, hands, level, leader), normal);
    std::array<std::int8_t, 4> previous{};
    int seen = 0;
    const bool is_list = py::isinstance<py::sequence>(previous_obj) && !py::isinstance<py::str>(previous_obj) &&
                         py::len(previous_obj) == 4;
    if (is_list) {
      int i = 0;
      for (const py::handle seat : previous_obj) {
        const int value = to_seat(seat);
        previous[i++] = static_cast<std::int8_t>(value);
        seen |= 1 << value;
      }
    }
    if (!is_list || seen != 0xF) {
      throw InvalidOptionError("previous_finish must list the four seats in finishing order, got " + repr_of(previous_obj));
    }
    py::list previous_list;
    for (auto seat : previous) previous_list.append(static_cast<int>(seat));
    normal["previous_finish"] = previous_list;
    return GuandanState::from_deal(rules, State::new_deal(rules, hands, level, leader, &previous), normal);
  }

  static std::string table(const GuandanState& ps) {
    const State& s = ps.state();
    std::ostringstream out;
    out << "Guandan deal " << s.deal_index() + 1 << " at level " << rank_text(s.deal_level().rank) << " (team 0-2: "
        << rank_text(s.progress().levels[0]) << ", team 1-3: " << rank_text(s.progress().levels[1]) << "), phase "
        << guandan::phase_name(s.phase());
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
};

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
  m.def("_imitation_features", [](GuandanState& s) -> py::object {
    if (s.state().phase() != Phase::Play) return py::none();
    const auto legal = s.legal_moves();
    const auto view = guandan::trainers::view_of(s.state());
    const auto all = guandan::trainers::appraise_all(view, legal.list());
    py::array_t<float> features({static_cast<py::ssize_t>(all.size()), py::ssize_t{guandan::trainers::kNumImitationFeatures}});
    guandan::trainers::imitation_features(view, all, guandan::trainers::expert_moves(s.state(), legal.list()),
                                          features.mutable_data());
    py::dict out;
    out["features"] = features;
    out["leading"] = view.leading();
    out["going_out"] = guandan::trainers::going_out(all) != nullptr;
    return out;
  }, py::arg("state"),
  "The imitator's view of the current trick-play decision (trainers/imitation.h): features "
  "[len(legal_moves()), F] float32 in legal_moves() order, leading, and going_out (a move "
  "empties the hand, which every training player plays); None outside trick play.");
  m.attr("IMITATION_FEATURES") = [] {
    py::list names;
    for (const char* name : guandan::trainers::imitation_feature_names()) names.append(name);
    return names;
  }();
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
  bind_env<GuandanBinding>(m);
  bind_packed<GuandanBinding>(m);
  m.def("_match_progress", &match_progress, py::arg("options"), py::arg("finishes"),
        "Level bookkeeping of a match from finishing orders (for tests).");
  m.def("perft", [](const GuandanState& s, int depth) {
    if (depth < 0 || depth > 12) throw InvalidOptionError("depth must be 0..12");
    py::gil_scoped_release release;
    return guandan::perft(s.state(), depth);
  }, py::arg("state"), py::arg("depth"), "Leaves of the open-hand play tree of the current deal to `depth` plies.");
}

}  // namespace paiju::bindings
