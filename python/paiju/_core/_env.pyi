"""Type stubs for the learning-environment support every game's native module has
(bindings/env_binding.h): the encoding declaration, action lists, move features, deal rewards,
and for games with a native observation encoding the tensor and the native batch. For type
checking only: there is no paiju._core._env module at run time."""

from typing import Any, Final, Generic, TypeVar

import numpy as np
import numpy.typing as npt

from paiju._core._game import LegalMoves

M = TypeVar("M")

#: max_actions (the default action bound), move_features (uint8 per move) and
#: observation_size (the native tensor's length, None without a native encoding).
_ENV_SPEC: dict[str, int | None]
#: The observation tensor's blocks in order: (name, size, low, high, what it holds); None for
#: a game without one.
_TENSOR_BLOCKS: list[tuple[str, int, float, float, str]] | None

def _deal_rewards(state: Any) -> list[float]: ...
def _move_class(state: Any, move: Any) -> int: ...
def _replay_packed(start: dict[str, Any], moves: bytes, verify: bool = ...) -> Any: ...
def _pack_records(states: list[Any]) -> tuple[list[dict[str, Any]], bytes]: ...
def _replay_packed_records(data: bytes, at: int, options: list[Any], verify: bool = ...) -> list[Any]: ...

class EnvBatch(Generic[M]):
    def __init__(
        self,
        options: dict[str, Any],
        count: int,
        seed: int,
        seat: int,
        opponents: list[str],
        deal_rewards: bool,
        max_actions: int,
        threads: int,
    ) -> None: ...
    def reset(self) -> None: ...
    def step(self, actions: npt.NDArray[np.int64]) -> None: ...
    def actions(self, index: int) -> LegalMoves[M]: ...
    def match_seed(self, index: int) -> int: ...
    def __len__(self) -> int: ...
    observations: Final[npt.NDArray[np.float32]]
    masks: Final[npt.NDArray[np.int8]]
    features: Final[npt.NDArray[np.uint8]]
    rewards: Final[npt.NDArray[np.float32]]
    terminated: Final[npt.NDArray[np.bool_]]
    episodes: Final[npt.NDArray[np.int64]]
    counts: Final[npt.NDArray[np.int32]]

# Bound in every game's module alike (paiju._core.<game>._env_actions and the rest)
def _env_actions(state: Any, max_actions: int) -> LegalMoves[Any]: ...
def _move_features(moves: LegalMoves[Any], rows: int) -> npt.NDArray[np.uint8]: ...
def _encode_observation(state: Any, seat: int) -> npt.NDArray[np.float32]: ...

class _EnvBatch(EnvBatch[Any]): ...
