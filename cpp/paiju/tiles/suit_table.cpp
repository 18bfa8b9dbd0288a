#include "paiju/tiles/suit_table.h"

#include <array>
#include <vector>

namespace paiju::tiles {
namespace {

// The base-5 odometer over a suit's counts: the next key's digits (counts of ranks 1..9) and
// their sum.
void next_digits(std::array<int, 9>& c, int& total) {
  for (int r = 0; r < 9; ++r) {
    if (c[static_cast<std::size_t>(r)] < 4) {
      ++c[static_cast<std::size_t>(r)];
      ++total;
      return;
    }
    c[static_cast<std::size_t>(r)] = 0;
    total -= 4;
  }
}

std::vector<std::uint16_t> build_table() {
  std::vector<std::uint16_t> table(kNumSuitKeys, 0);
  // Pass 1, keys in increasing order: a pattern's lowest held rank i belongs to a triplet, to
  // the pair or to a run starting at i (nothing lower is left), and removing that group gives a
  // smaller key whose entry is already final.
  std::array<int, 9> c{};
  int total = 0;
  for (std::uint32_t key = 0; key < kNumSuitKeys; ++key) {
    if (key > 0) next_digits(c, total);  // c holds key's base-5 digits, total their sum
    if (total > 14 || total % 3 == 1) continue;
    bool complete = false;
    if (total == 0) {
      complete = true;
    } else {
      int i = 0;
      while (c[static_cast<std::size_t>(i)] == 0) ++i;
      const auto done = [&](std::uint32_t smaller) { return (table[smaller] & kSuitComplete) != 0; };
      const std::uint32_t p = kPow5[static_cast<std::size_t>(i)];
      if (c[static_cast<std::size_t>(i)] >= 3 && done(key - 3 * p)) complete = true;
      if (!complete && i <= 6 && c[static_cast<std::size_t>(i) + 1] > 0 && c[static_cast<std::size_t>(i) + 2] > 0 &&
          done(key - p - 5 * p - 25 * p)) {
        complete = true;
      }
      if (!complete && total % 3 == 2 && c[static_cast<std::size_t>(i)] >= 2 && done(key - 2 * p)) complete = true;
    }
    if (complete) table[key] |= kSuitComplete;
  }
  // Pass 2: wait ranks, read off the complete patterns one tile larger.
  c.fill(0);
  total = 0;
  for (std::uint32_t key = 0; key < kNumSuitKeys; ++key) {
    if (key > 0) next_digits(c, total);
    if (total > 13 || total % 3 == 0) continue;
    std::uint16_t ranks = 0;
    for (int r = 0; r < 9; ++r) {
      if (c[static_cast<std::size_t>(r)] < 4 && (table[key + kPow5[static_cast<std::size_t>(r)]] & kSuitComplete) != 0) {
        ranks = static_cast<std::uint16_t>(ranks | (1u << r));
      }
    }
    table[key] = static_cast<std::uint16_t>(table[key] | ranks);
  }
  return table;
}

}  // namespace

const std::uint16_t* suit_table() {
  static const std::vector<std::uint16_t> table = build_table();
  return table.data();
}

}  // namespace paiju::tiles
