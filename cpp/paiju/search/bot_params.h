// The parameters of a search bot's spec as data, as game/options.h does for rule options: each
// parameter is one row (name, type, range, doc, what it needs of a game, how to write it into
// the settings and read its default back). The tables are in bot_kinds.h; the one reader of
// the spec grammar is bot_spec.h.
#pragma once

#include <limits>
#include <utility>
#include <string>
#include <string_view>
#include <vector>

namespace paiju::search {

// Count and Flag: integers from low to high (a flag 0 or 1); Number and Seconds: numbers from
// low to high (Seconds also "50ms", "2s"); Choice: one of `choices`; Player: a rule-based player
// by name or "random"; Players: several such names joined by '+'.
enum class ParamType { Count, Flag, Number, Seconds, Choice, Player, Players };

inline constexpr std::string_view kParamTypeNames[] = {"count", "flag", "number", "seconds", "choice", "player",
                                                       "players"};

// What a game may provide for a parameter to act (the concepts of beliefs.h and endgame.h).
enum Ability : unsigned {
  kBeliefs = 1,    // RewindsWorlds: worlds weighted by the other seats' plays
  kHandModel = 2,  // PredictsHands: a learned hand model
  kExchanges = 4,  // ExchangesHidden: worlds moved by exchanges of hidden cards
  kCarries = 8,    // CarriesHidden: worlds carried from one decision to the next
  kTwoSided = 16,  // TwoSided: two sides, exact endgames
  kValueModel = 32,  // EstimatesValue: a learned value of a world
};

inline constexpr std::pair<Ability, std::string_view> kAbilityNames[] = {
    {kBeliefs, "beliefs from plays"}, {kHandModel, "a learned hand model"},
    {kExchanges, "exchanges of hidden cards"}, {kCarries, "hidden cards carried forward"}, {kTwoSided, "two sides"},
    {kValueModel, "a learned value"}};

inline constexpr double kUnbounded = std::numeric_limits<double>::infinity();

struct ParamDef {
  std::string_view name{};
  ParamType type = ParamType::Number;
  std::string_view placeholder{};  // in the grammar: "N" of iterations=N (a Choice shows its choices)
  std::string_view doc{};
  double low = 0, high = kUnbounded;
  bool above_low = false;                 // Number, Seconds: low itself refused
  std::vector<std::string_view> choices{};  // Choice
  unsigned needs = 0;                     // Ability flags the game must have for it to act
};

// A parameter's value: `number` (Count, Flag, Number, Seconds), `text` (Choice, Player) or
// `names` (Players); `unset` only for a default.
struct ParamValue {
  double number = 0.0;
  bool unset = false;  // a default that is no value (no time limit, no mix): the doc says what then
  std::string text{};
  std::vector<std::string> names{};
};

// What a search spec chose by name, resolved to the game's policies when the bot is built.
struct SearchChoices {
  std::string policy = "heuristic";
  std::string others = "policy";
  std::vector<std::string> mix;  // empty: not given
  std::string model;             // the beliefs' model of the other seats; empty: the policy
  bool count_given = false;      // the iteration (or world) budget given, not only a time
};

template <class Settings>
struct SearchDraft {
  Settings settings;
  SearchChoices choices;
};

template <class Settings>
struct ParamRow {
  ParamDef def;
  // Writes a value already checked against the type and range.
  void (*set)(SearchDraft<Settings>&, const ParamValue&);
  ParamValue (*get)(const SearchDraft<Settings>&);
};

// A rule between parameters, or between a parameter and the game: `broken` says when the
// spec is refused, `why` what the error says.
template <class Settings>
struct SpecRule {
  bool (*broken)(const SearchDraft<Settings>&, unsigned abilities);
  std::string_view why;
};

template <class Settings>
struct SearchKind {
  std::string_view name;
  std::string_view doc;
  std::vector<ParamRow<Settings>> params;
  std::vector<SpecRule<Settings>> rules;
};

}  // namespace paiju::search
