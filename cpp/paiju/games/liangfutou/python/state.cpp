// Liangfutou's part of the game bindings (the rest is bind_game in game_binding.h): deals from
// given hands, its observation's fields, its readable table, and the State members particular
// to Liangfutou (the call, solo, partnership, payments, rewards).
#include <pybind11/stl.h>

#include "paiju/bindings/env_binding.h"
#include "paiju/bindings/game_binding.h"
#include "paiju/bindings/packed_record.h"
#include "paiju/bindings/table_view.h"
#include "paiju/bindings/tensor_out.h"
#include "paiju/core/notation.h"
#include "paiju/games/liangfutou/game.h"
#include "paiju/games/liangfutou/python/parts.h"
#include "paiju/games/liangfutou/rewards.h"

namespace paiju::bindings {

namespace liangfutou_python {
namespace {

using liangfutou::State;
using LiangfutouState = PyState<liangfutou::Game>;

struct LiangfutouBinding {
  using G = liangfutou::Game;

  static liangfutou::Move to_move(const py::handle& obj) { return liangfutou_move(obj); }

  // For paiju.env (env_binding.h): a move is its copies per card kind (54), kind code, key.
  // The observation: the blocks below, seats relative to the observer.
  struct Encoding : ClimbingMoveEncoding<liangfutou::Move> {
    static constexpr int kKinds = 10, kPhases = 4;
    static constexpr auto kObservationBlocks = with_turn_blocks(std::array{
        TensorBlock{"hand", kNumKinds, "own cards, copies per kind", 0, 2},
        TensorBlock{"played", 4 * kNumKinds, "cards each seat played this deal", 0, 2},
        TensorBlock{"cards_left", 4, "cards left per seat / 27", 0, 1, 27},
        TensorBlock{"top_cards", kNumKinds, "the play to beat", 0, 2},
        TensorBlock{"top_kind", kKinds,
                    "its kind, one-hot (pass single pair triple straight pair_run bomb joker_bomb call solo)"},
        TensorBlock{"top_seat", 4, "who made it, one-hot"},
        TensorBlock{"caller", 4, "one-hot"},
        TensorBlock{"called", kNumKinds, "the called card kind"},
        TensorBlock{"solo", 4, "the solo seat, if any"},
        TensorBlock{"partner", 4, "the partner when this seat knows it"},
        TensorBlock{"out", 4, "1 for seats already out"},
    }, kPhases, "call, solo, play, match_over");
    static void observation(const liangfutou::Observation& o, float* out) {
      TensorOut t(out, o.seat);
      put_table_view(t, o, 27, kKinds, [](const liangfutou::Move& m) { return static_cast<int>(m.kind); });
      t.one_hot(t.relative(o.caller), 4);
      t.one_hot(o.called, kNumKinds);
      t.one_hot(t.relative(o.solo), 4);
      t.one_hot(t.relative(o.partner), 4);
      unsigned out_seats = 0;
      for (const int seat : o.finish_order) out_seats |= 1u << t.relative(seat);
      t.bits(out_seats, 4);
      t.turn(o.current_player, o.phase, kPhases);
    }
  };

  static py::dict observation(const liangfutou::Observation& o) {
    py::dict obs = table_view_dict(o);
    obs["caller"] = o.caller;
    obs["called"] = o.called < 0 ? py::object(py::none()) : py::object(py::str(format_card(o.called)));
    obs["solo"] = seat_or_none(o.solo);
    obs["partner"] = seat_or_none(o.partner);
    obs["scores"] = o.scores;
    return obs;
  }

  // deal: {"hands": [4 hands], "caller": seat}
  static LiangfutouState new_deal(const liangfutou::Rules& rules, const py::dict& deal) {
    if (!deal.contains("hands") || !deal.contains("caller")) {
      throw InvalidRecordError("invalid Liangfutou record: deal needs hands and caller");
    }
    const py::object hands_obj = deal["hands"];
    if (!py::isinstance<py::sequence>(hands_obj) || py::isinstance<py::str>(hands_obj) || py::len(hands_obj) != 4) {
      throw InvalidCardError("hands must be a list of four hands, got " + repr_of(hands_obj));
    }
    std::array<CardSet, kNumSeats> hands{};
    CardSet all;
    int seat = 0;
    py::list hand_texts;
    for (const py::handle hand : hands_obj) {
      hands[seat] = to_card_set(hand);
      if (hands[seat].empty() || hands[seat].size() > 27) {
        throw InvalidCardError("seat " + std::to_string(seat) + " holds " + std::to_string(hands[seat].size()) +
                               " cards; every seat needs 1 to 27");
      }
      if (!all.can_add(hands[seat])) throw InvalidCardError("the four hands hold a third copy of a card");
      all += hands[seat];
      hand_texts.append(format_cards(hands[seat]));
      ++seat;
    }
    const int caller = to_seat(deal["caller"], "caller");
    py::dict normal;
    normal["hands"] = hand_texts;
    normal["caller"] = caller;
    return LiangfutouState::from_deal(rules, State::new_deal(rules, hands, caller), normal);
  }

  static std::string table(const LiangfutouState& s) {
    const State& st = s.state();
    std::string out = "Liangfutou deal " + std::to_string(st.deal_index() + 1) + ", phase " + liangfutou::phase_name(st.phase());
    out += ", caller seat " + std::to_string(st.caller());
    if (st.called_card() >= 0) out += " called " + format_card(st.called_card());
    if (st.solo_seat() >= 0) out += ", seat " + std::to_string(st.solo_seat()) + " solo";
    if (!st.is_terminal()) out += ", seat " + std::to_string(st.current_player()) + " to move";
    out += "\n";
    for (int t = 0; t < 4; ++t) {
      out += "  seat " + std::to_string(t) + " (" + std::to_string(st.cards_left(t)) + "): " + format_cards(st.hand(t)) +
             "   units " + std::to_string(st.scores()[t]) + "\n";
    }
    if (st.phase() == liangfutou::Phase::Play) {
      out += st.top_seat() < 0 ? "  to beat: nothing (a lead)\n"
                               : "  to beat: " + liangfutou::format_move(st.top()) + " by seat " +
                                     std::to_string(st.top_seat()) + "\n";
    }
    return out;
  }
};

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
  bind_env<LiangfutouBinding>(m);
  bind_packed<LiangfutouBinding>(m);
}

}  // namespace paiju::bindings
