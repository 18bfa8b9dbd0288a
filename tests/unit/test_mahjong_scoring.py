"""paiju.mahjong.score_win: Suqian mahjong side bets (spec section 5) and scoring (section 6) on
hand-worked examples. Every expected value is worked out from the spec by hand; the arithmetic is
in the comment above each case.

Reminder of the rules under test: points per payer = 2 base + 2 dealer (winner or that payer is
the dealer) + flowers (2 each, the prevailing-wind flower 4) + exposed/added kong 4 each,
concealed kong 8 each + satisfied bets (bu_peng 20, da_pie 15, du_ci 10, du_liu 5; once if the
winner or the payer placed it, twice if both); a payer pays points x 2^doublers. Payers: all three
on a self-draw or a ready discarder, else the discarder alone (a robbed kong is the robbed
player's discard).

Settled choices (where the spec is silent) tested here: bu_peng is broken by a pong, an exposed
kong and an added kong, kept by a concealed kong; da_pie counts the melds' suits; du_ci holds on
every seven-pairs win; du_liu is a 6 of any suit; a seat-wind flower that is not the prevailing
wind scores 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

import paiju
from paiju import mahjong

# A plain hand: three suits, runs only, pair 55p, no doubler. Winning on 7s (the 789s run): no
# bet but bu_peng is satisfied (no melds); nobody places any bet unless a test says so.
PLAIN = "123m 456m 789s 234p 55p"


def facts(**changes: Any) -> dict[str, Any]:
    """South (1) wins on West's (2) discard of 7s in the East round; East (0) deals."""
    base: dict[str, Any] = {
        "winner": 1,
        "dealer": 0,
        "self_draw": False,
        "discarder": 2,
        "discarder_ready": False,
        "robbed_kong": False,
        "winning_tile": "7s",
        "concealed": PLAIN,
        "melds": [],
        "flowers": "",
        "prevailing_wind": "E",
        "bets": [[], [], [], []],
        "fang_ting": False,
        "jue_zhang": False,
    }
    unknown = set(changes) - set(base)
    assert not unknown, unknown
    base.update(changes)
    return base


def score(**changes: Any) -> dict[str, Any]:
    result = dict(mahjong.score_win(facts(**changes)))  # type: ignore[arg-type]
    assert set(result) == {"doublers", "total", "payments"}
    assert sum(result["payments"]) == 0
    assert result["payments"][changes.get("winner", 1)] == result["total"]
    return result


def self_draw(**changes: Any) -> dict[str, Any]:
    return score(self_draw=True, discarder=None, **changes)


# --- payers, dealer ----------------------------------------------------------------------------


def test_plain_discard_neither_dealer():
    # points 2 base; no doublers; West (the discarder) alone pays 2
    assert score() == {"doublers": [], "total": 2, "payments": [0, 2, -2, 0]}


def test_dealer_as_payer():
    # East (dealer) discards: 2 base + 2 dealer = 4; East pays 4
    assert score(discarder=0) == {"doublers": [], "total": 4, "payments": [-4, 4, 0, 0]}


def test_dealer_as_winner():
    # East (dealer) wins on West's discard: 2 base + 2 dealer = 4
    assert score(winner=0, discarder=2) == {"doublers": [], "total": 4, "payments": [4, 0, -4, 0]}


def test_self_draw_neither_dealer():
    # zi_mo: East (dealer) pays (2 + 2) x 2 = 8, West and North 2 x 2 = 4 each; total 16
    assert self_draw() == {"doublers": ["zi_mo"], "total": 16, "payments": [-8, 16, -4, -4]}


def test_self_draw_by_dealer():
    # East (dealer) self-draws: each of 3 pays (2 + 2) x 2 = 8; total 24
    assert self_draw(winner=0) == {"doublers": ["zi_mo"], "total": 24, "payments": [24, -8, -8, -8]}


def test_ready_discarder_makes_all_three_pay_without_zi_mo():
    # West had declared ready: all three pay, no doubler: East 2 + 2 = 4, West 2, North 2; total 8
    assert score(discarder_ready=True) == {"doublers": [], "total": 8, "payments": [-4, 8, -2, -2]}


