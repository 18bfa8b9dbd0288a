// Shengji's part of the game bindings (the rest is bind_game in game_binding.h): deals from
// given hands, its observation's fields, its readable table, and the State members particular
// to Shengji (level, trump, declaration, dealer, points, the trick, counting and sampling moves).
#include <pybind11/stl.h>

#include "paiju/bindings/env_binding.h"
#include "paiju/bindings/game_binding.h"
#include "paiju/bindings/packed_record.h"
#include "paiju/bindings/table_view.h"
#include "paiju/bindings/tensor_out.h"
#include "paiju/core/notation.h"
#include "paiju/games/shengji/game.h"
#include "paiju/games/shengji/python/parts.h"

namespace paiju::bindings {

namespace shengji_python {
namespace {

using shengji::State;
using ShengjiState = PyState<shengji::Game>;

py::object suit_or_none(int suit) {
  if (suit < 0) return py::none();
  return py::str(std::string(1, kSuitChars[static_cast<std::size_t>(suit)]));
}

py::list suit_names(std::uint8_t bits) {
  py::list out;
  for (int s = 0; s <= tricktaking::kTrump; ++s) {
    if (bits & (1u << s)) out.append(s == tricktaking::kTrump ? std::string("T") : std::string(1, kSuitChars[static_cast<std::size_t>(s)]));
  }
  return out;
}

py::object declaration_of(const shengji::Declaration& d) {
  if (d.none()) return py::none();
  return py::make_tuple(d.seat, d.cards);
}

std::string rank_text(int rank) { return std::string(1, kRankChars[static_cast<std::size_t>(rank)]); }

py::list level_ranks(const shengji::Rules& rules, const std::array<int, 2>& levels) {
  py::list out;
  for (int team = 0; team < 2; ++team) out.append(std::string(1, rules.level_sequence[static_cast<std::size_t>(levels[team])]));
  return out;
}

struct ShengjiBinding {
  using G = shengji::Game;

  static shengji::Move to_move(const py::handle& obj) { return shengji_move(obj); }

  // For paiju.env (env_binding.h): a move is its copies per card kind (54) and kind code. The
  // action list is choice_moves: the one-unit leads (no throws), every follow when there are at
  // most 256, else 256 sampled ones; declarations and burials are listed in full.
  struct Encoding {
    static constexpr int kMaxActions = 512;
    static constexpr int kMoveFeatures = kNumKinds + 1;
    static void move_features(const shengji::Move& m, std::uint8_t* out) {
      out = put_card_counts(m.cards, out);
      out[0] = static_cast<std::uint8_t>(m.kind);
    }
    // The observation: the blocks below, seats relative to the observer.
    static constexpr int kSuits = 5, kRanks = 13, kPhases = 4;  // suits: S H C D and trump
    static constexpr auto kObservationBlocks = with_turn_blocks(std::array{
        TensorBlock{"hand", kNumKinds, "own cards, copies per kind", 0, 2},
        TensorBlock{"played", 4 * kNumKinds, "cards each seat played this deal", 0, 2},
        TensorBlock{"trick", 4 * kNumKinds, "this trick's play of each seat", 0, 2},
        TensorBlock{"shown", 4 * kNumKinds, "cards each seat is known to hold", 0, 2},
        TensorBlock{"kitty", kNumKinds, "the dealer's own knowledge of the kitty it buried", 0, 2},
        TensorBlock{"cards_left", 4, "cards left per seat / 33"},
        TensorBlock{"voids", 4 * kSuits, "per seat, effective suits S H C D T it is void in"},
        TensorBlock{"no_pairs", 4 * kSuits, "per seat, effective suits where it has no pair left"},
        TensorBlock{"leader", 4, "one-hot"},
        TensorBlock{"dealer", 4, "one-hot"},
        TensorBlock{"declarer", 4, "one-hot"},
        TensorBlock{"declared", kNumKinds, "the cards shown by the standing declaration", 0, 2},
        TensorBlock{"trump", kSuits, "S H C D, no-trump (none while unknown)"},
        TensorBlock{"level", kRanks, "one-hot over 2..A"},
        TensorBlock{"team_levels", 2, "own team, other team: level rank (2 = 0 .. A = 12) / 12"},
        // no bound: the kitty's multiplier and failed throws' penalties
        TensorBlock{"attackers_points", 1, "/ 200", -kUnbounded, kUnbounded},
    }, kPhases, "declare, bury, play, match_over");
    static void observation(const shengji::Observation& o, float* out) {
      TensorOut t(out, o.seat);
      t.counts(o.hand);
      for (int k = 0; k < 4; ++k) t.counts(o.played_by[t.seat_after(k)]);
      std::array<CardSet, 4> trick{};
      for (const auto& [seat, cards] : o.trick) trick[static_cast<std::size_t>(t.relative(seat))] = cards;
      for (const CardSet& cards : trick) t.counts(cards);
      for (int k = 0; k < 4; ++k) t.counts(o.shown[t.seat_after(k)]);
      t.counts(o.seat == o.dealer && o.phase != shengji::Phase::Declare ? o.kitty : CardSet{});
      for (int k = 0; k < 4; ++k) t.value(static_cast<float>(o.cards_left[t.seat_after(k)]) / 33.0f);
      for (int k = 0; k < 4; ++k) t.bits(o.voids[t.seat_after(k)], kSuits);
      for (int k = 0; k < 4; ++k) t.bits(o.no_pairs[t.seat_after(k)], kSuits);
      t.one_hot(t.relative(o.leader), 4);
      t.one_hot(t.relative(o.dealer), 4);
      t.one_hot(t.relative(o.declaration.seat), 4);
      t.counts(o.declaration.cards);
      t.one_hot(o.phase == shengji::Phase::Declare ? -1 : (o.trump < 0 ? 4 : o.trump), kSuits);
      t.one_hot(o.level, kRanks);
      t.value(static_cast<float>(o.team_levels[static_cast<std::size_t>(o.seat % 2)]) / 12.0f);
      t.value(static_cast<float>(o.team_levels[static_cast<std::size_t>(1 - o.seat % 2)]) / 12.0f);
      t.value(o.attackers_points / 200.0);
      t.turn(o.current_player, o.phase, kPhases);
    }
  };

