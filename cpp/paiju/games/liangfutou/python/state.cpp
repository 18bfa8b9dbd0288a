// Liangfutou's part of the game bindings (the rest is bind_game in game_binding.h): deals from
// given hands, its observation's fields, its readable table, and the State members particular
// to Liangfutou (the call, solo, partnership, payments, rewards).
#include <pybind11/stl.h>

#include "paiju/bindings/game_binding.h"
#include "paiju/core/notation.h"
#include "paiju/games/liangfutou/game.h"
#include "paiju/games/liangfutou/python/binding.h"
#include "paiju/games/liangfutou/python/parts.h"
#include "paiju/games/liangfutou/rewards.h"

namespace paiju::bindings {

namespace liangfutou_python {
namespace {

}  // namespace
}  // namespace liangfutou_python

void bind_liangfutou_game(py::module_& m) {
  using namespace liangfutou_python;
  bind_game<LiangfutouBinding>(m, "A Liangfutou match in progress (or one deal from Game.new_deal).")
      .def_static("_new_deal", [](const py::dict& options, const py::object& hands, const py::object& caller) {
        py::dict deal;
        deal["hands"] = hands;
        deal["caller"] = caller;
        return LiangfutouBinding::new_deal(default_rules_from<liangfutou::Game>(options), deal);
      }, py::arg("options"), py::arg("hands"), py::arg("caller"))
      .def_property_readonly("caller", [](const LiangfutouState& s) { return s.state().caller(); })
      .def_property_readonly("called", [](const LiangfutouState& s) -> py::object {
        if (s.state().called_card() < 0) return py::none();
        return py::str(format_card(s.state().called_card()));
      })
      .def_property_readonly("solo", [](const LiangfutouState& s) { return seat_or_none(s.state().solo_seat()); })
      .def_property_readonly("revealed", [](const LiangfutouState& s) { return s.state().revealed(); })
      .def_property_readonly("finish_order", [](const LiangfutouState& s) {
        py::list out;
        for (int i = 0; i < s.state().finished_count(); ++i) out.append(static_cast<int>(s.state().finish_order()[i]));
        return out;
      })
      .def_property_readonly("last_payments", [](const LiangfutouState& s) { return s.state().last_payments(); })
      .def("dealt_rewards", [](const LiangfutouState& s) {
        std::array<int, 4> out{};
        for (int t = 0; t < 4; ++t) out[static_cast<std::size_t>(t)] = liangfutou::reward_units(s.state().dealt_hand(t));
        return out;
      }, "Reward units each seat's dealt hand earns from each other player (§6).");
  StepParts<LiangfutouBinding>::learning(m);
}

}  // namespace paiju::bindings
