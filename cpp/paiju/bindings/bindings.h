// Declarations shared by the binding files; module.cpp assembles paiju._core from them.
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>

#include "paiju/core/card_set.h"

namespace paiju::bindings {

namespace py = pybind11;

void bind_errors(py::module_& m);
void bind_cards(py::module_& m);
void bind_deal(py::module_& m);
void bind_guandan(py::module_& m);
void bind_guandan_bench(py::module_& m);
void bind_guandan_game(py::module_& m);
void bind_liangfutou(py::module_& m);
void bind_liangfutou_game(py::module_& m);

// Accepts a Cards object, a string of card tokens, or an iterable of card strings; throws
// InvalidCardError naming the offending token for anything else.
CardSet to_card_set(const py::handle& obj);

inline std::string repr_of(const py::handle& obj) { return py::repr(obj).cast<std::string>(); }

// A Python int in [0, 2**64) as a seed; throws InvalidOptionError otherwise.
std::uint64_t to_seed(const py::handle& obj);

}  // namespace paiju::bindings
