// Shengji's soak invariants (paiju-cli soak, tools/soak.cpp plays the matches; docs/rules/
// shengji.md): matches of the standard rules, random moves sampled (sample_move).
//
// Checked before every decision: a move exists; when the plays can be listed (at most 4096)
// the list has the counted size and no duplicate; every choice move and the bot's move are
// legal. After every move: is_consistent() (card conservation included); a declaration only
// while dealing, 8 burials, then a play moves exactly its cards (a failed throw: its unit) and
// follows have the lead's size; the attackers' points change only by a trick's points when an
// attacker wins it, by the throw penalty, and at the last trick by the kitty x the multiplier.
// At a deal's end: the level table (standard rules) decides who climbs how far, and the dealer
// rotates as §3 says.
#include <algorithm>
#include <string>
#include <utility>

#include "paiju/games/shengji/game.h"
#include "paiju/tools/game_parts.h"
#include "paiju/tools/soak_checks.h"

namespace paiju::shengji {
namespace {

using namespace paiju::tools;

std::uint64_t move_key(const Move& m) { return static_cast<std::uint64_t>(m.kind); }

int points_of(const CardSet& cards) {
  int total = 0;
  cards.for_each_kind([&](int kind, int copies) {
    if (is_joker(kind)) return;
    const Rank r = rank_of(kind);
    total += copies * (r == Rank::Five ? 5 : (r == Rank::Ten || r == Rank::King) ? 10 : 0);
  });
  return total;
}

// The standard level table (§5), written out again: levels for the climbing side, and whether
// the attackers take over.
std::pair<bool, int> outcome_of(int points) {
  if (points >= 80) return {true, points < 120 ? 0 : points < 160 ? 1 : points < 200 ? 2 : 3 + (points - 200) / 40};
  return {false, points <= 0 ? 3 : points < 40 ? 2 : 1};
}

// The deal ended with `before`'s last trick, worth `trick_points`: its points (and the kitty's)
// went to the attackers or not, and the level table says who climbs how far.
void check_deal_end(Checker& c, const State& before, const State& state, int trick_points) {
  const int total = state.last_points();
  const int base = before.attackers_points();
  const bool kitty_taken = total != base && total != base + trick_points;
  if (kitty_taken) {
    c.check(total > base + trick_points, "the kitty lowered the attackers' points");
    c.check((total - base - trick_points) % std::max(1, points_of(before.kitty())) == 0,
            "the kitty bonus is not a multiple of the kitty's points");
  }
  const auto [take_over, steps] = outcome_of(total);
  const int dealer = before.dealer();
  const int climber = take_over ? 1 - team_of(dealer) : team_of(dealer);
  if (!state.is_terminal()) {
    c.check(state.dealer() == (dealer + (take_over ? 1 : 2)) % kNumSeats, "the next dealer is not as §3 says");
    const auto& g = state.last_gains();
    c.check(g[climber] == steps && g[1 - climber] == 0,
            [&] { return cat("levels climbed differ from the level table for ", total, " points"); });
    c.check(state.team_levels()[climber] == before.team_levels()[climber] + steps,
            "the climbing team's level did not move by the table's steps");
  }
}

bool soak_decision(Checker& c, const State& state, MoveList& legal, MoveList& scratch) {
  const std::uint64_t count = state.count_moves();
  if (!c.check(count > 0, "no legal move in a live state")) return false;
  if (count <= 4096) {
    legal.clear();
    state.legal_moves(legal);
    c.check(legal.size() == count, "count_moves() differs from the listed moves");
    c.check(no_duplicates(legal, scratch, move_key), "legal list holds a move twice");
  }
  legal.clear();
  state.choice_moves(legal);
  check_all_accepted(c, state, legal, "a choice move is illegal");
  return true;
}

bool soak_choice(Checker& c, const State& state, const MoveList&, const Move& move) {
  const std::string why = state.why_illegal(move);
  return c.check(why.empty(), [&] { return cat("the bot's move is illegal: ", why); });
}

void soak_after(Checker& c, const State& before, const State& state, const Move& move, int mover) {
  const bool ended = check_consistent_ended(c, before, state);
  if (before.phase() == Phase::Declare) {
    c.check(move.kind == Kind::Declare || move.kind == Kind::Pass, "a move other than declare or pass while dealing");
    return;
  }
  if (before.phase() == Phase::Bury) {
    c.check(state.kitty().size() == before.kitty().size() + 1, "a burial did not add one card to the kitty");
    c.check(state.phase() == Phase::Bury || (state.kitty().size() == kKittySize && state.current_player() == mover),
            "after 8 burials the dealer does not lead");
    return;
  }
  // Play.
  const int n = before.trick_count() == 0 ? move.cards.size() : before.trick_play(0).size();
  c.check(move.cards.size() == n, "a follow does not have the lead's size");
  int penalty = 0;
  if (before.trick_count() == 0 && !ended && !state.attempted_throw().empty()) {
    penalty = before.is_attacker(mover) ? -before.rules().throw_penalty : before.rules().throw_penalty;
    c.check(state.trick_play(0).size() < move.cards.size() && move.cards.includes(state.trick_play(0)),
            "a failed throw is not replaced by a unit of it");
  }
  if (before.trick_count() < 3) {
    if (!ended) {
      c.check(state.attackers_points() == before.attackers_points() + penalty, "points changed within a trick");
      const CardSet played = state.trick_play(before.trick_count());
      c.check(before.hand(mover) - played == state.hand(mover), "a play did not move exactly its cards");
    }
    return;
  }
  // The trick's last play: its points go to an attacker who won it.
  int trick_points = points_of(move.cards);
  for (int i = 0; i < 3; ++i) trick_points += points_of(before.trick_play(i));
  const int winner = ended ? -1 : state.last_winner();
  if (!ended) {
    const int expected = before.attackers_points() + (before.is_attacker(winner) ? trick_points : 0);
    c.check(state.attackers_points() == expected, "a trick's points were not credited as §4 says");
    c.check(state.current_player() == winner && state.leader() == winner, "the trick's winner does not lead");
    return;
  }
  check_deal_end(c, before, state, trick_points);
}

}  // namespace
}  // namespace paiju::shengji

// The soak's checks of shengji (tools/game_parts.h).
template <> const paiju::tools::SoakParts<paiju::shengji::Game> paiju::tools::Parts<paiju::shengji::Game>::soak{
    .decision = &shengji::soak_decision, .choice = &shengji::soak_choice, .after = &shengji::soak_after};
