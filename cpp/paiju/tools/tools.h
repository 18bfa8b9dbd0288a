// paiju-cli internals: the subcommands (one .cpp each) and the little they share.
#pragma once

#include <cstdint>
#include <string>

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

// The signature of every game in the tree (signature.cpp): positions and random-play
// trajectories from fixed seeds, so it never depends on options, timing or the machine.
struct Signature {
  std::uint64_t guandan = 0, liangfutou = 0, shengji = 0, total = 0;
  std::uint64_t guandan_moves = 0, liangfutou_moves = 0, shengji_moves = 0;
  // "signature guandan=<hex> liangfutou=<hex> shengji=<hex> total=<hex>"
  std::string line() const;
};
// Computes the signature; with `verbose`, prints one line per case (name, lists, moves, hash).
Signature compute_signature(bool verbose);
// Compares `signature` with the expected line in `path` (its last non-empty line); prints the
// verdict and returns 0 when equal, 1 when different or unreadable.
int check_signature(const Signature& signature, const std::string& path);

}  // namespace paiju::tools
