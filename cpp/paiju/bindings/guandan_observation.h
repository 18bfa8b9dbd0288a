// The public part of a Guandan observation, shared by State.observation and Python bots.
#pragma once

#include "paiju/bindings/bindings.h"
#include "paiju/games/guandan/state.h"

namespace paiju::bindings {

const char* phase_name(guandan::Phase phase);
const char* tribute_kind_name(guandan::TributeKind kind);
py::list finish_list(const guandan::State& s);
// Own hand, cards left and played per seat, levels, the play to beat, finishing order, tribute
// kind and shown big jokers; the caller adds the plays history and private tribute cards.
py::dict observation_base(const guandan::State& s, int seat);

}  // namespace paiju::bindings
