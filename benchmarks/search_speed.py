"""Search speed of pimc and ismcts: rollouts (iterations) per CPU-second.

Positions are decisions with a real choice from seeded heuristic deals. ISMCTS does one rollout
per iteration. PIMC's rollouts are not counted by the bot: the figure assumes (worlds x
candidates) rollouts per move, its candidates being the heuristic's shortlist (at most 16): an
estimate. Times are CPU time of the process (time.process_time), so a
loaded machine does not lower them.

    python benchmarks/search_speed.py [--positions 40]
"""

import argparse
import time

from paiju import bots, guandan
from paiju._core import guandan as native


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=40)
    args = parser.parse_args()
    states = positions(args.positions)
    iterations = 500
    start = time.process_time()
    for state in states:
        native._bot_move(state, f"ismcts:iterations={iterations}", 1)
    seconds = time.process_time() - start
    print(f"ismcts: {iterations * len(states) / seconds:,.0f} iterations (rollouts) per CPU-second, "
          f"{1e3 * seconds / len(states):.1f} ms per {iterations}-iteration move")
    worlds = 20
    rollouts = 0
    start = time.process_time()
    for state in states:
        shortlist = min(16, len(native._candidates(state)))
        native._bot_move(state, f"pimc:worlds={worlds}", 1)
        rollouts += worlds * shortlist if shortlist > 1 else 0
    seconds = time.process_time() - start
    print(f"pimc: {rollouts / seconds:,.0f} rollouts per CPU-second (worlds x shortlist, not counted), "
          f"{1e3 * seconds / len(states):.1f} ms per {worlds}-world move")


if __name__ == "__main__":
    main()
