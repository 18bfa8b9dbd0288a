#include "paiju/climbing/rank_submultisets.h"

namespace paiju::climbing {

RankSubmultisets::RankSubmultisets() {
  std::uint16_t next = 0;
  for (int pattern = 0; pattern < 256; ++pattern) {
    const int once = pattern & 0xF, twice = pattern >> 4;
    const bool valid = (twice & ~once) == 0;
    for (int size = 0; size <= kMaxSize; ++size) {
      offsets_[pattern][size] = next;
      if (!valid) continue;
      // Enumerate sub-patterns: per suit a count 0..(available) in base 3.
      for (int code = 0; code < 81; ++code) {
        int sub_once = 0, sub_twice = 0, cards = 0, digits = code;
        bool fits = true;
        for (int suit = 0; suit < 4; ++suit, digits /= 3) {
          const int copies = digits % 3;
          const int available = ((once >> suit) & 1) + ((twice >> suit) & 1);
          if (copies > available) { fits = false; break; }
          if (copies >= 1) sub_once |= 1 << suit;
          if (copies == 2) sub_twice |= 1 << suit;
          cards += copies;
        }
        if (fits && cards == size) entries_[next++] = static_cast<SuitPattern>(sub_once | (sub_twice << 4));
      }
    }
    offsets_[pattern][kMaxSize + 1] = next;
  }
}

const RankSubmultisets& RankSubmultisets::instance() {
  static const RankSubmultisets table;
  return table;
}

}  // namespace paiju::climbing
