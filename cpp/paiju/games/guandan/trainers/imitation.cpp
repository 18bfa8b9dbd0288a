#include "paiju/games/guandan/trainers/imitation.h"

#include <algorithm>

#include "paiju/games/guandan/compare.h"
#include "paiju/games/guandan/heuristic_bot.h"
#include "paiju/games/guandan/trainers/trainers.h"

namespace paiju::guandan::trainers {

namespace {

constexpr int kNear = 5;       // an opponent this close to going out changes how players play
constexpr int kMakerNear = 6;  // a play's maker this close is bombed by most players
constexpr int kEarly = 16;     // a hand this full is early in the deal
constexpr int kLate = 8;
constexpr float kPowerScale = 15.0f;

int type_column(MoveType type) {
  switch (type) {
    case MoveType::Single: return kFeatureSingle;
    case MoveType::Pair: return kFeaturePair;
    case MoveType::Trips: return kFeatureTrips;
    case MoveType::ThreeWithTwo: return kFeatureFullHouse;
    case MoveType::Straight: return kFeatureStraight;
    case MoveType::ThreePair: return kFeatureTube;
    case MoveType::TwoTrips: return kFeaturePlate;
    default: return -1;
  }
}

// The same play up to suits: kind, key and the cards' ranks (a wild counts as its own rank).
bool same_class(const Move& a, const Move& b) {
  return a.kind == b.kind && a.key == b.key && a.cards.rank_counts() == b.cards.rank_counts();
}

}  // namespace

std::array<Move, kNumExperts> expert_moves(const State& state, const MoveList& legal) {
  Rng unused(0);  // the rule-based players draw nothing
  return {heuristic_move(state, legal), racer_player(state, legal, unused), sitter_player(state, legal, unused),
          shaper_player(state, legal, unused)};
}

const std::array<const char*, kNumImitationFeatures>& imitation_feature_names() {
  static constexpr std::array<const char*, kNumImitationFeatures> kNames = {
      "pass", "bomb", "bomb_tier", "breakage", "breaks_badly", "controls", "power", "above_lowest",
      "size", "wilds", "single", "pair", "trips", "full_house", "straight", "tube", "plate",
      "plays_after", "pass_partner_on_top", "pass_opponent_near", "pass_maker_near", "pass_early",
      "pass_top_bomb", "pass_top_power", "over_partner", "over_partner_high", "bomb_maker_near",
      "bomb_early", "controls_near", "single_into_last", "size_near", "power_late",
      "controls_early", "heuristic_move", "racer_move", "sitter_move", "shaper_move"};
  return kNames;
}

void imitation_features(const SeatView& view, const std::vector<Appraisal>& all,
                        const std::array<Move, kNumExperts>& experts, float* out) {
  std::array<int, kNumMoveTypes> lowest{};
  lowest.fill(1 << 20);
  for (const Appraisal& a : all) {
    if (a.plain()) lowest[static_cast<int>(a.move->kind)] = std::min(lowest[static_cast<int>(a.move->kind)], a.power);
  }
  const bool opponent_near = view.opponent_fewest <= kNear;
  const bool opponent_on_top = !view.leading() && !view.partner_on_top;
  const bool early = view.mine >= kEarly;
  const int top_bomb = view.leading() ? 0 : bomb_strength(view.top, view.level);
  const float top_power = view.leading() || top_bomb > 0 ? 0.0f : static_cast<float>(key_power(view.top, view.level)) / kPowerScale;

  for (std::size_t i = 0; i < all.size(); ++i) {
    const Appraisal& a = all[i];
    float* row = out + i * kNumImitationFeatures;
    std::fill(row, row + kNumImitationFeatures, 0.0f);
    for (int e = 0; e < kNumExperts; ++e) row[kFeatureHeuristicMove + e] = same_class(*a.move, experts[e]);
    if (a.pass()) {
      row[kFeaturePass] = 1;
      row[kFeaturePassPartnerOnTop] = view.partner_on_top;
      row[kFeaturePassOpponentNear] = opponent_near;
      row[kFeaturePassMakerNear] = opponent_on_top && view.top_cards <= kNear;
      row[kFeaturePassEarly] = early;
      row[kFeaturePassTopBomb] = top_bomb > 0;
      row[kFeaturePassTopPower] = top_power;
      continue;
    }
    const float controls = static_cast<float>(a.controls);
    row[kFeatureBreakage] = static_cast<float>(std::clamp(a.breakage, -1, 3));
    row[kFeatureBreaksBadly] = a.breakage >= 2;
    row[kFeatureControls] = controls;
    row[kFeatureSize] = static_cast<float>(a.size) / 10.0f;
    row[kFeatureWilds] = static_cast<float>(a.move->cards.count(view.level.heart_kind()));
    row[kFeaturePlaysAfter] = static_cast<float>(a.plays_after) / 10.0f;
    row[kFeatureOverPartner] = view.partner_on_top;
    row[kFeatureOverPartnerHigh] = view.partner_on_top ? top_power : 0.0f;
    row[kFeatureControlsNear] = opponent_near ? controls : 0.0f;
    row[kFeatureSizeNear] = opponent_near ? row[kFeatureSize] : 0.0f;
    row[kFeatureControlsEarly] = early ? controls : 0.0f;
    if (a.bomb > 0) {
      row[kFeatureBomb] = 1;
      row[kFeatureBombTier] = static_cast<float>(a.bomb / 16);
      row[kFeatureBombMakerNear] = opponent_on_top && view.top_cards <= kMakerNear;
      row[kFeatureBombEarly] = early;
      continue;
    }
    const float power = static_cast<float>(a.power) / kPowerScale;
    row[kFeaturePower] = power;
    row[kFeatureAboveLowest] = static_cast<float>(a.power - lowest[static_cast<int>(a.move->kind)]) / kPowerScale;
    row[kFeaturePowerLate] = view.mine <= kLate ? power : 0.0f;
    row[kFeatureSingleIntoLast] = a.move->kind == MoveType::Single && view.opponent_fewest == 1;
    if (const int column = type_column(a.move->kind); column >= 0) row[column] = 1;
  }
}

}  // namespace paiju::guandan::trainers
