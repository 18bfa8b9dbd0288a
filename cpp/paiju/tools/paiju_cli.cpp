// paiju-cli: native command line tools — benchmarks, the engine signature that refactors must
// keep, and the invariant soak.
//
//   paiju-cli bench [--positions N] [--repeat R] [--rounds K] [--seed S] [--check FILE] [--only GAME]   (bench.cpp)
//   paiju-cli signature [--check FILE] [--verbose]                            (signature.cpp)
//   paiju-cli soak --game GAME|all --deals N [--threads T] [--seed S]
//                  [--bots random|heuristic] [--match-deals K]                (soak.cpp)
//   paiju-cli beliefs [--deals N] [--pool P] [--every K] [--others BOT] [--partner BOT] [--styles A+B] [--moves N] [--carry] [--hands W] [--strengths L,L] [--seed S] (beliefs.cpp)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "paiju/games/registry.h"
#include "paiju/tools/game_parts.h"
#include "paiju/tools/tools.h"

namespace paiju::tools {

std::string game_names(const char* separator, const char* last_separator) {
  std::vector<std::string> names;
  games::for_each_game([&]<class G>() { names.emplace_back(G::kName); });
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out.append(i + 1 == names.size() ? last_separator : separator);
    out.append(names[i]);
  }
  return out;
}

bool is_game(const std::string& name) {
  bool found = false;
  games::for_each_game([&]<class G>() { found |= name == G::kName; });
  return found;
}

namespace {

// The bench cases of every game, one line each, from the game's folder.
std::string bench_cases_help() {
  std::string out;
  games::for_each_game([&]<class G>() {
    out.append("             ").append(G::kName).append(": ").append(tools_of<G>().bench_help).append("\n");
  });
  return out;
}

// The title of the game `beliefs` measures: the first registered game with beliefs.
std::string beliefs_title() {
  std::string title;
  games::for_each_game([&]<class G>() {
    if (title.empty() && search::RewindsWorlds<G>) title = G::kTitle;
  });
  return title;
}

// The synopsis of the four commands; `names` lists the games for soak's --game.
void print_synopsis(std::FILE* out, const std::string& names) {
  std::fprintf(out,
               "usage: paiju-cli bench [--positions N] [--repeat R] [--rounds K] [--seed S] [--check FILE] [--only GAME]\n"
               "       paiju-cli signature [--check FILE] [--verbose]\n"
               "       paiju-cli soak --game %s|all --deals N [--threads T] [--seed S]\n"
               "                      [--bots random|heuristic] [--match-deals K]\n"
               "       paiju-cli beliefs [--deals N] [--pool P] [--every K] [--others BOT] [--partner BOT] [--styles A+B] [--moves N] [--carry] [--hands W] [--strengths L,L] [--seed S]\n\n",
               names.c_str());
}

// The bench command's help; `listed` names the games --only takes.
void print_bench_help(std::FILE* out, const std::string& listed) {
  std::fprintf(out,
               "  bench      time each game's cases in CPU time of one thread (us per enumeration, moves per\n"
               "             second, deals per second), then print the signature line (as `signature` prints it):\n"
               "%s"
               "    --positions N  positions per timed case, and deals of the random-play rows (default\n"
               "                   2000); timing only: the signature does not depend on it\n"
               "    --repeat R     timed passes over the positions (default 5; best pass kept)\n"
               "    --rounds K     every case timed K times, interleaved (default 3); each row is its\n"
               "                   median round, the load average printed before and after\n"
               "    --seed S       seed of the timed positions (default 1); timing only\n"
               "    --check FILE   compare the signature with FILE's line; exit 1 when it differs\n"
               "    --only GAME    time only %s (no signature)\n\n",
               bench_cases_help().c_str(), listed.c_str());
}

// The signature command's help; `signature_line` is the shape of the signature's last line.
void print_signature_help(std::FILE* out, const std::string& signature_line) {
  std::fprintf(out,
               "  signature  only the signature (well under a second): every move generated on a fixed,\n"
               "             commented list of positions of every game and along random-play matches\n"
               "             from fixed seeds (signature.cpp), hashed from the moves' fields. The last\n"
               "             line is `%s total=<hex>`; the\n"
               "             expected line lives in benchmarks/bench_signature.txt.\n"
               "    --check FILE   exit 1 with a message when the signature differs from FILE's line\n"
               "    --verbose      one line per case (lists, moves, hash) before the signature\n\n",
               signature_line.c_str());
}

// The soak command's help; `all` lists the games --game takes.
void print_soak_help(std::FILE* out, const std::string& all) {
  std::fprintf(out,
               "  soak       play N seeded matches (match i: new_match(rules, S + i)) until their first\n"
               "             K deals end, bots choosing among legal_moves, checking every invariant after\n"
               "             every move (is_consistent, card conservation, legality of the chosen move,\n"
               "             the deal's end and its scoring). Exit 1 on any violation.\n"
               "    --game G        %s or all (default all)\n"
               "    --deals N       matches per game (default 10000)\n"
               "    --match-deals K deals played per match (default 1: the first deal; 2+ reaches\n"
               "                    the rules of later deals, e.g. a tribute, a new caller)\n"
               "    --threads T     worker threads (default 1); totals do not depend on T\n"
               "    --seed S        first match seed (default 1)\n"
               "    --bots B        random (uniform over legal moves, default) or heuristic\n\n",
               all.c_str());
}

// The beliefs command's help; `title` is the game it measures.
void print_beliefs_help(std::FILE* out, const std::string& title) {
  std::fprintf(out,
               "  beliefs    %s: the log-likelihood of the true hidden hands under search's worlds,\n"
               "             uniform (L = 1) and weighted by the other seats' plays (L = 0.7 ... 0.1, the\n"
               "             weight per decision the heuristic would have made otherwise; search/beliefs.h),\n"
               "             at seat 0's trick-play decisions of N first deals (higher is better).\n"
               "    --deals N       deals (default 200)    --pool P   worlds per position (default 200)\n"
               "    --every K       every K-th own play (default 3)\n"
               "    --others BOT    the other seats' bot (default heuristic; e.g. bomb_early)\n"
               "    --partner BOT   seat 2's bot, seat 0's partner (default: --others; e.g. strong)\n"
               "    --moves N       resample each weighted pool and move every world N times by\n"
               "                    Metropolis-Hastings exchanges of hidden cards (search's moves=N)\n"
               "    --carry         keep each pool through the deal, its worlds carried from one decision\n"
               "                    of seat 0 to the next (search's carry=1)\n"
               "    --hands W       also weigh every pool by the learned hand model raised to the power W\n"
               "                    (search's hands=W; with L = 1 the model alone) and print the model's\n"
               "                    own marginals' score (docs/hand-model.md)\n"
               "    --strengths L,L the belief strengths L to compare (default 1,0.7,0.5,0.3,0.1)\n"
               "    --styles A+B    also infer each other seat's style among these named players\n"
               "                    (search's styles=1) and print each style's mean posterior\n"
               "    --seed S        first match seed (default 1)\n",
               title.c_str());
}

}  // namespace

