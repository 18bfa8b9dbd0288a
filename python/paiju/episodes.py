"""Running episodes on this machine: the local runner behind :func:`paiju.simulate` and
:func:`paiju.arena` (and behind each chunk of a Ray run), its progress bar, and the checks of a
run's size and threads.

Episode i of a run is dealt from (seed, i) and every decision in it draws from its own stream, so
a window of episodes gives the same arrays wherever and on however many threads it runs.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from paiju.checks import is_int
from paiju.errors import InvalidOptionError
from paiju.registry import game_module

__all__ = ["RunRows", "check_count", "check_threads", "progress_bar", "resolved_options", "run_local"]

_MAX_EPISODES = 2**31 - 1
_MAX_THREADS = 4096


def check_count(count: Any) -> None:
    """InvalidOptionError unless ``count`` (deals or matches) is an int from 1 to 2**31 - 1."""
    if not is_int(count, 1, _MAX_EPISODES):
        raise InvalidOptionError(f"deals/matches must be an int from 1 to {_MAX_EPISODES}, got {count!r}")


def check_threads(threads: Any) -> None:
    """InvalidOptionError unless ``threads`` is 0 (every core) or an int up to 4096."""
    if not is_int(threads, 0, _MAX_THREADS):
        raise InvalidOptionError(f"threads must be 0 (every core) or an int up to {_MAX_THREADS}, got {threads!r}")


def resolved_options(game: str, preset: str | None, options: dict[str, Any]) -> dict[str, Any]:
    """Every rule option of ``game`` as the preset and the overrides set them (checked by the game)."""
    return dict(game_module(game).Game(preset, **options).options)


def progress_bar(total: int, enabled: bool | None, unit: str) -> Any:
    """A tqdm bar over ``total`` ``unit``s, or None: ``enabled`` None shows it on a terminal only."""
    if enabled is None:
        enabled = sys.stderr.isatty()
    if not enabled:
        return None
    try:
        from tqdm import tqdm
    except ImportError:  # pragma: no cover - tqdm is a dependency
        return None
    return tqdm(total=total, unit=unit, smoothing=0.1, dynamic_ncols=True)


def run_local(
    *,
    game: str,
    options: dict[str, Any],
    seed: int,
    whole_matches: bool,
    episodes: int,
    repeats: int,
    seating: Sequence[Sequence[int]],
    bots: Sequence[Any],
    threads: int = 0,
    progress: bool | None = None,
    unit: str = "deal",
    first: int = 0,
    records: bool = False,
    rows: bool = False,
    bar: Any = None,
) -> tuple[dict[str, npt.NDArray[Any]], bool, float]:
    """Episodes ``first .. first + episodes - 1`` on this machine's threads, with ``bots`` already
    normalized (:func:`paiju.bots.normalize`); see :func:`paiju.simulation.run_episodes`.
    Returns (arrays of the finished episodes, interrupted, seconds); Ctrl-C stops the run.
    ``rows``: the arrays also hold ``rows``, a :class:`RunRows` (the per-decision tables).
    ``bar``: a progress bar of a longer run to advance (left open) instead of a new one."""
    sim = game_module(game)._native._Simulation(options, seed, whole_matches, episodes, repeats, [list(s) for s in seating],
                                                list(bots), threads, first, records or rows)
    own_bar = bar is None
    bar = progress_bar(episodes, progress, unit) if own_bar else bar
    interrupted = False
    start = time.perf_counter()
    sim.start()
    shown = 0
    try:
        while not sim.wait(0.2):
            if bar is not None:
                completed = sim.completed()
                bar.update(completed - shown)
                shown = completed
    except KeyboardInterrupt:
        interrupted = True
        sim.stop()
        while not sim.wait(0.5):
            pass
    seconds = time.perf_counter() - start
    if bar is not None:
        bar.update(sim.completed() - shown)
        if own_bar:
            bar.close()
    arrays = sim.results()
    finished = arrays.pop("done")
    arrays = {k: v[finished] for k, v in arrays.items()}
    arrays["index"] = first + np.flatnonzero(finished)
    if records:
        arrays["records"] = [record for record in sim.records() if record is not None]  # type: ignore[assignment]
    if rows:
        arrays["rows"] = RunRows(sim, finished)  # type: ignore[assignment]
    return arrays, interrupted, seconds


class RunRows:
    """The per-decision tables of a local run made with ``rows=True``, built in C++ when asked
    (cpp/paiju/bindings/simulation_rows.h): rows of the finished episodes only, in episode
    order, an episode's in play order."""

    def __init__(self, sim: Any, finished: npt.NDArray[np.bool_]) -> None:
        self._sim = sim
        self._finished = finished

    def moves(self) -> dict[str, Any]:
        """match_seed per episode; per decision seat, deal_index, legal (the moves listed to the
        bot), think_us, and phase, move (text) and code (packed bytes) as (int32 offsets, uint8
        values) pairs: Arrow's layout of strings and binaries."""
        if not hasattr(self._sim, "move_rows"):
            raise InvalidOptionError("this game does not pack its moves: it has no moves table")
        rows: dict[str, Any] = self._sim.move_rows()
        return rows

    def decisions(self, max_actions: int, batch_episodes: int) -> Iterator[dict[str, Any]]:
        """The decisions rows in batches of ``batch_episodes`` episodes: seat, observation
        float32 [n, size], action (its index in the action list, -1 when the list cut it off),
        legal (the action list's length), action_features uint8 [n, features], reward, match_return,
        and legal_features as (int32 offsets in moves, uint8 values) (see docs/data.md)."""
        if not hasattr(self._sim, "decision_rows"):
            raise InvalidOptionError("this game has no observation tensor: it has no decisions table")
        for begin in range(0, len(self._finished), batch_episodes):
            yield self._sim.decision_rows(begin, min(begin + batch_episodes, len(self._finished)), max_actions)
