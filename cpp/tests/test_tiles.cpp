// Mahjong tiles: notation, the per-suit table, winning hands, waits, shanten, decompositions.
#include "paiju/core/errors.h"
#include "paiju/tiles/decompositions.h"
#include "paiju/tiles/hand_analysis.h"
#include "paiju/tiles/suit_table.h"
#include "paiju/tiles/tile_notation.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::tiles;

namespace {

KindMask mask_of(const char* text) {
  const TileCounts t = parse_tiles(text);
  KindMask mask = 0;
  for (int k = 0; k < kNumSuitedKinds; ++k) {
    if (t.count(k)) mask |= KindMask{1} << k;
  }
  return mask;
}

}  // namespace

TEST(tiles_kinds_suits_and_ranks) {
  CHECK_EQ(suited_kind(0, 1), 0);    // 1m
  CHECK_EQ(suited_kind(1, 5), 13);   // 5s = 9 + 4
  CHECK_EQ(suited_kind(2, 9), 26);   // 9p = 18 + 8
  CHECK_EQ(tile_suit(13), 1);
  CHECK_EQ(tile_rank(13), 5);
  CHECK_EQ(flower_kind(0), 27);      // E
  CHECK_EQ(flower_kind(11), 38);     // chrysanthemum
  CHECK_EQ(max_copies(26), 4);
  CHECK_EQ(max_copies(27), 1);
  CHECK_EQ(kTileSetSize, 120);       // 27 * 4 + 12
}

TEST(tiles_notation_parses_every_spelling) {
  CHECK_EQ(parse_tile("1m"), 0);
  CHECK_EQ(parse_tile("5S"), 13);
  CHECK_EQ(parse_tile("9p"), 26);
  CHECK_EQ(parse_tile("\u4e00\u4e07"), 0);    // 一万
  CHECK_EQ(parse_tile("\u4e94\u6761"), 13);   // 五条
  CHECK_EQ(parse_tile("\u4e5d\u997c"), 26);   // 九饼
  CHECK_EQ(parse_tile("\u4e09\u842c"), 2);    // 三萬
  CHECK_EQ(parse_tile("\u4e03\u7b52"), 24);   // 七筒 = 18 + 6
  CHECK_EQ(parse_tile("2\u4e07"), 1);         // 2万
  CHECK_EQ(parse_tile("E"), 27);
  CHECK_EQ(parse_tile("s"), 28);              // a lone letter is a wind: south
  CHECK_EQ(parse_tile("Chrysanthemum"), 38);
  CHECK_EQ(parse_tile("\u5317"), 30);         // 北
  CHECK_EQ(parse_tile("\u4e1c\u98ce"), 27);   // 东风
  CHECK_EQ(parse_tile("\u83ca"), 38);         // 菊
  const TileCounts t = parse_tiles("123m 456p, 11s \u4e00\u4e07 \u6625\u590f E");  // + 一万 春夏
  CHECK_EQ(t.size(), 12);  // 3 + 3 + 2 + 1 + 3
  CHECK_EQ(t.count(0), 2);
  CHECK_EQ(t.count(9), 2);
  CHECK_EQ(t.flower_count(), 3);
  CHECK_EQ(format_tiles(t), std::string("1123m11s456p E spring summer"));
  CHECK(parse_tiles(format_tiles(t)) == t);
  CHECK_EQ(format_tile(0), std::string("1m"));
  CHECK_EQ(format_tile(38), std::string("chrysanthemum"));
  CHECK(parse_tiles("").empty());
}

