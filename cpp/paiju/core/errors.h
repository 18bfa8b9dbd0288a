// Typed errors raised at the boundary (parsing, user moves, options, records).
//
// Each maps to a Python exception of the same name in paiju._core, all subclasses of
// paiju.PaijuError and of ValueError. Hot paths never throw.
#pragma once

#include <stdexcept>
#include <string>

namespace paiju {

struct PaijuError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
struct InvalidCardError : PaijuError {
  using PaijuError::PaijuError;
};
struct IllegalMoveError : PaijuError {
  using PaijuError::PaijuError;
};
struct InvalidOptionError : PaijuError {
  using PaijuError::PaijuError;
};
struct InvalidRecordError : PaijuError {
  using PaijuError::PaijuError;
};

}  // namespace paiju
