"""Finite observation bounds where the values are bounded (issue 44): Gymnasium's check_env no
longer warns about infinite bounds for games whose every slice is bounded, and every
observation of random play lies within the bounds."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")
import paiju  # noqa: E402
import paiju.env  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402


def _slice(game: str, name: str) -> slice:
    start, stop = paiju.game_module(game).TENSOR_LAYOUT[name]
    return slice(start, stop)


@pytest.mark.parametrize("game", ["guandan", "liangfutou"])
def test_check_env_finds_no_infinite_bound(game: str) -> None:
    env = paiju.env.gym(game, opponents="random", max_deals=1)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env)
    assert not [w for w in caught if "infinity" in str(w.message)], [str(w.message) for w in caught]


def test_the_bounds_follow_the_rules() -> None:
    space = paiju.env.gym("guandan", opponents="random").observation_space["observation"]
    # two decks: at most 2 copies of a card kind; a hand of 27, 28 while holding a tribute card
    assert (space.low[_slice("guandan", "hand")] == 0).all() and (space.high[_slice("guandan", "hand")] == 2).all()
    assert space.high[_slice("guandan", "cards_left")] == pytest.approx(np.float32(28 / 27))
    assert (space.high[_slice("guandan", "phase")] == 1).all()  # one-hot
    mahjong = paiju.env.gym("mahjong", opponents="random").observation_space["observation"]
    scores = _slice("mahjong", "scores")
    assert np.isinf(mahjong.low[scores]).all() and np.isinf(mahjong.high[scores]).all()  # no bound
    assert (mahjong.high[_slice("mahjong", "hand")] == 1).all()  # copies / 4


@pytest.mark.parametrize("game", paiju.games())
def test_every_observation_of_random_play_is_within_the_bounds(game: str) -> None:
    env = paiju.env.pettingzoo(game, max_deals=2)
    space = env.observation_space("seat_0")["observation"]
    rng = random.Random(7)
    for seed in range(3):
        env.reset(seed=seed)
        for agent in env.agent_iter():
            observation, _, terminated, truncated, _ = env.last()
            for other in env.agents:
                assert space.contains(env.observe(other)["observation"]), (game, other)
            moves = np.flatnonzero(observation["action_mask"])
            env.step(None if terminated or truncated else int(rng.choice(moves)))
