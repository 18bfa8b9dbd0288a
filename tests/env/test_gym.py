"""Single-agent Gymnasium environments: the environment checker for every game, the
registered ids, whole episodes whose rewards add up to the match's returns, seeding, errors."""

from __future__ import annotations

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")
import paiju
import paiju.env
from gymnasium.utils.env_checker import check_env

from tests.conformance import games

# Infinite Box bounds: the tensors' slices have game-specific ranges (docs/env.md).
pytestmark = [
    pytest.mark.filterwarnings("ignore:.*Box observation space m.* value is .*infinity"),
    pytest.mark.filterwarnings("ignore:.*No render fps was declared"),  # text rendering
]


@games()
def test_check_env_passes(name):
    env = gymnasium.make(f"paiju/{name.capitalize()}-v0", opponents="random", max_deals=2)
    check_env(env.unwrapped, skip_render_check=False)


def test_check_env_passes_with_the_default_heuristic_opponents_and_another_seat():
    check_env(gymnasium.make("paiju/Guandan-v0", seat=2, max_deals=1).unwrapped)


def test_every_registered_game_has_an_id():
    assert paiju.env.gym_ids() == [f"paiju/{g.capitalize()}-v0" for g in paiju.games()]
    for env_id in paiju.env.gym_ids():
        assert env_id in gymnasium.registry
    env = gymnasium.make(
        "paiju/Guandan-v0", seat=1, opponents=["random", "heuristic", "random"], preset="suqian"
    )
    assert env.unwrapped.seat == 1 and env.unwrapped.bots == ["random", "", "heuristic", "random"]
    assert env.unwrapped.encoding.game.preset == "suqian"


@games()
@pytest.mark.parametrize("rewards", ["match", "deal"])
def test_an_episode_is_a_match_whose_rewards_add_up(name, rewards):
    seat = 3
    env = paiju.env.gym(name, seat=seat, opponents="random", rewards=rewards, max_deals=2)
    obs, info = env.reset(seed=11)
    rng = np.random.default_rng(0)
    total, steps, terminated = 0.0, 0, False
    while not terminated:
        assert env.state.current_player == seat
        count = info["legal_actions"]
        assert int(obs["action_mask"].sum()) == count > 0
        obs, reward, terminated, truncated, info = env.step(int(rng.integers(count)))
        assert not truncated and "illegal_action" not in info
        total += reward
        steps += 1
    assert env.state.is_terminal() and info["legal_actions"] == 0 and not obs["action_mask"].any()
    if rewards == "match":
        assert total == pytest.approx(env.state.returns()[seat])
    else:
        assert -2 <= total <= 2  # two deals, each paying within -1..1


def test_same_seed_same_episode_and_reset_without_seed_continues_the_stream():
    def episode(env, seed):
        obs, _ = env.reset(seed=seed)
        out = [obs["observation"].copy()]
        for _ in range(30):
            obs, _, terminated, _, _ = env.step(0)
            out.append(obs["observation"].copy())
            if terminated:
                break
        return out

    a = paiju.env.gym("guandan", opponents="heuristic")
    b = paiju.env.gym("guandan", opponents="heuristic")
    first = episode(a, 7)
    assert all(np.array_equal(x, y) for x, y in zip(first, episode(b, 7)))
    obs, _ = a.reset()
    assert not np.array_equal(obs["observation"], first[0])


def test_illegal_actions_remap_or_raise():
    env = paiju.env.gym("guandan", opponents="random")
    _, info = env.reset(seed=1)
    count = info["legal_actions"]
    moves = list(env.encoding.actions(env.state))
    state = env.state.clone()
    _, _, _, _, info = env.step(count + 1)
    assert info["illegal_action"] is True
    state.apply(moves[(count + 1) % count])
    assert env.state.history()[: len(state.history())] == state.history()
    strict = paiju.env.gym("guandan", opponents="random", illegal_action="raise")
    _, info = strict.reset(seed=1)
    with pytest.raises(paiju.IllegalMoveError):
        strict.step(info["legal_actions"])


def test_bad_arguments_raise_typed_errors():
    for kwargs in (
        {"seat": 4},
        {"seat": True},
        {"opponents": "no_such_bot"},
        {"opponents": ["random", "random"]},
        {"opponents": [lambda obs, moves: moves[0]] * 3},
        {"illegal_action": "ignore"},
        {"render_mode": "rgb_array"},
    ):
        with pytest.raises(paiju.InvalidOptionError):
            paiju.env.gym("guandan", **kwargs)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.env.gym("guandan").step(0)
