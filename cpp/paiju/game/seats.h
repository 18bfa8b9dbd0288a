// The seats of a table. Every game the engine seats has kTableSeats of them (G::kSeats, checked
// by the game concept): generic code sizes its per-seat arrays with PerSeat and counts seats
// with kTableSeats, never with a literal.
#pragma once

#include <array>
#include <cstddef>
#include <utility>

namespace paiju::game {

inline constexpr int kTableSeats = 4;

template <class T>
using PerSeat = std::array<T, kTableSeats>;

// A value for every seat (for types without a default, such as a random stream).
template <class T>
constexpr PerSeat<T> filled(const T& value) {
  return [&]<std::size_t... S>(std::index_sequence<S...>) { return PerSeat<T>{((void)S, value)...}; }(
      std::make_index_sequence<kTableSeats>{});
}

}  // namespace paiju::game