  static py::dict observation(const shengji::Observation& o) {
    py::dict obs = seat_view_dict(o);
    obs["level"] = rank_text(o.level);
    obs["trump"] = suit_or_none(o.trump);
    obs["declaration"] = declaration_of(o.declaration);
    obs["dealer"] = seat_or_none(o.dealer);
    py::list levels;
    for (int rank : o.team_levels) levels.append(rank_text(rank));
    obs["team_levels"] = levels;
    obs["attackers_points"] = o.attackers_points;
    obs["cards_left"] = o.cards_left;
    obs["played_by"] = o.played_by;
    obs["shown"] = o.shown;
    py::list voids, no_pairs;
    for (int t = 0; t < 4; ++t) {
      voids.append(suit_names(o.voids[t]));
      no_pairs.append(suit_names(o.no_pairs[t]));
    }
    obs["voids"] = voids;
    obs["no_pairs"] = no_pairs;
    obs["leader"] = seat_or_none(o.leader);
    obs["trick"] = seat_tuples(o.trick);
    obs["attempted_throw"] = o.attempted_throw.empty() ? py::object(py::none()) : py::cast(o.attempted_throw);
    const bool dealer = o.seat == o.dealer && o.phase != shengji::Phase::Declare;
    obs["kitty"] = dealer ? py::cast(o.kitty) : py::object(py::none());
    obs["picked_up"] = dealer ? py::cast(o.picked_up) : py::object(py::none());
    obs["deal_index"] = o.deal_index;
    obs["moves"] = seat_tuples(o.moves);
    return obs;
  }

  // A team's level given as a rank: its index in the rules' level_sequence.
  static int level_index(const shengji::Rules& rules, const py::handle& level) {
    const std::string text = py::isinstance<py::str>(level) ? text_of(level) : std::string();
    const std::string rank = game::canonical_rank(game::OptionValue(text));
    const auto index = rank.empty() ? std::string::npos : rules.level_sequence.find(rank[0]);
    if (index == std::string::npos) {
      throw InvalidOptionError("a team level must be a rank of level_sequence " + rules.level_sequence + ", got " +
                               repr_of(level));
    }
    return static_cast<int>(index);
  }

  // Two ranks (seats 0 and 2, seats 1 and 3) as indices into level_sequence; None: both first.
  static std::array<int, 2> team_level_indices(const shengji::Rules& rules, const py::object& levels) {
    std::array<int, 2> out{};
    if (levels.is_none()) return out;
    if (!py::isinstance<py::sequence>(levels) || py::isinstance<py::str>(levels) || py::len(levels) != 2) {
      throw InvalidOptionError("levels must be two ranks (seats 0 and 2, seats 1 and 3), got " + repr_of(levels));
    }
    for (std::size_t team = 0; team < 2; ++team) out[team] = level_index(rules, levels[py::int_(team)]);
    return out;
  }

  // start: {"seed": seed, "dealer": seat, "levels": [rank of seats 0+2, rank of seats 1+3]} (a
  // match whose first deal has its dealer; written to records as the deal).
  static ShengjiState match_at(const shengji::Rules& rules, const py::dict& start) {
    for (const char* key : {"seed", "dealer", "levels"}) {
      if (!start.contains(key)) throw InvalidRecordError(std::string("invalid Shengji record: a match start needs ") + key);
    }
    const std::uint64_t seed = to_seed(start["seed"]);
    const int dealer = to_seat(start["dealer"], "dealer");
    const std::array<int, 2> levels = team_level_indices(rules, start["levels"]);
    py::dict normal;
    normal["seed"] = py::int_(seed);
    normal["dealer"] = dealer;
    normal["levels"] = level_ranks(rules, levels);
    return ShengjiState::from_deal(rules, State::new_match(rules, seed, dealer, levels), normal);
  }

