"""Seconds a move of a game's bots (Guandan by default), side by side: the 95th percentile and the mean of wall and CPU
time over the same positions of heuristic self-play, the bots asked in turn at each position
(the order alternated), so that a change of machine load touches every bot alike.

    python benchmarks/move_time.py                                   # strong and strong_v1
    python benchmarks/move_time.py strong ismcts:iterations=1000 --positions 200
    python benchmarks/move_time.py strong strong_v1 --json benchmarks/results/move_time.json
    python benchmarks/move_time.py strong --game shengji

The positions are ladder.py's (every 7th decision with a choice, first deals of seeded matches);
each bot is asked once per position, afresh (`paiju.bots.choose`), with the position's index as
its seed. The load average is printed beside the figures: wall time is what a player waits, and
it is only comparable between runs on an idle machine.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import ladder  # noqa: E402  (benchmarks/ladder.py: the positions, and the source tree's paiju)
from paiju import bots  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bots", nargs="*", help="bot specs (default: strong, and strong_v1 where the game keeps it)")
    parser.add_argument("--game", default=ladder.GAME, help="the game (default guandan)")
    parser.add_argument("--positions", type=int, default=100, help="positions timed (default 100)")
    parser.add_argument("--seed", type=int, default=2026, help="the positions' seed (default 2026)")
    parser.add_argument("--json", type=Path, default=None, help="write the figures here")
    args = parser.parse_args(argv)
    if args.positions < 1:
        parser.error("--positions must be at least 1")
    if not args.bots:
        args.bots = ["strong"] + [k["name"] for k in bots.kinds(args.game) if k["name"] == "strong_v1"]
    for spec in args.bots:
        bots.check_bot(spec, args.game)
    load_before = os.getloadavg()[0]
    positions = ladder.sample_positions(args.positions, args.seed, args.game)
    wall: dict[str, list[float]] = {spec: [] for spec in args.bots}
    cpu: dict[str, list[float]] = {spec: [] for spec in args.bots}
    for i, state in enumerate(positions):
        order = args.bots if i % 2 == 0 else args.bots[::-1]
        for spec in order:
            w, c = time.perf_counter(), time.process_time()
            bots.choose(state, spec, seed=i)
            cpu[spec].append(time.process_time() - c)
            wall[spec].append(time.perf_counter() - w)
    load_after = os.getloadavg()[0]
    rows = []
    print(f"{len(positions)} positions, load average {load_before:.2f} before, {load_after:.2f} after, {os.cpu_count()} cores")
    print(f"{'bot':<40} {'wall p95':>9} {'wall mean':>10} {'CPU p95':>9} {'CPU mean':>9}")
    for spec in args.bots:
        row = {"bot": spec, "wall_p95": float(np.percentile(wall[spec], 95)), "wall_mean": float(np.mean(wall[spec])),
               "cpu_p95": float(np.percentile(cpu[spec], 95)), "cpu_mean": float(np.mean(cpu[spec]))}
        rows.append(row)
        print(f"{spec[:40]:<40} {row['wall_p95']:>9.3f} {row['wall_mean']:>10.3f} {row['cpu_p95']:>9.3f} {row['cpu_mean']:>9.3f}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"game": args.game, "positions": len(positions), "seed": args.seed, "cores": os.cpu_count(),
                                         "load_before": load_before, "load_after": load_after, "bots": rows},
                                        indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
