#include "paiju/bindings/guandan_convert.h"

#include <string>

#include "paiju/core/errors.h"
#include "paiju/core/notation.h"

namespace paiju::bindings::guandan_convert {
namespace {

constexpr const char* kOptionNames =
    "full_house_joker_pair, streak_bonus, a_fail_limit, a_fail_counts, target_level, max_deals, "
    "double_tribute_tie, return_max, scoring";

bool to_bool_option(const char* name, const py::handle& value) {
  if (!py::isinstance<py::bool_>(value)) {
    throw InvalidOptionError(std::string("option ") + name + " must be True or False, got " + repr_of(value));
  }
  return value.cast<bool>();
}

long long to_int_option(const char* name, const py::handle& value, long long low, long long high, const char* allowed) {
  if (py::isinstance<py::int_>(value) && !py::isinstance<py::bool_>(value)) {
    const long long v = value.cast<long long>();
    if (v >= low && v <= high) return v;
  }
  throw InvalidOptionError(std::string("option ") + name + " must be " + allowed + ", got " + repr_of(value));
}

std::string to_choice(const char* name, const py::handle& value, std::initializer_list<const char*> choices) {
  if (py::isinstance<py::str>(value)) {
    const std::string text = value.cast<std::string>();
    for (const char* choice : choices) {
      if (text == choice) return text;
    }
  }
  std::string allowed;
  for (const char* choice : choices) allowed += std::string(allowed.empty() ? "" : " or ") + "'" + choice + "'";
  throw InvalidOptionError(std::string("option ") + name + " must be " + allowed + ", got " + repr_of(value));
}

void apply_option(Rules& rules, const std::string& name, const py::handle& value) {
  if (name == "full_house_joker_pair") {
    rules.full_house_joker_pair = to_bool_option("full_house_joker_pair", value);
  } else if (name == "streak_bonus") {
    rules.streak_bonus = to_bool_option("streak_bonus", value);
  } else if (name == "a_fail_limit") {
    rules.a_fail_limit = static_cast<int>(to_int_option("a_fail_limit", value, 0, 100, "an int from 0 (never) to 100"));
  } else if (name == "a_fail_counts") {
    rules.a_fail_counts = to_choice("a_fail_counts", value, {"any", "partner_last"}) == "any"
                              ? guandan::AFailCounts::Any : guandan::AFailCounts::PartnerLast;
  } else if (name == "target_level") {
    rules.target_level = to_rank(value, "option target_level");
  } else if (name == "max_deals") {
    rules.max_deals = static_cast<int>(to_int_option("max_deals", value, 0, 30000, "an int from 0 (unlimited) to 30000"));
  } else if (name == "double_tribute_tie") {
    rules.double_tribute_tie =
        to_choice("double_tribute_tie", value, {"next_after_first", "previous_before_first"}) == "next_after_first"
            ? guandan::DoubleTributeTie::NextAfterFirst : guandan::DoubleTributeTie::PreviousBeforeFirst;
  } else if (name == "return_max") {
    const long long v = to_int_option("return_max", value, 0, 14, "0 (any card) or a rank value 2..14 (A = 14)");
    if (v == 1) throw InvalidOptionError("option return_max must be 0 (any card) or a rank value 2..14 (A = 14), got 1");
    rules.return_max = static_cast<int>(v);
  } else if (name == "scoring") {
    rules.scoring = to_choice("scoring", value, {"levels", "none"}) == "levels" ? guandan::Scoring::Levels
                                                                                : guandan::Scoring::None;
  } else {
    throw InvalidOptionError("unknown Guandan option '" + name + "' (options: " + kOptionNames + ")");
  }
}

}  // namespace

std::string repr_of(const py::handle& obj) { return py::repr(obj).cast<std::string>(); }
std::string rank_text(int rank) { return std::string(1, kRankChars[rank]); }

int to_rank(const py::handle& obj, const char* what) {
  if (py::isinstance<py::int_>(obj) && !py::isinstance<py::bool_>(obj)) {
    const long long value = obj.cast<long long>();
    if (value >= 2 && value <= 10) return static_cast<int>(value - 2);
  } else if (py::isinstance<py::str>(obj)) {
    std::string text = obj.cast<std::string>();
    if (text == "10") text = "T";
    if (text.size() == 1) {
      char c = text[0];
      if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
      const auto pos = kRankChars.find(c);
      if (pos != std::string_view::npos) return static_cast<int>(pos);
    }
  }
  throw InvalidOptionError(std::string(what) + " must be one of '2'..'9', 'T' (or 10), 'J', 'Q', 'K', 'A'; got " +
                           repr_of(obj));
}

Level to_level(const py::handle& obj) { return Level{to_rank(obj, "level")}; }

Rules to_rules(const std::string& preset, const py::dict& options) {
  Rules rules;
  if (preset == "competition") rules = guandan::competition_rules();
  else if (preset == "suqian") rules = guandan::suqian_rules();
  else throw InvalidOptionError("unknown Guandan preset '" + preset + "' (presets: 'competition', 'suqian')");
  for (const auto& [name, value] : options) apply_option(rules, py::str(name), value);
  return rules;
}

Rules to_rules(const py::kwargs& options) { return to_rules("competition", options); }

py::dict rules_to_dict(const Rules& rules) {
  py::dict out;
  out["full_house_joker_pair"] = rules.full_house_joker_pair;
  out["streak_bonus"] = rules.streak_bonus;
  out["a_fail_limit"] = rules.a_fail_limit;
  out["a_fail_counts"] = rules.a_fail_counts == guandan::AFailCounts::Any ? "any" : "partner_last";
  out["target_level"] = rank_text(rules.target_level);
  out["max_deals"] = rules.max_deals;
  out["double_tribute_tie"] = rules.double_tribute_tie == guandan::DoubleTributeTie::NextAfterFirst
                                  ? "next_after_first" : "previous_before_first";
  out["return_max"] = rules.return_max;
  out["scoring"] = rules.scoring == guandan::Scoring::Levels ? "levels" : "none";
  return out;
}

CardSet to_hand(const py::handle& obj) {
  const CardSet hand = to_card_set(obj);
  if (hand.size() > kMaxHandSize) {
    throw InvalidCardError("a Guandan hand holds at most 27 cards, got " + std::to_string(hand.size()));
  }
  return hand;
}

Move to_move(const py::handle& obj) {
  if (py::isinstance<Move>(obj)) return obj.cast<Move>();
  if (py::isinstance<py::str>(obj)) return guandan::parse_move(obj.cast<std::string>());
  if (py::isinstance<py::sequence>(obj) && py::len(obj) == 3) {
    const py::sequence triple = py::reinterpret_borrow<py::sequence>(obj);
    if (!py::isinstance<py::str>(triple[0]) || !py::isinstance<py::str>(triple[1])) {
      throw IllegalMoveError("a platform move is [type, rank, cards] with string type and rank, got " + repr_of(obj));
    }
    const py::object cards_obj = triple[2];
    const bool pass_cards = py::isinstance<py::str>(cards_obj) && cards_obj.cast<std::string>() == "PASS";
    const CardSet cards = pass_cards ? CardSet() : to_card_set(cards_obj);
    return guandan::make_move(triple[0].cast<std::string>(), triple[1].cast<std::string>(), cards);
  }
  throw IllegalMoveError("expected a Move, a move string or [type, rank, cards], got " + repr_of(obj));
}

void require_valid_reading(const Move& move, Level level, const Rules& rules) {
  if (!guandan::is_valid_reading(move, level, rules)) {
    throw IllegalMoveError("'" + guandan::format_move(move) + "' is not a valid Guandan combination at level " +
                           rank_text(level.rank));
  }
}

py::list platform_of(const Move& move) {
  py::list out;
  if (move.is_pass()) {
    for (int i = 0; i < 3; ++i) out.append("PASS");
    return out;
  }
  out.append(std::string(guandan::type_name(move.type)));
  out.append(guandan::rank_name(move));
  py::list cards;
  move.cards.for_each_card([&](int kind) { cards.append(format_card(kind)); });
  out.append(cards);
  return out;
}

}  // namespace paiju::bindings::guandan_convert
