"""Mahjong tiles and hand analysis (Suqian mahjong, 宿迁麻将): notation, winning hands, waits,
shanten and decompositions, computed in C++ (``cpp/paiju/tiles/``).

Tiles. 27 suited kinds, four copies each: ``"1m"``..``"9m"`` (万 characters), ``"1s"``..``"9s"``
(条 bamboo), ``"1p"``..``"9p"`` (饼 dots); 12 flowers, one each: ``"E" "S" "W" "N"`` (东南西北),
``"spring" "summer" "autumn" "winter"`` (春夏秋冬), ``"plum" "orchid" "bamboo" "chrysanthemum"``
(梅兰竹菊). :data:`TILE_KINDS` lists the 39 kinds in canonical order (m, s, p by rank, then the
flowers); every list this module returns is in that order. Input tiles are a text
(``"123m456p 9s"``, ``"一万 五条 九饼"``, ``"东 春"``; tokens separated by spaces or commas) or a
list of tile strings (``["1m", "2m"]``; each item may itself be compact, ``"123m"``).

Hands. The analysis functions take the concealed tiles (suited tiles only: flowers never stay in
a hand) and ``melds``, a list of ``(kind, tile)`` pairs with kind ``"pong"``, ``"kong"``
(exposed), ``"added_kong"`` or ``"concealed_kong"``. Each meld takes the place of one set, so with
``m`` melds a complete hand has ``14 - 3m`` concealed tiles and a waiting one ``13 - 3m`` (a kong
counts as three tiles of the hand's size, though it holds four).

Winning forms: *standard*, the concealed tiles split into ``4 - m`` sets (a run of three
consecutive ranks of one suit, or a triplet) and one pair; *seven pairs* (七对子), no melds and
seven pairs, four of a kind counting as two pairs. A four of a kind in the concealed tiles is
four ordinary tiles (a kong is always a meld). No kind may have more than four copies in the hand
and melds together, so a kind whose four copies are all there is never a wait.

Games. :class:`Game` (preset ``suqian``) plays whole games of Suqian mahjong (docs/rules/mahjong.md):
side bets before each deal, the seeded 120-tile wall, flowers replaced from the tail, claims asked
seat by seat in priority order, kongs, single-wait ready and the locked hand, scoring, dealer
continuation and four rounds. ``state.last_win()`` gives the last win's facts and score.

Errors: :class:`paiju.InvalidTileError` for an unknown tile, a fifth copy (hand and melds
together), a second copy of a flower or a flower in a hand; :class:`paiju.InvalidHandError` for
a hand size that does not fit the melds, an unknown meld kind, a malformed meld or more than four
melds. Both are :class:`paiju.PaijuError` and :class:`ValueError`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, ClassVar, TypedDict

from paiju import game as _game
from paiju._core import mahjong as _native
from paiju.errors import InvalidOptionError, InvalidTileError

__all__ = [
    *_game.MODULE_API,
    "arena_seating",
    "arena_unit",
    "GROUP_KINDS",
    "MELD_KINDS",
    "BETS",
    "DOUBLERS",
    "TILE_KINDS",
    "Decomposition",
    "Meld",
    "WinFacts",
    "WinScore",
    "TilesLike",
    "decompositions",
    "format_tiles",
    "is_winning",
    "parse_tiles",
    "score_win",
    "shanten",
    "waits",
]

#: The 39 tile kinds in canonical order: 1m..9m, 1s..9s, 1p..9p, then the 12 flowers.
TILE_KINDS: tuple[str, ...] = _native.TILE_KINDS
#: Meld kinds and the copies each holds.
MELD_KINDS: dict[str, int] = {"pong": 3, "kong": 4, "added_kong": 4, "concealed_kong": 4}
#: Group kinds of a decomposition, in their sort order within one tile.
GROUP_KINDS: tuple[str, ...] = ("pair", "run", "triplet")

#: Side bets (嘴子) and their points: 不碰 no pong, 大撇 missing suit, 独刺 pair wait, 独六 six.
BETS: dict[str, int] = {"bu_peng": 20, "da_pie": 15, "du_ci": 10, "du_liu": 5}
#: Doublers (番) in the order :func:`score_win` lists them.
DOUBLERS: tuple[str, ...] = (
    "zi_mo", "fang_ting", "jue_zhang", "da_dui_hu", "qing_yi_se", "qi_dui_zi", "nei_jue"
)

TilesLike = str | Iterable[str]
Meld = tuple[str, str]
#: ``(form, groups)``: see :func:`decompositions`.
Decomposition = tuple[str, tuple[tuple[str, str], ...]]


# The hand analysis, computed and documented in the game's bindings (games/mahjong/python/hands.cpp)
parse_tiles = _native.parse_tiles
format_tiles = _native.format_tiles
is_winning = _native.is_winning
waits = _native.waits
shanten = _native.shanten
decompositions = _native.decompositions


class WinFacts(TypedDict):
    """The facts of one win, the argument of :func:`score_win`."""

    winner: int  #: seat 0..3 (East South West North)
    dealer: int
    self_draw: bool
    discarder: int | None  #: None on a self-draw; the robbed player on a robbed kong
    discarder_ready: bool  #: the discarder had declared ready (then all three pay)
    robbed_kong: bool
    winning_tile: str
    concealed: TilesLike  #: the winner's concealed tiles, the winning tile included
    melds: Sequence[Meld]
    flowers: TilesLike  #: the winner's flowers
    prevailing_wind: str  #: "E" "S" "W" "N"
    bets: Sequence[Sequence[str]]  #: per seat, names from :data:`BETS`
    fang_ting: bool
    jue_zhang: bool


class WinScore(TypedDict):
    """The result of :func:`score_win`."""

    doublers: list[str]
    total: int
    payments: list[int]


score_win = _native.score_win


# --------------------------------------------------------------------------------------------
# Games (docs/rules/mahjong.md)
# --------------------------------------------------------------------------------------------

Move = _native.Move
State = _native.State
LegalMoves = _native.LegalMoves
replay = _native.replay


class Game(_game.Game):
    """A Suqian mahjong rule set: ``Game(preset="suqian", **options)``; see
    ``Game.option_table()`` and ``docs/rules/mahjong.md``. A bad name or value raises
    InvalidOptionError naming it. ``new_match(seed)`` is a game (将) of four rounds: deal i's
    wall shuffled from the seed's stream i, East deals first, side bets asked before each deal."""

    _native: ClassVar[Any] = _native

    def new_deal(
        self,
        wall: TilesLike,
        dealer: int = 0,
        prevailing_wind: str = "E",
        bets: Sequence[Sequence[str]] | None = None,
    ) -> State:
        """One deal from a given wall: the 120 tiles in drawing order (13 to each seat from the
        front, the dealer first, then the dealer's 14th; replacements come from the end), the
        dealer, the prevailing wind and the bets each seat holds before the deal's bet phase. The
        game is over when the deal ends."""
        if not isinstance(wall, (str, Iterable)):
            raise InvalidTileError(f"the wall is 120 tiles (text or a list of tile strings), got {wall!r}")
        if bets is not None:
            seats = list(bets) if isinstance(bets, Iterable) and not isinstance(bets, str) else None
            if seats is None or any(isinstance(b, str) or not isinstance(b, Iterable) for b in seats):
                raise InvalidOptionError(f"bets are four lists of bet names (one per seat), got {bets!r}")
            bets = seats
        tiles = parse_tiles(wall) if isinstance(wall, str) else list(wall)
        return State._new_deal(
            self._options,
            {"wall": tiles, "dealer": dealer, "prevailing_wind": prevailing_wind,
             "bets": [list(b) for b in bets] if bets is not None else None},
        )