def test_ready_dealer_discarder():
    # East (dealer, ready) discards: all pay; East 4, West 2, North 2 = 8
    assert score(discarder=0, discarder_ready=True) == {"doublers": [], "total": 8, "payments": [-4, 8, -2, -2]}


def test_robbed_kong_is_the_robbed_players_discard():
    # North's added kong of 7s robbed: North pays alone, 2 base, no doubler for robbing
    assert score(discarder=3, robbed_kong=True) == {"doublers": [], "total": 2, "payments": [0, 2, 0, -2]}
    # robbing the dealer's kong: 2 + 2 dealer = 4 from East
    assert score(discarder=0, robbed_kong=True) == {"doublers": [], "total": 4, "payments": [-4, 4, 0, 0]}


def test_robbed_kong_from_a_ready_player_makes_all_pay():
    # the robbed kong counts as the robbed player's discard, so a ready robbed player brings in
    # all three payers: East 4, West 2, North 2 = 8
    assert score(discarder=3, robbed_kong=True, discarder_ready=True)["payments"] == [-4, 8, -2, -2]


# --- flowers -----------------------------------------------------------------------------------


def test_flowers_two_each_prevailing_wind_four():
    # East round: E 4 + spring 2 + plum 2 = 8; points 2 + 8 = 10 from West
    assert score(flowers="E spring plum") == {"doublers": [], "total": 10, "payments": [0, 10, -10, 0]}


def test_prevailing_wind_flower_follows_the_round():
    # South round: E 2 + S 4 = 6; points 2 + 6 = 8
    assert score(flowers="E S", prevailing_wind="S")["total"] == 8
    # East round, same flowers: E 4 + S 2 (South's own seat wind: no extra) = 6; points 8
    assert score(flowers="E S", prevailing_wind="E")["total"] == 8
    # North round, winner holds S (its seat wind) and W: 2 + 2 = 4; points 6
    assert score(flowers="S W", prevailing_wind="N")["total"] == 6
    # all four winds in the West round: 2 + 2 + 4 + 2 = 10; points 12
    assert score(flowers="E S W N", prevailing_wind="W")["total"] == 12


def test_flowers_on_a_self_draw_count_for_every_payer():
    # chrysanthemum 2 + N 2 (East round); East (2 + 2 dealer + 4) x 2 = 16, West/North (2 + 4) x 2 = 12
    assert self_draw(flowers="chrysanthemum N") == {
        "doublers": ["zi_mo"], "total": 40, "payments": [-16, 40, -12, -12]}


# --- kongs -------------------------------------------------------------------------------------


KONG_MELDS = [("kong", "9m"), ("added_kong", "1s"), ("concealed_kong", "5p")]


def test_exposed_added_and_concealed_kongs():
    # concealed 234m 77s + kongs: 2 base + 4 (exposed 9m) + 4 (added 1s) + 8 (concealed 5p) = 18
    assert score(concealed="234m 77s", melds=KONG_MELDS, winning_tile="3m") == {
        "doublers": [], "total": 18, "payments": [0, 18, -18, 0]}


def test_each_kong_kind_alone_and_pongs_score_nothing():
    rest = "123m 456m 789s 55p"  # 11 tiles + one meld
    # exposed kong: 2 + 4 = 6
    assert score(concealed=rest, melds=[("kong", "2p")], winning_tile="7s")["total"] == 6
    # added kong: 2 + 4 = 6
    assert score(concealed=rest, melds=[("added_kong", "2p")], winning_tile="7s")["total"] == 6
    # concealed kong: 2 + 8 = 10
    assert score(concealed=rest, melds=[("concealed_kong", "2p")], winning_tile="7s")["total"] == 10
    # pong: 2
    assert score(concealed=rest, melds=[("pong", "2p")], winning_tile="7s")["total"] == 2


