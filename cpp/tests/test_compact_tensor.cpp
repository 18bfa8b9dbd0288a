// Observation tensors stored as bytes (bindings/compact_tensor.h) and card counts written 8 kinds
// at a time (bindings/card_counts.h): exact round trips, and the values a layout cannot keep.
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "paiju/bindings/card_counts.h"
#include "paiju/bindings/compact_tensor.h"
#include "paiju/core/rng.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::bindings;

namespace {

// A layout of 7 values: two counts (0..2), three cards-left / 27 (scale 27), two one-hots.
struct SmallBinding {
  struct Encoding {
    static constexpr std::array kObservationBlocks{
        TensorBlock{"counts", 2, "", 0, 2},
        TensorBlock{"left", 3, "", 0, 28.0f / 27.0f, 27},
        TensorBlock{"flags", 2, ""},
    };
  };
};
using Store = ObservationStore<SmallBinding>;

// The error store() raises for `values`, or "" when it keeps them.
std::string store_error(const std::array<float, 7>& values) {
  std::array<std::uint8_t, 7> out{};
  try {
    Store::store(values.data(), out.data());
  } catch (const PaijuError& error) {
    return error.what();
  }
  return "";
}

}  // namespace

TEST(layouts_of_small_integers_are_stored_as_bytes) {
  static_assert(Store::kBytes);
  constexpr std::array unbounded{TensorBlock{"points", 1, "", -kUnbounded, kUnbounded, 200}};
  constexpr std::array too_wide{TensorBlock{"left", 1, "", 0, 10, 27}};  // 10 * 27 = 270 > 255
  constexpr std::array fractional{TensorBlock{"half", 1, "", 0, 1, 2.5f}};
  static_assert(!fits_bytes(unbounded) && !fits_bytes(too_wide) && !fits_bytes(fractional));
  CHECK(Store::kBytes);
}

TEST(stored_bytes_give_the_tensor_back_bit_for_bit) {
  // 2 copies, 0 copies; 27, 13 and 0 cards left of 27; one flag set
  const std::array<float, 7> values{2.0f, 0.0f, 27.0f / 27.0f, 13.0f / 27.0f, 0.0f, 1.0f, 0.0f};
  std::array<std::uint8_t, 7> out{};
  Store::store(values.data(), out.data());
  const std::array<std::uint8_t, 7> expected{2, 0, 27, 13, 0, 1, 0};
  CHECK(out == expected);
  for (std::size_t i = 0; i < values.size(); ++i) {
    const float scale = i >= 2 && i < 5 ? 27.0f : 1.0f;
    CHECK_EQ(static_cast<float>(out[i]) / scale, values[i]);  // what the Python reader computes, in float32
  }
  std::array<float, 7> every_left{};
  for (int left = 0; left <= 28; ++left) {  // a receiver holds 28 cards between tribute and return
    every_left[2] = static_cast<float>(left) / 27.0f;
    CHECK_EQ(store_error(every_left), std::string());
  }
}

TEST(values_a_layout_cannot_keep_are_an_error_that_names_the_block) {
  const std::array<float, 7> fine{1, 2, 0, 0, 0, 1, 0};
  CHECK_EQ(store_error(fine), std::string());
  for (const float bad : {0.5f, -1.0f, 256.0f, 1e9f, std::numeric_limits<float>::quiet_NaN()}) {
    std::array<float, 7> values = fine;
    values[1] = bad;
    CHECK(store_error(values).find("block 'counts' value 1") != std::string::npos);
  }
  std::array<float, 7> between = fine;
  between[3] = 0.3f;  // not a whole number of cards over 27
  CHECK(store_error(between).find("block 'left' value 1") != std::string::npos);
}

TEST(card_counts_eight_kinds_at_a_time_are_the_counts) {
  Rng rng(7, 1);
  for (int trial = 0; trial < 200; ++trial) {
    CardSet cards;
    for (int kind = 0; kind < kNumKinds; ++kind) {
      const int copies = static_cast<int>(rng.next_u64() % 3);  // 0, 1 or 2 copies
      for (int c = 0; c < copies; ++c) cards.add(kind);
    }
    std::array<std::uint8_t, kNumKinds + 2> out{};
    out[kNumKinds] = out[kNumKinds + 1] = 99;  // past the counts: untouched
    CHECK(put_card_counts(cards, out.data()) == out.data() + kNumKinds);
    for (int kind = 0; kind < kNumKinds; ++kind) CHECK_EQ(static_cast<int>(out[static_cast<std::size_t>(kind)]), cards.count(kind));
    CHECK_EQ(static_cast<int>(out[kNumKinds]), 99);
    CHECK_EQ(static_cast<int>(out[kNumKinds + 1]), 99);
  }
}
