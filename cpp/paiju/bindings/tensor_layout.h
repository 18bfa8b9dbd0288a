// A game's observation tensor declared once: its blocks in order (name, size, value range, what
// they hold). The game's encoder (Encoding::observation) writes the blocks in this order; the
// Python module's TENSOR_LAYOUT, TENSOR_SIZE and TENSOR_RANGES and the learning environments'
// bounds are read from the same table (bind_env exports it as _TENSOR_BLOCKS).
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <limits>

namespace paiju::bindings {

struct TensorBlock {
  const char* name;
  int size;
  const char* doc;
  float low = 0.0f;
  float high = 1.0f;
  // The block's values are integers divided by `scale` (e.g. cards left / 27: scale 27); with a
  // finite range, what lets a dataset store them exactly as small integers (compact_tensor.h).
  float scale = 1.0f;
};

inline constexpr float kUnbounded = std::numeric_limits<float>::infinity();

template <std::size_t N>
constexpr int tensor_size(const std::array<TensorBlock, N>& blocks) {
  int size = 0;
  for (const TensorBlock& block : blocks) size += block.size;
  return size;
}

// A game whose binding traits B declare an observation tensor: B::Encoding::kObservationBlocks,
// kObservationSize (their total) and observation(o, out), which writes kObservationSize values
// into `out`, zeroed by the caller.
template <class B>
concept EncodesObservation = requires(const typename B::G::Observation& o, float* out) {
  { B::Encoding::kObservationSize } -> std::convertible_to<int>;
  B::Encoding::kObservationBlocks;
  B::Encoding::observation(o, out);
};

}  // namespace paiju::bindings
