"""Heuristic-bot deals per second with 1 and 2 threads, measured in one run, and the ratio.

    python benchmarks/scaling.py [--deals 100000]
"""

import argparse
import time

import paiju


def rate(deals: int, threads: int) -> float:
    start = time.perf_counter()
    paiju.simulate("guandan", deals=deals, seed=1, threads=threads, progress=False)
    return deals / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=100_000)
    args = parser.parse_args()
    one = rate(args.deals, 1)
    two = rate(args.deals, 2)
    print(f"heuristic deals/s: 1 thread {one:,.0f}, 2 threads {two:,.0f}, ratio {two / one:.2f}")


if __name__ == "__main__":
    main()
