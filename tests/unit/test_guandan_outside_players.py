"""The outside players (cpp/paiju/games/guandan/players/, docs/outside-players.md): counter,
feeder and tempo are bots and rollout policies by name, play legal moves through whole matches
(tribute and return included), beat random, and in positions built for them play as their
characters say."""

from __future__ import annotations

import numpy as np
import pytest

import paiju
from paiju import bots
from paiju.errors import InvalidOptionError
from paiju.guandan import Game

PLAYERS = ["counter", "feeder", "tempo"]


def after(state: paiju.guandan.State, *moves: str) -> paiju.guandan.State:
    for move in moves:
        state.apply(move)
    return state


@pytest.mark.parametrize("name", PLAYERS)
def test_each_name_is_a_bot_spec_and_a_rollout_policy(name: str) -> None:
    assert bots.check_bot(name, "guandan") == name
    assert bots.check_bot(bots.Style(name), "guandan") == name
    assert bots.check_bot(f"pimc:worlds=2,policy={name}", "guandan")
    with pytest.raises(InvalidOptionError):
        bots.check_bot(f"{name}:x=1", "guandan")


@pytest.mark.parametrize("name", PLAYERS)
def test_each_plays_whole_matches_legally(name: str) -> None:
    # The runner checks every move against the legal list and raises otherwise. Whole matches
    # go through tribute and return after every deal but the first.
    result = paiju.simulate("guandan", matches=3, bots=[name, "random", name, "random"], seed=5, progress=False)
    assert len(result) == 3
    assert (result.arrays["deals"] > 1).all()
    deals = paiju.simulate("guandan", deals=20, bots=[name, "random", name, "random"], seed=6, progress=False)
    assert set(deals.arrays["winner"].tolist()) <= {0, 1}
    # Among themselves too (every seat the same player, and the three mixed).
    mixed = paiju.simulate("guandan", matches=1, bots=[name, *[p for p in PLAYERS if p != name], name], seed=7,
                           progress=False)
    assert mixed.arrays["winner"][0] in (0, 1)


@pytest.mark.parametrize("name", PLAYERS)
def test_each_beats_random_in_nine_duplicate_deals_of_ten(name: str) -> None:
    result = paiju.arena("guandan", [name, "random"], deals=60, seed=11, progress=False)
    assert result.pairs == 60
    assert result.win_rate[0] >= 0.9, result.table()


def test_deterministic_given_the_seed() -> None:
    one = paiju.simulate("guandan", deals=6, bots=PLAYERS + ["random"], seed=9, threads=1, progress=False)
    two = paiju.simulate("guandan", deals=6, bots=PLAYERS + ["random"], seed=9, threads=2, progress=False)
    assert np.array_equal(one.arrays["finish_order"], two.arrays["finish_order"])
    assert np.array_equal(one.arrays["moves"], two.arrays["moves"])


TWELVE_A = ["S2", "D3", "C4", "H5", "C6", "D7", "H8", "CT", "DJ", "SQ", "DK", "HA"]
TWELVE_B = ["C2", "S4", "D5", "H6", "S8", "C8", "DT", "HJ", "CQ", "HK", "DA", "SB"]


def test_tempo_bombs_early_where_the_others_pass() -> None:
    # Seat 3 (13 cards, not close to going out) leads a king. Seat 0 holds a bomb of 9s, a
    # straight 3-7 and a pair of 8s: tempo bombs to take the lead and shed the straight.
    hands = [["S9", "H9", "C9", "D9", "S3", "H4", "C5", "D6", "S7", "S8", "D8"], TWELVE_A, TWELVE_B,
             ["SK", "C3", "D4", "S5", "S6", "C7", "H3", "H7", "ST", "SJ", "CJ", "DQ", "CK"]]
    state = after(Game().new_deal(hands, level="2", leader=3), "Single K SK")
    assert str(bots.choose(state, "tempo")) == "Bomb 9 S9 H9 C9 D9"
    assert str(bots.choose(state, "counter")) == "PASS"
    assert str(bots.choose(state, "feeder")) == "PASS"


def test_feeder_leads_a_pair_to_a_partner_holding_two_cards() -> None:
    hands = [["S3", "H4", "C5", "D6", "S7", "SQ", "HQ", "D9"], TWELVE_A, ["C2", "D2"], TWELVE_B]
    state = Game().new_deal(hands, level="A", leader=0)
    assert str(bots.choose(state, "feeder")) == "Pair Q SQ HQ"
    assert str(bots.choose(state, "tempo")) == "Straight 3 S3 H4 C5 D6 S7"


def test_counter_overtakes_its_partner_only_to_shut_out_an_opponent_with_one_card() -> None:
    # Seat 0 leads a 5, seat 1 passes; seat 3, next after seat 2, holds one card. The 5 can be
    # topped; counter's big joker cannot.
    hands = [["S5", "S9", "D9", "CT", "C3"], TWELVE_A, ["HR", "S3", "S4", "C6", "C7", "D8"], ["CK"]]
    state = after(Game().new_deal(hands, level="2", leader=0), "Single 5 S5", "PASS")
    assert state.current_player == 2
    assert str(bots.choose(state, "counter")) == "Single R HR"
    assert str(bots.choose(state, "feeder")) == "PASS"  # never beats its partner
    assert str(bots.choose(state, "tempo")) == "PASS"


def test_feeder_returns_a_good_card_to_its_partner() -> None:
    # After a 1-4 finish seat 2 pays seat 0, its partner; seat 0 returns a card of 10 or less.
    hands = [["S3", "C5", "D9", "ST", "SA", "SK"], TWELVE_A, ["HR", "C4", "D6"], TWELVE_B]
    state = Game().new_deal(hands, level="2", leader=0, previous_finish=[0, 1, 3, 2])
    state.apply("tribute R HR")
    assert state.phase == "return" and state.current_player == 0
    assert str(bots.choose(state, "feeder")) == "back T ST"
    assert str(bots.choose(state, "counter")) == "back 3 S3"
