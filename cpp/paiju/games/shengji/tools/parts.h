// paiju-cli's parts of Shengji (tools/game_tools.h): its signature cases, bench cases and soak
// invariants, defined in this folder and handed to the tools by Game::tools() (parts.cpp).
#pragma once

#include <cstdint>

#include "paiju/games/shengji/game.h"
#include "paiju/tools/game_tools.h"

namespace paiju::shengji {

std::uint64_t move_hash(const Move& move);  // signature.cpp: a move's hash (tools/hasher.h)
void signature_cases(const tools::SignatureFold& fold);  // signature.cpp
void bench_cases(const tools::BenchOptions& options);  // bench.cpp

// soak.cpp: the soak's checks (tools::GameTools)
Rules soak_rules();
bool soak_decision(tools::Checker& c, const State& state, MoveList& legal, MoveList& scratch);
bool soak_choice(tools::Checker& c, const State& state, const MoveList& legal, const Move& move);
void soak_after(tools::Checker& c, const State& before, const State& after, const Move& move, int mover);

}  // namespace paiju::shengji
