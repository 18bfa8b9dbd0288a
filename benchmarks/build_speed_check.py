"""Does a build configuration slow what users feel? Compares builds of paiju._core, interleaved.

Each round runs every build in turn, each in its own process: the friendly Python step
(legal_moves() + apply(move)) and the fast step (apply_index) in decisions per thread-CPU second
over random deals of each game named, what a Python bot reads at each decision (its observation's
fields, its hand, the moves' text) and JSON record replay; then, for the first game,
paiju.simulate(GAME, deals=20000, threads=1) and the same with two seats of
ismcts:iterations=100 (--search-deals) in process CPU seconds. Prints the medians over the
rounds and the best round.

Run: python benchmarks/build_speed_check.py NAME=PATH/_core.so NAME=PATH/_core.so [--rounds 4]
(benchmarks/results/build_time.json, speed_checks).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Run in a child process whose paiju package holds the build under test.
CHILD = r"""
import importlib, json, random, sys, time
import paiju
sys.path.insert(0, sys.argv[1])
from peer_openspiel import fast_deal, friendly_deal

out = {}
deals = int(sys.argv[3])
for name in sys.argv[2].split(","):
    game = importlib.import_module("paiju." + name).Game()
    for label, play in (("friendly", friendly_deal), ("fast", fast_deal)):
        rng = random.Random(1)
        decisions, seconds = 0, 0.0
        for seed in range(deals):
            state = game.new_match(seed=seed)
            first = state.deal_index
            start = time.thread_time()
            decisions += play(state, rng, first)
            seconds += time.thread_time() - start
        out[f"{name} {label} decisions/s"] = decisions / seconds
    # What a Python bot reads at each decision (the observation's fields, a hand, the moves'
    # text), and JSON record replay.
    rng = random.Random(2)
    reads, seconds, records = 0, 0.0, []
    for seed in range(deals // 5):
        state = game.new_match(seed=seed)
        first = state.deal_index
        start = time.thread_time()
        while not state.is_terminal() and state.deal_index == first:
            seat = state.current_player
            state.observation(seat).to_dict()
            state.hand(seat)
            moves = state.legal_moves()
            [str(m) for m in moves[:8]]
            state.apply(moves[rng.randrange(len(moves))])
            reads += 1
        seconds += time.thread_time() - start
        records.append(state.to_record())
    out[f"{name} python-bot reads decisions/s"] = reads / seconds
    start = time.thread_time()
    for record in records:
        game.replay(record)
    out[f"{name} JSON replay records/s"] = len(records) / (time.thread_time() - start)
first = sys.argv[2].split(",")[0]
start = time.process_time()
paiju.simulate(first, deals=int(sys.argv[4]), threads=1)
out[f"{first} simulate CPU s"] = time.process_time() - start
# Search (the library's code as the module links it): ismcts against the heuristic.
start = time.process_time()
paiju.simulate(first, deals=int(sys.argv[5]), bots=["ismcts:iterations=100", "heuristic"] * 2, threads=1)
out[f"{first} search simulate CPU s"] = time.process_time() - start
print(json.dumps(out))
"""


def package_with(build: Path, where: Path) -> Path:
    """A copy of python/paiju whose _core is `build`; returns the folder to put on sys.path."""
    package = where / "paiju"
    shutil.copytree(ROOT / "python" / "paiju", package, ignore=shutil.ignore_patterns("_core*.so", "__pycache__"))
    shutil.copy(build, package / "_core.cpython-311-x86_64-linux-gnu.so")
    return where


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("builds", nargs="+", help="NAME=PATH of a built _core module")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--games", default="guandan", help="comma-separated; simulate runs the first")
    parser.add_argument("--deals", type=int, default=1500, help="Python-stepped deals per step kind")
    parser.add_argument("--simulate-deals", type=int, default=20000)
    parser.add_argument("--search-deals", type=int, default=20, help="deals of ismcts:iterations=100 vs heuristic")
    args = parser.parse_args()
    results: dict[str, dict[str, list[float]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        paths = {}
        for spec in args.builds:
            name, path = spec.split("=", 1)
            paths[name] = package_with(Path(path), Path(tmp) / name)
        for round_ in range(args.rounds):
            for name, path in paths.items():
                run = subprocess.run(
                    [sys.executable, "-c", CHILD, str(ROOT / "benchmarks"), args.games, str(args.deals),
                     str(args.simulate_deals), str(args.search_deals)],
                    env={"PYTHONPATH": str(path), "PATH": "/usr/bin:/bin"}, capture_output=True, text=True, check=True)
                for key, value in json.loads(run.stdout).items():
                    results.setdefault(key, {}).setdefault(name, []).append(value)
                print(f"round {round_ + 1} {name}: {run.stdout.strip()}", file=sys.stderr)
    # Medians, and the best round (a loaded machine only ever slows a round down).
    for key, by_build in results.items():
        best = min if key.endswith("CPU s") else max
        for label, pick in (("median", statistics.median), ("best", best)):
            figures = {name: pick(values) for name, values in by_build.items()}
            first = next(iter(figures.values()))
            print(f"{key}, {label}: " + ", ".join(f"{n} {v:,.3f} ({v / first - 1:+.1%})" for n, v in figures.items()))


if __name__ == "__main__":
    main()