def test_two_concealed_kongs_on_a_self_draw():
    # concealed 123m 55p + concealed kongs 9s, 7p: 2 + 8 + 8 = 18 (+ 2 dealer for East); zi_mo:
    # East (18 + 2) x 2 = 40, West/North 18 x 2 = 36; total 112
    assert self_draw(concealed="123m 789s 55p", melds=[("concealed_kong", "1s"), ("concealed_kong", "7p")],
                     winning_tile="2m") == {"doublers": ["zi_mo"], "total": 112, "payments": [-40, 112, -36, -36]}


# --- doublers ----------------------------------------------------------------------------------


def test_fang_ting():
    # 2 x 2 = 4
    assert score(fang_ting=True) == {"doublers": ["fang_ting"], "total": 4, "payments": [0, 4, -4, 0]}


def test_jue_zhang():
    # 2 x 2 = 4
    assert score(jue_zhang=True) == {"doublers": ["jue_zhang"], "total": 4, "payments": [0, 4, -4, 0]}


def test_zi_mo_fang_ting_and_jue_zhang_together():
    # three doublers: East (2 + 2) x 8 = 32, West/North 2 x 8 = 16; total 64
    assert self_draw(fang_ting=True, jue_zhang=True) == {
        "doublers": ["zi_mo", "fang_ting", "jue_zhang"], "total": 64, "payments": [-32, 64, -16, -16]}


def test_da_dui_hu():
    # all triplets: 111m 33m 555s 222p 999p, won on 5s: 2 x 2 = 4
    assert score(concealed="111m 33m 555s 222p 999p", winning_tile="5s") == {
        "doublers": ["da_dui_hu"], "total": 4, "payments": [0, 4, -4, 0]}


def test_da_dui_hu_with_pongs_and_kongs():
    # 111m 33m + pong 5s, exposed kong 2p, concealed kong 9p: 2 + 4 + 8 = 14; da_dui_hu: 28
    result = score(concealed="111m 33m", melds=[("pong", "5s"), ("kong", "2p"), ("concealed_kong", "9p")],
                   winning_tile="1m")
    assert result == {"doublers": ["da_dui_hu"], "total": 28, "payments": [0, 28, -28, 0]}


def test_a_run_is_not_da_dui_hu():
    # 123m with pongs elsewhere: no doubler, 2
    assert score(concealed="123m 55p", melds=[("pong", "7s"), ("pong", "9s"), ("pong", "2p")],
                 winning_tile="2m")["doublers"] == []


def test_qing_yi_se():
    # one suit: 111m 234m 567m 789m 99m, won on 3m: 2 x 2 = 4
    assert score(concealed="111m 234m 567m 789m 99m", winning_tile="3m") == {
        "doublers": ["qing_yi_se"], "total": 4, "payments": [0, 4, -4, 0]}


def test_qing_yi_se_counts_the_melds():
    # bamboo concealed, a dots pong: not one suit; 2
    assert score(concealed="123s 123s 789s 55s", melds=[("pong", "2p")], winning_tile="2s")["doublers"] == []
    # bamboo concealed and a bamboo kong: one suit; (2 + 4) x 2 = 12
    assert score(concealed="123s 123s 789s 55s", melds=[("kong", "4s")], winning_tile="2s") == {
        "doublers": ["qing_yi_se"], "total": 12, "payments": [0, 12, -12, 0]}


def test_qi_dui_zi():
    # seven pairs 11m 33m 55s 77s 22p 44p 99p, won on 3m: 2 x 2 = 4
    assert score(concealed="11m 33m 55s 77s 22p 44p 99p", winning_tile="3m") == {
        "doublers": ["qi_dui_zi"], "total": 4, "payments": [0, 4, -4, 0]}


def test_qi_dui_zi_with_four_of_a_kind_and_nei_jue():
    # 1111m counts as two pairs; won on the 4th 1m, whose other three are concealed: nei_jue too;
    # 2 x 4 = 8
    assert score(concealed="1111m 33m 55s 77s 22p 44p", winning_tile="1m") == {
        "doublers": ["qi_dui_zi", "nei_jue"], "total": 8, "payments": [0, 8, -8, 0]}


