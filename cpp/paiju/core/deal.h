// Dealing two shuffled decks to four seats from a seed.
//
// The 108 cards are laid out in canonical order (each kind twice), shuffled with
// Rng(seed, stream) and cut into four hands of (108 - kitty) / 4 cards, seat 0 first,
// then the kitty: 4 x 27 without a kitty, 4 x 25 + 8 with one of 8.
#pragma once

#include <array>
#include <cstdint>

#include "paiju/core/card_set.h"
#include "paiju/core/rng.h"

namespace paiju {

inline constexpr int kNumSeats = 4;

struct Deal {
  std::array<CardSet, kNumSeats> hands;
  CardSet kitty;
};

// True iff `kitty` leaves a deck that splits evenly into four non-empty hands.
constexpr bool valid_kitty_size(int kitty) {
  return kitty >= 0 && kitty < kDeckSize && (kDeckSize - kitty) % kNumSeats == 0;
}

constexpr Deal deal_cards(Rng& rng, int kitty = 0) {
  PAIJU_DCHECK(valid_kitty_size(kitty));
  std::array<std::uint8_t, kDeckSize> deck{};
  for (int i = 0; i < kDeckSize; ++i) deck[i] = static_cast<std::uint8_t>(i >> 1);
  rng.shuffle(deck.data(), kDeckSize);
  Deal deal;
  const int hand_size = (kDeckSize - kitty) / kNumSeats;
  for (int i = 0; i < kDeckSize; ++i) {
    const int seat = i / hand_size;
    if (seat < kNumSeats) deal.hands[seat].add(deck[i]);
    else deal.kitty.add(deck[i]);
  }
  return deal;
}

constexpr Deal deal_cards(std::uint64_t seed, int kitty = 0, std::uint64_t stream = 0) {
  Rng rng(seed, stream);
  return deal_cards(rng, kitty);
}

}  // namespace paiju
