#include "paiju/games/liangfutou/rewards.h"

namespace paiju::liangfutou {

int reward_units(const CardSet& hand) {
  int units = 0;
  int bomb_ranks = 0;
  for (int r = 0; r < kNumRanks; ++r) {
    const int black = hand.count(kind_of(static_cast<Rank>(r), Suit::Spades)) +
                      hand.count(kind_of(static_cast<Rank>(r), Suit::Clubs));
    const int red = hand.count(kind_of(static_cast<Rank>(r), Suit::Hearts)) +
                    hand.count(kind_of(static_cast<Rank>(r), Suit::Diamonds));
    const int total = black + red;
    units += (black == 4) + (red == 4);             // four of one colour
    if (total >= 6 && (black == 4 || red == 4)) units += 2;
    if (total == 8) units += 3;                     // the whole rank
    if (total >= 4) ++bomb_ranks;
  }
  if (bomb_ranks >= 4) units += 1;
  const int jokers = hand.count(kSmallJoker) + hand.count(kBigJoker);
  if (jokers == 3) units += 1;
  if (jokers == 4) units += 3;
  return units;
}

}  // namespace paiju::liangfutou
