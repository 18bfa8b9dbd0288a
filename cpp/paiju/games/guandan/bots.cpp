#include "paiju/games/guandan/bots.h"

#include <cstdlib>
#include <string>
#include <vector>

#include "paiju/core/errors.h"
#include "paiju/games/guandan/heuristic_bot.h"
#include "paiju/search/ismcts.h"
#include "paiju/search/pimc.h"

namespace paiju::guandan {
namespace {

class HeuristicBot final : public GuandanBot {
 public:
  Move choose(const State& state, const MoveList& legal, Rng&) override { return heuristic_move(state, legal); }
  std::unique_ptr<GuandanBot> clone() const override { return std::make_unique<HeuristicBot>(*this); }
  std::string name() const override { return "heuristic"; }
};

struct Param {
  std::string key, value;
};

[[noreturn]] void bad(std::string_view spec, const std::string& why) {
  throw InvalidOptionError("bot '" + std::string(spec) + "': " + why +
                           " (bots: random, heuristic, pimc[:worlds=N,time=T,candidates=N,policy=P], "
                           "ismcts[:iterations=N,time=T,c=X,policy=P,others=policy|tree])");
}

double parse_number(std::string_view spec, const Param& p) {
  char* end = nullptr;
  const double v = std::strtod(p.value.c_str(), &end);
  if (end == p.value.c_str() || *end != '\0' || !(v >= 0)) bad(spec, p.key + " must be a non-negative number");
  return v;
}

int parse_count(std::string_view spec, const Param& p, int low, int high) {
  const double v = parse_number(spec, p);
  if (v != static_cast<int>(v) || v < low || v > high) {
    bad(spec, p.key + " must be an integer from " + std::to_string(low) + " to " + std::to_string(high));
  }
  return static_cast<int>(v);
}

// Seconds from "0.05", "50ms", "2s".
double parse_seconds(std::string_view spec, Param p) {
  double scale = 1.0;
  if (p.value.size() > 2 && p.value.substr(p.value.size() - 2) == "ms") {
    scale = 1e-3;
    p.value.resize(p.value.size() - 2);
  } else if (p.value.size() > 1 && p.value.back() == 's') {
    p.value.pop_back();
  }
  const double v = parse_number(spec, p) * scale;
  if (v <= 0 || v > 3600) bad(spec, "time must be more than 0 and at most 3600 s");
  return v;
}

search::Policy<SearchGame> parse_policy(std::string_view spec, const Param& p) {
  if (p.value == "heuristic") return &heuristic_policy;
  if (p.value == "random") return &search::random_policy<SearchGame>;
  bad(spec, "policy must be heuristic or random");
}

}  // namespace

Move heuristic_policy(const State& state, const MoveList& legal, Rng&) { return heuristic_move(state, legal); }

std::unique_ptr<GuandanBot> make_bot(std::string_view spec) {
  const auto colon = spec.find(':');
  const std::string name(spec.substr(0, colon));
  std::vector<Param> params;
  if (colon != std::string_view::npos) {
    std::string_view rest = spec.substr(colon + 1);
    while (!rest.empty()) {
      const auto comma = rest.find(',');
      const std::string_view item = rest.substr(0, comma);
      const auto eq = item.find('=');
      if (eq == std::string_view::npos || eq == 0) bad(spec, "parameters are key=value");
      params.push_back({std::string(item.substr(0, eq)), std::string(item.substr(eq + 1))});
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
  }
  if (name == "random" || name == "heuristic") {
    if (!params.empty()) bad(spec, name + " takes no parameters");
    if (name == "random") return std::make_unique<search::RandomBot<SearchGame>>();
    return std::make_unique<HeuristicBot>();
  }
  if (name == "pimc") {
    search::PimcBot<SearchGame>::Params p;
    p.policy = &heuristic_policy;
    p.budget = {40, 0.0};
    bool worlds_given = false;
    for (const Param& q : params) {
      if (q.key == "worlds") { p.budget.iterations = parse_count(spec, q, 1, 1000000); worlds_given = true; }
      else if (q.key == "time") p.budget.seconds = parse_seconds(spec, q);
      else if (q.key == "candidates") p.max_candidates = parse_count(spec, q, 1, 10000);
      else if (q.key == "policy") p.policy = parse_policy(spec, q);
      else bad(spec, "unknown parameter '" + q.key + "'");
    }
    if (p.budget.seconds > 0 && !worlds_given) p.budget.iterations = 0;
    return std::make_unique<search::PimcBot<SearchGame>>(p);
  }
  if (name == "ismcts") {
    search::IsmctsBot<SearchGame>::Params p;
    p.policy = &heuristic_policy;
    p.budget = {1000, 0.0};
    bool iterations_given = false;
    for (const Param& q : params) {
      if (q.key == "iterations") { p.budget.iterations = parse_count(spec, q, 1, 100000000); iterations_given = true; }
      else if (q.key == "time") p.budget.seconds = parse_seconds(spec, q);
      else if (q.key == "c") p.exploration = parse_number(spec, q);
      else if (q.key == "others") {
        if (q.value != "policy" && q.value != "tree") bad(spec, "others must be policy or tree");
        p.others_by_policy = q.value == "policy";
      }
      else if (q.key == "policy") p.policy = parse_policy(spec, q);
      else bad(spec, "unknown parameter '" + q.key + "'");
    }
    if (p.budget.seconds > 0 && !iterations_given) p.budget.iterations = 0;
    return std::make_unique<search::IsmctsBot<SearchGame>>(p);
  }
  bad(spec, "unknown bot '" + name + "'");
}

}  // namespace paiju::guandan
