// A belief about a ready seat's single wait from what another seat sees: a softmax over the 27
// suited kinds of a linear score of public features (the ready seat's river before it declared,
// its ready discard, the copies of each kind and its neighbours that the observer cannot see).
// Public facts the fitted play never shows are left out: heuristic_v1 (the heuristic before
// issue 45) never declares ready on the tile it just drew (it was ready before the draw), never
// pongs (it bets 不碰) and never bets 大撇. The weights (wait_prior_weights.h) were fitted on its
// self-play by benchmarks/fit_wait_prior.py (not refitted for today's heuristic, which pongs).
#pragma once

#include <array>

#include "paiju/games/mahjong/state.h"

namespace paiju::mahjong {

inline constexpr int kWaitFeatures = 20;
extern const std::array<const char*, kWaitFeatures> kWaitFeatureNames;

using WaitFeatures = std::array<std::array<double, kWaitFeatures>, tiles::kNumSuitedKinds>;
using WaitPrior = std::array<double, tiles::kNumSuitedKinds>;

// Each kind's features as `ready_seat`'s wait, seen by `observer` (public facts and the
// observer's own tiles only).
WaitFeatures wait_features(const State& state, int ready_seat, int observer);

// The probability of each kind being the wait, zero on the kinds of `excluded` (all kinds
// excluded: the prior over every kind).
WaitPrior wait_prior(const State& state, int ready_seat, int observer, KindMask excluded);

}  // namespace paiju::mahjong
