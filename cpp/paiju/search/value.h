// The value search maximises for a seat: the game's reward (a margin, e.g. levels gained)
// blended with the bare outcome, winning or losing. With `win_weight` w the value is
// (1 - w) * reward + w * sign(reward): w = 0 is the reward itself, w = 1 counts only whether the
// seat won, and in between winning comes first and the margin still separates wins (a seat whose
// side has already won or lost keeps playing for the margin).
#pragma once

namespace paiju::search {

inline double blended_value(double reward, double win_weight) {
  const double sign = reward > 0 ? 1.0 : reward < 0 ? -1.0 : 0.0;
  return (1.0 - win_weight) * reward + win_weight * sign;
}

}  // namespace paiju::search
