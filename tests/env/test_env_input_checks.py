"""Bad input to the learning environments raises a typed paiju error, never a bare Python
exception or a silent reinterpretation (the rest of the API: tests/unit/test_input_checks.py)."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

import paiju  # noqa: E402
import paiju.env  # noqa: E402


def typed(error: type[paiju.PaijuError] = paiju.PaijuError):
    return pytest.raises((error,))


# --- learning environments -------------------------------------------------------------------

@pytest.mark.parametrize("action", [1.9, "1", True, float("nan"), None, np.array([0, 1])])
@pytest.mark.parametrize("mode", ["remap", "raise"])
def test_gym_actions_that_are_not_integers_raise_in_either_mode(action: object, mode: str) -> None:
    env = paiju.env.gym("guandan", opponents="random", illegal_action=mode)
    env.reset(seed=1)
    with typed(paiju.IllegalMoveError):
        env.step(action)
    _, _, _, _, info = env.step(np.int64(0))  # an integer still plays
    assert "illegal_action" not in info


@pytest.mark.parametrize("seed", [-1, 1.5, True, "3"])
def test_reset_seeds_are_checked(seed: object) -> None:
    with typed(paiju.InvalidOptionError):
        paiju.env.gym("guandan").reset(seed=seed)  # type: ignore[arg-type]
    with typed(paiju.InvalidOptionError):
        paiju.env.pettingzoo("guandan").reset(seed=seed)  # type: ignore[arg-type]


def test_pettingzoo_misuse_raises_typed_errors() -> None:
    env = paiju.env.pettingzoo("guandan")
    with typed(paiju.InvalidOptionError):
        env.step(0)  # before reset
    with typed(paiju.InvalidOptionError):
        env.observe("seat_0")
    env.reset(seed=1)
    with typed(paiju.InvalidOptionError):
        env.observe("seat_9")
    while env.agents:
        agent = env.agent_selection
        env.step(None if env.terminations[agent] else 0)
    with typed(paiju.InvalidOptionError):
        env.step(0)  # every agent has stepped out


@pytest.mark.parametrize("kwargs", [{"max_actions": 2**40}, {"max_actions": 2**31}, {"num_envs": 10**9},
                                    {"threads": None}, {"threads": 2**64}])
def test_env_sizes_and_threads_are_bounded(kwargs: dict) -> None:
    num_envs = kwargs.pop("num_envs", 2)
    with typed(paiju.InvalidOptionError):
        paiju.env.vector("guandan", num_envs, **kwargs)
    if "max_actions" in kwargs:
        with typed(paiju.InvalidOptionError):
            paiju.env.gym("guandan", **kwargs)


@pytest.mark.parametrize("index", [-1, 2, 1.0, True])
def test_vector_env_indices_are_checked(index: object) -> None:
    env = paiju.env.vector("guandan", 2, seed=1)
    env.reset()
    with typed(paiju.InvalidOptionError):
        env.action_moves(index)  # type: ignore[arg-type]
    with typed(paiju.InvalidOptionError):
        env.match_seed(index)  # type: ignore[arg-type]
    assert len(env.action_moves(1)) >= 1
