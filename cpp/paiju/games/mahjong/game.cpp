#include "paiju/games/mahjong/game.h"
#include "paiju/search/factory.h"

namespace paiju::mahjong {

std::unique_ptr<search::Bot<Game>> Game::make_bot(std::string_view spec) { return search::make_bot<Game>(spec); }

namespace {

// The heuristic with other bets: the measured alternatives of its bet choice (docs/strength-log.md).
constexpr Style with_bets(BetSet bets) {
  Style style = kStyleHeuristic;
  style.bets = bets;
  return style;
}
constexpr Style kStyleBuPeng = with_bets(kStyleHeuristic.bets | bet_bit(Bet::BuPeng));
constexpr Style kStyleDaPie = with_bets(kStyleHeuristic.bets | bet_bit(Bet::DaPie));
constexpr Style kStyleNoBets = with_bets(0);
}  // namespace

// Kept out of others=mix: the search bots' other seats play the heuristic as before.
std::span<const search::NamedPolicy<Game>> Game::named_policies() {
  static constexpr search::NamedPolicy<Game> kPolicies[] = {
      {"heuristic_v1", &search::style_policy<Game, kStyleV1>, false},
      {"heuristic_bu_peng", &search::style_policy<Game, kStyleBuPeng>, false},
      {"heuristic_da_pie", &search::style_policy<Game, kStyleDaPie>, false},
      {"heuristic_no_bets", &search::style_policy<Game, kStyleNoBets>, false},
  };
  return kPolicies;
}

const char* phase_name(Phase phase) {
  static constexpr const char* kNames[] = {"bet", "turn", "claim", "match_over"};
  return kNames[static_cast<int>(phase)];
}

void Episode::finish(const State& s, bool whole_matches) {
  const LastDeal& d = s.last_deal();
  deals = s.deal_index();
  dealer = d.dealer;
  winner = d.winner;
  if (d.winner >= 0) {
    self_draw = s.last_win().self_draw;
    discarder = s.last_win().discarder;
    total = s.last_win().total;
  }
  payments = whole_matches ? s.scores() : d.payments;
}

}  // namespace paiju::mahjong
