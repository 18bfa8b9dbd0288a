"""Shengji / Tractor (双升, 升级, 拖拉机): plays, leads, follows, tricks and matches.

Two decks, four seats in two partnerships (seats 0 and 2, 1 and 3). Cards use paiju's notation
(``SA``, ``HT``, ``SB`` small joker, ``HR`` big joker); ``level`` is the rank played (``"5"``),
``trump`` is ``"S"``, ``"H"``, ``"C"``, ``"D"`` or ``None`` for no-trump. See
``docs/rules/shengji.md``. The move sets can be astronomically large (a 33-card hand's throws,
a void hand's free follows), so :func:`count_plays` and :func:`sample_play` count and draw
uniformly without listing. Matches: :class:`Game` (presets ``standard`` and ``five_ten_king``).
"""

from __future__ import annotations

from typing import Any, ClassVar

from paiju import game as _game
from paiju._core import shengji as _native
from paiju.errors import InvalidOptionError
from paiju.cards import CARD_KINDS, Cards

Move = _native.Move

__all__ = [
    *_game.MODULE_API,
    "classify",
    "count_plays",
    "legal_plays",
    "sample_play",
    "trick_winner",
    "units",
]

CardsLike = Cards | str | list[str]


def legal_plays(
    hand: CardsLike, level: str, trump: str | None, lead: CardsLike | Move | None = None,
    cross_suit_throws: bool = False,
) -> Any:
    """Every distinct lead of ``hand`` (lead=None: every non-empty set of cards of one effective
    suit, throws included, each multiset once; kinds single/pair/tractor/throw) or every
    distinct legal follow of ``lead`` (kind 'follow'), as a lazy sequence of Move. A hand holds at
    most 33 cards; more than 10,000,000 plays raise PaijuError (count and sample them instead)."""
    return _native.legal_plays(hand, level, trump, lead, cross_suit_throws)


def count_plays(
    hand: CardsLike, level: str, trump: str | None, lead: CardsLike | Move | None = None,
    cross_suit_throws: bool = False,
) -> int:
    """``len(legal_plays(...))``, computed without listing the plays."""
    return int(_native.count_plays(hand, level, trump, lead, cross_suit_throws))


def sample_play(
    hand: CardsLike, level: str, trump: str | None, lead: CardsLike | Move | None = None, *, seed: int,
    cross_suit_throws: bool = False,
) -> Move:
    """One of ``legal_plays(...)``, uniformly at random from ``seed``, without listing them."""
    return _native.sample_play(hand, level, trump, lead, seed, cross_suit_throws)


def trick_winner(plays: list[Any], level: str, trump: str | None, cross_suit_throws: bool = False) -> int:
    """Index of the winning play of a trick; ``plays[0]`` is the lead (a failed throw already
    replaced by its unit). Only a play of the lead's whole structure, all led suit or all trump,
    can win; of equal plays the earlier wins."""
    return int(_native.trick_winner(plays, level, trump, cross_suit_throws))


def classify(cards: CardsLike, level: str, trump: str | None, cross_suit_throws: bool = False) -> Move | None:
    """The lead these cards make (a Move of kind single/pair/tractor/throw), or None when they
    are no lead (several effective suits, or empty)."""
    return _native.classify(cards, level, trump, cross_suit_throws)


def units(cards: CardsLike, level: str, trump: str | None) -> list[tuple[str, Cards]]:
    """The canonical units of ``cards``, per effective suit, largest first: ``(kind, cards)``
    with kind single/pair/tractor (pairs kept whole, the longest tractors first)."""
    return list(_native.units(cards, level, trump))


# --------------------------------------------------------------------------------------------
# Matches (docs/rules/shengji.md §3-6)
# --------------------------------------------------------------------------------------------

State = _native.State
LegalMoves = _native.LegalMoves
replay = _native.replay


class Game(_game.Game):
    """A Shengji rule set: ``Game(preset="standard", **options)`` (presets ``standard`` and
    ``five_ten_king``); see ``Game.option_table()`` and ``docs/rules/shengji.md``. A bad name or
    value raises InvalidOptionError naming it."""

    _native: ClassVar[Any] = _native

    def new_match(self, seed: int, *, dealer: int | None = None, levels: list[str] | None = None) -> State:
        """A match: deal i from the seed's stream i, cards dealt one at a time with declarations
        as decisions, the first dealing starting at a seat drawn from the seed.

        With ``dealer`` (a seat 0..3) the first deal is dealt, declared and buried as a later deal
        of a match is: its dealer fixed, the dealing starting at it, its level that of the dealer's
        team. ``levels`` (needs ``dealer``): the two teams' levels, ranks of ``level_sequence``
        for seats 0 and 2, then seats 1 and 3 (default: both at its first level). A bad seat or
        level raises InvalidOptionError."""
        if dealer is None and levels is None:
            return State._new_match(self._options, seed)
        if dealer is None:
            raise InvalidOptionError("levels needs a dealer: the first deal's level is the dealer's team's")
        return State._match_at(self._options, {"seed": seed, "dealer": dealer, "levels": levels})

    def new_deal(
        self, hands: list[CardsLike], kitty: CardsLike, dealer: int, level: str, trump: str | None
    ) -> State:
        """One deal straight into play from four equal hands (25 cards in a real deal; 1..25 for
        endgames), the buried kitty, the dealer (who leads), the level and the trump. The match
        is over when the deal ends."""
        return State._new_deal(
            self._options, {"hands": hands, "kitty": kitty, "dealer": dealer, "level": level, "trump": trump}
        )


