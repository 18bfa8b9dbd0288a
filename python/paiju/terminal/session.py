"""One person at the terminal table: the match loop, the bots, and the commands.

Generic over the registry: it uses only the game's ``Game`` and ``State`` API (``new_match``,
``legal_moves``, ``apply``, ``observation``, ``to_record``, ``returns``, ...), ``str(move)``
and the optional hooks of the game's module (``card_marks``, ``move_ranks``). The person sees
only their seat's observation; after a deal, the cards still held are shown. Each bot seat is
played by one persistent player (``paiju.bots.make``) for the whole match, as in
``paiju.simulate``; after an undo it starts over from the position undone to. The hint is a
one-shot choice (``paiju.bots.choose``).

Input is read line by line (a pipe works as well as a terminal; on a terminal, Tab completes
move texts through readline). Nothing typed raises: bad input gets a message and the prompt
again.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Console
from rich.text import Text

from paiju import bots as paiju_bots
from paiju.cards import Cards
from paiju.errors import PaijuError
from paiju.registry import module_of_state
from paiju.terminal.matching import SCAN_LIMIT, Match, match_moves, physical_ranks
from paiju.terminal.view import LogEntry, card_text, table_view

__all__ = ["COMMANDS", "TableSession", "default_bot"]

#: The commands, each with what it does (also the ``help`` text).
COMMANDS = {
    "help": "this text (also ?)",
    "moves [TEXT]": "list the legal moves (those matching TEXT) as numbered choices",
    "hint": "what the search bot would play here (then 1 plays it)",
    "undo": "take back your last decision (the bots' replies too)",
    "table": "draw the table again",
    "log": "every decision of this deal",
    "save [FILE]": "write the match so far (a record) to FILE, by default --record's file; "
    "'paiju play GAME --resume FILE' continues it",
    "quit": "leave the table (also exit, or end of input)",
}
CHOICES_SHOWN = 40


def default_bot(game: str) -> str:
    """The game's strongest setting, else a time-bounded IS-MCTS."""
    try:
        return paiju_bots.check_bot("strong", game)
    except PaijuError:
        return "ismcts:iterations=1000,time=1"


def _bot_seed(seed: int, decision: int) -> int:
    return (seed * 1_000_003 + decision) % (1 << 62)


