"""Card model benchmarks (issue 2): run with `python -m pytest benchmarks/test_bench_cards.py`.

The binding floor (`_noop`) is the cost every per-call API pays; the other figures are that
floor plus the work itself. Each benchmark also checks its result.
"""

import paiju
from paiju import Cards, _core

HAND = str(paiju.deal(1).hands[0])
OTHER = paiju.deal(1).hands[1]


def test_binding_floor_noop_call(benchmark):
    assert benchmark(_core._noop) is None


def test_cards_len(benchmark):
    hand = Cards(HAND)
    assert benchmark(len, hand) == 27


def test_parse_27_card_hand(benchmark):
    assert len(benchmark(Cards.parse, HAND)) == 27


def test_format_27_card_hand(benchmark):
    hand = Cards(HAND)
    assert benchmark(str, hand) == HAND


def test_union_of_two_hands(benchmark):
    hand = Cards(HAND)
    assert len(benchmark(hand.__or__, OTHER)) >= 27


def test_difference_of_two_hands(benchmark):
    hand = Cards(HAND)
    assert len(benchmark(hand.__sub__, OTHER)) <= 27


def test_counts_array(benchmark):
    hand = Cards(HAND)
    assert benchmark(hand.counts).sum() == 27


def test_deal_four_hands(benchmark):
    assert len(benchmark(paiju.deal, 5).hands) == 4
