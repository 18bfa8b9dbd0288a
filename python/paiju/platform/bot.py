"""An external Guandan bot that speaks the competition platform's protocol, as a paiju bot
(docs/platform.md): ``paiju.bots.PlatformBot(command)``, or the spec ``platform:<command>``.

It takes seats in ``paiju.simulate`` and ``paiju.arena`` (it follows the table through the
simulation's table events and tells its process everything the platform would) and in
``paiju.bots.choose``. Each seat it takes runs its own process. Faults never stop a run: a
timeout, a crashed or silent process, a reply that is not ``{"actIndex": i}`` or an index out of
range is recorded in :attr:`PlatformBot.faults`, the process is restarted (and told the deal so
far) and the seat plays the default action (PASS when following, else the first action).
A bot that never worked is another matter: with ``fail_fast`` (the default of ``platform:``
specs) a process that fails before the bot's first answer raises :class:`BotStartError`, once,
with the end of its stderr.
"""

from __future__ import annotations

import subprocess
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from paiju.checks import is_number
from paiju.errors import InvalidOptionError, PaijuError
from paiju.platform import messages as msg
from paiju.platform.messages import Message
from paiju.platform.process import BotFault, BotProcess, BotStartError, encode
from paiju.platform.table import PendingAct, Table

__all__ = ["GAME", "BotStartError", "Fault", "PlatformBot"]

SPEC_PREFIX = "platform:"
#: The one game the platform's protocol plays: a platform bot is a bot of this game only.
GAME = "guandan"


@dataclass(frozen=True)
class Fault:
    """One bot fault: the game (episode) and seat, its kind (timeout, crash, garbage, bad_index)
    and what happened."""

    game: int
    seat: int
    kind: str
    detail: str