def test_nei_jue():
    # 111m 123m 456s 789p 55p, won on the 4th 1m: 2 x 2 = 4
    assert score(concealed="111m 123m 456s 789p 55p", winning_tile="1m") == {
        "doublers": ["nei_jue"], "total": 4, "payments": [0, 4, -4, 0]}
    # the same tiles won on 2m: four 1m are concealed but the winning tile is 2m: no nei_jue, 2
    assert score(concealed="111m 123m 456s 789p 55p", winning_tile="2m")["doublers"] == []


def test_qing_yi_se_qi_dui_zi_self_draw_dealer_east_flower():
    # East (dealer) self-draws seven pairs of characters, holds E in the East round:
    # points 2 base + 2 dealer + 4 (E flower, East round) = 8; doublers zi_mo, qing_yi_se,
    # qi_dui_zi: 8 x 8 = 64 from each of 3 payers; total 192
    assert self_draw(winner=0, concealed="11223344556677m", winning_tile="7m", flowers="E") == {
        "doublers": ["zi_mo", "qing_yi_se", "qi_dui_zi"], "total": 192, "payments": [192, -64, -64, -64]}


def test_all_doublers_but_qi_dui_zi():
    # 111m 222m 333m 555m 99m self-drawn on 9m, with fang_ting and jue_zhang given. Read as
    # triplets: zi_mo, fang_ting, jue_zhang, da_dui_hu, qing_yi_se = 5 doublers (the other reading,
    # 123m x 3, lacks da_dui_hu and is worth half). Points 2 (+ 2 dealer for East):
    # East 4 x 32 = 128, West/North 2 x 32 = 64; total 256
    assert self_draw(concealed="111m 222m 333m 555m 99m", winning_tile="9m", fang_ting=True, jue_zhang=True) == {
        "doublers": ["zi_mo", "fang_ting", "jue_zhang", "da_dui_hu", "qing_yi_se"],
        "total": 256, "payments": [-128, 256, -64, -64]}


# --- side bets ---------------------------------------------------------------------------------


def bets(winner: Sequence[str] = (), payer: Sequence[str] = (), other: Sequence[str] = ()) -> list[list[str]]:
    """Bets for South (winner 1), West (payer 2) and North (3); East places none."""
    return [[], list(winner), list(payer), list(other)]


@pytest.mark.parametrize(
    ("placed", "total"),
    [
        (bets(winner=["bu_peng"]), 22),  # 2 + 20
        (bets(payer=["bu_peng"]), 22),  # 2 + 20
        (bets(winner=["bu_peng"], payer=["bu_peng"]), 42),  # 2 + 20 x 2
        (bets(other=["bu_peng"]), 2),  # North does not pay on West's discard: 2
    ],
)
def test_bu_peng(placed, total):
    # PLAIN has no melds: bu_peng is satisfied
    assert score(bets=placed)["total"] == total


def test_bu_peng_on_a_self_draw_counts_per_payer():
    # North placed bu_peng: zi_mo; East (2 + 2) x 2 = 8, West 2 x 2 = 4, North (2 + 20) x 2 = 44; total 56
    assert self_draw(bets=bets(other=["bu_peng"])) == {
        "doublers": ["zi_mo"], "total": 56, "payments": [-8, 56, -4, -44]}
    # the winner placed it: every payer owes it: East (4 + 20) x 2 = 48, West/North 22 x 2 = 44; total 136
    assert self_draw(bets=bets(winner=["bu_peng"])) == {
        "doublers": ["zi_mo"], "total": 136, "payments": [-48, 136, -44, -44]}


@pytest.mark.parametrize(
    ("meld", "total"),
    [
        (("pong", "2p"), 2),  # a pong breaks it: 2
        (("kong", "2p"), 6),  # an exposed kong breaks it: 2 + 4
        (("added_kong", "2p"), 6),  # settled: an added kong (built on a pong) breaks it: 2 + 4
        (("concealed_kong", "2p"), 30),  # a concealed kong keeps it: 2 + 8 + 20
    ],
)
def test_bu_peng_and_melds(meld, total):
    assert score(concealed="123m 456m 789s 55p", melds=[meld], bets=bets(winner=["bu_peng"]))["total"] == total


