"""The final scores after a PettingZoo episode (issue 44): ``rewards`` empties as PettingZoo's
API requires, ``episode_rewards`` keeps each seat's total until the next reset."""

from __future__ import annotations

import pytest

pytest.importorskip("pettingzoo")
import paiju  # noqa: E402
import paiju.env  # noqa: E402


@pytest.mark.parametrize("game", paiju.games())
@pytest.mark.parametrize("rewards", ["match", "deal"])
def test_the_final_rewards_stay_visible_after_the_last_step(game: str, rewards: str) -> None:
    env = paiju.env.pettingzoo(game, rewards=rewards, max_deals=1)
    env.reset(seed=3)
    seen = {agent: 0.0 for agent in env.possible_agents}
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        seen[agent] += reward
        env.step(None if terminated or truncated else int(observation["action_mask"].argmax()))
    assert env.agents == [] and env.rewards == {}  # PettingZoo: the keys are the agents still in
    if rewards == "match":  # the match's returns, once, at its end
        returns = env.state.returns()
        assert env.episode_rewards == {f"seat_{s}": pytest.approx(float(returns[s])) for s in range(4)}
    assert env.episode_rewards == pytest.approx(seen)  # what last() handed each agent, summed
    if game == "guandan":  # a Guandan deal always has a winning team: nonzero scores to keep
        assert all(env.episode_rewards.values())
    env.reset(seed=4)
    assert env.episode_rewards == {f"seat_{s}": 0.0 for s in range(4)}
