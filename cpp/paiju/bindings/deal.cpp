#include "paiju/core/deal.h"

#include <string>

#include "paiju/bindings/bindings.h"
#include "paiju/core/errors.h"

namespace paiju::bindings {

// A seed: a Python int, or an integer of another type that converts exactly (a numpy integer,
// through __index__); never a bool or a float.
std::uint64_t to_seed(const py::handle& obj) {
  py::object integer;
  if (py::isinstance<py::int_>(obj) && !py::isinstance<py::bool_>(obj)) {
    integer = py::reinterpret_borrow<py::object>(obj);
  } else if (!py::isinstance<py::bool_>(obj) && !py::isinstance<py::float_>(obj)) {
    integer = py::reinterpret_steal<py::object>(PyNumber_Index(obj.ptr()));  // numpy bools refuse __index__
    if (!integer) PyErr_Clear();
  }
  if (!integer) {
    throw InvalidOptionError("seed must be an int in [0, 2**64), got " +
                             py::repr(obj).cast<std::string>());
  }
  const py::int_ value = py::reinterpret_borrow<py::int_>(integer);
  if (value < py::int_(0) || value >= py::int_(py::int_(1).attr("__lshift__")(64))) {
    throw InvalidOptionError("seed must be an int in [0, 2**64), got " +
                             py::repr(obj).cast<std::string>());
  }
  return value.cast<std::uint64_t>();
}

void bind_deal(py::module_& m) {
  m.def(
      "deal",
      [](const py::object& seed, const py::object& kitty_obj) {
        const auto kitty = int_within(kitty_obj, 0, kDeckSize);
        if (!kitty || !valid_kitty_size(static_cast<int>(*kitty))) {
          throw InvalidOptionError("kitty must leave a deck that splits evenly into four hands "
                                   "(0, 4, 8, ...), got " + repr_of(kitty_obj));
        }
        const Deal deal = deal_cards(to_seed(seed), static_cast<int>(*kitty));
        py::list hands;
        for (const CardSet& hand : deal.hands) hands.append(hand);
        return py::make_tuple(hands, deal.kitty);
      },
      py::arg("seed"), py::arg("kitty") = 0,
      "Shuffle two decks with the seed and deal four hands of (108 - kitty) / 4 cards and a "
      "kitty. Returns (hands, kitty).");
}

}  // namespace paiju::bindings
