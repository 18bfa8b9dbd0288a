// The body of a batch of packed records (python/paiju/records.py writes it; its docstring has
// the whole layout): per record, the index of its rule options in the batch's header, a start
// tag (0: a seed follows; 1: a deal, its JSON's length and the JSON), the length of its moves
// and the moves. All integers are unsigned LEB128 varints.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "paiju/core/move_bytes.h"

namespace paiju {

struct PackedRecordStart {
  std::size_t options = 0;             // an index into the header's options
  std::optional<std::uint64_t> seed;   // a seeded match, or
  std::string_view deal;               // the deal's JSON (when there is no seed)
  std::string_view moves;              // the game's move bytes (games/<game>/move_bytes.h)
  std::size_t moves_at = 0;            // where they start in the batch
};

// The next record's start, read from `in` (positioned on a record); InvalidRecordError when the
// bytes end early or hold an options index past `option_count` or an unknown start tag.
inline PackedRecordStart read_record_start(ByteReader& in, std::size_t option_count) {
  PackedRecordStart out;
  const std::uint64_t options = in.varint();
  if (options >= option_count) {
    in.fail("options " + std::to_string(options) + " of " + std::to_string(option_count));
  }
  out.options = static_cast<std::size_t>(options);
  const std::uint64_t tag = in.varint();
  if (tag == 0) {
    out.seed = in.varint();
  } else if (tag == 1) {
    out.deal = in.take(in.varint());
  } else {
    in.fail("start tag " + std::to_string(tag) + " (0 seed, 1 deal)");
  }
  const std::uint64_t size = in.varint();
  out.moves_at = in.position();
  out.moves = in.take(size);
  return out;
}

}  // namespace paiju
