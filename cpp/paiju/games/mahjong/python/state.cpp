// Suqian mahjong's part of the game bindings (the rest is bind_game in game_binding.h): the Move
// class, deals from a given wall, its observation's fields, its readable table, and the State
// members particular to mahjong (melds, flowers, discards, bets, the wall, scores, last_win).
#include <pybind11/stl.h>

#include <span>

#include "paiju/bindings/game_binding.h"
#include "paiju/bindings/game_input.h"
#include "paiju/games/mahjong/game.h"
#include "paiju/games/mahjong/python/binding.h"
#include "paiju/games/mahjong/python/parts.h"
#include "paiju/games/mahjong/wait_prior.h"
#include "paiju/tiles/tile_notation.h"

namespace paiju::bindings {
namespace mahjong_python {
namespace {

// The Move class.
void bind_move_class(py::module_& m) {
  StepParts<mahjong_python::MahjongBinding>::move_class(m, R"doc(
A Suqian mahjong decision: ``kind``, ``tile`` and ``bets``.

``kind``: 'bet' (a seat's side bets for the deal: ``bets``, the full set it holds), 'discard',
'ready' (a discard declaring ready), 'concealed_kong', 'added_kong', 'win' (on the tile drawn,
a discard or a robbed added kong), 'pass', 'pong' or 'kong' (claims of a discard). ``str(move)``
is e.g. "discard 5m", "pong 5m", "pass", "bet du_ci+du_liu"; Move.parse reads it back.)doc")
      .def(py::init([](const py::str& text) { return mahjong::parse_move(text_of(text)); }), py::arg("text"))
      .def_property_readonly("kind", [](const Move& mv) { return std::string(mahjong::kind_name(mv.kind)); })
      .def_property_readonly("tile", [](const Move& mv) { return tile_or_none(mv.tile); })
      .def_property_readonly("bets", [](const Move& mv) { return mv.kind == mahjong::Kind::Bet ? py::object(bet_names(mv.bets)) : py::object(py::none()); })
      .def("__repr__", [](const Move& mv) { return "Move('" + mahjong::format_move(mv) + "')"; });
}

// What the table shows: dealer, round, wind, wall, melds, flowers, discards, bets, scores, results.
void bind_table_queries(py::class_<MahjongState>& state) {
  state
      .def_property_readonly("dealer", [](const MahjongState& s) { return s.state().dealer(); })
      .def_property_readonly("round", [](const MahjongState& s) { return s.state().round(); },
                             "Rounds (圈) completed so far (0 in the first).")
      .def_property_readonly("prevailing_wind", [](const MahjongState& s) { return kWinds[s.state().prevailing_wind()]; })
      .def_property_readonly("wall_count", [](const MahjongState& s) { return s.state().is_terminal() ? 0 : s.state().wall_count(); })
      .def("melds", [](const MahjongState& s, const py::handle& seat) { return meld_list(s.state().melds(to_seat(seat))); },
           py::arg("seat"), "A seat's melds as (kind, tile), in the order made (concealed kongs included: the full state).")
      .def("flowers", [](const MahjongState& s, const py::handle& seat) { return py::cast(s.state().flowers(to_seat(seat))); },
           py::arg("seat"))
      .def("discards", [](const MahjongState& s, const py::handle& seat) { return discard_list(s.state().river(to_seat(seat))); },
           py::arg("seat"), "A seat's discards in order (claimed ones included).")
      .def("bets", [](const MahjongState& s) {
        py::list out;
        for (int t = 0; t < 4; ++t) out.append(bet_names(s.state().bets(t)));
        return out;
      }, "Each seat's side bets (held for the round).")
      .def("deal_wall", [](const MahjongState& s) {
        py::list out;
        for (const std::uint8_t tile : s.state().wall()) out.append(tiles::format_tile(tile));
        return out;
      }, "This deal's 120 tiles in drawing order (hidden information: for tests and analysis).")
      .def("scores", [](const MahjongState& s) { return s.state().scores(); }, "Each seat's points so far.")
      .def("last_deal", [](const MahjongState& s) -> py::object {
        const mahjong::LastDeal& d = s.state().last_deal();
        if (d.dealer < 0) return py::none();
        py::dict out;
        out["dealer"] = static_cast<int>(d.dealer);
        out["winner"] = seat_or_none(d.winner);
        out["payments"] = d.payments;
        return out;
      }, "The last finished deal: dealer, winner (None for an exhaustive draw), payments.")
      .def("last_win", [](const MahjongState& s) -> py::object {
        if (s.state().last_win().winner < 0) return py::none();
        return last_win_dict(s.state().last_win());
      }, "The last win of the game as a dict (facts, doublers, total, payments), or None.");
}

// A ready seat's wait and another seat's belief about it (wait_prior.h).
void bind_waits(py::class_<MahjongState>& state) {
  state
      .def("wait", [](const MahjongState& s, const py::handle& seat) { return tile_or_none(s.state().wait(to_seat(seat))); },
           py::arg("seat"), "A ready seat's single wait (hidden information), else None.")
      .def("wait_prior", [](const MahjongState& s, const py::handle& ready_seat, const py::handle& observer) {
        const int r = to_seat(ready_seat, "ready_seat");
        if (!s.state().is_ready(r)) throw InvalidOptionError("wait_prior: seat " + std::to_string(r) + " is not ready");
        const mahjong::WaitPrior p = mahjong::wait_prior(s.state(), r, to_seat(observer, "observer"), s.state().passed(r));
        py::dict out;
        for (int k = 0; k < tiles::kNumSuitedKinds; ++k) out[py::str(tiles::format_tile(k))] = p[k];
        return out;
      }, py::arg("ready_seat"), py::arg("observer"),
           "The belief of `observer` about ready seat's wait (wait_prior.h): tile -> probability, zero on kinds it let go by.")
      .def("_wait_features", [](const MahjongState& s, const py::handle& ready_seat, const py::handle& observer) {
        const mahjong::WaitFeatures f = mahjong::wait_features(s.state(), to_seat(ready_seat, "ready_seat"), to_seat(observer, "observer"));
        py::list rows;
        for (const auto& row : f) rows.append(py::cast(row));
        return rows;
      }, py::arg("ready_seat"), py::arg("observer"))
      .def_static("_wait_feature_names", [] { return py::cast(mahjong::kWaitFeatureNames); })
      .def("_passed", [](const MahjongState& s, const py::handle& seat) { return s.state().passed(to_seat(seat)); },
           py::arg("seat"), "A ready seat's let-go kinds as a bit mask over the 27 suited kinds.");
}

}  // namespace
}  // namespace mahjong_python

void bind_mahjong_game(py::module_& m) {
  using namespace mahjong_python;
  bind_move_class(m);
  auto state = bind_game<MahjongBinding>(m, "A Suqian mahjong game in progress (or one deal from Game.new_deal).")
      .def_static("_new_deal", [](const py::dict& options, const py::dict& deal) {
        return MahjongBinding::new_deal(default_rules_from<mahjong::Game>(options), deal);
      }, py::arg("options"), py::arg("deal"));
  bind_table_queries(state);
  bind_waits(state);
  StepParts<MahjongBinding>::learning(m);
}

}  // namespace paiju::bindings
