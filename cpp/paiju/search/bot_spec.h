// The one reader of the bot spec grammar, `kind[:key=value,...]`: the kind's name, its
// parameters as given, each value read by its type in the kinds' tables (bot_kinds.h), and the
// rules between them. Every mistake is an InvalidOptionError naming the spec and what is wrong.
#pragma once

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "paiju/core/errors.h"
#include "paiju/search/bot_kinds.h"

namespace paiju::search {

struct SpecParam {
  std::string key, value;
};

struct BotSpec {
  std::string name;
  std::vector<SpecParam> params;
};

// `bots`: the bots to list (a game's own, where the caller knows the game).
[[noreturn]] inline void bad_spec(std::string_view spec, const std::string& why, const std::string& bots = bots_summary()) {
  throw InvalidOptionError("bot '" + std::string(spec) + "': " + why + " (bots: " + bots + ")");
}

// The kind's name and its key=value parameters (each key at most once), values not yet read.
inline BotSpec parse_bot_spec(std::string_view spec) {
  const auto colon = spec.find(':');
  BotSpec out{std::string(spec.substr(0, colon)), {}};
  std::string_view rest = colon == std::string_view::npos ? std::string_view() : spec.substr(colon + 1);
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const std::string_view item = rest.substr(0, comma);
    const auto eq = item.find('=');
    if (eq == std::string_view::npos || eq == 0) bad_spec(spec, "parameters are key=value");
    const std::string key(item.substr(0, eq));
    for (const SpecParam& given : out.params) {
      if (given.key == key) bad_spec(spec, "parameter '" + key + "' given twice");
    }
    out.params.push_back({key, std::string(item.substr(eq + 1))});
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
  }
  return out;
}

namespace spec_detail {

inline std::string shown(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", v);
  return text;
}

inline double read_number(std::string_view spec, std::string_view key, const std::string& text) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || *end != '\0' || !(v >= 0) || !std::isfinite(v)) {
    bad_spec(spec, std::string(key) + " must be a non-negative (finite) number");
  }
  return v;
}

inline double read_count(std::string_view spec, const ParamDef& def, const std::string& text) {
  const double v = read_number(spec, def.name, text);
  if (v < def.low || v > def.high || v != std::floor(v)) {
    const auto low = static_cast<long long>(def.low), high = static_cast<long long>(def.high);
    bad_spec(spec, std::string(def.name) + " must be an integer from " + std::to_string(low) + " to " +
                       std::to_string(high));
  }
  return v;
}

// Number and Seconds: within [low, high] (low itself refused when above_low).
inline double within_range(std::string_view spec, const ParamDef& def, double v, std::string_view unit) {
  if (v < def.low || (def.above_low && v <= def.low) || v > def.high) {
    bad_spec(spec, std::string(def.name) + (def.above_low ? " must be more than " : " must be between ") +
                       shown(def.low) + (def.above_low ? " and at most " : " and ") + shown(def.high) +
                       std::string(unit));
  }
  return v;
}

// Seconds from "0.05", "50ms", "2s".
inline double read_seconds(std::string_view spec, const ParamDef& def, std::string text) {
  double scale = 1.0;
  if (text.size() > 2 && text.substr(text.size() - 2) == "ms") {
    scale = 1e-3;
    text.resize(text.size() - 2);
  } else if (text.size() > 1 && text.back() == 's') {
    text.pop_back();
  }
  return within_range(spec, def, read_number(spec, def.name, text) * scale, " s");
}

inline std::string read_choice(std::string_view spec, const ParamDef& def, const std::string& text) {
  std::string allowed;
  for (std::size_t i = 0; i < def.choices.size(); ++i) {
    if (def.choices[i] == text) return text;
    if (i > 0) allowed.append(i + 1 == def.choices.size() ? " or " : ", ");
    allowed.append(def.choices[i]);
  }
  bad_spec(spec, std::string(def.name) + " must be " + allowed);
}

// "random" or one of `players` (nullptr: any name, for a spec read without its game).
inline std::string read_player(std::string_view spec, std::string_view name, std::string_view text,
                               const std::vector<std::string>* players) {
  bool known = text == "random" || (players == nullptr && !text.empty());
  for (std::size_t i = 0; players != nullptr && i < players->size(); ++i) known = known || (*players)[i] == text;
  if (!known) bad_spec(spec, std::string(name) + " must be random or a named player (heuristic, ...)");
  return std::string(text);
}

inline std::vector<std::string> read_players(std::string_view spec, std::string_view name, std::string_view text,
                                             const std::vector<std::string>* players) {
  std::vector<std::string> names;
  while (true) {
    const auto plus = text.find('+');
    names.push_back(read_player(spec, name, text.substr(0, plus), players));
    if (plus == std::string_view::npos) return names;
    text = text.substr(plus + 1);
  }
}

}  // namespace spec_detail

// A parameter's value checked against its row: its type, its range.
inline ParamValue read_param(std::string_view spec, const ParamDef& def, const std::string& text,
                             const std::vector<std::string>* players) {
  using namespace spec_detail;
  ParamValue value;
  switch (def.type) {
    case ParamType::Count:
    case ParamType::Flag: value.number = read_count(spec, def, text); break;
    case ParamType::Number: value.number = within_range(spec, def, read_number(spec, def.name, text), ""); break;
    case ParamType::Seconds: value.number = read_seconds(spec, def, text); break;
    case ParamType::Choice: value.text = read_choice(spec, def, text); break;
    case ParamType::Player: value.text = read_player(spec, def.name, text, players); break;
    case ParamType::Players: value.names = read_players(spec, def.name, text, players); break;
  }
  return value;
}

template <class S>
const ParamRow<S>& find_param(std::string_view spec, const SearchKind<S>& kind, const std::string& key) {
  for (const ParamRow<S>& row : kind.params) {
    if (row.def.name == key) return row;
  }
  bad_spec(spec, "unknown parameter '" + key + "'");
}

// A parameter as a spec gives it, read but not yet written into settings.
struct ParamGiven {
  const ParamDef* def;
  ParamValue value;
};

template <class S>
std::vector<ParamGiven> read_given(std::string_view spec, const SearchKind<S>& kind, const std::vector<SpecParam>& given,
                                   const std::vector<std::string>* players) {
  std::vector<ParamGiven> out;
  for (const SpecParam& param : given) {
    const ParamRow<S>& row = find_param(spec, kind, param.key);
    out.push_back({&row.def, read_param(spec, row.def, param.value, players)});
  }
  return out;
}

// A draft with the game's default z (its search confidence) before any parameter is read.
template <class S>
SearchDraft<S> start_draft(double confidence) {
  SearchDraft<S> draft;
  draft.settings.confidence = confidence;
  return draft;
}

// The settings and choices of a search spec of `kind` for a game with `abilities` (Ability
// flags) and rule-based `players`, checked against its rows and rules.
template <class S>
SearchDraft<S> read_search(std::string_view spec, const SearchKind<S>& kind, const std::vector<SpecParam>& given,
                           const std::vector<std::string>* players, double confidence, unsigned abilities) {
  SearchDraft<S> draft = start_draft<S>(confidence);
  for (const SpecParam& param : given) {
    const ParamRow<S>& row = find_param(spec, kind, param.key);
    row.set(draft, read_param(spec, row.def, param.value, players));
  }
  for (const SpecRule<S>& rule : kind.rules) {
    if (rule.broken(draft, abilities)) bad_spec(spec, std::string(rule.why));
  }
  if (draft.settings.budget.seconds > 0 && !draft.choices.count_given) draft.settings.budget.iterations = 0;
  return draft;
}

}  // namespace paiju::search
