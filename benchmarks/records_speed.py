"""Records: JSON (State.to_record / replay) against packed (paiju.records), same matches.

One unit of work on both sides: a whole record of one heuristic-bot deal — written from its
finished State, or replayed from its start to the end. CPU time (time.process_time), the two
forms timed one after the other in each of --repeats rounds, median per form; the machine's
load average is printed beside the figures.

    PYTHONPATH=python python benchmarks/records_speed.py --game guandan --deals 300 --repeats 7
    PYTHONPATH=python python benchmarks/records_speed.py --game all --out benchmarks/results/records_speed.json

``--game all`` (or a comma-separated list) measures each game in turn, its forms interleaved.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

import paiju
from paiju import records


def _timed(work) -> float:
    start = time.process_time()
    work()
    return time.process_time() - start


def measure(game: str, deals: int, repeats: int, seed: int) -> dict:
    """One game's figures: every form timed once per round, median round per form."""
    result = paiju.simulate(game, deals=deals, bots=["heuristic"] * 4, seed=seed, records=True, threads=1)
    json_records = [json.loads(json.dumps(r)) for r in result.records]
    module = paiju.game_module(game)
    states = [module.replay(r) for r in json_records]
    packed = records.pack(states)
    json_bytes = sum(len(json.dumps(r, separators=(",", ":"))) for r in json_records)

    forms = {
        "replay JSON": lambda: [module.replay(r) for r in json_records],
        "replay packed": lambda: records.replay(packed),
        "replay packed, verify": lambda: records.replay(packed, verify=True),
        "write JSON": lambda: [json.dumps(s.to_record(), separators=(",", ":")) for s in states],
        "write packed": lambda: records.pack(states),
    }
    times: dict[str, list[float]] = {name: [] for name in forms}
    for _ in range(repeats):
        for name, work in forms.items():  # interleaved: every form once per round
            times[name].append(_timed(work))
    load = os.getloadavg()
    figures = {name: deals / statistics.median(t) for name, t in times.items()}
    out = {
        "game": game, "deals": deals, "repeats": repeats, "load_average": load,
        "records_per_cpu_second": figures,
        "bytes_per_deal": {"JSON": json_bytes / deals, "packed": len(packed) / deals},
        "replay_ratio_packed_to_json": figures["replay packed"] / figures["replay JSON"],
        "write_ratio_packed_to_json": figures["write packed"] / figures["write JSON"],
    }
    print(f"{game}, {deals} heuristic deals, median of {repeats} interleaved rounds, CPU time; "
          f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    for name, rate in figures.items():
        print(f"  {name:<24} {rate:>10,.0f} records per CPU-second")
    print(f"  bytes per deal: JSON {out['bytes_per_deal']['JSON']:,.0f}, packed {out['bytes_per_deal']['packed']:,.0f}")
    print(f"  packed / JSON: replay {out['replay_ratio_packed_to_json']:.1f}x, write {out['write_ratio_packed_to_json']:.1f}x")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="guandan", help="a game, a comma-separated list, or 'all'")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--out", help="write the figures here as JSON (one game: its figures; several: by game)")
    args = parser.parse_args()
    games = paiju.games() if args.game == "all" else args.game.split(",")
    out = {game: measure(game, args.deals, args.repeats, args.seed) for game in games}
    if args.out:
        with open(args.out, "w", encoding="utf-8") as handle:
            json.dump(out[games[0]] if len(games) == 1 else {"games": out}, handle, indent=2)


if __name__ == "__main__":
    main()
