"""Cards and dealing: the card model every paiju game shares."""

from __future__ import annotations

from typing import NamedTuple

from paiju._core import CARD_KINDS, Cards
from paiju._core import deal as _native_deal

__all__ = ["CARD_KINDS", "Cards", "Deal", "deal"]


class Deal(NamedTuple):
    """Four hands (seat 0 first) and the cards set aside (empty when there is no kitty)."""

    hands: tuple[Cards, Cards, Cards, Cards]
    kitty: Cards


def deal(seed: int, kitty: int = 0) -> Deal:
    """Shuffle two decks (108 cards) with ``seed`` and deal them to four seats.

    Each seat gets ``(108 - kitty) // 4`` cards: 27 for Guandan and Liangfutou (``kitty=0``),
    25 plus an 8-card kitty for Shengji (``kitty=8``). The same seed always gives the same deal
    (xoshiro256** seeded through SplitMix64; see ``cpp/paiju/core/rng.h``).

    Raises InvalidOptionError for a seed outside [0, 2**64) or a kitty that does not leave a
    deck divisible by four.
    """
    hands, rest = _native_deal(seed, kitty)
    return Deal(tuple(hands), rest)  # type: ignore[arg-type]
