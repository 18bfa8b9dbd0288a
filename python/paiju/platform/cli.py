"""``paiju platform serve`` and ``paiju platform play`` (docs/platform.md)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from paiju._cli_args import add_address_arguments
from paiju.errors import InvalidOptionError

__all__ = ["add_platform_parser"]

_NEEDS = "the platform commands need the websockets package: pip install \"paiju[platform]\""


def _seat_bot(text: str) -> tuple[int, str]:
    seat, sep, bot = text.partition("=")
    if not sep or seat.strip() not in ("0", "1", "2", "3") or not bot.strip():
        raise argparse.ArgumentTypeError(f"expected SEAT=BOT with SEAT 0..3, e.g. 2=ismcts, got {text!r}")
    return int(seat), bot.strip()


def _require_websockets() -> None:
    try:
        import websockets  # noqa: F401
    except ImportError:
        raise InvalidOptionError(_NEEDS) from None


def _cmd_serve(args: argparse.Namespace) -> int:
    _require_websockets()
    from paiju.platform.server import PlatformServer

    seats = dict(args.seat or [])
    server = PlatformServer(port=args.port, host=args.host, games=args.matches or args.deals,
                            whole_matches=args.matches is not None, seats=seats, seed=args.seed,
                            timeout=args.timeout, out=args.out, preset=args.preset)
    free = server.client_seats
    print(f"paiju platform server on ws://{args.host}:{args.port}/game/{{name}}: "
          f"{len(free)} client seat(s) {free}, paiju bots {dict(sorted(seats.items()))}", flush=True)
    import asyncio

    summary = asyncio.run(server.run())
    print(json.dumps(summary if args.verbose else {k: v for k, v in summary.items() if k != "faults"}, indent=2))
    return 0


def _cmd_play(args: argparse.Namespace) -> int:
    _require_websockets()
    from paiju.platform.client import play

    results = play(args.url, args.bot, seed=args.seed, preset=args.preset)
    final = [m for m in results if m.get("stage") == "gameResult"]
    print(json.dumps(final[-1] if final else {"episodes": sum(m.get("stage") == "episodeOver" for m in results)}))
    return 0


def add_platform_parser(commands: Any) -> None:
    """Adds ``platform serve`` and ``platform play`` to the CLI's subcommands."""
    platform = commands.add_parser(
        "platform",
        help="play with Guandan bots of the competition platform (serve a table, or join one)",
        description="The Guandan competition platform's protocol (docs/platform.md): 'serve' runs a "
        "loopback WebSocket table that existing platform clients join unchanged; 'play' seats a "
        "paiju bot at any server that speaks the protocol. External bots that speak it over "
        "stdin/stdout take seats in 'paiju simulate' and 'paiju arena' as platform:<command>.",
    )
    sub = platform.add_subparsers(dest="platform_command", metavar="SUBCOMMAND", required=True)
    serve = sub.add_parser(
        "serve",
        help="host a table at ws://HOST:PORT/game/{name}",
        description="Host a Guandan table: clients connecting at ws://HOST:PORT/game/{name} take the "
        "seats not given to paiju bots with --seat, in connection order (seats 0,1,2,3: the first and "
        "third clients are a team when all four seats are free). Plays --deals N single deals or "
        "--matches N whole matches, then prints a JSON summary (games won per seat, faults). A "
        "client that times out, answers garbage or disconnects plays PASS (or the first action) "
        "and the fault is counted.",
    )
    add_address_arguments(serve, port=23456, host_help="address to listen on", port_help="TCP port, the platform's by default")
    what = serve.add_mutually_exclusive_group()
    what.add_argument("--deals", type=int, default=1, help="games of one deal each (default 1)")
    what.add_argument("--matches", type=int, help="whole matches instead of deals")
    serve.add_argument("--seat", type=_seat_bot, action="append", metavar="SEAT=BOT",
                       help="a paiju bot in a seat, e.g. --seat 1=heuristic --seat 3=ismcts:time=200ms "
                       "(repeatable; platform:<command> runs an external bot)")
    serve.add_argument("--seed", type=int, default=0, help="game i is the match dealt from seed+i (default 0)")
    serve.add_argument("--timeout", type=float, default=30.0, help="seconds a client has to answer an act (default 30)")
    serve.add_argument("--out", metavar="DIR", help="write records.jsonl (one record per game) and summary.json")
    serve.add_argument("--preset", default=None, help="Guandan rule preset (default competition)")
    serve.add_argument("--verbose", action="store_true", help="list every fault in the printed summary")
    serve.set_defaults(handler=_cmd_serve)
    play = sub.add_parser(
        "play",
        help="seat a paiju bot at a platform server",
        description="Join a server that speaks the platform protocol and play with a paiju bot until "
        "the server closes; prints the final gameResult message.",
    )
    play.add_argument("--url", required=True, help="the table, e.g. ws://127.0.0.1:23456/game/paiju")
    play.add_argument("--bot", default="heuristic", help="the paiju bot (default heuristic), e.g. ismcts:time=200ms")
    play.add_argument("--seed", type=int, default=0, help="seed of the bot's decisions (default 0)")
    play.add_argument("--preset", default=None, help="Guandan rule preset of the table (default competition)")
    play.set_defaults(handler=_cmd_play)
