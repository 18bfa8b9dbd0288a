"""Type stubs for the learning-environment support every game's native module has
(bindings/env_binding.h): the encoding declaration, action lists, move features, deal rewards,
and for games with a native observation encoding the tensor and the native batch. For type
checking only: there is no paiju._core._env module at run time."""

from typing import Any, Generic, TypeVar

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
    @property
    def observations(self) -> npt.NDArray[np.float32]: ...
    @property
    def masks(self) -> npt.NDArray[np.int8]: ...
    @property
    def features(self) -> npt.NDArray[np.uint8]: ...
    @property
    def rewards(self) -> npt.NDArray[np.float32]: ...
    @property
    def terminated(self) -> npt.NDArray[np.bool_]: ...
    @property
    def episodes(self) -> npt.NDArray[np.int64]: ...
    @property
    def counts(self) -> npt.NDArray[np.int32]: ...
