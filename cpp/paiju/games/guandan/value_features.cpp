#include "paiju/games/guandan/value_features.h"

#include "paiju/core/feature_writer.h"

namespace paiju::guandan {

void value_features(const State& state, int seat, std::span<float> out) {
  FeatureWriter w(out);
  auto at = [seat](int r) { return (seat + r) % kNumSeats; };
  for (int r = 0; r < kNumSeats; ++r) {
    const CardSet& hand = state.hand(at(r));
    hand.for_each_kind([&](int kind, int copies) { w[r * kNumKinds + kind] = static_cast<float>(copies) / 2.0f; });
  }
  w.next(kNumSeats * kNumKinds);
  const Level level = state.deal_level();
  for (int k = 0; k < kSmallJoker; ++k) w[k] = static_cast<int>(rank_of(k)) == level.rank ? 1.0f : 0.0f;
  w.next(kNumKinds);
  for (int r = 0; r < kNumSeats; ++r) w[r] = static_cast<float>(state.cards_left(at(r))) / 27.0f;
  w.next(kNumSeats);
  for (int place = 0; place < state.finished_count() && place < 3; ++place) {
    const int r = (state.finish_order()[static_cast<std::size_t>(place)] - seat + kNumSeats) % kNumSeats;
    w[r * 3 + place] = 1.0f;
  }
  w.next(kNumSeats * 3);
  write_trick(w, state, seat);
  w[(state.current_player() - seat + kNumSeats) % kNumSeats] = 1.0f;
  w.next(kNumSeats);
  const auto& progress = state.progress();
  w[0] = static_cast<float>(progress.levels[static_cast<std::size_t>(team_of(seat))]) / 12.0f;
  w[1] = static_cast<float>(progress.levels[static_cast<std::size_t>(1 - team_of(seat))]) / 12.0f;
  w.next(2);
  PAIJU_DCHECK(w.written() == kValueFeatures);
}

}  // namespace paiju::guandan
