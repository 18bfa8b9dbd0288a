// A Liangfutou move as bytes (core/move_bytes.h): its kind (pass alone), its key, its cards.
#pragma once

#include "paiju/core/move_bytes.h"
#include "paiju/core/rank_counts.h"
#include "paiju/games/liangfutou/move.h"

namespace paiju::liangfutou {

static_assert(static_cast<int>(Kind::Pass) == 0);
inline void write_move(const Move& m, ByteWriter& out) { write_kind_key_cards(m.kind, m.key, m.cards, out); }
// A key is a rank slot (core/rank_counts.h: the ranks, then the two jokers).
inline void read_move(ByteReader& in, Move& m) {
  read_kind_key_cards(in, kNumKinds, [](Kind) { return kBigJokerSlot + 1; }, m.kind, m.key, m.cards);
}

}  // namespace paiju::liangfutou
