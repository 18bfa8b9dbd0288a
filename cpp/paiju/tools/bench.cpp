// paiju-cli bench: timings of each registered game's cases, then the signature.
//
// Every game's cases are in its folder (games/<game>/tools/bench.cpp): legal-move generation,
// whole deals with random and heuristic play, hand analysis; per case microseconds per complete
// enumeration, moves per enumeration and moves per second on one core (or deals per second),
// all in CPU time of the timing thread (tools::ThreadCpuClock), so that a loaded machine does
// not inflate them; the enumeration rows keep the best of --repeat passes. Every game's cases
// run --rounds times, interleaved (all the games' cases, then all again), and each row prints
// the round whose first figure is the median of its rounds; the machine's load average is
// printed before and after, and the widest spread of a row's rounds.
// --positions and --seed choose the timed positions only: the signature printed last is computed
// separately on fixed positions and seeds (signature.cpp), so it depends on neither, nor on
// --repeat or --rounds.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "paiju/games/registry.h"
#include "paiju/tools/game_parts.h"
#include "paiju/tools/tools.h"

namespace paiju::tools {
namespace {

struct Options {
  BenchOptions timing;
  int rounds = 3;
  std::string check;
  std::string only;  // time only this game's cases (and skip the signature)
};

// The lines `work` prints to stdout, captured instead of printed.
std::vector<std::string> captured_lines(const std::function<void()>& work) {
  std::FILE* capture = std::tmpfile();
  if (capture == nullptr) {
    std::perror("paiju-cli bench: a temporary file");
    std::exit(1);
  }
  std::fflush(stdout);
  const int saved = dup(1);
  dup2(fileno(capture), 1);
  work();
  std::fflush(stdout);
  dup2(saved, 1);
  close(saved);
  std::rewind(capture);
  std::vector<std::string> lines;
  std::string line;
  for (int c; (c = std::fgetc(capture)) != EOF;) {
    if (c != '\n') {
      line.push_back(static_cast<char>(c));
      continue;
    }
    lines.push_back(line);
    line.clear();
  }
  std::fclose(capture);
  return lines;
}

// A row's name (its first 22 columns) and its first figure.
constexpr std::size_t kNameColumns = 22;
std::string row_name(const std::string& line) { return line.substr(0, std::min(line.size(), kNameColumns)); }
double first_figure(const std::string& line) {
  return line.size() > kNameColumns ? std::strtod(line.c_str() + kNameColumns, nullptr) : 0.0;
}

void print_load(const char* when) {
  double load[3] = {0, 0, 0};
  if (getloadavg(load, 3) == 3) std::printf("load average %s: %.2f %.2f %.2f\n", when, load[0], load[1], load[2]);
}

// Runs the timed cases `rounds` times, interleaved, and prints each row's median round in the
// order of the first round; then the widest spread (largest / smallest first figure) of a row.
void time_rounds(const Options& options) {
  std::vector<std::string> order;
  std::map<std::string, std::vector<std::string>> rounds_of;
  for (int round = 0; round < options.rounds; ++round) {
    const auto lines = captured_lines([&] {
      games::for_each_game([&]<class G>() {
        if (options.only.empty() || options.only == G::kName) tools_of<G>().bench(options.timing);
      });
    });
    for (const std::string& line : lines) {
      auto& seen = rounds_of[row_name(line)];
      if (seen.empty()) order.push_back(row_name(line));
      seen.push_back(line);
    }
  }
  double widest = 1.0;
  std::string widest_row;
  for (const std::string& name : order) {
    auto& lines = rounds_of[name];
    std::sort(lines.begin(), lines.end(),
              [](const std::string& a, const std::string& b) { return first_figure(a) < first_figure(b); });
    std::printf("%s\n", lines[lines.size() / 2].c_str());
    const double low = first_figure(lines.front()), high = first_figure(lines.back());
    if (low > 0 && high / low > widest) {
      widest = high / low;
      widest_row = name;
    }
  }
  std::printf("median of %d interleaved rounds; widest spread %.0f%% (%s)\n", options.rounds, 100 * (widest - 1),
              widest_row.c_str());
}

}  // namespace

int bench_main(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    const auto small = [&] { return static_cast<int>(std::min<std::uint64_t>(parse_count(argc, argv, i), 1u << 30)); };
    if (flag == "--positions") options.timing.positions = small();
    else if (flag == "--repeat") options.timing.repeat = small();
    else if (flag == "--rounds") options.rounds = small();
    else if (flag == "--seed") options.timing.seed = parse_count(argc, argv, i);
    else if (flag == "--check") options.check = parse_string(argc, argv, i);
    else if (flag == "--only") options.only = parse_string(argc, argv, i);
    else return usage("unknown bench option '" + flag + "'");
  }
  if (options.timing.positions < 1 || options.timing.repeat < 1 || options.rounds < 1) {
    return usage("--positions, --repeat and --rounds must be at least 1");
  }
  print_load("before");
  std::printf("%-22s %12s %14s %16s\n", "case", "us/position", "moves/position", "Mmoves/s/core");
  options.timing.every_game = options.only.empty();
  time_rounds(options);
  print_load("after");
  std::fflush(stdout);
  if (!options.only.empty()) return 0;
  const Signature signature = compute_signature(false);
  std::printf("signature moves: %s (fixed positions and seeds)\n", signature.moves().c_str());
  std::printf("%s\n", signature.line().c_str());
  std::fflush(stdout);
  return options.check.empty() ? 0 : check_signature(signature, options.check);
}

}  // namespace paiju::tools
