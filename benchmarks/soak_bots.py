"""Legality soak: 100,000 deals per bot kind; the runner checks every move a bot makes against
the legal list and raises IllegalMoveError at the first illegal one.

    python benchmarks/soak_bots.py [--deals 100000] [--bots random heuristic pimc ismcts]

Search bots run with tiny budgets and random rollouts here (the soak is about the legality of
the moves they choose from their candidate shortlists, not strength), each against the
heuristic in the other seats.
"""

import argparse
import time

import paiju

SPECS = {
    "random": "random",
    "heuristic": "heuristic",
    "pimc": "pimc:worlds=1,candidates=4,policy=random",
    "ismcts": "ismcts:iterations=4,policy=random",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=100_000)
    parser.add_argument("--bots", nargs="+", default=list(SPECS), choices=list(SPECS))
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    for name in args.bots:
        start = time.perf_counter()
        result = paiju.simulate("guandan", deals=args.deals, bots=[SPECS[name], "heuristic"] * 2, seed=args.seed,
                                progress=None)
        seconds = time.perf_counter() - start
        moves = int(result.moves.sum())
        print(f"{name:10s} {len(result):,} deals, {moves:,} decisions, all legal, {seconds:.0f} s")


if __name__ == "__main__":
    main()
