// Shengji / Tractor (升级, 拖拉机) — the rules this engine implements, in brief.
//
// Four seats, partners opposite (teams {0,2} and {1,3}); two 54-card decks: 25 cards each and an
// 8-card kitty. Points: each 5 is worth 5, each 10 and each K 10 (200 in a deal). Each team has a
// level from the option level_sequence (default 2..A; preset five_ten_king: 5, 10, K), and a
// deal is played at the dealer's team's level: its cards are the level cards.
//
// Trumps are both jokers, every level card and, unless the deal is no-trump, the declared suit.
// In a plain suit the level rank is taken out, so its neighbours are adjacent. The trump chain
// ends: trump A < the off-suit level cards (equal to each other) < the trump suit's level card <
// small joker < big joker. Of two equal cards the one played first ranks higher. A pair is two
// identical cards; a tractor is two or more pairs at consecutive places of one effective suit.
//
// Declaring (亮主, 反主): while the cards are dealt one by one, a seat may show a level card (names
// its suit), a pair of them (overrides another seat's single, or another seat's pair of a lower
// suit by suit_order) or a joker pair (no-trump; big over small). A seat may only reinforce its
// own single with the pair of its suit (must_declare_joker_pair: a joker pair must be shown, even
// over the seat's own suit). Nobody declared: no-trump, or a redeal (no_declaration). The first
// deal's dealer is the seat whose declaration stands; then the dealer's partner deals when the
// dealer side held, the next seat when the attackers took over. The dealer takes up the kitty
// and buries 8 cards, one per decision.
//
// Tricks: the dealer leads. A lead is any set of cards of one effective suit, read as units
// (singles, pairs, tractors: longest runs first, pairs never broken); several units are a throw,
// which fails when another hand holds a higher unit of the same kind and length in that suit:
// then only its smallest beatable unit is played (throw_penalty). A follower plays all its
// cards of the led suit when it has no more than the lead, else exactly the lead's number of
// them, matching its tractors and then its pairs as far as the hand allows. Only a play all of
// the led suit or all trump that holds the lead's whole structure can win, judged by its
// highest-structure unit, ties to the earlier play. With cross_suit_throws (five_ten_king) a
// throw may mix plain suits.
//
// A deal's result: the attackers' points, plus the kitty times kitty_multiplier when they win
// the last trick. Under 80 the dealer side climbs (level_table standard: 3 at 0, 2 at 5-35, 1 at
// 40-75; seed001: 1); from 80 the attackers take over, climbing 1 from 120, 2 from 160, 3 from
// 200 and 1 more per further 40. A jump stops at a must_defend level; passing the last level
// wins the match, as 200 points do under outright_win; max_deals bounds a match (the higher
// level wins, equal levels draw).
//
// Where each part lives: rules.h (options, presets standard and five_ten_king), move.h and
// move_notation.h (the decisions and their text), declarations.h (what may be declared over
// what), plays.h (leads, follows, failed throws, the trick winner, counted and sampled; cross-suit
// throws), level_table.h (levels won, climbing), state.h (the match: dealing, declaring, burying,
// tricks, the kitty, the next deal), observation.h (what a seat knows: voids, no pair left),
// determinize.h, heuristic_bot.h, game.h (the game-layer traits, the search reward). The trick
// machinery it shares lives in tricktaking/ (trump order, units, leads, follows, winner, throws).
// Full rules, decisions D1-D5 and the settled gaps: docs/rules/shengji.md.
#pragma once

#include "paiju/games/shengji/declarations.h"
#include "paiju/games/shengji/level_table.h"
#include "paiju/games/shengji/move.h"
#include "paiju/games/shengji/move_notation.h"
#include "paiju/games/shengji/plays.h"
#include "paiju/games/shengji/rules.h"
