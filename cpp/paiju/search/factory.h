// Bots by spec string, for any Game with a rule-based policy: the kinds a game has (random, its
// rule-based players by name, G::named_policies(), optional; its settings kept by name,
// G::kNamedSpecs, optional; "strong", its best setting, G::kStrongSpec, optional; the search
// bots pimc and ismcts, whose parameters are the tables of bot_kinds.h), listed by bot_kinds<G>
// and built by make_bot<G> from a spec read by bot_spec.h. Throws InvalidOptionError naming what
// is wrong.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "paiju/core/errors.h"
#include "paiju/search/bot.h"
#include "paiju/search/bot_kinds.h"
#include "paiju/search/bot_spec.h"
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

// What a game provides for the search parameters (Ability flags, bot_params.h).
template <Game G>
unsigned abilities_of() {
  return (RewindsWorlds<G> ? kBeliefs : 0u) | (PredictsHands<G> ? kHandModel : 0u) |
         (ExchangesHidden<G> ? kExchanges : 0u) | (CarriesHidden<G> ? kCarries : 0u) | (TwoSided<G> ? kTwoSided : 0u) |
         (EstimatesValue<G> ? kValueModel : 0u);
}

// The search bots' default z= (G::kSearchConfidence, optional: games of mostly luck want it).
template <Game G>
double search_confidence() {
  if constexpr (requires { G::kSearchConfidence; }) return G::kSearchConfidence;
  return 0.0;
}

// The game's rule-based players by name: heuristic first, then the game's own named ones.
template <Game G>
struct Players {
  explicit Players(Policy<G> heuristic) : list{{"heuristic", heuristic}} {
    if constexpr (requires { G::named_policies(); }) {
      for (const NamedPolicy<G>& p : G::named_policies()) {
        if (p.name != "heuristic") list.push_back(p);
      }
    }
    for (const NamedPolicy<G>& p : list) names.emplace_back(p.name);
  }
  Policy<G> find(std::string_view name) const {
    if (name == "random") return &random_policy<G>;
    for (const NamedPolicy<G>& p : list) {
      if (p.name == name) return p.policy;
    }
    return nullptr;
  }
  // The other seats' policies: those of mix= when given, else with others=mix every named
  // player in the mix (NamedPolicy::in_mix), else none (they play the policy).
  std::vector<Policy<G>> others_pool(const SearchChoices& choices) const {
    std::vector<Policy<G>> pool;
    for (const std::string& name : choices.mix) pool.push_back(find(name));
    for (std::size_t i = 0; choices.mix.empty() && choices.others == "mix" && i < list.size(); ++i) {
      if (list[i].in_mix) pool.push_back(list[i].policy);
    }
    return pool;
  }

  std::vector<NamedPolicy<G>> list;
  std::vector<std::string> names;
};

// A search bot (PimcBot, IsmctsBot) from its draft: the settings, and the policies by name.
template <Game G, template <class> class SearchBot, class S>
std::unique_ptr<Bot<G>> build_search(const SearchDraft<S>& draft, const Players<G>& players) {
  typename SearchBot<G>::Params p;
  static_cast<S&>(p) = draft.settings;
  p.policy = players.find(draft.choices.policy);
  p.others_pool = players.others_pool(draft.choices);
  if constexpr (requires { p.model; }) {
    if (!draft.choices.model.empty()) p.model = players.find(draft.choices.model);
  }
  return std::make_unique<SearchBot<G>>(p);
}

// A parameter of a search kind as a game has it: its row, its default there, whether it acts there.
struct ParamInGame {
  const ParamDef* def;
  ParamValue default_value;
  bool supported;
};

template <Game G, class S>
std::vector<ParamInGame> params_in_game(const SearchKind<S>& kind) {
  const SearchDraft<S> start = start_draft<S>(search_confidence<G>());
  std::vector<ParamInGame> out;
  for (const ParamRow<S>& row : kind.params) {
    out.push_back({&row.def, row.get(start), (row.def.needs & abilities_of<G>()) == row.def.needs});
  }
  return out;
}

enum class BotRole { Random, Player, Setting, Strong, Search };
inline constexpr std::string_view kBotRoleNames[] = {"random", "player", "setting", "strong", "search"};

// One bot kind of a game: a name the spec starts with.
template <Game G>
struct BotKind {
  std::string_view name{};
  BotRole role = BotRole::Random;
  std::string_view doc{};
  Policy<G> policy = nullptr;   // Player
  bool in_mix = false;          // Player: drawn by others=mix
  std::string_view stands_for{};  // Setting, Strong: the spec it stands for
  // Search: the kind's grammar, its parameters in this game, a spec's parameters read (players
  // nullptr: any names), and its bot from a spec's parameters.
  std::string (*grammar)() = nullptr;
  std::vector<ParamInGame> (*params)() = nullptr;
  std::vector<ParamGiven> (*read)(std::string_view spec, const std::vector<SpecParam>&,
                                  const std::vector<std::string>* players) = nullptr;
  std::unique_ptr<Bot<G>> (*make)(std::string_view spec, const std::vector<SpecParam>&, const Players<G>&) = nullptr;
};