PRESETS: tuple[str, ...] = Game.presets()

#: Layout of Observation.tensor(): name -> (start, stop), declared with each slice's meaning in
#: the game's native encoder (``_native._TENSOR_BLOCKS``); seats relative to the observer.
#: TENSOR_RANGES: the value range of each slice not within 0..1.
TENSOR_LAYOUT, TENSOR_SIZE, TENSOR_RANGES = _game.tensor_layout(_native)


class Observation(_game.Observation):
    """What one seat knows: its own tiles (its wait once ready, the tile it just drew); every
    seat's discards (which were claimed, which were the tile just drawn: 摸切), melds (another seat's concealed kong face down: tile None), flowers, ready
    declarations, bets and tiles held; the wall count, dealer, round, prevailing wind and scores;
    the tile under claim; this deal's moves it saw (not another seat's concealed kong or claim
    passes)."""


_game.attach_observation(State, Observation)


# --------------------------------------------------------------------------------------------
# Batch results (paiju.simulate, paiju.arena)
# --------------------------------------------------------------------------------------------


def summarize(arrays: dict[str, Any], whole_matches: bool) -> dict[str, Any]:
    """Summary statistics of batch simulation results (paiju.simulate)."""
    import numpy as np

    out: dict[str, Any] = {}
    won = arrays["winner"] >= 0
    if whole_matches:
        out["mean_deals"] = float(np.mean(arrays["deals"]))
        out["wins_per_deal"] = float(np.sum(arrays["wins"]) / max(1, int(np.sum(arrays["deals"]))))
        out["mean_scores"] = [float(x) for x in np.mean(arrays["payments"], axis=0)]
    else:
        out["win_rate"] = float(np.mean(won))
        out["self_draw_rate"] = float(np.mean(arrays["self_draw"][won])) if won.any() else 0.0
        out["mean_win_total"] = float(np.mean(arrays["total"][won])) if won.any() else 0.0
        out["seat_win_rates"] = [float(np.mean(arrays["winner"] == s)) for s in range(4)]
    return out


