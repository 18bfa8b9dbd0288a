"""Guandan (掼蛋): combinations, comparison and exact legal-move generation.

Hands and card lists accept :class:`paiju.Cards`, a string (``"S5 H5 SB"``) or a list of card
strings. ``level`` is the deal's level rank: ``'2'..'9'``, ``'T'`` (or ``10``), ``'J'``,
``'Q'``, ``'K'``, ``'A'``. The two heart level cards are wild in multi-card plays. Rule options
are keyword arguments (``full_house_joker_pair=True`` by default); see
``../shared/rules/guandan.md`` and ``docs/rules/guandan.md``.

A move is the physical cards plus a declared reading, in the competition platform's notation:
``Move('Straight', '2', 'H2 S3 C4 D5 S6')`` (runs keyed by their lowest rank, ``A`` = ace low).
Every distinct (type, rank, cards) is listed once by :func:`legal_moves`.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from paiju._core import guandan as _native
from paiju.cards import Cards

Move = _native.Move
TYPE_NAMES: tuple[str, ...] = _native.TYPE_NAMES

__all__ = ["TYPE_NAMES", "Move", "MoveArrays", "beats", "classify", "legal_move_arrays", "legal_moves"]

CardsLike = Cards | str | list[str]
MoveLike = Move | str | list[Any] | tuple[Any, ...]


class MoveArrays(NamedTuple):
    """All legal moves of a position as arrays (one row per move, same order as legal_moves).

    ``cards``: uint8 [n, 54] copies per card kind (canonical kind order, ``paiju.CARD_KINDS``);
    ``types``: uint8 [n] index into ``TYPE_NAMES`` (0 = PASS);
    ``keys``: uint8 [n] key rank code: for Single/Pair/Trips/ThreeWithTwo/Bomb the rank slot
    (0..12 = 2..A, 13 = small joker, 14 = big joker); for Straight/StraightFlush/ThreePair/
    TwoTrips the lowest sequence position (0 = ace low, 1..12 = 2..K); FourKings 13; PASS 0.
    """

    cards: npt.NDArray[np.uint8]
    types: npt.NDArray[np.uint8]
    keys: npt.NDArray[np.uint8]


def legal_moves(hand: CardsLike, level: str | int, to_beat: MoveLike | None = None, **options: Any) -> list[Move]:
    """Every legal move of ``hand``: leading when ``to_beat`` is None, else PASS and every move
    that beats ``to_beat`` (a Move, its string, or the platform's ``[type, rank, cards]``).

    Raises InvalidCardError for an impossible hand, InvalidOptionError for a bad level or option,
    IllegalMoveError when ``to_beat`` is not a valid combination at this level.
    """
    return _native.legal_moves(hand, level, to_beat, **options)


def legal_move_arrays(
    hand: CardsLike, level: str | int, to_beat: MoveLike | None = None, **options: Any
) -> MoveArrays:
    """The moves of :func:`legal_moves` as numpy arrays, without building Python objects."""
    return MoveArrays(*_native.legal_move_arrays(hand, level, to_beat, **options))


def classify(cards: CardsLike, level: str | int, **options: Any) -> list[Move]:
    """Every reading (type, key rank) of exactly these cards; empty if they are no combination."""
    return _native.classify(cards, level, **options)


def beats(a: MoveLike, b: MoveLike, level: str | int, **options: Any) -> bool:
    """Does move ``a`` beat move ``b`` at this level? Both must be valid readings."""
    return _native.beats(a, b, level, **options)
