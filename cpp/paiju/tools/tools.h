// paiju-cli internals: the subcommands (one .cpp each) and the little they share.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace paiju::tools {

// Subcommands: argv[0] is the subcommand's name; return the process exit code.
int bench_main(int argc, char** argv);      // bench.cpp
int signature_main(int argc, char** argv);  // signature.cpp
int soak_main(int argc, char** argv);       // soak.cpp
int beliefs_main(int argc, char** argv);    // beliefs.cpp

// Prints "paiju-cli: <message>" and the usage to stderr; returns 2 (0 without a message,
// printing the usage to stdout).
int usage(const char* message);
inline int usage(const std::string& message) { return usage(message.c_str()); }

// Parses the value of `flag` (argv[i + 1]) as a non-negative integer; exits with the usage
// message when missing or malformed. Advances i.
std::uint64_t parse_count(int argc, char** argv, int& i);
// The string value of `flag` (argv[i + 1]); exits with the usage message when missing.
std::string parse_string(int argc, char** argv, int& i);

// The registered games' names in registration order, joined by `separator` (`last_separator`
// before the last one).
std::string game_names(const char* separator, const char* last_separator);
bool is_game(const std::string& name);

// The signature of every registered game (signature.cpp): positions and random-play
// trajectories from fixed seeds, so it never depends on options, timing or the machine.
struct Signature {
  struct Game {
    std::string name;
    std::uint64_t hash = 0, moves = 0;
  };
  std::vector<Game> games;  // in registration order
  std::uint64_t total = 0;
  // "signature <game>=<hex> <game>=<hex> ... total=<hex>"
  std::string line() const;
  // "<game> <moves>, <game> <moves>, ..."
  std::string moves() const;
};
// Computes the signature; with `verbose`, prints one line per case (name, lists, moves, hash).
Signature compute_signature(bool verbose);
// Compares `signature` with the expected line in `path` (its last non-empty line); prints the
// verdict and returns 0 when equal, 1 when different or unreadable.
int check_signature(const Signature& signature, const std::string& path);

}  // namespace paiju::tools
