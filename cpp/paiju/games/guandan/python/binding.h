// Guandan's binding traits (game_binding.h's B): its observation's fields, moves from Python,
// deals from given hands, its readable table and its tensor encoding (env_binding.h).
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <sstream>

#include "paiju/bindings/env_binding.h"
#include "paiju/bindings/game_binding.h"
#include "paiju/bindings/table_view.h"
#include "paiju/bindings/tensor_out.h"
#include "paiju/core/notation.h"
#include "paiju/games/guandan/game.h"
#include "paiju/games/guandan/hand_features.h"
#include "paiju/games/guandan/python/convert.h"

namespace paiju::bindings::guandan_python {

using namespace guandan_convert;
using guandan::Phase;
using guandan::State;
using GuandanState = PyState<guandan::Game>;

// The public decisions of the state's current deal (hand_features.h), replayed from its start.
inline guandan::PublicPlays public_plays(const GuandanState& s) {
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
  struct Encoding : ClimbingMoveEncoding<guandan::Move, &guandan::Move::type> {
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
      put_table_view(t, o, 27, guandan::kNumMoveTypes, [](const Move& m) { return static_cast<int>(m.type); });
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

}  // namespace paiju::bindings::guandan_python
