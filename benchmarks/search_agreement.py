"""How often a search bot leaves the rule-based player's move, decision by decision.

Plays the first deal of matches `--first` .. `--first + --matches - 1` with one bot (`--play`,
default `heuristic`) at every seat; at each decision where the game's search shortlist holds more
than one move, asks the search bot (`--search`) for its move as well and counts whether it
differs from the played bot's. Decisions are grouped by phase, and in the play phase of a trick
game by leading (an empty trick) or following. Also counts the shortlist sizes. Each bot is a
persistent player with a fixed seed, so a run is reproducible.

    PYTHONPATH=python python benchmarks/search_agreement.py --game shengji --matches 6 \\
        --json benchmarks/results/shengji/search_agreement.json
"""
from __future__ import annotations

import argparse
import collections
import json
import sys
import time
from typing import Any

import paiju


def decision_kind(state: Any) -> str:
    phase = state.phase
    trick = getattr(state, "trick", None)
    if phase == "play" and trick is not None:
        return "lead" if not trick else "follow"
    return phase


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="shengji", help="a registered game (default shengji)")
    parser.add_argument("--play", default="heuristic", help="the bot that plays every seat (default heuristic)")
    parser.add_argument("--search", default="ismcts:iterations=2000", help="the bot asked beside it")
    parser.add_argument("--matches", type=int, default=6, help="first deals played (default 6)")
    parser.add_argument("--first", type=int, default=0, help="the first match's seed (default 0)")
    parser.add_argument("--seed", type=int, default=1, help="the bots' seed (default 1)")
    parser.add_argument("--json", help="write the counts here")
    args = parser.parse_args(argv)
    if args.matches < 1:
        parser.error("--matches must be 1 or more")

    module = paiju.game_module(args.game)
    game = module.Game()
    played = paiju.bots.make(args.play, game=args.game, seed=args.seed)
    searcher = paiju.bots.make(args.search, game=args.game, seed=args.seed)
    asked: collections.Counter[str] = collections.Counter()
    differs: collections.Counter[str] = collections.Counter()
    shortlist: dict[str, collections.Counter[int]] = collections.defaultdict(collections.Counter)
    started = time.process_time()
    for seed in range(args.first, args.first + args.matches):
        state = game.new_match(seed)
        deal = state.deal_index
        while not state.is_terminal() and state.deal_index == deal:
            move = played.choose(state)
            if len(state.legal_moves()) > 1:
                kind = decision_kind(state)
                size = len(module._native._candidates(state))
                shortlist[kind][size] += 1
                if size > 1:
                    asked[kind] += 1
                    differs[kind] += str(searcher.choose(state)) != str(move)
            state.apply(move)
        print(f"match {seed} done, {time.process_time() - started:.0f} s CPU", file=sys.stderr, flush=True)

    result = {
        "command": " ".join(["python", "benchmarks/search_agreement.py", *(argv if argv is not None else sys.argv[1:])]),
        "game": args.game, "play": args.play, "search": args.search, "matches": args.matches,
        "first": args.first, "seed": args.seed,
        "kinds": {
            kind: {"searched": asked[kind], "differs": differs[kind],
                   "share_differs": differs[kind] / asked[kind] if asked[kind] else None,
                   "shortlist_sizes": {str(k): v for k, v in sorted(shortlist[kind].items())}}
            for kind in shortlist
        },
    }
    for kind, row in result["kinds"].items():
        share = "-" if row["share_differs"] is None else f"{row['share_differs']:.2f}"
        print(f"{kind:10} searched {row['searched']:5}  differs {row['differs']:5} ({share})  "
              f"shortlist sizes {row['shortlist_sizes']}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(result, handle, indent=1)
            handle.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
