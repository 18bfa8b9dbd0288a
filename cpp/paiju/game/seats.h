// The seats of a table. Every game the engine seats has kTableSeats of them (G::kSeats, checked
// by the game concept): generic code sizes its per-seat arrays with PerSeat and counts seats
// with kTableSeats, never with a literal.
#pragma once

#include <array>

namespace paiju::game {

inline constexpr int kTableSeats = 4;

template <class T>
using PerSeat = std::array<T, kTableSeats>;

}  // namespace paiju::game
