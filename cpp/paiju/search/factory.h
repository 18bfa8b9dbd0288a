// Bots by spec string, for any Game with a rule-based policy: "random", "heuristic",
// "pimc[:worlds=N,time=T,candidates=N,policy=P,others=policy|mix,mix=A+B,z=Z,win=W]",
// "ismcts[:iterations=N,time=T,c=X,policy=P,others=policy|tree|mix,mix=A+B,z=Z,trees=K,prior=X,
// beliefs=L,allies=L,hands=W,pool=N,moves=N,carry=1,styles=1,endgame=N,endgame_worlds=W,endgame_nodes=L,win=W]"
// (ismcts.h,
// beliefs.h, endgame.h, value.h); the game's other named rule-based players
// (G::named_policies(), optional) and settings (G::kNamedSpecs, optional) by name; "strong", the
// game's best setting (G::kStrongSpec,
// optional). Throws InvalidOptionError naming what is wrong.
#pragma once

#include <cmath>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "paiju/core/errors.h"
#include "paiju/search/bot.h"
#include "paiju/search/ismcts.h"
#include "paiju/search/pimc.h"

namespace paiju::search {

// A bot that plays a policy function (the game's rule-based player).
template <Game G>
class PolicyBot final : public Bot<G> {
 public:
  PolicyBot(Policy<G> policy, std::string name) : policy_(policy), name_(std::move(name)) {}
  typename G::Move choose(const typename G::State& state, const typename G::MoveList& legal, Rng& rng) override {
    return policy_(state, legal, rng);
  }
  void list_moves(const typename G::State& state, typename G::MoveList& out) const override {
    policy_moves<G>(state, policy_, out);
  }
  std::unique_ptr<Bot<G>> clone() const override { return std::make_unique<PolicyBot>(*this); }
  std::string name() const override { return name_; }

 private:
  Policy<G> policy_;
  std::string name_;
};

namespace detail {

struct Param {
  std::string key, value;
};

[[noreturn]] inline void bad_spec(std::string_view spec, const std::string& why) {
  throw InvalidOptionError("bot '" + std::string(spec) + "': " + why +
                           " (bots: random, heuristic, the game's named players, strong, "
                           "pimc[:worlds=N,time=T,candidates=N,policy=P,others=policy|mix,mix=A+B,z=Z,win=W], "
                           "ismcts[:iterations=N,time=T,c=X,policy=P,others=policy|tree|mix,mix=A+B,z=Z,trees=K,prior=X,"
                           "beliefs=L,allies=L,hands=W,pool=N,moves=N,carry=1,styles=1,endgame=N,endgame_worlds=W,endgame_nodes=L,win=W])");
}

inline double parse_number(std::string_view spec, const Param& p) {
  char* end = nullptr;
  const double v = std::strtod(p.value.c_str(), &end);
  if (end == p.value.c_str() || *end != '\0' || !(v >= 0) || !std::isfinite(v)) {
    bad_spec(spec, p.key + " must be a non-negative (finite) number");
  }
  return v;
}

// win=W: the weight of winning itself in the value searched (value.h), 0 to 1.
inline double parse_win_weight(std::string_view spec, const Param& p) {
  const double w = parse_number(spec, p);
  if (w > 1) bad_spec(spec, "win must be between 0 and 1");
  return w;
}

inline int parse_count(std::string_view spec, const Param& p, int low, int high) {
  const double v = parse_number(spec, p);
  if (v != static_cast<int>(v) || v < low || v > high) {
    bad_spec(spec, p.key + " must be an integer from " + std::to_string(low) + " to " + std::to_string(high));
  }
  return static_cast<int>(v);
}

// Seconds from "0.05", "50ms", "2s".
inline double parse_seconds(std::string_view spec, Param p) {
  double scale = 1.0;
  if (p.value.size() > 2 && p.value.substr(p.value.size() - 2) == "ms") {
    scale = 1e-3;
    p.value.resize(p.value.size() - 2);
  } else if (p.value.size() > 1 && p.value.back() == 's') {
    p.value.pop_back();
  }
  const double v = parse_number(spec, p) * scale;
  if (v <= 0 || v > 3600) bad_spec(spec, "time must be more than 0 and at most 3600 s");
  return v;
}

inline std::vector<Param> parse_params(std::string_view spec, std::string_view rest) {
  std::vector<Param> params;
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const std::string_view item = rest.substr(0, comma);
    const auto eq = item.find('=');
    if (eq == std::string_view::npos || eq == 0) bad_spec(spec, "parameters are key=value");
    const std::string key(item.substr(0, eq));
    for (const Param& given : params) {
      if (given.key == key) bad_spec(spec, "parameter '" + key + "' given twice");
    }
    params.push_back({key, std::string(item.substr(eq + 1))});
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
  }
  return params;
}

}  // namespace detail

