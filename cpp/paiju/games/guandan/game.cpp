#include "paiju/games/guandan/game.h"
#include "paiju/search/factory.h"

#include <array>
#include <utility>

namespace paiju::guandan {

std::unique_ptr<GuandanBot> make_bot(std::string_view spec) { return search::make_bot<Game>(spec); }

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

std::span<const search::NamedPolicy<Game>> Game::named_policies() {
  static const auto kPolicies = style_policies(std::make_index_sequence<kNumStyles>{});
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