@pytest.mark.parametrize(
    ("placed", "total"),
    [
        (bets(winner=["da_pie"]), 17),  # 2 + 15
        (bets(payer=["da_pie"]), 17),  # 2 + 15
        (bets(winner=["da_pie"], payer=["da_pie"]), 32),  # 2 + 15 x 2
    ],
)
def test_da_pie(placed, total):
    # no dots: 123m 456m 789s 234s 55s, won on 7s
    assert score(concealed="123m 456m 789s 234s 55s", bets=placed)["total"] == total


def test_da_pie_needs_a_missing_suit_melds_included():
    # PLAIN holds all three suits: 2
    assert score(bets=bets(winner=["da_pie"]))["total"] == 2
    # settled: a dots pong puts dots in the hand: 123m 456m 789s 55s + pong 2p: 2
    assert score(concealed="123m 456m 789s 55s", melds=[("pong", "2p")], bets=bets(winner=["da_pie"]))["total"] == 2
    # the same with a bamboo pong lacks dots: 2 + 15 = 17
    assert score(concealed="123m 456m 789s 55s", melds=[("pong", "2s")], bets=bets(winner=["da_pie"]))["total"] == 17
    # one suit lacks two suits, still satisfied: qing_yi_se, (2 + 15) x 2 = 34
    assert score(concealed="111m 234m 567m 789m 99m", winning_tile="3m", bets=bets(payer=["da_pie"])) == {
        "doublers": ["qing_yi_se"], "total": 34, "payments": [0, 34, -34, 0]}


@pytest.mark.parametrize(
    ("placed", "total"),
    [
        (bets(winner=["du_ci"]), 12),  # 2 + 10
        (bets(payer=["du_ci"]), 12),  # 2 + 10
        (bets(winner=["du_ci"], payer=["du_ci"]), 22),  # 2 + 10 x 2
    ],
)
def test_du_ci(placed, total):
    # PLAIN won on 5p, completing the pair 55p (单吊)
    assert score(winning_tile="5p", bets=placed)["total"] == total


def test_du_ci_needs_the_pair():
    # won on 7s, inside the run 789s: 2
    assert score(bets=bets(winner=["du_ci"], payer=["du_ci"]))["total"] == 2
    # won on 3p, inside the run 234p: 2
    assert score(winning_tile="3p", bets=bets(winner=["du_ci"]))["total"] == 2


def test_du_ci_on_seven_pairs():
    # settled: a seven-pairs win always completes a pair: (2 + 10) x 2 (qi_dui_zi) = 24
    assert score(concealed="11m 33m 55s 77s 22p 44p 99p", winning_tile="3m", bets=bets(winner=["du_ci"])) == {
        "doublers": ["qi_dui_zi"], "total": 24, "payments": [0, 24, -24, 0]}


@pytest.mark.parametrize(
    ("placed", "total"),
    [
        (bets(winner=["du_liu"]), 7),  # 2 + 5
        (bets(payer=["du_liu"]), 7),  # 2 + 5
        (bets(winner=["du_liu"], payer=["du_liu"]), 12),  # 2 + 5 x 2
    ],
)
def test_du_liu(placed, total):
    # PLAIN won on 6m (the 456m run)
    assert score(winning_tile="6m", bets=placed)["total"] == total


def test_du_liu_needs_a_six():
    # won on 7s: 2
    assert score(bets=bets(winner=["du_liu"]))["total"] == 2
    # settled: any suit's 6: 123m 456m 456s 234p 55p won on 6s: 2 + 5 = 7
    assert score(concealed="123m 456m 456s 234p 55p", winning_tile="6s", bets=bets(payer=["du_liu"]))["total"] == 7


