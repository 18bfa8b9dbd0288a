"""Suqian mahjong through Python (issue 12); the C++ figures (waits, shanten, random and heuristic
deals) are printed by `paiju-cli bench --only mahjong`, and the Python-stepped comparison with
RiichiEnv by `benchmarks/peer_riichienv.py`.

Run: python -m pytest benchmarks/test_bench_mahjong.py --benchmark-columns=mean,median,ops
"""

import random

import paiju
from paiju import mahjong

READY = "123456789m123s5p"  # a single wait on 5p
DEALT = "1469m2578s13689p"


def test_waits_13_tiles(benchmark):
    assert benchmark(mahjong.waits, READY) == ["5p"]


def test_shanten_13_tiles(benchmark):
    assert benchmark(mahjong.shanten, DEALT) >= 1


def test_python_stepped_random_deal(benchmark):
    """One whole deal stepped from Python (bets, draws, discards, claims), uniform random moves."""
    game = paiju.load_game("mahjong")
    seeds = iter(range(10**9))

    def deal():
        seed = next(seeds)
        rng = random.Random(seed)
        state = game.new_match(seed)
        steps = 0
        while state.deal_index == 0 and not state.is_terminal():
            moves = state.legal_moves()
            state.apply(moves[rng.randrange(len(moves))])
            steps += 1
        return steps

    assert benchmark(deal) > 20


def test_simulate_heuristic_deals(benchmark):
    result = benchmark.pedantic(
        lambda: paiju.simulate("mahjong", deals=200, bots=["heuristic"] * 4, seed=1, threads=1, progress=False),
        rounds=3, iterations=1)
    assert len(result.arrays["winner"]) == 200
