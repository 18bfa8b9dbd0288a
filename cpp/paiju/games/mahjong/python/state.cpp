// Suqian mahjong's part of the game bindings (the rest is bind_game in game_binding.h): the Move
// class, deals from a given wall, its observation's fields, its readable table, and the State
// members particular to mahjong (melds, flowers, discards, bets, the wall, scores, last_win).
#include <pybind11/stl.h>

#include <span>

#include "paiju/bindings/env_binding.h"
#include "paiju/bindings/game_binding.h"
#include "paiju/bindings/game_input.h"
#include "paiju/bindings/packed_record.h"
#include "paiju/bindings/table_view.h"
#include "paiju/bindings/tensor_out.h"
#include "paiju/games/mahjong/game.h"
#include "paiju/games/mahjong/python/parts.h"
#include "paiju/games/mahjong/wait_prior.h"
#include "paiju/tiles/tile_notation.h"

namespace pybind11::detail {

// A TileCounts reaches Python as a list of tile strings in kind order, one per copy (what
// paiju.mahjong.parse_tiles returns). Only output: inputs are read by the functions taking them.
template <>
struct type_caster<paiju::tiles::TileCounts> {
  PYBIND11_TYPE_CASTER(paiju::tiles::TileCounts, const_name("list[str]"));
  bool load(handle, bool) { return false; }
  static handle cast(const paiju::tiles::TileCounts& counts, return_value_policy, handle) {
    list out;
    for (int k = 0; k < paiju::tiles::kNumTileKinds; ++k) {
      for (int c = 0; c < counts.count(k); ++c) out.append(paiju::tiles::format_tile(k));
    }
    return out.release();
  }
};

}  // namespace pybind11::detail

