#include "paiju/core/errors.h"

#include "paiju/bindings/bindings.h"

namespace paiju::bindings {

void bind_errors(py::module_& m) {
  // Registered base first: pybind11 tries the most recently registered translator first, so
  // the subclasses below are matched before PaijuError catches them.
  auto& base = py::register_exception<PaijuError>(m, "PaijuError", PyExc_Exception);
  base.attr("__module__") = "paiju";
  base.doc() = "Base class of every error paiju raises on bad input.";
  const py::tuple value_error_bases = py::make_tuple(base, py::handle(PyExc_ValueError));
  auto register_value_error = [&](auto tag, const char* name, const char* doc) {
    using Cpp = typename decltype(tag)::type;
    auto& exc = py::register_exception<Cpp>(m, name, value_error_bases);
    exc.attr("__module__") = "paiju";
    exc.doc() = doc;
  };
  register_value_error(std::type_identity<InvalidCardError>{}, "InvalidCardError",
                       "A card token, card list or hand that is not valid.");
  register_value_error(std::type_identity<IllegalMoveError>{}, "IllegalMoveError",
                       "A move that is not legal in the position it was applied to.");
  register_value_error(std::type_identity<InvalidOptionError>{}, "InvalidOptionError",
                       "A rule option, preset or argument value that is not allowed.");
  register_value_error(std::type_identity<InvalidRecordError>{}, "InvalidRecordError",
                       "A game record that is malformed or does not replay.");
  register_value_error(std::type_identity<InvalidTileError>{}, "InvalidTileError",
                       "A mahjong tile token or tile list that is not valid (unknown name, a fifth copy, "
                       "a flower in a hand).");
  register_value_error(std::type_identity<InvalidHandError>{}, "InvalidHandError",
                       "A mahjong hand whose size or melds do not fit what was asked of it.");
}

}  // namespace paiju::bindings
