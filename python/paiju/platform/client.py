"""A paiju bot at a platform server's table (``paiju platform play``, docs/platform.md).

The client sees what a platform seat sees: its hand and every public action. At each of its
turns to play it builds a paiju deal consistent with that (its own hand; the other hands drawn
at random from the unseen cards, each holding what it has played since, in the count the server
reports) and replays the deal's public actions, so the bot decides from the same public history
a paiju seat would have (search bots resample the hidden hands anyway). The bot is one persistent
player (``paiju.bots.make``) for the whole connection; the deal built at a decision is kept and
the next decision's public actions applied to it when they can be (the others' plays are cards
its drawn hands hold), so that the player sees the match continue and carries what it learnt
(e.g. ``strong``'s worlds); else the deal is drawn afresh and the player starts over on it. A return is the
bot's choice too, in a deal rebuilt the same way from the pre-tribute hand and the public
tribute (the other hands drawn so that each payer's tribute card is its highest; a return not
yet announced is the heuristic's guess); when no such deal can be drawn it returns the lowest
card by power (counted in ``rule_returns``). Tribute gives the first card listed (every listed
card is a highest card). Needs the ``websockets`` package.
"""

from __future__ import annotations

import json
import random
from typing import Any

from paiju.errors import PaijuError
from paiju.platform.messages import Message, hand_cards

__all__ = ["PlatformSeat", "play"]

_DECK = [f"{suit}{rank}" for rank in "23456789TJQKA" for suit in "SHCD"] + ["SB", "HR"]


