// Suqian mahjong's soak invariants (paiju-cli soak, tools/soak.cpp plays the matches;
// docs/rules/mahjong.md): matches of the suqian rules.
//
// Checked before every decision: a move exists, no duplicate, the bot's move is listed and
// why_illegal() accepts every listed move; a ready seat's turn offers only its drawn tile to
// discard. After every move: is_consistent() (the 120 tiles conserved, hand sizes 13 - 3m or
// 14 - 3m, a ready hand's single wait); a discard moves one tile from the hand to the river.
// When a deal ends: payments sum to zero and are added to scores(); a win pays the winner its
// total and takes it from the discarder alone unless it self-drew or the discarder was ready; an
// exhaustive draw pays nothing; the dealer stays after its own win, passes after another's, and
// follows dealer_on_draw after a draw (§2).
#include <algorithm>
#include <vector>

#include "paiju/games/mahjong/game.h"
#include "paiju/tools/game_parts.h"
#include "paiju/tools/soak_checker.h"
#include "paiju/tools/soak_checks.h"

namespace paiju::mahjong {
namespace {

using namespace paiju::tools;

std::uint64_t move_key(const Move& m) {
  return static_cast<std::uint64_t>(m.kind) << 16 | static_cast<std::uint64_t>(static_cast<std::uint8_t>(m.tile)) << 8 | m.bets;
}

bool soak_decision(Checker& c, const State& state, MoveList& legal, MoveList& scratch) {
  if (!list_legal_moves(c, state, legal, scratch, move_key)) return false;  // a mahjong move is its key
  check_all_accepted(c, state, legal, "a listed move is illegal");
  const int mover = state.current_player();
  if (state.phase() == Phase::Turn && state.is_ready(mover)) {
    for (const Move& m : legal) {
      if (m.kind == Kind::Discard) c.check(m.tile == state.drawn_tile(), "a locked hand may discard another tile");
    }
  }
  return true;
}

bool soak_choice(Checker& c, const State&, const MoveList& legal, const Move& move) {
  c.check(std::find(legal.begin(), legal.end(), move) != legal.end(), "the bot's move is not listed");
  return true;
}

void soak_after(Checker& c, const State& before, const State& state, const Move& move, int mover) {
  const bool ended = check_consistent_ended(c, before, state);
  if (!ended && (move.kind == Kind::Discard || move.kind == Kind::Ready)) {
    c.check(state.river(mover).count == before.river(mover).count + 1 &&
                state.river(mover).tiles[static_cast<std::size_t>(before.river(mover).count)] == move.tile,
            "a discard did not reach the river");
    TileCounts hand = before.hand(mover);
    hand.remove(move.tile);
    c.check(state.hand(mover) == hand || state.current_player() == mover, "a discard did not leave the hand");
  }
  if (!ended) return;
  const LastDeal& last = state.last_deal();
  int sum = 0;
  for (int t = 0; t < mahjong::kNumSeats; ++t) {
    sum += last.payments[t];
    c.check(state.scores()[t] == before.scores()[t] + last.payments[t], "scores() did not add the deal's payments");
  }
  c.check(sum == 0, "the deal's payments do not sum to zero");
  const int dealer = before.dealer();
  c.check(last.dealer == dealer, "last_deal() names another dealer");
  if (last.winner < 0) {
    for (int t = 0; t < mahjong::kNumSeats; ++t) c.check(last.payments[t] == 0, "an exhaustive draw paid something");
  } else {
    const LastWin& w = state.last_win();
    c.check(w.winner == last.winner && last.payments[w.winner] == w.total && w.total > 0, "the winner is not paid its total");
    const bool all_pay = w.self_draw || w.discarder_ready;
    for (int t = 0; t < mahjong::kNumSeats; ++t) {
      if (t == w.winner) continue;
      c.check((last.payments[t] < 0) == (all_pay || t == w.discarder), "the payers are not as §6 says");
    }
  }
  if (!state.is_terminal()) {
    const bool stays = last.winner < 0 ? state.rules().dealer_on_draw == DealerOnDraw::Stay : last.winner == dealer;
    c.check(state.dealer() == (stays ? dealer : (dealer + 1) % mahjong::kNumSeats), "the next dealer is not as §2 says");
  }
}

}  // namespace
}  // namespace paiju::mahjong

// The soak's checks of mahjong (tools/game_parts.h).
template <> const paiju::tools::SoakParts<paiju::mahjong::Game> paiju::tools::Parts<paiju::mahjong::Game>::soak{
    .decision = &mahjong::soak_decision, .choice = &mahjong::soak_choice, .after = &mahjong::soak_after};
