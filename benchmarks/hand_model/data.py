"""Training and test examples for the learned Guandan hand model (docs/hand-model.md).

An example is one seat's view of a trick-play decision (``guandan._native._hand_dataset``:
the features of cpp/paiju/games/guandan/hand_features.h) with the truth it learns: for each
other seat and card kind, the copies that seat holds which the viewer cannot place.

Two sources:

* ``simulated``: whole matches of 1-3 deals (so levels and every kind of tribute occur) played
  by a population drawn seat by seat: paiju's heuristic and its named styles, ``random``, a
  small search bot, each rule-based player also in noisy variants (with probability eps it
  plays a uniformly drawn move of the search shortlist instead of its own). Every seat's
  decisions are examples (every ``--every``-th per seat).
* ``third_party``: the third-party records (a folder outside this repository, given with --files; six bots of the 2020
  competition against paiju's heuristic, README there): the 2nd deal of each, viewed by every
  seat; ``foreign_opponents`` marks the examples whose viewer is paiju's seat (the other team's hands are
  then the foreign bot's).

Usage::

    python benchmarks/hand_model/data.py simulated --matches 20000 --seed 1 --out data/sim.npz
    python benchmarks/hand_model/data.py third_party --files DIR/*.jsonl.gz --out data/tp.npz
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
from pathlib import Path
from typing import Any, Iterable

import numpy as np
from tqdm import tqdm

import paiju
from paiju import guandan

# Bots of the training population and their weights (a seat draws one per match).
POPULATION: list[tuple[str, float]] = [
    ("heuristic", 0.25),
    ("heuristic_v1", 0.10),
    ("bomb_early", 0.08),
    ("hoard_bombs", 0.08),
    ("shed_longest", 0.08),
    ("pass_happy", 0.08),
    ("partner_blind", 0.08),
    ("random", 0.03),
    ("ismcts:iterations=100", 0.02),
]
NOISE = (0.0, 0.0, 0.05, 0.15, 0.3)  # a rule-based seat's eps, drawn uniformly


def _arrays(state: Any, seats: int = 15, every: int = 1, offset: int = 0) -> dict[str, np.ndarray]:
    return guandan._native._hand_dataset(state, seats, every, offset)


def _draw_seat(rng: random.Random, population: list[tuple[str, float]]) -> tuple[str, float]:
    names, weights = zip(*population)
    bot = rng.choices(names, weights)[0]
    eps = 0.0 if bot == "random" or bot.startswith("ismcts") else rng.choice(NOISE)
    return bot, eps


def play_match(seed: int, population: list[tuple[str, float]], deals: int) -> tuple[Any, list[tuple[str, float]]]:
    """A match of ``deals`` deals (fewer when it ends first), each seat played by a bot drawn
    from the population (seeded by ``seed``)."""
    rng = random.Random(seed)
    seats = [_draw_seat(rng, population) for _ in range(4)]
    state = guandan.Game().new_match(seed=seed)
    move_seed = seed * 1000
    while not state.is_terminal() and state.deals_played < deals:
        bot, eps = seats[state.current_player]
        move_seed += 1
        if eps and rng.random() < eps:
            shortlist = guandan._native._candidates(state)
            state.apply(shortlist[rng.randrange(len(shortlist))])
        else:
            state.apply(paiju.bots.choose(state, bot, seed=move_seed))
    return state, seats


def simulated(matches: int, seed: int, every: int, population: list[tuple[str, float]]) -> dict[str, np.ndarray]:
    parts: list[dict[str, np.ndarray]] = []
    rng = random.Random(seed)
    for i in tqdm(range(matches), desc="matches", unit="match", mininterval=2.0):
        match_seed = seed * 1_000_003 + i
        state, _ = play_match(match_seed, population, deals=rng.choice((1, 2, 2, 3)))
        parts.append(_arrays(state, every=every, offset=i % every))
    return _join(parts, features_dtype=np.float16)


def third_party(files: Iterable[str]) -> dict[str, np.ndarray]:
    """Examples from the 2nd deal of each third-party record, every seat's view; with the bot's
    name per example and ``foreign_opponents`` (1 when the viewer is paiju's seat, so that the opponents
    whose hands are predicted are the foreign bot)."""
    parts: list[dict[str, np.ndarray]] = []
    names: list[str] = []
    for path in files:
        lines = gzip.open(path, "rt").read().splitlines()
        for line in tqdm(lines, desc=Path(path).name, unit="deal", mininterval=2.0):
            row = json.loads(line)
            state = guandan.replay(row["record"])
            arrays = _arrays(state)
            # only the 2nd deal: its decisions come after the 1st deal's moves
            first_deal_moves = _first_deal_length(row["record"])
            keep = arrays["where"][:, 1] >= first_deal_moves
            arrays = {k: v[keep] for k, v in arrays.items()}
            their = set(row["their_seats"])
            arrays["foreign_opponents"] = np.array([0 if s in their else 1 for s in arrays["where"][:, 0]], dtype=np.uint8)
            arrays["unit"] = np.full(len(arrays["where"]), row["unit"] * 2 + row["half"], dtype=np.int32)
            names.extend([row["theirs"]] * len(arrays["where"]))
            parts.append(arrays)
    out = _join(parts, features_dtype=np.float16)
    out["bot"] = np.array(names)
    return out


def _first_deal_length(record: dict[str, Any]) -> int:
    state = guandan.replay({**record, "moves": []})
    for i, (_seat, move) in enumerate(record["moves"]):
        if state.deals_played >= 1:
            return i
        state.apply(move)
    return len(record["moves"])


def _join(parts: list[dict[str, np.ndarray]], features_dtype: Any) -> dict[str, np.ndarray]:
    out = {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}
    out["features"] = out["features"].astype(features_dtype)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="source", required=True)
    sim = sub.add_parser("simulated", help="matches played by the training population")
    sim.add_argument("--matches", type=int, default=20000)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--every", type=int, default=4, help="keep every N-th decision of each seat")
    sim.add_argument("--population", default=None,
                     help="bots and weights as 'a=0.5;b=0.5' (default: the training population)")
    sim.add_argument("--out", required=True)
    tp = sub.add_parser("third_party", help="the 2nd deals of third-party bots' records")
    tp.add_argument("--files", nargs="+", required=True)
    tp.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    if args.source == "simulated":
        population = POPULATION
        if args.population:
            population = [(name, float(w)) for name, w in (item.rsplit("=", 1) for item in args.population.split(";"))]
        data = simulated(args.matches, args.seed, args.every, population)
    else:
        data = third_party(args.files)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(args.out, **data)
    print(f"{len(data['features'])} examples -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