namespace paiju::bindings {
namespace mahjong_python {
namespace {

using mahjong::Move;
using mahjong::State;
using MahjongState = PyState<mahjong::Game>;
using tiles::TileCounts;

constexpr const char* kWinds[] = {"E", "S", "W", "N"};

py::object tile_or_none(int tile) {
  if (tile < 0) return py::none();
  return py::str(tiles::format_tile(tile));
}

py::list bet_names(mahjong::BetSet bets) {
  py::list out;
  for (int b = 0; b < mahjong::kNumBets; ++b) {
    if (bets >> b & 1) out.append(std::string(mahjong::kBetNames[static_cast<std::size_t>(b)]));
  }
  return out;
}

// A seat's melds as (kind, tile) tuples; a concealed kong hidden from the viewer has tile None.
py::list meld_list(const mahjong::SeatMelds& m) {
  py::list out;
  for (int i = 0; i < m.count; ++i) {
    const mahjong::Meld& meld = m.melds[static_cast<std::size_t>(i)];
    out.append(py::make_tuple(std::string(mahjong::kMeldKindNames[static_cast<std::size_t>(meld.kind)]), tile_or_none(meld.tile)));
  }
  return out;
}

py::list discard_list(const mahjong::River& r) {
  py::list out;
  for (int i = 0; i < r.count; ++i) out.append(tiles::format_tile(r.tiles[static_cast<std::size_t>(i)]));
  return out;
}

// One bool per discard of `r`: bit i of `bits` (River's claimed and from_drawn masks).
py::list discard_flags(const mahjong::River& r, std::uint64_t bits) {
  py::list out;
  for (int i = 0; i < r.count; ++i) out.append(py::bool_(bits >> i & 1));
  return out;
}

Move to_mahjong_move(const py::handle& obj) { return move_from<mahjong::Game>(obj, "discard 5m"); }

py::dict last_win_dict(const mahjong::LastWin& w) {
  py::dict out;
  out["winner"] = static_cast<int>(w.winner);
  out["dealer"] = static_cast<int>(w.dealer);
  out["self_draw"] = w.self_draw;
  out["discarder"] = seat_or_none(w.discarder);
  out["discarder_ready"] = w.discarder_ready;
  out["robbed_kong"] = w.robbed_kong;
  out["winning_tile"] = tiles::format_tile(w.winning_tile);
  out["concealed"] = py::cast(w.concealed);
  out["melds"] = meld_list(w.melds);
  out["flowers"] = py::cast(w.flowers);
  out["prevailing_wind"] = kWinds[w.prevailing_wind];
  py::list bets;
  for (const mahjong::BetSet b : w.bets) bets.append(bet_names(b));
  out["bets"] = bets;
  out["fang_ting"] = w.fang_ting;
  out["jue_zhang"] = w.jue_zhang;
  py::list doublers;
  for (int d = 0; d < mahjong::kNumDoublers; ++d) {
    if (w.doublers >> d & 1) doublers.append(std::string(mahjong::kDoublerNames[static_cast<std::size_t>(d)]));
  }
  out["doublers"] = doublers;
  out["total"] = w.total;
  out["payments"] = w.payments;
  return out;
}

// The table's first line: deal, round, wind, phase, and who is to move on what.
std::string table_heading(const State& s) {
  std::string out = "Suqian mahjong deal ";
  out.append(std::to_string(s.deal_index() + 1));
  out.append(", round ");
  out.append(std::to_string(s.round() + 1));
  out.append(" (prevailing wind ");
  out.append(kWinds[s.prevailing_wind()]);
  out.append("), phase ");
  out.append(mahjong::phase_name(s.phase()));
  if (!s.is_terminal()) {
    out.append(", dealer seat ");
    out.append(std::to_string(s.dealer()));
    out.append(", wall ");
    out.append(std::to_string(s.wall_count()));
    out.append(", seat ");
    out.append(std::to_string(s.current_player()));
    out.append(" to move");
    if (s.phase() == mahjong::Phase::Claim) {
      out.append(" (claim of ");
      out.append(tiles::format_tile(s.claim_tile()));
      out.append(s.robbing() ? " from an added kong by seat " : " discarded by seat ");
      out.append(std::to_string(s.claim_from()));
      out.append(")");
    }
  }
  out.append("\n");
  return out;
}

// Seat t's lines of the table: wind, score, tiles, melds, flowers, wait, bets, discards.
void append_table_seat(const State& s, int t, std::string& out) {
  out.append("  seat ");
  out.append(std::to_string(t));
  out.append(" (");
  out.append(kWinds[t]);
  out.append(", score ");
  out.append(std::to_string(s.scores()[static_cast<std::size_t>(t)]));
  out.append("): ");
  out.append(tiles::format_tiles(s.hand(t)));
  const mahjong::SeatMelds& m = s.melds(t);
  for (int i = 0; i < m.count; ++i) {
    out.append(" [");
    out.append(mahjong::kMeldKindNames[static_cast<std::size_t>(m.melds[static_cast<std::size_t>(i)].kind)]);
    out.push_back(' ');
    out.append(tiles::format_tile(m.melds[static_cast<std::size_t>(i)].tile));
    out.append("]");
  }
  if (s.flowers(t).size() > 0) {
    out.append(" flowers ");
    out.append(tiles::format_tiles(s.flowers(t)));
  }
  if (s.is_ready(t)) {
    out.append(" ready on ");
    out.append(tiles::format_tile(s.wait(t)));
  }
  if (s.bets(t)) {
    out.append(" bets");
    for (int b = 0; b < mahjong::kNumBets; ++b) {
      if (s.bets(t) >> b & 1) {
        out.push_back(' ');
        out.append(mahjong::kBetNames[static_cast<std::size_t>(b)]);
      }
    }
  }
  out.append("\n    discards:");
  const mahjong::River& r = s.river(t);
  for (int i = 0; i < r.count; ++i) {
    out.push_back(' ');
    out.append(tiles::format_tile(r.tiles[static_cast<std::size_t>(i)]));
    if (r.claimed >> i & 1) out.push_back('*');
  }
  out.append("\n");
}

// A deal's wall: its tiles in drawing order and their texts.
struct DealWall {
  std::array<std::uint8_t, mahjong::kWallSize> tiles{};
  py::list texts;
};

// The wall of a deal record: a list of the 120 tiles in drawing order, no kind past its copies.
DealWall read_wall(const py::object& wall_obj) {
  if (py::isinstance<py::str>(wall_obj) || !py::isinstance<py::sequence>(wall_obj)) {
    throw InvalidTileError("wall must be a list of the 120 tiles in drawing order, got " + repr_of(wall_obj));
  }
  DealWall wall;
  TileCounts all;
  std::size_t n = 0;
  for (const py::handle item : wall_obj) {
    if (!py::isinstance<py::str>(item)) throw InvalidTileError("wall tiles are strings, got " + repr_of(item));
    if (n >= wall.tiles.size()) throw InvalidTileError("the wall holds 120 tiles, got more");
    const int tile = tiles::parse_tile(text_of(item));
    if (all.count(tile) >= tiles::max_copies(tile)) {
      throw InvalidTileError("the wall holds a " + std::string(tile < tiles::kFirstFlower ? "fifth copy" : "second copy") +
                             " of " + tiles::format_tile(tile));
    }
    all.add(tile);
    wall.tiles[n++] = static_cast<std::uint8_t>(tile);
    wall.texts.append(tiles::format_tile(tile));
  }
  if (n != wall.tiles.size()) throw InvalidTileError("the wall holds 120 tiles, got " + std::to_string(n));
  return wall;
}

// The prevailing wind of a deal record: 'E', 'S', 'W' or 'N', as 0..3.
int read_wind(const py::object& wind_obj) {
  if (!py::isinstance<py::str>(wind_obj)) throw InvalidOptionError("prevailing_wind must be 'E', 'S', 'W' or 'N', got " + repr_of(wind_obj));
  try {
    return mahjong::parse_wind(text_of(wind_obj));
  } catch (const PaijuError&) {
    throw InvalidOptionError("prevailing_wind must be 'E', 'S', 'W' or 'N', got " + repr_of(wind_obj));
  }
}

// The bets of a deal record: None (nobody bets) or four lists of bet names, one per seat.
std::array<mahjong::BetSet, 4> read_bets(const py::object& bets_obj) {
  std::array<mahjong::BetSet, 4> bets{};
  if (bets_obj.is_none()) return bets;
  if (py::isinstance<py::str>(bets_obj) || !py::isinstance<py::sequence>(bets_obj) || py::len(bets_obj) != 4) {
    throw InvalidOptionError("bets must be four lists of bet names (one per seat), got " + repr_of(bets_obj));
  }
  std::size_t seat = 0;
  for (const py::handle seat_bets : bets_obj) {
    if (py::isinstance<py::str>(seat_bets) || !py::isinstance<py::iterable>(seat_bets)) {
      throw InvalidOptionError("bets must be four lists of bet names (one per seat), got " + repr_of(bets_obj));
    }
    for (const py::handle name : seat_bets) {
      if (!py::isinstance<py::str>(name)) throw InvalidOptionError("a bet name is a string, got " + repr_of(name));
      try {
        bets[seat] = static_cast<mahjong::BetSet>(bets[seat] | mahjong::bet_bit(mahjong::parse_bet(text_of(name))));
      } catch (const PaijuError& e) {
        throw InvalidOptionError(e.what());
      }
    }
    ++seat;
  }
  return bets;
}

struct MahjongBinding {
  using G = mahjong::Game;

