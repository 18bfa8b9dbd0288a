"""How the learning environments see one game: the action list and the observation of a seat,
and their spaces. Everything comes from the registry and the game's encoding declaration in C++
(``paiju._core.<game>._ENV_SPEC``: the action bound and the width of a move's features), so
every registered game gets environments with no code of its own.

The observation of a seat is a dict:

- ``observation``: float32 [TENSOR_SIZE], the game's ``Observation.tensor()`` (its
  ``TENSOR_LAYOUT`` documents the slices);
- ``action_mask``: int8 [max_actions], 1 for the first ``len(actions)`` entries when the seat
  is to decide, else all 0;
- ``legal_moves``: uint8 [max_actions, move_features], row k the features of action k (zero
  rows past the list); the features are documented per game in docs/env.md.

Action k is the k-th move of the action list: the moves bots choose among (every legal move
in ``State.legal_moves()`` order; Shengji: its capped ``choice_moves`` list), and when that
list is longer than ``max_actions``, the game's candidate shortlist first (its own policy move
first), then the rest in order, cut at ``max_actions``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from paiju.checks import is_int
from paiju.errors import IllegalMoveError, InvalidOptionError
from paiju.registry import game_module, load_game

__all__ = ["REWARD_MODES", "Encoding", "title"]

#: ``"match"``: the game's ``returns()`` once, when the match ends; ``"deal"``: at the end of
#: every deal, each seat's payoff of that deal in -1..1 (the value the search bots maximise,
#: docs/bots.md).
REWARD_MODES = ("match", "deal")


def title(game: str) -> str:
    """The name used in environment ids: ``guandan`` -> ``Guandan``."""
    return game.capitalize()


class Encoding:
    """One game's rule set with its action bound: spaces, action lists, observations, rewards."""

    def __init__(
        self,
        game: str,
        preset: str | None,
        options: dict[str, Any],
        max_actions: int | None,
        rewards: str,
    ) -> None:
        self.module = game_module(game)
        self.game = load_game(game, preset, **options)
        self.native = type(self.game)._native
        spec = self.native._ENV_SPEC
        if max_actions is None:
            max_actions = int(spec["max_actions"])
        if not is_int(max_actions, 2, MAX_ACTIONS):
            raise InvalidOptionError(f"max_actions must be an int from 2 to {MAX_ACTIONS}, got {max_actions!r}")
        if rewards not in REWARD_MODES:
            raise InvalidOptionError(f"rewards must be one of {REWARD_MODES}, got {rewards!r}")
        self.name = game
        self.max_actions = max_actions
        self.move_features = int(spec["move_features"])
        self.observation_size = int(self.module.TENSOR_SIZE)
        self.rewards = rewards

    def observation_space(self) -> Any:
        from gymnasium import spaces

        low, high = self.observation_bounds()
        return spaces.Dict(
            {
                "observation": spaces.Box(low, high, (self.observation_size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.max_actions,), np.int8),
                "legal_moves": spaces.Box(0, 255, (self.max_actions, self.move_features), np.uint8),
            }
        )

    def observation_bounds(self) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]:
        """Each tensor entry's range: the game module's ``TENSOR_RANGES`` for the slices it
        names, 0..1 for the others; infinite for a game that declares no ranges."""
        ranges = getattr(self.module, "TENSOR_RANGES", None)
        if ranges is None:
            infinite = np.full(self.observation_size, np.inf, dtype=np.float32)
            return -infinite, infinite
        low = np.zeros(self.observation_size, dtype=np.float32)
        high = np.ones(self.observation_size, dtype=np.float32)
        for name, (start, stop) in self.module.TENSOR_LAYOUT.items():
            low[start:stop], high[start:stop] = ranges.get(name, (0.0, 1.0))
        return low, high

    def action_space(self) -> Any:
        from gymnasium import spaces

        return spaces.Discrete(self.max_actions)

    def new_match(self, seed: int) -> Any:
        return self.game.new_match(seed)

    def actions(self, state: Any) -> Any:
        """The current player's action list (a lazy sequence of Moves; empty once over)."""
        return self.native._env_actions(state, self.max_actions)

    def observe(self, state: Any, seat: int, actions: Any | None) -> dict[str, npt.NDArray[Any]]:
        """What ``seat`` sees; ``actions`` is the action list when ``seat`` is to decide."""
        mask = np.zeros(self.max_actions, dtype=np.int8)
        if actions is not None:
            mask[: len(actions)] = 1
            moves = self.native._move_features(actions, self.max_actions)
        else:
            moves = np.zeros((self.max_actions, self.move_features), dtype=np.uint8)
        return {"observation": self._tensor(state, seat), "action_mask": mask, "legal_moves": moves}

    def _tensor(self, state: Any, seat: int) -> npt.NDArray[np.float32]:
        """``state.observation(seat).tensor()``, by the game's native encoding when it has one
        (tests/env/test_vector.py checks they are equal)."""
        if self.native._ENV_SPEC["observation_size"] is not None:
            return self.native._encode_observation(state, seat)  # type: ignore[no-any-return]
        return state.observation(seat).tensor()  # type: ignore[no-any-return]

    def move_of(self, actions: Any, action: Any) -> Any:
        """The move of action index ``action``; IllegalMoveError outside the list."""
        index = action_index(action)
        if index is None or not 0 <= index < len(actions):
            raise IllegalMoveError(
                f"action {action!r} is not one of the {len(actions)} legal actions (see action_mask)"
            )
        return actions[index]

    def play(self, state: Any, move: Any) -> list[float]:
        """Applies ``move``; returns each seat's reward for it (see REWARD_MODES)."""
        deal = state.deal_index
        state.apply(move)
        over = state.is_terminal()
        if self.rewards == "deal" and (over or state.deal_index != deal):
            return [float(r) for r in self.native._deal_rewards(state)]
        if self.rewards == "match" and over:
            return [float(r) for r in state.returns()]
        return [0.0, 0.0, 0.0, 0.0]


MAX_ACTIONS = 2**20  # above any legal move list; an observation's legal_moves has max_actions rows


def check_reset_seed(seed: Any) -> None:
    """reset()'s seed: None or an integer >= 0 (Gymnasium's seeding takes nothing else)."""
    if seed is not None and (isinstance(seed, (bool, np.bool_)) or not isinstance(seed, (int, np.integer)) or seed < 0):
        raise InvalidOptionError(f"seed must be None or an integer >= 0, got {seed!r}")


def action_index(action: Any) -> int | None:
    """The integer an action stands for (a Python or numpy integer, or a 0-d integer array);
    None for anything else, bools included."""
    if isinstance(action, (bool, np.bool_)):
        return None
    if isinstance(action, (int, np.integer)):
        return int(action)
    if (
        isinstance(action, np.ndarray)
        and action.shape == ()
        and np.issubdtype(action.dtype, np.integer)
    ):
        return int(action)
    return None
