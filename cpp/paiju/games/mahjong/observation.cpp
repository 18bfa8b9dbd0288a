#include "paiju/games/mahjong/observation.h"

#include "paiju/game/observe.h"

namespace paiju::mahjong {

Observation observe(const State& s, game::HistoryView<Move> history, int seat) {
  Observation obs;
  game::observe_seat(obs, s, seat);
  obs.wait = s.wait(seat);
  if (s.phase() == Phase::Turn && s.current_player() == seat) obs.drawn = s.drawn_tile();
  obs.dealer = s.dealer();
  obs.round = s.round();
  obs.prevailing_wind = s.prevailing_wind();
  obs.deal_index = s.deal_index();
  obs.wall_count = s.is_terminal() ? 0 : s.wall_count();
  for (int t = 0; t < kNumSeats; ++t) {
    obs.tiles_held[t] = s.cards_left(t);
    obs.melds[t] = s.melds(t);
    if (t != seat) {
      SeatMelds& m = obs.melds[t];
      for (int i = 0; i < m.count; ++i) {
        if (m.melds[i].kind != MeldKind::ConcealedKong) continue;
        m.tiles.remove(m.melds[i].tile, 4);
        m.melds[i].tile = -1;
      }
    }
    obs.flowers[t] = s.flowers(t);
    obs.rivers[t] = s.river(t);
    obs.bets[t] = s.bets(t);
    obs.ready_tile[t] = s.ready_tile(t);
    obs.ready_on_drawn[t] = s.ready_on_drawn(t);
    obs.scores[t] = s.scores()[t];
  }
  if (s.phase() == Phase::Claim) {
    obs.claim_tile = s.claim_tile();
    obs.claim_from = s.claim_from();
    obs.robbing = s.robbing();
  }
  game::observe_deal_moves(obs, s, history, seat);
  return obs;
}

TileCounts tiles_seen(const State& s, int seat) {
  TileCounts seen = s.hand(seat);
  for (int t = 0; t < kNumSeats; ++t) {
    seen += s.flowers(t);
    const River& r = s.river(t);
    for (int i = 0; i < r.count; ++i) {
      if (!(r.claimed >> i & 1)) seen.add(r.tiles[i]);
    }
    const SeatMelds& m = s.melds(t);
    for (int i = 0; i < m.count; ++i) {
      if (t != seat && m.melds[i].kind == MeldKind::ConcealedKong) continue;
      seen.add(m.melds[i].tile, m.melds[i].kind == MeldKind::Pong ? 3 : 4);
    }
  }
  if (s.phase() == Phase::Claim && s.robbing()) seen.add(s.claim_tile());
  return seen;
}

}  // namespace paiju::mahjong
