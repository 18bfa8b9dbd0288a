"""``paiju serve``: the command that starts the web table (wired into paiju.cli)."""

from __future__ import annotations

import argparse
import ipaddress
import sys
from typing import Any

from paiju._cli_args import add_address_arguments


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _cmd_serve(args: argparse.Namespace) -> int:
    try:
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError:
        print('paiju serve needs the web extra: pip install "paiju[web]" (starlette, uvicorn, websockets)', file=sys.stderr)
        return 2
    if args.max_tables < 1:
        print("paiju: error: --max-tables must be at least 1", file=sys.stderr)
        return 2
    if args.bot_seconds <= 0:
        print("paiju: error: --bot-seconds must be positive", file=sys.stderr)
        return 2
    if not _is_loopback(args.host):
        print(f"warning: serving on {args.host}: anyone who can reach this address can play here", file=sys.stderr)
    from paiju.web import serve

    print(f"paiju table on http://{args.host}:{args.port}/  (Ctrl-C stops)")
    serve(host=args.host, port=args.port, cap_seconds=args.bot_seconds, max_tables=args.max_tables,
          save_dir=args.save_dir)
    return 0


def add_parser(commands: Any) -> None:
    """Adds ``serve`` to the ``paiju`` subcommands."""
    serve = commands.add_parser(
        "serve",
        help="play any game against the bots in a browser (a local web table)",
        description="Start a local web table: open the printed address, pick a game, a preset, your "
        "seat and the bots for the other seats (heuristic, strong, ismcts:time=1s, ...), and play by "
        "clicking cards. You see only your own hand until a deal is over; then all hands and a replay. "
        'Needs the web extra: pip install "paiju[web]".',
    )
    add_address_arguments(serve, port=8000, host_help="address to bind", port_help="port")
    serve.add_argument("--bot-seconds", type=float, default=10.0,
                       help="most a bot may think per move; slower specs are refused (default 10)")
    serve.add_argument("--max-tables", type=int, default=32, help="most pages playing at once (default 32)")
    serve.add_argument("--save-dir", metavar="DIR", default=None,
                       help="keep the tables players save in this folder too, so that they outlive the server "
                       "(default: in memory only)")
    serve.set_defaults(handler=_cmd_serve)
