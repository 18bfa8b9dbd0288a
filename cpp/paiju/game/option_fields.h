// Rule-option rows (game/options.h) for an option that is one field of the game's Rules: the row's
// reader and writer are generated from the field, so a table names each such option once, with
// its doc and range, instead of writing the same pair of lambdas again. Options that do more than
// store their value (a value that a rule forbids inside the range, a field of another shape)
// keep writing their row by hand.
//
//   bool_option<&Rules::x>(name, doc)                      a bool field
//   int_option<&Rules::x>(name, doc, low, high[, allowed]) an integer field (stored as its type)
//   rank_option<&Rules::x>(name, doc)                      an int field holding one rank (0 = '2')
//   ranks_option<&Rules::x>(name, doc[, allowed])          a std::string field of rank characters
//   choice_option<&Rules::x, kNames>(name, doc)            an enum field whose value i is named kNames[i]
//
// Every builder takes, last, the value a record older than the option implies (absent_from_record,
// std::monostate by default).
#pragma once

#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "paiju/game/options.h"
#include "paiju/core/names.h"

namespace paiju::game {

// The Rules class and the field type of a pointer to a Rules member.
template <class Pointer>
struct FieldOf;
template <class R, class T>
struct FieldOf<T R::*> {
  using Rules = R;
  using Type = T;
};

template <auto Field>
using FieldRules = typename FieldOf<decltype(Field)>::Rules;

template <auto Field>
Option<FieldRules<Field>> bool_option(std::string_view name, std::string_view doc,
                                      OptionValue absent_from_record = std::monostate{}) {
  using R = FieldRules<Field>;
  return Option<R>{name, OptionType::Bool, doc, 0, 0, {}, {},
                   [](const R& r) -> OptionValue { return r.*Field; },
                   [](R& r, const OptionValue& v) { r.*Field = std::get<bool>(v); },
                   std::move(absent_from_record)};
}

template <auto Field>
Option<FieldRules<Field>> int_option(std::string_view name, std::string_view doc, long long low, long long high,
                                     std::string_view allowed = {}, OptionValue absent_from_record = std::monostate{}) {
  using R = FieldRules<Field>;
  using T = typename FieldOf<decltype(Field)>::Type;
  return Option<R>{name, OptionType::Int, doc, low, high, {}, allowed,
                   [](const R& r) -> OptionValue { return static_cast<long long>(r.*Field); },
                   [](R& r, const OptionValue& v) { r.*Field = static_cast<T>(std::get<long long>(v)); },
                   std::move(absent_from_record)};
}

template <auto Field>
Option<FieldRules<Field>> rank_option(std::string_view name, std::string_view doc,
                                      OptionValue absent_from_record = std::monostate{}) {
  using R = FieldRules<Field>;
  using T = typename FieldOf<decltype(Field)>::Type;
  return Option<R>{name, OptionType::Rank, doc, 0, 0, {}, {},
                   [](const R& r) -> OptionValue {
                     return std::string(1, kRankChars[static_cast<std::size_t>(r.*Field)]);
                   },
                   [](R& r, const OptionValue& v) { r.*Field = static_cast<T>(rank_index(v)); },
                   std::move(absent_from_record)};
}

template <auto Field>
Option<FieldRules<Field>> ranks_option(std::string_view name, std::string_view doc, std::string_view allowed = {},
                                       OptionValue absent_from_record = std::monostate{}) {
  using R = FieldRules<Field>;
  return Option<R>{name, OptionType::Ranks, doc, 0, 0, {}, allowed,
                   [](const R& r) -> OptionValue { return r.*Field; },
                   [](R& r, const OptionValue& v) { r.*Field = std::get<std::string>(v); },
                   std::move(absent_from_record)};
}

// `Names`: a static array of the enum's names in the order of its values (the allowed choices,
// in that order).
template <auto Field, const auto& Names>
Option<FieldRules<Field>> choice_option(std::string_view name, std::string_view doc,
                                        OptionValue absent_from_record = std::monostate{}) {
  using R = FieldRules<Field>;
  using E = typename FieldOf<decltype(Field)>::Type;
  return Option<R>{name, OptionType::Choice, doc, 0, 0, std::vector<std::string_view>(std::begin(Names), std::end(Names)),
                   {},
                   [](const R& r) -> OptionValue { return std::string(Names[static_cast<std::size_t>(r.*Field)]); },
                   [](R& r, const OptionValue& v) {
                     const int index = name_index(Names, std::get<std::string>(v));
                     if (index >= 0) r.*Field = static_cast<E>(index);  // the table checked the choice
                   },
                   std::move(absent_from_record)};
}

}  // namespace paiju::game