PRESETS: tuple[str, ...] = Game.presets()


#: Layout of Observation.tensor(): name -> (start, stop), declared with each slice's meaning in
#: the game's native encoder (``_native._TENSOR_BLOCKS``); seats relative to the observer.
#: TENSOR_RANGES: the value range of each slice not within 0..1.
TENSOR_LAYOUT, TENSOR_SIZE, TENSOR_RANGES = _game.tensor_layout(_native)


class Observation(_game.Observation):
    """What one seat knows: own hand; the level, the standing declaration and the trump; the
    dealer, team levels and the attackers' points; every card played and by whom, this trick,
    an attempted throw; the kitty (dealer only); cards known held, voids and no-pair suits of
    every seat; this deal's moves it saw."""

    level: str
    trump: str | None


_game.attach_observation(State, Observation)


# --------------------------------------------------------------------------------------------
# Batch results (paiju.simulate, paiju.arena)
# --------------------------------------------------------------------------------------------


def summarize(arrays: dict[str, Any], whole_matches: bool) -> dict[str, Any]:
    """Summary statistics of batch simulation results (paiju.simulate)."""
    import numpy as np

    out: dict[str, Any] = {}
    points = arrays["attackers_points"]
    out["mean_attackers_points"] = float(np.mean(points))
    out["attackers_win_rate"] = float(np.mean(points >= 80))
    out["no_trump_rate"] = float(np.mean(arrays["trump"] < 0))
    out["failed_throws_per_episode"] = float(np.mean(arrays["failed_throws"]))
    if whole_matches:
        out["team0_match_win_rate"] = float(np.mean(arrays["winner"] == 0))
        out["draw_rate"] = float(np.mean(arrays["winner"] < 0))
        out["mean_deals"] = float(np.mean(arrays["deals"]))
    return out


def arena_scores(index: Any, arrays: dict[str, Any], whole_matches: bool) -> tuple[Any, Any, str]:
    """Per duplicate pair: A's win score and A's levels. A's seats are 0 and 2 in even games, 1
    and 3 in odd ones. Deals: A wins a deal when its side ends on the winning side of the
    80-point line (attackers' points >= 80 for the attackers), and the value is the levels A's
    team climbed in it less the other team's (docs/rules/shengji.md §5); matches: the match
    winner (draws half), no value."""
    import numpy as np

    from paiju.stats import unit_pair_scores

    a_team = index % 2
    if whole_matches:
        winner = arrays["winner"]
        units = np.where(winner < 0, 0.0, np.where(winner == a_team, 1.0, -1.0))
        wins, _ = unit_pair_scores(index, units)
        return wins, None, "match"
    points = arrays["attackers_points"].astype(np.float64)
    a_attacks = (arrays["dealer"] % 2) != a_team
    # the line sits half a point below 80: exactly 80 wins the deal for the attackers, loses it for
    # the defenders
    margin = np.where(a_attacks, points - 79.5, 79.5 - points)
    gained = arrays["levels_gained"].astype(np.float64)
    rows = np.arange(len(index))
    levels = gained[rows, a_team] - gained[rows, 1 - a_team]
    wins, _ = unit_pair_scores(index, margin)
    _, units = unit_pair_scores(index, levels)
    return wins, units, "levels per deal"


# --------------------------------------------------------------------------------------------
# Presentation (the web table, paiju.web): which cards to mark for a seat
# --------------------------------------------------------------------------------------------


def card_marks(observation: Observation) -> dict[str, list[str]]:
    """Marks for drawing cards to ``observation``'s seat: jokers, the level cards and, once the
    trump suit is known, its cards are ``trump``; the level cards are also ``level``
    (docs/rules/shengji.md)."""
    level, trump = observation.level, observation.trump
    marks: dict[str, list[str]] = {"SB": ["trump"], "HR": ["trump"]}
    for kind in CARD_KINDS:
        if kind[1:] == level:
            marks[kind] = ["trump", "level"]
        elif trump is not None and kind[0] == trump and kind not in marks:
            marks[kind] = ["trump"]
    return marks


def deal_result(before: State, move: Move, after: State) -> dict[str, Any]:
    """What the web table shows when a deal is over (``before``: the state before its last move
    ``move``, ``after``: after it): the dealer, trump, the attackers' points, the kitty and the
    levels each team went up, which is also each seat's ``score`` (docs/rules/shengji.md)."""
    last = after.last_deal or {}
    gained = list(last.get("levels_gained", [0, 0]))
    dealer = before.dealer
    return {
        "columns": ["team", "role", "levels_gained", "level"],
        "rows": [[seat % 2, "defenders" if dealer is not None and seat % 2 == dealer % 2 else "attackers",
                  gained[seat % 2], f"{before.team_levels[seat % 2]} → {after.team_levels[seat % 2]}"]
                 for seat in range(4)],
        "facts": [["dealer", dealer], ["level", before.level], ["trump", before.trump],
                  ["attackers_points", last.get("attackers_points")], ["kitty", before.kitty]],
        "score": [gained[seat % 2] for seat in range(4)],
    }


def trick_length(observation: Observation) -> int | None:
    """How many of the last moves of ``observation``'s history form the trick on the table (the
    web table draws them in the middle and the four before them as the last trick); None
    outside the play phase."""
    fields = observation.__dict__
    return len(fields["trick"]) if fields["phase"] == "play" else None