  // deal: {"hands": [4 hands], "kitty": cards, "dealer": seat, "level": rank, "trump": suit or
  // None}, or a match start (match_at).
  static ShengjiState new_deal(const shengji::Rules& rules, const py::dict& deal) {
    if (deal.contains("seed")) return match_at(rules, deal);
    for (const char* key : {"hands", "kitty", "dealer", "level", "trump"}) {
      if (!deal.contains(key)) throw InvalidRecordError(std::string("invalid Shengji record: deal needs ") + key);
    }
    const py::object hands_obj = deal["hands"];
    if (!py::isinstance<py::sequence>(hands_obj) || py::isinstance<py::str>(hands_obj) || py::len(hands_obj) != 4) {
      throw InvalidCardError("hands must be a list of four hands, got " + repr_of(hands_obj));
    }
    std::array<CardSet, kNumSeats> hands{};
    CardSet all = to_card_set(deal["kitty"]);
    const CardSet kitty = all;
    int seat = 0;
    py::list hand_texts;
    for (const py::handle hand : hands_obj) {
      hands[seat] = to_card_set(hand);
      if (hands[seat].empty() || hands[seat].size() > shengji::kHandSize || hands[seat].size() != hands[0].size()) {
        throw InvalidCardError("the four hands must hold the same number of cards, 1 to 25 (seat " + std::to_string(seat) +
                               " holds " + std::to_string(hands[seat].size()) + ")");
      }
      if (!all.can_add(hands[seat])) throw InvalidCardError("the hands and the kitty hold a third copy of a card");
      all += hands[seat];
      hand_texts.append(format_cards(hands[seat]));
      ++seat;
    }
    if (kitty.size() > shengji::kKittySize) throw InvalidCardError("the kitty holds at most 8 cards");
    const int dealer = to_seat(deal["dealer"], "dealer");
    const py::object level = deal["level"], trump = deal["trump"];
    const std::string level_text = py::isinstance<py::str>(level) ? text_of(level) : std::string();
    const std::string rank = game::canonical_rank(game::OptionValue(level_text));
    if (rank.empty()) throw InvalidOptionError("level must be a rank such as '5', got " + repr_of(level));
    int suit = -1;
    if (!trump.is_none()) {
      const std::string text = py::isinstance<py::str>(trump) ? text_of(trump) : std::string();
      const auto found = kSuitChars.find(text.size() == 1 ? static_cast<char>(text[0] & ~0x20) : '?');
      if (found == std::string_view::npos) throw InvalidOptionError("trump must be 'S', 'H', 'C', 'D' or None, got " + repr_of(trump));
      suit = static_cast<int>(found);
    }
    py::dict normal;
    normal["hands"] = hand_texts;
    normal["kitty"] = format_cards(kitty);
    normal["dealer"] = dealer;
    normal["level"] = rank;
    normal["trump"] = suit_or_none(suit);
    return ShengjiState::from_deal(
        rules, State::new_deal(rules, hands, kitty, dealer, static_cast<int>(kRankChars.find(rank[0])), suit), normal);
  }

  static std::string table(const ShengjiState& s) {
    const State& st = s.state();
    std::string out = "Shengji deal ";
    out.append(std::to_string(st.deal_index() + 1));
    out.append(", phase ");
    out.append(shengji::phase_name(st.phase()));
    out.append(", level ");
    out.append(rank_text(st.level()));
    out.append(st.phase() == shengji::Phase::Declare ? ", trump not yet known"
                                                      : (st.trump_suit() < 0 ? std::string(", no-trump")
                                                                             : ", trump " + std::string(1, kSuitChars[static_cast<std::size_t>(st.trump_suit())])));
    if (st.dealer() >= 0) out.append(", dealer seat " + std::to_string(st.dealer()));
    out.append(", attackers' points " + std::to_string(st.attackers_points()));
    if (!st.is_terminal()) out.append(", seat " + std::to_string(st.current_player()) + " to move");
    out.append("\n  team levels: seats 0+2 " + std::string(1, st.rules().level_sequence[static_cast<std::size_t>(st.team_levels()[0])]) +
               ", seats 1+3 " + std::string(1, st.rules().level_sequence[static_cast<std::size_t>(st.team_levels()[1])]) + "\n");
    for (int t = 0; t < 4; ++t) {
      out.append("  seat " + std::to_string(t) + " (" + std::to_string(st.cards_left(t)) + "): " + format_cards(st.hand(t)) + "\n");
    }
    if (st.phase() == shengji::Phase::Play && st.trick_count() > 0) {
      out.append("  trick:");
      for (int i = 0; i < st.trick_count(); ++i) {
        out.append(" seat " + std::to_string((st.leader() + i) % 4) + " " + format_cards(st.trick_play(i)) + ";");
      }
      out.append("\n");
    }
    return out;
  }
};

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
  bind_env<ShengjiBinding>(m);
  bind_packed<ShengjiBinding>(m);
}

}  // namespace paiju::bindings
