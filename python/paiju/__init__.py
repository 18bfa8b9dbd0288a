"""paiju (牌局): a simulation engine for Chinese partnership card and tile games.

The card model shared by every game lives here: :class:`Cards` (an immutable two-deck card
multiset), :func:`deal` (seeded dealing) and the exception hierarchy rooted at
:class:`PaijuError`. Games live in submodules, listed by :func:`games` and loaded by :func:`load_game`.
"""

try:
    from paiju._core import __version__
except ImportError as _error:  # e.g. the source tree, without its compiled core, shadows an installed paiju
    from paiju._missing_core import message as _missing_core_message

    raise ImportError(_missing_core_message(__path__[0], _error)) from None

from paiju import bots, datasets, records
from paiju.arena import arena
from paiju.sprt import arena_sprt
from paiju.simulation import simulate
from paiju.cards import CARD_KINDS, Cards, Deal, deal
from paiju.registry import game_module, games, load_game
from paiju.errors import (
    IllegalMoveError,
    InvalidCardError,
    InvalidHandError,
    InvalidOptionError,
    InvalidRecordError,
    InvalidTileError,
    PaijuError,
)

__all__ = [
    "CARD_KINDS",
    "Cards",
    "Deal",
    "IllegalMoveError",
    "InvalidCardError",
    "InvalidHandError",
    "InvalidOptionError",
    "InvalidRecordError",
    "InvalidTileError",
    "PaijuError",
    "__version__",
    "arena",
    "arena_sprt",
    "bots",
    "datasets",
    "deal",
    "game_module",
    "games",
    "load_game",
    "records",
    "simulate",
]


def __getattr__(name: str) -> object:
    """The registered games' modules as attributes: ``paiju.<game>``, imported on first use."""
    if name in games():
        return game_module(name)
    raise AttributeError(f"module 'paiju' has no attribute {name!r}")
