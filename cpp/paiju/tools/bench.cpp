// paiju-cli bench: timings of legal-move generation and random play, then the signature.
//
// Times Guandan legal-move generation on seeded random 27-card hands (as dealt, 0, 1 and 2
// wilds, leading and following; every move, then one move per class), Liangfutou leading and following from seeded dealt hands, and
// whole random-play deals of both games, Shengji play, mahjong hand analysis (waits, shanten,
// is_winning on hands dealt from the 108 suited tiles, and on ready hands) and mahjong deals
// with random and heuristic moves; prints, per case, microseconds per complete
// enumeration, moves per enumeration and moves per second on one core. --positions and --seed
// choose the timed positions only: the signature printed last is computed separately on fixed
// positions and seeds (signature.cpp), so it depends on neither, nor on --repeat.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "paiju/games/guandan/bench_positions.h"
#include "paiju/games/guandan/guandan.h"
#include "paiju/games/guandan/heuristic_bot.h"
#include "paiju/games/guandan/random_play.h"
#include "paiju/games/guandan/state.h"
#include "paiju/games/liangfutou/liangfutou.h"
#include "paiju/games/liangfutou/state.h"
#include "paiju/games/mahjong/game.h"
#include "paiju/games/shengji/game.h"
#include "paiju/tiles/hand_analysis.h"
#include "paiju/tools/tools.h"

