"""The training players (cpp/paiju/games/guandan/trainers/, docs/trainers.md): racer, sitter
and shaper are bots and rollout policies by name, kept out of the default others=mix, play legal
moves in every seat through whole matches, are deterministic, beat random, and in positions
built for them play as their characters say."""

from __future__ import annotations

import numpy as np
import pytest

import paiju
from paiju import bots
from paiju.errors import InvalidOptionError
from paiju.guandan import Game

PLAYERS = ["racer", "sitter", "shaper"]


def after(state: paiju.guandan.State, *moves: str) -> paiju.guandan.State:
    for move in moves:
        state.apply(move)
    return state


@pytest.mark.parametrize("name", PLAYERS)
def test_each_name_is_a_bot_spec_and_a_rollout_policy_out_of_the_default_mix(name: str) -> None:
    assert bots.check_bot(name, "guandan") == name
    assert bots.check_bot(f"pimc:worlds=2,policy={name}", "guandan")
    with pytest.raises(InvalidOptionError):
        bots.check_bot(f"{name}:x=1", "guandan")
    (kind,) = [k for k in bots.kinds("guandan") if k["name"] == name]
    assert kind["in_mix"] is False


@pytest.mark.parametrize("name", PLAYERS)
def test_each_plays_legally_in_every_seat(name: str) -> None:
    # The runner checks every move against the legal list and raises otherwise; whole matches
    # go through tribute and return after every deal but the first.
    matches = paiju.simulate("guandan", matches=2, bots=[name] * 4, seed=5, threads=1, progress=False)
    assert (matches.arrays["deals"] > 1).all()
    deals = paiju.simulate("guandan", deals=150, bots=[name] * 4, seed=6, threads=1, progress=False)
    assert set(deals.arrays["winner"].tolist()) <= {0, 1}
    mixed = paiju.simulate("guandan", deals=50, bots=PLAYERS + ["random"], seed=7, threads=1, progress=False)
    assert len(mixed) == 50


@pytest.mark.parametrize("name", PLAYERS)
def test_each_beats_random_in_more_than_95_percent_of_deals(name: str) -> None:
    result = paiju.arena("guandan", [name, "random"], deals=200, seed=11, threads=1, progress=False)
    assert result.pairs == 200
    assert result.win_rate[0] > 0.95, result.table()


def test_deterministic_given_the_seed() -> None:
    one = paiju.simulate("guandan", deals=8, bots=PLAYERS + ["random"], seed=9, threads=1, progress=False)
    two = paiju.simulate("guandan", deals=8, bots=PLAYERS + ["random"], seed=9, threads=2, progress=False)
    assert np.array_equal(one.arrays["finish_order"], two.arrays["finish_order"])
    assert np.array_equal(one.arrays["moves"], two.arrays["moves"])
    state = Game().new_match(seed=3)
    assert all(str(bots.choose(state, n, seed=1)) == str(bots.choose(state, n, seed=2)) for n in PLAYERS)


def test_search_plays_a_deal_with_them_as_the_others() -> None:
    spec = "ismcts:iterations=50,others=mix,mix=racer+sitter+shaper"
    assert bots.check_bot(spec, "guandan")
    result = paiju.simulate("guandan", deals=1, bots=[spec, "racer", "sitter", "shaper"], seed=4, threads=1,
                            progress=False)
    assert result.arrays["winner"][0] in (0, 1)
