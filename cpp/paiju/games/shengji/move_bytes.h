// A Shengji move as bytes (core/move_bytes.h): its kind and its cards.
#pragma once

#include "paiju/core/move_bytes.h"
#include "paiju/games/shengji/move.h"

namespace paiju::shengji {

inline void write_move(const Move& m, ByteWriter& out) {
  out.byte(static_cast<int>(m.kind));
  out.cards(m.cards);
}

inline void read_move(ByteReader& in, Move& m) {
  m = Move{};
  m.kind = static_cast<Kind>(in.below(kNumKinds, "move kind"));
  m.cards = in.cards();
}

}  // namespace paiju::shengji
