// The imitator's weights (trainers.h), one vector for leads and one for follows over the columns
// of imitation.h; imitator_weights.cpp is written by benchmarks/imitator/train.py.
#pragma once

#include <array>

#include "paiju/games/guandan/trainers/imitation.h"

namespace paiju::guandan::trainers {

struct ImitatorWeights {
  std::array<float, kNumImitationFeatures> lead;
  std::array<float, kNumImitationFeatures> follow;
};

extern const ImitatorWeights kImitatorWeights;

}  // namespace paiju::guandan::trainers
