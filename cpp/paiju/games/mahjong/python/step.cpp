// The per-decision parts of this game's bindings (step_parts.h), compiled apart from the rest so
// that a pip build compiles the one-time setup at a lower optimisation level (CMakeLists.txt).
#include "paiju/bindings/step_parts_bodies.h"
#include "paiju/games/mahjong/python/binding.h"

template struct paiju::bindings::StepParts<paiju::bindings::mahjong_python::MahjongBinding>;
