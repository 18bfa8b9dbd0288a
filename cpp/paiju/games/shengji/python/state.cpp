// Shengji's part of the game bindings (the rest is bind_game in game_binding.h): deals from
// given hands, its observation's fields, its readable table, and the State members particular
// to Shengji (level, trump, declaration, dealer, points, the trick, counting and sampling moves).
#include <pybind11/stl.h>

#include "paiju/bindings/game_binding.h"
#include "paiju/core/notation.h"
#include "paiju/games/shengji/game.h"
#include "paiju/games/shengji/python/binding.h"
#include "paiju/games/shengji/python/parts.h"

namespace paiju::bindings {

namespace shengji_python {
namespace {

// The deal as it stands: level, trump, dealer, declaration, team levels, points, kitty, trick.
void bind_deal_queries(py::class_<ShengjiState>& state) {
  state
      .def_property_readonly("level", [](const ShengjiState& s) { return rank_text(s.state().level()); },
                             "The deal's level rank.")
      .def_property_readonly("trump", [](const ShengjiState& s) { return suit_or_none(s.state().trump_suit()); },
                             "The trump suit, or None (no-trump, or not yet declared).")
      .def_property_readonly("dealer", [](const ShengjiState& s) { return seat_or_none(s.state().dealer()); })
      .def_property_readonly("declaration", [](const ShengjiState& s) { return declaration_of(s.state().declaration()); },
                             "(seat, cards shown) of the standing declaration, or None.")
      .def_property_readonly("team_levels", [](const ShengjiState& s) {
        return level_ranks(s.rules(), s.state().team_levels());
      }, "The level rank of each team (seats 0 and 2, seats 1 and 3).")
      .def_property_readonly("attackers_points", [](const ShengjiState& s) { return s.state().attackers_points(); })
      .def_property_readonly("kitty", [](const ShengjiState& s) { return s.state().kitty(); },
                             "The kitty (the cards buried so far once the dealer buries; all hidden information).")
      .def_property_readonly("trick", [](const ShengjiState& s) {
        py::list out;
        const State& st = s.state();
        if (st.phase() == shengji::Phase::Play) {
          for (int i = 0; i < st.trick_count(); ++i) out.append(py::make_tuple((st.leader() + i) % 4, st.trick_play(i)));
        }
        return out;
      }, "This trick's plays so far as (seat, cards), the lead as it stands (a failed throw replaced by its unit).");
}

// The deal's dealing and its finished tricks and deals.
void bind_deal_history(py::class_<ShengjiState>& state) {
  state
      .def_property_readonly("deal_order", [](const ShengjiState& s) -> py::object {
        const State& st = s.state();
        if (st.single_deal() || s.world_of() >= 0) return py::none();  // not dealt, or a drawn world
        py::list out;
        for (const std::uint8_t kind : st.deal_order()) out.append(format_card(kind));
        return out;
      }, "This deal's 108 cards in dealing order (the k-th of the first 100 to seat (first_dealt + k) % 4, the "
         "last 8 the kitty as dealt); None for a deal from given hands and a resampled world.")
      .def_property_readonly("first_dealt", [](const ShengjiState& s) { return s.state().first_dealt(); },
                             "The seat this deal's dealing started at.")
      .def_property_readonly("last_trick", [](const ShengjiState& s) {
        py::list out;
        const State& st = s.state();
        if (st.last_winner() >= 0) {
          for (int i = 0; i < kNumSeats; ++i) {
            out.append(py::make_tuple((st.last_leader() + i) % 4, st.last_trick()[static_cast<std::size_t>(i)]));
          }
        }
        return out;
      }, "This deal's last finished trick as (seat, cards) from its leader (a failed throw as its unit), "
         "empty before the deal's first trick ends.")
      .def_property_readonly("last_winner", [](const ShengjiState& s) { return seat_or_none(s.state().last_winner()); },
                             "The seat that won last_trick, or None.")
      .def_property_readonly("winner_team", [](const ShengjiState& s) -> py::object {
        return s.state().winner_team() < 0 ? py::object(py::none()) : py::object(py::int_(s.state().winner_team()));
      })
      .def_property_readonly("last_deal", [](const ShengjiState& s) -> py::object {
        const State& st = s.state();
        if (st.last_dealer() < 0) return py::none();
        py::dict out;
        out["dealer"] = st.last_dealer();
        out["attackers_points"] = st.last_points();
        out["levels_gained"] = st.last_gains();
        return out;
      }, "The last finished deal: dealer, attackers' points, levels each team climbed.");
}

}  // namespace
}  // namespace shengji_python

void bind_shengji_game(py::module_& m) {
  using namespace shengji_python;
  auto state = bind_game<ShengjiBinding>(m, "A Shengji match in progress (or one deal from Game.new_deal).")
      .def_static("_new_deal", [](const py::dict& options, const py::dict& deal) {
        return ShengjiBinding::new_deal(default_rules_from<shengji::Game>(options), deal);
      }, py::arg("options"), py::arg("deal"))
      .def_static("_match_at", [](const py::dict& options, const py::dict& start) {
        return ShengjiBinding::match_at(default_rules_from<shengji::Game>(options), start);
      }, py::arg("options"), py::arg("start"))
      .def("count_moves", [](const ShengjiState& s) { return s.state().count_moves(); },
           "How many legal moves there are, without listing them.")
      .def("sample_move", [](const ShengjiState& s, const py::object& seed) {
        if (s.state().is_terminal()) throw IllegalMoveError("the match is over: no move to sample");
        Rng rng(to_seed(seed), 0x5A3ULL);
        return s.state().sample_move(rng);
      }, py::arg("seed"), "One legal move, uniformly at random, without listing them.");
  bind_deal_queries(state);
  bind_deal_history(state);
  StepParts<ShengjiBinding>::learning(m);
}

}  // namespace paiju::bindings
