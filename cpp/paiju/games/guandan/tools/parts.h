// paiju-cli's parts of Guandan (tools/game_tools.h): its signature cases, bench cases and soak
// invariants, defined in this folder and handed to the tools by Game::tools() (parts.cpp).
#pragma once

#include <cstdint>

#include "paiju/games/guandan/game.h"
#include "paiju/tools/game_tools.h"

namespace paiju::guandan {

std::uint64_t move_hash(const Move& move);  // signature.cpp: a move's hash (tools/hasher.h)
void signature_cases(const tools::SignatureFold& fold);  // signature.cpp
void bench_cases(const tools::BenchOptions& options);  // bench.cpp

// soak.cpp: the soak's checks (tools::GameTools)
Rules soak_rules();
void soak_start(tools::Checker& c, const State& state);
bool soak_decision(tools::Checker& c, const State& state, MoveList& legal, MoveList& scratch);
void soak_after(tools::Checker& c, const State& before, const State& after, const Move& move, int mover);

// beliefs.cpp: seat 0's hidden cards under the learned hand model's marginals (paiju-cli beliefs --hands)
double hand_model_log_likelihood(const State& state, const tools::GameTools<Game>::Decisions& decisions);

}  // namespace paiju::guandan
