"""Shengji plays through Python (issue 11); the C++ figures (random and heuristic play from the
first trick, count_plays on 33-card dealer hands) are printed by `paiju-cli bench --only shengji`.

Run: python -m pytest benchmarks/test_bench_shengji.py --benchmark-columns=mean,median,ops
"""

import random

import paiju
from paiju import shengji

DEAL = paiju.deal(11, kitty=8)
DEALER_HAND = DEAL.hands[0] | DEAL.kitty  # 33 cards: the dealer before burying
HAND = DEAL.hands[1]                      # 25 cards
LEVEL, TRUMP = "5", "H"


def test_count_plays_dealer_33_cards_leading(benchmark):
    count = benchmark(shengji.count_plays, DEALER_HAND, LEVEL, TRUMP)
    assert count > 1000


def test_sample_play_leading(benchmark):
    seeds = iter(range(10**9))
    move = benchmark(lambda: shengji.sample_play(HAND, LEVEL, TRUMP, seed=next(seeds)))
    assert move.is_lead()


def test_legal_plays_follow_pair(benchmark):
    pair = next(str(c) for c in HAND if HAND.count(str(c)) == 2)
    lead = paiju.Cards([pair, pair])
    other = DEAL.hands[2] - lead if DEAL.hands[2].count(pair) == 0 else DEAL.hands[3] - lead
    plays = benchmark(shengji.legal_plays, other, LEVEL, TRUMP, lead)
    assert len(plays) == shengji.count_plays(other, LEVEL, TRUMP, lead)


def test_python_stepped_random_deal(benchmark):
    """One whole deal stepped from Python (declaring, burying, 25 tricks), moves sampled."""
    game = shengji.Game()
    seeds = iter(range(10**9))

    def deal():
        seed = next(seeds)
        rng = random.Random(seed)
        state = game.new_match(seed)
        while state.deal_index == 0 and not state.is_terminal():
            state.apply(state.sample_move(rng.randrange(2**63)))
        return state

    state = benchmark(deal)
    assert state.deal_index == 1 or state.is_terminal()