int usage(const char* message) {
  if (message) std::fprintf(stderr, "paiju-cli: %s\n\n", message);
  std::FILE* out = message ? stderr : stdout;
  std::string signature_line = "signature";
  games::for_each_game([&]<class G>() { signature_line.append(" ").append(G::kName).append("=<hex>"); });
  print_synopsis(out, game_names("|", "|"));
  print_bench_help(out, game_names(", ", " or "));
  print_signature_help(out, signature_line);
  print_soak_help(out, game_names(", ", ", "));
  print_beliefs_help(out, beliefs_title());
  return message ? 2 : 0;
}

std::uint64_t parse_count(int argc, char** argv, int& i) {
  const char* flag = argv[i];
  if (i + 1 >= argc) std::exit(usage(std::string(flag) + " needs a value"));
  char* end = nullptr;
  const char* text = argv[++i];
  const unsigned long long v = std::strtoull(text, &end, 10);
  if (*text == '\0' || *text == '-' || *end != '\0') {
    std::exit(usage(std::string(flag) + " needs a non-negative integer, not '" + text + "'"));
  }
  return static_cast<std::uint64_t>(v);
}

std::string parse_string(int argc, char** argv, int& i) {
  const char* flag = argv[i];
  if (i + 1 >= argc) std::exit(usage(std::string(flag) + " needs a value"));
  return argv[++i];
}

}  // namespace paiju::tools

namespace {

bool asks_for_help(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) return true;
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace paiju::tools;
  if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h")) return usage(nullptr);
  const std::string command = argv[1];
  // beliefs explains its own options; the other commands share the usage text.
  if (command != "beliefs" && asks_for_help(argc, argv)) return usage(nullptr);
  if (command == "bench") return bench_main(argc - 1, argv + 1);
  if (command == "signature") return signature_main(argc - 1, argv + 1);
  if (command == "soak") return soak_main(argc - 1, argv + 1);
  if (command == "beliefs") return beliefs_main(argc - 1, argv + 1);
  return usage("unknown command '" + command + "'");
}
