// What the learned hand model (hand_model.h) reads: one seat's view of a trick-play decision as
// a fixed vector of numbers, and the truth it learns to predict.
//
// The other seats are named relative to the viewer: r = 1 the next seat (an opponent), 2 the
// partner, 3 the previous seat (an opponent). Blocks, in order (kHandFeatureBlocks):
//   own        the viewer's copies of each of the 54 kinds / 2
//   unseen     copies of each kind the viewer has not seen (not held, not played) / 2
//   played     per r: the copies of each kind seat r has played this deal / 2
//   pinned     per r: hidden copies seat r is known to hold (shown big jokers, tribute and
//              return cards the viewer saw change hands) / 2
//   level      per kind: 1 when its rank is the deal's level rank (heart level cards are wild)
//   deal       the level rank one-hot (13), the two teams' levels / 12 (own team first), the
//              tribute kind one-hot (4), 1 on a later deal of a match
//   counts     per r: cards left / 27, 1 when out; the viewer's cards left / 27
//   facts      per r: 1 when r is the payer capped by the tribute it paid the viewer, the cap's
//              power / 15 (once), per r: 1 when r kept no big joker
//   trick      the top play's type one-hot (10 play types; none while leading), its power / 16,
//              who made it one-hot (r = 1..3, or the viewer)
//   passes     per r and play type: (1 + the lowest power of an opponent's top that r passed on)
//              / 16, 0 when it never did; per r: passes on opponents' and on the partner's tops / 8
//   leads      per r and play type: tricks r led with that type / 4
//   plays      per r and play type: plays of that type r made (leads included) / 8
// Powers: the single-card power of the key rank (level.h) for the rank-keyed types, the
// sequence position for runs.
//
// The truth (hand_truth): per r and kind, the copies seat r holds that the viewer cannot place
// (held minus pinned). The model gives per kind a distribution over r for each such copy.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "paiju/core/card.h"
#include "paiju/core/check.h"
#include "paiju/core/feature_writer.h"
#include "paiju/games/guandan/determinize.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan {

inline constexpr int kPlayTypes = 10;  // Single .. FourKings (MoveType 1..10)
inline constexpr int kOtherSeats = 3;
// The trick block: the top play's type one-hot, its power / 16, who made it (r = 1..3, viewer).
inline constexpr int kTrickFeatures = kPlayTypes + 1 + 4;

struct HandFeatureBlock {
  const char* name;
  int size;
};
inline constexpr std::array<HandFeatureBlock, 12> kHandFeatureBlocks{{
    {"own", kNumKinds},
    {"unseen", kNumKinds},
    {"played", kOtherSeats * kNumKinds},
    {"pinned", kOtherSeats * kNumKinds},
    {"level", kNumKinds},
    {"deal", 13 + 2 + 4 + 1},
    {"counts", 2 * kOtherSeats + 1},
    {"facts", kOtherSeats + 1 + kOtherSeats},
    {"trick", kTrickFeatures},
    {"passes", kOtherSeats * kPlayTypes + 2 * kOtherSeats},
    {"leads", kOtherSeats * kPlayTypes},
    {"plays", kOtherSeats * kPlayTypes},
}};
inline constexpr int kHandFeatures = [] {
  int n = 0;
  for (const auto& b : kHandFeatureBlocks) n += b.size;
  return n;
}();

// The public plays and passes of the current deal, accumulated decision by decision.
class PublicPlays {
 public:
  // Records the decision `move` made in `before` (ignored outside trick play). A decision of
  // another deal than the one recorded so far starts the record afresh.
  void add(const State& before, const Move& move);

  int deal() const { return deal_; }
  // (1 + lowest power passed on) per seat and play type; 0 = never.
  int passed_on(int seat, int type) const { return passed_min_[seat][type]; }
  int passes_on_opponents(int seat) const { return passes_[seat][0]; }
  int passes_on_partner(int seat) const { return passes_[seat][1]; }
  int leads(int seat, int type) const { return leads_[seat][type]; }
  int plays(int seat, int type) const { return plays_[seat][type]; }

 private:
  int deal_ = -1;
  std::array<std::array<std::uint8_t, kPlayTypes>, kNumSeats> passed_min_{};
  std::array<std::array<std::uint8_t, 2>, kNumSeats> passes_{};
  std::array<std::array<std::uint8_t, kPlayTypes>, kNumSeats> leads_{};
  std::array<std::array<std::uint8_t, kPlayTypes>, kNumSeats> plays_{};
};

// The power a play is compared by within its type (see above), 0..15.
int play_power(const Move& move, const Level& level);
// Writes the trick block (kTrickFeatures) of `state` seen from `seat`.
void write_trick(FeatureWriter& w, const State& state, int seat);

// Writes the features of `seat`'s view of `state` (any phase; trick play is what the model is
// trained on) into out (kHandFeatures floats). `plays` holds the deal's public decisions up to now.
void hand_features(const State& state, const PublicPlays& plays, int seat, std::span<float> out);

// Per r (1..3 as index 0..2) and kind: copies held by seat r that `seat` cannot place.
using HandTruth = std::array<std::array<std::uint8_t, kNumKinds>, kOtherSeats>;
HandTruth hand_truth(const State& state, int seat);

// Per r and kind: may seat r hold an unplaced copy (the facts allow it, and r holds cards)?
using HandMask = std::array<std::array<bool, kNumKinds>, kOtherSeats>;
HandMask hand_mask(const State& state, const HiddenFacts& facts, int seat);

}  // namespace paiju::guandan
