// Writes a feature vector block by block: values by their index within the current block, then
// next(size) moves on to the next block. The vector starts zeroed.
#pragma once

#include <algorithm>
#include <cstddef>
#include <span>

namespace paiju {

class FeatureWriter {
 public:
  explicit FeatureWriter(std::span<float> out) : out_(out) { std::fill(out_.begin(), out_.end(), 0.0f); }
  float& operator[](int i) { return out_[static_cast<std::size_t>(at_ + i)]; }
  void next(int size) { at_ += size; }
  int written() const { return at_; }

 private:
  std::span<float> out_;
  int at_ = 0;
};

}  // namespace paiju
