#include <algorithm>
#include <set>
#include <tuple>

#include "paiju/core/errors.h"
#include "paiju/core/notation.h"
#include "paiju/games/guandan/bench_positions.h"
#include "paiju/games/guandan/guandan.h"
#include "paiju/games/guandan/heuristic_bot.h"
#include "paiju/games/guandan/state.h"
#include "paiju/games/guandan/style.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::guandan;

namespace {

Level level_of(char rank) { return Level{static_cast<int>(kRankChars.find(rank))}; }

MoveList lead(const char* hand, char level) {
  MoveList moves;
  generate_moves(parse_cards(hand), level_of(level), Rules{}, nullptr, moves);
  return moves;
}

bool has(const MoveList& moves, const char* text) {
  const Move wanted = parse_move(text);
  return std::find(moves.begin(), moves.end(), wanted) != moves.end();
}

auto identity(const Move& m) { return std::make_tuple(m.cards.once_bits(), m.cards.twice_bits(), m.kind, m.key); }

}  // namespace

TEST(guandan_lead_of_small_hand_counted_by_hand) {
  // S3 H3 C3 S4 H4 at level 2 (no wild): singles S3 H3 C3 S4 H4 (5), pairs 33 x3 + 44 x1 (4),
  // trips 333 (1), full house 333+44 (1) = 11 moves.
  const MoveList moves = lead("S3 H3 C3 S4 H4", '2');
  CHECK_EQ(moves.size(), 11u);
  CHECK(has(moves, "ThreeWithTwo 3 S3 H3 C3 S4 H4"));
  CHECK(!has(moves, "Pair 3 S3 S4"));
}

TEST(guandan_wild_straight_has_two_readings) {
  // H2 (wild at level 2) + S3 C4 D5 S6: straights keyed 2 (H2 as a 2) and 3 (H2 as a 7).
  MoveList readings;
  classify(parse_cards("H2 S3 C4 D5 S6"), level_of('2'), Rules{}, readings);
  CHECK_EQ(readings.size(), 2u);
  CHECK(has(readings, "Straight 2 H2 S3 C4 D5 S6"));
  CHECK(has(readings, "Straight 3 H2 S3 C4 D5 S6"));
}

TEST(guandan_two_wilds_alone_are_only_a_level_pair) {
  MoveList readings;
  classify(parse_cards("H7 H7"), level_of('7'), Rules{}, readings);
  CHECK_EQ(readings.size(), 1u);
  CHECK(has(readings, "Pair 7 H7 H7"));
}

TEST(guandan_bomb_order) {
  const Level level = level_of('2');
  const Move four = parse_move("Bomb 9 S9 H9 C9 D9");
  const Move five = parse_move("Bomb 3 S3 H3 C3 D3 S3");
  const Move flush = parse_move("StraightFlush 3 S3 S4 S5 S6 S7");
  const Move six = parse_move("Bomb 3 S3 H3 C3 D3 S3 H3");
  const Move jokers = parse_move("FourKings B SB SB HR HR");
  const Move straight = parse_move("Straight T ST SJ SQ SK HA");
  CHECK(beats(five, four, level) && !beats(four, five, level));
  CHECK(beats(flush, five, level) && !beats(five, flush, level));
  CHECK(beats(six, flush, level) && !beats(flush, six, level));
  CHECK(beats(jokers, six, level));
  CHECK(beats(four, straight, level) && !beats(straight, four, level));
  CHECK(!beats(four, four, level));
}

TEST(guandan_generated_moves_are_distinct_valid_and_beat_the_target) {
  // A consistency sweep (the differential tests against tests/reference check exactness):
  // on seeded random 27-card positions every move is a reading of its own cards, appears once,
  // uses only the hand's cards, and when following beats the target.
  Rng rng(11);
  MoveList scratch, moves, readings;
  for (int i = 0; i < 60; ++i) {
    const BenchPosition p = random_position(rng, i % 3, i % 2 == 1, scratch);
    const bool follow = i % 2 == 1;
    moves.clear();
    generate_moves(p.hand, p.level, Rules{}, follow ? &p.to_beat : nullptr, moves);
    std::set<decltype(identity(moves[0]))> seen;
    for (const Move& m : moves) {
      CHECK(seen.insert(identity(m)).second);
      if (m.is_pass()) {
        CHECK(follow);
        continue;
      }
      CHECK(p.hand.includes(m.cards));
      if (follow) CHECK(beats(m, p.to_beat, p.level));
      if (i < 6) CHECK(is_valid_reading(m, p.level, Rules{}));
    }
  }
}

