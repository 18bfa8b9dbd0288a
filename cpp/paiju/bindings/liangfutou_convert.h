// Liangfutou options from Python, shared by the Liangfutou bindings.
#pragma once

#include "paiju/bindings/bindings.h"
#include "paiju/games/liangfutou/rules.h"

namespace paiju::bindings {

// Preset `jingdezhen` plus overrides; InvalidOptionError names a bad option or value.
liangfutou::Rules liangfutou_rules_from(const py::dict& options);

}  // namespace paiju::bindings
