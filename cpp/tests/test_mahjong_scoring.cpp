// Suqian mahjong scoring (games/mahjong/scoring.h) on hand-worked examples; the full set is
// tests/unit/test_mahjong_scoring.py.
#include "paiju/core/errors.h"
#include "paiju/games/mahjong/scoring.h"
#include "paiju/tiles/tile_notation.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::mahjong;

namespace {

// South (1) wins on West's (2) discard of 7s in the East round; East (0) deals.
WinFacts plain() {
  WinFacts f;
  f.winner = 1;
  f.dealer = 0;
  f.discarder = 2;
  f.winning_tile = tiles::parse_tile("7s");
  f.concealed = tiles::parse_tiles("123m 456m 789s 234p 55p");
  return f;
}

bool zero_sum(const WinScore& s) { return s.payments[0] + s.payments[1] + s.payments[2] + s.payments[3] == 0; }

}  // namespace

TEST(mahjong_scoring_discard_and_dealer) {
  WinScore s = score_win(plain());  // 2 base from West
  CHECK_EQ(s.total, 2);
  CHECK(s.doublers.empty());
  CHECK_EQ(s.payments[2], -2);
  CHECK(zero_sum(s));
  WinFacts f = plain();
  f.discarder = 0;  // the dealer pays 2 + 2 = 4
  s = score_win(f);
  CHECK_EQ(s.total, 4);
  CHECK_EQ(s.payments[0], -4);
}

TEST(mahjong_scoring_self_draw_flowers_kongs) {
  // South self-draws with the E flower in the East round and a concealed kong of 5p:
  // 123m 456m 789s 11p + kong: points 2 + 4 (E) + 8 = 14; zi_mo: East (14 + 2) x 2 = 32,
  // West and North 14 x 2 = 28; total 88
  WinFacts f = plain();
  f.self_draw = true;
  f.discarder = -1;
  f.concealed = tiles::parse_tiles("123m 456m 789s 11p");
  f.melds = {{MeldKind::ConcealedKong, tiles::parse_tile("5p")}};
  f.flowers = tiles::parse_tiles("E");
  const WinScore s = score_win(f);
  CHECK_EQ(s.total, 88);
  CHECK_EQ(s.payments[0], -32);
  CHECK_EQ(s.payments[3], -28);
  CHECK(s.doublers.size() == 1 && s.doublers[0] == Doubler::ZiMo);
  CHECK(zero_sum(s));
}

TEST(mahjong_scoring_bets_and_best_reading) {
  // 222333444m 55m 777s won on 2m: triplets (da_dui_hu, 2 x 2 = 4) or 22m 234m 345m 345m
  // (du_ci, placed by the winner and West: 2 + 2 x 10 = 22): the du_ci reading, 22
  WinFacts f = plain();
  f.concealed = tiles::parse_tiles("222333444m 55m 777s");
  f.winning_tile = tiles::parse_tile("2m");
  f.bets[1] = bet_bit(Bet::DuCi);
  f.bets[2] = bet_bit(Bet::DuCi);
  WinScore s = score_win(f);
  CHECK_EQ(s.total, 22);
  CHECK(s.doublers.empty());
  // without bets: the triplets reading, 4, da_dui_hu
  f.bets = {};
  s = score_win(f);
  CHECK_EQ(s.total, 4);
  CHECK(s.doublers.size() == 1 && s.doublers[0] == Doubler::DaDuiHu);
}

TEST(mahjong_scoring_rejects_bad_facts) {
  WinFacts f = plain();
  f.winning_tile = tiles::parse_tile("9p");  // not in the hand
  EXPECT_THROW(score_win(f), InvalidHandError);
  f = plain();
  f.concealed = tiles::parse_tiles("123m 456m 789s 234p 56p");  // not winning
  f.winning_tile = tiles::parse_tile("6p");
  EXPECT_THROW(score_win(f), InvalidHandError);
  f = plain();
  f.discarder = 1;  // the winner
  EXPECT_THROW(score_win(f), PaijuError);
  EXPECT_THROW(parse_bet("bu_pong"), PaijuError);
}
