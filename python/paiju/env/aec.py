"""A PettingZoo AEC environment over any registered game (``paiju.env.pettingzoo``).

Agents are ``seat_0`` .. ``seat_3``; the agent selected is the seat to decide (seats decide in
the game's order, which is not always round the table: tribute, claims). Observations and
actions: :mod:`paiju.env.encoding`. An episode is one match; every agent terminates when it
ends (there is no truncation: cut long matches with the game's own ``max_deals`` option).

PettingZoo's API empties ``rewards`` as the agents step out after the end (its keys are the
agents still in); ``episode_rewards`` keeps each agent's total over the episode, the final
scores, until the next reset.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium.utils import seeding
from pettingzoo import AECEnv

from paiju.env.encoding import Encoding, check_reset_seed
from paiju.errors import InvalidOptionError

__all__ = ["PaijuAEC"]

AGENTS = [f"seat_{seat}" for seat in range(4)]
RENDER_MODES = ["human", "ansi"]


class PaijuAEC(AECEnv):  # type: ignore[misc]
    """``PaijuAEC(game, preset=None, rewards="match", max_actions=None, render_mode=None,
    **options)``; ``render_mode="ansi"`` returns the state's table, ``"human"`` prints it."""

    def __init__(
        self,
        game: str,
        preset: str | None = None,
        rewards: str = "match",
        max_actions: int | None = None,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        self.encoding = Encoding(game, preset, options, max_actions, rewards)
        self.metadata = {
            "name": f"paiju_{game}_v0",
            "render_modes": RENDER_MODES,
            "is_parallelizable": False,
        }
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise InvalidOptionError(
                f"render_mode must be None, 'human' or 'ansi', got {render_mode!r}"
            )
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self._observation_space = self.encoding.observation_space()
        self._action_space = self.encoding.action_space()
        self._seeds = np.random.default_rng()
        self.state: Any = None
        self._actions: Any = None
        self.episode_rewards: dict[str, float] = {}

    def observation_space(self, agent: str) -> Any:
        return self._observation_space

    def action_space(self, agent: str) -> Any:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new match: dealt from ``seed``, else from the stream the last seed started."""
        check_reset_seed(seed)
        if seed is not None:
            self._seeds, _ = seeding.np_random(seed)
        self.state = self.encoding.new_match(int(self._seeds.integers(2**63)))
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.episode_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._select()

    def _select(self) -> None:
        if self.state.is_terminal():
            self._actions = None
            self.agent_selection = self.agents[0]
        else:
            self._actions = self.encoding.actions(self.state)
            self.agent_selection = AGENTS[self.state.current_player]
        for agent in self.agents:
            self.infos[agent] = {}
        if self._actions is not None:
            self.infos[self.agent_selection] = {"legal_actions": len(self._actions)}

    def _check_agent(self, agent: Any) -> None:
        if self.state is None:
            raise InvalidOptionError("call reset() before observe()")
        if agent not in AGENTS:
            raise InvalidOptionError(f"agent must be one of {AGENTS}, got {agent!r}")

    def observe(self, agent: str) -> dict[str, Any]:
        self._check_agent(agent)
        seat = AGENTS.index(agent)
        mine = self._actions is not None and agent == self.agent_selection
        return self.encoding.observe(self.state, seat, self._actions if mine else None)

    def step(self, action: Any) -> None:
        """Plays action ``action`` (an index into the action list; IllegalMoveError outside
        it) for the selected agent; after the match, each agent steps once with None."""
        if self.state is None:
            raise InvalidOptionError("call reset() before step()")
        if not self.agents:
            raise InvalidOptionError("the match is over and every agent has stepped: call reset()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        move = self.encoding.move_of(self._actions, action)
        self._cumulative_rewards[agent] = 0.0
        rewards = self.encoding.play(self.state, move)
        self.rewards = {a: rewards[i] for i, a in enumerate(AGENTS) if a in self.agents}
        for agent_name, reward in self.rewards.items():
            self.episode_rewards[agent_name] += reward
        if self.state.is_terminal():
            self.terminations = {a: True for a in self.agents}
        self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        text = str(self.state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass
