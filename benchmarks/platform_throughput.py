"""Deals per second through the platform bridge: four trivial protocol bots (uniform over
indexRange) in every seat of paiju.simulate over the subprocess transport. ``--bot uniform``
parses every message as JSON (a Python bot's own cost included); ``--bot skim`` reads only the
act's indexRange from the text, so the figure is the bridge's.

    PYTHONPATH=python python benchmarks/platform_throughput.py --deals 200 [--bot skim]

Prints deals/s and the CPU seconds per deal of the bridge (this process) and of the four bots.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path

import paiju
from paiju.bots import PlatformBot

BOT = Path(__file__).resolve().parent.parent / "tests" / "platform" / "protocol_bots.py"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", choices=["uniform", "skim"], default="uniform", help="the protocol bot (tests/platform)")
    args = parser.parse_args()
    bot = PlatformBot([sys.executable, str(BOT), args.bot, "--seed", "1"])  # one process per seat, one table
    bots = [bot] * 4
    paiju.simulate("guandan", deals=2, bots=bots, seed=args.seed)  # start the processes
    own0, kids0 = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = paiju.simulate("guandan", deals=args.deals, bots=bots, seed=args.seed)
    seconds = time.perf_counter() - start
    bot.close()
    own1, kids1 = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    own = (own1.ru_utime + own1.ru_stime) - (own0.ru_utime + own0.ru_stime)
    kids = (kids1.ru_utime + kids1.ru_stime) - (kids0.ru_utime + kids0.ru_stime)  # includes the warm-up's
    faults = len(bot.faults)
    print(f"{len(result)} deals in {seconds:.2f} s: {len(result) / seconds:.1f} deals/s; "
          f"{result.summary['mean_moves']:.0f} decisions per deal; faults {faults}")
    own_sys = own1.ru_stime - own0.ru_stime
    print(f"CPU per deal: bridge {1000 * own / len(result):.1f} ms (system {1000 * own_sys / len(result):.1f} ms), "
          f"the four bots {1000 * kids / len(result):.1f} ms")


if __name__ == "__main__":
    main()
