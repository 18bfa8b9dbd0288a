// The search bots' kinds as data: pimc and ismcts, each parameter of their specs once (name,
// type, range, doc, what it needs of a game, where it goes in the settings), and the rules
// between parameters. The spec reader (bot_spec.h), make_bot (factory.h), the error messages'
// grammar, paiju.bots, `paiju bots` and the table of docs/bots.md (checked by a test) read it.
#pragma once

#include <string>
#include <vector>

#include "paiju/search/bot_params.h"
#include "paiju/search/search_settings.h"

namespace paiju::search {

namespace kinds {

// Rows that pimc and ismcts share.
template <class S>
ParamRow<S> time_row() {
  return {{.name = "time", .type = ParamType::Seconds, .placeholder = "T",
           .doc = "the budget a decision in time (50ms, 0.05, 2s; depends on the machine and its load); with "
                  "an iteration budget, whichever ends first",
           .low = 0, .high = 3600, .above_low = true},
          [](SearchDraft<S>& d, const ParamValue& v) { d.settings.budget.seconds = v.number; },
          [](const SearchDraft<S>& d) {
            return ParamValue{.number = d.settings.budget.seconds, .unset = d.settings.budget.seconds <= 0};
          }};
}

template <class S>
ParamRow<S> policy_row() {
  return {{.name = "policy", .type = ParamType::Player, .placeholder = "P",
           .doc = "the rollout policy: random or any named player"},
          [](SearchDraft<S>& d, const ParamValue& v) { d.choices.policy = v.text; },
          [](const SearchDraft<S>& d) { return ParamValue{.text = d.choices.policy}; }};
}

template <class S>
ParamRow<S> mix_row() {
  return {{.name = "mix", .type = ParamType::Players, .placeholder = "A+B",
           .doc = "the other seats' policies drawn from these named players only (as others=mix)"},
          [](SearchDraft<S>& d, const ParamValue& v) { d.choices.mix = v.names; },
          [](const SearchDraft<S>& d) { return ParamValue{.unset = d.choices.mix.empty(), .names = d.choices.mix}; }};
}

template <class S>
ParamRow<S> z_row() {
  return {{.name = "z", .type = ParamType::Number, .placeholder = "Z",
           .doc = "the policy's own move unless the chosen one beats it by Z standard errors (0: off)"},
          [](SearchDraft<S>& d, const ParamValue& v) { d.settings.confidence = v.number; },
          [](const SearchDraft<S>& d) { return ParamValue{.number = d.settings.confidence}; }};
}

template <class S>
ParamRow<S> win_row() {
  return {{.name = "win", .type = ParamType::Number, .placeholder = "W",
           .doc = "maximise (1 - W) reward + W sign(reward) instead of the reward (1: only winning counts)",
           .low = 0, .high = 1},
          [](SearchDraft<S>& d, const ParamValue& v) { d.settings.win_weight = v.number; },
          [](const SearchDraft<S>& d) { return ParamValue{.number = d.settings.win_weight}; }};
}

// A switch of the settings (`name`=1 sets `field`).
template <class S, bool S::*Field>
ParamRow<S> flag_row(std::string_view name, std::string_view doc, unsigned needs = 0) {
  return {{.name = name, .type = ParamType::Flag, .placeholder = "1", .doc = doc, .low = 0, .high = 1, .needs = needs},
          [](SearchDraft<S>& d, const ParamValue& v) { d.settings.*Field = v.number == 1; },
          [](const SearchDraft<S>& d) { return ParamValue{.number = d.settings.*Field ? 1.0 : 0.0}; }};
}

// A budget of iterations (ismcts) or worlds (pimc): given, a time alone no longer ends it.
template <class S>
ParamRow<S> count_row(std::string_view name, double high, std::string_view doc) {
  return {{.name = name, .type = ParamType::Count, .placeholder = "N", .doc = doc, .low = 1, .high = high},
          [](SearchDraft<S>& d, const ParamValue& v) {
            d.settings.budget.iterations = static_cast<int>(v.number);
            d.choices.count_given = true;
          },
          [](const SearchDraft<S>& d) {
            return ParamValue{.number = static_cast<double>(d.settings.budget.iterations)};
          }};
}

inline std::vector<ParamRow<IsmctsSettings>> ismcts_budget_rows() {
  using S = IsmctsSettings;
  using D = SearchDraft<S>;
  return {
      count_row<S>("iterations", 100000000,
                   "the budget a decision in iterations (reproducible on any machine); none when only time= is "
                   "given"),
      time_row<S>(),
      {{.name = "c", .type = ParamType::Number, .placeholder = "X", .doc = "UCB exploration"},
       [](D& d, const ParamValue& v) { d.settings.exploration = v.number; },
       [](const D& d) { return ParamValue{.number = d.settings.exploration}; }},
      policy_row<S>(),
      {{.name = "others", .type = ParamType::Choice, .placeholder = "",
        .doc = "policy: the other seats play the policy in their sampled hands; tree: every seat's decisions "
               "in the tree (plain SO-ISMCTS); mix: each iteration draws every other seat's policy from the "
               "game's named players",
        .choices = {"policy", "tree", "mix"}},
       [](D& d, const ParamValue& v) {
         d.choices.others = v.text;
         d.settings.others_by_policy = v.text != "tree";
       },
       [](const D& d) { return ParamValue{.text = d.choices.others}; }},
      mix_row<S>(),
      flag_row<S, &S::partner_by_policy>(
          "partner",
          "with others=mix or mix=: the searcher's own side plays the policy in the rollouts, only the opponents are "
          "drawn",
          kTwoSided),
      flag_row<S, &S::side_draw>("side",
                                 "with others=mix or mix=: one player drawn an iteration for every drawn seat (the "
                                 "opposing side plays as one), not one a seat"),
      flag_row<S, &S::robust>("robust",
                              "with side=1: the root move whose worst mean over the drawn players is best, among "
                              "those visited at least half as often as the most visited"),
      z_row<S>(),
      {{.name = "trees", .type = ParamType::Count, .placeholder = "K",
        .doc = "independent trees on as many threads sharing the iterations, merged at the root", .low = 1,
        .high = 64},
       [](D& d, const ParamValue& v) { d.settings.trees = static_cast<int>(v.number); },
       [](const D& d) { return ParamValue{.number = static_cast<double>(d.settings.trees)}; }},
      {{.name = "prior", .type = ParamType::Number, .placeholder = "X",
        .doc = "a progressive bias toward the front of the game's shortlist (0: none)"},
       [](D& d, const ParamValue& v) { d.settings.prior = v.number; },
       [](const D& d) { return ParamValue{.number = d.settings.prior}; }},
  };
}

inline std::vector<ParamRow<IsmctsSettings>> ismcts_world_rows() {
  using D = SearchDraft<IsmctsSettings>;
  return {
      {{.name = "beliefs", .type = ParamType::Number, .placeholder = "L",
        .doc = "worlds weighted by L for each play of another seat that the policy would have made otherwise "
               "(1: uniform worlds)",
        .low = 0, .high = 1, .above_low = true, .needs = kBeliefs},
       [](D& d, const ParamValue& v) { d.settings.mismatch = v.number; },
       [](const D& d) { return ParamValue{.number = d.settings.mismatch}; }},
      {{.name = "model", .type = ParamType::Player, .placeholder = "P",
        .doc = "with beliefs=: the player replayed to weigh the worlds (default: the policy)", .needs = kBeliefs},
       [](D& d, const ParamValue& v) { d.choices.model = v.text; },
       [](const D& d) { return ParamValue{.unset = d.choices.model.empty(), .text = d.choices.model}; }},
      {{.name = "allies", .type = ParamType::Number, .placeholder = "L",
        .doc = "with beliefs=: the factor for the plays of the searcher's own side (default: beliefs=' L)",
        .low = 0, .high = 1, .above_low = true, .needs = kBeliefs | kTwoSided},
       [](D& d, const ParamValue& v) { d.settings.ally_mismatch = v.number; },
       [](const D& d) {
         return ParamValue{.number = d.settings.ally_mismatch, .unset = d.settings.ally_mismatch < 0};
       }},
      {{.name = "hands", .type = ParamType::Number, .placeholder = "W",
        .doc = "worlds weighted by the game's learned hand model raised to the power W (0: off); not with "
               "styles=1",
        .needs = kHandModel},
       [](D& d, const ParamValue& v) { d.settings.hands = v.number; },
       [](const D& d) { return ParamValue{.number = d.settings.hands}; }},
      {{.name = "pool", .type = ParamType::Count, .placeholder = "N",
        .doc = "with beliefs= or hands=: the worlds drawn and weighted a decision", .low = 1, .high = 100000,
        .needs = kBeliefs},
       [](D& d, const ParamValue& v) { d.settings.pool = static_cast<int>(v.number); },
       [](const D& d) { return ParamValue{.number = static_cast<double>(d.settings.pool)}; }},
      {{.name = "moves", .type = ParamType::Count, .placeholder = "N",
        .doc = "with beliefs= or hands=: the pool resampled by weight and each world moved N times by "
               "exchanges of hidden cards",
        .low = 0, .high = 10000, .needs = kBeliefs | kExchanges},
       [](D& d, const ParamValue& v) { d.settings.moves = static_cast<int>(v.number); },
       [](const D& d) { return ParamValue{.number = static_cast<double>(d.settings.moves)}; }},
      flag_row<IsmctsSettings, &IsmctsSettings::carry>(
          "carry", "with beliefs= or hands=: each seat's worlds carried from its previous decision of the deal",
          kBeliefs | kCarries),
      flag_row<IsmctsSettings, &IsmctsSettings::infer_styles>(
          "styles", "with beliefs= and others=mix or mix=: each other seat's style inferred from its plays", kBeliefs),
  };
}

inline std::vector<ParamRow<IsmctsSettings>> ismcts_endgame_rows() {
  using D = SearchDraft<IsmctsSettings>;
  return {
      {{.name = "endgame", .type = ParamType::Count, .placeholder = "N",
        .doc = "when at most N cards are held in all, each candidate solved exactly (alpha-beta) (0: never)",
        .low = 0, .high = 1000, .needs = kTwoSided},
       [](D& d, const ParamValue& v) { d.settings.endgame = static_cast<int>(v.number); },
       [](const D& d) { return ParamValue{.number = static_cast<double>(d.settings.endgame)}; }},
      {{.name = "endgame_worlds", .type = ParamType::Count, .placeholder = "W",
        .doc = "with endgame=: the sampled worlds each candidate is solved in", .low = 1, .high = 100000,
        .needs = kTwoSided},
       [](D& d, const ParamValue& v) { d.settings.endgame_worlds = static_cast<int>(v.number); },
       [](const D& d) { return ParamValue{.number = static_cast<double>(d.settings.endgame_worlds)}; }},
      {{.name = "endgame_nodes", .type = ParamType::Count, .placeholder = "L",
        .doc = "with endgame=: at most L positions a solve", .low = 1, .high = 100000000, .needs = kTwoSided},
       [](D& d, const ParamValue& v) { d.settings.endgame_nodes = static_cast<long>(v.number); },
       [](const D& d) { return ParamValue{.number = static_cast<double>(d.settings.endgame_nodes)}; }},
      {{.name = "cut", .type = ParamType::Count, .placeholder = "N",
        .doc = "each rollout stopped after N moves and the rest of the episode estimated by the game's learned "
               "value (0: at the leaf; default: full rollouts)",
        .low = 0, .high = 100000, .needs = kValueModel},
       [](D& d, const ParamValue& v) { d.settings.cut = static_cast<int>(v.number); },
       [](const D& d) { return ParamValue{.number = static_cast<double>(d.settings.cut), .unset = d.settings.cut < 0}; }},
      win_row<IsmctsSettings>(),
  };
}

// Worlds weighed by the evidence of the plays: by beliefs= or by the hand model.
inline bool weighs_worlds(const IsmctsSettings& s) { return s.mismatch < 1.0 || s.hands > 0; }

inline std::vector<SpecRule<IsmctsSettings>> ismcts_rules() {
  using D = SearchDraft<IsmctsSettings>;
  return {
      {[](const D& d, unsigned) { return !d.choices.mix.empty() && d.choices.others == "tree"; },
       "mix= draws the others' policies: not with others=tree"},
      {[](const D& d, unsigned a) { return d.settings.mismatch < 1.0 && !(a & kBeliefs); },
       "this game has no beliefs from plays (beliefs=)"},
      {[](const D& d, unsigned a) { return d.settings.hands > 0 && (!(a & kHandModel) || d.settings.infer_styles); },
       "hands=W weighs worlds by the game's learned hand model: it needs a game that has one, and no styles=1"},
      {[](const D& d, unsigned a) {
         return d.settings.moves > 0 && (!weighs_worlds(d.settings) || !(a & kExchanges));
       },
       "moves=N moves the worlds toward the plays' evidence: it needs beliefs= or hands=, and a game that can "
       "exchange hidden cards"},
      {[](const D& d, unsigned a) {
         return d.settings.carry && (!weighs_worlds(d.settings) || !(a & kCarries));
       },
       "carry=1 carries each seat's worlds from its previous decision: it needs beliefs= or hands=, and a game that "
       "can carry hidden cards forward"},
      {[](const D& d, unsigned) {
         const bool drawn = !d.choices.mix.empty() || d.choices.others == "mix";
         return d.settings.infer_styles && (d.settings.mismatch >= 1.0 || !drawn);
       },
       "styles=1 infers the others' styles from their plays: it needs beliefs= and others=mix or mix="},
      {[](const D& d, unsigned) {
         const bool drawn = !d.choices.mix.empty() || d.choices.others == "mix";
         return d.settings.partner_by_policy && (!drawn || d.settings.infer_styles);
       },
       "partner=1 keeps the searcher's side out of the drawn policies: it needs others=mix or mix=, and no "
       "styles=1"},
      {[](const D& d, unsigned) {
         const bool drawn = !d.choices.mix.empty() || d.choices.others == "mix";
         return d.settings.side_draw && (!drawn || d.settings.infer_styles);
       },
       "side=1 draws one player for the opposing side: it needs others=mix or mix=, and no styles=1"},
      {[](const D& d, unsigned) { return d.settings.robust && (!d.settings.side_draw || d.settings.confidence > 0); },
       "robust=1 compares the root moves under each drawn player: it needs side=1, and no z="},
      {[](const D& d, unsigned a) { return d.settings.endgame > 0 && !(a & kTwoSided); },
       "this game has no exact endgames (endgame=)"},
      {[](const D& d, unsigned a) { return d.settings.cut >= 0 && !(a & kValueModel); },
       "this game has no learned value (cut=)"},
      {[](const D& d, unsigned) { return !d.choices.model.empty() && (d.settings.mismatch >= 1.0 || d.settings.infer_styles); },
       "model=P is the player whose replay weighs the worlds: it needs beliefs=, and no styles=1 (which replays "
       "the mixture)"},
      {[](const D& d, unsigned a) {
         return d.settings.ally_mismatch > 0 && (d.settings.mismatch >= 1.0 || !(a & kTwoSided));
       },
       "allies=L weighs the decisions of the searcher's own side: it needs beliefs= and a game of two sides"},
  };
}

template <class T>
void append(std::vector<T>& to, std::vector<T> more) {
  for (T& item : more) to.push_back(std::move(item));
}

}  // namespace kinds

inline const SearchKind<PimcSettings>& pimc_kind() {
  using S = PimcSettings;
  using D = SearchDraft<S>;
  static const SearchKind<S> kind{
      "pimc",
      "determinized Monte Carlo: for each world sampled from the mover's knowledge, every candidate move rolled out "
      "to the end of the deal with the policy; the best mean reward wins",
      {kinds::count_row<S>("worlds", 1000000,
                           "the budget a decision in sampled worlds (reproducible on any machine); none when only "
                           "time= is given"),
       kinds::time_row<S>(),
       {{.name = "candidates", .type = ParamType::Count, .placeholder = "N",
         .doc = "at most N candidate moves, from the front of the game's shortlist", .low = 1, .high = 10000},
        [](D& d, const ParamValue& v) { d.settings.max_candidates = static_cast<int>(v.number); },
        [](const D& d) { return ParamValue{.number = static_cast<double>(d.settings.max_candidates)}; }},
       kinds::policy_row<S>(),
       {{.name = "others", .type = ParamType::Choice, .placeholder = "",
         .doc = "policy: the other seats play the policy in their sampled hands; mix: each world draws every "
                "other seat's policy from the game's named players",
         .choices = {"policy", "mix"}},
        [](D& d, const ParamValue& v) { d.choices.others = v.text; },
        [](const D& d) { return ParamValue{.text = d.choices.others}; }},
       kinds::mix_row<S>(), kinds::z_row<S>(), kinds::win_row<S>()},
      {}};
  return kind;
}

inline const SearchKind<IsmctsSettings>& ismcts_kind() {
  static const SearchKind<IsmctsSettings> kind = [] {
    SearchKind<IsmctsSettings> k{
        "ismcts",
        "information-set MCTS: a world sampled per iteration, UCB selection over the mover's own decisions, "
        "rollouts with the policy; the most visited root move",
        kinds::ismcts_budget_rows(), kinds::ismcts_rules()};
    kinds::append(k.params, kinds::ismcts_world_rows());
    kinds::append(k.params, kinds::ismcts_endgame_rows());
    return k;
  }();
  return kind;
}

// "pimc[:worlds=N,time=T,...]": the kind's spec grammar, its parameters in table order.
template <class S>
std::string grammar(const SearchKind<S>& kind) {
  std::string out = std::string(kind.name) + "[:";
  for (std::size_t i = 0; i < kind.params.size(); ++i) {
    const ParamDef& def = kind.params[i].def;
    if (i > 0) out += ',';
    out.append(def.name).append("=");
    if (def.type != ParamType::Choice) out.append(def.placeholder);
    for (std::size_t c = 0; c < def.choices.size(); ++c) out.append(c > 0 ? "|" : "").append(def.choices[c]);
  }
  return out + "]";
}

// Every bot in a few words, for the error messages that do not know the game.
inline std::string bots_summary() {
  return "random, heuristic, the game's named players, strong where the game has one, " + grammar(pimc_kind()) +
         ", " + grammar(ismcts_kind());
}

}  // namespace paiju::search
