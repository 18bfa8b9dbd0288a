"""Type stubs for paiju._core.liangfutou (the native Liangfutou module)."""

from collections.abc import Iterable, Iterator
from typing import Any, Final, overload

from paiju._core import Cards, _game
from paiju._core._game import GAME as GAME, STRONG_SPEC as STRONG_SPEC, _check_bot as _check_bot, _option_table as _option_table
from paiju._core._game import _presets as _presets, _resolve_options as _resolve_options

CardsLike = Cards | str | Iterable[str] | None

class Move(_game.Move):
    def __init__(self, kind: str, rank: str = "", cards: CardsLike = None) -> None: ...
    kind: Final[str]
    length: Final[int]
    rank: Final[str]
    ranks: Final[tuple[str, ...]]
    cards: Final[Cards]
    def called_copies(self, called: str | None) -> int: ...
    def is_pass(self) -> bool: ...
    def is_bomb(self) -> bool: ...
    def __len__(self) -> int: ...

def legal_moves(hand: CardsLike, to_beat: Move | str | None = None, called: str | None = None) -> LegalMoves: ...
def classify(cards: CardsLike, called: str | None = None) -> list[Move]: ...
def beats(a: Move | str, b: Move | str) -> bool: ...

class LegalMoves(_game.LegalMoves[Move]): ...

class State(_game.GameState[Move]):
    @staticmethod
    def _new_deal(options: dict[str, Any], hands: list[Any], caller: int) -> State: ...
    caller: Final[int]
    called: Final[str | None]
    solo: Final[int | None]
    revealed: Final[bool]
    finish_order: Final[list[int]]
    last_payments: Final[list[int]]
    def dealt_rewards(self) -> list[int]: ...

def replay(record: dict[str, Any]) -> State: ...

class _Player(_game.Player[State, Move]): ...

# What every game's module binds the same way (bindings/game_binding.h, env_binding.h)
from paiju._core._game import _Simulation as _Simulation, _bot_move as _bot_move, _candidates as _candidates
from paiju._core._env import _ENV_SPEC as _ENV_SPEC, _TENSOR_BLOCKS as _TENSOR_BLOCKS, _deal_rewards as _deal_rewards, _move_class as _move_class, _replay_packed as _replay_packed, _pack_records as _pack_records, _replay_packed_records as _replay_packed_records
from paiju._core._env import _EnvBatch as _EnvBatch, _encode_observation as _encode_observation, _env_actions as _env_actions, _move_features as _move_features
