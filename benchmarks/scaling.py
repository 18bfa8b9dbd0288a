"""Heuristic-bot deals per second with 1 and 2 threads, measured in one run, and the ratio.

Scaling is a question of wall time (two threads finish the same deals sooner), so the rates are
deals per wall second; to compare like with like on a shared machine, the repeats interleave
the two (1, 2, then 2, 1, ...), the figure is the median of the per-repeat ratios, and beside
it are the load average and the CPU seconds the process got per wall second (2.0: both threads
had a core throughout; less: the machine was busy, and the ratio says so too).

    python benchmarks/scaling.py [--game guandan] [--deals 20000] [--repeats 5]
"""

import argparse
import os
import statistics
import time

import paiju


def rate(game: str, deals: int, threads: int) -> tuple[float, float]:
    """(deals per wall second, CPU seconds per wall second) of one simulate call."""
    wall, cpu = time.perf_counter(), time.process_time()
    paiju.simulate(game, deals=deals, seed=1, threads=threads, progress=False)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return deals / wall, cpu / wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="guandan")
    parser.add_argument("--deals", type=int, default=20_000, help="deals per simulate call (default 20000)")
    parser.add_argument("--repeats", type=int, default=5, help="interleaved repeats (default 5)")
    args = parser.parse_args()
    ratios = []
    for r in range(args.repeats):
        order = (1, 2) if r % 2 == 0 else (2, 1)
        figures = {threads: rate(args.game, args.deals, threads) for threads in order}
        (one, busy_one), (two, busy_two) = figures[1], figures[2]
        ratios.append(two / one)
        load = os.getloadavg()[0]
        print(f"repeat {r + 1}: 1 thread {one:,.0f} deals/s ({busy_one:.2f} CPU/wall), "
              f"2 threads {two:,.0f} deals/s ({busy_two:.2f} CPU/wall), ratio {two / one:.2f}, load {load:.2f}")
    print(f"median ratio 2 threads / 1 thread: {statistics.median(ratios):.2f} "
          f"({args.game} heuristic deals; load {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
