"""A Guandan table as the platform's server runs it: it follows a match move by move and says
what each seat is told (docs/platform.md). The same table serves the WebSocket server (which
owns the match) and :class:`paiju.bots.PlatformBot` (which follows a copy of it).
"""

from __future__ import annotations

import json
from typing import Any

from paiju.platform import messages as msg
from paiju.platform.messages import Message

__all__ = ["PendingAct", "Table"]

SEATS = range(4)
_compact = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))
_STAGES = {"tribute": "tribute", "return": "back", "play": "play"}

#: (seat, message): what one seat is told.
Delivery = tuple[int, Message]


def _to_all(message: Any) -> list[tuple[int, Any]]:
    return [(seat, message) for seat in SEATS]


def _line(message: Message) -> bytes:
    return (_compact.encode(message) + "\n").encode()


def _card_strings(cards: Any) -> list[str]:
    return [str(card) for card in cards]


class PendingAct:
    """An ``act`` message for ``seat`` and the move behind each index of its action list. The
    message comes from C++ as one JSON line (:meth:`line`); :attr:`message` decodes it only when
    asked."""

    def __init__(self, seat: int, line: bytes, legal: Any, indices: list[int]) -> None:
        self.seat = seat
        self._line = line
        self._legal = legal
        self._indices = indices
        self._message: Message | None = None

    @property
    def index_range(self) -> int:
        return len(self._indices) - 1

    @property
    def message(self) -> Message:
        """The act message as a dict."""
        if self._message is None:
            self._message = json.loads(self._line)
        return self._message

    def line(self) -> bytes:
        """The message as one JSON line (json.dumps of ``message`` without spaces)."""
        return self._line

    def move(self, index: int) -> Any:
        """The move of action ``index`` (0..index_range)."""
        return self._legal[self._indices[index]]

    @property
    def default_index(self) -> int:
        """What a faulty bot plays: PASS when following (always action 0), else the first action."""
        return 0


class Table:
    """Follows ``state`` (a Guandan State this table owns and advances) and produces the
    platform's messages: :meth:`start_deal` at each deal's start, :meth:`act` for the seat to
    move, :meth:`apply` after each move (notify/tribute, notify/back, notify/play to all four
    seats, notify/episodeOver when the deal ends). A finished deal's successor starts only when
    :meth:`start_deal` is called (``deal_over`` tells when)."""

    def __init__(self, state: Any) -> None:
        self.state = state
        self.deal_over = False
        self.deal_started = False
        self.deals_finished = 0
        self.last_order: list[int] = []
        self._reset_deal()

    # -- deal bookkeeping --------------------------------------------------------------------

    def _reset_deal(self) -> None:
        self.level: str = self.state.deal_level
        self._tributes: list[tuple[int, str]] = []
        self._backs: list[tuple[int, str]] = []
        # The trick so far, each action as platform JSON text (Move._platform_json).
        self._play_area: list[str | None] = [None] * 4
        self._previous: tuple[int, str] | None = None
        self._greater: tuple[int, str] | None = None
        self._hands_before_last_play: list[list[str]] | None = None

    def start_deal(self) -> list[Delivery]:
        """notify/beginning to every seat (and notify/anti-tribute when the losers refuse)."""
        if self.deal_over:
            self.deal_over = False
            self._reset_deal()
        self.deal_started = True
        state = self.state
        out = [(seat, msg.beginning(seat, _card_strings(state.hand(seat)), state.levels, self.level)) for seat in SEATS]
        if state.tribute == "anti":
            shown = state.observation(0).shown_big_jokers
            out += _to_all(msg.anti_tribute([seat for seat in SEATS if shown[seat] > 0]))
        return out

    @property
    def has_next_deal(self) -> bool:
        """True when a deal is over and the match goes on."""
        return self.deal_over and not self.state.is_terminal()

    def public_info(self) -> list[Message]:
        left = self.state.cards_left()
        return [{"rest": left[seat], "playArea": None if area is None else json.loads(area)}
                for seat, area in zip(SEATS, self._play_area)]

    # -- decisions -----------------------------------------------------------------------------

    def act(self) -> PendingAct:
        """The act message for the seat to move, with the moves behind its action list."""
        state = self.state
        stage = _STAGES[state.phase]
        previous, greater = (self._previous, self._greater) if stage == "play" else (None, None)
        line, indices = state._platform_act_line(stage, -1 if previous is None else previous[0],
                                                 None if previous is None else previous[1],
                                                 -1 if greater is None else greater[0],
                                                 None if greater is None else greater[1], self._play_area)
        return PendingAct(state.current_player, line, state.legal_moves(), indices)

    def apply(self, move: Any) -> list[Delivery]:
        """Applies ``move`` (by the seat to move) and returns what the seats are told."""
        decoded: dict[int, Message] = {}  # a line for several seats is decoded once
        out: list[Delivery] = []
        for seat, line in self.apply_lines(move):
            message = decoded.get(id(line))
            if message is None:
                message = decoded[id(line)] = json.loads(line)
            out.append((seat, message))
        return out

    def apply_lines(self, move: Any) -> list[tuple[int, bytes]]:
        """:meth:`apply` with each message as one JSON line (one bytes object for the seats told
        the same); the notify/play after every action is written without building a dict."""
        state = self.state
        seat = state.current_player
        phase = state.phase
        deal = state.deal_index
        if phase == "play" and not move.is_pass() and len(move) == len(state.hand(seat)):
            self._hands_before_last_play = [_card_strings(state.hand(s)) for s in SEATS]
        state.apply(move)
        out: list[tuple[int, bytes]] = []
        if phase == "tribute":
            self._tributes.append((seat, str(next(iter(move.cards)))))
            if state.phase != "tribute":
                pairs = dict(state.tribute_pairs)
                out += _to_all(_line(msg.transfer_result("tribute", [(g, pairs[g], c) for g, c in self._tributes])))
        elif phase == "return":
            self._backs.append((seat, str(next(iter(move.cards)))))
            if state.phase != "return":
                payer_of = {receiver: payer for payer, receiver in state.tribute_pairs}
                out += _to_all(_line(msg.transfer_result("back", [(r, payer_of[r], c) for r, c in self._backs])))
        else:
            action = move._platform_json(self.level)
            if not move.is_pass():
                self._greater = (seat, action)
            self._previous = (seat, action)
            self._play_area[seat] = action
            assert self._greater is not None
            out += _to_all(msg.notify_play_line(seat, action, self._greater))
        if state.deal_index != deal or state.is_terminal():
            out += [(s, _line(m)) for s, m in self._finish_deal(seat)]
        elif state.phase == "play" and state.top is None and phase == "play":  # a new trick begins
            self._play_area = [None] * 4
            self._previous = self._greater = None
        return out

    def _finish_deal(self, last_mover: int) -> list[Delivery]:
        state = self.state
        order = list(state.finish_order if state.is_terminal() else state.previous_finish_order)
        hands = self._hands_before_last_play or [[] for _ in SEATS]
        rest = [(seat, hands[seat]) for seat in SEATS if seat != last_mover and hands[seat]]
        self.deal_over = True
        self.deal_started = False
        self.deals_finished += 1
        self.last_order = order
        return _to_all(msg.episode_over(order, self.level, rest))

    def winner(self) -> int | str | None:
        """The game's winner once it is over: the match winner (0, 1 or 'draw') when the match has
        ended, else the team of the last deal's first finisher."""
        if self.state.is_terminal():
            return self.state.match_winner
        return self.last_order[0] % 2 if self.last_order else None
