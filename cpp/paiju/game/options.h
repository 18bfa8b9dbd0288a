// Rule options as data: each game declares every option once, in one table (name, type,
// allowed values, doc, how to read and write it in the game's Rules), next to its presets.
// Parsing, validation errors, Game.options, the preset listing, the CLI's option help and the
// options table of docs/rules/<game>.md all come from that table.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "paiju/core/card.h"
#include "paiju/core/errors.h"

namespace paiju::game {

// A value as given by a user: another type (std::monostate) is kept so that the error can say so.
using OptionValue = std::variant<std::monostate, bool, long long, std::string>;

// Ranks: a set of ranks written as their characters in natural order ("5TK"; "" for none).
enum class OptionType { Bool, Int, Choice, Rank, Ranks };

template <class Rules>
struct Option {
  std::string_view name;
  OptionType type;
  std::string_view doc;
  long long low = 0, high = 0;              // Int: inclusive range
  std::vector<std::string_view> choices;    // Choice: the allowed strings
  std::string_view allowed = {};            // overrides the generated "allowed values" text
  OptionValue (*get)(const Rules&) = nullptr;
  // Writes a value already checked against the type and range; may still refuse one (throwing
  // InvalidOptionError) when a rule forbids values inside the range.
  void (*set)(Rules&, const OptionValue&) = nullptr;
  // The value a record written before this option existed implies (it reproduces the old
  // behaviour); std::monostate when the option is as old as the record format.
  OptionValue absent_from_record = std::monostate{};
};

template <class Rules>
struct Preset {
  std::string_view name;
  Rules (*make)();
  std::string_view doc;
};

inline std::string quote(std::string_view text) {
  std::string out(1, '\'');
  out.append(text);
  out.push_back('\'');
  return out;
}

template <class Rules>
std::string allowed_text(const Option<Rules>& option) {
  if (!option.allowed.empty()) return std::string(option.allowed);
  switch (option.type) {
    case OptionType::Bool: return "True or False";
    case OptionType::Int: return "an int from " + std::to_string(option.low) + " to " + std::to_string(option.high);
    case OptionType::Rank: return "a rank '2'..'9', 'T' (or 10), 'J', 'Q', 'K', 'A'";
    case OptionType::Ranks: return "ranks as a string such as '5TK' (each of 23456789TJQKA at most once; '' for none)";
    case OptionType::Choice: {
      std::string out;
      for (std::size_t i = 0; i < option.choices.size(); ++i) {
        if (i > 0) out.append(i + 1 == option.choices.size() ? " or " : ", ");
        out.append(quote(option.choices[i]));
      }
      return out;
    }
  }
  return "?";
}

// A rank option's text or int as a canonical rank character, or "" when it is not one.
inline std::string canonical_rank(const OptionValue& value) {
  if (const auto* number = std::get_if<long long>(&value)) {
    if (*number >= 2 && *number <= 10) return std::string(1, kRankChars[static_cast<std::size_t>(*number - 2)]);
    return "";
  }
  if (const auto* text = std::get_if<std::string>(&value)) {
    if (*text == "10") return "T";
    if (text->size() == 1) {
      char c = (*text)[0];
      if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
      if (kRankChars.find(c) != std::string_view::npos) return std::string(1, c);
    }
  }
  return "";
}

// A ranks option's text in canonical form (distinct ranks in natural order, upper case), or
// nullopt when it is not a string of distinct rank characters.
inline std::optional<std::string> canonical_ranks(const OptionValue& value) {
  const auto* text = std::get_if<std::string>(&value);
  if (!text) return std::nullopt;
  bool seen[kNumRanks] = {};
  for (char c : *text) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    const auto rank = kRankChars.find(c);
    if (rank == std::string_view::npos || seen[rank]) return std::nullopt;
    seen[rank] = true;
  }
  std::string out;
  for (int r = 0; r < kNumRanks; ++r) {
    if (seen[r]) out.push_back(kRankChars[static_cast<std::size_t>(r)]);
  }
  return out;
}

inline int rank_index(const OptionValue& value) {
  return static_cast<int>(kRankChars.find(std::get<std::string>(value)[0]));
}

template <class Rules>
class OptionTable {
 public:
  OptionTable(std::string_view title, std::vector<Option<Rules>> options, std::vector<Preset<Rules>> presets)
      : title_(title), options_(std::move(options)), presets_(std::move(presets)) {}

  const std::vector<Option<Rules>>& options() const { return options_; }
  const std::vector<Preset<Rules>>& presets() const { return presets_; }
  std::string_view default_preset() const { return presets_.front().name; }

  Rules preset(std::string_view name) const {
    for (const auto& p : presets_) {
      if (p.name == name) return p.make();
    }
    std::string names;
    for (const auto& p : presets_) {
      if (!names.empty()) names.append(", ");
      names.append(quote(p.name));
    }
    throw InvalidOptionError("unknown " + std::string(title_) + " preset " + quote(name) + " (presets: " + names + ")");
  }

  // Sets one option; `shown` is how the user wrote the value (for the error message).
  void set(Rules& rules, std::string_view name, OptionValue value, const std::string& shown) const {
    const Option<Rules>& option = find(name);
    const auto refuse = [&] {
      throw InvalidOptionError("option " + std::string(option.name) + " must be " + allowed_text(option) + ", got " + shown);
    };
    switch (option.type) {
      case OptionType::Bool:
        if (!std::holds_alternative<bool>(value)) refuse();
        break;
      case OptionType::Int: {
        const auto* number = std::get_if<long long>(&value);
        if (!number || *number < option.low || *number > option.high) refuse();
        break;
      }
      case OptionType::Choice: {
        const auto* text = std::get_if<std::string>(&value);
        bool found = false;
        for (auto choice : option.choices) found = found || (text && *text == choice);
        if (!found) refuse();
        break;
      }
      case OptionType::Rank: {
        const std::string rank = canonical_rank(value);
        if (rank.empty()) refuse();
        value = rank;
        break;
      }
      case OptionType::Ranks: {
        const auto ranks = canonical_ranks(value);
        if (!ranks) refuse();
        value = *ranks;
        break;
      }
    }
    option.set(rules, value);
  }

  const Option<Rules>& find(std::string_view name) const {
    for (const auto& option : options_) {
      if (option.name == name) return option;
    }
    std::string names;
    for (const auto& option : options_) {
      if (!names.empty()) names.append(", ");
      names.append(option.name);
    }
    throw InvalidOptionError("unknown " + std::string(title_) + " option " + quote(name) + " (options: " + names + ")");
  }

 private:
  std::string_view title_;
  std::vector<Option<Rules>> options_;
  std::vector<Preset<Rules>> presets_;
};

}  // namespace paiju::game