class PlatformSeat:
    """Answers one seat's platform messages with a paiju bot: :meth:`handle` returns the reply
    to an ``act`` (``{"actIndex": i}``) and None for a notification."""

    def __init__(self, bot: Any, *, seed: int = 0, preset: str | None = None, **options: Any) -> None:
        from paiju.bots import make
        from paiju.guandan import Game

        self.player = make(bot, "guandan", seed=seed)
        self.bot = str(self.player)
        self.game = Game(preset, **options)
        self.rng = random.Random(seed)
        self.seed = seed
        self.decisions = 0
        self.seat: int | None = None
        self.plays: list[tuple[int, list[Any]]] = []
        self.results: list[Message] = []
        self.begin_hand: list[str] = []
        self.previous_order: list[int] | None = None
        self.tributes: list[tuple[int, int, str]] = []
        self.bot_returns = 0
        self.rule_returns = 0
        #: Play decisions whose deal continued the previous decision's (the player carried on).
        self.continued = 0
        self._kept: tuple[Any, int, str] | None = None  # this deal's world, the plays applied, the level

    def handle(self, message: Message) -> dict[str, int] | None:
        kind, stage = message.get("type"), message.get("stage")
        if kind == "notify":
            if stage == "beginning":
                self.seat = message["myPos"]
                self.plays = []
                self._kept = None
                self.begin_hand = list(message["handCards"])
                self.tributes = []
            elif stage == "play":
                self.plays.append((message["curPos"], message["curAction"]))
            elif stage == "tribute":
                self.tributes = [(giver, taker, card) for giver, taker, card in message["result"]]
            elif stage in ("gameResult", "gameOver", "episodeOver"):
                self.results.append(message)
                if stage == "episodeOver":
                    self.previous_order = list(message["order"])
                elif stage == "gameOver":
                    self.previous_order = None  # the next game is a new match
            return None
        if kind != "act":
            return None
        actions = message["actionList"]
        if stage == "tribute":
            return {"actIndex": 0}
        if stage == "back":
            return {"actIndex": self._back_index(message)}
        return {"actIndex": self._play_index(message)}

    def _back_index(self, message: Message) -> int:
        cards = [action[2][0] for action in message["actionList"]]
        try:
            move = self.player.choose(self._return_world(message))
            self.decisions += 1
            index = cards.index(str(next(iter(move.cards))))
            self.bot_returns += 1
            return index
        except (PaijuError, ValueError):
            self.rule_returns += 1
            return cards.index(hand_cards(cards, message["curRank"])[0])

    def _return_world(self, message: Message) -> Any:
        """A deal at this seat's return, consistent with what it has seen: its pre-tribute hand,
        the previous deal's order and the public tribute."""
        from paiju.bots import choose
        from paiju.guandan import Move

        level, seat = message["curRank"], self.seat
        if seat is None or self.previous_order is None or not self.tributes:
            raise PaijuError("no tribute to rebuild")
        unseen = list(_DECK) * 2
        for card in self.begin_hand:
            unseen.remove(card)
        hands: dict[int, list[str]] = {seat: list(self.begin_hand)}
        for giver, _taker, card in self.tributes:
            unseen.remove(card)
            hands[giver] = [card]
        self.rng.shuffle(unseen)
        # each payer's other cards may not beat its tribute card (heart level cards aside), and
        # the payers hold no other big joker (else they would have refused: anti-tribute)
        power = {card: i for i, card in enumerate(hand_cards(set(_DECK), level))}
        for giver, _taker, card in sorted(self.tributes, key=lambda t: power[t[2]]):
            fits = [c for c in unseen if (power[c] <= power[card] or c == "H" + level) and c != "HR"][:26]
            if len(fits) < 26:
                raise PaijuError("no deal fits the tribute")
            for c in fits:
                unseen.remove(c)
            hands[giver] += fits
        for s in range(4):
            if s not in hands:
                hands[s], unseen = unseen[:27], unseen[27:]
        state = self.game.new_deal(hands=[hands[s] for s in range(4)], level=level, leader=0,
                                   previous_finish=self.previous_order)
        if state.tribute not in ("single", "double"):
            raise PaijuError("the rebuilt deal has no tribute")
        paid = {giver: card for giver, _taker, card in self.tributes}
        while state.phase == "tribute":
            payer = state.current_player
            assert payer is not None
            state.apply(Move.from_platform(["tribute", "tribute", [paid[payer]]], level))
        while state.phase == "return" and state.current_player != seat:
            state.apply(choose(state, "heuristic", seed=self.seed))  # a return not yet announced
        if state.phase != "return" or state.current_player != seat:
            raise PaijuError("the rebuilt deal does not reach this seat's return")
        return state

    def _continued(self, level: str, seat: int) -> Any:
        """The world of this seat's previous decision in this deal with the public plays since
        applied, or None when they do not apply (a card played that its drawn hands put
        elsewhere)."""
        from paiju.guandan import Move

        if self._kept is None:
            return None
        state, applied, kept_level = self._kept
        self._kept = None
        if kept_level != level or applied > len(self.plays):
            return None
        try:
            for _actor, action in self.plays[applied:]:
                state.apply(Move.from_platform(action, level))
        except (PaijuError, ValueError):
            return None
        if state.current_player != seat:
            return None
        return state

    def _world(self, message: Message) -> Any:
        """A deal consistent with what this seat has seen, at this decision: the previous
        decision's continued when it can be, else one drawn afresh."""
        from paiju.guandan import Move

        level = message["curRank"]
        seat = self.seat if self.seat is not None else message.get("myPos")
        if seat is None:
            raise PaijuError("act/play before notify/beginning: the client does not know its seat")
        state = self._continued(level, seat)
        if state is not None:
            self.continued += 1
            self._kept = (state, len(self.plays), level)
            return state
        played: list[list[str]] = [[] for _ in range(4)]
        for actor, action in self.plays:
            if action[0] != "PASS":
                played[actor].extend(action[2])
        unseen = list(_DECK) * 2
        for card in message["handCards"] + [c for cards in played for c in cards]:
            unseen.remove(card)
        self.rng.shuffle(unseen)
        hands: list[list[str]] = []
        for s in range(4):
            if s == seat:
                hands.append(message["handCards"] + played[s])
            else:
                rest = message["publicInfo"][s]["rest"]
                hands.append(unseen[:rest] + played[s])
                del unseen[:rest]
        leader = self.plays[0][0] if self.plays else seat
        state = self.game.new_deal(hands=hands, level=level, leader=leader)
        for _actor, action in self.plays:
            state.apply(Move.from_platform(action, level))
        if state.current_player != seat:
            raise PaijuError(f"the public plays do not lead to seat {seat}'s turn")
        self._kept = (state, len(self.plays), level)
        return state

    def _play_index(self, message: Message) -> int:
        state = self._world(message)
        move = self.player.choose(state)
        self.decisions += 1
        actions = message["actionList"]
        wanted = move.to_platform(message["curRank"])
        if wanted in actions:
            return actions.index(wanted)
        from paiju.guandan import Move

        for index, action in enumerate(actions):  # the same move in another card order
            if Move.from_platform(action, message["curRank"]) == move:
                return index
        raise PaijuError(f"the server's action list lacks {wanted}")


def play(url: str, bot: Any, *, seed: int = 0, preset: str | None = None, open_timeout: float = 10.0,
         **options: Any) -> list[Message]:
    """Joins the server at ``url`` (``ws://host:port/game/name``) with ``bot`` and plays until
    the server closes; the episodeOver / gameOver / gameResult messages received."""
    from websockets.sync.client import connect

    seat = PlatformSeat(bot, seed=seed, preset=preset, **options)
    with connect(url, open_timeout=open_timeout, max_size=None) as connection:
        for raw in connection:
            reply = seat.handle(json.loads(raw))
            if reply is not None:
                connection.send(json.dumps(reply))
    return seat.results