  static Move to_move(const py::handle& obj) { return to_mahjong_move(obj); }

  // For paiju.env (env_binding.h): a move is its kind code, its tile + 1 (0: none) and its bet
  // bits.
  struct Encoding {
    static constexpr int kMaxActions = 64;
    static constexpr int kMoveFeatures = 3;
    static void move_features(const Move& m, std::uint8_t* out) {
      out[0] = static_cast<std::uint8_t>(m.kind);
      out[1] = static_cast<std::uint8_t>(m.tile + 1);
      out[2] = m.bets;
    }
    // The observation: the blocks below, seats relative to the observer.
    static constexpr int kTiles = tiles::kNumSuitedKinds, kPhases = 4;
    static constexpr auto kObservationBlocks = with_turn_blocks(std::array{
        TensorBlock{"hand", kTiles, "own concealed tiles, copies per kind / 4"},
        TensorBlock{"wait", kTiles, "own single wait once ready"},
        TensorBlock{"drawn", kTiles, "own tile just drawn"},
        TensorBlock{"discards", 4 * kTiles, "each seat's discards left on the table, copies per kind / 4"},
        TensorBlock{"discards_from_drawn", 4 * kTiles, "of them, those that were the tile just drawn (摸切) / 4"},
        TensorBlock{"melded", 4 * kTiles, "each seat's exposed meld tiles (own concealed kongs too) / 4"},
        TensorBlock{"concealed_kongs", 4, "each seat's concealed kongs / 4"},
        TensorBlock{"pongs", 4 * kTiles, "each seat's pongs (1 per ponged kind)"},
        TensorBlock{"flowers", 4 * tiles::kNumFlowers, "each seat's flowers"},
        TensorBlock{"ready", 4, "each seat has declared ready"},
        TensorBlock{"ready_tile", 4 * kTiles, "the discard that declared it"},
        TensorBlock{"bets", 4 * mahjong::kNumBets, "each seat's side bets"},
        TensorBlock{"tiles_held", 4, "/ 14"},
        TensorBlock{"claim_tile", kTiles, "the tile under claim"},
        TensorBlock{"claim_from", 4, "one-hot"},
        TensorBlock{"robbing", 1, "a kong is being robbed"},
        TensorBlock{"dealer", 4, "one-hot"},
        TensorBlock{"prevailing_wind", 4, "one-hot"},
        TensorBlock{"wall_count", 1, "/ 120"},
        // the match's scores have no bound
        TensorBlock{"scores", 4, "/ 1000", -kUnbounded, kUnbounded},
    }, kPhases, "bet, turn, claim, match_over");
    static void observation(const mahjong::Observation& o, float* out) {
      TensorOut t(out, o.seat);
      for (int kind = 0; kind < kTiles; ++kind) t.value(static_cast<float>(o.hand.count(kind)) / 4.0f);
      t.one_hot(o.wait, kTiles);
      t.one_hot(o.drawn, kTiles);
      const auto discards_left = [&](bool only_from_drawn) {  // per seat, the discards left on the table
        for (int k = 0; k < 4; ++k) {
          std::array<int, kTiles> left{};
          const mahjong::River& river = o.rivers[t.seat_after(k)];
          const std::uint64_t counted = ~river.claimed & (only_from_drawn ? river.from_drawn : ~std::uint64_t{0});
          for (int i = 0; i < river.count; ++i) {
            if (counted >> i & 1) ++left[static_cast<std::size_t>(river.tiles[static_cast<std::size_t>(i)])];
          }
          for (const int n : left) t.value(static_cast<float>(n) / 4.0f);
        }
      };
      discards_left(false);
      discards_left(true);  // of them, the tiles discarded just as drawn (摸切)
      const auto melds = [&](int k) {
        const mahjong::SeatMelds& m = o.melds[t.seat_after(k)];
        return std::span<const mahjong::Meld>(m.melds.data(), static_cast<std::size_t>(m.count));
      };
      for (int k = 0; k < 4; ++k) {  // exposed meld tiles (own concealed kongs too)
        std::array<int, kTiles> tiles{};
        for (const auto& meld : melds(k)) {
          if (meld.tile >= 0) tiles[static_cast<std::size_t>(meld.tile)] += meld.kind == mahjong::MeldKind::Pong ? 3 : 4;
        }
        for (const int n : tiles) t.value(static_cast<float>(n) / 4.0f);
      }
      for (int k = 0; k < 4; ++k) {  // concealed kongs seen face down
        int hidden = 0;
        for (const auto& meld : melds(k)) hidden += meld.tile < 0;
        t.value(0.25 * hidden);
      }
      for (int k = 0; k < 4; ++k) {
        unsigned long long pongs = 0;
        for (const auto& meld : melds(k)) {
          if (meld.tile >= 0 && meld.kind == mahjong::MeldKind::Pong) pongs |= 1ULL << meld.tile;
        }
        for (int kind = 0; kind < kTiles; ++kind) t.value(static_cast<double>(pongs >> kind & 1ULL));
      }
      for (int k = 0; k < 4; ++k) {
        for (int f = 0; f < tiles::kNumFlowers; ++f) t.value(o.flowers[t.seat_after(k)].count(tiles::kFirstFlower + f));
      }
      for (int k = 0; k < 4; ++k) t.value(o.ready_tile[t.seat_after(k)] >= 0 ? 1.0 : 0.0);
      for (int k = 0; k < 4; ++k) t.one_hot(o.ready_tile[t.seat_after(k)], kTiles);
      for (int k = 0; k < 4; ++k) t.bits(o.bets[t.seat_after(k)], mahjong::kNumBets);
      for (int k = 0; k < 4; ++k) t.value(o.tiles_held[t.seat_after(k)] / 14.0);
      t.one_hot(o.claim_tile, kTiles);
      t.one_hot(o.claim_tile >= 0 ? t.relative(o.claim_from) : -1, 4);
      t.value(o.robbing ? 1.0 : 0.0);
      t.one_hot(t.relative(o.dealer), 4);
      t.one_hot(o.prevailing_wind, 4);
      t.value(o.wall_count / 120.0);
      for (int k = 0; k < 4; ++k) t.value(o.scores[t.seat_after(k)] / 1000.0);
      t.turn(o.current_player, o.phase, kPhases);
    }
  };

