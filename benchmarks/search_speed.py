"""Search speed of pimc and ismcts: rollouts per CPU-second, counted as the search makes them.

Positions are decisions with a real choice from seeded heuristic deals. One unit of work on both
sides is a rollout: an episode played out from a world (ISMCTS: one an iteration; PIMC: one a
world and shortlisted move), as the bot counts it (``paiju.bots.Player.rollouts``). Times are
CPU time of the process (time.process_time), so a loaded machine does not lower them; the two
bots are timed one after the other in each of --repeats rounds and the median round kept; the
load average is printed beside the figures.

    python benchmarks/search_speed.py [--positions 40] [--repeats 3]
"""

import argparse
import os
import statistics
import time

from paiju import bots, guandan

SPECS = {"ismcts": "ismcts:iterations=500", "pimc": "pimc:worlds=20"}


def positions(count: int):
    found, seed = [], 0
    while len(found) < count:
        state = guandan.Game().new_match(seed=seed)
        step = 0
        while state.deal_index == 0:
            if len(state.legal_moves()) > 3 and step % 5 == 0:
                found.append(state.clone())
            state.apply(bots.choose(state, "heuristic"))
            step += 1
        seed += 1
    return found[:count]


def timed_search(spec: str, states) -> tuple[float, int]:
    """CPU seconds and rollouts of one decision in each of ``states``, by one player."""
    player = bots.make(spec, "guandan", seed=1)
    start = time.process_time()
    for state in states:
        player.choose(state)
    return time.process_time() - start, player.rollouts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    states = positions(args.positions)
    rates: dict[str, list[float]] = {name: [] for name in SPECS}
    per_move: dict[str, list[float]] = {name: [] for name in SPECS}
    counts: dict[str, int] = {}
    for _ in range(args.repeats):
        for name, spec in SPECS.items():  # interleaved: each bot once per round
            seconds, rollouts = timed_search(spec, states)
            rates[name].append(rollouts / seconds)
            per_move[name].append(1e3 * seconds / len(states))
            counts[name] = rollouts
    load = os.getloadavg()
    print(f"{len(states)} positions, median of {args.repeats} interleaved rounds, CPU time; "
          f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    for name, spec in SPECS.items():
        print(f"  {spec:<24} {statistics.median(rates[name]):>10,.0f} rollouts per CPU-second "
              f"({counts[name]:,} counted), {statistics.median(per_move[name]):.1f} ms a move")


if __name__ == "__main__":
    main()
