"""Decisions per second through Python: a paiju game (default mahjong) vs RiichiEnv, in one run.

Both are driven the same way: at each decision ask for the legal moves and apply a uniformly
random one, and when the episode ends start a new one with the next seed. paiju:
``state.legal_moves()`` + ``state.apply()``, one decision of one seat per call (the deal happens
inside apply and is not counted). RiichiEnv (``riichienv``, Rust core): ``env.step(actions)`` takes
one action for every seat in the observation dict it last returned, each picked uniformly from that
seat's ``obs.legal_actions()``; a decision is one seat's action, so a step counts
``len(actions)`` decisions (almost always 1: the seat to draw/discard, or a single seat offered a
claim; two or more only when several seats may claim one discard, about 0.3% of steps with random
play). Seats with nothing to decide are not in the dict and not counted. RiichiEnv runs with
``skip_mjai_logging=True`` (its fastest setting: no MJAI event log, which costs ~20%), game mode
``4p-red-single`` (one hand per episode; ``--riichienv-mode 4p-red-half`` for a whole hanchan
changes the rate by a few percent), ``env.reset(seed=...)`` between episodes. Rounds alternate
between the two engines so machine noise hits both; the median rate of each is reported with the
ratio paiju/riichienv.

RiichiEnv lives in its own virtualenv so the project's environment is untouched; its measurement
then runs in that Python as a subprocess (a small inline script, timed inside the subprocess, so
start-up and import are not counted), alternating with the paiju measurement in this process:

    python -m venv /tmp/riichi-venv && /tmp/riichi-venv/bin/pip install riichienv
    python benchmarks/peer_riichienv.py --riichienv-python /tmp/riichi-venv/bin/python \\
        [--game mahjong] [--seconds 2] [--rounds 5] [--json PATH] [--only paiju|riichienv]

If ``riichienv`` is importable here, ``--riichienv-python`` can be left out; if it is neither
importable nor given, only paiju is measured.
"""

from __future__ import annotations

import argparse
import inspect
import json
import random
import statistics
import subprocess
import sys
import time

from peer_openspiel import paiju_rate  # the same generic paiju loop as the OpenSpiel comparison


def riichienv_rate(mode: str, seconds: float, seed: int) -> float:
    from riichienv import RiichiEnv

    rng = random.Random(seed)
    env = RiichiEnv(game_mode=mode, skip_mjai_logging=True, seed=seed)
    observations = env.reset(seed=seed)
    decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(200):
            if env.done():
                seed += 1
                observations = env.reset(seed=seed)
            actions = {}
            for seat, observation in observations.items():
                legal = observation.legal_actions()
                actions[seat] = legal[rng.randrange(len(legal))]
            observations = env.step(actions)
            decisions += len(actions)
    return decisions / (time.perf_counter() - start)


# Run in the other Python: riichienv_rate's own source, then one call; prints {"rate", "version"}.
_WORKER = """\
from __future__ import annotations
import json, random, sys, time
from importlib.metadata import version
{source}
print(json.dumps({{"rate": riichienv_rate(sys.argv[1], float(sys.argv[2]), int(sys.argv[3])),
                  "version": version("riichienv")}}))
"""


class RiichiEnvRunner:
    """Runs riichienv_rate here, or in ``python`` (a Python with riichienv) as a subprocess."""

    def __init__(self, python: str | None) -> None:
        self.python = python
        if python:
            self.script = _WORKER.format(source=inspect.getsource(riichienv_rate))
            ask = "from importlib.metadata import version; print(version('riichienv'))"
            self.version = subprocess.run([python, "-c", ask], check=True, capture_output=True,
                                          text=True).stdout.strip()
        else:
            from importlib.metadata import version

            import riichienv  # noqa: F401  (ImportError: not available here)

            self.version = version("riichienv")

    def rate(self, mode: str, seconds: float, seed: int) -> float:
        if not self.python:
            return riichienv_rate(mode, seconds, seed)
        done = subprocess.run([self.python, "-c", self.script, mode, str(seconds), str(seed)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"riichienv measurement failed in {self.python}:\n{done.stderr}")
        return float(json.loads(done.stdout.strip().splitlines()[-1])["rate"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="mahjong", help="the paiju game (default mahjong)")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per engine per round (default 2)")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds (default 5)")
    parser.add_argument("--riichienv-python", metavar="PYTHON",
                        help="a Python with riichienv installed (e.g. /tmp/riichi-venv/bin/python); "
                             "default: import riichienv here")
    parser.add_argument("--riichienv-mode", default="4p-red-single",
                        help="RiichiEnv game_mode, one episode (default 4p-red-single: one hand)")
    parser.add_argument("--only", choices=("paiju", "riichienv"), help="measure one engine only")
    parser.add_argument("--json", metavar="PATH", help="also write the figures to PATH as JSON")
    args = parser.parse_args()

    runner = None
    if args.only != "paiju":
        try:
            runner = RiichiEnvRunner(args.riichienv_python)
        except (ImportError, OSError, subprocess.CalledProcessError) as error:
            message = (f"riichienv not available ({error}); install it with\n"
                       "    python -m venv /tmp/riichi-venv"
                       " && /tmp/riichi-venv/bin/pip install riichienv\n"
                       "and pass --riichienv-python /tmp/riichi-venv/bin/python")
            if args.only == "riichienv":
                sys.exit(message)
            print(message + "\nmeasuring paiju only")
    measure_paiju = args.only != "riichienv"
    theirs_name = f"riichienv {runner.version} {args.riichienv_mode}" if runner else "riichienv"

    ours: list[float] = []
    theirs: list[float] = []
    for r in range(args.rounds):
        line = []
        if measure_paiju:
            ours.append(paiju_rate(args.game, args.seconds, 1000 * r))
            line.append(f"paiju {args.game} {ours[-1]:,.0f}/s")
        if runner:
            theirs.append(runner.rate(args.riichienv_mode, args.seconds, 1000 * r))
            line.append(f"{theirs_name} {theirs[-1]:,.0f}/s")
        print(f"round {r + 1}: " + "   ".join(line))

    a = statistics.median(ours) if ours else None
    b = statistics.median(theirs) if theirs else None
    parts = []
    if a is not None:
        parts.append(f"paiju {args.game} {a:,.0f}")
    if b is not None:
        parts.append(f"{theirs_name} {b:,.0f}")
    ratio = a / b if a is not None and b is not None else None
    if ratio is not None:
        parts.append(f"ratio {ratio:.2f}")
    print("median decisions/s through Python, one core: " + ", ".join(parts))

    if args.json:
        figures = {
            "seconds": args.seconds,
            "rounds": args.rounds,
            "paiju": {"game": args.game, "rates": ours, "median": a} if measure_paiju else None,
            "riichienv": {"version": runner.version, "game_mode": args.riichienv_mode,
                          "rates": theirs, "median": b} if runner else None,
            "ratio": ratio,
        }
        with open(args.json, "w") as out:
            json.dump(figures, out, indent=2)
            out.write("\n")


if __name__ == "__main__":
    main()
