// Mahjong analysis speed in CPU time: shanten per hand (4,000 dealt 13-tile and 4,000 14-tile
// hands, after one warm-up pass; best of 5 passes of 10 loops) and the heuristic's cost per
// decision (300 whole deals of heuristic play, legal_moves and apply included; best of passes
// 2-5). The sums and the move checksum show two builds agree. Built against the core library:
//
//   g++ -std=c++20 -O2 -mpopcnt -Icpp benchmarks/mahjong_analysis_speed.cpp build/dev/libpaiju_core.a -o build/mas
//   build/mas
#include <time.h>
#include <cstdio>
#include <cstdint>
#include <vector>
#include <array>
#include <random>
#include <algorithm>
#include "paiju/tiles/hand_analysis.h"
#include "paiju/games/mahjong/heuristic_bot.h"
#include "paiju/games/mahjong/state.h"
using namespace paiju;
static double cpu() { timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main() {
  std::mt19937_64 rng(7);
  std::vector<tiles::TileCounts> h13, h14;
  std::array<std::uint8_t, 108> wall{};
  for (int i = 0; i < 108; ++i) wall[i] = static_cast<std::uint8_t>(i / 4);
  for (int n = 0; n < 4000; ++n) {
    std::shuffle(wall.begin(), wall.end(), rng);
    tiles::TileCounts a, b;
    for (int i = 0; i < 13; ++i) a.add(wall[i]);
    for (int i = 0; i < 14; ++i) b.add(wall[i]);
    h13.push_back(a); h14.push_back(b);
  }
  std::uint64_t sum = 0;
  for (auto& h : h13) sum += tiles::shanten(h, 0) + 1;  // warm caches
  for (auto& h : h14) sum += tiles::shanten(h, 0) + 1;
  double best = 1e9;
  for (int r = 0; r < 5; ++r) {
    double t = cpu();
    for (int l = 0; l < 10; ++l) { for (auto& h : h13) sum += tiles::shanten(h, 0) + 1; for (auto& h : h14) sum += tiles::shanten(h, 0) + 1; }
    best = std::min(best, (cpu() - t) / (10.0 * 8000));
  }
  std::printf("shanten ns/hand %.1f (sum %llu)\n", best * 1e9, (unsigned long long)sum);
  mahjong::Rules rules = mahjong::suqian_rules(); rules.max_deals = 1;
  mahjong::MoveList legal;
  double bestd = 1e9; std::uint64_t dec = 0, chk = 0;
  for (int r = 0; r < 5; ++r) {
    dec = 0; chk = 0;
    double t = cpu();
    for (int d = 0; d < 300; ++d) {
      mahjong::State s = mahjong::State::new_match(rules, 1000 + d);
      while (!s.is_terminal()) { s.legal_moves(legal); auto m = mahjong::heuristic_move(s, legal); chk = chk * 31 + m.tile; s.apply(m); ++dec; }
    }
    if (r > 0) bestd = std::min(bestd, (cpu() - t) / dec);
  }
  std::printf("heuristic us/decision %.3f (decisions %llu chk %llu)\n", bestd * 1e6, (unsigned long long)dec, (unsigned long long)chk);
}
