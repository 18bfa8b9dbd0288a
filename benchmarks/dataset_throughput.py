"""Writing a run as a Parquet dataset (simulate --out DIR) against the same run kept in memory:
deals per CPU second, peak RSS and bytes on disk per deal (issue 43).

    python benchmarks/dataset_throughput.py                       # 3 x 10^5 heuristic Guandan deals each way
    python benchmarks/dataset_throughput.py --rss-deals 1000000   # and one run each way at 10^6 for peak RSS
    python benchmarks/dataset_throughput.py --json benchmarks/results/datasets/throughput.json
    python benchmarks/dataset_throughput.py --query runs/heuristic   # only: time DuckDB queries over a dataset
    python benchmarks/dataset_throughput.py --repeats 0 --moves-deals 0 --decisions-deals 10000   # the decisions table
    python benchmarks/dataset_throughput.py --repeats 0 --moves-deals 0 --decisions-deals 10000 --decisions-compression zstd

Every measured run is a fresh Python process (so its peak RSS is its own) that times only the
``paiju.simulate`` call: CPU time of the whole process (all engine threads) and wall time. The
runs alternate, plain then --out, repeat after repeat, on the same machine in the same
invocation; the ratio is of the summed CPU times. --moves runs measure the moves table too.
--decisions-deals N: pairs of runs (plain, then --out --decisions) of N deals, alternating, and
a read of each written decisions table (observation, action, legal, reward, match_return in
batches of 4096 rows, as a training loop takes them): rows per CPU second, with the observation
as float32 (the default) and as stored (raw=True: uint8 for Guandan).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any


def child(args: argparse.Namespace) -> None:
    """One measured run (in its own process): prints its figures as JSON."""
    import paiju

    out = None if args.out == "-" else Path(args.out)
    options: dict[str, Any] = {} if out is None else {"out": out, "moves": args.moves, "decisions": args.decisions}
    if out is not None and args.decisions:
        options["decisions_compression"] = args.decisions_compression
    cpu, wall = time.process_time(), time.perf_counter()
    result = paiju.simulate(args.game, deals=args.deals, bots=[args.bot], seed=args.seed, threads=args.threads,
                            progress=False, **options)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    figures = {"cpu_s": round(cpu, 3), "wall_s": round(wall, 3), "deals": len(result),
               "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)}
    if out is not None:
        for table in result.tables:
            size = sum(f.stat().st_size for f in result.files(table))
            figures[f"{table}_bytes"] = size
            figures[f"{table}_bytes_per_deal"] = round(size / args.deals, 2)
        if args.decisions:
            figures.update(read_decisions(result))
    print(json.dumps(figures))


def read_decisions(dataset: Any) -> dict[str, Any]:
    """Reads the decisions table as a training loop would: rows and rows per CPU second, the
    observation as float32 (``read_``) and as stored (``read_raw_``)."""
    import numpy as np

    figures: dict[str, Any] = {}
    for prefix, raw in (("read", False), ("read_raw", True)):
        rows, checksum = 0, 0.0
        cpu, wall = time.process_time(), time.perf_counter()
        for batch in dataset.batches(["observation", "action", "legal", "reward", "match_return"], table="decisions",
                                     batch_size=4096, raw=raw):
            rows += len(batch["action"])
            checksum += float(np.dot(batch["observation"][:, 0], batch["reward"]))  # touch the data
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        figures.update({"decision_rows": rows, f"{prefix}_cpu_s": round(cpu, 3), f"{prefix}_rows_per_cpu_s": round(rows / cpu),
                        f"{prefix}_rows_per_wall_s": round(rows / wall)})
        figures.setdefault("checksum", checksum)
    return figures


QUERIES = [
    "SELECT levels_gained, count(*) AS deals, avg(moves) AS mean_moves FROM '{dir}/deals/*.parquet' "
    "GROUP BY ALL ORDER BY ALL",
    "SELECT finish_order[1] AS first_out, avg(bombs) AS bombs, count(*) AS deals FROM '{dir}/deals/*.parquet' "
    "GROUP BY ALL ORDER BY ALL",
]


def time_queries(root: Path) -> None:
    """Each query of QUERIES over the dataset at ``root``, twice (cold, then warm file cache)."""
    import duckdb

    rows = json.loads((root / "manifest.json").read_text())["counts"]["deals"]
    for query in QUERIES:
        for attempt in ("first", "second"):
            cpu, wall = time.process_time(), time.perf_counter()
            answer = duckdb.connect().sql(query.format(dir=root)).fetchall()
            print(f"{rows} deals, {attempt} run: {time.perf_counter() - wall:.2f} s wall, "
                  f"{time.process_time() - cpu:.2f} s CPU, {len(answer)} rows: {query.format(dir='DIR')}")


def measure(args: argparse.Namespace, deals: int, out: Path | None, moves: bool = False,
            decisions: bool = False) -> dict[str, Any]:
    command = [sys.executable, __file__, "--child", "--game", args.game, "--bot", args.bot, "--seed", str(args.seed),
               "--threads", str(args.threads), "--deals", str(deals), "--out", str(out) if out else "-"]
    if moves:
        command.append("--moves")
    if decisions:
        command += ["--decisions", "--decisions-compression", args.decisions_compression]
    # one OpenBLAS thread: numpy's idle BLAS threads otherwise spin for a while after import, CPU time that
    # neither run uses (the same for both runs of a pair)
    env = {**os.environ, "OPENBLAS_NUM_THREADS": "1"}
    done = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
    figures: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    figures["deals_per_cpu_s"] = round(deals / figures["cpu_s"])
    figures["deals_per_wall_s"] = round(deals / figures["wall_s"])
    if out is not None:
        shutil.rmtree(out)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--out", help=argparse.SUPPRESS)
    parser.add_argument("--moves", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--decisions", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--game", default="guandan")
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=0, help="engine threads (0: every core)")
    parser.add_argument("--deals", type=int, default=100_000, help="deals per throughput run")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--moves-deals", type=int, default=20_000, help="deals of the --moves runs (0: none)")
    parser.add_argument("--rss-deals", type=int, default=0, help="deals of the peak-RSS runs (0: none)")
    parser.add_argument("--decisions-deals", type=int, default=0, help="deals of the --decisions runs (0: none)")
    parser.add_argument("--decisions-repeats", type=int, default=3, help="pairs of --decisions runs")
    parser.add_argument("--decisions-compression", default="lz4", help="lz4, zstd or none")
    parser.add_argument("--json", help="also write every figure to this file")
    parser.add_argument("--query", metavar="DIR", help="only time DuckDB queries over the dataset DIR")
    args = parser.parse_args()
    if args.child:
        return child(args)
    if args.query:
        return time_queries(Path(args.query))

    work = Path(tempfile.mkdtemp(prefix="paiju-datasets-"))
    report: dict[str, Any] = {"machine": f"{platform.machine()}, {platform.python_implementation()} "
                              f"{platform.python_version()}, cpus {_cpus()}", "game": args.game, "bot": args.bot,
                              "threads": args.threads, "throughput": []}
    try:
        for repeat in range(args.repeats):
            pair = {"plain": measure(args, args.deals, None), "out": measure(args, args.deals, work / f"r{repeat}")}
            report["throughput"].append(pair)
            print(f"{args.deals} deals  plain {pair['plain']['deals_per_cpu_s']:>7,}/cpu-s  "
                  f"--out {pair['out']['deals_per_cpu_s']:>7,}/cpu-s  "
                  f"({pair['out']['deals_bytes_per_deal']} B/deal on disk)", flush=True)
        if args.repeats:
            plain = sum(p["plain"]["cpu_s"] for p in report["throughput"])
            out = sum(p["out"]["cpu_s"] for p in report["throughput"])
            report["out_over_plain_deals_per_cpu_s"] = round(plain / out, 3)
            print(f"--out / plain deals per CPU second: {plain / out:.3f} (summed over {args.repeats} pairs)")
        if args.decisions_deals:
            report["decisions"] = measure_decisions(args, work)
        if args.moves_deals:
            pair = {"plain": measure(args, args.moves_deals, None),
                    "out_moves": measure(args, args.moves_deals, work / "moves", moves=True)}
            report["moves"] = pair
            print(f"{args.moves_deals} deals  plain {pair['plain']['deals_per_cpu_s']:>7,}/cpu-s  --out --moves "
                  f"{pair['out_moves']['deals_per_cpu_s']:>7,}/cpu-s  (moves "
                  f"{pair['out_moves']['moves_bytes_per_deal']} B/deal on disk)", flush=True)
        if args.rss_deals:
            pair = {"plain": measure(args, args.rss_deals, None), "out": measure(args, args.rss_deals, work / "rss")}
            report["peak_rss"] = pair
            print(f"{args.rss_deals} deals  peak RSS  plain {pair['plain']['peak_rss_mb']} MB  "
                  f"--out {pair['out']['peak_rss_mb']} MB  ({pair['out']['deals_bytes_per_deal']} B/deal on disk; "
                  f"{pair['plain']['deals_per_cpu_s']:,} vs {pair['out']['deals_per_cpu_s']:,} deals/cpu-s)")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if args.json:
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(json.dumps(report, indent=1) + "\n")
        print(f"wrote {args.json}")


def measure_decisions(args: argparse.Namespace, work: Path) -> dict[str, Any]:
    """Alternating pairs of runs, plain then --out --decisions; the ratio of summed CPU times."""
    pairs = []
    for repeat in range(args.decisions_repeats):
        pair = {"plain": measure(args, args.decisions_deals, None),
                "decisions": measure(args, args.decisions_deals, work / f"d{repeat}", decisions=True)}
        pairs.append(pair)
        d = pair["decisions"]
        print(f"{args.decisions_deals} deals  plain {pair['plain']['deals_per_cpu_s']:>7,}/cpu-s  --out --decisions "
              f"{d['deals_per_cpu_s']:>7,}/cpu-s  ({d['decision_rows']:,} rows, "
              f"{d['decisions_bytes'] / d['decision_rows']:.0f} B/row on disk; read {d['read_rows_per_cpu_s']:,} "
              f"rows/cpu-s, {d['read_rows_per_wall_s']:,} rows/wall-s; raw {d['read_raw_rows_per_cpu_s']:,} rows/cpu-s)",
              flush=True)
    plain = sum(p["plain"]["cpu_s"] for p in pairs)
    written = sum(p["decisions"]["cpu_s"] for p in pairs)
    print(f"--out --decisions / plain deals per CPU second: {plain / written:.3f} (summed over {len(pairs)} pairs)")
    return {"compression": args.decisions_compression, "pairs": pairs,
            "decisions_over_plain_deals_per_cpu_s": round(plain / written, 3)}


def _cpus() -> int:
    import os

    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 0)


if __name__ == "__main__":
    main()
