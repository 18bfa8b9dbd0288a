#include "paiju/games/guandan/game.h"
#include "paiju/search/factory.h"

namespace paiju::guandan {

Move heuristic_policy(const State& state, const MoveList& legal, Rng&) { return heuristic_move(state, legal); }

std::unique_ptr<GuandanBot> make_bot(std::string_view spec) { return search::make_bot<Game>(spec, &heuristic_policy); }

const char* phase_name(Phase phase) {
  switch (phase) {
    case Phase::Tribute: return "tribute";
    case Phase::Return: return "return";
    case Phase::Play: return "play";
    case Phase::MatchOver: return "match_over";
  }
  return "?";
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
