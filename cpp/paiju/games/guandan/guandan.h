// Guandan (掼蛋) — the rules this engine implements, in brief.
//
// Four seats, partners opposite (teams {0,2} and {1,3}); two 54-card decks, 27 cards each.
// Each deal is played at a level rank: its cards are "level cards", ranked above the aces
// (single power: big joker > small joker > level card > A > K > ... > 2). The two heart level
// cards are wild when played with other cards: each stands for any card but a joker. A lone
// heart level card is an ordinary level single; two played alone are a pair of level cards.
//
// Combinations: single; pair (also two small or two big jokers); triple; full house (triple +
// a pair of another rank — five of one rank is a bomb — or, by the option
// full_house_joker_pair, a joker pair), keyed by the triple; straight (exactly 5 consecutive
// ranks); tube (3 consecutive pairs); plate (2 consecutive triples). In runs every rank sits at
// its natural place, the level rank included, and the ace may be low (A2345) or high (10JQKA)
// but never wraps. Bombs: 4..8 of a rank (up to 10 with both wilds), straight flush, and the
// four jokers. Order: four jokers > 6+ card bombs (size, then power) > straight flush (by top)
// > 5-card bomb > 4-card bomb > every non-bomb; a non-bomb beats only the same type with a
// higher key, and equal keys do not beat.
//
// A move is the physical cards plus a declared reading: wild+3456 is two moves (23456 and
// 34567), and five natural cards of one suit in sequence are only a straight flush, while
// with a wild among them the plain straight reading exists too.
//
// Settled gaps (documented in docs/rules/guandan.md): a full house's pair is of a different
// rank than its triple; two wilds alone are only a pair of the level rank.
//
// Headers: move.h (the Move value and its layout), level.h (power order), compare.h (beats),
// movegen.h (legal moves and readings), move_notation.h (platform notation), rules.h (options).
#pragma once

#include "paiju/games/guandan/compare.h"
#include "paiju/games/guandan/level.h"
#include "paiju/games/guandan/move.h"
#include "paiju/games/guandan/move_notation.h"
#include "paiju/games/guandan/movegen.h"
#include "paiju/games/guandan/rules.h"