  static py::dict observation(const mahjong::Observation& o) {
    py::dict obs = seat_view_dict(o);
    obs["wait"] = tile_or_none(o.wait);
    obs["drawn"] = tile_or_none(o.drawn);
    obs["dealer"] = o.dealer;
    obs["round"] = o.round;
    obs["prevailing_wind"] = kWinds[o.prevailing_wind];
    obs["deal_index"] = o.deal_index;
    obs["wall_count"] = o.wall_count;
    obs["tiles_held"] = o.tiles_held;
    py::list melds, flowers, discards, claimed, from_drawn, bets, ready;
    for (int t = 0; t < 4; ++t) {
      const auto i = static_cast<std::size_t>(t);
      melds.append(meld_list(o.melds[i]));
      flowers.append(py::cast(o.flowers[i]));
      discards.append(discard_list(o.rivers[i]));
      claimed.append(discard_flags(o.rivers[i], o.rivers[i].claimed));
      from_drawn.append(discard_flags(o.rivers[i], o.rivers[i].from_drawn));
      bets.append(bet_names(o.bets[i]));
      ready.append(tile_or_none(o.ready_tile[i]));
    }
    obs["melds"] = melds;
    obs["flowers"] = flowers;
    obs["discards"] = discards;
    obs["claimed"] = claimed;
    obs["from_drawn"] = from_drawn;
    obs["bets"] = bets;
    obs["ready"] = ready;
    obs["ready_on_drawn"] = o.ready_on_drawn;
    obs["claim_tile"] = tile_or_none(o.claim_tile);
    obs["claim_from"] = seat_or_none(o.claim_from);
    obs["robbing"] = o.robbing;
    obs["scores"] = o.scores;
    obs["moves"] = seat_tuples(o.moves);
    return obs;
  }

