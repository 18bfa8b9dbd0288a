// Debug-only invariant checks for hot paths.
//
// PAIJU_DCHECK(cond) aborts with a message when `cond` is false in debug builds
// (PAIJU_DEBUG_CHECKS defined, which the CMake option PAIJU_DEBUG_CHECKS and the
// sanitizer build turn on) and compiles to nothing otherwise. Hot paths never throw;
// boundary code validates input and throws the typed errors of errors.h instead.
#pragma once

#include <cstdio>
#include <cstdlib>

namespace paiju::detail {
[[noreturn]] inline void dcheck_failed(const char* expr, const char* file, int line) {
  std::fprintf(stderr, "PAIJU_DCHECK failed: %s at %s:%d\n", expr, file, line);
  std::abort();
}
}  // namespace paiju::detail

#ifdef PAIJU_DEBUG_CHECKS
#define PAIJU_DCHECK(cond) \
  ((cond) ? static_cast<void>(0) : ::paiju::detail::dcheck_failed(#cond, __FILE__, __LINE__))
#else
#define PAIJU_DCHECK(cond) static_cast<void>(0)
#endif
