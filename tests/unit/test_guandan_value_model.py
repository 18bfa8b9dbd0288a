"""The learned Guandan value (search's cut=): the examples it is trained on (identities counted
by hand from the rules), and the bot parameter that uses it."""

from __future__ import annotations

import numpy as np
import pytest

import paiju
from paiju import guandan
from paiju.errors import InvalidOptionError

native = guandan._native
# Blocks of value_features.h: hands 4*54, level 54, left 4, out 4*3, trick 10+1+4, turn 4, levels 2.
HANDS, LEVEL, LEFT, OUT, TRICK, TURN, LEVELS = 0, 216, 270, 274, 286, 301, 305


@pytest.fixture(scope="module")
def examples() -> dict[str, np.ndarray]:
    return native._value_examples({}, 7, 60, 3, 0.2, 0.1)


def test_examples_are_reproducible_from_their_seed(examples: dict[str, np.ndarray]) -> None:
    again = native._value_examples({}, 7, 60, 3, 0.2, 0.1)
    other = native._value_examples({}, 8, 60, 3, 0.2, 0.1)
    assert examples["features"].shape == (len(examples["reward"]), 307)
    assert len(examples["reward"]) > 100  # 60 matches of 1-3 deals, about 80 decisions a deal, 20% kept
    for key in examples:
        assert np.array_equal(examples[key], again[key])
    assert not np.array_equal(examples["reward"][:50], other["reward"][:50])


def test_labels_are_a_deals_gain_in_thirds(examples: dict[str, np.ndarray]) -> None:
    # A deal gains its winners 1, 2 or 3 levels; the reward is +-gain / 3 (Game::reward).
    allowed = np.array([-1, -2 / 3, -1 / 3, 1 / 3, 2 / 3, 1], dtype=np.float32)
    assert np.isin(examples["reward"], allowed).all()
    assert (examples["plies_left"] >= 1).all()


def test_features_agree_with_the_cards_left(examples: dict[str, np.ndarray]) -> None:
    f = examples["features"]
    copies = f[:, HANDS:LEVEL].reshape(-1, 4, 54).sum(axis=2) * 2  # copies held by r
    assert np.allclose(copies, f[:, LEFT:OUT] * 27, atol=1e-4)
    assert np.allclose(f[:, LEVEL:LEFT].sum(axis=1), 4)  # the level rank in its four suits, one mark a kind
    assert np.allclose(f[:, TURN:LEVELS].sum(axis=1), 1)  # one seat to move
    out = f[:, OUT:TRICK].reshape(-1, 4, 3)
    assert (out.sum(axis=1) <= 1).all() and (out.sum(axis=2) <= 1).all()  # a place is one seat's


def test_cut_search_is_reproducible_and_legal() -> None:
    state = guandan.Game().new_match(seed=3)
    for i in range(9):
        state.apply(paiju.bots.choose(state, "heuristic", seed=i))
    spec = "ismcts:iterations=200,prior=1,cut=4"
    first = paiju.bots.make(spec, "guandan", seed=5).choose(state)
    assert first == paiju.bots.make(spec, "guandan", seed=5).choose(state)
    assert first in state.legal_moves()


def test_cut_needs_a_game_with_a_learned_value() -> None:
    with pytest.raises(InvalidOptionError, match="learned value"):
        paiju.bots.make("ismcts:cut=0", "shengji")
    with pytest.raises(InvalidOptionError):
        paiju.bots.make("ismcts:cut=-1", "guandan")
