// Suqian mahjong (宿迁麻将, 小包子麻将) — the rules this engine implements, in brief.
//
// 120 tiles: characters, bamboo and dots 1-9, four of each, and 12 flowers, one of each (the
// four winds, the seasons, the plants); no honours in hand, no wildcards. Four seats each play
// for themselves; East (seat 0) deals first. Draws take the front of the wall; a flower never
// stays in a hand: it is set aside and replaced from the tail (no dead wall). The dealer gets
// 14 tiles, the others 13.
//
// No chow. On its turn a seat discards, declares ready with its discard, or makes a concealed or
// added kong (a replacement from the tail; a kong needs a tile left in the wall). A discard is
// claimed one seat at a time: first the ready seats waiting on it, nearest first (a win ends the
// deal: no multiple win), then the one seat that holds two of it, is not ready and has no 不碰
// bet may pong it or, holding three, kong it. Ready seats waiting on an added kong's tile may
// rob the kong. A draw or replacement from an empty wall ends the deal: no winner, no payments.
//
// Only a ready seat may win, and ready means a single wait: the hand after the ready discard
// waits on exactly one kind. A winning hand is sets (runs or triplets; each meld is one) and a
// pair, or seven pairs. A ready hand is locked: it wins on its wait or discards the drawn tile
// (kong_after_ready: or makes a concealed kong that keeps the same wait). A win is never forced,
// and there is no furiten.
//
// Side bets (嘴子), chosen before each deal and kept until the round ends (side_bets): 不碰 20
// (never pong), 大撇 15 (ready only while missing a suit), 独刺 10 (the winning tile completes a
// pair), 独六 5 (the winning tile is a 6). Each payer pays points x 2^doublers. Points: base 2;
// dealer 2 when the winner or that payer deals; each flower of the winner 2 (the prevailing
// wind's 4); the winner's kongs, exposed 4, concealed 8; each satisfied bet that the winner or
// that payer placed (twice when both did). Doublers: 自摸, 放听, 绝张, 大对糊, 清一色, 七对子, 内绝.
// A self-draw is paid by all three others; a discard by its discarder alone, unless the
// discarder was ready: then by all three. The reading that pays the winner most applies.
//
// The match: a dealer who wins deals again; after an exhaustive draw dealer_on_draw decides
// (stay, the default, or pass); otherwise the next seat deals. A round ends when the deal passes
// from North to East: the prevailing wind moves on and the bets are cleared. The match ends
// after `rounds` rounds (default 4) or max_deals deals; returns() gives each seat's points.
//
// Where each part lives: rules.h (options, the preset suqian), move.h and move_notation.h (the
// decisions and their text), scoring.h (one win's points, doublers and payments), state.h (bets,
// the wall, turns, claims, kongs, ready and the locked hand, the deal's end, the match),
// observation.h (what a seat knows), determinize.h and wait_prior.h (the belief about a ready
// seat's wait), heuristic_bot.h, game.h (the game-layer traits, the search reward). Tiles, their
// notation and the hand analysis (winning hands, waits, shanten, readings) live in tiles/. Full
// rules and the settled gaps: docs/rules/mahjong.md.
#pragma once

#include "paiju/games/mahjong/move.h"
#include "paiju/games/mahjong/move_notation.h"
#include "paiju/games/mahjong/rules.h"
#include "paiju/games/mahjong/scoring.h"
