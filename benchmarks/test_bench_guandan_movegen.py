"""Guandan legal-move generation benchmarks (issue 3).

Run: python -m pytest benchmarks/test_bench_guandan_movegen.py --benchmark-columns=mean,median,ops

`test_cpp_*` time pure C++ enumeration over 200 seeded random 27-card positions per call (one
binding crossing per 200 enumerations, so divide the time by 200 for the per-position cost);
`test_python_*` time one `legal_moves` / `legal_move_arrays` call on a single position through
the Python API, Move objects included. The C++ figures are also printed by `paiju-cli bench`.
"""

import pytest

from paiju import guandan
from paiju._core import guandan as native

POSITIONS = 200
CASES = {"as_dealt": -1, "0_wilds": 0, "1_wild": 1, "2_wilds": 2}


@pytest.mark.parametrize("follow", [False, True], ids=["lead", "follow"])
@pytest.mark.parametrize("case", list(CASES))
def test_cpp_enumeration_200_positions(benchmark, case, follow):
    positions = native._BenchPositions(seed=1, count=POSITIONS, wilds=CASES[case], follow=follow)
    total = benchmark(positions.enumerate_all)
    benchmark.extra_info["moves_per_position"] = total / POSITIONS
    assert total >= POSITIONS  # every lead has moves; every follow has at least PASS


@pytest.mark.parametrize("follow", [False, True], ids=["lead", "follow"])
def test_python_legal_moves_one_position(benchmark, follow):
    hand, level, to_beat = native._BenchPositions(seed=2, count=1, wilds=-1, follow=follow).position(0)
    moves = benchmark(guandan.legal_moves, hand, level, to_beat)
    assert moves and (moves[0].kind == "PASS") == follow


@pytest.mark.parametrize("follow", [False, True], ids=["lead", "follow"])
def test_python_legal_move_arrays_one_position(benchmark, follow):
    hand, level, to_beat = native._BenchPositions(seed=2, count=1, wilds=-1, follow=follow).position(0)
    arrays = benchmark(guandan.legal_move_arrays, hand, level, to_beat)
    assert arrays.cards.shape[0] == len(guandan.legal_moves(hand, level, to_beat))
