"""Jingdezhen Liangfutou (景德镇两副头): combinations and legal-move generation.

Jokers are wild in combinations of two or more cards; suits never matter except for the called
friend card, so a move is its kind, length, key rank, the ranks it uses (jokers by kind) and how
many copies of the called card it includes (``called``: a card such as ``"H7"``). See
``../shared/rules/liangfutou.md``. The match (calling, solo, payments, rewards) is not built yet.
"""

from __future__ import annotations

from typing import Any

from paiju._core import liangfutou as _native
from paiju.cards import Cards

Move = _native.Move

__all__ = ["Move", "beats", "classify", "legal_moves"]

CardsLike = Cards | str | list[str]


def legal_moves(hand: CardsLike, to_beat: Move | str | None = None, called: str | None = None) -> list[Move]:
    """Every legal move of ``hand``: leading when ``to_beat`` is None, else ``pass`` and every
    move that beats it. Raises InvalidCardError / IllegalMoveError on bad input."""
    return _native.legal_moves(hand, to_beat, called)


def classify(cards: CardsLike, called: str | None = None) -> list[Move]:
    """Every reading of exactly these cards (empty if they are no combination)."""
    return _native.classify(cards, called)


def beats(a: Move | str, b: Move | str) -> bool:
    """Does ``a`` beat ``b``? Both must be valid combinations."""
    return _native.beats(a, b)


