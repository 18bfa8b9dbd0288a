// A game's observation tensor stored exactly in bytes: when every block of its layout
// (tensor_layout.h) is a range of integers over its scale that fits 0..255 (copies, one-hots,
// cards left / 27), value v is stored as v * scale in a uint8, and v is float(stored) / scale
// again, bit for bit (both divisions are float32's, correctly rounded). A layout with an
// unbounded or negative block keeps float32. The decisions table of a dataset stores its
// observations so (simulation_rows.h): a quarter of the bytes to build, compress and read.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "paiju/bindings/tensor_layout.h"
#include "paiju/core/errors.h"

namespace paiju::bindings {

// True when every block's values, times its scale, are integers within 0..255.
template <std::size_t N>
constexpr bool fits_bytes(const std::array<TensorBlock, N>& blocks) {
  for (const TensorBlock& block : blocks) {
    const bool whole_scale = block.scale >= 1.0f && block.scale <= 255.0f &&
                             block.scale == static_cast<float>(static_cast<int>(block.scale));
    if (!whole_scale || !(block.low >= 0.0f) || !(block.high * block.scale <= 255.0f)) return false;
  }
  return true;
}

// How B's observation tensors are stored: Value is uint8 (scaled, see above) or float32.
template <class B>
struct ObservationStore {
  using E = typename B::Encoding;
  static constexpr bool kBytes = fits_bytes(E::kObservationBlocks);
  using Value = std::conditional_t<kBytes, std::uint8_t, float>;
  static constexpr auto kWidth = static_cast<std::size_t>(observation_size<E>);

  // Each value's scale (its block's), for a loop over the whole tensor.
  static constexpr std::array<float, kWidth> kScales = [] {
    std::array<float, kWidth> scales{};
    std::size_t at = 0;
    for (const TensorBlock& block : E::kObservationBlocks) {
      for (int i = 0; i < block.size; ++i) scales[at++] = block.scale;
    }
    return scales;
  }();

  // The stored value of `v` at position i: v * scale rounded, its low byte (adding 1.5 * 2^23
  // leaves the integer in the float's low mantissa bits; no branch, no float-to-int conversion,
  // so the loop vectorizes). It is exact when stored(v, i) / kScales[i] == v again: a value
  // out of 0..255 / scale, NaN or between integers never passes that check.
  static std::uint8_t stored(float v, std::size_t i) {
    return static_cast<std::uint8_t>(std::bit_cast<std::uint32_t>(v * kScales[i] + 12582912.0f) & 0xFFu);
  }

  // Writes the tensor `values` (kWidth floats) as stored values at `out`; PaijuError when a
  // value is not what its block declares (an integer from 0 to 255 over its scale).
  static void store(const float* values, Value* out) {
    if constexpr (!kBytes) {
      std::memcpy(out, values, kWidth * sizeof(float));
    } else {
      int exact = 1;
      for (std::size_t i = 0; i < kWidth; ++i) {
        const std::uint8_t q = stored(values[i], i);
        out[i] = q;
        exact &= static_cast<int>(static_cast<float>(q) / kScales[i] == values[i]);
      }
      if (!exact) throw PaijuError(std::string("an observation value is not an integer from 0 to 255 over its block's "
                                               "scale (tensor_layout.h): ") + first_inexact(values));
    }
  }

 private:
  // The block of the first value that store() cannot keep exactly, in words.
  static std::string first_inexact(const float* values) {
    std::size_t at = 0;
    for (const TensorBlock& block : E::kObservationBlocks) {
      for (int i = 0; i < block.size; ++i, ++at) {
        if (static_cast<float>(stored(values[at], at)) / kScales[at] != values[at]) {
          return std::string("block '") + block.name + "' value " + std::to_string(i) + " is " + std::to_string(values[at]);
        }
      }
    }
    return "none";
  }
};

}  // namespace paiju::bindings
