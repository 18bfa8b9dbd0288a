"""Batch simulation throughput (issue 5).

Run: python -m pytest benchmarks/test_bench_simulate.py --benchmark-columns=mean,median,ops
Deals per second = 2000 / mean time. The thread-scaling ratio is printed by
benchmarks/scaling.py, which times 1 and 2 threads in one run.
"""

import pytest

import paiju

DEALS = 2000


@pytest.mark.parametrize("threads", [1, 2])
def test_heuristic_deals(benchmark, threads):
    result = benchmark.pedantic(
        paiju.simulate, args=("guandan",), kwargs={"deals": DEALS, "seed": 1, "threads": threads, "progress": False},
        rounds=5, iterations=1,
    )
    assert len(result) == DEALS


def test_random_deals(benchmark):
    result = benchmark.pedantic(
        paiju.simulate, args=("guandan",),
        kwargs={"deals": DEALS, "bots": ["random"] * 4, "seed": 1, "threads": 1, "progress": False},
        rounds=5, iterations=1,
    )
    assert len(result) == DEALS