template <Game G>
std::unique_ptr<Bot<G>> make_bot(std::string_view spec, Policy<G> heuristic) {
  using namespace detail;
  const auto colon = spec.find(':');
  const std::string name(spec.substr(0, colon));
  const std::vector<Param> params =
      colon == std::string_view::npos ? std::vector<Param>{} : parse_params(spec, spec.substr(colon + 1));
  // The rule-based players by name: heuristic, then the game's own named ones.
  std::vector<NamedPolicy<G>> named{{"heuristic", heuristic}};
  if constexpr (requires { G::named_policies(); }) {
    for (const NamedPolicy<G>& p : G::named_policies()) {
      if (p.name != "heuristic") named.push_back(p);
    }
  }
  auto find_named = [&](std::string_view key) -> Policy<G> {
    for (const NamedPolicy<G>& p : named) {
      if (p.name == key) return p.policy;
    }
    return nullptr;
  };
  auto policy_of = [&](const Param& p) -> Policy<G> {
    if (p.value == "random") return &random_policy<G>;
    if (const Policy<G> policy = find_named(p.value)) return policy;
    bad_spec(spec, "policy must be random or a named player (heuristic, ...)");
  };
  // others=mix: the other seats' policies drawn from every named player in the mix
  // (NamedPolicy::in_mix); mix=A+B+...: from those named players only (and others=mix), e.g. to
  // leave out the style measured against.
  std::vector<Policy<G>> mix;
  for (const NamedPolicy<G>& p : named) {
    if (p.in_mix) mix.push_back(p.policy);
  }
  auto mix_of = [&](const Param& p) {
    std::vector<Policy<G>> chosen;
    std::string_view rest = p.value;
    while (true) {
      const auto plus = rest.find('+');
      const Param one{p.key, std::string(rest.substr(0, plus))};
      chosen.push_back(policy_of(one));
      if (plus == std::string_view::npos) break;
      rest = rest.substr(plus + 1);
    }
    return chosen;
  };
  if (name == "random") {
    if (!params.empty()) bad_spec(spec, "random takes no parameters");
    return std::make_unique<RandomBot<G>>();
  }
  if (const Policy<G> policy = find_named(name)) {
    if (!params.empty()) bad_spec(spec, name + " takes no parameters");
    return std::make_unique<PolicyBot<G>>(policy, name);
  }
  // Settings kept by name (G::kNamedSpecs, optional: {name, spec} pairs), e.g. an earlier
  // "strong" frozen to measure its successor against.
  if constexpr (requires { G::kNamedSpecs; }) {
    for (const auto& [setting, setting_spec] : G::kNamedSpecs) {
      if (name != setting) continue;
      if (!params.empty()) bad_spec(spec, name + " takes no parameters");
      return make_bot<G>(setting_spec, heuristic);
    }
  }
  if (name == "strong") {
    if constexpr (requires { G::kStrongSpec; }) {
      if (!params.empty()) bad_spec(spec, "strong takes no parameters");
      return make_bot<G>(G::kStrongSpec, heuristic);
    } else {
      bad_spec(spec, "this game has no strong setting yet");
    }
  }
  // A game may set how sure search must be to leave its policy's move (G::kSearchConfidence, in
  // standard errors; games of mostly luck want it): the default of z=.
  double confidence = 0.0;
  if constexpr (requires { G::kSearchConfidence; }) confidence = G::kSearchConfidence;
  if (name == "pimc") {
    typename PimcBot<G>::Params p;
    p.policy = heuristic;
    p.confidence = confidence;
    p.budget = {40, 0.0};
    bool worlds_given = false, mix_given = false;
    for (const Param& q : params) {
      if (q.key == "worlds") { p.budget.iterations = parse_count(spec, q, 1, 1000000); worlds_given = true; }
      else if (q.key == "time") p.budget.seconds = parse_seconds(spec, q);
      else if (q.key == "candidates") p.max_candidates = parse_count(spec, q, 1, 10000);
      else if (q.key == "policy") p.policy = policy_of(q);
      else if (q.key == "z") p.confidence = parse_number(spec, q);
      else if (q.key == "win") p.win_weight = parse_win_weight(spec, q);
      else if (q.key == "others") {
        if (q.value != "policy" && q.value != "mix") bad_spec(spec, "others must be policy or mix");
        if (q.value == "mix" && !mix_given) p.others_pool = mix;
      } else if (q.key == "mix") {
        p.others_pool = mix_of(q);
        mix_given = true;
      } else bad_spec(spec, "unknown parameter '" + q.key + "'");
    }
    if (p.budget.seconds > 0 && !worlds_given) p.budget.iterations = 0;
    return std::make_unique<PimcBot<G>>(p);
  }
  if (name == "ismcts") {
    typename IsmctsBot<G>::Params p;
    p.policy = heuristic;
    p.confidence = confidence;
    p.budget = {1000, 0.0};
    bool iterations_given = false, mix_given = false, others_tree = false;
    for (const Param& q : params) {
      if (q.key == "iterations") { p.budget.iterations = parse_count(spec, q, 1, 100000000); iterations_given = true; }
      else if (q.key == "time") p.budget.seconds = parse_seconds(spec, q);
      else if (q.key == "c") p.exploration = parse_number(spec, q);
      else if (q.key == "z") p.confidence = parse_number(spec, q);
      else if (q.key == "policy") p.policy = policy_of(q);
      else if (q.key == "trees") p.trees = parse_count(spec, q, 1, 64);
      else if (q.key == "prior") p.prior = parse_number(spec, q);
      else if (q.key == "beliefs") {
        p.mismatch = parse_number(spec, q);
        if (p.mismatch <= 0 || p.mismatch > 1) bad_spec(spec, "beliefs must be more than 0 and at most 1");
      } else if (q.key == "allies") {
        p.ally_mismatch = parse_number(spec, q);
        if (p.ally_mismatch <= 0 || p.ally_mismatch > 1) bad_spec(spec, "allies must be more than 0 and at most 1");
      } else if (q.key == "pool") p.pool = parse_count(spec, q, 1, 100000);
      else if (q.key == "moves") p.moves = parse_count(spec, q, 0, 10000);
      else if (q.key == "carry") p.carry = parse_count(spec, q, 0, 1) == 1;
      else if (q.key == "styles") p.infer_styles = parse_count(spec, q, 0, 1) == 1;
      else if (q.key == "hands") p.hands = parse_number(spec, q);
      else if (q.key == "win") p.win_weight = parse_win_weight(spec, q);
      else if (q.key == "endgame") p.endgame = parse_count(spec, q, 0, 1000);
      else if (q.key == "endgame_worlds") p.endgame_worlds = parse_count(spec, q, 1, 100000);
      else if (q.key == "endgame_nodes") p.endgame_nodes = parse_count(spec, q, 1, 100000000);
      else if (q.key == "others") {
        if (q.value != "policy" && q.value != "tree" && q.value != "mix") bad_spec(spec, "others must be policy, tree or mix");
        p.others_by_policy = q.value != "tree";
        if (q.value == "mix" && !mix_given) p.others_pool = mix;
        others_tree = q.value == "tree";
      } else if (q.key == "mix") {
        p.others_pool = mix_of(q);
        mix_given = true;
      } else bad_spec(spec, "unknown parameter '" + q.key + "'");
    }
    if (mix_given && others_tree) bad_spec(spec, "mix= draws the others' policies: not with others=tree");
    if (p.budget.seconds > 0 && !iterations_given) p.budget.iterations = 0;
    if (p.mismatch < 1.0 && !RewindsWorlds<G>) bad_spec(spec, "this game has no beliefs from plays (beliefs=)");
    if (p.hands > 0 && (!PredictsHands<G> || p.infer_styles))
      bad_spec(spec, "hands=W weighs worlds by the game's learned hand model: it needs a game that has one, and no styles=1");
    const bool weighs_worlds = p.mismatch < 1.0 || p.hands > 0;
    if (p.moves > 0 && (!weighs_worlds || p.infer_styles || !ExchangesHidden<G>))
      bad_spec(spec, "moves=N moves the worlds toward the plays' evidence: it needs beliefs= or hands=, no styles=1, and "
                     "a game that can exchange hidden cards");
    if (p.carry && (!weighs_worlds || p.infer_styles || !CarriesHidden<G>))
      bad_spec(spec, "carry=1 carries each seat's worlds from its previous decision: it needs beliefs= or hands=, no "
                     "styles=1, and a game that can carry hidden cards forward");
    if (p.infer_styles && (p.mismatch >= 1.0 || p.others_pool.empty()))
      bad_spec(spec, "styles=1 infers the others' styles from their plays: it needs beliefs= and others=mix or mix=");
    if (p.endgame > 0 && !TwoSided<G>) bad_spec(spec, "this game has no exact endgames (endgame=)");
    if (p.ally_mismatch > 0 && (p.mismatch >= 1.0 || !TwoSided<G>))
      bad_spec(spec, "allies=L weighs the decisions of the searcher's own side: it needs beliefs= and a game of two sides");
    return std::make_unique<IsmctsBot<G>>(p);
  }
  bad_spec(spec, "unknown bot '" + name + "'");
}

namespace detail {
// The game's rule-based player, found by argument-dependent lookup: heuristic_move(state, legal).
template <Game G>
typename G::Move heuristic_of(const typename G::State& state, const typename G::MoveList& legal, Rng&) {
  return heuristic_move(state, legal);
}
}  // namespace detail

// Bots of a game whose namespace has heuristic_move(state, legal), its rule-based player.
template <Game G>
std::unique_ptr<Bot<G>> make_bot(std::string_view spec) {
  return make_bot<G>(spec, &detail::heuristic_of<G>);
}

}  // namespace paiju::search
