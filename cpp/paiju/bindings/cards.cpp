#include <pybind11/numpy.h>
#include <pybind11/operators.h>

#include <string>

#include "paiju/bindings/bindings.h"
#include "paiju/core/errors.h"
#include "paiju/core/notation.h"

namespace paiju::bindings {
namespace {

std::string describe(const py::handle& obj) {
  return py::repr(obj).cast<std::string>() + " (" +
         py::str(py::type::of(obj).attr("__name__")).cast<std::string>() + ")";
}

std::string trimmed(std::string token) {
  const auto first = token.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return {};
  const auto last = token.find_last_not_of(" \t\r\n");
  return token.substr(first, last - first + 1);
}

CardSet from_counts(const py::handle& obj) {
  // Read as numbers first so that a fractional count is refused, not truncated.
  py::array_t<double, py::array::c_style | py::array::forcecast> counts;
  try {
    counts = py::array_t<double, py::array::c_style | py::array::forcecast>::ensure(obj);
  } catch (const py::error_already_set&) {
    counts = {};
  }
  if (!counts || counts.ndim() != 1 || counts.shape(0) != kNumKinds) {
    throw InvalidCardError("counts must be a sequence of 54 integers, got " + describe(obj));
  }
  CardSet set;
  for (int kind = 0; kind < kNumKinds; ++kind) {
    const double value = counts.at(kind);
    if (!(value == 0.0 || value == 1.0 || value == 2.0)) {
      throw InvalidCardError("count of " + format_card(kind) + " is " + py::repr(py::float_(value)).cast<std::string>() +
                             "; each card has 0, 1 or 2 copies");
    }
    for (int i = 0; i < static_cast<int>(value); ++i) set.add(kind);
  }
  return set;
}

int to_kind(const py::handle& obj) {
  if (!py::isinstance<py::str>(obj)) {
    throw InvalidCardError("a card must be a string such as 'SA', got " + describe(obj));
  }
  return parse_card(trimmed(text_of(obj)));
}

}  // namespace

CardSet to_card_set(const py::handle& obj) {
  if (py::isinstance<CardSet>(obj)) return obj.cast<CardSet>();
  if (obj.is_none()) return {};
  if (py::isinstance<py::str>(obj)) return parse_cards(text_of(obj));
  // A dict would iterate its keys only, dropping the counts: not accepted.
  if (py::isinstance<py::bytes>(obj) || py::isinstance<py::dict>(obj) || !py::isinstance<py::iterable>(obj)) {
    throw InvalidCardError("expected cards as a string, a list of card strings or Cards, got " +
                           describe(obj));
  }
  CardSet set;
  for (const py::handle item : obj) {
    if (!py::isinstance<py::str>(item)) {
      throw InvalidCardError("card tokens must be strings, got " + describe(item));
    }
    add_card_token(set, trimmed(text_of(item)));
  }
  return set;
}

namespace {

// What a Cards holds: copies per kind and per rank, its cards, its text and hash.
void bind_card_views(py::class_<CardSet>& cls) {
  cls
      .def("counts",
           [](const CardSet& set) {
             py::array_t<std::uint8_t> out(kNumKinds);
             auto view = out.mutable_unchecked<1>();
             for (int kind = 0; kind < kNumKinds; ++kind) view(kind) = static_cast<std::uint8_t>(set.count(kind));
             return out;
           },
           "Copies per kind as a numpy uint8 array of 54, in canonical kind order.")
      .def("rank_counts",
           [](const CardSet& set) {
             py::array_t<std::uint8_t> out(kNumRankSlots);
             auto view = out.mutable_unchecked<1>();
             const RankCounts counts = set.rank_counts();
             for (int slot = 0; slot < kNumRankSlots; ++slot) view(slot) = static_cast<std::uint8_t>(counts[slot]);
             return out;
           },
           "Cards per rank as a numpy uint8 array of 15: ranks 2..A, then SB, then HR.")
      .def("count", [](const CardSet& set, const py::handle& card) { return set.count(to_kind(card)); },
           py::arg("card"), "Copies (0..2) of one card, e.g. cards.count('SA').")
      .def("__len__", &CardSet::size)
      .def("__contains__", [](const CardSet& set, const py::handle& card) { return set.contains(to_kind(card)); })
      .def("__iter__",
           [](const CardSet& set) {
             py::list names;
             set.for_each_card([&](int kind) { names.append(format_card(kind)); });
             return py::iter(names);
           })
      .def("__str__", [](const CardSet& set) { return format_cards(set); })
      .def("__repr__", [](const CardSet& set) { return "Cards('" + format_cards(set) + "')"; })
      .def("__hash__", [](const CardSet& set) { return static_cast<py::ssize_t>(set.hash() >> 1); });
}

// Counter-like set operations and inclusion comparisons.
void bind_card_operators(py::class_<CardSet>& cls) {
  cls
      .def(py::self == py::self)
      .def(py::self != py::self)
      .def(py::self | py::self)
      .def(py::self & py::self)
      .def(py::self - py::self)
      .def("__add__",
           [](const CardSet& a, const CardSet& b) {
             if (!a.can_add(b)) {
               std::string offending;
               a.for_each_kind([&](int kind, int copies) {
                 if (offending.empty() && copies + b.count(kind) > kMaxCopies) offending = format_card(kind);
               });
               throw InvalidCardError("adding these cards makes a third copy of '" + offending + "'");
             }
             return a + b;
           },
           py::is_operator())
      .def("__le__", [](const CardSet& a, const CardSet& b) { return b.includes(a); }, py::is_operator())
      .def("__ge__", [](const CardSet& a, const CardSet& b) { return a.includes(b); }, py::is_operator())
      .def("__lt__", [](const CardSet& a, const CardSet& b) { return b.includes(a) && a != b; }, py::is_operator())
      .def("__gt__", [](const CardSet& a, const CardSet& b) { return a.includes(b) && a != b; }, py::is_operator());
}

}  // namespace

void bind_cards(py::module_& m) {
  py::class_<CardSet> cls(m, "Cards", R"doc(
An immutable multiset of cards from two decks (0, 1 or 2 copies of each of the 54 kinds).

Build it from a string ``Cards('SA HT SB HR')``, a list of card strings, or nothing (empty).
Cards use the platform notation: suit ``S H C D`` + rank ``2-9 T J Q K A``, small joker ``SB``,
big joker ``HR``; parsing also accepts lower case, ``10``, ``♠♥♣♦`` and ``小王``/``大王``.
Set operations follow ``collections.Counter``: ``|`` keeps the larger count, ``&`` the smaller,
``-`` subtracts down to zero, ``+`` adds (a third copy raises InvalidCardError).
Iteration yields canonical card strings in canonical order (ranks 2..A, suits S H C D, then
SB, HR), one per card.)doc");
  cls.def(py::init([](const py::object& cards) { return to_card_set(cards); }),
          py::arg("cards") = py::none())
      .def_static("parse", [](const py::object& cards) { return to_card_set(cards); },
                  py::arg("cards"), "Parse cards from a string or a list of card strings.")
      .def_static("from_counts", &from_counts, py::arg("counts"),
                  "Build from 54 per-kind counts (0..2), in canonical kind order.");
  bind_card_views(cls);
  bind_card_operators(cls);
  cls
      .def(py::pickle([](const CardSet& set) { return py::make_tuple(set.once_bits(), set.twice_bits()); },
                      [](const py::tuple& state) {
                        const auto once = state[0].cast<std::uint64_t>();
                        const auto twice = state[1].cast<std::uint64_t>();
                        if ((twice & ~once) != 0 || (once & ~CardSet::kAllKinds) != 0) {
                          throw InvalidCardError("corrupt pickled Cards");
                        }
                        return CardSet::from_words(once, twice);
                      }));

  py::tuple kinds(kNumKinds);
  for (int kind = 0; kind < kNumKinds; ++kind) kinds[kind] = format_card(kind);
  m.attr("CARD_KINDS") = kinds;
}

}  // namespace paiju::bindings
