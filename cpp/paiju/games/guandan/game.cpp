#include "paiju/games/guandan/game.h"
#include "paiju/games/guandan/players/players.h"
#include "paiju/games/guandan/trainers/trainers.h"
#include "paiju/search/factory.h"

#include <array>
#include <utility>

namespace paiju::guandan {

std::unique_ptr<search::Bot<Game>> Game::make_bot(std::string_view spec) { return search::make_bot<Game>(spec); }

namespace {
template <std::size_t I>
Move style_policy(const State& state, const MoveList& legal, Rng&) {
  return styled_move(state, legal, named_styles()[I].style);
}

template <std::size_t... I>
std::array<search::NamedPolicy<Game>, kNumStyles> style_policies(std::index_sequence<I...>) {
  return {search::NamedPolicy<Game>{named_styles()[I].name, &style_policy<I>}...};
}
}  // namespace

// The outside players (players/players.h), written from the rules alone: after the styles, and
// out of others=mix, since they are held out as a test of robustness (search and the hand model
// are never tuned or trained on them).
constexpr std::array<search::NamedPolicy<Game>, 3> kOutsidePlayers = {{
    {"counter", &counter_player, false},
    {"feeder", &feeder_player, false},
    {"tempo", &tempo_player, false},
}};

// The training players (trainers/trainers.h): opponents for search rollouts and data, drawn only
// when named (mix=racer+sitter+shaper), so that the default others=mix is unchanged.
constexpr std::array<search::NamedPolicy<Game>, 4> kTrainingPlayers = {{
    {"racer", &racer_player, false},
    {"sitter", &sitter_player, false},
    {"shaper", &shaper_player, false},
    {"imitator", &imitator_player, false},
}};

std::span<const search::NamedPolicy<Game>> Game::named_policies() {
  static const auto kPolicies = [] {
    const auto styles = style_policies(std::make_index_sequence<kNumStyles>{});
    std::array<search::NamedPolicy<Game>, kNumStyles + kOutsidePlayers.size() + kTrainingPlayers.size()> all{};
    std::size_t at = 0;
    for (const auto& p : styles) all[at++] = p;
    for (const auto& p : kOutsidePlayers) all[at++] = p;
    for (const auto& p : kTrainingPlayers) all[at++] = p;
    return all;
  }();
  return kPolicies;
}

const char* phase_name(Phase phase) {
  static constexpr const char* kNames[] = {"tribute", "return", "play", "match_over"};
  return kNames[static_cast<int>(phase)];
}

const char* tribute_kind_name(TributeKind kind) {
  switch (kind) {
    case TributeKind::None: return "none";
    case TributeKind::Single: return "single";
    case TributeKind::Double: return "double";
    case TributeKind::Anti: return "anti";
  }
  return "?";
}

void Episode::finish(const State& s, bool whole_matches) {
  const auto& progress = s.progress();
  finish_order = s.previous_finish();
  winner = whole_matches ? progress.match_winner : progress.last_winner;
  gain = progress.last_gain;
  levels = progress.levels;
  deals = progress.deals_played;
}

}  // namespace paiju::guandan
