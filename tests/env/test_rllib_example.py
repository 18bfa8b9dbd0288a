"""examples/rllib_ppo_guandan.py without Ray (issue 44): its episodes are single deals, and its
progress line counts the deals that ended (RLlib reports NaN for an iteration where none did)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rllib_ppo_guandan.py"
_spec = importlib.util.spec_from_file_location("rllib_ppo_guandan", EXAMPLE)
assert _spec and _spec.loader
example = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(example)

NAN = float("nan")


def test_an_iteration_where_no_deal_ended_prints_zero_deals() -> None:
    result = {"env_runners": {"num_env_steps_sampled": 1000, "num_episodes": NAN, "num_episodes_lifetime": 4,
                              "agent_episode_returns_mean": {"seat_0": NAN}},
              "learners": {"shared": {"policy_loss": 0.0123, "entropy": 2.5}}}
    line = example.iteration_line(2, result, 3.0)
    assert "nan" not in line
    assert "1000 env steps, 0 deals ended (4 in all), seat 0 mean return n/a" in line


def test_an_iteration_prints_its_counts_and_means() -> None:
    result = {"env_runners": {"num_env_steps_sampled": 1000, "num_episodes": 7.0, "num_episodes_lifetime": 11.0,
                              "agent_episode_returns_mean": {"seat_0": -0.25}},
              "learners": {"shared": {"policy_loss": 0.0123, "entropy": 2.5}}}
    line = example.iteration_line(1, result, 3.0)
    assert line == ("iteration 1: 1000 env steps, 7 deals ended (11 in all), seat 0 mean return -0.250, "
                    "policy loss 0.0123, entropy 2.500, 3.0 s")
    assert "0 env steps, 0 deals ended (0 in all)" in example.iteration_line(1, {}, 0.0)


def test_an_episode_is_one_deal() -> None:
    env = example.paiju_aec_env("guandan")
    env.reset(seed=1)
    for agent in env.agent_iter():
        observation, _, terminated, truncated, _ = env.last()
        env.step(None if terminated or truncated else int(observation["action_mask"].argmax()))
    assert env.state.deal_index == 0  # the episode ended with its first deal
