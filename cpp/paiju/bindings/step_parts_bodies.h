// The bodies of StepParts (step_parts.h), included only by each game's python/step.cpp.
#pragma once

#include "paiju/bindings/env_binding.h"
#include "paiju/bindings/fast_step.h"
#include "paiju/bindings/game_binding.h"
#include "paiju/bindings/packed_record.h"
#include "paiju/bindings/step_parts.h"

namespace paiju::bindings {

template <class B>
py::class_<typename B::G::Move> StepParts<B>::move_class(py::module_& m, const char* doc) {
  return bind_move<typename B::G>(m, doc);
}

template <class B>
void StepParts<B>::legal_moves_class(py::module_& m) {
  bind_legal_moves<typename B::G>(m);
}

template <class B>
void StepParts<B>::state_members(py::class_<PyState<typename B::G>>& state) {
  bind_state_queries<B>(state);
  bind_decision_members<B>(state);
  bind_fast_step<B>(state);
}

template <class B>
void StepParts<B>::record_replay(py::module_& m) {
  m.def("replay", &replay<B>, py::arg("record"), "Rebuild a State from State.to_record(); InvalidRecordError if malformed.");
}

template <class B>
void StepParts<B>::learning(py::module_& m) {
  bind_env<B>(m);
  bind_packed<B>(m);
}

}  // namespace paiju::bindings
