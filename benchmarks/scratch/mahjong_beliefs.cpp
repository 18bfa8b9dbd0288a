// Scratch (commit of record only): quality of mahjong worlds, resample vs the beliefs pool, in heuristic self-play.
// g++ -std=c++20 -O2 -I cpp benchmarks/scratch/mahjong_beliefs.cpp build/dev/libpaiju_core.a -o mahjong_beliefs -lpthread
// ./mahjong_beliefs DEALS POOL MOVES L EVERY   (deals from seed 1000; every EVERY-th turn of seat 0)
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "paiju/games/mahjong/game.h"
#include "paiju/search/beliefs.h"
using namespace paiju;
using namespace paiju::mahjong;
using G = mahjong::Game;
static Move heur(const State& s, const MoveList& legal, Rng&) { return heuristic_move(s, legal); }

int main(int argc, char** argv) {
  int deals = argc > 1 ? atoi(argv[1]) : 50;
  int pool = argc > 2 ? atoi(argv[2]) : 50;
  int moves = argc > 3 ? atoi(argv[3]) : 200;
  double L = argc > 4 ? atof(argv[4]) : 0.1;
  int every = argc > 5 ? atoi(argv[5]) : 1;
  Rules rules = suqian_rules();
  double br_u = 0, br_b = 0, br_0 = 0, n_br = 0, n_rew = 0, mm_true = 0, mm_unif = 0, mm_pool = 0, ov_u = 0, ov_b = 0, n_ov = 0, wait_u = 0, wait_b = 0, n_wait = 0, ess = 0, n_pos = 0, ndec = 0;
  for (int d = 0; d < deals; ++d) {
    State s = State::new_match(rules, 1000 + d);
    State start = s;
    game::History<Move> hist;
    search::PlayEvidence<G> ev;
    search::WorldPool<G> wp;
    Rng rng(d, 77);
    MoveList legal;
    int turn0 = 0;
    while (!s.is_terminal() && s.deal_index() == 0) {
      s.legal_moves(legal);
      const int seat = s.current_player();
      if (seat == 0 && s.phase() == Phase::Turn && legal.size() > 1 && (turn0++ % every) == 0) {
        ev.update(s, game::HistoryView<Move>(hist), 0, &start);
        search::SeatStrengths st = search::every_seat(L);
        wp.build(s, 0, ev, &heur, st, pool, rng);
        wp.move_worlds(s, 0, ev, &heur, st, moves, rng, 1);
        {
          State scratch = s; MoveList lg;
          int rew = 0; for (auto& dd : ev.decisions()) rew += G::rewind_world(dd.before, s, scratch);
          n_rew += rew;
          mm_true += ev.mismatches(s, &heur, scratch, lg, rng);
          State u = resample(s, 0, rng);
          mm_unif += ev.mismatches(u, &heur, scratch, lg, rng);
          mm_pool += ev.mismatches(wp.world(0), &heur, scratch, lg, rng);
        }
        {
          auto danger = [&](const State& w, int x) {
            for (int t = 1; t < 4; ++t) { TileCounts h = w.hand(t); if (h.count(x) >= 4) continue; h.add(x); if (tiles::is_winning(h, w.melds(t).count)) return 1.0; }
            return 0.0; };
          std::vector<State> unif; for (int i = 0; i < pool; ++i) unif.push_back(resample(s, 0, rng));
          for (int x = 0; x < 27; ++x) {
            if (!s.hand(0).count(x)) continue;
            double truth = danger(s, x), pu = 0, pb = 0;
            for (int i = 0; i < pool; ++i) { pu += danger(unif[i], x); pb += danger(wp.world(i), x); }
            pu /= pool; pb /= pool;
            br_u += (pu - truth) * (pu - truth); br_b += (pb - truth) * (pb - truth); br_0 += truth; n_br++;
          }
        }
        ess += wp.effective_size(); n_pos++; ndec += ev.decisions().size();
        for (int t = 1; t < 4; ++t) {
          const TileCounts& truth = s.hand(t);
          const int size = truth.size();
          if (s.is_ready(t)) {
            for (int i = 0; i < pool; ++i) {
              State u = resample(s, 0, rng);
              wait_u += u.wait(t) == s.wait(t);
              wait_b += wp.world(static_cast<size_t>(i)).wait(t) == s.wait(t);
              n_wait++;
            }
            continue;
          }
          for (int i = 0; i < pool; ++i) {
            State u = resample(s, 0, rng);
            const TileCounts& b = wp.world(static_cast<size_t>(i)).hand(t);
            int cu = 0, cb = 0;
            for (int k = 0; k < 27; ++k) { cu += std::min(u.hand(t).count(k), truth.count(k)); cb += std::min(b.count(k), truth.count(k)); }
            ov_u += double(cu) / size; ov_b += double(cb) / size; n_ov++;
          }
        }
      }
      const Move m = heuristic_move(s, legal);
      hist.push_back(game::Step<Move>{static_cast<std::int8_t>(seat), static_cast<std::int16_t>(s.deal_index()), m});
      s.apply(m);
    }
  }
  printf("rewindable/pos %.2f mismatches true %.3f uniform %.3f pool %.3f\n", n_rew / n_pos, mm_true / n_pos, mm_unif / n_pos, mm_pool / n_pos);
  printf("danger brier uniform %.5f beliefs %.5f base rate %.4f (n %.0f)\n", br_u / n_br, br_b / n_br, br_0 / n_br, n_br);
  printf("positions %.0f decisions/pos %.1f ess %.1f | overlap uniform %.4f beliefs %.4f (n %.0f) | wait uniform %.4f beliefs %.4f (n %.0f)\n",
         n_pos, ndec / n_pos, ess / n_pos, ov_u / n_ov, ov_b / n_ov, n_ov, wait_u / n_wait, wait_b / n_wait, n_wait);
}
