"""The Ray backend against the local run on this machine: deals per second and identical arrays.

    python benchmarks/ray_vs_local.py                    # local Ray with 2 CPUs, 2,000 and 20,000 deals
    python benchmarks/ray_vs_local.py --cpus 8 --deals 100000 --bots ismcts:iterations=200 heuristic

Prints the time to start Ray, then per size the local run (threads = --cpus) and two Ray runs in a
row (the first pays for starting the worker processes), each with its rate and whether every
array equals the local run's.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import paiju
from paiju.ray_backend import RayBackend, init_local


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="guandan", choices=paiju.games())
    parser.add_argument("--deals", type=int, nargs="+", default=[2000, 20000])
    parser.add_argument("--bots", nargs="+", default=["heuristic"], help="one spec, or one per seat")
    parser.add_argument("--cpus", type=int, default=2, help="Ray's CPUs and the local run's threads")
    parser.add_argument("--chunk-size", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    start = time.perf_counter()
    init_local(num_cpus=args.cpus)
    print(f"ray start {time.perf_counter() - start:.1f} s")
    for deals in args.deals:
        local = paiju.simulate(args.game, deals=deals, bots=args.bots, seed=args.seed, threads=args.cpus, progress=False)
        print(f"{deals:>8} deals  local  {local.summary['seconds']:7.2f} s  {deals / local.summary['seconds']:9,.0f}/s")
        for run in ("ray 1st", "ray 2nd"):
            on_ray = paiju.simulate(args.game, deals=deals, bots=args.bots, seed=args.seed, progress=False,
                                    backend=RayBackend(chunk_size=args.chunk_size))
            same = all(np.array_equal(local.arrays[k], on_ray.arrays[k]) for k in local.arrays)
            print(f"{deals:>8} deals  {run}  {on_ray.summary['seconds']:7.2f} s  "
                  f"{deals / on_ray.summary['seconds']:9,.0f}/s  identical: {same}")


if __name__ == "__main__":
    main()
