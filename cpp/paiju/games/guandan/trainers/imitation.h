// What the imitator (trainers.h) sees of each legal move: a few numbers per move, from its
// appraisal (appraisal.h), the seat's view (seat_view.h) and whether each of paiju's rule-based
// players would play it here (the "expert" columns), scored by a linear model whose weights were
// fitted to the decisions of third-party bots (benchmarks/imitator/train.py). With the expert
// columns the model is a weighted vote of those players (a weight each for leads and follows),
// corrected by the move's own numbers, so its best move is a sensible one even where the fit is
// thin.
//
// The same function makes the training examples (bound to Python as guandan._imitation_features)
// and the player's scores, so what was fitted is what plays.
#pragma once

#include <array>
#include <vector>

#include "paiju/games/guandan/trainers/appraisal.h"
#include "paiju/games/guandan/trainers/seat_view.h"

namespace paiju::guandan::trainers {

// One column each; a lead and a follow have a weight vector each (imitator_weights.cpp).
enum ImitationFeature : int {
  kFeaturePass,               // the pass
  kFeatureBomb,               // any bomb
  kFeatureBombTier,           // bomb_strength / 16 (1 .. 9), 0 for a non-bomb
  kFeatureBreakage,           // what it breaks (appraisal.h), clamped to -1 .. 3
  kFeatureBreaksBadly,        // breaks two plays or more
  kFeatureControls,           // aces, level cards and jokers spent
  kFeaturePower,              // a plain play's key power / 15
  kFeatureAboveLowest,        // its key power above the lowest legal play of its type, / 15
  kFeatureSize,               // cards / 10
  kFeatureWilds,              // wild heart level cards spent
  kFeatureSingle,             // the plain play's type, one of seven
  kFeaturePair,
  kFeatureTrips,
  kFeatureFullHouse,
  kFeatureStraight,
  kFeatureTube,
  kFeaturePlate,
  kFeaturePlaysAfter,         // plays the rest of the hand needs / 10
  kFeaturePassPartnerOnTop,   // a pass while the partner holds the trick
  kFeaturePassOpponentNear,   // a pass while an opponent holds 5 cards or fewer
  kFeaturePassMakerNear,      // a pass while the opponent who made the play holds 5 or fewer
  kFeaturePassEarly,          // a pass while the mover holds 16 cards or more
  kFeaturePassTopBomb,        // a pass on a bomb
  kFeaturePassTopPower,       // a pass on a plain play: its key power / 15
  kFeatureOverPartner,        // a play over the partner's
  kFeatureOverPartnerHigh,    // the same, times the partner's key power / 15
  kFeatureBombMakerNear,      // a bomb on an opponent's play, its maker holding 6 or fewer
  kFeatureBombEarly,          // a bomb while the mover holds 16 cards or more
  kFeatureControlsNear,       // controls spent while an opponent holds 5 or fewer
  kFeatureSingleIntoLast,     // a single while an opponent holds one card
  kFeatureSizeNear,           // cards / 10 while an opponent holds 5 or fewer
  kFeaturePowerLate,          // key power / 15 while the mover holds 8 cards or fewer
  kFeatureControlsEarly,      // controls spent while the mover holds 16 cards or more
  kFeatureHeuristicMove,      // paiju's heuristic would play this move (suits aside: same class)
  kFeatureRacerMove,          // racer would
  kFeatureSitterMove,         // sitter would
  kFeatureShaperMove,         // shaper would
  kNumImitationFeatures
};

// Names in column order (the Python binding and the training script's report).
const std::array<const char*, kNumImitationFeatures>& imitation_feature_names();

inline constexpr int kNumExperts = 4;  // the expert columns, in order

// The experts' moves at the current trick-play decision (`legal` its legal moves).
std::array<Move, kNumExperts> expert_moves(const State& state, const MoveList& legal);

// Row i of `out` (kNumImitationFeatures floats each) describes all[i].
void imitation_features(const SeatView& view, const std::vector<Appraisal>& all,
                        const std::array<Move, kNumExperts>& experts, float* out);

}  // namespace paiju::guandan::trainers
