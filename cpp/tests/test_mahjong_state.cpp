#include <algorithm>

#include "paiju/games/mahjong/determinize.h"
#include "paiju/games/mahjong/game.h"
#include "paiju/games/mahjong/heuristic_bot.h"
#include "paiju/games/mahjong/state.h"
#include "paiju/core/notation.h"
#include "paiju/tiles/tile_notation.h"
#include "test_framework.h"

using namespace paiju;
using namespace paiju::mahjong;

namespace {

// Random and heuristic games: every move listed is legal (why_illegal agrees), tiles are
// conserved (is_consistent), resampled worlds are consistent and keep the seat's own tiles,
// payments are zero-sum, and the game ends.
void play_games(const Rules& rules, int games, bool heuristic) {
  MoveList moves;
  for (int g = 0; g < games; ++g) {
    State state = State::new_match(rules, static_cast<std::uint64_t>(g));
    Rng rng(static_cast<std::uint64_t>(g), 5);
    int decisions = 0;
    while (!state.is_terminal() && decisions < 200000) {
      state.legal_moves(moves);
      CHECK(!moves.empty());
      for (const Move& m : moves) CHECK(state.why_illegal(m).empty());
      const Move move = heuristic ? heuristic_move(state, moves) : moves[rng.uniform(static_cast<std::uint32_t>(moves.size()))];
      if (decisions % 13 == 0) {
        const int seat = state.current_player();
        const State world = resample(state, seat, rng);
        CHECK(world.is_consistent());
        CHECK(world.hand(seat) == state.hand(seat));
        CHECK_EQ(world.wall_count(), state.wall_count());
      }
      const int deal = state.deal_index();
      state.apply(move);
      CHECK(state.is_consistent());
      if (state.deal_index() != deal) {
        int sum = 0;
        for (int p : state.last_deal().payments) sum += p;
        CHECK_EQ(sum, 0);
      }
      ++decisions;
    }
    CHECK(state.is_terminal());
  }
}

// A wall whose first 53 tiles deal the given hands (13 each from the dealer on, then the
// dealer's 14th), then `draws` from the front; every other tile follows, flowers at the end
// (so they are the first replacements drawn from the tail: keep them out of the hands' way by
// giving `tail` explicitly, written from the tail inwards).
std::array<std::uint8_t, kWallSize> wall_of(const std::array<const char*, 4>& hands, const char* fourteenth,
                                             const char* draws, const char* tail) {
  std::array<std::uint8_t, kWallSize> wall{};
  TileCounts used;
  int front = 0;
  const auto put = [&](const TileCounts& tiles) {
    for (int k = 0; k < tiles::kNumTileKinds; ++k) {
      for (int c = 0; c < tiles.count(k); ++c) wall[static_cast<std::size_t>(front++)] = static_cast<std::uint8_t>(k);
    }
    used += tiles;
  };
  for (const char* h : hands) put(tiles::parse_tiles(h));
  put(tiles::parse_tiles(fourteenth));
  // draws keep their written order
  for (const auto& token : split_tokens(draws)) {
    const int k = tiles::parse_tile(token);
    wall[static_cast<std::size_t>(front++)] = static_cast<std::uint8_t>(k);
    used.add(k);
  }
  int back = kWallSize;
  for (const auto& token : split_tokens(tail)) {
    const int k = tiles::parse_tile(token);
    wall[static_cast<std::size_t>(--back)] = static_cast<std::uint8_t>(k);
    used.add(k);
  }
  for (int k = 0; k < tiles::kNumTileKinds; ++k) {
    for (int c = used.count(k); c < tiles::max_copies(k); ++c) wall[static_cast<std::size_t>(front++)] = static_cast<std::uint8_t>(k);
  }
  CHECK_EQ(front, back);
  return wall;
}

Move mv(Kind kind, const char* tile) { return Move::of(kind, tiles::parse_tile(tile)); }

bool listed(const State& s, const Move& m) {
  MoveList moves;
  s.legal_moves(moves);
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

}  // namespace

TEST(mahjong_random_and_heuristic_games_stay_consistent) {
  Rules rules = suqian_rules();
  rules.max_deals = 4;
  play_games(rules, 4, false);
  play_games(rules, 4, true);
  rules.side_bets = false;
  rules.dealer_on_draw = DealerOnDraw::Pass;
  rules.kong_after_ready = false;
  play_games(rules, 3, true);
}

TEST(mahjong_a_discard_asks_the_seat_holding_a_pair_then_the_next_seat_draws) {
  Rules rules = suqian_rules();
  rules.side_bets = false;
  // East deals 1112345678999m + 5p; South holds 55p (and 11p); nobody else holds 5p or 1p.
  const auto wall = wall_of({"1112345678999m", "55p123s456s789s11p", "2468m2468s2468p9p", "3567m3567s3567p8p"},
                            "5p", "3p 7p", "spring summer autumn winter plum orchid bamboo chrysanthemum E S W N");
  State s = State::new_deal(rules, wall, 0, 0, {});
  CHECK(s.phase() == Phase::Turn && s.current_player() == 0);
  CHECK_EQ(s.wall_count(), kWallSize - kDealtTiles);  // 120 - 53 = 67, no flower in a hand
  CHECK_EQ(s.drawn_tile(), tiles::parse_tile("5p"));   // the dealer's 14th is its drawn tile
  s.apply(mv(Kind::Discard, "5p"));
  CHECK(s.phase() == Phase::Claim && s.current_player() == 1);
  MoveList moves;
  s.legal_moves(moves);
  CHECK_EQ(static_cast<int>(moves.size()), 2);  // pass, pong (two copies: no kong)
  CHECK(listed(s, Move::pass()) && listed(s, mv(Kind::Pong, "5p")));
  s.apply(mv(Kind::Pong, "5p"));
  CHECK(s.phase() == Phase::Turn && s.current_player() == 1);
  CHECK_EQ(s.cards_left(1), 11);  // 13 + 1 - 3: 14 - 3 x 1 meld
  CHECK_EQ(s.melds(1).count, 1);
  CHECK_EQ(s.drawn_tile(), -1);   // no draw after a pong
  CHECK(s.river(0).claimed == 1);  // East's first discard was taken
  s.apply(mv(Kind::Discard, "1p"));  // nobody holds a 1p pair: West draws the first front tile
  CHECK(s.phase() == Phase::Turn && s.current_player() == 2);
  CHECK_EQ(s.drawn_tile(), tiles::parse_tile("3p"));
  CHECK_EQ(s.wall_count(), kWallSize - kDealtTiles - 1);
  CHECK(s.is_consistent());
}

TEST(mahjong_a_ready_seat_is_locked_and_wins_on_its_single_wait) {
  Rules rules = suqian_rules();
  rules.side_bets = false;
  // East: 123m 456m 789m 123s 5p + 14th 9s: discarding 9s leaves a single wait on 5p (a pair wait).
  const auto wall = wall_of({"123456789m123s5p", "1111p2222p3333p4p", "6666p7777p8888p9p", "4444s5555s6666s7s"},
                            "9s", "8s 9s 5p", "spring summer autumn winter plum orchid bamboo chrysanthemum E S W N");
  State s = State::new_deal(rules, wall, 0, 0, {});
  CHECK(listed(s, mv(Kind::Ready, "9s")));
  s.apply(mv(Kind::Ready, "9s"));
  CHECK(s.is_ready(0));
  CHECK_EQ(s.wait(0), tiles::parse_tile("5p"));
  // South draws 8s and discards it; West draws 9s, discards it; North draws 5p and discards it:
  // East may win on it (asked first, as the only ready seat) or pass.
  s.apply(mv(Kind::Discard, "8s"));
  s.apply(mv(Kind::Discard, "9s"));
  CHECK(s.current_player() == 3);
  s.apply(mv(Kind::Discard, "5p"));
  CHECK(s.phase() == Phase::Claim && s.current_player() == 0);
  CHECK(listed(s, mv(Kind::Win, "5p")) && listed(s, Move::pass()));
  s.apply(mv(Kind::Win, "5p"));
  CHECK(s.is_terminal());
  const LastWin& w = s.last_win();
  CHECK_EQ(w.winner, 0);
  CHECK_EQ(w.discarder, 3);
  CHECK(!w.self_draw && !w.discarder_ready);
  // Points: base 2 + dealer 2 (the winner deals) + 独刺 not bet = 4; no doubler (a pair wait
  // is no doubler; the hand has runs). North pays 4 alone.
  CHECK_EQ(w.total, 4);
  CHECK_EQ(w.payments[3], -4);
  CHECK_EQ(w.payments[0], 4);
}

// The heuristic pongs only when a discard then declares ready (a wait with two unseen copies or
// more); heuristic_v1 pongs whenever the shanten does not rise (heuristic_bot.h).
TEST(mahjong_the_heuristic_pongs_to_declare_ready_heuristic_v1_whenever_the_shanten_holds) {
  Rules rules = suqian_rules();
  rules.side_bets = false;
  const auto claim_on_5p = [&](const char* south) {
    const auto wall = wall_of({"1112345678999m", south, "2468m2468s2468p9p", "3567m3567s3567p8p"}, "5p", "3p 7p",
                              "spring summer autumn winter plum orchid bamboo chrysanthemum E S W N");
    State s = State::new_deal(rules, wall, 0, 0, {});
    s.apply(mv(Kind::Discard, "5p"));
    CHECK(s.phase() == Phase::Claim && s.current_player() == 1);
    return s;
  };
  MoveList legal;
  Rng rng(0, 0);
  const auto v1 = Game::make_bot("heuristic_v1");
  // 55p 123s 456s 789s 11p: after the pong, discarding a 1p waits on 1p alone, two copies unseen
  // (South holds the other two).
  State ready = claim_on_5p("55p123s456s789s11p");
  ready.legal_moves(legal);
  CHECK(heuristic_move(ready, legal) == mv(Kind::Pong, "5p"));
  CHECK(v1->choose(ready, legal, rng) == mv(Kind::Pong, "5p"));
  // 55p 147s 147m 28p 9s 9m 3p: the pong turns the pair into a set (shanten not higher) but
  // leaves the hand far from ready.
  State far = claim_on_5p("55p147s147m28p9s9m3p");
  far.legal_moves(legal);
  CHECK(heuristic_move(far, legal) == Move::pass());
  CHECK(v1->choose(far, legal, rng) == mv(Kind::Pong, "5p"));
}
