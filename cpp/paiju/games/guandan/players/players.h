// Three rule-based Guandan players written from the rules alone ("outside players"), to play
// against paiju's own heuristic and to vary the field in simulations.
//
// They share one way of reading a hand (partition.h: cut it into the fewest, strongest plays,
// bombs set aside and valued), one way of counting cards (unseen.h: what has not been played,
// and so what could still beat a play), and the tribute and return choices (tribute.h). They
// differ in what they do with that reading:
//
// counter — a card-counting controller. It counts the cards still out and calls a play "safe"
// when no opponent can hold a higher play of its kind (or has too few cards to make one). It
// leads its weakest plays while it has several to make and keeps its safe plays and bombs as
// ways back to the lead; once at most one unsafe play is left it cashes the safe ones and goes
// out with the last. It beats an opponent only with a play that does not spend its top
// controls (or that nobody can top and costs nothing), and bombs only to stop an opponent who
// is close to going out, or when it can keep the lead: no stronger bomb unseen, and a safe play
// or a bomb to win the lead back after every unsafe play but the last. It overtakes its
// partner only to go out, or to shut out the next opponent (two cards or fewer) with a play
// nobody can top.
//
// feeder — a partner feeder. It watches its partner's card count: when the partner is close to
// going out it leads low singles (or pairs, when the partner's count is even) that the partner
// can take, never beats its partner's plays, and plans its own last play to be one nobody can
// beat, so that the lead passes to the partner (接风). It returns a good card to its partner
// after a 1-4 finish. Against opponents it plays quietly until one of them gets close to going
// out; then it fights with everything, bombs included, and leads plays too long for the
// opponent's remaining cards.
//
// tempo — a bomb-rich tempo player. Its partition prizes bombs (wilds go into bombs first),
// it leads its longest combinations first (plates, tubes, straights, full houses) and it
// bombs early: whenever an opponent holds the trick and it still has a long combination or
// several plays to shed, it bombs with its smallest bomb to take the lead and keep shedding.
// It leaves its partner's tricks alone.
//
// Each is a rollout policy (search/bot.h: the state, the legal moves, an Rng) and a named bot
// (game.cpp). They read only the mover's hand and public facts (cards played, cards left, the
// trick, the seats' places); they use no randomness, so they are deterministic.
#pragma once

#include "paiju/core/rng.h"
#include "paiju/games/guandan/movegen.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan {

Move counter_player(const State& state, const MoveList& legal, Rng& rng);
Move feeder_player(const State& state, const MoveList& legal, Rng& rng);
Move tempo_player(const State& state, const MoveList& legal, Rng& rng);

}  // namespace paiju::guandan
