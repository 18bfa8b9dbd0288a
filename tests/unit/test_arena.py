"""Arena statistics (issue 5), checked against hand-computed examples."""

import math

import numpy as np
import pytest

import paiju
from paiju.arena import mean_ci, pair_scores


def test_mean_ci_by_hand():
    # [1, 0, 1, 1]: mean 0.75, sample sd = sqrt(((.25)^2 * 3 + (.75)^2) / 3) = sqrt(0.25) = 0.5,
    # t(0.975, 3 df) = 3.1824, half width = 3.1824 * 0.5 / sqrt(4) = 0.7956.
    mean, low, high = mean_ci([1, 0, 1, 1])
    assert mean == 0.75
    assert low == pytest.approx(0.75 - 0.7956) and high == pytest.approx(0.75 + 0.7956)
    # 121 pairs alternating 1 and 0 plus one more 1: mean 61/121, half width t(120) * sd / 11
    # with t(0.975, 120 df) = 1.97993 (statistical tables).
    values = [1, 0] * 60 + [1]
    sd = float(np.std(values, ddof=1))
    mean, low, high = mean_ci(values)
    assert mean == pytest.approx(61 / 121) and high - mean == pytest.approx(1.97993 * sd / 11, rel=1e-4)
    # t(0.975, 30 df) = 2.04227 from the tables: 31 values.
    values = [1, 0] * 15 + [0]
    sd = float(np.std(values, ddof=1))
    mean, low, high = mean_ci(values)
    assert high - mean == pytest.approx(2.04227 * sd / math.sqrt(31), rel=1e-4)
    assert math.isnan(mean_ci([1])[1])


def test_pair_scores_by_hand():
    # Episodes 0,1 are pair 0 (A is team 0 in episode 0, team 1 in episode 1), 2,3 pair 1, and
    # episode 4 (pair 2) lacks its partner game, so pair 2 is dropped.
    index = [0, 1, 2, 3, 4]
    winner = [0, 0, 1, 1, 0]  # pair 0: A won game 0, lost game 1 -> 0.5; pair 1: lost, won -> 0.5
    gained = [3, 1, 2, 2, 3]  # pair 0 levels: (+3 - 1) / 2 = 1.0; pair 1: (-2 + 2) / 2 = 0.0
    wins, levels = pair_scores(index, winner, gained)
    assert list(wins) == [0.5, 0.5] and list(levels) == [1.0, 0.0]
    wins, _ = pair_scores([0, 1], [2, 2], [0, 0])  # two drawn matches: half a point each
    assert list(wins) == [0.5]


def test_identical_deterministic_bots_tie_exactly_on_duplicate_deals():
    # The heuristic bot is deterministic: with the seats swapped over the same cards, the same
    # team of seats wins both games, so every pair scores exactly 1/2 for A.
    result = paiju.arena("guandan", ["heuristic", "heuristic"], deals=40, seed=9, progress=False)
    assert result.pairs == 40
    assert result.win_rate == (0.5, 0.5, 0.5)
    assert result.levels_per_deal[0] == 0.0


def test_arena_result_table_and_json():
    result = paiju.arena("guandan", {"H": "heuristic", "R": "random"}, deals=10, seed=1, progress=False)
    assert "H deal win rate" in result.table()
    data = __import__("json").loads(result.to_json())
    assert data["pairs"] == 10 and data["bots"] == {"H": "heuristic", "R": "random"}
    assert 0 <= data["H_win_rate"]["mean"] <= 1


def test_arena_rejects_bad_input():
    with pytest.raises(paiju.InvalidOptionError):
        paiju.arena("guandan", ["heuristic"], deals=1)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.arena("guandan", ["heuristic", "random"], deals=0)


def test_arena_plot_writes_a_png(tmp_path):
    pytest.importorskip("matplotlib")
    result = paiju.arena("guandan", {"H": "heuristic", "R": "random"}, deals=6, seed=1, progress=False)
    path = tmp_path / "arena.png"
    result.plot(str(path))
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
