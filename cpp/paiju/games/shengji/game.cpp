#include "paiju/games/shengji/game.h"
#include "paiju/search/factory.h"

namespace paiju::shengji {

std::unique_ptr<search::Bot<Game>> Game::make_bot(std::string_view spec) { return search::make_bot<Game>(spec); }

// Kept out of others=mix: the search bots' other seats play the heuristic as before.
std::span<const search::NamedPolicy<Game>> Game::named_policies() {
  static constexpr search::NamedPolicy<Game> kPolicies[] = {
      {"heuristic_v1", &search::style_policy<Game, kStyleV1>, false},
  };
  return kPolicies;
}

const char* phase_name(Phase phase) {
  static constexpr const char* kNames[] = {"declare", "bury", "play", "match_over"};
  return kNames[static_cast<int>(phase)];
}

// The deal's facts are read before its moves: when the episode finishes, the state may already
// be in the next deal.
void Episode::on_move(const State& s, const Move&) {
  if (s.phase() != Phase::Play) return;
  dealer = static_cast<std::int8_t>(s.dealer());
  trump = static_cast<std::int8_t>(s.trump_suit());
  level = static_cast<std::int8_t>(s.level());
  if (s.trick_count() == 1 && !s.attempted_throw().empty()) ++failed_throws;  // the first follower sees it
}

void Episode::finish(const State& s, bool whole_matches) {
  deals = s.deal_index();
  attackers_points = s.last_points();
  winner = static_cast<std::int8_t>(s.winner_team());
  if (!whole_matches) levels_gained = {s.last_gains()[0], s.last_gains()[1]};
  else levels_gained = {s.team_levels()[0], s.team_levels()[1]};
}

}  // namespace paiju::shengji