namespace paiju::tools {
namespace {

using namespace paiju::guandan;

struct Options {
  int positions = 2000;
  int repeat = 5;
  std::uint64_t seed = 1;
  std::string check;
  std::string only;  // time only this game's cases (and skip the signature)
};

void time_guandan_movegen(const Options& options) {
  MoveList scratch, moves;
  moves.reserve(1 << 16);
  for (int classes = 0; classes <= 1; ++classes)
  for (int follow = 0; follow <= 1; ++follow) {
    for (int wilds = kWildsAsDealt; wilds <= 2; ++wilds) {
      Rng rng(options.seed, static_cast<std::uint64_t>(10 * follow + wilds + 1));
      std::vector<BenchPosition> positions;
      positions.reserve(static_cast<std::size_t>(options.positions));
      for (int i = 0; i < options.positions; ++i) positions.push_back(random_position(rng, wilds, follow, scratch));
      double best = 1e300;
      std::uint64_t case_moves = 0;
      for (int r = 0; r < options.repeat; ++r) {
        case_moves = 0;
        const auto start = std::chrono::steady_clock::now();
        for (const BenchPosition& p : positions) {
          moves.clear();
          (classes ? generate_move_classes : generate_moves)(p.hand, p.level, Rules{}, follow ? &p.to_beat : nullptr, moves);
          case_moves += moves.size();
        }
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (seconds < best) best = seconds;
      }
      char name[64];
      const char* what = classes ? (follow ? "follow/class" : "lead/class") : (follow ? "follow" : "lead");
      if (wilds == kWildsAsDealt) std::snprintf(name, sizeof name, "%s, as dealt", what);
      else std::snprintf(name, sizeof name, "%s, %d wild%s", what, wilds, wilds == 1 ? "" : "s");
      std::printf("%-22s %12.2f %14.1f %16.1f\n", name, 1e6 * best / options.positions,
                  static_cast<double>(case_moves) / options.positions, static_cast<double>(case_moves) / best / 1e6);
    }
  }
}

void time_liangfutou_movegen(const Options& options) {
  // Leading and following from seeded 27-card hands (jokers as dealt).
  for (int follow = 0; follow <= 1; ++follow) {
    Rng rng(options.seed, 100 + static_cast<std::uint64_t>(follow));
    std::vector<std::pair<CardSet, liangfutou::Move>> positions;
    liangfutou::MoveList lmoves, lscratch;
    for (int i = 0; i < options.positions; ++i) {
      const Deal deal = deal_cards(rng);
      liangfutou::Move target;
      if (follow) {
        lscratch.clear();
        liangfutou::generate_moves(deal.hands[1], nullptr, liangfutou::kNoCalledCard, lscratch);
        target = lscratch[rng.uniform(static_cast<std::uint32_t>(lscratch.size()))];
      }
      positions.emplace_back(deal.hands[0], target);
    }
    double best = 1e300;
    std::uint64_t case_moves = 0;
    for (int r = 0; r < options.repeat; ++r) {
      case_moves = 0;
      const auto start = std::chrono::steady_clock::now();
      for (const auto& [hand, target] : positions) {
        lmoves.clear();
        liangfutou::generate_moves(hand, follow ? &target : nullptr, liangfutou::kNoCalledCard, lmoves);
        case_moves += lmoves.size();
      }
      best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::printf("%-22s %12.2f %14.1f %16.1f\n", follow ? "liangfutou follow" : "liangfutou lead",
                1e6 * best / options.positions, static_cast<double>(case_moves) / options.positions,
                static_cast<double>(case_moves) / best / 1e6);
  }
}

void time_random_play(const Options& options) {
  // Liangfutou whole deals with uniformly random play (calls and solo decisions included).
  {
    liangfutou::Rules rules;
    rules.max_deals = 1000000;
    liangfutou::State state = liangfutou::State::new_match(rules, options.seed);
    Rng rng(options.seed, 778);
    liangfutou::MoveList buffer;
    const int deals = std::max(1, options.positions);
    std::uint64_t decisions = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int d = 0; d < deals; ++d) {
      const int deal = state.deal_index();
      while (!state.is_terminal() && state.deal_index() == deal) {
        buffer.clear();
        state.legal_moves(buffer);
        state.apply(buffer[rng.uniform(static_cast<std::uint32_t>(buffer.size()))]);
        ++decisions;
      }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%-22s %12.1f deals/s/core %10.1f decisions/deal %8.2f us/decision\n", "liangfutou random deals",
                deals / seconds, static_cast<double>(decisions) / deals, 1e6 * seconds / static_cast<double>(decisions));
  }
  // Guandan whole deals with uniformly random play (tribute included), every decision
  // enumerating all legal moves; and the cost of copying a State.
  {
    State state = State::new_match(Rules{}, options.seed);
    Rng rng(options.seed, 777);
    MoveList buffer;
    const int deals = std::max(1, options.positions);
    std::uint64_t decisions = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int d = 0; d < deals; ++d) {
      if (state.is_terminal()) state = State::new_match(Rules{}, options.seed + static_cast<std::uint64_t>(d));
      decisions += static_cast<std::uint64_t>(play_random_deal(state, rng, buffer));
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%-22s %12.1f deals/s/core %10.1f decisions/deal %8.2f us/decision\n", "random-play deals",
                deals / seconds, static_cast<double>(decisions) / deals, 1e6 * seconds / static_cast<double>(decisions));
    // The heuristic choosing from every legal move, and from the first move of each class as
    // rollouts give it (the same games).
    for (int classes = 0; classes <= 1; ++classes) {
      State game = State::new_match(Rules{}, options.seed);
      std::uint64_t made = 0;
      const auto began = std::chrono::steady_clock::now();
      for (int d = 0; d < deals; ++d) {
        if (game.is_terminal()) game = State::new_match(Rules{}, options.seed + static_cast<std::uint64_t>(d));
        for (const int deal = game.deal_index(); !game.is_terminal() && game.deal_index() == deal; ++made) {
          buffer.clear();
          if (classes) game.class_moves(buffer);
          else game.legal_moves(buffer);
          game.apply(heuristic_move(game, buffer));
        }
      }
      const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
      std::printf("%-22s %12.1f deals/s/core %10.1f decisions/deal %8.2f us/decision\n",
                  classes ? "heuristic/class deals" : "heuristic deals", deals / took,
                  static_cast<double>(made) / deals, 1e6 * took / static_cast<double>(made));
    }
    constexpr int kCopies = 1 << 22;
    std::vector<State> copies(64, state);
    const auto copy_start = std::chrono::steady_clock::now();
    for (int i = 0; i < kCopies; ++i) {
      copies[static_cast<std::size_t>(i) & 63] = copies[static_cast<std::size_t>(i + 17) & 63];
      asm volatile("" ::: "memory");
    }
    const double copy_ns = 1e9 * std::chrono::duration<double>(std::chrono::steady_clock::now() - copy_start).count() / kCopies;
    std::printf("%-22s %12.1f ns %16zu bytes\n", "State copy", copy_ns, sizeof(State));
  }
}

// Shengji: positions at the first trick (declaring and burying played at random, untimed), then
// the play to the end of the deal timed with uniform random moves (counted and sampled, never
// listed) and with the heuristic (choosing among the choice moves, as in search rollouts); and
// count_plays on the dealer's 33-card hand before burying.
void time_shengji(const Options& options) {
  using shengji::State;
  const int deals = std::max(1, options.positions);
  std::vector<State> starts;
  std::vector<CardSet> dealer_hands;
  starts.reserve(static_cast<std::size_t>(deals));
  Rng setup(options.seed, 0x5E9);
  for (int d = 0; d < deals; ++d) {
    State state = State::new_match(shengji::standard_rules(), options.seed + static_cast<std::uint64_t>(d));
    while (state.phase() != shengji::Phase::Play) {
      if (state.phase() == shengji::Phase::Bury && state.cards_left(state.current_player()) == 33) {
        dealer_hands.push_back(state.hand(state.current_player()));
      }
      state.apply(state.sample_move(setup));
    }
    starts.push_back(state);
  }
  for (int heuristic = 0; heuristic <= 1; ++heuristic) {
    Rng rng(options.seed, 0x5E9 + 1 + static_cast<std::uint64_t>(heuristic));
    shengji::MoveList buffer;
    std::uint64_t decisions = 0;
    double best = 1e300;
    for (int r = 0; r < options.repeat; ++r) {
      decisions = 0;
      const auto start = std::chrono::steady_clock::now();
      for (const State& s : starts) {
        State state = s;
        const int deal = state.deal_index();
        while (!state.is_terminal() && state.deal_index() == deal) {
          if (heuristic) {
            buffer.clear();
            state.choice_moves(buffer);
            state.apply(shengji::heuristic_move(state, buffer));
          } else {
            state.apply(state.sample_move(rng));
          }
          ++decisions;
        }
      }
      best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::printf("%-22s %12.1f deals/s/core %10.1f decisions/deal %8.2f us/decision\n",
                heuristic ? "shengji heuristic play" : "shengji random play", deals / best,
                static_cast<double>(decisions) / deals, 1e6 * best / static_cast<double>(decisions));
  }
  const shengji::PlayRules rules{tricktaking::TrumpOrder(0, 0), false};
  std::uint64_t total = 0;
  double best = 1e300;
  constexpr int kLoops = 200;
  for (int r = 0; r < options.repeat; ++r) {
    const auto start = std::chrono::steady_clock::now();
    for (int loop = 0; loop < kLoops; ++loop) {
      for (const CardSet& hand : dealer_hands) total += shengji::count_plays(hand, nullptr, rules);
      asm volatile("" ::: "memory");
    }
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  std::printf("%-22s %12.3f us/hand %14.3g mean leads\n", "shengji count 33 cards",
              1e6 * best / (kLoops * static_cast<double>(dealer_hands.size())),
              static_cast<double>(total) / (static_cast<double>(options.repeat) * kLoops * static_cast<double>(dealer_hands.size())));
}

// Mahjong hand analysis on seeded hands: `size` tiles dealt from the 108 suited tiles, or (ready)
// 13-tile hands drawn until one waits. Prints nanoseconds per call; the checksum keeps the
// calls from being optimised away and shows the cases agree across runs.
void time_mahjong(const Options& options) {
  using tiles::TileCounts;
  const auto deal_hands = [&](int size, bool ready, std::uint64_t stream) {
    Rng rng(options.seed, 700 + stream);
    std::vector<TileCounts> hands;
    std::array<std::uint8_t, 108> wall{};
    for (int i = 0; i < 108; ++i) wall[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i / 4);
    while (static_cast<int>(hands.size()) < options.positions) {
      rng.shuffle(wall.data(), 108);
      TileCounts hand;
      for (int i = 0; i < size; ++i) hand.add(wall[static_cast<std::size_t>(i)]);
      if (!ready || tiles::waits(hand, 0) != 0) hands.push_back(hand);
    }
    return hands;
  };
  const auto time_case = [&](const char* name, const std::vector<TileCounts>& hands, auto&& call) {
    constexpr int kLoops = 20;
    double best = 1e300;
    std::uint64_t checksum = 0;
    for (int r = 0; r < options.repeat; ++r) {
      checksum = 0;
      const auto start = std::chrono::steady_clock::now();
      for (int loop = 0; loop < kLoops; ++loop) {
        for (const TileCounts& hand : hands) checksum += static_cast<std::uint64_t>(call(hand));
        asm volatile("" ::: "memory");
      }
      best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::printf("%-22s %12.1f ns/hand %14llu checksum\n", name,
                1e9 * best / (kLoops * static_cast<double>(hands.size())), static_cast<unsigned long long>(checksum));
  };
  (void)tiles::is_winning(TileCounts{}, 4);  // build the suit table before timing
  const auto dealt13 = deal_hands(13, false, 0), dealt14 = deal_hands(14, false, 1), ready = deal_hands(13, true, 2);
  time_case("mahjong waits 13", dealt13, [](const TileCounts& h) { return tiles::waits(h, 0); });
  time_case("mahjong waits ready", ready, [](const TileCounts& h) { return tiles::waits(h, 0); });
  time_case("mahjong is_winning 14", dealt14, [](const TileCounts& h) { return tiles::is_winning(h, 0); });
  time_case("mahjong shanten 13", dealt13, [](const TileCounts& h) { return tiles::shanten(h, 0) + 1; });
  time_case("mahjong shanten 14", dealt14, [](const TileCounts& h) { return tiles::shanten(h, 0) + 1; });
  time_case("mahjong shanten ready", ready, [](const TileCounts& h) { return tiles::shanten(h, 0) + 1; });
  time_case("mahjong quick_shanten 14", dealt14, [](const TileCounts& h) { return tiles::quick_shanten(h, 0) + 1; });

  // Whole deals (bets, dealing and flowers included) from the seeded walls of a game, with
  // uniform random moves from the legal list and with the heuristic.
  const int deals = std::max(1, options.positions);
  mahjong::Rules rules = mahjong::suqian_rules();
  rules.max_deals = 1;
  for (int heuristic = 0; heuristic <= 1; ++heuristic) {
    Rng rng(options.seed, 0x3A7 + static_cast<std::uint64_t>(heuristic));
    mahjong::MoveList legal;
    std::uint64_t decisions = 0;
    double best = 1e300;
    for (int r = 0; r < options.repeat; ++r) {
      decisions = 0;
      const auto start = std::chrono::steady_clock::now();
      for (int d = 0; d < deals; ++d) {
        mahjong::State state = mahjong::State::new_match(rules, options.seed + static_cast<std::uint64_t>(d));
        while (!state.is_terminal()) {
          state.legal_moves(legal);
          state.apply(heuristic ? mahjong::heuristic_move(state, legal) : legal[rng.uniform(static_cast<std::uint32_t>(legal.size()))]);
          ++decisions;
        }
      }
      best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::printf("%-22s %12.1f deals/s/core %10.1f decisions/deal %8.2f us/decision\n",
                heuristic ? "mahjong heuristic play" : "mahjong random play", deals / best,
                static_cast<double>(decisions) / deals, 1e6 * best / static_cast<double>(decisions));
  }
}

}  // namespace

int bench_main(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    const auto small = [&] { return static_cast<int>(std::min<std::uint64_t>(parse_count(argc, argv, i), 1u << 30)); };
    if (flag == "--positions") options.positions = small();
    else if (flag == "--repeat") options.repeat = small();
    else if (flag == "--seed") options.seed = parse_count(argc, argv, i);
    else if (flag == "--check") options.check = parse_string(argc, argv, i);
    else if (flag == "--only") options.only = parse_string(argc, argv, i);
    else return usage("unknown bench option '" + flag + "'");
  }
  if (options.positions < 1 || options.repeat < 1) return usage("--positions and --repeat must be at least 1");
  std::printf("%-22s %12s %14s %16s\n", "case", "us/position", "moves/position", "Mmoves/s/core");
  const auto timed = [&](const char* game) { return options.only.empty() || options.only == game; };
  if (timed("guandan")) time_guandan_movegen(options);
  if (timed("liangfutou")) time_liangfutou_movegen(options);
  if (options.only.empty()) time_random_play(options);
  if (timed("shengji")) time_shengji(options);
  if (timed("mahjong")) time_mahjong(options);
  std::fflush(stdout);
  if (!options.only.empty()) return 0;
  const Signature signature = compute_signature(false);
  std::printf("signature moves: guandan %llu, liangfutou %llu, shengji %llu (fixed positions and seeds)\n",
              static_cast<unsigned long long>(signature.guandan_moves),
              static_cast<unsigned long long>(signature.liangfutou_moves),
              static_cast<unsigned long long>(signature.shengji_moves));
  std::printf("%s\n", signature.line().c_str());
  std::fflush(stdout);
  return options.check.empty() ? 0 : check_signature(signature, options.check);
}

}  // namespace paiju::tools
