// Liangfutou options from Python, shared by the Liangfutou bindings.
#pragma once

#include "paiju/bindings/bindings.h"
#include "paiju/games/liangfutou/rules.h"
#include "paiju/games/liangfutou/state.h"

namespace paiju::bindings {

// Preset `jingdezhen` plus overrides; InvalidOptionError names a bad option or value.
liangfutou::Rules liangfutou_rules_from(const py::dict& options);

// What `seat` knows (paiju.liangfutou.Observation's fields) without the plays history.
py::dict liangfutou_observation(const liangfutou::State& state, int seat);

}  // namespace paiju::bindings
