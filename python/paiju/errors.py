"""The exceptions paiju raises on bad input.

Every one derives from :class:`PaijuError`; all but the base are also :class:`ValueError`,
so code that already catches ``ValueError`` keeps working.
"""

from paiju._core import (
    IllegalMoveError,
    InvalidCardError,
    InvalidHandError,
    InvalidOptionError,
    InvalidRecordError,
    InvalidTileError,
    PaijuError,
)

__all__ = [
    "IllegalMoveError",
    "InvalidCardError",
    "InvalidHandError",
    "InvalidOptionError",
    "InvalidRecordError",
    "InvalidTileError",
    "PaijuError",
]
