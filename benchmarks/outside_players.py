"""The figures of docs/outside-players.md: each outside player (counter, feeder, tempo) against
random and against the heuristic in duplicate deal arenas, and its cost per decision.

    PYTHONPATH=python python benchmarks/outside_players.py                 # everything
    PYTHONPATH=python python benchmarks/outside_players.py --pairs 400 --seed 1 --speed-deals 2000

Arenas: `paiju.arena("guandan", [player, other], deals=pairs, seed=seed)`, 95% confidence
intervals as the arena reports them. Speed: `paiju.simulate` of `--speed-deals` deals with the
player in all four seats on one thread; CPU seconds (time.process_time, so other programs on the
machine matter less) divided by the moves made. That includes listing the legal moves and the
runner itself, so random and heuristic are timed the same way as a baseline.
"""

from __future__ import annotations

import argparse
import time

import paiju

PLAYERS = ["counter", "feeder", "tempo"]


def pct(interval: tuple[float, float, float]) -> str:
    mean, low, high = interval
    return f"{100 * mean:5.1f}% [{100 * low:.1f}, {100 * high:.1f}]"


def levels(interval: tuple[float, float, float]) -> str:
    mean, low, high = interval
    return f"{mean:+.3f} [{low:+.3f}, {high:+.3f}]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=400, help="duplicate deal pairs against random")
    parser.add_argument("--heuristic-pairs", type=int, default=200, help="duplicate deal pairs against the heuristic")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--speed-deals", type=int, default=2000)
    args = parser.parse_args()

    print(f"{'arena':<24} {'pairs':>5}  {'deal win rate, 95% CI':<26} levels per deal, 95% CI")
    for player in PLAYERS:
        for other, pairs in (("random", args.pairs), ("heuristic", args.heuristic_pairs)):
            result = paiju.arena("guandan", [player, other], deals=pairs, seed=args.seed, progress=False)
            print(f"{player + ' vs ' + other:<24} {result.pairs:>5}  {pct(result.win_rate):<26} "
                  f"{levels(result.levels_per_deal)}")

    print(f"\n{'player':<10} {'moves':>8} {'us per move':>12}   ({args.speed_deals} deals, 4 seats, 1 thread, CPU time)")
    for player in ["random", "heuristic", *PLAYERS]:
        start = time.process_time()
        result = paiju.simulate("guandan", deals=args.speed_deals, bots=[player], seed=args.seed, threads=1,
                                progress=False)
        seconds = time.process_time() - start
        moves = int(result.arrays["moves"].sum())
        print(f"{player:<10} {moves:>8} {1e6 * seconds / moves:>12.2f}")


if __name__ == "__main__":
    main()
