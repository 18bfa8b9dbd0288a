"""The competition platform's JSON messages, built from a Guandan State (docs/platform.md).

Each function returns one message as a plain dict, ready for ``json.dumps``; the two messages
sent at every decision are written as JSON text without a dict (the act line by
``State._platform_act_line`` in C++, notify/play by :func:`notify_play_line`), and tests check
them against :func:`act` and :func:`notify_play`. Moves are written
with ``Move.to_platform(level)`` (the one place that owns the platform notation); hands are
listed in the platform's order, :func:`hand_cards`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from paiju.checks import is_int
from paiju.errors import PaijuError

__all__ = [
    "PASS_ACTION",
    "PlatformReplyError",
    "act",
    "act_head",
    "anti_tribute",
    "beginning",
    "episode_over",
    "game_over",
    "game_result",
    "hand_cards",
    "notify_play",
    "notify_play_line",
    "read_act_index",
    "transfer_result",
]

Message = dict[str, Any]
Action = list[Any]

PASS_ACTION: Action = ["PASS", "PASS", "PASS"]

_RANKS = "23456789TJQKA"
_SUITS = "SHCD"


class PlatformReplyError(PaijuError, ValueError):
    """A bot's reply to an ``act`` message is not ``{"actIndex": i}`` with ``0 <= i <= indexRange``.
    ``kind`` is ``"garbage"`` (not a JSON object with ``actIndex``) or ``"bad_index"``."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind


def _card_power(card: str, level: str) -> tuple[int, int]:
    if card == "SB":
        return (14, 0)
    if card == "HR":
        return (15, 0)
    rank = card[1]
    return (13 if rank == level else _RANKS.index(rank), _SUITS.index(card[0]))


_POWER_KEYS: dict[str, dict[str, tuple[int, int]]] = {}


def hand_cards(cards: Iterable[str], level: str) -> list[str]:
    """Cards in the platform's hand order: by power at ``level`` (2..A, the level rank after A,
    then SB, then HR), suits S < H < C < D within a rank."""
    keys = _POWER_KEYS.get(level)
    if keys is None:
        keys = _POWER_KEYS[level] = {f"{s}{r}": _card_power(f"{s}{r}", level) for r in _RANKS for s in _SUITS}
        keys.update(SB=(14, 0), HR=(15, 0))
    return sorted(cards, key=keys.__getitem__)


def _ranks(levels: Sequence[str], seat: int, deal_level: str) -> Message:
    return {"selfRank": levels[seat % 2], "oppoRank": levels[1 - seat % 2], "curRank": deal_level}


def beginning(seat: int, hand: Iterable[str], levels: Sequence[str], deal_level: str) -> Message:
    """``notify/beginning``: the seat's pre-tribute hand, its seat and the levels."""
    return {"type": "notify", "stage": "beginning", "handCards": hand_cards(hand, deal_level), "myPos": seat,
            **_ranks(levels, seat, deal_level)}


def transfer_result(stage: str, transfers: Sequence[tuple[int, int, str]]) -> Message:
    """``notify/tribute`` or ``notify/back``: ``result`` = [[from seat, to seat, card], ...]."""
    return {"type": "notify", "stage": stage, "result": [[giver, taker, card] for giver, taker, card in transfers]}


def anti_tribute(seats: Sequence[int]) -> Message:
    """``notify/anti-tribute``: the seats refusing tribute with the big jokers; the count is sent
    under both spellings bots read (``antiNum`` and ``antiNums``)."""
    return {"type": "notify", "stage": "anti-tribute", "antiNum": len(seats), "antiNums": len(seats),
            "antiPos": list(seats)}


def act_head(
    stage: str,
    seat: int,
    hand: Iterable[str],
    levels: Sequence[str],
    deal_level: str,
    public_info: list[Message],
    previous: tuple[int, Action] | None,
    greater: tuple[int, Action] | None,
) -> Message:
    """``act/play``, ``act/tribute`` or ``act/back`` up to its action list (:func:`act` adds it).
    ``previous`` is the trick's last action (seat, action) and ``greater`` its top; both None on
    a lead (sent as -1 and None)."""
    return {
        "type": "act",
        "stage": stage,
        "handCards": hand_cards(hand, deal_level),
        "publicInfo": public_info,
        **_ranks(levels, seat, deal_level),
        "curPos": -1 if previous is None else previous[0],
        "curAction": None if previous is None else previous[1],
        "greaterPos": -1 if greater is None else greater[0],
        "greaterAction": None if greater is None else greater[1],
    }


def act(head: Message, actions: list[Action]) -> Message:
    """The whole act message: ``actionList`` and ``indexRange = len(actionList) - 1``."""
    return {**head, "actionList": actions, "indexRange": len(actions) - 1}


def notify_play(actor: int, action: Action, greater: tuple[int, Action]) -> Message:
    """``notify/play`` after every action of the play phase, to all four seats."""
    return {"type": "notify", "stage": "play", "curPos": actor, "curAction": action, "greaterPos": greater[0],
            "greaterAction": greater[1]}


def notify_play_line(actor: int, action: str, greater: tuple[int, str]) -> bytes:
    """:func:`notify_play` as one JSON line (json.dumps without spaces), the actions given as
    JSON text (``Move._platform_json``): written after every action, so built without a dict."""
    return (f'{{"type":"notify","stage":"play","curPos":{actor},"curAction":{action},'
            f'"greaterPos":{greater[0]},"greaterAction":{greater[1]}}}\n').encode()


def episode_over(order: Sequence[int], deal_level: str, rest: Sequence[tuple[int, Iterable[str]]]) -> Message:
    """``notify/episodeOver``: the finishing order, the level played and the cards left in hand."""
    return {"type": "notify", "stage": "episodeOver", "order": list(order), "curRank": deal_level,
            "restCards": [[seat, hand_cards(cards, deal_level)] for seat, cards in rest]}


def game_over(games_done: int, games_set: int | None) -> Message:
    """``notify/gameOver`` after each game (a whole match, or one deal when playing deals)."""
    return {"type": "notify", "stage": "gameOver", "curTimes": games_done, "settingTimes": games_set}


def game_result(victories: Sequence[int], draws: Sequence[int]) -> Message:
    """``notify/gameResult`` after the last game: games won and drawn, per seat."""
    return {"type": "notify", "stage": "gameResult", "victoryNum": list(victories), "draws": list(draws)}


def read_act_index(reply: Any, index_range: int) -> int:
    """The action index of a reply (a decoded JSON value); PlatformReplyError when it is not
    ``{"actIndex": i}`` with an integer ``0 <= i <= index_range``."""
    if not isinstance(reply, dict) or "actIndex" not in reply:
        raise PlatformReplyError("garbage", f"expected {{\"actIndex\": i}}, got {reply!r:.200}")
    index = reply["actIndex"]
    if not is_int(index):
        raise PlatformReplyError("bad_index", f"actIndex must be an integer, got {index!r:.100}")
    if not 0 <= index <= index_range:
        raise PlatformReplyError("bad_index", f"actIndex {index} is outside 0..{index_range}")
    return index