TEST(tiles_notation_rejects_bad_text_and_extra_copies) {
  EXPECT_THROW(parse_tile("0m"), InvalidTileError);
  EXPECT_THROW(parse_tile("1x"), InvalidTileError);
  EXPECT_THROW(parse_tile("m"), InvalidTileError);
  EXPECT_THROW(parse_tile("12m"), InvalidTileError);  // two tiles, one expected
  EXPECT_THROW(parse_tile(""), InvalidTileError);
  EXPECT_THROW(parse_tile("\u5341\u4e07"), InvalidTileError);  // 十万: no rank ten
  EXPECT_THROW(parse_tiles("11111m"), InvalidTileError);       // fifth copy
  EXPECT_THROW(parse_tiles("E E"), InvalidTileError);          // flowers are single
  EXPECT_THROW(parse_tiles("1m spring2"), InvalidTileError);
}

TEST(tiles_suit_table_entries) {
  const std::uint16_t* table = suit_table();
  CHECK((table[0] & kSuitComplete) != 0);                         // empty suit: zero sets
  const TileCounts run = parse_tiles("123m");                     // key 1 + 5 + 25 = 31
  CHECK_EQ(run.suit_key(0), 31u);
  CHECK((table[31] & kSuitComplete) != 0);
  CHECK_EQ(table[parse_tiles("13m").suit_key(0)] & kSuitWaitRanks, 1 << 1);   // 13 waits on 2
  CHECK_EQ(table[parse_tiles("23m").suit_key(0)] & kSuitWaitRanks, (1 << 0) | (1 << 3));  // 1 or 4
  // 1111m + one tile as a set and a pair: 111 + 1x needs a fifth 1m, 11 + 11x is no set: none.
  CHECK_EQ(table[parse_tiles("1111m").suit_key(0)] & kSuitWaitRanks, 0);
}

TEST(tiles_is_winning_standard_and_seven_pairs) {
  CHECK(is_winning(parse_tiles("123m456m789m123s55p"), 0));   // 4 runs + pair
  CHECK(is_winning(parse_tiles("111222333m44455s"), 0));      // 111 222 333 444 55 (or 123x3)
  CHECK(!is_winning(parse_tiles("123m456m789m123s56p"), 0));  // 56p is no pair
  CHECK(is_winning(parse_tiles("1122m3344s5566p77p"), 0));    // seven pairs
  CHECK(is_winning(parse_tiles("1122m3355s66p8888p"), 0));    // seven pairs, 8888p = two pairs
  CHECK(is_winning(parse_tiles("123m55p"), 3));               // 3 melds + one run + pair
  CHECK(!is_winning(parse_tiles("1122m3344s"), 2));           // seven pairs needs no melds (8 = 14 - 3 x 2 tiles)
  CHECK(is_winning(parse_tiles("22m"), 4));
  CHECK(!is_winning(parse_tiles("23m"), 4));
}

TEST(tiles_waits_hand_worked) {
  // Nine gates 1112345678999m: any of 1..9m completes it.
  CHECK_EQ(waits(parse_tiles("1112345678999m"), 0), mask_of("123456789m"));
  // 123 555 789m 12s 33p: 3s completes 123s (edge wait 12 -> 3).
  CHECK_EQ(waits(parse_tiles("123555789m12s33p"), 0), mask_of("3s"));
  // 123 555 789m 111s 3p: pair wait on 3p.
  CHECK_EQ(waits(parse_tiles("123555789m111s3p"), 0), mask_of("3p"));
  // 11112m 234567s 99p (5 + 6 + 2 tiles): 111 + 12 waits on 3m with the pair 99p; 99p + 9p
  // would leave 11112m needing a pair and sets (11 + 112? 111 + 12?): no. 1m would be a fifth.
  CHECK_EQ(waits(parse_tiles("11112m234567s99p"), 0), mask_of("3m"));
  // Seed 9.5: 11 22 33m 55 66s 888p. Standard: 123 123m, 888p, 5566s + 5s (555 66) or + 6s
  // (55 666). Seven pairs: six pairs 11 22 33 55 66 88 and the single 8p -> 8p (8888 = 2 pairs).
  CHECK_EQ(waits(parse_tiles("112233m5566s888p"), 0), mask_of("56s8p"));
  // With a pong of 9p melded: 123m 456m 789m 9p waits on 9p only if a copy is left (3 in the
  // pong + 1 here = 4): no wait at all.
  TileCounts melded;
  melded.add(parse_tile("9p"), 3);
  CHECK_EQ(waits(parse_tiles("123456789m9p"), 1, melded), 0u);
  CHECK_EQ(waits(parse_tiles("123456789m9p"), 1), mask_of("9p"));
  // 4 melds, one tile: waits on that tile (pair wait).
  CHECK_EQ(waits(parse_tiles("5s"), 4), mask_of("5s"));
}

