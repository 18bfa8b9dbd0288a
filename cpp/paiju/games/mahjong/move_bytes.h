// A Suqian mahjong move as bytes (core/move_bytes.h): its kind, its tile + 1 (0: none), its bets.
#pragma once

#include "paiju/core/move_bytes.h"
#include "paiju/games/mahjong/move.h"
#include "paiju/games/mahjong/scoring.h"
#include "paiju/tiles/tile.h"

namespace paiju::mahjong {

inline void write_move(const Move& m, ByteWriter& out) {
  out.byte(static_cast<int>(m.kind));
  out.byte(m.tile + 1);
  out.byte(m.bets);
}

inline void read_move(ByteReader& in, Move& m) {
  m = Move{};
  m.kind = static_cast<Kind>(in.below(kNumKinds, "move kind"));
  m.tile = static_cast<std::int8_t>(in.below(tiles::kNumTileKinds + 1, "tile") - 1);
  m.bets = static_cast<std::uint8_t>(in.below(1 << kNumBets, "bets"));
}

}  // namespace paiju::mahjong