  // deal: {"wall": 120 tiles in drawing order, "dealer": seat, "prevailing_wind": "E".."N",
  //        "bets": four lists of bet names held before the deal}
  static MahjongState new_deal(const mahjong::Rules& rules, const py::dict& deal) {
    for (const char* key : {"wall", "dealer", "prevailing_wind", "bets"}) {
      if (!deal.contains(key)) throw InvalidRecordError(std::string("invalid mahjong record: deal needs ") + key);
    }
    const DealWall wall = read_wall(deal["wall"]);
    const int dealer = to_seat(deal["dealer"], "dealer");
    const int wind = read_wind(deal["prevailing_wind"]);
    const std::array<mahjong::BetSet, 4> bets = read_bets(deal["bets"]);
    py::dict normal;
    normal["wall"] = wall.texts;
    normal["dealer"] = dealer;
    normal["prevailing_wind"] = kWinds[wind];
    py::list bet_lists;
    for (const mahjong::BetSet b : bets) bet_lists.append(bet_names(b));
    normal["bets"] = bet_lists;
    return MahjongState::from_deal(rules, State::new_deal(rules, wall.tiles, dealer, wind, bets), normal);
  }

  static std::string table(const MahjongState& ps) {
    const State& s = ps.state();
    std::string out = table_heading(s);
    for (int t = 0; t < 4; ++t) append_table_seat(s, t, out);
    if (!s.is_terminal()) {
      out.append("  wall, front first:");
      for (int i = s.wall_front(); i < s.wall_front() + s.wall_count(); ++i) {
        out.push_back(' ');
        out.append(tiles::format_tile(s.wall()[static_cast<std::size_t>(i)]));
      }
      out.append("\n");
    }
    return out;
  }
};

// The Move class.
void bind_move_class(py::module_& m) {
  bind_move<mahjong::Game>(m, R"doc(
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
  bind_env<MahjongBinding>(m);
  bind_packed<MahjongBinding>(m);
}

}  // namespace paiju::bindings