TEST(guandan_a_valid_reading_is_one_that_classify_lists) {
  // is_valid_reading generates only the move's own type; classify, every reading of the cards,
  // is the reference: on the plays of seeded random hands (wilds included) and on each play
  // given every other type and key, the two agree.
  Rng rng(13);
  MoveList scratch, moves, readings;
  int valid = 0;
  for (int i = 0; i < 60; ++i) {
    const BenchPosition p = random_position(rng, i % 3, false, scratch);
    moves.clear();
    generate_moves(p.hand, p.level, Rules{}, nullptr, moves);
    for (int j = 0; j < 30; ++j) {
      const Move play = moves[rng.uniform(static_cast<std::uint32_t>(moves.size()))];
      readings.clear();
      classify(play.cards, p.level, Rules{}, readings);
      for (int type = 1; type <= static_cast<int>(MoveType::FourKings); ++type) {
        for (int key = 0; key <= kBigJokerSlot; ++key) {
          const Move m{play.cards, static_cast<MoveType>(type), static_cast<std::uint8_t>(key)};
          const bool listed = std::find(readings.begin(), readings.end(), m) != readings.end();
          CHECK_EQ(is_valid_reading(m, p.level, Rules{}), listed);
          valid += listed;
        }
      }
    }
  }
  CHECK(valid >= 60 * 30);  // each play is a reading of its cards, so at least one a play
}

TEST(guandan_move_notation_round_trips_and_rejects_garbage) {
  const Move m = parse_move("Straight A HA S2 C3 D4 S5");
  CHECK_EQ(format_move(m), std::string("Straight A S2 C3 D4 S5 HA"));
  CHECK(parse_move(format_move(m)) == m);
  CHECK(parse_move("PASS").is_pass());
  EXPECT_THROW(parse_move("Quad 5 S5"), IllegalMoveError);
  EXPECT_THROW(parse_move("Straight J SJ SQ SK SA S2"), IllegalMoveError);  // no run starts at J
  EXPECT_THROW(parse_move("Pair 5 S5 X5"), InvalidCardError);
}

namespace {

// The first move of each class of `moves`, in order (Game::move_class needs a state only for
// its level).
MoveList first_of_each_class(const MoveList& moves, Level level) {
  const int wild = level.heart_kind();
  auto cls = [&](const Move& m) {
    const int wilds = m.cards.count(wild);
    return std::make_tuple(m.kind, m.key, wilds, (m.cards - CardSet::single(wild, wilds)).rank_counts().packed());
  };
  std::set<decltype(cls(moves[0]))> seen;
  MoveList out;
  for (const Move& m : moves) {
    if (seen.insert(cls(m)).second) out.push_back(m);
  }
  return out;
}

}  // namespace

TEST(guandan_move_classes_are_the_first_move_of_each_class_in_order) {
  // generate_move_classes against the full list filtered by class, move for move: full 27-card
  // hands with 0, 1 and 2 wilds (many straights and full houses) and random smaller hands,
  // leading and following every kind of play, bombs and straight flushes included.
  Rng rng(12);
  MoveList scratch, all, classes;
  for (int i = 0; i < 3000; ++i) {
    BenchPosition p = random_position(rng, i % 3, i % 2 == 1, scratch);
    if (i % 4 >= 2) {  // a random part of the hand, the wilds kept
      CardSet part;
      p.hand.for_each_card([&](int kind) {
        if (kind == p.level.heart_kind() || rng.uniform(3) == 0) part.add(kind);
      });
      if (!part.empty()) p.hand = part;
    }
    const Move* to_beat = i % 2 == 1 ? &p.to_beat : nullptr;
    all.clear();
    classes.clear();
    generate_moves(p.hand, p.level, Rules{}, to_beat, all);
    generate_move_classes(p.hand, p.level, Rules{}, to_beat, classes);
    const MoveList expected = first_of_each_class(all, p.level);
    CHECK_EQ(classes.size(), expected.size());
    if (classes.size() != expected.size()) continue;
    for (std::size_t j = 0; j < classes.size(); ++j) CHECK(identity(classes[j]) == identity(expected[j]));
  }
}

TEST(guandan_heuristic_plays_the_same_move_from_the_move_classes) {
  // Every style of the rule-based player, through heuristic self-play deals: the move chosen
  // from the first move of each class is the move chosen from every legal move.
  MoveList all, classes;
  int decisions = 0;
  for (const NamedStyle& named : named_styles()) {
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
      Rules rules;
      rules.max_deals = 3;
      State state = State::new_match(rules, seed);
      while (!state.is_terminal()) {
        all.clear();
        classes.clear();
        state.legal_moves(all);
        state.class_moves(classes);
        const Move move = styled_move(state, all, named.style);
        CHECK(styled_move(state, classes, named.style) == move);
        state.apply(move);
        ++decisions;
      }
    }
  }
  CHECK(decisions > 5000);
}