def test_all_bets_by_both_on_a_ready_discard():
    # 123m 456m 234s 678s 66s won on 6s: the pair is 66s: du_ci; a 6: du_liu; no dots: da_pie; no
    # melds: bu_peng. Winner South and payer West placed all four; West (ready) discarded, all pay:
    # West: 2 + 2 x (20 + 15 + 10 + 5) = 102; East (dealer, no bets): 2 + 2 + 50 = 54;
    # North: 2 + 50 = 52; total 208
    hand = "123m 456m 234s 678s 66s"
    every = ["bu_peng", "da_pie", "du_ci", "du_liu"]
    assert score(concealed=hand, winning_tile="6s", discarder_ready=True, bets=bets(winner=every, payer=every)) == {
        "doublers": [], "total": 208, "payments": [-54, 208, -102, -52]}


# --- several readings --------------------------------------------------------------------------


def test_triplets_reading_beats_runs():
    # 111222333m 444s 55p reads as triplets (da_dui_hu) or as 123m x 3; won on 4s: the triplets
    # reading gives 2 x 2 = 4, the runs reading 2
    hand = "111222333m 444s 55p"
    assert len(mahjong.decompositions(hand)) == 2
    assert score(concealed=hand, winning_tile="4s") == {"doublers": ["da_dui_hu"], "total": 4, "payments": [0, 4, -4, 0]}


def test_seven_pairs_reading_beats_runs():
    # 112233m 445566p 77s: 123m 123m 456p 456p 77s or seven pairs. Won on 3m with a du_ci bet by
    # the winner: runs 2 (3m in a run); seven pairs (2 + 10) x 2 = 24
    hand = "112233m 445566p 77s"
    assert len(mahjong.decompositions(hand)) == 2
    assert score(concealed=hand, winning_tile="3m", bets=bets(winner=["du_ci"])) == {
        "doublers": ["qi_dui_zi"], "total": 24, "payments": [0, 24, -24, 0]}


def test_du_ci_reading_beats_da_dui_hu_or_not_depending_on_points():
    # 222333444m 55m 777s won on 2m reads
    #   A: 222m 333m 444m 55m 777s (all triplets, pair 55m): da_dui_hu -> points x 2
    #   B: 22m 234m 345m 345m 777s (pair 22m of the winning tile): du_ci -> points + 10 per owner
    #   C: 234m x 3 55m 777s: neither (never the best)
    hand = "222333444m 55m 777s"
    assert len(mahjong.decompositions(hand)) == 3
    # winner placed du_ci, 2 points otherwise: A 2 x 2 = 4, B 2 + 10 = 12 -> B
    assert score(concealed=hand, winning_tile="2m", bets=bets(winner=["du_ci"])) == {
        "doublers": [], "total": 12, "payments": [0, 12, -12, 0]}
    # add flowers E (East round, 4) + spring, summer, plum, orchid (2 each) = 12: points 14;
    # A 14 x 2 = 28, B 14 + 10 = 24 -> A
    assert score(concealed=hand, winning_tile="2m", bets=bets(winner=["du_ci"]),
                 flowers="E spring summer plum orchid") == {
        "doublers": ["da_dui_hu"], "total": 28, "payments": [0, 28, -28, 0]}


def test_the_best_reading_applies_to_every_payer():
    # same hand self-drawn by South, only North placed du_ci:
    #   A (da_dui_hu, zi_mo): East (2 + 2) x 4 = 16, West 2 x 4 = 8, North 2 x 4 = 8: 32
    #   B (zi_mo, du_ci for North): East 4 x 2 = 8, West 2 x 2 = 4, North (2 + 10) x 2 = 24: 36
    # B is larger and applies to all, though East and West would pay more under A
    assert self_draw(concealed="222333444m 55m 777s", winning_tile="2m", bets=bets(other=["du_ci"])) == {
        "doublers": ["zi_mo"], "total": 36, "payments": [-8, 36, -4, -24]}


