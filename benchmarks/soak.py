"""Soak every game: the native invariant soak, then game records round-tripped through Python.

    python benchmarks/soak.py [--deals 10000000] [--record-sample 2000] [--threads T]
                              [--games GAME ...] [--bots random|heuristic]

(a) Runs `paiju-cli soak --game G --deals N` for each game (building build/tools/paiju-cli
    with CMake + Ninja when it is missing): N seeded matches played to the end of their first
    deal (--match-deals K: their first K deals), every invariant checked after every move
    (see cpp/paiju/tools/soak.cpp). On one core a deal takes about 0.4-0.6 ms with every check,
    so the default 10,000,000 deals per game is about an hour per game per core: pass --threads.
(b) In Python, through the installed package (`import paiju`), plays --record-sample random
    matches per game to the end of their first deal (or K deals, --match-deals as above:
    Guandan's tribute starts with the second) (`Game().new_match(seed)`, `state.legal_moves()`,
    `state.apply`) and checks,
    at the start, every --record-every moves and at the end of the deal, that the record
    survives JSON and replay: `replay(json.loads(json.dumps(state.to_record()))).to_record()`
    equals `state.to_record()` and the replayed `str(state)` is the same; also that the state
    stays consistent (`is_consistent()`) and every move applied was listed by `legal_moves()`.

Exits nonzero on any violation of either part. Seeds: match i of a game uses seed S + i in both
parts. A native violation's seed reproduces it with `paiju-cli soak --game G --seed SEED --deals 1`
(the random bot draws from Rng(seed, 0x50AC)); a Python one with `--seed SEED --record-sample 1
--skip-native` (the moves are drawn from random.Random(seed)).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import paiju

ROOT = Path(__file__).resolve().parent.parent
GAMES = tuple(paiju.games())  # the registered games (paiju-cli soak loops over the same list)


def build_cli(build_dir: Path, jobs: int) -> Path:
    """build_dir/paiju-cli, configured (Release) when missing and brought up to date."""
    cli = build_dir / "paiju-cli"
    if shutil.which("cmake") is None:
        if cli.exists():
            return cli
        sys.exit("soak.py: paiju-cli is missing and cmake is not on PATH")
    if not (build_dir / "CMakeCache.txt").exists():
        generator = ["-G", "Ninja"] if shutil.which("ninja") else []
        configure = ["cmake", "-S", str(ROOT), "-B", str(build_dir), *generator,
                     "-DCMAKE_BUILD_TYPE=Release", "-DPAIJU_BUILD_PYTHON=OFF", "-DPAIJU_BUILD_TOOLS=ON"]
        subprocess.run(configure, check=True)
    print(f"== building {cli} (Release, -j {jobs})", flush=True)
    build = ["cmake", "--build", str(build_dir), "--target", "paiju-cli", "-j", str(jobs)]
    subprocess.run(build, check=True)
    return cli


def native_soak(cli: Path, game: str, args: argparse.Namespace) -> int:
    command = [str(cli), "soak", "--game", game, "--deals", str(args.deals),
               "--threads", str(args.threads), "--seed", str(args.seed), "--bots", args.bots,
               "--match-deals", str(args.match_deals)]
    print("== " + " ".join(command), flush=True)
    return subprocess.run(command).returncode


def round_trip(module: ModuleType, state: Any, where: str, problems: list[str]) -> bool:
    """Does the state's record survive JSON and replay? Appends what went wrong if not."""
    record = state.to_record()
    try:
        replayed = module.replay(json.loads(json.dumps(record)))
    except Exception as error:  # noqa: BLE001 - any failure to replay is a violation
        problems.append(f"{where}: replay raised {type(error).__name__}: {error}")
        return False
    if type(replayed) is not type(state):
        problems.append(f"{where}: replay gave a {type(replayed).__name__}")
    elif replayed.to_record() != record:
        problems.append(f"{where}: replay(record).to_record() != record")
    elif str(replayed) != str(state):
        problems.append(f"{where}: str(replay(record)) != str(state)")
    else:
        return True
    return False


def record_soak(game: str, args: argparse.Namespace) -> int:
    """Plays args.record_sample matches in Python; returns the number of violations."""
    module = paiju.game_module(game)
    factory = module.Game()
    deals = moves = trips = violations = 0
    problems: list[str] = []
    start = time.perf_counter()
    for i in range(args.record_sample):
        seed = args.seed + i
        rng = random.Random(seed)
        state = factory.new_match(seed)
        last_deal = state.deal_index + args.match_deals - 1
        move_index = 0
        ok = round_trip(module, state, f"{game} seed {seed}, move 0", problems)
        trips += 1
        while ok and not state.is_terminal() and state.deal_index <= last_deal:
            where = f"{game} seed {seed}, deal {state.deal_index}, move {move_index}"
            deal = state.deal_index
            if hasattr(state, "sample_move"):  # a game whose lists can be huge draws without listing
                move = state.sample_move(rng.randrange(2**63))
            else:
                legal = state.legal_moves()
                if not legal:
                    problems.append(f"{where}: no legal move in a live state")
                    ok = False
                    break
                move = legal[rng.randrange(len(legal))]
            state.apply(move)
            moves += 1
            move_index += 1
            if not state.is_consistent():
                problems.append(f"{where}: is_consistent() is false after {move}")
                ok = False
                break
            ended = state.is_terminal() or state.deal_index != deal
            deals += 1 if ended else 0
            if ended or move_index % args.record_every == 0:
                ok = round_trip(module, state, f"{where} (after it)", problems)
                trips += 1
        deals += 0 if ok else 1  # the deal the violation stopped
        violations += 0 if ok else 1
    seconds = time.perf_counter() - start
    print(f"== records {game}: {deals:,} deals, {moves:,} moves, {trips:,} record round trips, "
          f"{violations} violations, {seconds:.1f} s ({deals / seconds:.0f} deals/s)", flush=True)
    for problem in problems[:10]:
        print(f"    {problem}")
    return violations


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add = parser.add_argument
    add("--deals", type=int, default=10_000_000, help="native soak matches per game")
    add("--match-deals", type=int, default=1, help="deals played per match (both parts)")
    add("--threads", type=int, default=os.cpu_count() or 1, help="native soak threads")
    add("--seed", type=int, default=1)
    add("--bots", choices=("random", "heuristic"), default="random")
    add("--games", nargs="+", choices=GAMES, default=list(GAMES))
    add("--record-sample", type=int, default=2000, help="Python matches per game for records")
    add("--record-every", type=int, default=32, help="round-trip the record every N moves")
    add("--cli", type=Path, default=None, help="paiju-cli to run (default: build if missing)")
    add("--build-dir", type=Path, default=ROOT / "build" / "tools")
    add("--jobs", type=int, default=1, help="parallel jobs when building paiju-cli")
    add("--skip-native", action="store_true", help="only the Python record part")
    add("--skip-records", action="store_true", help="only the native soak")
    args = parser.parse_args()
    if args.record_every < 1 or args.match_deals < 1:
        parser.error("--record-every and --match-deals must be at least 1")

    failures = []
    if not args.skip_native and args.deals > 0:
        cli = args.cli or build_cli(args.build_dir, args.jobs)
        for game in args.games:
            if native_soak(cli, game, args) != 0:
                failures.append(f"native soak of {game}")
    if not args.skip_records and args.record_sample > 0:
        for game in args.games:
            if record_soak(game, args) != 0:
                failures.append(f"record round trips of {game}")
    if failures:
        print("FAILED: " + ", ".join(failures), file=sys.stderr)
        sys.exit(1)
    print("soak OK")


if __name__ == "__main__":
    main()
