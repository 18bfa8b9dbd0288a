// paiju-cli signature: one hash of everything the engines generate on a fixed list of cases.
//
// For every registered game (games/registry.h), in registration order, the game's fixed list of
// cases (the tables of games/<game>/tools/signature.cpp, one commented row per case): legal-move generation on positions drawn from fixed seeds (leading and following,
// wilds/jokers forced to exact counts, endgame hands, rule options), classification of random
// card sets, and whole random-play matches (State::new_match, legal_moves, apply) from fixed
// seeds, so that a change in match logic (tribute, calling, trick order, levels, payments) is
// seen too. Every generated move is hashed from its fields (cards as the two CardSet words,
// type or kind, key) in the order generated; every list is hashed with its length; trajectories
// also hash the index chosen and the scores after every deal. Per game the case hashes are
// folded in table order; `total` folds the games.
//
// The hash is a local copy of SplitMix64's finaliser, so it does not move when the engine's own
// hashes (CardSet::hash, Rng) change (tools/hasher.h) — but the card kind numbering (core/card.h), Rng and
// deal_cards (which draw the positions) and move order are part of what is signed: a change
// to any of them changes the signature, as it changes what seeded games do.
//
// Nothing depends on timing, options of bench, the thread count or the machine: the line is
// compared byte for byte with benchmarks/bench_signature.txt by `paiju-cli signature --check`.
// When a change is meant to alter generated moves or match logic, regenerate that file with
// `paiju-cli signature | tail -1 > benchmarks/bench_signature.txt` and say why in the commit.
#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <string>

#include "paiju/games/registry.h"
#include "paiju/tools/game_parts.h"
#include "paiju/tools/tools.h"

namespace paiju::tools {
namespace {

std::string hex(std::uint64_t v) {
  char text[17];
  std::snprintf(text, sizeof text, "%016" PRIx64, v);
  return text;
}

// Folds one case into its game's hash and prints it with --verbose.
void fold(Hasher& game, const char* name, const Hasher& c, bool verbose) {
  game.add(c.h);
  game.add(c.moves);
  game.lists += c.lists;
  game.moves += c.moves;
  if (verbose) {
    std::printf("%-92s %8llu lists %10llu moves  %s\n", name, static_cast<unsigned long long>(c.lists),
                static_cast<unsigned long long>(c.moves), hex(c.h).c_str());
  }
}

std::string trim(const std::string& s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

}  // namespace

std::string Signature::line() const {
  std::string out = "signature";
  for (const Game& game : games) out.append(" " + game.name + "=" + hex(game.hash));
  return out + " total=" + hex(total);
}

std::string Signature::moves() const {
  std::string out;
  for (const Game& game : games) out.append((out.empty() ? "" : ", ") + game.name + " " + std::to_string(game.moves));
  return out;
}

Signature compute_signature(bool verbose) {
  Signature s;
  Hasher total;
  games::for_each_game([&]<class G>() {
    Hasher game;
    tools_of<G>().signature([&](const char* name, const Hasher& c) { fold(game, name, c, verbose); });
    total.add(game.h);
    s.games.push_back(Signature::Game{G::kName, game.h, game.moves});
  });
  s.total = total.h;
  return s;
}

int check_signature(const Signature& signature, const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "paiju-cli: cannot read the expected signature file '%s'\n", path.c_str());
    return 1;
  }
  std::string line, expected;
  while (std::getline(in, line)) {
    if (!trim(line).empty()) expected = trim(line);
  }
  const std::string actual = signature.line();
  if (expected == actual) {
    std::fprintf(stderr, "signature OK: matches %s\n", path.c_str());
    return 0;
  }
  std::fprintf(stderr,
               "paiju-cli: SIGNATURE MISMATCH — the moves generated or the match logic changed.\n"
               "  expected (%s): %s\n"
               "  actual:%*s %s\n"
               "If the change is intended, run `paiju-cli signature --verbose` to see which cases moved,\n"
               "then update the file: paiju-cli signature | tail -1 > %s\n",
               path.c_str(), expected.empty() ? "(empty file)" : expected.c_str(),
               static_cast<int>(path.size() + 5), "", actual.c_str(), path.c_str());
  return 1;
}

int signature_main(int argc, char** argv) {
  std::string check;
  bool verbose = false;
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (flag == "--check") check = parse_string(argc, argv, i);
    else if (flag == "--verbose") verbose = true;
    else return usage("unknown signature option '" + flag + "'");
  }
  const Signature signature = compute_signature(verbose);
  if (verbose) {
    std::printf("moves: %s\n", signature.moves().c_str());
  }
  std::printf("%s\n", signature.line().c_str());
  std::fflush(stdout);
  return check.empty() ? 0 : check_signature(signature, check);
}

}  // namespace paiju::tools
