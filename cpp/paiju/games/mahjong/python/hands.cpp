// paiju._core.mahjong: tile notation and hand analysis (cpp/paiju/tiles/).
#include <array>
#include <string>
#include <string_view>

#include "paiju/bindings/bindings.h"
#include "paiju/core/errors.h"
#include "paiju/games/mahjong/python/parts.h"
#include "paiju/games/mahjong/scoring.h"
#include "paiju/tiles/decompositions.h"
#include "paiju/tiles/hand_analysis.h"
#include "paiju/tiles/tile_notation.h"

namespace paiju::bindings {
namespace mahjong_python {
namespace {

using tiles::TileCounts;

std::string describe(const py::handle& obj) {
  std::string out = repr_of(obj);
  out.append(" (");
  out.append(py::str(py::type::of(obj).attr("__name__")).cast<std::string>());
  out.append(")");
  return out;
}

std::string trimmed(const std::string& token) {
  const auto first = token.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return {};
  const auto last = token.find_last_not_of(" \t\r\n");
  return token.substr(first, last - first + 1);
}

// A text of tile tokens or an iterable of tile strings.
TileCounts to_tiles(const py::handle& obj) {
  if (py::isinstance<py::str>(obj)) return tiles::parse_tiles(text_of(obj));
  if (py::isinstance<py::bytes>(obj) || py::isinstance<py::dict>(obj) || !py::isinstance<py::iterable>(obj)) {
    throw InvalidTileError("expected tiles as a string such as '123m456p' or a list of tile strings, got " +
                           describe(obj));
  }
  TileCounts counts;
  for (const py::handle item : obj) {
    if (!py::isinstance<py::str>(item)) throw InvalidTileError("tile tokens must be strings, got " + describe(item));
    tiles::add_tile_token(counts, trimmed(text_of(item)));
  }
  return counts;
}

struct Hand {
  TileCounts concealed;
  TileCounts melded;
  int melds = 0;
};

// The tiles of a meld kind: 3 for a pong, 4 for each kind of kong.
int meld_copies(const std::string& kind) {
  if (kind == "pong") return 3;
  if (kind == "kong" || kind == "added_kong" || kind == "concealed_kong") return 4;
  std::string message = "unknown meld kind '";
  message.append(kind);
  message.append("' (expected pong, kong, added_kong or concealed_kong)");
  throw InvalidHandError(message);
}

// Adds one (kind, tile) meld to the hand's melds: a suited tile, at most four copies in the melds.
void add_meld(Hand& hand, const py::handle& meld) {
  if (py::isinstance<py::str>(meld) || !py::isinstance<py::sequence>(meld) || py::len(meld) != 2) {
    throw InvalidHandError("a meld is a (kind, tile) pair such as ('pong', '5m'), got " + describe(meld));
  }
  const py::sequence pair = py::reinterpret_borrow<py::sequence>(meld);
  const py::object kind_obj = pair[0], tile_obj = pair[1];
  if (!py::isinstance<py::str>(kind_obj)) throw InvalidHandError("a meld kind is a string, got " + describe(kind_obj));
  const int copies = meld_copies(text_of(kind_obj));
  if (!py::isinstance<py::str>(tile_obj)) throw InvalidTileError("a meld's tile is a string, got " + describe(tile_obj));
  const int tile = tiles::parse_tile(trimmed(text_of(tile_obj)));
  if (!tiles::is_suited(tile)) throw InvalidTileError("a meld's tile must be a suited tile, got " + tiles::format_tile(tile));
  if (hand.melded.count(tile) + copies > tiles::kSuitedCopies) {
    std::string message = "more than four copies of ";
    message.append(tiles::format_tile(tile));
    message.append(" in the melds");
    throw InvalidTileError(message);
  }
  hand.melded.add(tile, copies);
  ++hand.melds;
}

// Adds the melds of `melds_obj` (None for none, else an iterable of (kind, tile) pairs).
void add_melds(Hand& hand, const py::handle& melds_obj) {
  if (melds_obj.is_none()) return;
  if (py::isinstance<py::str>(melds_obj) || !py::isinstance<py::iterable>(melds_obj)) {
    throw InvalidHandError("melds must be a list of (kind, tile) pairs, got " + describe(melds_obj));
  }
  for (const py::handle meld : melds_obj) add_meld(hand, meld);
}

// At most four copies of each kind in hand and melds together.
void check_copies(const Hand& hand) {
  for (int k = 0; k < tiles::kNumSuitedKinds; ++k) {
    const int total = hand.concealed.count(k) + hand.melded.count(k);
    if (total > tiles::kSuitedCopies) {
      std::string message = std::to_string(total);
      message.append(" copies of ");
      message.append(tiles::format_tile(k));
      message.append(" in the hand and melds (there are four)");
      throw InvalidTileError(message);
    }
  }
}

// A concealed size of base - 3 * melds for a base from base_low to base_high.
void check_size(const Hand& hand, int base_low, int base_high) {
  const int size = hand.concealed.size(), low = base_low - 3 * hand.melds, high = base_high - 3 * hand.melds;
  if (size >= low && size <= high) return;
  std::string message = "with ";
  message.append(std::to_string(hand.melds));
  message.append(" meld(s) the concealed hand needs ");
  message.append(std::to_string(low));
  if (high != low) {
    message.append(" or ");
    message.append(std::to_string(high));
  }
  message.append(" tiles, got ");
  message.append(std::to_string(size));
  throw InvalidHandError(message);
}

// The concealed tiles and the melds, validated: suited tiles only, at most four copies of a kind
// in hand and melds together, at most four melds, and a concealed size of base - 3 * melds
// (base 14 for complete hands, 13 for waiting ones; shanten takes either).
Hand to_hand(const py::handle& tiles_obj, const py::handle& melds_obj, int base_low, int base_high) {
  Hand hand;
  hand.concealed = to_tiles(tiles_obj);
  if (hand.concealed.flower_count() > 0) {
    throw InvalidTileError("flowers never stay in a hand (they are set aside and replaced): " +
                           tiles::format_tiles(hand.concealed));
  }
  add_melds(hand, melds_obj);
  if (hand.melds > 4) throw InvalidHandError("at most 4 melds, got " + std::to_string(hand.melds));
  check_copies(hand);
  check_size(hand, base_low, base_high);
  return hand;
}

py::list tile_list(const TileCounts& counts) {
  py::list out;
  for (int k = 0; k < tiles::kNumTileKinds; ++k) {
    for (int c = 0; c < counts.count(k); ++c) out.append(tiles::format_tile(k));
  }
  return out;
}

const char* group_name(tiles::GroupKind kind) {
  switch (kind) {
    case tiles::GroupKind::Pair: return "pair";
    case tiles::GroupKind::Run: return "run";
    case tiles::GroupKind::Triplet: return "triplet";
  }
  return "?";
}

// score_win's facts: a dict with exactly these keys.
constexpr std::array<const char*, 14> kFactKeys{"winner", "dealer", "self_draw", "discarder", "discarder_ready",
                                                "robbed_kong", "winning_tile", "concealed", "melds", "flowers",
                                                "prevailing_wind", "bets", "fang_ting", "jue_zhang"};

[[noreturn]] void bad_fact(const char* key, const char* expected, const py::handle& value) {
  std::string message = "score_win facts['";
  message.append(key);
  message.append("'] must be ");
  message.append(expected);
  message.append(", got ");
  message.append(describe(value));
  throw InvalidOptionError(message);
}

bool fact_bool(const py::dict& facts, const char* key) {
  const py::object value = facts[key];
  if (!py::isinstance<py::bool_>(value)) bad_fact(key, "a bool", value);
  return value.cast<bool>();
}

int fact_seat(const py::dict& facts, const char* key) {
  const py::object value = facts[key];
  if (!py::isinstance<py::int_>(value) || py::isinstance<py::bool_>(value)) bad_fact(key, "a seat 0..3", value);
  const py::int_ seat = py::reinterpret_borrow<py::int_>(value);
  if (seat < py::int_(0) || seat > py::int_(3)) bad_fact(key, "a seat 0..3", value);  // compared as Python ints: no overflow
  return seat.cast<int>();
}

// Every key of kFactKeys is there, and no other.
void check_fact_keys(const py::dict& facts) {
  for (const char* key : kFactKeys) {
    if (!facts.contains(key)) {
      std::string message = "score_win facts lack the key '";
      message.append(key);
      message.append("'");
      throw InvalidOptionError(message);
    }
  }
  for (const auto& item : facts) {
    bool known = false;
    for (const char* key : kFactKeys) known = known || (py::isinstance<py::str>(item.first) && text_of(item.first) == key);
    if (!known) {
      std::string message = "unknown score_win fact ";
      message.append(repr_of(item.first));
      throw InvalidOptionError(message);
    }
  }
}

// The winning tile: a suited tile.
int fact_winning_tile(const py::dict& facts) {
  const py::object tile_obj = facts["winning_tile"];
  if (!py::isinstance<py::str>(tile_obj)) bad_fact("winning_tile", "a tile string such as '5m'", tile_obj);
  const int winning_tile = tiles::parse_tile(trimmed(text_of(tile_obj)));
  if (!tiles::is_suited(winning_tile)) {
    std::string message = "the winning tile must be a suited tile, got ";
    message.append(tiles::format_tile(winning_tile));
    throw InvalidTileError(message);
  }
  return winning_tile;
}

// Each seat's side bets: four lists of bet names.
void fact_bets(const py::dict& facts, decltype(mahjong::WinFacts::bets)& out) {
  const py::object bets = facts["bets"];
  if (py::isinstance<py::str>(bets) || !py::isinstance<py::sequence>(bets) || py::len(bets) != 4) {
    bad_fact("bets", "a list of four lists of bet names (one per seat)", bets);
  }
  std::size_t seat = 0;
  for (const py::handle seat_bets : bets) {
    if (py::isinstance<py::str>(seat_bets) || !py::isinstance<py::iterable>(seat_bets)) {
      bad_fact("bets", "a list of four lists of bet names (one per seat)", bets);
    }
    for (const py::handle name : seat_bets) {
      if (!py::isinstance<py::str>(name)) bad_fact("bets", "lists of bet name strings", bets);
      out[seat] = static_cast<mahjong::BetSet>(out[seat] | mahjong::bet_bit(mahjong::parse_bet(text_of(name))));
    }
    ++seat;
  }
}

mahjong::WinFacts to_win_facts(const py::handle& obj) {
  if (!py::isinstance<py::dict>(obj)) throw InvalidOptionError("score_win takes a dict of win facts, got " + describe(obj));
  const py::dict facts = py::reinterpret_borrow<py::dict>(obj);
  check_fact_keys(facts);
  mahjong::WinFacts f;
  f.winner = fact_seat(facts, "winner");
  f.dealer = fact_seat(facts, "dealer");
  f.self_draw = fact_bool(facts, "self_draw");
  f.discarder = facts["discarder"].is_none() ? -1 : fact_seat(facts, "discarder");
  f.discarder_ready = fact_bool(facts, "discarder_ready");
  f.robbed_kong = fact_bool(facts, "robbed_kong");
  f.fang_ting = fact_bool(facts, "fang_ting");
  f.jue_zhang = fact_bool(facts, "jue_zhang");

  f.winning_tile = fact_winning_tile(facts);

  const py::object melds_obj = facts["melds"];
  if (melds_obj.is_none()) bad_fact("melds", "a list of (kind, tile) pairs", melds_obj);
  const Hand hand = to_hand(facts["concealed"], melds_obj, 14, 14);  // validates sizes, copies, meld shapes
  f.concealed = hand.concealed;
  for (const py::handle meld : melds_obj) {
    const py::sequence pair = py::reinterpret_borrow<py::sequence>(meld);
    const py::object kind = pair[0], tile = pair[1];
    f.melds.push_back({mahjong::parse_meld_kind(text_of(kind)), tiles::parse_tile(trimmed(text_of(tile)))});
  }

  f.flowers = to_tiles(facts["flowers"]);
  if (f.flowers.flower_count() != f.flowers.size()) {
    std::string message = "flowers must be flower tiles (E S W N spring ... chrysanthemum), got ";
    message.append(tiles::format_tiles(f.flowers));
    throw InvalidTileError(message);
  }

  const py::object wind = facts["prevailing_wind"];
  if (!py::isinstance<py::str>(wind)) bad_fact("prevailing_wind", "one of 'E' 'S' 'W' 'N'", wind);
  f.prevailing_wind = mahjong::parse_wind(text_of(wind));

  fact_bets(facts, f.bets);
  return f;
}

// Tiles as text: the kinds, parsing and formatting.
void bind_tile_text(py::module_& m) {
  py::tuple kinds(tiles::kNumTileKinds);
  for (int k = 0; k < tiles::kNumTileKinds; ++k) kinds[static_cast<std::size_t>(k)] = tiles::format_tile(k);
  m.attr("TILE_KINDS") = kinds;
  m.def("parse_tiles", [](const py::object& obj) { return tile_list(to_tiles(obj)); }, py::arg("tiles"),
        R"(The tiles as canonical tile strings in :data:`TILE_KINDS` order, one per copy.

``parse_tiles("五条 123m E")`` is ``["1m", "2m", "3m", "5s", "E"]``. Raises
:class:`paiju.InvalidTileError` naming a bad token, a fifth copy or a second flower.)");
  m.def("format_tiles", [](const py::object& obj) { return tiles::format_tiles(to_tiles(obj)); }, py::arg("tiles"),
        R"(The tiles in canonical compact text: each suit's ranks then its letter (m, s, p), then the
flowers by name: ``format_tiles(["E", "2m", "1m", "5p"])`` is ``"12m5p E"``.)");
}

// Whether a hand wins and its waits.
void bind_wins_and_waits(py::module_& m) {
  m.def("is_winning", [](const py::object& t, const py::object& melds) {
          const Hand hand = to_hand(t, melds, 14, 14);
          return tiles::is_winning(hand.concealed, hand.melds);
        }, py::arg("tiles"), py::arg("melds") = py::tuple(),
        R"(Whether ``14 - 3 * len(melds)`` concealed tiles and the melds form a winning hand
(standard or seven pairs).)");
  m.def("waits", [](const py::object& t, const py::object& melds) {
          const Hand hand = to_hand(t, melds, 13, 13);
          const tiles::KindMask mask = tiles::waits(hand.concealed, hand.melds, hand.melded);
          py::list out;
          for (int k = 0; k < tiles::kNumSuitedKinds; ++k) {
            if (mask >> k & 1) out.append(tiles::format_tile(k));
          }
          return out;
        }, py::arg("tiles"), py::arg("melds") = py::tuple(),
        R"(The kinds completing ``13 - 3 * len(melds)`` concealed tiles into a winning hand, sorted
in :data:`TILE_KINDS` order (``[]`` when the hand is not ready). A kind whose four copies are
all in the hand and melds is not a wait; copies seen elsewhere do not matter.)");
}

// How far a hand is from winning, and its readings as a winning hand.
void bind_hand_shape(py::module_& m) {
  m.def("shanten", [](const py::object& t, const py::object& melds) {
          const Hand hand = to_hand(t, melds, 13, 14);
          return tiles::shanten(hand.concealed, hand.melds, hand.melded);
        }, py::arg("tiles"), py::arg("melds") = py::tuple(),
        R"(Shanten of ``13 - 3m`` or ``14 - 3m`` concealed tiles: -1 winning (14 - 3m tiles), 0 ready,
n the fewest exchanges (discard one tile, take one) after which the hand is ready.

Exactly ``d - 1`` where ``d`` is the fewest tiles a winning hand of ``14 - 3m`` tiles (legal:
at most four copies of a kind with the melds) needs beyond the tiles held; standard form and,
without melds, seven pairs.)");
  m.def("decompositions", [](const py::object& t, const py::object& melds) {
          const Hand hand = to_hand(t, melds, 14, 14);
          py::list out;
          for (const tiles::Decomposition& d : tiles::decompositions(hand.concealed, hand.melds)) {
            py::tuple groups(d.groups.size());
            for (std::size_t i = 0; i < d.groups.size(); ++i) {
              groups[i] = py::make_tuple(group_name(d.groups[i].kind), tiles::format_tile(d.groups[i].tile));
            }
            out.append(py::make_tuple(d.seven_pairs ? "seven_pairs" : "standard", groups));
          }
          return out;
        }, py::arg("tiles"), py::arg("melds") = py::tuple(),
        R"(Every distinct reading of ``14 - 3m`` concealed tiles as a winning hand (``[]`` if none).

Each reading is ``(form, groups)``: ``form`` is ``"standard"`` or ``"seven_pairs"``;
``groups`` a tuple of ``(group_kind, tile)`` with ``group_kind`` ``"pair"`` (two of
``tile``), ``"run"`` (``tile`` and the next two ranks; ``tile`` is the lowest) or
``"triplet"``, sorted by tile (:data:`TILE_KINDS` order) then ``pair < run < triplet``. A
standard reading has one pair and ``4 - m`` sets; seven pairs has seven ``"pair"`` groups,
a four of a kind as two equal ones. The melds are not repeated. Readings are sorted:
standard first, then by their groups element by element.

>>> decompositions("111222333m44455s")[0]
('standard', (('run', '1m'), ('run', '1m'), ('run', '1m'), ('triplet', '4s'), ('pair', '5s'))))");
}

// Suqian mahjong's scoring of one win.
void bind_score_win(py::module_& m) {
  m.def("score_win", [](const py::object& facts) {
          const mahjong::WinScore score = mahjong::score_win(to_win_facts(facts));
          py::list doublers;
          for (const mahjong::Doubler d : score.doublers) doublers.append(std::string(mahjong::doubler_name(d)));
          py::list payments;
          for (const int p : score.payments) payments.append(p);
          py::dict out;
          out["doublers"] = doublers;
          out["total"] = score.total;
          out["payments"] = payments;
          return out;
        }, py::arg("facts"),
        R"(Suqian mahjong scoring of one win (rules spec sections 5 and 6); ``facts`` as
:class:`paiju.mahjong.WinFacts`.

Points per paying player: base 2; dealer 2 if the winner or that payer is the dealer; each
winner's flower 2 (the prevailing-wind flower 4); each exposed or added kong 4, concealed kong
8; each satisfied side bet (:data:`BETS`) its points if the winner or that payer placed it,
twice if both did. A payer pays ``points * 2 ** len(doublers)``. Payers: all three on a
self-draw or when the discarder had declared ready, else the discarder alone (a robbed kong is
the robbed player's discard). ``fang_ting`` and ``jue_zhang`` are given; the other doublers and
the ``du_ci`` bet are read from the hand, taking the reading with the largest total.

Settled where the spec is silent: ``bu_peng`` is broken by a pong, exposed kong or added kong
(not a concealed kong); ``da_pie`` counts the melds' suits; ``du_ci`` holds when a pair of the
reading is of the winning tile's kind, so every seven-pairs win satisfies it; ``du_liu`` is a 6
of any suit; only the prevailing-wind flower scores 4 (seat winds score 2).

Returns ``{"doublers": [...], "total": winner's gain, "payments": four ints summing to 0}``
(:class:`paiju.mahjong.WinScore`). Raises :class:`paiju.InvalidTileError`,
:class:`paiju.InvalidHandError` (sizes, a hand that does not win, a winning tile not among the
concealed tiles) or :class:`paiju.InvalidOptionError` (keys, seats, names, an inconsistent
discarder).)");
}

}  // namespace
}  // namespace mahjong_python

void bind_mahjong(py::module_& m) {
  using namespace mahjong_python;
  bind_tile_text(m);
  bind_wins_and_waits(m);
  bind_hand_shape(m);
  bind_score_win(m);
}

}  // namespace paiju::bindings
