// Jingdezhen Liangfutou (景德镇两副头) — the rules this engine implements, in brief.
//
// Four seats, two decks, 27 cards each. Suits never matter in play (no flushes) except for the
// called friend card. Single power: big joker > small joker > 2 > A > ... > 3. The four jokers
// are wild in any combination of two or more cards (each stands for any rank 3..2); a joker
// alone is itself, two jokers of one kind are also a natural pair above the 2s, and the four
// together are the joker bomb, which beats everything. A combination made with jokers equals
// the same natural one (444+joker == 4444; equal never beats).
//
// Combinations: single, pair, triple; straight (5+ consecutive ranks within 3..A: a 2 never
// enters a sequence, no wrap) and pair run (3+ consecutive pairs within 3..A), compared only
// with the same length, by top rank; bomb (4+ of a rank, jokers filling, up to 12 cards),
// compared by size, then rank. No attachments, no triple runs.
//
// A move is kind + length + key rank + the ranks used (jokers by kind) + how many copies of the
// called card it includes; the engine takes other suits in a fixed order (movegen.h).
//
// A deal (state.h): the caller names a card it holds exactly once (its holder of the other
// copy becomes the secret partner) or goes solo; the others may declare solo, the caller may
// pre-empt; the caller leads; tricks with 下家接风 (the next seat takes the lead when a player
// goes out on a winning play); the deal ends when decided, with payments 1-2 / 1-3 / 1-4 or the
// solo stake, plus rewards for the dealt hands (rewards.h). What a seat knows: observation.h;
// options and the preset: rules.h; the game-layer traits: game.h. Full rules:
// docs/rules/liangfutou.md.
#pragma once

#include "paiju/games/liangfutou/move.h"
#include "paiju/games/liangfutou/move_notation.h"
#include "paiju/games/liangfutou/movegen.h"
