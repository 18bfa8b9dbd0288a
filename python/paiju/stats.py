"""The statistics of duplicate play: per-pair (or per-set) scores from a run's arrays and 95%
confidence intervals for their means, shared by the arena, the SPRT and each game's
``arena_scores``. Pure numpy: it imports no other part of paiju."""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

__all__ = ["mean_ci", "pair_scores", "set_rows", "unit_pair_scores", "win_rate_ci"]


_T975_SMALL = (12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060, 2.2622, 2.2281)


def _t_quantile_975(df: int) -> float:
    """The 97.5% quantile of Student's t with ``df`` degrees of freedom, without scipy: exact
    table values up to 10 df, then the Cornish-Fisher expansion around the normal quantile
    (error below 1e-4 from 11 df on)."""
    if df <= 0:
        return math.nan
    if df <= len(_T975_SMALL):
        return _T975_SMALL[df - 1]
    z, v = 1.959963984540054, float(df)
    return (z + (z**3 + z) / (4 * v) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * v**2)
            + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * v**3)
            + (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / (92160 * v**4))


def pair_scores(
    index: npt.ArrayLike, winner: npt.ArrayLike, levels_gained: npt.ArrayLike
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Per complete duplicate pair: A's mean win score and mean signed levels.

    Episode ``i`` is game ``i % 2`` of pair ``i // 2``; A is team 0 in game 0 and team 1 in
    game 1. A game scores 1 if A's team won, 0 if it lost, 0.5 for a drawn match; levels score
    +gain when A won, -gain when it lost. Pairs with one game missing are dropped.
    """
    index = np.asarray(index, dtype=np.int64)
    winner = np.asarray(winner)
    gained = np.asarray(levels_gained).astype(np.float64)
    a_team = index % 2
    win = np.where(winner == 2, 0.5, (winner == a_team).astype(np.float64))
    signed = np.where(winner == a_team, gained, -gained)
    pair = index // 2
    full = np.flatnonzero(np.bincount(pair) == 2) if len(pair) else np.array([], dtype=np.int64)
    keep = np.isin(pair, full)
    order = np.argsort(index[keep], kind="stable")
    return win[keep][order].reshape(-1, 2).mean(axis=1), signed[keep][order].reshape(-1, 2).mean(axis=1)


def set_rows(index: npt.ArrayLike, values: npt.ArrayLike, games: int = 2) -> npt.NDArray[np.float64]:
    """Per complete duplicate set (episode ``i`` is game ``i % games`` of set ``i // games``):
    the values of its games, one row per set in set order; sets with a game missing are dropped."""
    index = np.asarray(index, dtype=np.int64)
    values = np.asarray(values, dtype=np.float64)
    group = index // games
    full = np.flatnonzero(np.bincount(group) == games) if len(group) else np.array([], dtype=np.int64)
    keep = np.isin(group, full)
    order = np.argsort(index[keep], kind="stable")
    return values[keep][order].reshape(-1, games)


def unit_pair_scores(
    index: npt.ArrayLike, a_units: npt.ArrayLike
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Per complete duplicate pair: A's mean win score (1 if its seats' units are positive, 1/2 if
    zero, 0 if negative) and its mean units, for games scored in units (Liangfutou)."""
    units = np.asarray(a_units, dtype=np.float64)
    win = np.where(units > 0, 1.0, np.where(units == 0, 0.5, 0.0))
    return set_rows(index, win).mean(axis=1), set_rows(index, units).mean(axis=1)


def mean_ci(values: npt.ArrayLike) -> tuple[float, float, float]:
    """(mean, low, high) of a 95% confidence interval for the mean (Student's t)."""
    x = np.asarray(values, dtype=np.float64)
    n = x.size
    if n == 0:
        return (math.nan, math.nan, math.nan)
    mean = float(x.mean())
    if n == 1:
        return (mean, math.nan, math.nan)
    half = _t_quantile_975(n - 1) * float(x.std(ddof=1)) / math.sqrt(n)
    return (mean, mean - half, mean + half)


def win_rate_ci(scores: npt.ArrayLike) -> tuple[float, float, float]:
    """(mean, low, high) of A's win rate over pair scores in [0, 1]: Student's t, except when
    every pair scores 1 (or every pair 0), where t's interval collapses to a point: then the
    exact (Clopper-Pearson) 95% interval of n wins in n pairs, [0.025^(1/n), 1] (or its mirror),
    each pair counted as one trial."""
    x = np.asarray(scores, dtype=np.float64)
    n = x.size
    if n >= 1 and (np.all(x == 1.0) or np.all(x == 0.0)):
        bound = 0.025 ** (1.0 / n)
        return (1.0, bound, 1.0) if x[0] == 1.0 else (0.0, 0.0, 1.0 - bound)
    if n == 1:  # one pair that split its games: nothing excludes any rate
        return (float(x[0]), 0.0, 1.0)
    mean, low, high = mean_ci(x)
    return (mean, max(low, 0.0), min(high, 1.0))  # t's interval is symmetric; a rate is not below 0 or above 1
