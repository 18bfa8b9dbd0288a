#include "paiju/games/liangfutou/game.h"
#include "paiju/search/factory.h"

namespace paiju::liangfutou {

std::unique_ptr<search::Bot<Game>> Game::make_bot(std::string_view spec) { return search::make_bot<Game>(spec); }

const char* phase_name(Phase phase) {
  static constexpr const char* kNames[] = {"call", "solo", "play", "match_over"};
  return kNames[static_cast<int>(phase)];
}

// The solo seat is whoever made the last solo move: a declaration, or the caller pre-empting
// one (or going solo instead of calling).
void Episode::on_move(const State& s, const Move& move) {
  if (move.kind == Kind::Solo && (s.phase() == Phase::Call || s.phase() == Phase::Solo)) {
    solo = static_cast<std::int8_t>(s.current_player());
  }
  bombs += is_bomb(move.kind) ? 1 : 0;
}

void Episode::finish(const State& s, bool whole_matches) {
  finish_order = s.finish_order();
  result = static_cast<std::int8_t>(s.last_result());
  const auto& units = whole_matches ? s.scores() : s.last_payments();
  for (int t = 0; t < 4; ++t) payments[t] = units[t];
  deals = s.deal_index();
}

}  // namespace paiju::liangfutou
