"""Jingdezhen Liangfutou (景德镇两副头): combinations and legal-move generation.

Jokers are wild in combinations of two or more cards; suits never matter except for the called
friend card, so a move is its kind, length, key rank, the ranks it uses (jokers by kind) and how
many copies of the called card it includes (``called``: a card such as ``"H7"``). See
``docs/rules/liangfutou.md``. Matches: :class:`Game` (calling a friend card, solo, play
with 下家接风, payments and rewards).
"""

from __future__ import annotations

from typing import Any, ClassVar

from paiju import game as _game
from paiju._core import liangfutou as _native
from paiju.cards import Cards

Move = _native.Move

__all__ = [
    *_game.MODULE_API,
    "beats",
    "classify",
    "legal_moves",
]

CardsLike = Cards | str | list[str]


def legal_moves(hand: CardsLike, to_beat: Move | str | None = None, called: str | None = None) -> Any:
    """Every legal move of ``hand``: leading when ``to_beat`` is None, else ``pass`` and every
    move that beats it, as the same lazy sequence as ``State.legal_moves()``. Raises InvalidCardError / IllegalMoveError on bad input."""
    return _native.legal_moves(hand, to_beat, called)


def classify(cards: CardsLike, called: str | None = None) -> list[Move]:
    """Every reading of exactly these cards (empty if they are no combination)."""
    return _native.classify(cards, called)


def beats(a: Move | str, b: Move | str) -> bool:
    """Does ``a`` beat ``b``? Both must be valid combinations."""
    return _native.beats(a, b)


_SEQUENCE = "3456789TJQKA"  # sequences run within 3..A (docs/rules/liangfutou.md §2)


def move_ranks(move: Move, observation: Any = None) -> list[str]:
    """The ranks ``move`` is read as, jokers counted as what they play, for matching what a
    person types at a table: ``pair 7 S7 HR`` is ``['7', '7']``, ``straight 7 S3 H4 C5 D6 SB``
    is 3 4 5 6 7 (sequences are keyed by their top rank)."""
    kind, rank, cards = move.kind, move.rank, list(move.cards)
    if kind in ("straight", "pair_run"):
        copies = 1 if kind == "straight" else 2
        top = _SEQUENCE.index(rank)
        return [r for r in _SEQUENCE[top + 1 - len(cards) // copies : top + 1] for _ in range(copies)]
    if kind in ("single", "pair", "triple", "bomb"):
        return [rank[-1]] * len(cards)
    return [card[1:] for card in cards]


# --------------------------------------------------------------------------------------------
# Matches (docs/rules/liangfutou.md §3-6)
# --------------------------------------------------------------------------------------------

State = _native.State
LegalMoves = _native.LegalMoves
replay = _native.replay


class Game(_game.Game):
    """A Liangfutou rule set: ``Game(preset="jingdezhen", **options)`` with options
    ``reveal_on_play`` (default True), ``solo_order`` (``'counter_clockwise'``, or
    ``'play_order'``), ``solo_stake`` (3) and ``max_deals`` (8, deals in a match);
    see ``Game.option_table()`` and ``docs/rules/liangfutou.md``. A bad name or value raises
    InvalidOptionError naming it. ``new_match(seed)``: ``max_deals`` deals, deal i from the
    seed's stream i; the first caller drawn from the seed, later callers the previous deal's 1st
    finisher."""

    _native: ClassVar[Any] = _native

    def new_deal(self, hands: list[CardsLike], caller: int = 0) -> State:
        """One deal from four hands (27 cards each in a real deal; 1..27 for endgames) with
        ``caller`` calling. The match is over when the deal ends."""
        return State._new_deal(self._options, hands, caller)


PRESETS: tuple[str, ...] = Game.presets()


#: Layout of Observation.tensor(): name -> (start, stop), declared with each slice's meaning in
#: the game's native encoder (``_native._TENSOR_BLOCKS``); seats relative to the observer.
#: TENSOR_RANGES: the value range of each slice not within 0..1.
TENSOR_LAYOUT, TENSOR_SIZE, TENSOR_RANGES = _game.tensor_layout(_native)


class Observation(_game.Observation):
    """What one seat knows: own hand, cards left and played per seat, the caller and the called
    card, a declared solo, the partner when this seat knows it (its own holding or a revealed
    partnership), the play to beat, the plays of this deal, scores so far."""


_game.attach_observation(State, Observation)


# --------------------------------------------------------------------------------------------
# Batch results (paiju.simulate, paiju.arena)
# --------------------------------------------------------------------------------------------


def summarize(arrays: dict[str, Any], whole_matches: bool) -> dict[str, Any]:
    """Summary statistics of batch simulation results (paiju.simulate)."""
    import numpy as np

    out: dict[str, Any] = {}
    if not whole_matches:
        partnership = arrays["solo"] < 0
        out["solo_rate"] = float(np.mean(~partnership))
        out["caller_side_win_rate"] = float(np.mean(arrays["result"][partnership] == 1)) if partnership.any() else 0.0
        out["draw_rate"] = float(np.mean(arrays["result"] == 0))
    out["mean_abs_payment"] = float(np.mean(np.abs(arrays["payments"])))
    return out


def arena_scores(index: Any, arrays: dict[str, Any], whole_matches: bool) -> tuple[Any, Any, str]:
    """Per duplicate pair: A's win score (its two seats net positive) and its units. A's seats
    are 0 and 2 in even games, 1 and 3 in odd ones; the seats are not partners in Liangfutou,
    so units are the measure."""
    import numpy as np

    from paiju.stats import unit_pair_scores

    payments = arrays["payments"].astype(np.float64)
    a_units = np.where(index % 2 == 0, payments[:, 0] + payments[:, 2], payments[:, 1] + payments[:, 3])
    wins, units = unit_pair_scores(index, a_units)
    return wins, units, "units per match" if whole_matches else "units per deal"


# --------------------------------------------------------------------------------------------
# Presentation (the web table, paiju.web): which cards to mark for a seat
# --------------------------------------------------------------------------------------------


def card_marks(observation: Observation) -> dict[str, list[str]]:
    """Marks for drawing cards to ``observation``'s seat: the four jokers are ``wild``, the
    called friend card is ``called`` (docs/rules/liangfutou.md)."""
    marks: dict[str, list[str]] = {"SB": ["wild"], "HR": ["wild"]}
    called = observation.__dict__.get("called")
    if called:
        marks.setdefault(called, []).append("called")
    return marks


def deal_result(before: State, move: Move, after: State) -> dict[str, Any]:
    """What the web table shows when a deal is over (``before``: the state before its last move
    ``move``, ``after``: after it): the finishing places, the cards each seat still held, the
    called card and its holder, and as ``score`` each seat's payment (docs/rules/liangfutou.md)."""
    mover = before.current_player
    order = list(before.finish_order)
    left = list(before.cards_left())
    if mover is not None and len(move.cards) == left[mover]:
        left[mover] = 0
        order.append(mover)
    payments = list(after.last_payments)
    return {
        "columns": ["place", "cards_left", "payment"],
        "rows": [[order.index(seat) + 1 if seat in order else None, left[seat], payments[seat]] for seat in range(4)],
        "facts": [["called", before.called], ["caller", before.caller], ["solo", before.solo]],
        "score": payments,
    }
