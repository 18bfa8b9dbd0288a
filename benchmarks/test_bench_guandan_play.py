"""Guandan play benchmarks (issue 4): whole deals in C++, decisions through Python, State copies.

Run: python -m pytest benchmarks/test_bench_guandan_play.py --benchmark-columns=mean,median,ops
The peer comparison against OpenSpiel's Dou Dizhu (same loop: legal moves + apply a random
one) is benchmarks/peer_openspiel.py, which measures both in one run and prints the ratio.
"""

import random

import pytest

from paiju import guandan
from paiju._core import guandan as native

DEALS = 100


def test_cpp_random_play_100_deals(benchmark):
    decisions = benchmark(native._bench_random_deals, 1, DEALS)
    benchmark.extra_info["decisions_per_deal"] = decisions / DEALS
    assert decisions > DEALS * 20


def python_random_deal(seed: int) -> int:
    """One deal through the Python API: legal_moves() + apply() per decision."""
    state = guandan.Game().new_match(seed=seed)
    rng = random.Random(seed)
    decisions = 0
    while state.deal_index == 0:
        moves = state.legal_moves()
        state.apply(moves[rng.randrange(len(moves))])
        decisions += 1
    return decisions


def test_python_random_play_one_deal(benchmark):
    seeds = iter(range(10**9))
    decisions = benchmark(lambda: python_random_deal(next(seeds)))
    assert decisions > 20


def test_python_state_clone(benchmark):
    state = guandan.Game().new_match(seed=3)
    for _ in range(40):
        moves = state.legal_moves()
        state.apply(moves[0])
    clone = benchmark(state.clone)
    assert clone.hand(0) == state.hand(0)


@pytest.mark.parametrize("depth", [2])
def test_perft_depth_2(benchmark, depth):
    state = guandan.Game().new_match(seed=1)
    assert benchmark(guandan.perft, state, depth) > 0
