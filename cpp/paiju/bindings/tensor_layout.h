// A game's observation tensor declared once: its blocks in order (name, size, value range, what
// they hold). The game's encoder (Encoding::observation) writes the blocks in this order; the
// Python module's TENSOR_LAYOUT, TENSOR_SIZE and TENSOR_RANGES and the learning environments'
// bounds are read from the same table (bind_env exports it as _TENSOR_BLOCKS).
#pragma once

#include <array>
#include <cstddef>
#include <limits>

#include "paiju/game/seats.h"

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

// `blocks` and the two every game's observation ends with (TensorOut::turn writes them): whose
// turn it is, relative to the observer, and the phase, one-hot over `phases` named in `phase_names`.
template <std::size_t N>
constexpr std::array<TensorBlock, N + 2> with_turn_blocks(const std::array<TensorBlock, N>& blocks, int phases,
                                                          const char* phase_names) {
  std::array<TensorBlock, N + 2> out{};
  for (std::size_t i = 0; i < N; ++i) out[i] = blocks[i];
  out[N] = TensorBlock{"current_player", game::kTableSeats, "one-hot"};
  out[N + 1] = TensorBlock{"phase", phases, phase_names};
  return out;
}

// The values of the observation tensor of encoding E: its blocks' total.
template <class E>
inline constexpr int observation_size = tensor_size(E::kObservationBlocks);

// A game whose binding traits B declare an observation tensor: B::Encoding::kObservationBlocks
// and observation(o, out), which writes observation_size<B::Encoding> values into `out`, zeroed
// by the caller.
template <class B>
concept EncodesObservation = requires(const typename B::G::Observation& o, float* out) {
  B::Encoding::kObservationBlocks;
  B::Encoding::observation(o, out);
};

}  // namespace paiju::bindings
