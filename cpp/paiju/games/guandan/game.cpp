#include "paiju/games/guandan/game.h"
#include "paiju/search/factory.h"

namespace paiju::guandan {

std::unique_ptr<GuandanBot> make_bot(std::string_view spec) { return search::make_bot<Game>(spec); }

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
