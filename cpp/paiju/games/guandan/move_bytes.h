// A Guandan move as bytes (core/move_bytes.h): its type (PASS alone), its key, its cards.
#pragma once

#include "paiju/climbing/sequence.h"
#include "paiju/core/move_bytes.h"
#include "paiju/core/rank_counts.h"
#include "paiju/games/guandan/move.h"

namespace paiju::guandan {

static_assert(static_cast<int>(MoveType::Pass) == 0);
inline void write_move(const Move& m, ByteWriter& out) { write_kind_key_cards(m.kind, m.key, m.cards, out); }
// A sequence's key is its top's sequence position (climbing/sequence.h), any other's a rank slot.
inline void read_move(ByteReader& in, Move& m) {
  const auto keys = [](MoveType type) { return is_sequence_type(type) ? climbing::kNumSequencePositions : kBigJokerSlot + 1; };
  read_kind_key_cards(in, kNumMoveTypes, keys, m.kind, m.key, m.cards);
}

}  // namespace paiju::guandan
