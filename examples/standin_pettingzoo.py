"""A minimal PettingZoo AEC environment over paiju's generic State API, standing in for
``paiju.env.pettingzoo`` (issue 15, items 1-2) where that module is not installed yet.

It exposes what ``paiju.env.pettingzoo(game)`` is specified to: agents ``seat_0`` .. ``seat_3``,
a Dict observation ``{"observation": float32 tensor, "action_mask": int8 [MAX_ACTIONS]}``, a
``Discrete(MAX_ACTIONS)`` action indexing the current legal move list, and the game's returns as
rewards when the episode (one deal) ends. Unlike the real one it keeps only the first
MAX_ACTIONS legal moves and has no ``legal_move_arrays``. Delete it once paiju.env lands.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import paiju

MAX_ACTIONS = 512


class StandInAEC(AECEnv):
    metadata = {"name": "paiju_standin_v0", "render_modes": [], "is_parallelizable": False}

    def __init__(self, game: str = "guandan", seed: int = 0) -> None:
        super().__init__()
        self._game = paiju.load_game(game)
        self._seed = seed
        self.possible_agents = [f"seat_{s}" for s in range(4)]
        size = int(self._game.new_match(0).observation(0).tensor().shape[0])
        obs_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, shape=(size,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, shape=(MAX_ACTIONS,), dtype=np.int8),
        })
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(MAX_ACTIONS) for a in self.possible_agents}

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seed = seed
        self._state = self._game.new_match(self._seed)
        self._seed += 1
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = f"seat_{self._state.current_player}"

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = int(agent.split("_")[1])
        mask = np.zeros(MAX_ACTIONS, dtype=np.int8)
        if agent == self.agent_selection and not self.terminations[agent]:
            mask[: min(len(self._state.legal_moves()), MAX_ACTIONS)] = 1
        return {"observation": self._state.observation(seat).tensor(), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        legal = self._state.legal_moves()
        self._cumulative_rewards[agent] = 0.0
        self._state.apply(legal[int(action)])
        if self._state.is_terminal() or self._state.deal_index > 0:  # the deal is over
            returns = self._state.returns()
            for a in self.agents:
                self.rewards[a] = float(returns[int(a.split("_")[1])])
                self.terminations[a] = True
        else:
            self.agent_selection = f"seat_{self._state.current_player}"
        self._accumulate_rewards()
