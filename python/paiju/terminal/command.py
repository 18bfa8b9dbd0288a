"""``paiju play GAME``: the terminal table's command line (parser and handler)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from paiju._cli_args import rule_options
from paiju.bots import check_bot
from paiju.errors import InvalidOptionError
from paiju.registry import games, load_game

__all__ = ["add_parser"]


def add_parser(commands: Any) -> None:
    """Adds the ``play`` subcommand to the CLI's subparsers."""
    play = commands.add_parser(
        "play",
        help="play a game against the bots in the terminal",
        description="Play a match at a terminal table: your hand in colour (wild, level and trump "
        "cards marked), the other seats' counts, the trick, levels and scores, a log. Type moves "
        "as the game writes them, as cards (S7 H7) or as ranks (77 = a pair of 7s, 34567; wild "
        "cards fill in); several matches become numbered choices. Commands: help, moves, hint, "
        "undo, table, log, quit. Reads stdin line by line, so a pipe works too.",
    )
    play.add_argument("game", choices=games(), help="the game")
    play.add_argument("--seat", type=int, default=0, help="your seat, 0-3 (default 0)")
    play.add_argument(
        "--bots",
        nargs="+",
        metavar="BOT",
        help="one bot for every other seat, or one per other seat in seat order "
        "(default: the game's 'strong' where it has one, else a 1 s IS-MCTS); specs as "
        "for 'paiju simulate' (heuristic, ismcts:time=0.5, ...)",
    )
    play.add_argument("--preset", default=None, help="rule preset (default: the game's first)")
    play.add_argument(
        "--seed",
        type=int,
        default=0,
        help="match seed: the same seed and moves give the same match",
    )
    play.add_argument(
        "--option",
        action="append",
        metavar="KEY=VALUE",
        help="a rule option, e.g. --option max_deals=1 for one deal (repeatable)",
    )
    play.add_argument(
        "--hint-bot",
        default="ismcts:iterations=2000,time=2",
        metavar="BOT",
        help="the bot 'hint' asks (default: IS-MCTS, 2000 iterations or 2 s)",
    )
    play.add_argument(
        "--log-lines", type=int, default=10, help="log lines on the table (default 10)"
    )
    play.add_argument(
        "--record",
        metavar="FILE",
        help="write the match record (JSON) here on leaving (and on 'save')",
    )
    play.add_argument(
        "--resume",
        metavar="FILE",
        help="continue the match of a record (from --record or 'save'): its rule options and "
        "seed, every move replayed; it is written back there on leaving unless --record says "
        "elsewhere",
    )
    play.set_defaults(handler=_cmd_play)


def _seat_bots(game: str, seat: int, seats: int, bots: list[str] | None) -> list[str]:
    if not 0 <= seat < seats:
        raise InvalidOptionError(f"--seat must be 0..{seats - 1}, got {seat}")
    from paiju.terminal.session import default_bot

    given = bots or [default_bot(game)]
    if len(given) not in (1, seats - 1):
        raise InvalidOptionError(
            f"--bots takes one bot or {seats - 1} (one per other seat), got {len(given)}"
        )
    others = iter(given * (seats - 1) if len(given) == 1 else given)
    specs = ["you" if s == seat else check_bot(next(others), game) for s in range(seats)]
    return specs


def _cmd_play(args: argparse.Namespace) -> int:
    try:
        from rich.console import Console
    except ImportError:
        print("paiju play needs rich: pip install 'paiju[play]'", file=sys.stderr)
        return 2
    from paiju.terminal.session import TableSession

    record = _resumed_record(args) if args.resume else None
    if record is None:
        game = load_game(args.game, args.preset, **rule_options(args.option))
    else:
        game = load_game(args.game, **record["options"])
        args.seed = record["seed"] if record.get("seed") is not None else args.seed
    seats = len(game.new_match(seed=args.seed).cards_left())
    bots = _seat_bots(args.game, args.seat, seats, args.bots)
    check_bot(args.hint_bot, args.game)
    session = TableSession(
        game,
        args.seat,
        bots,
        seed=args.seed,
        hint_bot=args.hint_bot,
        console=Console(highlight=False),
        log_lines=args.log_lines,
        record_path=args.record or args.resume,
        record=record,
    )
    return session.run()


def _resumed_record(args: argparse.Namespace) -> dict[str, Any]:
    """The record --resume names, checked to be a record of this game with no options beside."""
    import json

    if args.preset is not None or args.option:
        raise InvalidOptionError("--resume takes the rule options from the record: drop --preset/--option")
    try:
        with open(args.resume, encoding="utf-8") as handle:
            record = json.load(handle)
    except OSError as error:
        raise InvalidOptionError(f"--resume: cannot read {args.resume}: {error.strerror}") from None
    except json.JSONDecodeError as error:
        raise InvalidOptionError(f"--resume: {args.resume} is not JSON ({error})") from None
    if not isinstance(record, dict) or not isinstance(record.get("options"), dict) or "moves" not in record:
        raise InvalidOptionError(f"--resume: {args.resume} is not a paiju record")
    if record.get("game") != args.game:
        raise InvalidOptionError(f"--resume: {args.resume} is a record of {record.get('game')!r}, not {args.game!r}")
    return record