def test_pair_choice_with_several_readings():
    # 111122223333m 44m won on 4m, all characters (qing_yi_se). Readings: pair 11m with
    # 123 123 234 234; pair 44m with 123 x 4 or 111 222 333 123; seven pairs (1111m, 2222m, 3333m
    # as two pairs each, and 44m). West placed du_ci: pair 11m 2 x 2 = 4; pair 44m
    # (2 + 10) x 2 = 24; seven pairs (pair 44m: du_ci) (2 + 10) x 4 = 48 -> seven pairs
    hand = "111122223333m 44m"
    assert len(mahjong.decompositions(hand)) == 4
    assert score(concealed=hand, winning_tile="4m", bets=bets(payer=["du_ci"])) == {
        "doublers": ["qing_yi_se", "qi_dui_zi"], "total": 48, "payments": [0, 48, -48, 0]}
    # among standard readings only (a meld rules out seven pairs): 222333444m 55m + pong 7s won
    # on 2m, West placed du_ci: triplets 2 x 2 = 4 (da_dui_hu),
    # 234m x 3 with 55m 2, pair 22m with 234m 345m 345m 2 + 10 = 12 -> 12, no doubler
    assert score(concealed="222333444m 55m", melds=[("pong", "7s")], winning_tile="2m",
                 bets=bets(payer=["du_ci"])) == {"doublers": [], "total": 12, "payments": [0, 12, -12, 0]}


# --- errors ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "error"),
    [
        ({"concealed": "123m 456m 789s 234p 56p", "winning_tile": "6p"}, paiju.InvalidHandError),  # not winning
        ({"concealed": "123m 456m 789s 234p 5p"}, paiju.InvalidHandError),  # 13 tiles
        ({"melds": [("pong", "1p")]}, paiju.InvalidHandError),  # 14 tiles with a meld
        ({"winning_tile": "9p"}, paiju.InvalidHandError),  # not among the concealed tiles
        ({"winning_tile": "E"}, paiju.InvalidTileError),
        ({"winning_tile": "0m"}, paiju.InvalidTileError),
        ({"winning_tile": 7}, paiju.PaijuError),
        ({"flowers": "E 5m"}, paiju.InvalidTileError),
        ({"flowers": "E E"}, paiju.InvalidTileError),
        ({"concealed": "123m 456m 789s 234p 55p E"}, paiju.InvalidTileError),
        ({"concealed": "123m 456m 789s 55p", "melds": [("kong", "5p")]}, paiju.InvalidTileError),  # 6 x 5p
        ({"concealed": "123m 456m 789s 55p", "melds": [("chow", "2p")]}, paiju.InvalidHandError),
        ({"bets": [[], ["bu_pong"], [], []]}, paiju.PaijuError),
        ({"bets": [[], [], []]}, paiju.PaijuError),
        ({"bets": [[], "du_ci", [], []]}, paiju.PaijuError),
        ({"prevailing_wind": "East"}, paiju.PaijuError),
        ({"prevailing_wind": 0}, paiju.PaijuError),
        ({"winner": 4}, paiju.PaijuError),
        ({"dealer": -1}, paiju.PaijuError),
        ({"winner": True}, paiju.PaijuError),
        ({"discarder": 1}, paiju.PaijuError),  # the winner discarded
        ({"discarder": None}, paiju.PaijuError),  # a discard win needs a discarder
        ({"self_draw": True}, paiju.PaijuError),  # a self-draw has no discarder
        ({"self_draw": True, "discarder": None, "robbed_kong": True}, paiju.PaijuError),
        ({"self_draw": True, "discarder": None, "discarder_ready": True}, paiju.PaijuError),
        ({"fang_ting": 1}, paiju.PaijuError),
    ],
)
def test_malformed_facts(changes, error):
    with pytest.raises(error):
        mahjong.score_win(facts(**changes))  # type: ignore[arg-type]


def test_keys_are_exact():
    missing = facts()
    del missing["jue_zhang"]
    with pytest.raises(paiju.PaijuError, match="jue_zhang"):
        mahjong.score_win(missing)  # type: ignore[arg-type]
    extra = facts()
    extra["robbed"] = True
    with pytest.raises(paiju.PaijuError, match="robbed"):
        mahjong.score_win(extra)  # type: ignore[arg-type]
    with pytest.raises(paiju.PaijuError):
        mahjong.score_win([])  # type: ignore[arg-type]
