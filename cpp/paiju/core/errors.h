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
// A mahjong tile token or tile list that is not valid (unknown name, a fifth copy, a second
// copy of a flower, a flower where only suited tiles may be).
struct InvalidTileError : PaijuError {
  using PaijuError::PaijuError;
};
// A mahjong hand whose size or melds do not fit what was asked of it.
struct InvalidHandError : PaijuError {
  using PaijuError::PaijuError;
};

}  // namespace paiju
