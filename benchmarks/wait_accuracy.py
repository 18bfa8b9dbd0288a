"""How often determinization guesses a ready seat's wait (docs/strength-log.md, mahjong).

Positions: every turn of a seat in seeded heuristic self-play (one deal a seed) while another
seat is ready, seen from the seat to move. Each gets one world (State.resample from that seat);
the figure is how often the world's wait of the ready seat is its true wait. With --prior, also
the belief's probability of the true wait (wait_prior.h): its mean, its mean log and how often
the true wait is its most likely kind.

    PYTHONPATH=python python benchmarks/wait_accuracy.py --deals 2000 [--seed 500000] [--prior]
"""

import argparse
import math

from paiju import mahjong
from paiju._core import mahjong as native


def positions(deals: int, seed: int):
    game = mahjong.Game(max_deals=1)
    for d in range(seed, seed + deals):
        state = game.new_match(seed=d)
        while not state.is_terminal():
            mover = state.current_player
            if state.phase == "turn":
                for ready in range(4):
                    if ready != mover and state.wait(ready) is not None:
                        yield d, state, ready, mover
            state.apply(native._bot_move(state, "heuristic", d))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=500000)
    parser.add_argument("--prior", action="store_true")
    args = parser.parse_args()
    n = hits = top = 0
    mass = log_mass = 0.0
    per_deal: dict[int, list[int]] = {}
    for i, (d, state, ready, mover) in enumerate(positions(args.deals, args.seed)):
        truth = state.wait(ready)
        hit = state.resample(mover, seed=1000003 * d + i).wait(ready) == truth
        n += 1
        hits += hit
        per_deal.setdefault(d, [0, 0])[0] += hit
        per_deal[d][1] += 1
        if args.prior:
            prior = state.wait_prior(ready, mover)
            mass += prior[truth]
            log_mass += math.log(max(prior[truth], 1e-12))
            top += max(prior, key=prior.get) == truth
    rate = hits / n
    se = math.sqrt(sum((h - rate * c) ** 2 for h, c in per_deal.values())) / n  # positions of a deal are not independent
    print(f"{n} positions in {len(per_deal)} deals: world's wait right {rate:.1%} ± {1.96 * se:.1%}")
    if args.prior:
        print(f"belief: mean p(true wait) {mass / n:.3f}, mean log p {log_mass / n:.3f}, top-1 {top / n:.1%}")


if __name__ == "__main__":
    main()
