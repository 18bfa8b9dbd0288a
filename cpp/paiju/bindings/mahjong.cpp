// paiju._core.mahjong: tile notation and hand analysis (cpp/paiju/tiles/).
#include <string>
#include <string_view>

#include "paiju/bindings/bindings.h"
#include "paiju/core/errors.h"
#include "paiju/tiles/decompositions.h"
#include "paiju/tiles/hand_analysis.h"
#include "paiju/tiles/tile_notation.h"

namespace paiju::bindings {
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
  if (py::isinstance<py::bytes>(obj) || !py::isinstance<py::iterable>(obj)) {
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
  if (!melds_obj.is_none()) {
    if (py::isinstance<py::str>(melds_obj) || !py::isinstance<py::iterable>(melds_obj)) {
      throw InvalidHandError("melds must be a list of (kind, tile) pairs, got " + describe(melds_obj));
    }
    for (const py::handle meld : melds_obj) {
      if (py::isinstance<py::str>(meld) || !py::isinstance<py::sequence>(meld) || py::len(meld) != 2) {
        throw InvalidHandError("a meld is a (kind, tile) pair such as ('pong', '5m'), got " + describe(meld));
      }
      const py::sequence pair = py::reinterpret_borrow<py::sequence>(meld);
      const py::object kind_obj = pair[0], tile_obj = pair[1];
      if (!py::isinstance<py::str>(kind_obj)) throw InvalidHandError("a meld kind is a string, got " + describe(kind_obj));
      const std::string kind = text_of(kind_obj);
      int copies = 0;
      if (kind == "pong") copies = 3;
      else if (kind == "kong" || kind == "added_kong" || kind == "concealed_kong") copies = 4;
      else {
        std::string message = "unknown meld kind '";
        message.append(kind);
        message.append("' (expected pong, kong, added_kong or concealed_kong)");
        throw InvalidHandError(message);
      }
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
  }
  if (hand.melds > 4) throw InvalidHandError("at most 4 melds, got " + std::to_string(hand.melds));
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
  const int size = hand.concealed.size(), low = base_low - 3 * hand.melds, high = base_high - 3 * hand.melds;
  if (size < low || size > high) {
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

}  // namespace

void bind_mahjong(py::module_& parent) {
  py::module_ m = parent.def_submodule("mahjong", "Mahjong tiles (Suqian mahjong): notation and hand analysis.");
  py::tuple kinds(tiles::kNumTileKinds);
  for (int k = 0; k < tiles::kNumTileKinds; ++k) kinds[static_cast<std::size_t>(k)] = tiles::format_tile(k);
  m.attr("TILE_KINDS") = kinds;
  m.def("parse_tiles", [](const py::object& obj) { return tile_list(to_tiles(obj)); }, py::arg("tiles"),
        "The tiles (text or list of tile strings) as canonical tile strings in kind order.");
  m.def("format_tiles", [](const py::object& obj) { return tiles::format_tiles(to_tiles(obj)); }, py::arg("tiles"),
        "The tiles in canonical compact text, e.g. '1123m456p E spring'.");
  m.def("is_winning", [](const py::object& t, const py::object& melds) {
          const Hand hand = to_hand(t, melds, 14, 14);
          return tiles::is_winning(hand.concealed, hand.melds);
        }, py::arg("tiles"), py::arg("melds") = py::tuple());
  m.def("waits", [](const py::object& t, const py::object& melds) {
          const Hand hand = to_hand(t, melds, 13, 13);
          const tiles::KindMask mask = tiles::waits(hand.concealed, hand.melds, hand.melded);
          py::list out;
          for (int k = 0; k < tiles::kNumSuitedKinds; ++k) {
            if (mask >> k & 1) out.append(tiles::format_tile(k));
          }
          return out;
        }, py::arg("tiles"), py::arg("melds") = py::tuple());
  m.def("shanten", [](const py::object& t, const py::object& melds) {
          const Hand hand = to_hand(t, melds, 13, 14);
          return tiles::shanten(hand.concealed, hand.melds, hand.melded);
        }, py::arg("tiles"), py::arg("melds") = py::tuple());
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
        }, py::arg("tiles"), py::arg("melds") = py::tuple());
}

}  // namespace paiju::bindings
