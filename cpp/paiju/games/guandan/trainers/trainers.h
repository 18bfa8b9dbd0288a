// Three rule-based Guandan players and a learned one for training: opponents for search rollouts (`others=mix,
// mix=racer+sitter+shaper`) and for data, written from the rules alone and shaped by how the
// bots of the 2020 Guandan AI competition play (docs/trainers.md has the figures).
//
// All three read a hand the same rough way (hand_shape.h: the plays it still needs, bombs set
// aside) and judge a move by what it leaves (appraisal.h): how much it breaks the hand, how many
// aces, level cards and jokers it spends, how high it is. They go out whenever one play empties
// the hand, and pay tribute and return cards alike (transfer.h; decision.h). Their minds differ:
//
// racer — treats every trick as a race, its partner's included. It leads the play that fits its
// hand best, lowest first, and follows with the lowest play that breaks its hand at most a
// little. It plays over its partner whenever it can do so cheaply (no break, no control card)
// and the partner's play is below an ace, however few cards the partner holds: the competition
// bots overtook their partner's low plays in 52-70% of the chances, its aces and above in 0-29%
// (one bot 78%), near the partner's end about as often as before it; paiju's heuristic overtook
// in 2%. It bombs an opponent down to six cards or fewer, or when the bomb leaves it two plays
// from going out.
//
// sitter — quiet early, strong late. While it holds 16 cards or more and no opponent is down to
// eight, it takes a trick only when that is free (no break, no control card) and otherwise
// passes: the competition bots passed on a beatable opponent's play 17-41% of the time, 45% of
// it early for one of them, the heuristic 14%. It leads its smallest combinations that spend no
// control card, keeps its aces, level cards, jokers and bombs for the end, never plays over its
// partner, and bombs only an opponent down to four cards or to go out next.
//
// shaper — plays by the shape of its hand. It leads the kind of unit it holds most of (singles,
// pairs, triples bare or with a pair, sequences), the lowest that does not break the hand, as
// the competition bots lead bare triples and plates more and full houses less than the
// heuristic. It follows only with plays that fit its hand, not necessarily the lowest beat,
// until an opponent is down to five cards; it leaves its partner's tricks alone and bombs a
// near-out opponent, or a long play (five cards or more) once its own hand is small.
//
// imitator — learned, not written: it plays the move a linear model over a few numbers a move
// (imitation.h: what the move breaks and spends, its type and height, the pass, each crossed
// with who holds the trick and how close the seats are to going out) scores highest, the model
// fitted by maximum likelihood to the decisions of three of the six third-party bots whose
// records the project was given ($PAIJU_THIRD_PARTY_DATA; benchmarks/imitator/train.py, docs/trainers.md), so that search
// can draw a player shaped by real foreign play, not by a reading of it.
//
// Each is a rollout policy (search/bot.h) and a named bot kept out of the default others=mix
// (game.cpp). They read only the mover's hand and public facts and use no randomness.
#pragma once

#include "paiju/core/rng.h"
#include "paiju/games/guandan/movegen.h"
#include "paiju/games/guandan/state.h"

namespace paiju::guandan {

Move racer_player(const State& state, const MoveList& legal, Rng& rng);
Move sitter_player(const State& state, const MoveList& legal, Rng& rng);
Move shaper_player(const State& state, const MoveList& legal, Rng& rng);
Move imitator_player(const State& state, const MoveList& legal, Rng& rng);

}  // namespace paiju::guandan