class TableSession:
    """A match of ``game`` (a :class:`paiju.game.Game`) with a person at ``seat`` and bots
    (specs, one per seat; the person's entry is ignored) elsewhere."""

    def __init__(
        self,
        game: Any,
        seat: int,
        bots: Sequence[str],
        seed: int = 0,
        hint_bot: str = "ismcts:iterations=2000,time=2",
        console: Console | None = None,
        read_line: Callable[[str], str | None] | None = None,
        log_lines: int = 10,
        record_path: str | None = None,
        record: dict[str, Any] | None = None,
    ) -> None:
        self.game = game
        self.seat = seat
        self.bots = list(bots)
        self.seed = seed
        self.hint_bot = hint_bot
        self.console = console or Console(highlight=False)
        self.interactive = read_line is None and sys.stdin.isatty()
        self.read_line = read_line or self._read_stdin
        self.log_lines = log_lines
        self.record_path = record_path
        # a match resumed from a record starts from its seed or deal and replays its moves
        self.start = None if record is None else {**record, "moves": []}
        if record is not None and record.get("seed") is not None:
            self.seed = int(record["seed"])
        self.state = self._new_state()
        self.module = module_of_state(self.state)
        self.players: dict[int, paiju_bots.Player] = {}  # by seat, made at the seat's first turn
        self.log: list[LogEntry] = []
        self.choices: list[Any] = []
        self.title = f"{self.state.game} ({game.preset})"
        if record is not None:
            self._replay(record["moves"])

    def _new_state(self) -> Any:
        if self.start is None:
            return self.game.new_match(seed=self.seed)
        return self.game.replay(self.start)

    # ---------------------------------------------------------------- the match loop

    def run(self) -> int:
        """Play until the match ends or the person leaves (``quit``, end of input): 0; 130 when
        Ctrl-C interrupts, as for any command."""
        try:
            self.console.print(
                Text(f"{self.title}: you are seat {self.seat}. Type a move, or 'help'.", style="bold")
            )
            if self.interactive:
                self._enable_completion()
            while not self.state.is_terminal():
                if self.state.current_player == self.seat:
                    if not self._human_turn():
                        self.console.print("You left the table.")
                        return 0
                else:
                    self._bot_turn()
            self._show_match_end()
            return 0
        except KeyboardInterrupt:
            self.console.print("\nYou left the table (interrupted).")
            return 130
        finally:
            self._save_record()

    def player(self, seat: int) -> paiju_bots.Player:
        """The bot of ``seat``, kept for the match (it starts over by itself after an undo: the
        state no longer continues the one it last saw)."""
        if seat not in self.players:
            self.players[seat] = paiju_bots.make(self.bots[seat], self.state.game, seed=self.seed)
        return self.players[seat]

    def _bot_turn(self) -> None:
        mover = self.state.current_player
        spec = self.bots[mover]
        player = self.player(mover)
        if self.console.is_terminal:
            with self.console.status(f"seat {mover} ({spec}) is thinking…"):
                move = player.choose(self.state)
        else:
            move = player.choose(self.state)
        self._apply(move, announce=lambda: self.console.print(self._move_line(mover, move)))

    def _human_turn(self) -> bool:
        """One decision of the person; False when they leave."""
        self.choices = []
        self._draw()
        while True:
            line = self.read_line(f"seat {self.seat} > ")
            if line is None:
                return False
            if not self.interactive:
                self.console.print(Text(line, style="dim"))
            text = line.strip()
            word = text.lower()
            if not text:
                continue
            if word in ("quit", "exit"):
                return False
            if word in ("help", "?"):
                self._help()
            elif word == "hint":
                self._hint()
            elif word == "undo":
                if self._undo():
                    self._draw()
            elif word == "table":
                self._draw()
            elif word == "log":
                self._full_log()
            elif word == "save" or word.startswith("save "):
                self._save(text[4:].strip() or self.record_path)
            elif word == "moves" or word.startswith("moves "):
                self._list_moves(text[5:].strip())
            elif text.isdigit() and 1 <= int(text) <= len(self.choices):
                if self._play(self.choices[int(text) - 1]):
                    return True
            elif self._play_text(text):
                return True

    # ---------------------------------------------------------------- moves

    def _reading(self) -> Callable[[Any], Any]:
        hook = getattr(self.module, "move_ranks", None)
        if hook is None:
            return physical_ranks
        observation = self.state.observation(self.seat)
        return lambda move: hook(move, observation)

    def match(self, text: str, state: Any = None) -> Match:
        """What ``text`` designates among the person's legal moves now (or in ``state``)."""
        state = self.state if state is None else state
        parse = getattr(getattr(self.module, "Move", None), "parse", None)
        native = self.module._native
        return match_moves(
            text,
            state.legal_moves(),
            self._reading(),
            parse,
            move_class=lambda move: native._move_class(state, move),
        )

    def _play_text(self, text: str) -> bool:
        found = self.match(text)
        if found.decisive:
            return self._play(found.moves[0])
        if found.moves:
            self._offer(found.moves)
            return False
        sequence = self._sequence(text)
        if sequence:
            return all(self._play(move) for move in sequence)
        self.choices = []
        self._error(f"{found.reason}{self._context()}")
        return False

    def _sequence(self, text: str) -> list[Any]:
        """Several decisions in one line, all of the same kind and all the person's (a bury of
        eight cards: ``bury S2 S3 ...`` or just the cards): the moves, if each word is one
        decisive move in turn, else none."""
        legal = self.state.legal_moves()
        verbs = {str(move).split()[0] for move in legal} if 0 < len(legal) <= SCAN_LIMIT else set()
        words = text.split()
        if len(verbs) != 1 or len(words) < 2:
            return []
        verb = verbs.pop()
        if words[0].lower() == verb.lower():
            words = words[1:]
        state, moves = self.state.clone(), []
        for word in words:
            if state.is_terminal() or state.current_player != self.seat:
                return []
            found = self.match(f"{verb} {word}", state)
            if not found.decisive:
                return []
            moves.append(found.moves[0])
            state.apply(found.moves[0])
        return moves

    def _context(self) -> str:
        top = getattr(self.state.observation(self.seat), "top", "absent")
        if top is None:
            return " (you lead)"
        if top != "absent":
            return f" (to beat: {top}; 'pass' passes)"
        return ""

    def _play(self, move: Any) -> bool:
        try:
            self._apply(move, announce=lambda: self.console.print(self._move_line(self.seat, move)))
        except PaijuError as error:
            self._error(str(error))
            return False
        return True

    def _apply(self, move: Any, announce: Callable[[], None] = lambda: None) -> None:
        """Applies ``move`` (raises, leaving everything as it was, if illegal), logs it, calls
        ``announce`` and shows the end of the deal if the move ended one."""
        before = self.state.clone()
        opens = getattr(before.observation(self.seat), "top", "absent") is None
        self.state.apply(move)
        self.log.append(LogEntry(before.deal_index, before.current_player, str(move), opens))
        announce()
        if self.state.is_terminal() or self.state.deal_index != before.deal_index:
            self._show_deal_end(before, move)

    def _offer(self, moves: Sequence[Any]) -> None:
        self.choices = list(moves)
        for number, move in enumerate(self.choices[:CHOICES_SHOWN], start=1):
            self.console.print(Text(f"{number:>4}) ").append_text(self._move_text(move)))
        if len(self.choices) > CHOICES_SHOWN:
            self.console.print(
                f"      … and {len(self.choices) - CHOICES_SHOWN} more: type more to narrow "
                f"(or a number up to {len(self.choices)})"
            )
        self.console.print(
            Text(
                "type a number to play one of these (while they are open, a number "
                "picks one rather than playing ranks)",
                style="dim",
            )
        )

    def _list_moves(self, text: str) -> None:
        legal = self.state.legal_moves()
        if not text and len(legal) > SCAN_LIMIT:
            self._error(f"{len(legal):,} legal moves here: too many to list; type 'moves TEXT'")
            return
        if not text:
            self._offer(list(legal))
            return
        found = self.match(text)
        if found.moves:
            self._offer(found.moves)
        else:
            self._error(f"{found.reason}{self._context()}")

    # ---------------------------------------------------------------- commands

    def _hint(self) -> None:
        seed = _bot_seed(self.seed, len(self.state.to_record()["moves"]))
        try:
            if self.console.is_terminal:
                with self.console.status(f"{self.hint_bot} is thinking…"):
                    move = paiju_bots.choose(self.state, self.hint_bot, seed=seed)
            else:
                move = paiju_bots.choose(self.state, self.hint_bot, seed=seed)
        except PaijuError as error:
            self._error(f"no hint: {error}")
            return
        self.console.print(Text(f"hint ({self.hint_bot}): ").append_text(self._move_text(move)))
        self.choices = [move]
        self.console.print(Text("type 1 to play it", style="dim"))

    def _undo(self) -> bool:
        moves = self.state.to_record()["moves"]
        mine = [index for index, (seat, _) in enumerate(moves) if seat == self.seat]
        if not mine:
            self._error("nothing to undo: you have not decided anything yet")
            return False
        self._replay(moves[: mine[-1]])
        self.console.print(f"undone: back to your decision before {moves[mine[-1]][1]}")
        return True

    def _replay(self, moves: Sequence[tuple[int, str]]) -> None:
        """The match from its start again, through ``moves`` (the record's), log included."""
        self.state = self._new_state()
        self.log = []
        quiet, self.console.quiet = self.console.quiet, True
        try:
            for _, text in moves:
                self._apply(text)
        finally:
            self.console.quiet = quiet
        self.choices = []

    def _help(self) -> None:
        self.console.print(
            "Type a move as the game writes it (as in the log), its cards (S7 H7; also h10, ♠A, "
            "SB/HR the jokers), or ranks (77 = a pair of 7s, 34567, 10JQKA, B/R the jokers; "
            "wild cards fill in). Several matches become numbered choices: type the number. "
            "The start of a move also works (pair, bomb 9). 'pass' passes."
        )
        for name, what in COMMANDS.items():
            self.console.print(f"  {name:<14} {what}")

    def _full_log(self) -> None:
        deal = self.state.deal_index
        for entry in self.log:
            if entry.deal == deal:
                self.console.print(self._move_line(entry.seat, entry.text))

    # ---------------------------------------------------------------- drawing

    def _marks(self, observation: Any) -> dict[str, list[str]]:
        hook = getattr(self.module, "card_marks", None)
        return hook(observation) if hook is not None else {}

    def _names(self) -> list[str]:
        return ["you" if s == self.seat else spec for s, spec in enumerate(self.bots)]

    def _draw(self) -> None:
        observation = self.state.observation(self.seat)
        self.console.print()
        self.console.print(
            table_view(
                self.title,
                observation,
                self._marks(observation),
                self._names(),
                self.log,
                self.log_lines,
            )
        )

    def _move_text(self, move: Any) -> Text:
        marks = self._marks(self.state.observation(self.seat))
        out = Text()
        for index, word in enumerate(str(move).split()):
            if index:
                out.append(" ")
            out.append_text(card_text(word, marks) if _is_card(word) else Text(word))
        return out

    def _move_line(self, seat: int, move: Any) -> Text:
        who = "you" if seat == self.seat else f"seat {seat} ({self.bots[seat]})"
        return Text(f"{who}: ").append_text(self._move_text(move))

    def _show_deal_end(self, before: Any, move: Any) -> None:
        self.console.print(Text(f"— deal {before.deal_index + 1} is over —", style="bold"))
        for s in range(len(self.bots)):
            held = before.hand(s)
            played = getattr(_as_move(self.module, move), "cards", None)
            if s == before.current_player and isinstance(held, Cards) and isinstance(played, Cards):
                held = held - played
            if len(held):
                text = Text(f"  seat {s} still held: ")
                text.append_text(
                    Text(" ").join(card_text(card, {}) for card in held)
                    if isinstance(held, Cards)
                    else Text(" ".join(map(str, held)))
                )
                self.console.print(text)

    def _show_match_end(self) -> None:
        self._draw()
        returns = self.state.returns()
        self.console.print(
            Text(f"The match is over. Returns per seat: {list(returns)}", style="bold")
        )

    def _save_record(self) -> None:
        if self.record_path:
            self._save(self.record_path)

    def _save(self, path: str | None) -> None:
        if not path:
            self._error("save where? type 'save FILE' (or start with --record FILE)")
            return
        try:
            with open(path, "w", encoding="utf-8") as handle:
                json.dump(self.state.to_record(), handle)
        except OSError as error:
            self._error(f"could not write {path}: {error}")
            return
        self.console.print(f"record written to {path}")

    def _error(self, message: str) -> None:
        self.console.print(Text(message, style="bold red"))

    def _enable_completion(self) -> None:
        try:
            import readline
        except ImportError:  # pragma: no cover - platforms without readline
            return
        names = [name.split()[0] for name in COMMANDS]

        def complete(text: str, index: int) -> str | None:
            legal = self.state.legal_moves()
            words = [str(move) for move in legal] if len(legal) <= 5000 else []
            found = [w for w in names + words if w.lower().startswith(text.lower())]
            return found[index] if index < len(found) else None

        readline.set_completer_delims("")
        readline.set_completer(complete)
        readline.parse_and_bind("tab: complete")

    @staticmethod
    def _read_stdin(prompt: str) -> str | None:
        try:
            return input(prompt)
        except EOFError:
            return None


def _is_card(word: str) -> bool:
    return len(word) == 2 and word[0] in "SHCD" and word[1] in "23456789TJQKABR"


def _as_move(module: Any, move: Any) -> Any:
    return module.Move.parse(move) if isinstance(move, str) else move
