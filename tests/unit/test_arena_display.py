"""How an arena result reads (issue 44): the plot's band stays within [0, 1], the win rate is
named after the game's unit, and the REPL shows the table as lines."""

from __future__ import annotations

import math

import numpy as np
import pytest

import paiju
from paiju.arena import ArenaResult


def _result(scores: list[float], **extra: object) -> ArenaResult:
    values = np.asarray(scores, dtype=np.float64)
    return ArenaResult(names=("A", "B"), specs=("a", "b"), pairs=len(values), win_rate=(0.5, 0.0, 1.0),
                       levels_per_deal=(math.nan,) * 3, pair_scores=values, extra=dict(extra))


def test_the_band_is_cut_to_the_range_of_a_win_rate() -> None:
    # After pairs 0, 1: mean 0.5, sd 0.7071, half-width 1.96 * 0.7071 / sqrt(2) = 0.98: [-0.48, 1.48].
    # After 0, 1, 0: mean 1/3, sd 0.5774, half 1.96 * 0.5774 / sqrt(3) = 0.6533: [-0.32, 0.987].
    running, low, high = _result([0.0, 1.0, 0.0]).running_band()
    assert running[1] == 0.5 and low[1] == 0.0 and high[1] == 1.0
    assert low[2] == 0.0 and high[2] == pytest.approx(1 / 3 + 0.6533, abs=1e-3)
    assert math.isnan(low[0]) and math.isnan(high[0])  # one pair: no spread yet


def test_the_plotted_band_never_leaves_zero_to_one(tmp_path) -> None:
    pytest.importorskip("matplotlib")
    figure = _result([0.0, 0.5, 0.0, 0.0, 1.0, 1.0, 1.0, 0.5]).plot(str(tmp_path / "a.png"))
    (band,) = figure.axes[0].collections
    y = np.concatenate([path.vertices[:, 1] for path in band.get_paths()])
    assert y.min() >= 0.0 and y.max() <= 1.0


def test_a_mahjong_arena_names_its_sets() -> None:
    # Mahjong's arena scores a set (one wall played four times, A in each seat): a set win rate.
    result = paiju.arena("mahjong", {"H": "heuristic", "R": "random"}, deals=1, seed=1, progress=False,
                         max_deals=1)
    table = result.table()
    assert "H set win rate" in table and "deal win rate" not in table


def test_a_team_game_keeps_its_deal_and_match_win_rates() -> None:
    assert "A deal win rate" in _result([1.0, 0.0], game="guandan").table()
    whole = _result([1.0, 0.0], game="guandan")
    whole.mode = "matches"
    assert "A match win rate" in whole.table()


def test_the_repl_shows_the_table_as_lines() -> None:
    result = _result([1.0, 0.0, 0.5], game="guandan")
    table = result.table()
    assert isinstance(table, str) and table == str(table)  # still the documented str
    assert repr(table) == str(table) and "\\n" not in repr(table)
    assert repr(result) == str(table)  # the result itself too, not the dataclass's arrays
    assert repr(table + "") == repr(str(table))  # an ordinary str again once changed
