// Writing a game's observation tensor in C++ (the native side of Observation.tensor(), for
// env_binding.h): consecutive slices of a zeroed float vector, written in layout order.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "paiju/bindings/card_counts.h"
#include "paiju/game/seats.h"

namespace paiju::bindings {

class TensorOut {
 public:
  // Values written from `out` on, seats seen from `observer`.
  TensorOut(float* out, int observer) : out_(out), observer_(observer) {}
  // Copies per card kind: kNumKinds values.
  void counts(const CardSet& cards) {
    std::array<std::uint8_t, kNumKinds> bytes;
    put_card_counts(cards, bytes.data());
    for (int kind = 0; kind < kNumKinds; ++kind) out_[kind] = static_cast<float>(bytes[static_cast<std::size_t>(kind)]);
    out_ += kNumKinds;
  }
  // `width` values, 1 at `index` (all 0 for index < 0).
  void one_hot(int index, int width) {
    if (index >= 0) out_[index] = 1.0f;
    out_ += width;
  }
  // One value. Mind the precision the Python side computes in (float32 arrays divide in
  // float, Python numbers in double).
  void value(double v) { *out_++ = static_cast<float>(v); }
  // `width` values, 1 at each set bit.
  void bits(unsigned mask, int width) {
    for (int i = 0; i < width; ++i) out_[i] = (mask >> i) & 1u ? 1.0f : 0.0f;
    out_ += width;
  }
  // Seat `seat` relative to the observer (0 = the observer, 1 = the next seat ...), -1 kept.
  int relative(int seat) const { return seat < 0 ? -1 : (seat - observer_ + game::kTableSeats) % game::kTableSeats; }
  // The seat `k` places after the observer, as an index of per-seat arrays.
  std::size_t seat_after(int k) const { return static_cast<std::size_t>((observer_ + k) % game::kTableSeats); }
  // The last two blocks of every game's observation (with_turn_blocks, tensor_layout.h): the
  // current player, relative to the observer, and the phase, one-hot over `phases`.
  template <class Phase>
  void turn(int current_player, Phase phase, int phases) {
    one_hot(relative(current_player), game::kTableSeats);
    one_hot(static_cast<int>(phase), phases);
  }

 private:
  float* out_;
  int observer_;
};

// The slices every climbing game's tensor starts with (climbing::TableView): own hand, played
// per seat, cards left per seat / hand_size, the play to beat's cards, its kind (one-hot over
// `kinds`) and its seat; seats relative to the observer.
template <class View, class KindOf>
void put_table_view(TensorOut& t, const View& o, int hand_size, int kinds, KindOf kind_of) {
  t.counts(o.hand);
  for (int k = 0; k < game::kTableSeats; ++k) t.counts(o.played_by[t.seat_after(k)]);
  for (int k = 0; k < game::kTableSeats; ++k) {  // a float32 array divided by a number: in float
    t.value(static_cast<float>(o.cards_left[t.seat_after(k)]) / static_cast<float>(hand_size));
  }
  const bool following = o.top.has_value() && o.top_seat >= 0;
  t.counts(following ? o.top->cards : CardSet{});
  t.one_hot(following ? kind_of(*o.top) : -1, kinds);
  t.one_hot(following ? t.relative(o.top_seat) : -1, game::kTableSeats);
}

}  // namespace paiju::bindings
