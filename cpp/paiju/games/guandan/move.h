// A Guandan move (climbing/play.h): the physical cards plus the declared reading (kind, a
// MoveType, and key).
//
// Layout (24 bytes, trivially copyable):
//   cards  CardSet (16 bytes)   the physical cards, heart level cards under their own kind
//   kind   MoveType (1 byte)
//   key    uint8_t  (1 byte)    for Single, Pair, Trips, ThreeWithTwo, Bomb: the rank slot of
//                               the cards (triple's rank for ThreeWithTwo): 0..12 = 2..A,
//                               13 = small joker, 14 = big joker. For Straight, StraightFlush,
//                               ThreePair, TwoTrips: the sequence position of the lowest rank
//                               (climbing/sequence.h: 0 = ace low .. 12 = K). FourKings: 13.
//                               Tribute, Back: the rank slot of the one card. Pass: 0.
// What each wild stands for follows from (kind, key, cards), so it is not stored: two moves are
// equal iff kind, key and cards are equal, as on the competition platform.
#pragma once

#include <cstdint>

#include "paiju/climbing/play.h"
#include "paiju/core/card_set.h"

namespace paiju::guandan {

enum class MoveType : std::uint8_t {
  Pass = 0,
  Single,
  Pair,
  Trips,
  ThreeWithTwo,
  TwoTrips,   // plate 钢板: two consecutive triples
  ThreePair,  // tube 木板: three consecutive pairs
  Straight,
  StraightFlush,
  Bomb,
  FourKings,
  Tribute,    // 进贡: one card given to a winner before play (key: the card's rank slot)
  Back,       // 还贡: one card returned to the payer
};
inline constexpr int kNumMoveTypes = 13;

using Move = climbing::Play<MoveType>;
static_assert(sizeof(Move) == 24);

constexpr bool is_bomb_type(MoveType type) {
  return type == MoveType::Bomb || type == MoveType::StraightFlush || type == MoveType::FourKings;
}
constexpr bool is_card_transfer(MoveType type) { return type == MoveType::Tribute || type == MoveType::Back; }
constexpr bool is_sequence_type(MoveType type) {
  return type == MoveType::Straight || type == MoveType::StraightFlush ||
         type == MoveType::ThreePair || type == MoveType::TwoTrips;
}

}  // namespace paiju::guandan