class PlatformBot:
    """A platform bot process as a paiju bot. ``command`` is a shell-style string or an argument
    list; ``timeout`` the seconds it has to answer each ``act``; ``stderr`` where its standard
    error goes (default: its end is kept for fault reports, the rest discarded); ``fail_fast``:
    a process failing before the bot's first answer raises BotStartError instead of counting a
    fault and playing the default action. Use :meth:`close` (or ``with``) to stop its processes."""

    def __init__(self, command: str | Sequence[str], *, timeout: float = 5.0, stderr: Any = None,
                 fail_fast: bool = False) -> None:
        if isinstance(command, str) and not command.strip():
            raise InvalidOptionError("PlatformBot needs a command, e.g. PlatformBot('python my_bot.py')")
        if not is_number(timeout) or not timeout > 0:
            raise InvalidOptionError(f"timeout must be a positive number of seconds, got {timeout!r}")
        self.command = command
        self.timeout = float(timeout)
        self._stderr = stderr
        self.fail_fast = bool(fail_fast)
        self._answered = False  # some process of this bot has answered an act
        self.__name__ = str(self)
        self.faults: list[Fault] = []
        self.games = 0
        self._processes: list[BotProcess] = []
        self._seat_process: dict[int, BotProcess] = {}
        self._table: Table | None = None
        self._game = 0
        self._games_set: int | None = None
        self._log: list[list[Message | bytes]] = [[] for _ in range(4)]
        self._victories = [0] * 4
        self._draws = [0] * 4
        self._synced: tuple[Any, list[Any]] | None = None  # choose(): the record followed so far

    def __str__(self) -> str:
        command = self.command if isinstance(self.command, str) else " ".join(self.command)
        return SPEC_PREFIX + command

    def __repr__(self) -> str:
        return f"PlatformBot({self.command!r}, timeout={self.timeout:g})"

    # -- processes -----------------------------------------------------------------------------

    def _process_for(self, seat: int) -> BotProcess:
        process = self._seat_process.get(seat)
        if process is None:
            k = len(self._seat_process)
            while len(self._processes) <= k:
                stderr = self._stderr if self._stderr is not None else subprocess.PIPE
                self._processes.append(BotProcess(self.command, timeout=self.timeout, stderr=stderr))
            process = self._seat_process[seat] = self._processes[k]
            for message in self._log[seat]:  # a seat taken mid-deal hears the deal so far
                self._notify(seat, process, message)
        return process

    def _notify(self, seat: int, process: BotProcess, message: Message | bytes) -> None:
        process.notify(message)

    def _deliver(self, deliveries: Sequence[tuple[int, Message | bytes]], log: bool = True) -> None:
        lines: dict[int, bytes] = {}  # a message for several seats is encoded once
        for seat, message in deliveries:
            if log:
                self._log[seat].append(message)
            process = self._seat_process.get(seat)
            if process is not None:
                if isinstance(message, bytes):
                    line = message
                else:
                    cached = lines.get(id(message))
                    if cached is None:
                        cached = lines[id(message)] = encode(message)
                    line = cached
                self._notify(seat, process, line)

    def _fault(self, seat: int, fault: BotFault, process: BotProcess) -> None:
        detail = fault.detail + (process.stderr_note() if fault.kind == "crash" else "")
        self.faults.append(Fault(self._game, seat, fault.kind, detail))

    def _ask(self, pending: PendingAct) -> Any:
        process = self._process_for(pending.seat)
        try:
            index = process.act(pending.line(), pending.index_range)
            self._answered = True
        except BotFault as fault:
            if self.fail_fast and not self._answered:
                stderr = process.stderr_tail()
                self.close()
                raise BotStartError(str(self)[len(SPEC_PREFIX):], fault, stderr) from None
            self._fault(pending.seat, fault, process)
            process.close(grace=0.0)  # killed: nothing it was sent matters any more
            for message in self._log[pending.seat]:  # a fresh process hears this deal so far
                self._notify(pending.seat, process, message)
            index = pending.default_index
        return pending.move(index)

    def close(self) -> None:
        """Stops every process of this bot."""
        for process in self._processes:
            process.close()

    def __enter__(self) -> PlatformBot:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def fault_counts(self) -> dict[str, int]:
        """Faults so far by kind."""
        return dict(Counter(fault.kind for fault in self.faults))

    def report(self) -> dict[str, Any]:
        """Games played and faults by kind (and the first 20 in full), JSON-able."""
        return {"bot": str(self), "games": self.games, "faults": self.fault_counts(),
                "first_faults": [fault.__dict__ for fault in self.faults[:20]]}

    # -- table events (paiju.simulate / paiju.arena) ------------------------------------------

    def _start_deal(self) -> None:
        assert self._table is not None
        self._log = [[] for _ in range(4)]
        self._deliver(self._table.start_deal())

    def on_episode_start(self, state: Any, seats: Sequence[int], episode: int, episodes: int | None) -> None:
        """A game begins: ``state`` its true starting State, ``seats`` the seats this bot takes."""
        if state.game != GAME:
            raise InvalidOptionError(f"platform bots play Guandan, not {state.game}")
        self._table = Table(state)
        self._game = episode
        self._games_set = episodes
        self._seat_process = {}
        self._synced = None
        self._log = [[] for _ in range(4)]
        for seat in sorted(seats):
            self._process_for(seat)
        self._start_deal()

    def on_move(self, seat: int, move: Any) -> None:
        """Every seat's every decision, after it is made."""
        table = self._require_table()
        if table.deal_over:
            self._start_deal()
        if table.state.current_player != seat:
            raise PaijuError(f"PlatformBot lost the table: seat {seat} moved, seat {table.state.current_player} was to move")
        self._deliver(table.apply_lines(move))

    def on_episode_end(self) -> None:
        """The game is over: notify/gameOver (and notify/gameResult after the last game)."""
        table = self._require_table()
        self.games += 1
        winner = table.winner()
        for seat in range(4):
            if winner == "draw":
                self._draws[seat] += 1
            elif winner is not None and seat % 2 == winner:
                self._victories[seat] += 1
        done = [(seat, msg.game_over(self._game + 1, self._games_set)) for seat in self._seat_process]
        if self._games_set is not None and self._game + 1 >= self._games_set:
            done += [(seat, msg.game_result(self._victories, self._draws)) for seat in self._seat_process]
        self._deliver(done, log=False)
        for process in self._seat_process.values():
            process.flush()

    def _require_table(self) -> Table:
        if self._table is None:
            raise PaijuError("PlatformBot plays through paiju.simulate, paiju.arena or paiju.bots.choose "
                             "(it must follow the table)")
        return self._table

    def choose_turn(self, seat: int) -> Any:
        """The move of ``seat``, the seat to move (the simulation asks table followers by seat)."""
        table = self._require_table()
        if table.deal_over:
            self._start_deal()
        if table.state.current_player != seat:
            raise PaijuError(f"PlatformBot lost the table: asked for seat {seat}, "
                             f"its table has seat {table.state.current_player} to move")
        return self._ask(table.act())

    def __call__(self, observation: Any, legal_moves: Any) -> Any:
        """The Python bot call ``bot(observation, legal_moves)``: the move of ``observation.seat``."""
        return self.choose_turn(observation.seat)

    # -- paiju.bots.choose -----------------------------------------------------------------------

    def reset(self) -> None:
        """Its next :meth:`choose` starts the game afresh (as for a state that does not continue)."""
        self._synced = None

    def choose(self, state: Any) -> Any:
        """The move this bot makes for the seat to move in ``state`` (a Guandan State). Calls on
        one growing match only tell the process the moves it has not yet heard."""
        from paiju.guandan import Move, replay

        if state.game != GAME:
            raise InvalidOptionError(f"platform bots play Guandan, not {state.game}")
        if state.is_terminal():
            raise PaijuError("the match is over: there is no move to choose")
        record = state.to_record()
        start = {key: value for key, value in record.items() if key != "moves"}
        moves = list(record["moves"])
        if self._synced is None or self._synced[0] != start or moves[: len(self._synced[1])] != self._synced[1]:
            self.on_episode_start(replay({**record, "moves": []}), [], self.games, None)
            self._synced = (start, [])
        heard = self._synced[1]
        for seat, text in moves[len(heard):]:
            self.on_move(seat, Move.parse(text))
            heard.append((seat, text))
        return self.choose_turn(state.current_player)


def from_spec(spec: str) -> PlatformBot:
    """``platform:<command>`` -> PlatformBot(command)."""
    command = spec[len(SPEC_PREFIX):].strip()
    if not command:
        raise InvalidOptionError("spec 'platform:' needs a command, e.g. 'platform:python my_bot.py'")
    return PlatformBot(command, fail_fast=True)

