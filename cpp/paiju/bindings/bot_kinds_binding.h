// The bot kinds of a game for Python (paiju.bots.kinds, `paiju bots`, the web page, the docs'
// check): every kind with its parameters from the tables of search/bot_kinds.h, and the spec
// reader of search/bot_spec.h, bound into each game's module by bind_game.
#pragma once

#include <pybind11/pybind11.h>

#include <cmath>
#include <string>

#include "paiju/bindings/bindings.h"
#include "paiju/search/factory.h"

namespace paiju::bindings {

// A parameter's value as Python has it: int, bool, float, str, a list of names, or None (unset).
inline py::object param_value(const search::ParamDef& def, const search::ParamValue& value) {
  using search::ParamType;
  if (value.unset) return py::none();
  switch (def.type) {
    case ParamType::Count: return py::int_(static_cast<long long>(value.number));
    case ParamType::Flag: return py::bool_(value.number == 1);
    case ParamType::Number:
    case ParamType::Seconds: return py::float_(value.number);
    case ParamType::Choice:
    case ParamType::Player: return py::str(value.text);
    case ParamType::Players: return py::cast(value.names);
  }
  return py::none();
}

inline py::object param_bound(const search::ParamDef& def, double bound) {
  if (std::isinf(bound) || def.type == search::ParamType::Choice || def.type == search::ParamType::Player ||
      def.type == search::ParamType::Players) {
    return py::none();
  }
  if (def.type == search::ParamType::Count || def.type == search::ParamType::Flag) {
    return py::int_(static_cast<long long>(bound));
  }
  return py::float_(bound);
}

inline py::dict param_row(const search::ParamInGame& param) {
  const search::ParamDef& def = *param.def;
  py::dict row;
  row["name"] = std::string(def.name);
  row["type"] = std::string(search::kParamTypeNames[static_cast<int>(def.type)]);
  row["placeholder"] = std::string(def.placeholder);
  row["low"] = param_bound(def, def.low);
  row["high"] = param_bound(def, def.high);
  row["above_low"] = def.above_low;
  py::list choices, needs;
  for (auto choice : def.choices) choices.append(std::string(choice));
  for (const auto& [ability, name] : search::kAbilityNames) {
    if (def.needs & ability) needs.append(std::string(name));
  }
  row["choices"] = choices;
  row["needs"] = needs;
  row["supported"] = param.supported;
  row["default"] = param_value(def, param.default_value);
  row["doc"] = std::string(def.doc);
  return row;
}

// Every kind of bot of the game: name, role, doc, and by role in_mix (a player), spec (a
// setting, strong: what it stands for) or grammar and params (a search bot).
template <class G>
py::list bot_kind_rows() {
  const search::Players<G> players(nullptr);  // their names only: no bot is built
  py::list rows;
  for (const search::BotKind<G>& kind : search::bot_kinds<G, false>(players)) {
    py::dict row;
    row["name"] = std::string(kind.name);
    row["role"] = std::string(search::kBotRoleNames[static_cast<int>(kind.role)]);
    row["doc"] = std::string(kind.doc);
    if (kind.role == search::BotRole::Player) row["in_mix"] = kind.in_mix;
    if (!kind.stands_for.empty()) row["spec"] = std::string(kind.stands_for);
    if (kind.role == search::BotRole::Search) {
      row["grammar"] = kind.grammar();
      py::list params;
      for (const search::ParamInGame& param : kind.params()) params.append(param_row(param));
      row["params"] = params;
    }
    rows.append(row);
  }
  return rows;
}

template <class G>
void bind_bot_kinds(py::module_& m) {
  m.def("_bot_kinds", &bot_kind_rows<G>, "Every kind of bot of the game, with its parameters (search/bot_kinds.h).");
  m.def("_read_bot", [](const py::str& spec, bool any_names) {
    const std::string text = text_of(spec);
    const auto [name, given] = search::read_bot_spec<G>(text, any_names);
    py::dict params;
    for (const search::ParamGiven& param : given) params[py::str(std::string(param.def->name))] = param_value(*param.def, param.value);
    return py::make_tuple(name, params);
  }, py::arg("spec"), py::arg("any_names") = false,
  "A spec read by the one spec reader: (kind, {parameter: value}); InvalidOptionError as make_bot says. "
  "any_names: rollout players not checked against this game's. The rules between parameters are not checked.");
}

}  // namespace paiju::bindings