TEST(tiles_shanten_hand_worked) {
  CHECK_EQ(shanten(parse_tiles("123m456m789m123s55p"), 0), -1);  // winning
  CHECK_EQ(shanten(parse_tiles("123m456m789m123s5p"), 0), 0);    // ready on 5p
  // 123456789m 15s 99p: three runs and the pair 99p kept (11 tiles); a fourth set from 1s or
  // 5s needs two more tiles: distance 2, shanten 1 (it is not ready: 15s + x is no set, and 999p
  // leaves 15s as no pair). Seven pairs keeps 99p + 6 singles = 8: distance 6.
  CHECK_EQ(shanten(parse_tiles("123456789m15s99p"), 0), 1);
  // 13 singles 124578m 1247s 147p, no three consecutive: each set keeps at most 2 (12m 45m 78m
  // 12s) and the pair 1, so 4 * 2 + 1 = 9 of 14 kept: distance 5, shanten 4. Seven pairs keeps 7
  // singles: distance 7.
  CHECK_EQ(shanten(parse_tiles("124578m1247s147p"), 0), 4);
  // 1111m 2222s 3333p 4m (13 tiles): seven pairs slots 2+2+2+2+2+2 + single 4m = 13 -> ready on 4m.
  CHECK_EQ(shanten(parse_tiles("11114m2222s3333p"), 0), 0);
  // With a pong of 5p melded, 123 456 789m 5p waits on the pair 5p, which would be a fifth copy
  // (3 in the pong + 2): not ready; shanten 1 (exchange 5p for any other single).
  TileCounts melded;
  melded.add(parse_tile("5p"), 3);
  CHECK_EQ(waits(parse_tiles("123456789m5p"), 1, melded), 0u);
  CHECK_EQ(shanten(parse_tiles("123456789m5p"), 1, melded), 1);
  CHECK_EQ(shanten(parse_tiles("123456789m5p"), 1), 0);
}

TEST(tiles_decompositions_hand_worked) {
  // 111 222 333m 444 55s reads as 111 222 333 (triplets) or 123 x 3 (runs): two readings.
  const auto readings = decompositions(parse_tiles("111222333m44455s"), 0);
  CHECK_EQ(readings.size(), 2u);
  // Sorted by groups: the first group of "123m run x3" is (1m, run), of triplets (1m, triplet):
  // run sorts first.
  CHECK(readings[0].groups[0] == (Group{GroupKind::Run, 0}));
  CHECK(readings[1].groups[0] == (Group{GroupKind::Triplet, 0}));
  // 1122m 3344s 5566p 77p: 1122m holds no set and no pair + sets: only seven pairs.
  const auto pairs = decompositions(parse_tiles("1122m3344s5566p77p"), 0);
  CHECK_EQ(pairs.size(), 1u);
  CHECK(pairs[0].seven_pairs);
  // 11223344556677m: seven pairs, and 11 + 234 234 567 567, 44 + 123 123 567 567, 77 + 123 123
  // 456 456: three standard readings and one seven pairs.
  const auto pure = decompositions(parse_tiles("11223344556677m"), 0);
  CHECK_EQ(pure.size(), 4u);
  CHECK(pure.back().seven_pairs);
  CHECK(decompositions(parse_tiles("123m456m789m123s56p"), 0).empty());
}
