// A small multilayer perceptron: dense layers with ReLU between them, read from paiju's MLP
// file (written by benchmarks/hand_model/train.py), evaluated by hand-written loops so that the
// core needs no library.
//
// The file, little-endian: "PJML", u32 version (1), u32 layer count, then per layer u32 inputs,
// u32 outputs, float32 weights [outputs][inputs] row-major, float32 biases [outputs]. Each
// layer's inputs are the previous layer's outputs.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace paiju::search {

class Mlp {
 public:
  Mlp() = default;

  // Throws std::invalid_argument when `bytes` is not a well-formed MLP file.
  explicit Mlp(std::span<const unsigned char> bytes) {
    std::size_t at = 0;
    auto need = [&](std::size_t n) {
      if (bytes.size() - at < n) throw std::invalid_argument("MLP file: truncated");
    };
    auto u32 = [&] {
      need(4);
      std::uint32_t v = 0;
      for (int i = 0; i < 4; ++i) v |= static_cast<std::uint32_t>(bytes[at + static_cast<std::size_t>(i)]) << (8 * i);
      at += 4;
      return v;
    };
    need(4);
    if (std::memcmp(bytes.data(), "PJML", 4) != 0) throw std::invalid_argument("MLP file: bad magic");
    at = 4;
    if (u32() != 1) throw std::invalid_argument("MLP file: unknown version");
    const std::uint32_t count = u32();
    if (count == 0 || count > 16) throw std::invalid_argument("MLP file: bad layer count");
    for (std::uint32_t l = 0; l < count; ++l) {
      Layer layer;
      layer.inputs = u32();
      layer.outputs = u32();
      if (layer.inputs == 0 || layer.outputs == 0 || layer.inputs > 1u << 16 || layer.outputs > 1u << 16 ||
          (!layers_.empty() && layers_.back().outputs != layer.inputs)) {
        throw std::invalid_argument("MLP file: bad layer shape");
      }
      layer.weights = floats(bytes, at, std::size_t{layer.inputs} * layer.outputs);
      layer.biases = floats(bytes, at, layer.outputs);
      layer.columns.resize(layer.weights.size());
      for (std::uint32_t o = 0; o < layer.outputs; ++o) {
        for (std::uint32_t i = 0; i < layer.inputs; ++i) {
          layer.columns[std::size_t{i} * layer.outputs + o] = layer.weights[std::size_t{o} * layer.inputs + i];
        }
      }
      layers_.push_back(std::move(layer));
    }
    if (at != bytes.size()) throw std::invalid_argument("MLP file: trailing bytes");
  }

  // The network of a file embedded in the library between two symbols (a game's *_weights.cpp).
  static Mlp embedded(const unsigned char* begin, const unsigned char* end) {
    return Mlp(std::span<const unsigned char>(begin, static_cast<std::size_t>(end - begin)));
  }

  bool empty() const { return layers_.empty(); }
  std::size_t inputs() const { return layers_.empty() ? 0 : layers_.front().inputs; }
  std::size_t outputs() const { return layers_.empty() ? 0 : layers_.back().outputs; }

  // out = the network's outputs for `in` (inputs() values); `scratch` is reused between calls.
  void evaluate(std::span<const float> in, std::vector<float>& out, std::vector<float>& scratch) const {
    scratch.assign(in.begin(), in.end());
    for (std::size_t l = 0; l < layers_.size(); ++l) {
      const Layer& layer = layers_[l];
      out.assign(layer.biases.begin(), layer.biases.end());
      for (std::uint32_t o = 0; o < layer.outputs; ++o) {
        const float* row = layer.weights.data() + std::size_t{o} * layer.inputs;
        float sum = 0.0f;
        for (std::uint32_t i = 0; i < layer.inputs; ++i) sum += row[i] * scratch[i];
        out[o] += sum;
      }
      if (l + 1 < layers_.size()) {
        for (float& v : out) v = std::max(v, 0.0f);
        scratch.swap(out);
      }
    }
  }

  // The same outputs as evaluate (up to the order in which floats are added), faster when many
  // inputs are zero (counts, one-hots, the outputs of ReLU): each layer adds, for each non-zero
  // input, that input times its column of weights (a loop the compiler vectorises).
  void evaluate_sparse(std::span<const float> in, std::vector<float>& out, std::vector<float>& scratch) const {
    scratch.assign(in.begin(), in.end());
    for (std::size_t l = 0; l < layers_.size(); ++l) {
      const Layer& layer = layers_[l];
      out.assign(layer.biases.begin(), layer.biases.end());
      float* sums = out.data();
      for (std::uint32_t i = 0; i < layer.inputs; ++i) {
        const float v = scratch[i];
        if (v == 0.0f) continue;
        const float* column = layer.columns.data() + std::size_t{i} * layer.outputs;
        for (std::uint32_t o = 0; o < layer.outputs; ++o) sums[o] += v * column[o];
      }
      if (l + 1 < layers_.size()) {
        for (float& v : out) v = std::max(v, 0.0f);
        scratch.swap(out);
      }
    }
  }

 private:
  struct Layer {
    std::uint32_t inputs = 0, outputs = 0;
    std::vector<float> weights, biases;
    std::vector<float> columns;  // the weights transposed: [inputs][outputs]
  };

  static std::vector<float> floats(std::span<const unsigned char> bytes, std::size_t& at, std::size_t n) {
    if ((bytes.size() - at) / 4 < n) throw std::invalid_argument("MLP file: truncated");
    std::vector<float> v(n);
    for (std::size_t i = 0; i < n; ++i) {
      std::uint32_t bits = 0;
      for (int b = 0; b < 4; ++b) bits |= static_cast<std::uint32_t>(bytes[at + 4 * i + static_cast<std::size_t>(b)]) << (8 * b);
      std::memcpy(&v[i], &bits, 4);
    }
    at += 4 * n;
    return v;
  }

  std::vector<Layer> layers_;
};

}  // namespace paiju::search
