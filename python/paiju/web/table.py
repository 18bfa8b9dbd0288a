"""One game at the web table: a match of any registered game, one person's seat, bots in the
others. Everything it reports to the page goes through :mod:`paiju.web.views` (the person's
observation only) until a deal is over; then that deal's hands and replay are open."""

from __future__ import annotations

import secrets
from collections import Counter
from typing import Any

from paiju import bots as paiju_bots
from paiju.checks import is_int
from paiju.errors import IllegalMoveError, InvalidOptionError, InvalidRecordError, PaijuError
from paiju.registry import game_module, load_game
from paiju.web.bot_runner import check_spec
from paiju.web.replay import Replay
from paiju.web.views import (
    card_marks_view,
    deal_result_view,
    hand_tokens,
    move_tokens,
    move_view,
    notation,
    observation_view,
)

__all__ = ["LIST_ALL_MOVES", "Table"]

#: Decisions with at most this many legal moves are also offered as a plain list (tribute,
#: calls, bets, short follows); larger ones list only the moves that take no cards (pass).
LIST_ALL_MOVES = 40
_MAX_SEED = 2**63 - 1


class Table:
    """A match between one person (``seat``) and bots (``bots[s]`` for every other seat s)."""

    def __init__(
        self,
        game: str,
        preset: str | None,
        options: dict[str, Any],
        seat: int,
        bots: list[str],
        seed: int | None,
        cap_seconds: float,
    ) -> None:
        self.game = load_game(game, preset, **options)
        if seed is None:
            seed = secrets.randbelow(_MAX_SEED)
        if not is_int(seed, 0, _MAX_SEED):
            raise InvalidOptionError(f"seed must be an integer 0..2**63-1, got {seed!r}")
        self.seed = seed
        self.cap_seconds = cap_seconds
        self.state = self.game.new_match(seed=seed)
        self.players = len(self.state.cards_left())
        if not is_int(seat, 0, self.players - 1):
            raise InvalidOptionError(f"seat must be 0..{self.players - 1}, got {seat!r}")
        self.seat = seat
        if not isinstance(bots, list) or len(bots) != self.players:
            raise InvalidOptionError(f"bots: one spec per seat ({self.players}), the person's seat ignored")
        self.bots = {s: check_spec(spec, game, cap_seconds) for s, spec in enumerate(bots) if s != seat}
        #: One persistent player per bot seat, for the whole match (bots.make).
        self.bot_players = {s: self._new_player(s) for s in self.bots}
        self.module = game_module(game)
        self.turn = 0
        self.awaiting_continue = False
        self.notes: list[str] = []
        self.deal_replays: list[Replay] = []
        self.match_replay: Replay | None = None
        #: Each finished deal's result (deal_result_view), for the match summary.
        self.results: list[dict[str, Any] | None] = []
        self._deal_start = self.state.clone()
        self._deal_moves: list[Any] = []
        #: (turn, state) before each of the person's decisions in this deal, for undo.
        self._undo: list[tuple[int, Any]] = []
        self._index: tuple[int, dict[tuple[str, ...], list[Any]]] | None = None

    # ---------------------------------------------------------------- whose move
    def is_over(self) -> bool:
        return bool(self.state.is_terminal())

    def person_to_move(self) -> bool:
        return not self.is_over() and not self.awaiting_continue and self.state.current_player == self.seat

    def bot_to_move(self) -> str | None:
        """The spec of the bot to move, or None (the person's turn, a pause, the end)."""
        if self.is_over() or self.awaiting_continue:
            return None
        return self.bots.get(self.state.current_player)

    def _new_player(self, seat: int) -> paiju_bots.Player:
        return paiju_bots.make(self.bots[seat], self.state.game, seed=self.seed)

    def bot_overran(self, seat: int) -> None:
        """The bot of ``seat`` overran its cap (it is still thinking, its move unused): noted,
        and the seat gets a new player, which starts from the match so far."""
        self.notes.append(f"seat {seat}: {self.bots[seat]} overran {self.cap_seconds:g} s; played the heuristic's move")
        self.bot_players[seat] = self._new_player(seat)

    # ---------------------------------------------------------------- what the page sees
    def message(self) -> dict[str, Any]:
        """The table as the person sees it."""
        legal = self.state.legal_moves() if self.person_to_move() else None
        moves: dict[str, Any] = {"count": 0, "listed": []}
        if legal is not None:
            count = len(legal)
            listed = list(legal) if count <= LIST_ALL_MOVES else [m for m in self._moves_index().get((), [])]
            moves = {"count": count, "listed": [move_view(m) for m in listed]}
        return {
            "type": "state",
            "game": self.state.game,
            "preset": self.game.preset,
            "notation": notation(self.state),
            "turn": self.turn,
            "seat": self.seat,
            "players": self.players,
            "bots": {str(s): spec for s, spec in self.bots.items()},
            "phase": self.state.phase,
            "deal_index": self.state.deal_index,
            "current_player": self.state.current_player,
            "your_turn": legal is not None,
            "awaiting_continue": self.awaiting_continue,
            "can_undo": self.can_undo(),
            "match_over": self.is_over(),
            "returns": list(self.state.returns()) if self.is_over() else None,
            "moves": moves,
            "view": observation_view(self.state, self.seat),
            "notes": self.notes[-5:],
        }

    def _moves_index(self) -> dict[tuple[str, ...], list[Any]]:
        """The person's legal moves by the sorted tokens they take (built once per turn)."""
        if self._index is None or self._index[0] != self.turn:
            index: dict[tuple[str, ...], list[Any]] = {}
            for move in self.state.legal_moves():
                index.setdefault(tuple(sorted(move_tokens(move))), []).append(move)
            self._index = (self.turn, index)
        return self._index[1]

    # ---------------------------------------------------------------- the person's input
    def select(self, tokens: list[str]) -> dict[str, Any]:
        """The legal moves that take exactly these cards or tiles from the hand, or the reason
        there is none."""
        if not self.person_to_move():
            return {"type": "refused", "reason": "not_your_turn", "detail": "It is not your turn."}
        hand = Counter(hand_tokens(self.state.hand(self.seat)))
        missing = Counter(tokens) - hand
        if missing:
            return {"type": "refused", "reason": "not_in_hand", "detail": f"Not in your hand: {' '.join(sorted(missing.elements()))}."}
        index = self._moves_index()
        exact = index.get(tuple(sorted(tokens)), [])
        if exact:
            return {"type": "candidates", "turn": self.turn, "moves": [move_view(m) for m in exact]}
        sequence = self._one_card_sequence(tokens)
        if sequence:
            return {"type": "candidates", "turn": self.turn, "moves": [sequence]}
        wanted = Counter(tokens)
        larger = [m for key, ms in index.items() if not wanted - Counter(key) for m in ms]
        if larger:
            examples = ", ".join(str(m) for m in larger[:4])
            detail = f"No legal move is exactly these cards; {len(larger)} legal moves use them with more, e.g. {examples}."
            return {"type": "refused", "reason": "incomplete", "detail": detail}
        return {"type": "refused", "reason": "illegal", "detail": "No legal move uses these cards together."}

    def _one_card_sequence(self, tokens: list[str]) -> dict[str, Any] | None:
        """When the person has several decisions in a row, in one phase, that each take one of
        these cards (burying a kitty card by card), those moves as one choice: ``{"move": the moves' texts
        joined by "; ", "cards": tokens, "sequence": the texts}``; None otherwise."""
        if len(tokens) < 2:
            return None
        state = self.state.clone()
        texts = []
        for token in tokens:
            if state.is_terminal() or state.current_player != self.seat or state.phase != self.state.phase:
                return None
            legal = state.legal_moves()
            moves = [m for m in legal if move_tokens(m) == [token]] if len(legal) <= LIST_ALL_MOVES * 25 else []
            if len(moves) != 1:
                return None
            state.apply(moves[0])
            texts.append(str(moves[0]))
        return {"move": "; ".join(texts), "cards": list(tokens), "sequence": texts}

    def parse_person_move(self, text: str, turn: int) -> Any:
        """The person's move ``text`` if it is one of the legal moves now; IllegalMoveError
        with the reason otherwise."""
        if not self.person_to_move():
            raise IllegalMoveError("it is not your turn")
        if turn != self.turn:
            raise IllegalMoveError("the table has moved on since that choice")
        try:
            move = self.module.Move.parse(text)
        except (PaijuError, ValueError, TypeError) as error:
            raise IllegalMoveError(f"not a move: {error}") from None
        if move not in self.state.legal_moves():
            try:
                self.state.clone().apply(move)
            except PaijuError as error:
                raise IllegalMoveError(str(error)) from None
            raise IllegalMoveError(f"{move} is not a legal move now")
        return move

    # ---------------------------------------------------------------- playing
    def apply(self, move: Any) -> dict[str, Any] | None:
        """Plays ``move`` for the seat to move; the deal-over report when it ended a deal."""
        deal = self.state.deal_index
        before = self.state.clone()
        if self.person_to_move():
            self._undo.append((self.turn, before))
        self.state.apply(move)
        self.turn += 1
        self._deal_moves.append(self.state.history()[-1][1])
        if self.state.deal_index == deal and not self.is_over():
            return None
        return self._finish_deal(deal, before, move)

    def _finish_deal(self, deal: int, before: Any, move: Any) -> dict[str, Any]:
        replay = Replay(self._deal_start, self._deal_moves, one_deal=True, title=f"deal {deal + 1}")
        self.deal_replays.append(replay)
        hands = [hand_tokens(self._deal_start.hand(s)) for s in range(self.players)]
        history = [[mover, move_view(m)] for mover, m in zip(replay.movers, replay.moves)]
        self._deal_start = self.state.clone()
        self._deal_moves = []
        self._undo = []
        report: dict[str, Any] = {
            "type": "deal_over",
            "deal_index": deal,
            "replay": len(self.deal_replays) - 1,
            "hands": hands,
            "final_hands": replay.frame(len(replay) - 1)["hands"],
            "history": history,
            "marks": card_marks_view(before, self.seat),
            "result": deal_result_view(before, move, self.state),
            "match_over": self.is_over(),
        }
        self.results.append(report["result"])
        if self.is_over():
            record = self.state.to_record()
            self.match_replay = Replay.from_record(record)
            report["returns"] = list(self.state.returns())
            report["record"] = record
            report["deal_scores"] = [result["score"] if result else None for result in self.results]
        else:
            self.awaiting_continue = True
        return report

    def resume(self) -> None:
        """After a deal-over pause: on to the next deal."""
        self.awaiting_continue = False

    def can_undo(self) -> bool:
        return bool(self._undo) and not self.awaiting_continue and not self.is_over()

    def undo(self) -> None:
        """Takes back the person's last decision of this deal and the bots' moves after it (a
        finished deal stays finished); the bots start over from there with new players.
        IllegalMoveError when there is nothing to take back."""
        if not self.can_undo():
            raise IllegalMoveError("nothing to undo in this deal")
        turn, state = self._undo.pop()
        del self._deal_moves[len(self._deal_moves) - (self.turn - turn):]
        self.state = state
        self.turn = turn
        self._index = None
        self.bot_players = {s: self._new_player(s) for s in self.bots}

    def save(self) -> dict[str, Any]:
        """What resumes this match at another table (:meth:`from_save`): the record so far, the
        person's seat and the bots."""
        bots = [None if s == self.seat else self.bots[s] for s in range(self.players)]
        return {"record": self.state.to_record(), "seat": self.seat, "bots": bots, "preset": self.game.preset}

    @classmethod
    def from_save(cls, saved: dict[str, Any], cap_seconds: float) -> Table:
        """The table of a :meth:`save` (or of a finished match's record with a seat and bots),
        its moves replayed; InvalidRecordError when they cannot be."""
        record = saved.get("record")
        if not isinstance(record, dict) or not isinstance(record.get("moves"), list) or record.get("deal") is not None:
            raise InvalidRecordError("a saved table holds a to_record() dict of a match dealt from its seed")
        try:
            table = cls(record["game"], saved.get("preset"), dict(record.get("options") or {}),
                        saved["seat"], saved["bots"], record.get("seed"), cap_seconds)
            for _seat, text in record["moves"]:
                if table.awaiting_continue:
                    table.resume()
                table.apply(table.module.Move.parse(text))
        except (PaijuError, TypeError, ValueError, KeyError) as error:
            raise InvalidRecordError(f"cannot resume that table: {error}") from None
        table.resume()
        return table
