// Rng: seeded, splittable pseudo-random numbers for deals, rollouts and search.
//
// Algorithm: xoshiro256** (Blackman & Vigna, 2018) for the stream itself, its 256-bit state
// filled by SplitMix64. A stream is named by (seed, stream id): `Rng(seed, stream)` mixes both
// through SplitMix64's finaliser, so stream k of seed s is the same sequence on every machine
// and for every thread count — batch runners give deal i the stream i. `split()` derives an
// independent child stream from the parent's next output (for search inside one deal).
// Bounded integers use Lemire's multiply-shift with rejection, so they are exactly uniform.
#pragma once

#include <cstdint>
#include <utility>

#include "paiju/core/check.h"

namespace paiju {

// SplitMix64's output function: a bijective 64-bit mixer.
constexpr std::uint64_t mix64(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

class Rng {
 public:
  explicit constexpr Rng(std::uint64_t seed, std::uint64_t stream = 0) {
    std::uint64_t sm = mix64(seed) ^ mix64(stream + 0xD1B54A32D192ED03ULL);
    for (auto& word : s_) {
      sm += 0x9E3779B97F4A7C15ULL;
      word = mix64(sm);
    }
  }

  constexpr std::uint64_t next_u64() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform integer in [0, n), n >= 1.
  constexpr std::uint32_t uniform(std::uint32_t n) {
    PAIJU_DCHECK(n >= 1);
    std::uint64_t product = (next_u64() >> 32) * n;
    auto low = static_cast<std::uint32_t>(product);
    if (low < n) {
      const std::uint32_t threshold = (0u - n) % n;
      while (low < threshold) {
        product = (next_u64() >> 32) * n;
        low = static_cast<std::uint32_t>(product);
      }
    }
    return static_cast<std::uint32_t>(product >> 32);
  }

  // Uniform double in [0, 1) with 53 random bits.
  constexpr double uniform01() { return static_cast<double>(next_u64() >> 11) * 0x1.0p-53; }

  // An independent child stream.
  constexpr Rng split() { return Rng(next_u64(), 0x5EED5EED5EED5EEDULL); }

  // Fisher-Yates shuffle of first[0..n).
  template <typename T>
  constexpr void shuffle(T* first, std::uint32_t n) {
    for (std::uint32_t i = n; i > 1; --i) {
      const std::uint32_t j = uniform(i);
      std::swap(first[i - 1], first[j]);
    }
  }

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4] = {};
};

}  // namespace paiju
