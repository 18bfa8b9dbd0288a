"""The Guandan strength ladder: duplicate arenas between the named bots, a table, Elo ratings
and a plot.

    python benchmarks/ladder.py                      # the full ladder (hours on 2 cores)
    python benchmarks/ladder.py --pairs 40 --quick   # a smoke run (minutes)

Every pairing is a duplicate arena (paiju.arena: each deal played twice with the seats
swapped) of ``--pairs`` deal pairs from one seed. For each pairing it records A's deal win
rate with its 95% CI and the 95th percentile of A's seconds per move, measured by asking A
for moves in positions of heuristic self-play (one thread, the bot's own budget). Results go
to ``benchmarks/results/ladder.json`` (a list of ``{"a", "b", "pairs", "win_rate", "ci_low",
"ci_high", "a_move_seconds_p95"}``) and ``benchmarks/results/ladder.png`` (Elo-style ratings
fitted to all pairings, heuristic_v1 = 0, with the win rates as a matrix).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))

import paiju  # noqa: E402
from paiju import bots  # noqa: E402

GAME = "guandan"
POOL = ["bomb_early", "hoard_bombs", "shed_longest", "pass_happy", "partner_blind"]
SEARCH = ["pimc:worlds=40", "ismcts:iterations=300", "ismcts:iterations=1000"]

# (A, B) pairings of the full ladder: each step up, the strong setting against everything.
FULL = (
    [("heuristic_v1", "random"), ("heuristic", "heuristic_v1")]
    + [(style, "random") for style in POOL]
    + [("heuristic", style) for style in POOL]
    + [(spec, "heuristic") for spec in SEARCH]
    + [("ismcts:iterations=1000", "ismcts:iterations=300")]
    + [("strong", b) for b in ["heuristic", "heuristic_v1", "ismcts:iterations=1000", *POOL]]
)
QUICK = [("heuristic", "random"), ("ismcts:iterations=300", "heuristic"), ("strong", "heuristic"), ("strong", "bomb_early")]


def move_seconds_p95(spec: str, positions: list[Any]) -> float:
    """The 95th percentile of seconds per move of ``spec`` over the positions."""
    times = []
    for i, state in enumerate(positions):
        start = time.perf_counter()
        bots.choose(state, spec, seed=i)
        times.append(time.perf_counter() - start)
    return float(np.percentile(times, 95))


def sample_positions(count: int, seed: int) -> list[Any]:
    """Positions with a real choice, from heuristic self-play of seeded deals."""
    positions: list[Any] = []
    game = paiju.guandan.Game()
    deal = 0
    while len(positions) < count:
        state = game.new_match(seed + deal)
        deal += 1
        step = 0
        while not state.is_terminal() and state.deals_played == 0 and len(positions) < count:
            legal = state.legal_moves()
            if len(legal) > 1 and step % 7 == 3:
                positions.append(state.clone())
            state.apply(bots.choose(state, "heuristic"))
            step += 1
    return positions


def fit_elo(entries: list[dict[str, Any]], anchor: str) -> dict[str, float]:
    """Elo ratings maximising the likelihood of the pairings' win rates (each pair one game of
    weight ``pairs``), by gradient ascent; ``anchor`` is rated 0. Win rates of 0 or 1 are moved
    half a pair inwards so that every rating stays finite. ``anchor`` must be in a pairing."""
    names = sorted({e["a"] for e in entries} | {e["b"] for e in entries})
    index = {n: i for i, n in enumerate(names)}
    ratings = np.zeros(len(names))
    for _ in range(20000):
        grad = np.zeros(len(names))
        for e in entries:
            p = min(max(e["win_rate"], 0.5 / e["pairs"]), 1 - 0.5 / e["pairs"])
            diff = ratings[index[e["a"]]] - ratings[index[e["b"]]]
            expected = 1 / (1 + 10 ** (-diff / 400))
            g = e["pairs"] * (p - expected)
            grad[index[e["a"]]] += g
            grad[index[e["b"]]] -= g
        ratings += 2.0 * grad / max(1, max(e["pairs"] for e in entries))
        ratings -= ratings[index[anchor]]
    return {n: float(ratings[index[n]]) for n in names}


def plot(entries: list[dict[str, Any]], elo: dict[str, float], anchor: str, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    order = sorted(elo, key=elo.get)
    fig, (left, right) = plt.subplots(1, 2, figsize=(15, 6), gridspec_kw={"width_ratios": [1, 1.3]})
    left.barh(range(len(order)), [elo[n] for n in order], color="tab:blue")
    left.set_yticks(range(len(order)), order, fontsize=8)
    left.set_xlabel(f"Elo-style rating ({anchor} = 0)")
    left.set_title("paiju Guandan bots: ladder of duplicate arenas")
    matrix = np.full((len(order), len(order)), np.nan)
    pos = {n: i for i, n in enumerate(order)}
    for e in entries:
        matrix[pos[e["a"]], pos[e["b"]]] = e["win_rate"]
        matrix[pos[e["b"]], pos[e["a"]]] = 1 - e["win_rate"]
    image = right.imshow(matrix, cmap="RdBu", vmin=0, vmax=1)
    right.set_xticks(range(len(order)), order, rotation=90, fontsize=7)
    right.set_yticks(range(len(order)), order, fontsize=7)
    for (i, j), v in np.ndenumerate(matrix):
        if not math.isnan(v):
            right.text(j, i, f"{100 * v:.0f}", ha="center", va="center", fontsize=6)
    right.set_title("row's deal win rate against column (%)")
    fig.colorbar(image, ax=right, fraction=0.04)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=1000, help="duplicate deal pairs per pairing (default 1000)")
    parser.add_argument("--positions", type=int, default=200, help="positions timed per bot for the p95 (default 200)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--threads", type=int, default=0, help="arena threads (default: every core)")
    parser.add_argument("--quick", action="store_true", help="only a few pairings (a smoke run)")
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results", help="output folder")
    args = parser.parse_args(argv)

    pairings = QUICK if args.quick else FULL
    positions = sample_positions(args.positions, args.seed)
    timed: dict[str, float] = {}
    entries: list[dict[str, Any]] = []
    print(f"{'A':<26} {'B':<24} {'pairs':>6} {'win rate':>9} {'95% CI':>17} {'A p95 s/move':>13}")
    for a, b in pairings:
        if a not in timed:
            timed[a] = move_seconds_p95(a, positions)
        result = paiju.arena(GAME, {"A": a, "B": b}, deals=args.pairs, seed=args.seed, threads=args.threads, progress=False)
        rate, low, high = result.win_rate
        entries.append({"a": a, "b": b, "pairs": result.pairs, "win_rate": rate, "ci_low": low, "ci_high": high,
                        "a_move_seconds_p95": timed[a]})
        print(f"{a:<26} {b:<24} {result.pairs:>6} {100 * rate:>8.1f}% [{100 * low:5.1f}%, {100 * high:5.1f}%] {timed[a]:>13.4f}",
              flush=True)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "ladder.json").write_text(json.dumps(entries, indent=1) + "\n")
    anchor = "heuristic_v1" if any("heuristic_v1" in (e["a"], e["b"]) for e in entries) else "heuristic"
    elo = fit_elo(entries, anchor)
    print(f"\nElo-style ratings ({anchor} = 0):")
    for name, rating in sorted(elo.items(), key=lambda kv: -kv[1]):
        print(f"  {name:<28} {rating:+7.0f}")
    plot(entries, elo, anchor, args.out / "ladder.png")
    print(f"wrote {args.out / 'ladder.json'} and {args.out / 'ladder.png'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
