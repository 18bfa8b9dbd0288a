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
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
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
