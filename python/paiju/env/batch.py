"""A vectorised Gymnasium environment stepped in C++ (``paiju.env.vector``): ``num_envs``
matches, each with the learner in one seat and C++ bots in the others, stepped on C++ threads
with the GIL released (``paiju._core.<game>._EnvBatch``, cpp/paiju/bindings/env_binding.h).

It needs the game's native observation encoding (equal to ``Observation.tensor()``; the
game's ``_ENV_SPEC["observation_size"]``), which every registered game has. Autoreset is same-step: a match that ends reports
its reward and ``terminated`` together with the first observation of the next match. The
returned arrays are the batch's own buffers, overwritten by the next step: copy what you keep.
Match k of environment i is dealt from a stream named by (seed, i), so results do not depend
on the thread count.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from paiju.bots import BotLike
from paiju.checks import is_int
from paiju.env.encoding import Encoding, action_index
from paiju.env.single import opponent_specs
from paiju.episodes import check_threads
from paiju.errors import IllegalMoveError, InvalidOptionError

MAX_BUFFER_BYTES = 2**32  # the batch's legal_moves array: num_envs x max_actions x move features

__all__ = ["PaijuVectorEnv"]


class PaijuVectorEnv(VectorEnv):  # type: ignore[misc]
    """``PaijuVectorEnv(game, num_envs, seat=0, opponents="random", preset=None,
    rewards="match", max_actions=None, seed=0, threads=0, **options)``; ``threads=0`` uses
    every core."""

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(
        self,
        game: str,
        num_envs: int,
        seat: int = 0,
        opponents: BotLike | Sequence[BotLike] = "random",
        preset: str | None = None,
        rewards: str = "match",
        max_actions: int | None = None,
        seed: int = 0,
        threads: int = 0,
        **options: Any,
    ) -> None:
        self.encoding = Encoding(game, preset, options, max_actions, rewards)
        if self.encoding.native._ENV_SPEC["observation_size"] is None:
            raise InvalidOptionError(
                f"{game} has no native observation encoding (Encoding::observation in its binding "
                "file): use paiju.env.gym, or gymnasium's SyncVectorEnv over it, for this game"
            )
        if not is_int(num_envs, 1):
            raise InvalidOptionError(f"num_envs must be an int >= 1, got {num_envs!r}")
        buffer = num_envs * self.encoding.max_actions * self.encoding.move_features
        if buffer > MAX_BUFFER_BYTES:
            raise InvalidOptionError(
                f"num_envs={num_envs} with max_actions={self.encoding.max_actions} needs a {buffer / 2**30:.1f} GiB "
                f"legal_moves buffer, over the {MAX_BUFFER_BYTES // 2**30} GiB this batch allows"
            )
        check_threads(threads)
        self.num_envs = num_envs
        self.seat = seat
        self.bots = opponent_specs(game, seat, opponents)
        self.threads = threads
        self.single_observation_space = self.encoding.observation_space()
        self.single_action_space = self.encoding.action_space()
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._options = self.encoding.game.options
        self._batch = self._make(seed)

    def _make(self, seed: int) -> Any:
        return self.encoding.native._EnvBatch(
            self._options,
            self.num_envs,
            seed,
            self.seat,
            self.bots,
            self.encoding.rewards == "deal",
            self.encoding.max_actions,
            self.threads,
        )

    def _observations(self) -> dict[str, npt.NDArray[Any]]:
        batch = self._batch
        return {
            "observation": batch.observations,
            "action_mask": batch.masks,
            "legal_moves": batch.features,
        }

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, npt.NDArray[Any]], dict[str, Any]]:
        """New matches everywhere; with ``seed``, the batch's streams restart from it."""
        if seed is not None:
            self._batch = self._make(seed)
        self._batch.reset()
        return self._observations(), {"legal_actions": self._batch.counts}

    def step(
        self, actions: Any
    ) -> tuple[
        dict[str, npt.NDArray[Any]],
        npt.NDArray[Any],
        npt.NDArray[Any],
        npt.NDArray[Any],
        dict[str, Any],
    ]:
        """One action index per environment (IllegalMoveError past an environment's list)."""
        chosen = np.asarray(actions)
        if not np.issubdtype(chosen.dtype, np.integer):
            raise IllegalMoveError(f"actions are integer indices, got an array of {chosen.dtype}")
        self._batch.step(chosen.astype(np.int64, copy=False))
        batch = self._batch
        truncated = np.zeros(self.num_envs, dtype=bool)
        info = {"legal_actions": batch.counts, "episode_index": batch.episodes}
        return self._observations(), batch.rewards, batch.terminated, truncated, info

    def action_moves(self, index: int) -> Any:
        """The moves behind environment ``index``'s current action indices."""
        return self._batch.actions(self._env_index(index))

    def match_seed(self, index: int) -> int:
        """The seed environment ``index``'s current match was dealt from (``Game.new_match``)."""
        return int(self._batch.match_seed(self._env_index(index)))

    def _env_index(self, index: Any) -> int:
        number = action_index(index)  # the same reading of an integer as an action's
        if number is None or not 0 <= number < self.num_envs:
            raise InvalidOptionError(f"index must be an environment 0..{self.num_envs - 1}, got {index!r}")
        return number

    @property
    def legal_actions(self) -> npt.NDArray[np.int32]:
        """The length of each environment's action list (sample ``rng.integers(counts)``)."""
        return self._batch.counts
