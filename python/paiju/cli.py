"""The ``paiju`` command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

import paiju


def _cmd_deal(args: argparse.Namespace) -> int:
    result = paiju.deal(args.seed, kitty=args.kitty)
    for seat, hand in enumerate(result.hands):
        print(f"seat {seat} ({len(hand)}): {hand}")
    if len(result.kitty):
        print(f"kitty  ({len(result.kitty)}): {result.kitty}")
    return 0


def _cmd_perft(args: argparse.Namespace) -> int:
    import time

    from paiju import guandan

    state = guandan.Game(args.preset).new_match(seed=args.seed)
    print(f"guandan perft, seed {args.seed}, preset {args.preset}, seat {state.current_player} leads")
    for depth in range(1, args.depth + 1):
        start = time.perf_counter()
        leaves = guandan.perft(state, depth)
        seconds = time.perf_counter() - start
        print(f"depth {depth}: {leaves} leaves  ({seconds:.3f} s)")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="paiju",
        description="paiju (牌局): simulation engine for Chinese partnership card and tile games.",
    )
    parser.add_argument("--version", action="version", version=f"paiju {paiju.__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    deal = commands.add_parser(
        "deal",
        help="shuffle two decks with a seed and print the four hands",
        description="Shuffle two 54-card decks with a seed and print each seat's hand "
        "in canonical notation (suit S H C D + rank 2-9 T J Q K A; jokers SB, HR).",
    )
    deal.add_argument("--seed", type=int, default=1, help="deal seed (default: 1)")
    deal.add_argument(
        "--kitty",
        type=int,
        default=0,
        help="cards set aside: 0 for Guandan (4 x 27, default), 8 for Shengji (4 x 25 + 8)",
    )
    deal.set_defaults(handler=_cmd_deal)

    perft = commands.add_parser(
        "perft",
        help="count the leaves of the open-hand play tree of a seeded deal",
        description="Count the leaves of the open-hand play tree of the first deal of a seeded "
        "match, for each depth up to --depth (a check that move generation and play are "
        "unchanged, and a speed test). A position where the deal has ended is a leaf.",
    )
    perft.add_argument("game", choices=["guandan"], help="the game")
    perft.add_argument("--seed", type=int, default=1, help="match seed (default: 1)")
    perft.add_argument("--depth", type=int, default=3, help="deepest depth, 1..8 (default: 3)")
    perft.add_argument("--preset", default="competition", help="rule preset (default: competition)")
    perft.set_defaults(handler=_cmd_perft)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "depth", 1) is not None and not 1 <= getattr(args, "depth", 1) <= 8:
        parser.error("--depth must be 1..8")
    if args.command is None:
        parser.print_help()
        return 0
    try:
        return int(args.handler(args))
    except paiju.PaijuError as error:
        print(f"paiju: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
