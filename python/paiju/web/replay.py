"""A replay: the states of a game step by step, with every hand face up, for the viewer that
steps through a finished deal or a whole record (``State.to_record()`` JSON)."""

from __future__ import annotations

from typing import Any

from paiju.errors import InvalidRecordError, PaijuError
from paiju.registry import game_module, games
from paiju.web.views import hand_tokens, move_view, notation, observation_view

__all__ = ["MAX_REPLAY_MOVES", "Replay"]

#: The longest record the viewer loads (a whole Guandan match is a few hundred moves).
MAX_REPLAY_MOVES = 20_000


class Replay:
    """``states[i]`` is the game after the first ``i`` of ``moves``. With ``one_deal`` the
    replay is of a deal inside a match: the state after its last move already holds the next
    deal, so the last frame shows the hands before that move, never the next deal's."""

    def __init__(self, start: Any, moves: list[Any], one_deal: bool = False, title: str = "") -> None:
        if len(moves) > MAX_REPLAY_MOVES:
            raise InvalidRecordError(f"a replay holds at most {MAX_REPLAY_MOVES} moves, got {len(moves)}")
        self.title = title
        self.one_deal = one_deal
        self.states = [start.clone()]
        self.movers: list[int] = []
        self.moves: list[Any] = []
        state = start.clone()
        for index, entry in enumerate(moves):
            mover = state.current_player
            # a record lists [seat, move]; a deal's own moves come as moves
            move = entry[1] if isinstance(entry, (list, tuple)) and len(entry) == 2 else entry
            try:
                state.apply(move)
            except PaijuError as error:
                raise InvalidRecordError(f"move {index + 1} ({move}) cannot be replayed: {error}") from None
            except TypeError as error:
                raise InvalidRecordError(f"move {index + 1} ({entry!r}) is not a move: {error}") from None
            self.movers.append(int(mover))
            self.moves.append(state.history()[-1][1])
            self.states.append(state.clone())

    @classmethod
    def from_record(cls, record: Any) -> Replay:
        """The replay of a ``to_record()`` dict of any registered game (InvalidRecordError when
        it is not one)."""
        if not isinstance(record, dict) or record.get("game") not in games():
            raise InvalidRecordError(f"a record is a to_record() dict whose 'game' is one of {', '.join(games())}")
        moves = record.get("moves")
        if not isinstance(moves, list):
            raise InvalidRecordError("a record's 'moves' is a list")
        if len(moves) > MAX_REPLAY_MOVES:
            raise InvalidRecordError(f"a replay holds at most {MAX_REPLAY_MOVES} moves, got {len(moves)}")
        module = game_module(record["game"])
        try:
            start = module.replay({**record, "moves": []})
        except PaijuError as error:
            raise InvalidRecordError(f"not a valid {record['game']} record: {error}") from None
        except (TypeError, KeyError, ValueError) as error:
            raise InvalidRecordError(f"not a valid {record['game']} record: {error}") from None
        return cls(start, moves, title=f"{record['game']} seed {record.get('seed')}")

    def __len__(self) -> int:
        return len(self.states)

    def frame(self, index: int) -> dict[str, Any]:
        """Step ``index`` (0 = the start): every hand, the public table seen from the seat to
        move, and the move that led here."""
        if not 0 <= index < len(self.states):
            raise ValueError(f"frame index must be 0..{len(self.states) - 1}, got {index}")
        state = self.states[index]
        crossed = self.one_deal and index > 0 and state.deal_index != self.states[0].deal_index
        shown = self.states[index - 1] if crossed else state
        viewer = shown.current_player if shown.current_player is not None else 0
        view = observation_view(shown, viewer)
        if crossed:
            view["history"].append([self.movers[index - 1], move_view(self.moves[index - 1])])
        players = len(shown.cards_left())
        return {
            "type": "frame",
            "title": self.title,
            "game": shown.game,
            "notation": notation(shown),
            "index": index,
            "count": len(self.states),
            "phase": "deal_over" if crossed else shown.phase,
            "current_player": None if crossed else shown.current_player,
            "deal_index": shown.deal_index,
            "hands": [hand_tokens(shown.hand(seat)) for seat in range(players)],
            "last": None if index == 0 else [self.movers[index - 1], move_view(self.moves[index - 1])],
            "view": view,
            "returns": list(state.returns()) if state.is_terminal() else None,
        }
