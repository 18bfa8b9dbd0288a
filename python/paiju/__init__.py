"""paiju (牌局): a simulation engine for Chinese partnership card and tile games.

The card model shared by every game lives here: :class:`Cards` (an immutable two-deck card
multiset), :func:`deal` (seeded dealing) and the exception hierarchy rooted at
:class:`PaijuError`. Games live in submodules (``paiju.guandan``, ...).
"""

from paiju import bots, guandan, liangfutou
from paiju._core import __version__
from paiju.arena import arena
from paiju.simulation import simulate
from paiju.cards import CARD_KINDS, Cards, Deal, deal
from paiju.errors import (
    IllegalMoveError,
    InvalidCardError,
    InvalidOptionError,
    InvalidRecordError,
    PaijuError,
)

__all__ = [
    "CARD_KINDS",
    "Cards",
    "Deal",
    "IllegalMoveError",
    "InvalidCardError",
    "InvalidOptionError",
    "InvalidRecordError",
    "PaijuError",
    "__version__",
    "arena",
    "bots",
    "deal",
    "simulate",
    "guandan",
    "liangfutou",
]
