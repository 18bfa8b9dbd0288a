"""Python-stepped random play, decisions per CPU-second: paiju's two State paths vs OpenSpiel.

One unit of work, the same on every side: one deal played out by uniformly random choices made
in Python, one decision at a time. Per decision:

    paiju friendly   moves = state.legal_moves(); state.apply(moves[rng.randrange(len(moves))])
    paiju fast       count = state.apply_index(rng.randrange(count))
    OpenSpiel        actions = state.legal_actions(); state.apply_action(actions[rng.randrange(len(actions))])

with one end-of-deal test per decision on each side (paiju: `state.deal_index == first`, and
a count of 0 once the match is over; OpenSpiel: `state.is_terminal()`). Dealing is excluded on both
sides: paiju's new_match(seed) deals in C++, OpenSpiel's chance nodes of the deal are sampled
with chance_outcomes() (dou_dizhu and hearts have none after the deal), and both happen before
the deal's timer starts. A paiju deal ends when deal_index changes: the apply that ends it also
deals the next one inside the same C++ call, which is counted against paiju. Timing: CPU time
of this thread (time.thread_time), one timer pair per deal, summed over the deals.

Repeats interleave: each repeat plays the same deal seeds on every side, the sides in rotating
order, and gives one ratio per peer; the median ratio over repeats is the figure. The machine's
load average is printed beside each figure. The two paiju paths play the same games move for
move (the same random draws pick the same index), which the script checks.

    pip install open_spiel && python benchmarks/peer_openspiel.py [--game guandan] [--deals 300] [--repeats 7]
        [--peer dou_dizhu --peer hearts] [--json benchmarks/results/peer_openspiel/NAME.json]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

# A side of the comparison: plays `deals` deals from seeds first_seed.., returns (decisions, CPU seconds).
Side = Callable[[int, int], tuple[int, float]]


def friendly_deal(state: Any, rng: random.Random, first: int) -> int:
    """Plays deal `first` out through legal_moves() + apply(move); returns the decisions."""
    decisions = 0
    while state.deal_index == first:
        moves = state.legal_moves()
        if not (count := len(moves)):  # the match is over
            break
        state.apply(moves[rng.randrange(count)])
        decisions += 1
    return decisions


def fast_deal(state: Any, rng: random.Random, first: int) -> int:
    """Plays deal `first` out through apply_index(i); returns the decisions."""
    decisions = 0
    count = state.num_legal_moves()
    while count and state.deal_index == first:
        count = state.apply_index(rng.randrange(count))
        decisions += 1
    return decisions


def paiju_side(game: Any, play_deal: Callable[[Any, random.Random, int], int]) -> Side:
    def play(first_seed: int, deals: int) -> tuple[int, float]:
        rng = random.Random(first_seed)
        decisions, seconds = 0, 0.0
        for seed in range(first_seed, first_seed + deals):
            state = game.new_match(seed=seed)
            first = state.deal_index
            start = time.thread_time()
            decisions += play_deal(state, rng, first)
            seconds += time.thread_time() - start
        return decisions, seconds

    return play


def openspiel(name: str) -> Side:
    import pyspiel

    game = pyspiel.load_game(name)

    def play(first_seed: int, deals: int) -> tuple[int, float]:
        rng = random.Random(first_seed)
        deal_rng = random.Random(first_seed ^ 0x5EED)
        decisions, seconds = 0, 0.0
        for _ in range(deals):
            state = game.new_initial_state()
            while state.is_chance_node():  # the deal, untimed
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[deal_rng.randrange(len(outcomes))][0])
            start = time.thread_time()
            while not state.is_terminal():
                if state.is_chance_node():
                    raise RuntimeError(f"{name} has a chance node after the deal: this benchmark does not time it")
                actions = state.legal_actions()
                state.apply_action(actions[rng.randrange(len(actions))])
                decisions += 1
            seconds += time.thread_time() - start
        return decisions, seconds

    return play


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.2f}/{five:.2f} on {os.cpu_count()} CPUs"


def measure(sides: dict[str, Side], deals: int, repeats: int) -> list[dict[str, Any]]:
    """Per repeat: decisions, CPU seconds and rate of every side, the sides in rotating order."""
    names = list(sides)
    rows = []
    for r in range(repeats):
        order = names[r % len(names):] + names[: r % len(names)]
        row: dict[str, Any] = {"repeat": r, "load": load()}
        for name in order:
            decisions, seconds = sides[name](1000 * r, deals)
            row[name] = {"decisions": decisions, "cpu_s": seconds, "rate": decisions / seconds}
        if "paiju fast" in row and row["paiju fast"]["decisions"] != row["paiju friendly"]["decisions"]:
            raise RuntimeError("the fast and friendly paths played different games: a bug")
        rows.append(row)
        print(f"repeat {r + 1}/{repeats} ({row['load']}): "
              + ", ".join(f"{name} {row[name]['rate']:,.0f}/s" for name in names), flush=True)
    return rows


def summary(rows: list[dict[str, Any]], peers: list[str]) -> dict[str, Any]:
    names = [k for k in rows[0] if k not in ("repeat", "load")]
    out: dict[str, Any] = {"median_rate": {n: statistics.median(r[n]["rate"] for r in rows) for n in names}}
    out["median_ratio"] = {
        f"{path} / {peer}": statistics.median(r[path]["rate"] / r[peer]["rate"] for r in rows)
        for peer in peers for path in ("paiju friendly", "paiju fast")
    }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="guandan", help="the paiju game (default guandan)")
    parser.add_argument("--peer", action="append", help="OpenSpiel game(s) (default dou_dizhu and hearts)")
    parser.add_argument("--deals", type=int, default=300, help="deals per side per repeat (default 300)")
    parser.add_argument("--repeats", type=int, default=7, help="interleaved repeats (default 7)")
    parser.add_argument("--json", help="also write the per-repeat figures and the summary here")
    args = parser.parse_args()
    import paiju

    game = paiju.load_game(args.game)
    sides: dict[str, Side] = {"paiju friendly": paiju_side(game, friendly_deal), "paiju fast": paiju_side(game, fast_deal)}
    peers = args.peer or ["dou_dizhu", "hearts"]
    try:
        for peer in peers:
            sides[f"openspiel {peer}"] = openspiel(peer)
    except ImportError:
        print("OpenSpiel is not installed (pip install open_spiel): timing paiju alone, no ratio", file=sys.stderr)
        peers = []
    peer_sides = [f"openspiel {peer}" for peer in peers]
    print(f"unit: one deal of random play stepped from Python, dealing excluded, CPU time; "
          f"paiju {args.game} vs {', '.join(peers) or 'no peer'}; {args.deals} deals per side, {args.repeats} repeats")
    rows = measure(sides, args.deals, args.repeats)
    result = summary(rows, peer_sides)
    print(f"\nmedian decisions per CPU-second ({load()}):")
    for name, rate in result["median_rate"].items():
        print(f"  {name:28s} {rate:12,.0f}")
    print("median of the per-repeat ratios:")
    for name, ratio in result["median_ratio"].items():
        print(f"  {name:44s} {ratio:5.2f}")
    if args.json:
        os.makedirs(os.path.dirname(args.json) or ".", exist_ok=True)
        meta = {"command": " ".join(["python"] + sys.argv), "game": args.game, "peers": peers,
                "deals": args.deals, "repeats": args.repeats, "python": platform.python_version(),
                "machine": platform.machine(), "date_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"meta": meta, "summary": result, "repeats": rows}, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
