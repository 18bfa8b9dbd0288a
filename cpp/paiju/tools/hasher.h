// The signature's hash (signature.cpp): an order-sensitive running hash of generated moves,
// with counts. A local copy of SplitMix64's finaliser, so that the signature does not move when
// the engine's own hashes (CardSet::hash, Rng) change.
#pragma once

#include <cstdint>
#include <vector>

#include "paiju/core/card_set.h"

namespace paiju::tools {

// SplitMix64's finaliser (a bijection), kept here so that the signature owns its hash.
constexpr std::uint64_t fmix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// A move's hash from its fields: cards as the two CardSet words, type or kind, key.
inline std::uint64_t move_fields_hash(const CardSet& cards, int type, int key) {
  std::uint64_t h = fmix(cards.once_bits() + 0x243F6A8885A308D3ULL);
  h = fmix(h ^ (cards.twice_bits() + 0x13198A2E03707344ULL));
  return fmix(h ^ (static_cast<std::uint64_t>(type) << 8 | static_cast<std::uint64_t>(key)));
}

// An order-sensitive running hash with counts. add_list hashes each move with move_hash(move),
// which the game's signature cases define in the game's namespace (found by argument lookup).
struct Hasher {
  std::uint64_t h = 0x6A09E667F3BCC908ULL;
  std::uint64_t lists = 0, moves = 0;

  void add(std::uint64_t v) { h = fmix((h ^ v) + 0x9E3779B97F4A7C15ULL); }
  // Each value in turn, as a signed int (so -1 and 255 hash apart).
  template <class... Ints>
  void add_signed(Ints... values) {
    (add(static_cast<std::uint64_t>(static_cast<std::int64_t>(static_cast<int>(values)))), ...);
  }
  template <class Move>
  void add_list(const std::vector<Move>& list) {
    add(0x4C157ULL ^ list.size());
    for (const Move& m : list) add(move_hash(m));
    ++lists;
    moves += list.size();
  }
};

}  // namespace paiju::tools
