"""Type stubs for paiju._core.shengji (the native Shengji / Tractor module)."""

from collections.abc import Iterable, Sequence
from typing import Any, Final, overload

from paiju._core import Cards, _game
from paiju._core._game import GAME as GAME, STRONG_SPEC as STRONG_SPEC, _check_bot as _check_bot, _option_table as _option_table
from paiju._core._game import _presets as _presets, _resolve_options as _resolve_options

CardsLike = Cards | str | Iterable[str] | None
LeadLike = Move | Cards | str | Iterable[str]

class Move(_game.Move):
    # kind: 'pass', 'declare', 'bury', 'single', 'pair', 'tractor', 'throw' or 'follow'
    def __init__(self, kind: str, cards: CardsLike = None) -> None: ...
    kind: Final[str]
    cards: Final[Cards]
    def is_lead(self) -> bool: ...
    def __len__(self) -> int: ...

# level: a rank '2'..'9', 'T' (or '10'), 'J', 'Q', 'K', 'A'; trump: 'S', 'H', 'C', 'D' or None
# (no-trump); lead None: the hand leads.
def legal_plays(
    hand: CardsLike, level: str, trump: str | None, lead: LeadLike | None = None, cross_suit_throws: bool = False
) -> LegalMoves: ...
def count_plays(
    hand: CardsLike, level: str, trump: str | None, lead: LeadLike | None = None, cross_suit_throws: bool = False
) -> int: ...
@overload
def sample_play(
    hand: CardsLike, level: str, trump: str | None, lead: LeadLike | None, seed: int, cross_suit_throws: bool = False
) -> Move: ...
@overload
def sample_play(
    hand: CardsLike,
    level: str,
    trump: str | None,
    lead: LeadLike | None,
    seed: int,
    cross_suit_throws: bool = False,
    *,
    count: int,
) -> list[Move]: ...
@overload
def sample_play(
    hand: CardsLike, level: str, trump: str | None, lead: LeadLike | None, seed: int, cross_suit_throws: bool, count: int
) -> list[Move]: ...
def trick_winner(
    plays: Sequence[LeadLike], level: str, trump: str | None, cross_suit_throws: bool = False
) -> int: ...
def classify(cards: CardsLike, level: str, trump: str | None, cross_suit_throws: bool = False) -> Move | None: ...
def units(cards: CardsLike, level: str, trump: str | None) -> list[tuple[str, Cards]]: ...

class LegalMoves(_game.LegalMoves[Move]): ...

class State(_game.GameState[Move]):
    # deal: {"hands": [4 hands], "kitty": cards, "dealer": seat, "level": rank, "trump": suit or None}
    @staticmethod
    def _new_deal(options: dict[str, Any], deal: dict[str, Any]) -> State: ...
    level: Final[str]
    trump: Final[str | None]
    dealer: Final[int | None]
    declaration: Final[tuple[int, Cards] | None]
    team_levels: Final[list[str]]
    attackers_points: Final[int]
    kitty: Final[Cards]
    trick: Final[list[tuple[int, Cards]]]
    # start: {"seed": seed, "dealer": seat, "levels": [rank, rank] or None} (Game.new_match's dealer=)
    @staticmethod
    def _match_at(options: dict[str, Any], start: dict[str, Any]) -> State: ...
    deal_order: Final[list[str] | None]
    first_dealt: Final[int]
    last_trick: Final[list[tuple[int, Cards]]]
    last_winner: Final[int | None]
    winner_team: Final[int | None]
    last_deal: Final[dict[str, Any] | None]
    def count_moves(self) -> int: ...
    def sample_move(self, seed: int) -> Move: ...

def replay(record: dict[str, Any]) -> State: ...

class _Player(_game.Player[State, Move]): ...

# What every game's module binds the same way (bindings/game_binding.h, env_binding.h)
from paiju._core._game import _Simulation as _Simulation, _bot_move as _bot_move, _candidates as _candidates
from paiju._core._env import _ENV_SPEC as _ENV_SPEC, _TENSOR_BLOCKS as _TENSOR_BLOCKS, _deal_rewards as _deal_rewards, _move_class as _move_class, _replay_packed as _replay_packed, _pack_records as _pack_records, _replay_packed_records as _replay_packed_records
from paiju._core._env import _EnvBatch as _EnvBatch, _encode_observation as _encode_observation, _env_actions as _env_actions, _move_features as _move_features
