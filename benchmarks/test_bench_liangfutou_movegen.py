"""Liangfutou legal-move generation through Python (issue 6); the C++ figures per position are
printed by `paiju-cli bench` (rows "liangfutou lead/follow").

Run: python -m pytest benchmarks/test_bench_liangfutou_movegen.py --benchmark-columns=mean,median,ops
"""

import paiju
from paiju import liangfutou

HAND = paiju.deal(4).hands[0]  # a dealt 27-card hand (jokers as dealt)


def test_python_lead_27_cards(benchmark):
    moves = benchmark(liangfutou.legal_moves, HAND)
    assert moves and all(m.kind != "pass" for m in moves)


def test_python_follow_pair(benchmark):
    target = "pair 3 S3 H3" if HAND.count("S3") + HAND.count("H3") == 0 else "pair 4 S4 H4"
    moves = benchmark(liangfutou.legal_moves, HAND, target)
    assert moves[0].kind == "pass"
