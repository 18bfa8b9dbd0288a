// A Liangfutou move as bytes (core/move_bytes.h): its kind (pass alone), its key, its cards.
#pragma once

#include "paiju/core/move_bytes.h"
#include "paiju/games/liangfutou/move.h"

namespace paiju::liangfutou {

static_assert(static_cast<int>(Kind::Pass) == 0);
inline void write_move(const Move& m, ByteWriter& out) { write_kind_key_cards(m.kind, m.key, m.cards, out); }
inline void read_move(ByteReader& in, Move& m) { read_kind_key_cards(in, kNumKinds, m.kind, m.key, m.cards); }

}  // namespace paiju::liangfutou
