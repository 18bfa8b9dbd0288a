"""Jingdezhen Liangfutou (景德镇两副头): combinations and legal-move generation.

Jokers are wild in combinations of two or more cards; suits never matter except for the called
friend card, so a move is its kind, length, key rank, the ranks it uses (jokers by kind) and how
many copies of the called card it includes (``called``: a card such as ``"H7"``). See
``../shared/rules/liangfutou.md``. Matches: :class:`Game` (calling a friend card, solo, play
with 下家接风, payments and rewards).
"""

from __future__ import annotations

from typing import Any

from paiju._core import liangfutou as _native
from paiju.cards import Cards

Move = _native.Move

__all__ = ["PRESETS", "Game", "Move", "Observation", "State", "beats", "classify", "legal_moves", "replay"]

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




# --------------------------------------------------------------------------------------------
# Matches (spec sections 3-6)
# --------------------------------------------------------------------------------------------

State = _native.State
replay = _native.replay
PRESETS = ("jingdezhen",)


class Game:
    """A Liangfutou rule set: ``Game(preset="jingdezhen", **options)`` with options
    ``reveal_on_play`` (default True), ``solo_stake`` (3) and ``max_deals`` (8, deals in a match).
    A bad name or value raises InvalidOptionError naming it."""

    def __init__(self, preset: str = "jingdezhen", **options: Any) -> None:
        self._preset = preset
        self._options: dict[str, Any] = _native._resolve_options(preset, options)

    @property
    def options(self) -> dict[str, Any]:
        return dict(self._options)

    def new_match(self, seed: int) -> State:
        """A match of ``max_deals`` deals: deal i from the seed's stream i; the first caller drawn
        from the seed, later callers the previous deal's 1st finisher."""
        return State._new_match(self._options, seed)

    def new_deal(self, hands: list[CardsLike], caller: int = 0) -> State:
        """One deal from four hands (27 cards each in a real deal; 1..27 for endgames) with
        ``caller`` calling. The match is over when the deal ends."""
        return State._new_deal(self._options, hands, caller)

    def __repr__(self) -> str:
        return f"Game(preset={self._preset!r})"


class Observation:
    """What one seat knows: own hand, cards left and played per seat, the caller and the called
    card, a declared solo, the partner when this seat knows it (its own holding or a revealed
    partnership), the play to beat, the plays of this deal, scores so far."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.__dict__.update(data)

    def __repr__(self) -> str:
        return f"<liangfutou.Observation seat {self.__dict__.get('seat')}>"


def _observation(state: State, seat: int) -> Observation:
    return Observation(state._observation(seat))


State.observation = _observation  # type: ignore[method-assign,assignment]
