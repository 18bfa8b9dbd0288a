// A Guandan move as bytes (core/move_bytes.h): its type (PASS alone), its key, its cards.
#pragma once

#include "paiju/core/move_bytes.h"
#include "paiju/games/guandan/move.h"

namespace paiju::guandan {

static_assert(static_cast<int>(MoveType::Pass) == 0);
inline void write_move(const Move& m, ByteWriter& out) { write_kind_key_cards(m.type, m.key, m.cards, out); }
inline void read_move(ByteReader& in, Move& m) { read_kind_key_cards(in, kNumMoveTypes, m.type, m.key, m.cards); }

}  // namespace paiju::guandan
