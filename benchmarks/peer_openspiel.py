"""Decisions per second through Python: a paiju game (default Guandan) vs OpenSpiel Dou Dizhu, in one run.

Both are driven the same way: at each decision ask for the legal moves and apply a uniformly
random one (OpenSpiel: legal_actions() + apply_action(); its chance nodes — the deal — are
sampled with chance_outcomes(), and only player decisions are counted; paiju deals inside
apply, also counted only by decisions). Rounds alternate between the two engines so machine
noise hits both; the median rate of each is reported with the ratio.

    pip install open_spiel && python benchmarks/peer_openspiel.py [--game shengji] [--seconds 2] [--rounds 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time


def paiju_rate(name: str, seconds: float, seed: int) -> float:
    import paiju

    rng = random.Random(seed)
    game = paiju.load_game(name)
    state = game.new_match(seed=seed)
    decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(200):
            if state.is_terminal():
                seed += 1
                state = game.new_match(seed=seed)
            moves = state.legal_moves()
            state.apply(moves[rng.randrange(len(moves))])
            decisions += 1
    return decisions / (time.perf_counter() - start)


def openspiel_rate(seconds: float, seed: int) -> float:
    import pyspiel

    rng = random.Random(seed)
    game = pyspiel.load_game("dou_dizhu")
    state = game.new_initial_state()
    decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(200):
            if state.is_terminal():
                state = game.new_initial_state()
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                continue
            actions = state.legal_actions()
            state.apply_action(actions[rng.randrange(len(actions))])
            decisions += 1
    return decisions / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="guandan", help="the paiju game (default guandan)")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per engine per round (default 2)")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds (default 5)")
    args = parser.parse_args()
    ours, theirs = [], []
    for r in range(args.rounds):
        ours.append(paiju_rate(args.game, args.seconds, 1000 * r))
        theirs.append(openspiel_rate(args.seconds, 1000 * r))
        print(f"round {r + 1}: paiju {args.game} {ours[-1]:,.0f}/s   openspiel dou_dizhu {theirs[-1]:,.0f}/s")
    a, b = statistics.median(ours), statistics.median(theirs)
    print(f"median decisions/s through Python, one core: paiju {args.game} {a:,.0f}, openspiel dou_dizhu {b:,.0f}, "
          f"ratio {a / b:.2f}")


if __name__ == "__main__":
    main()
