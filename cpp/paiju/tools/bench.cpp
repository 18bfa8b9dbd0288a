// paiju-cli bench: timings of each registered game's cases, then the signature.
//
// Every game's cases are in its folder (games/<game>/tools/bench.cpp): legal-move generation,
// whole deals with random and heuristic play, hand analysis; per case microseconds per complete
// enumeration, moves per enumeration and moves per second on one core (or deals per second),
// all in CPU time of the timing thread (tools::ThreadCpuClock), so that a loaded machine does
// not inflate them; the enumeration rows keep the best of --repeat passes.
// --positions and --seed choose the timed positions only: the signature printed last is computed
// separately on fixed positions and seeds (signature.cpp), so it depends on neither, nor on
// --repeat.
#include <algorithm>
#include <cstdio>
#include <string>

#include "paiju/games/registry.h"
#include "paiju/tools/game_tools.h"
#include "paiju/tools/tools.h"

namespace paiju::tools {
namespace {

struct Options {
  BenchOptions timing;
  std::string check;
  std::string only;  // time only this game's cases (and skip the signature)
};

}  // namespace

int bench_main(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    const auto small = [&] { return static_cast<int>(std::min<std::uint64_t>(parse_count(argc, argv, i), 1u << 30)); };
    if (flag == "--positions") options.timing.positions = small();
    else if (flag == "--repeat") options.timing.repeat = small();
    else if (flag == "--seed") options.timing.seed = parse_count(argc, argv, i);
    else if (flag == "--check") options.check = parse_string(argc, argv, i);
    else if (flag == "--only") options.only = parse_string(argc, argv, i);
    else return usage("unknown bench option '" + flag + "'");
  }
  if (options.timing.positions < 1 || options.timing.repeat < 1) return usage("--positions and --repeat must be at least 1");
  std::printf("%-22s %12s %14s %16s\n", "case", "us/position", "moves/position", "Mmoves/s/core");
  options.timing.every_game = options.only.empty();
  games::for_each_game([&]<class G>() {
    if (options.only.empty() || options.only == G::kName) G::tools().bench(options.timing);
  });
  std::fflush(stdout);
  if (!options.only.empty()) return 0;
  const Signature signature = compute_signature(false);
  std::printf("signature moves: %s (fixed positions and seeds)\n", signature.moves().c_str());
  std::printf("%s\n", signature.line().c_str());
  std::fflush(stdout);
  return options.check.empty() ? 0 : check_signature(signature, options.check);
}

}  // namespace paiju::tools