#: The arena's seating: A alone against three copies of B, A in each seat in turn (a duplicate
#: set of four games per wall). Rows give the bot (0 = A, 1 = B) of each seat.
arena_seating: list[list[int]] = [[0, 1, 1, 1], [1, 0, 1, 1], [1, 1, 0, 1], [1, 1, 1, 0]]
#: What the arena's win rate is of: a set (a wall's four games), won when A's points over them are positive.
arena_unit = "set"


def arena_scores(index: Any, arrays: dict[str, Any], whole_matches: bool) -> tuple[Any, Any, str]:
    """Per duplicate set (one wall played four times, A in seat ``i % 4`` of game ``i``): A's
    win score — 1 if A's points over the four games are positive, 1/2 if zero, 0 if negative —
    and A's mean points per game (per deal, or per match with ``matches=``). Every seat plays for
    itself, so A gains what B's copies lose."""
    import numpy as np

    from paiju.stats import set_rows

    index = np.asarray(index, dtype=np.int64)
    payments = np.asarray(arrays["payments"], dtype=np.float64)
    a_points = payments[np.arange(len(index)), index % 4]
    per_set = set_rows(index, a_points, games=4).mean(axis=1)
    wins = np.where(per_set > 0, 1.0, np.where(per_set == 0, 0.5, 0.0))
    return wins, per_set, "points per " + ("match" if whole_matches else "deal")


# --------------------------------------------------------------------------------------------
# Presentation (the web table, paiju.web)
# --------------------------------------------------------------------------------------------


def deal_result(before: State, move: Move, after: State) -> dict[str, Any]:
    """What the web table shows when a deal is over (``before``: the state before its last move
    ``move``, ``after``: after it): the winner, how (self-draw or whose discard), the winning tile
    and hand, the doublers and every seat's payment, which is also its ``score``; a drawn deal
    has no winner (docs/rules/mahjong.md §6)."""
    last = after.last_deal() or {}
    payments = list(last.get("payments", [0, 0, 0, 0]))
    winner = last.get("winner")
    win = after.last_win() if winner is not None else None
    facts: list[list[Any]] = [["outcome", "drawn_deal" if winner is None else "won"], ["winner", winner],
                              ["dealer", before.dealer]]
    if win is not None:
        facts += [["self_draw", win["self_draw"]], ["discarder", win.get("discarder")],
                  ["winning_tile", win["winning_tile"]], ["winning_hand", list(win["concealed"])],
                  ["melds", [tile for kind, tile in win["melds"] for _ in range(MELD_KINDS[kind])]], ["flowers", list(win["flowers"])],
                  ["doublers", [f"doubler_{name}" for name in win["doublers"]]], ["total", win["total"]]]
    return {
        "columns": ["payment"],
        "rows": [[payments[seat]] for seat in range(4)],
        "facts": facts,
        "score": payments,
    }
