// The soak's record of one match (soak.cpp): the checks a game's invariants make (Checker),
// what they found (Violation, Tally) and the text of a violation (cat).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace paiju::tools {

inline constexpr std::size_t kViolationsShown = 10;

struct Violation {
  std::uint64_t seed = 0;
  int deal = 0;
  int move = 0;  // decision index within the deal
  std::string what;
};

struct Tally {
  std::uint64_t matches = 0, deals = 0, moves = 0, violations = 0;
  std::vector<Violation> first;  // the lowest seeds' violations, at most kViolationsShown

  void add_violation(Violation v) {
    ++violations;
    first.push_back(std::move(v));
    if (first.size() > 4 * kViolationsShown) trim_first();
  }
  void trim_first() {
    std::sort(first.begin(), first.end(), [](const Violation& a, const Violation& b) {
      return a.seed != b.seed ? a.seed < b.seed : a.deal != b.deal ? a.deal < b.deal : a.move < b.move;
    });
    if (first.size() > kViolationsShown) first.resize(kViolationsShown);
  }
  void merge(Tally& o) {
    matches += o.matches, deals += o.deals, moves += o.moves, violations += o.violations;
    for (Violation& v : o.first) first.push_back(std::move(v));
    trim_first();
  }
};

// Text of a violation: cat("seat ", 2, " holds ", 28) == "seat 2 holds 28".
inline void append(std::string& out, const char* text) { out += text; }
inline void append(std::string& out, const std::string& text) { out += text; }
inline void append(std::string& out, int value) { out += std::to_string(value); }
inline void append(std::string& out, const std::array<std::int8_t, 4>& seats) {
  out += '[';
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (i > 0) out += ',';
    out += std::to_string(seats[i]);
  }
  out += ']';
}
inline void append(std::string& out, const std::array<int, 4>& values) {
  out += '[';
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i > 0) out += ',';
    out += std::to_string(values[i]);
  }
  out += ']';
}
template <class... Parts>
inline std::string cat(const Parts&... parts) {
  std::string out;
  (append(out, parts), ...);
  return out;
}

// Collects the violations of one match; the first one stops the match (the state may be broken).
struct Checker {
  Tally& tally;
  std::uint64_t seed;
  int deal = 0, move = 0;
  bool failed = false;

  bool check(bool ok, const char* what) {
    return check(ok, [what] { return std::string(what); });
  }
  // `describe()` builds the message and runs only on failure: passing checks cost no strings.
  template <class Describe>
  bool check(bool ok, Describe&& describe) {
    if (!ok && !failed) {
      failed = true;
      tally.add_violation(Violation{seed, deal, move, describe()});
    }
    return ok;
  }
};

}  // namespace paiju::tools
