"""Guandan (掼蛋): combinations, comparison and exact legal-move generation.

Hands and card lists accept :class:`paiju.Cards`, a string (``"S5 H5 SB"``) or a list of card
strings. ``level`` is the deal's level rank: ``'2'..'9'``, ``'T'`` (or ``10``), ``'J'``,
``'Q'``, ``'K'``, ``'A'``. The two heart level cards are wild in multi-card plays. Rule options
are keyword arguments (``full_house_joker_pair=True`` by default); see
``docs/rules/guandan.md``.

A move is the physical cards plus a declared reading, in the competition platform's notation:
``Move('Straight', '2', 'H2 S3 C4 D5 S6')`` (runs keyed by their lowest rank, ``A`` = ace low).
Every distinct (type, rank, cards) is listed once by :func:`legal_moves`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, NamedTuple

import numpy as np
import numpy.typing as npt

from paiju import game as _game
from paiju._core import guandan as _native
from paiju.cards import Cards

Move = _native.Move
LegalMoves = _native.LegalMoves
TYPE_NAMES: tuple[str, ...] = _native.TYPE_NAMES

__all__ = [
    *_game.MODULE_API,
    "TYPE_NAMES",
    "MoveArrays",
    "beats",
    "classify",
    "legal_move_arrays",
    "legal_moves",
    "perft",
]

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


# Computed and documented in the game's bindings (games/guandan/python/moves.cpp)
legal_moves = _native.legal_moves
classify = _native.classify
beats = _native.beats


def legal_move_arrays(
    hand: CardsLike, level: str | int, to_beat: MoveLike | None = None, **options: Any
) -> MoveArrays:
    """The moves of :func:`legal_moves` as numpy arrays, without building Python objects."""
    return MoveArrays(*_native.legal_move_arrays(hand, level, to_beat, **options))


_SEQUENCE = "A23456789TJQKA"  # sequence places, ace low first (docs/rules/guandan.md §2)
_RUNS = {"Straight": (5, 1), "StraightFlush": (5, 1), "ThreePair": (3, 2), "TwoTrips": (2, 3)}


def move_ranks(move: Move, observation: Any) -> list[str]:
    """The ranks ``move`` is read as, wild cards counted as what they play, for matching what
    a person types at a table (``observation``: the deal's, for its ``deal_level``). At level 2
    ``Pair 7 S7 H2`` is ``['7', '7']`` and ``Straight 3 H2 S3 C4 D5 S6`` is 3 4 5 6 7."""
    kind, rank, cards = move.kind, move.rank, list(move.cards)
    if kind in _RUNS:
        length, copies = _RUNS[kind]
        start = _SEQUENCE.index(rank)
        return [r for r in _SEQUENCE[start : start + length] for _ in range(copies)]
    if kind == "ThreeWithTwo":
        wild = "H" + observation.deal_level
        pair = [card[1:] for card in cards if card != wild and card[1:] != rank] or [observation.deal_level]
        return [rank] * 3 + [pair[0]] * 2
    if kind in ("Single", "Pair", "Trips", "Bomb"):
        return [rank] * len(cards)
    return [card[1:] for card in cards]


# --------------------------------------------------------------------------------------------
# Matches (docs/rules/guandan.md §4-8)
# --------------------------------------------------------------------------------------------

State = _native.State
replay = _native.replay
perft = _native.perft


class Game(_game.Game):
    """A Guandan rule set: a preset plus option overrides, validated.

    ``Game(preset="competition", **options)``; presets ``competition`` (default) and ``suqian``
    (streak bonus on). Options: see ``Game.option_table()`` and ``docs/rules/guandan.md``
    (``full_house_joker_pair``, ``streak_bonus``, ``a_fail_limit``, ``a_fail_counts``,
    ``target_level``, ``max_deals``, ``double_tribute_tie``, ``return_max``, ``scoring``).
    A bad name or value raises InvalidOptionError naming it. ``new_match(seed)``: deal i is
    dealt from the seed's stream i; the first leader is drawn too.
    """

    _native: ClassVar[Any] = _native

    def new_deal(
        self,
        hands: Sequence[CardsLike],
        level: str | int = "2",
        leader: int = 0,
        previous_finish: list[int] | None = None,
    ) -> State:
        """One deal from four given hands (usually 27 cards each; smaller hands make endgames)
        with both teams at ``level``. Without ``previous_finish`` there is no tribute and
        ``leader`` leads; with it (the four seats in the previous deal's finishing order),
        tribute, anti-tribute and the leader follow from it as in a match. The match is over
        when this deal ends."""
        return State._new_deal(self._options, hands, level, leader, previous_finish)  # type: ignore[arg-type]


PRESETS: tuple[str, ...] = Game.presets()


#: Layout of Observation.tensor(): name -> (start, stop), declared with each slice's meaning in
#: the game's native encoder (``_native._TENSOR_BLOCKS``). Seats are relative to the observer
#: (0 = the observer, 1 = the next seat in play order, 2 = partner, 3 = the seat before).
#: TENSOR_RANGES: the value range of each slice not within 0..1.
TENSOR_LAYOUT, TENSOR_SIZE, TENSOR_RANGES = _game.tensor_layout(_native)


class Observation(_game.Observation):
    """Everything one seat knows: its hand, every public play and pass of the deal, cards left
    per seat, levels, the big jokers shown to refuse tribute, and the tribute or return cards
    it gave or received (other seats' tribute cards are private to giver and receiver).

    Attributes: ``seat``, ``phase``, ``current_player``, ``hand``, ``cards_left``,
    ``played_by`` (Cards per seat), ``plays`` (list of (seat, Move) in order, passes
    included), ``top``, ``top_seat``, ``levels``, ``deal_level``, ``deal_index``,
    ``finish_order``, ``tribute``, ``shown_big_jokers``, ``gave``, ``received``.
    """

    seat: int
    phase: str
    current_player: int | None
    hand: Cards
    cards_left: list[int]
    played_by: list[Cards]
    plays: list[tuple[int, Move]]
    top: Move | None
    top_seat: int | None
    levels: tuple[str, str]
    deal_level: str
    deal_index: int
    finish_order: list[int]
    tribute: str
    shown_big_jokers: list[int]
    gave: Move | None
    received: Move | None


_game.attach_observation(State, Observation)
State.observation.__doc__ = "What ``seat`` knows and nothing more (an Observation)."


# --------------------------------------------------------------------------------------------
# Batch results (paiju.simulate, paiju.arena)
# --------------------------------------------------------------------------------------------


def summarize(arrays: dict[str, npt.NDArray[Any]], whole_matches: bool) -> dict[str, Any]:
    """Summary statistics of batch simulation results (paiju.simulate)."""
    winner = arrays["winner"]
    out: dict[str, Any] = {
        "team0_win_rate": float(np.mean(winner == 0)),
        "team1_win_rate": float(np.mean(winner == 1)),
    }
    if whole_matches:
        out["draw_rate"] = float(np.mean(winner == 2))
        out["mean_deals"] = float(np.mean(arrays["deals"]))
    else:
        gained = arrays["levels_gained"]
        out["finish_1_2"] = float(np.mean(gained == 3))
        out["finish_1_3"] = float(np.mean(gained == 2))
        out["finish_1_4"] = float(np.mean(gained == 1))
        signed = np.where(winner == 0, gained, -gained).astype(np.float64)
        out["team0_mean_levels_per_deal"] = float(np.mean(signed))
    return out


def arena_scores(
    index: npt.NDArray[np.int64], arrays: dict[str, npt.NDArray[Any]], whole_matches: bool
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64] | None, str]:
    """Per duplicate pair: A's win score and signed levels (deals only), and the value's name."""
    from paiju.stats import pair_scores

    wins, levels = pair_scores(index, arrays["winner"], arrays["levels_gained"])
    return wins, (None if whole_matches else levels), "levels per deal"


# --------------------------------------------------------------------------------------------
# Presentation (the web table, paiju.web): which cards to mark for a seat
# --------------------------------------------------------------------------------------------


def card_marks(observation: Observation) -> dict[str, list[str]]:
    """Marks for drawing cards to ``observation``'s seat: the deal's level cards are
    ``level``, and the two heart level cards are also ``wild`` (docs/rules/guandan.md §2)."""
    level = observation.deal_level
    return {f"{suit}{level}": ["level", "wild"] if suit == "H" else ["level"] for suit in "SHCD"}


def deal_result(before: State, move: Move, after: State) -> dict[str, Any]:
    """What the web table shows when a deal is over (``before``: the state before its last move
    ``move``, ``after``: after it): each seat's finishing place and its team's level before and after,
    and as ``score`` the levels each seat's team went up (docs/rules/guandan.md §5)."""
    order = list(after.finish_order if after.is_terminal() else after.previous_finish_order or [])
    ranks = "23456789TJQKA"
    gained = [ranks.index(after.levels[team]) - ranks.index(before.levels[team]) for team in (0, 1)]
    return {
        "columns": ["place", "team", "level"],
        "rows": [[order.index(seat) + 1 if seat in order else None, seat % 2,
                  f"{before.levels[seat % 2]} → {after.levels[seat % 2]}"] for seat in range(4)],
        "facts": [["deal_level", before.deal_level]],
        "score": [gained[seat % 2] for seat in range(4)],
    }
