// Declarations shared by the binding files (here and in each game's python/ folder); module.cpp
// assembles paiju._core from them.
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <optional>
#include <string>

#include "paiju/core/card_set.h"

namespace paiju::bindings {

namespace py = pybind11;

void bind_errors(py::module_& m);
void bind_cards(py::module_& m);
void bind_deal(py::module_& m);
void bind_games(py::module_& m);
void bind_tricktaking(py::module_& m);

// paiju._core as each game's hook receives it: Game::bind_python(bindings::Module&), declared in
// the game's traits (games/<game>/game.h), defined in the game's python/ folder, called by
// module.cpp for every registered game. The traits name this type rather than pybind11's, so
// that paiju_core compiles them without pybind11.
struct Module {
  py::module_& core;
};

// A game's hook in one call: the submodule paiju._core.<name>, then each part bound into it in
// order (a type before the parts whose signatures name it).
template <class... Part>
void bind_submodule(Module& parent, const char* name, const char* doc, Part&&... parts) {
  py::module_ m = parent.core.def_submodule(name, doc);
  (parts(m), ...);
}

// Accepts a Cards object, a string of card tokens, or an iterable of card strings; throws
// InvalidCardError naming the offending token for anything else.
CardSet to_card_set(const py::handle& obj);

inline std::string repr_of(const py::handle& obj) { return py::repr(obj).cast<std::string>(); }

// The UTF-8 text of a Python str. A lone surrogate (JSON can carry one) cannot be encoded: it
// becomes '?', so that the parser refuses the text with its own typed error.
inline std::string text_of(const py::handle& obj) {
  Py_ssize_t size = 0;
  if (const char* data = PyUnicode_AsUTF8AndSize(obj.ptr(), &size)) return std::string(data, static_cast<std::size_t>(size));
  PyErr_Clear();
  const py::object encoded = py::reinterpret_steal<py::object>(PyUnicode_AsEncodedString(obj.ptr(), "utf-8", "replace"));
  if (!encoded) {
    PyErr_Clear();
    return "?";
  }
  return std::string(PyBytes_AsString(encoded.ptr()), static_cast<std::size_t>(PyBytes_Size(encoded.ptr())));
}

// An int (not a bool) within [low, high], read without overflow; nullopt for anything else.
inline std::optional<long long> int_within(const py::handle& obj, long long low, long long high) {
  if (!py::isinstance<py::int_>(obj) || py::isinstance<py::bool_>(obj)) return std::nullopt;
  int overflow = 0;
  const long long value = PyLong_AsLongLongAndOverflow(obj.ptr(), &overflow);
  if (value == -1 && PyErr_Occurred()) PyErr_Clear();
  if (overflow != 0 || value < low || value > high) return std::nullopt;
  return value;
}

// A Python int in [0, 2**64) as a seed; throws InvalidOptionError otherwise.
std::uint64_t to_seed(const py::handle& obj);

}  // namespace paiju::bindings
