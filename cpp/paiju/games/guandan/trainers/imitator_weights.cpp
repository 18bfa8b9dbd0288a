// Written by benchmarks/imitator/train.py (--train 2nd-flush-bomb 2nd-no-ai fin-honest-seu --steps 400 --l2 0.001); docs/trainers.md gives the fit.
#include "paiju/games/guandan/trainers/imitator_weights.h"

namespace paiju::guandan::trainers {

// clang-format off
const ImitatorWeights kImitatorWeights = {
    {0.0f, -1.64157f, -1.33189f, -1.41412f, 0.198566f, -0.580445f, -1.56238f, -1.89357f, -0.213116f, -2.10939f, 1.10503f, -0.254943f, 0.201899f, -0.203274f, 0.625994f, -0.466326f, 0.633167f, -0.723879f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, -0.714066f, 0.128391f, -0.834713f, 0.245788f, 0.305203f, -0.60124f, 1.42939f, 0.494646f, 0.113429f, 0.683917f},
    {-0.609375f, 0.014212f, -0.669613f, -0.935201f, 0.15846f, -0.101816f, -0.384048f, -0.0350172f, -0.631769f, -1.40194f, 0.923563f, 1.37496f, 0.856087f, -0.404235f, -1.18199f, -0.704993f, -0.0296277f, -0.502776f, 0.426749f, -0.302168f, 1.37136f, -0.427314f, -2.10853f, -0.574252f, -0.426749f, -0.446972f, 0.937058f, -0.749893f, 0.21668f, 0.00886574f, 0.612896f, 0.108259f, -0.180903f, 0.719928f, 0.406102f, 0.150942f, 0.303953f},
};
// clang-format on

}  // namespace paiju::guandan::trainers