// kBuilds: with `make` (else the kind only lists and reads, and the search bot's code is not
// compiled where it is not needed, e.g. in the bindings).
template <Game G, auto& kind, template <class> class SearchBot, bool kBuilds>
BotKind<G> search_kind() {
  BotKind<G> out{kind().name, BotRole::Search, kind().doc, nullptr, false, {},
                 [] { return grammar(kind()); },
                 [] { return params_in_game<G>(kind()); },
                 [](std::string_view spec, const std::vector<SpecParam>& given, const std::vector<std::string>* players) {
                   return read_given(spec, kind(), given, players);
                 }};
  if constexpr (kBuilds) {
    out.make = [](std::string_view spec, const std::vector<SpecParam>& given, const Players<G>& players) {
      return build_search<G, SearchBot>(
          read_search(spec, kind(), given, &players.names, search_confidence<G>(), abilities_of<G>()), players);
    };
  }
  return out;
}

// Every kind of bot of the game, in the order a spec's name is looked up (kBuilds: the search
// kinds with their `make`).
template <Game G, bool kBuilds = true>
std::vector<BotKind<G>> bot_kinds(const Players<G>& players) {
  std::vector<BotKind<G>> kinds{{"random", BotRole::Random, "uniform over the legal moves"}};
  for (const NamedPolicy<G>& p : players.list) {
    kinds.push_back({p.name, BotRole::Player,
                     p.name == "heuristic" ? "the game's rule-based player" : "a named rule-based player of the game",
                     p.policy, p.in_mix});
  }
  if constexpr (requires { G::kNamedSpecs; }) {
    for (const auto& [setting, setting_spec] : G::kNamedSpecs) {
      kinds.push_back({setting, BotRole::Setting, "a setting kept by name", nullptr, false, setting_spec});
    }
  }
  if constexpr (requires { G::kStrongSpec; }) {
    kinds.push_back(
        {"strong", BotRole::Strong, "the game's best setting found so far", nullptr, false, G::kStrongSpec});
  }
  kinds.push_back(search_kind<G, pimc_kind, PimcBot, kBuilds>());
  kinds.push_back(search_kind<G, ismcts_kind, IsmctsBot, kBuilds>());
  return kinds;
}

// The game's bots for its error messages: each kind's name, a search kind with its grammar.
template <Game G>
std::string game_bots_summary(const std::vector<BotKind<G>>& kinds) {
  std::string out;
  for (const BotKind<G>& kind : kinds) {
    out.append(out.empty() ? "" : ", ").append(kind.role == BotRole::Search ? kind.grammar() : std::string(kind.name));
  }
  return out;
}

// The kind a spec names; only a search kind takes parameters.
template <Game G>
const BotKind<G>& find_kind(std::string_view spec, const std::vector<BotKind<G>>& kinds, const BotSpec& parsed) {
  for (const BotKind<G>& kind : kinds) {
    if (kind.name != parsed.name) continue;
    if (kind.role != BotRole::Search && !parsed.params.empty()) {
      bad_spec(spec, parsed.name + " takes no parameters", game_bots_summary(kinds));
    }
    return kind;
  }
  if (parsed.name == "strong") bad_spec(spec, "this game has no strong setting yet", game_bots_summary(kinds));
  bad_spec(spec, "unknown bot '" + parsed.name + "'", game_bots_summary(kinds));
}

template <Game G>
std::unique_ptr<Bot<G>> make_bot(std::string_view spec, Policy<G> heuristic) {
  const BotSpec parsed = parse_bot_spec(spec);
  const Players<G> players(heuristic);
  const std::vector<BotKind<G>> kinds = bot_kinds<G>(players);
  const BotKind<G>& kind = find_kind(spec, kinds, parsed);
  switch (kind.role) {
    case BotRole::Search: return kind.make(spec, parsed.params, players);
    case BotRole::Random: return std::make_unique<RandomBot<G>>();
    case BotRole::Player: return std::make_unique<PolicyBot<G>>(kind.policy, parsed.name);
    default: return make_bot<G>(kind.stands_for, heuristic);  // a setting, strong
  }
}

// A spec read without building its bot: the kind it names and its parameters' values, each
// checked against its row (the rules between parameters are checked when the bot is built).
// `any_names`: rollout players not checked against this game's (a spec written for any game).
template <Game G>
std::pair<std::string, std::vector<ParamGiven>> read_bot_spec(std::string_view spec, bool any_names) {
  const BotSpec parsed = parse_bot_spec(spec);
  const Players<G> players(nullptr);  // their names only: no bot is built
  const std::vector<BotKind<G>> kinds = bot_kinds<G, false>(players);
  const BotKind<G>& kind = find_kind(spec, kinds, parsed);
  if (kind.role != BotRole::Search) return {parsed.name, {}};
  return {parsed.name, kind.read(spec, parsed.params, any_names ? nullptr : &players.names)};
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
