"""Batch simulation: many seeded deals or matches played by bots on C++ threads.

``paiju.simulate(game, deals=N, bots=[...], seed=S, threads=0)`` returns a
:class:`SimulationResult` with per-episode numpy arrays and a summary. Episode i is dealt from
(seed, i) and every bot decision in it draws from its own stream, so the same seed gives the
same results for any number of threads. Ctrl-C stops early and returns the episodes finished.
With ``records=True`` the result also keeps each episode as a ``State.to_record()`` dict.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Sequence, Union, overload

import numpy as np
import numpy.typing as npt

from paiju.bots import BotLike, PlatformBot, normalize
from paiju.dataset_writer import RunPlan, check_dataset_options, write_run
from paiju.datasets import Dataset
from paiju.episodes import check_count, check_threads, resolved_options, run_local
from paiju.errors import InvalidOptionError
from paiju.ray_backend import RayBackend, map_on_ray, run_episodes_on_ray
from paiju.registry import game_module

__all__ = ["Backend", "SimulationResult", "run_episodes", "simulate"]

Backend = Union[str, RayBackend]  # "local", "ray" or a RayBackend


def bot_name(bot: Any) -> str:
    """A normalized bot's name: its spec, ``platform:<command>`` or ``python``."""
    return str(bot) if not callable(bot) or isinstance(bot, PlatformBot) else "python"


def close_made_bots(given: Sequence[Any], normalized: Sequence[Any]) -> None:
    """Stops the external bots that normalize() started from ``platform:`` specs."""
    for original, bot in zip(given, normalized):
        if bot is not original and isinstance(bot, PlatformBot):
            bot.close()


@dataclass
class SimulationResult:
    """Per-episode arrays (only finished episodes) and a summary dict.

    Every game has ``moves`` int32 [n] (decisions) and ``index`` int64 [n] (episode number);
    the other arrays are the game's own (its ``Episode`` columns, see docs/api.md): e.g.
    Guandan ``finish_order`` int8 [n, 4], ``winner`` (team 0 = seats 0 and 2, team 1 = seats 1
    and 3; 2 = drawn match), ``levels_gained``, ``leader``, ``levels`` [n, 2] (rank index),
    ``bombs``, ``deals``; Liangfutou ``finish_order``, ``payments`` int32 [n, 4] (units per seat,
    rewards included; whole matches: totals), ``caller``, ``solo`` (seat or -1), ``result`` (+1
    the caller's side or the solo player won, -1 lost, 0 draw), ``bombs``, ``deals``.
    """

    arrays: dict[str, npt.NDArray[Any]]
    summary: dict[str, Any] = field(default_factory=dict)
    interrupted: bool = False
    #: With ``records=True``: per finished episode (in the order of ``index``), its match as a
    #: ``State.to_record()`` dict (the match's seed, every decision of the episode) for
    #: ``replay()``; else None.
    records: list[dict[str, Any]] | None = None

    def __getattr__(self, name: str) -> Any:
        arrays = self.__dict__.get("arrays", {})
        if name in arrays:
            return arrays[name]
        raise AttributeError(name)

    def __len__(self) -> int:
        return int(self.arrays["moves"].shape[0])

    def __repr__(self) -> str:
        return f"<SimulationResult {len(self)} episodes{' (interrupted)' if self.interrupted else ''}>"


def run_episodes(
    *,
    game: str,
    options: dict[str, Any],
    seed: int,
    whole_matches: bool,
    episodes: int,
    repeats: int,
    seating: Sequence[Sequence[int]],
    bots: Sequence[BotLike],
    threads: int = 0,
    progress: bool | None = None,
    unit: str = "deal",
    first: int = 0,
    backend: Backend = "local",
    records: bool = False,
    rows: bool = False,
    bar: Any = None,
) -> tuple[dict[str, npt.NDArray[Any]], bool, float]:
    """Runs episodes ``first .. first + episodes - 1``, episode i playing deal ``i // repeats``
    with the bots seated as ``seating[i % len(seating)]``; returns (arrays of finished episodes,
    interrupted, seconds). ``backend`` "local" runs them on this machine's threads, "ray" (or a
    :class:`paiju.ray_backend.RayBackend`) splits them over a Ray cluster: same results.
    ``records``: the arrays also hold ``records``, a list of each finished episode's
    ``State.to_record()`` dict (local backend only); ``rows``: they hold ``rows``, the run's
    :class:`paiju.episodes.RunRows` (local backend only). ``bar``: a longer run's progress bar
    for the local backend to advance."""
    check_threads(threads)
    specs = [normalize(b, game) for b in bots]
    on_ray = resolve_backend(backend)
    if on_ray is not None and (records or rows):
        raise InvalidOptionError("records=True and the per-decision tables run on the local backend only")
    if on_ray is not None:
        return run_episodes_on_ray(
            on_ray, game=game, options=options, seed=seed, whole_matches=whole_matches,
            first=first, episodes=episodes, repeats=repeats, seating=seating, bots=specs, threads=threads,
            progress=progress, unit=unit)
    return run_local(game=game, options=options, seed=seed, whole_matches=whole_matches, episodes=episodes,
                     repeats=repeats, seating=seating, bots=specs, threads=threads, progress=progress, unit=unit,
                     first=first, records=records, rows=rows, bar=bar)


def resolve_backend(backend: Backend) -> Any:
    """None for the local backend, else the :class:`paiju.ray_backend.RayBackend` to run on
    (``"ray"`` is ``RayBackend()``); InvalidOptionError for anything else."""
    if isinstance(backend, str) and backend == "local":
        return None
    if isinstance(backend, str) and backend == "ray":
        return RayBackend()
    if isinstance(backend, RayBackend):
        return backend
    raise InvalidOptionError(f"backend must be 'local', 'ray' or a paiju.ray_backend.RayBackend, got {backend!r}")


def shard_spread(backend: Backend, threads: int) -> Any:
    """How a dataset run on ``backend`` hands out its shards: None plays them here; on Ray each
    shard is a task whose worker plays and writes it (:func:`paiju.ray_backend.map_on_ray`)."""
    on_ray = resolve_backend(backend)
    return None if on_ray is None else partial(map_on_ray, on_ray, threads=threads)


def _summary(game: str, arrays: dict[str, npt.NDArray[Any]], whole_matches: bool, seconds: float) -> dict[str, Any]:
    n = int(arrays["moves"].shape[0])
    out: dict[str, Any] = {"episodes": n, "seconds": round(seconds, 3)}
    if n == 0:
        return out
    out.update(game_module(game).summarize(arrays, whole_matches))
    out["mean_moves"] = float(np.mean(arrays["moves"]))
    if "bombs" in arrays:
        out["mean_bombs"] = float(np.mean(arrays["bombs"]))
    out["per_second"] = n / seconds if seconds > 0 else math.inf
    return out


@overload
def simulate(game: str, deals: int | None = None, *, out: None = None, **kwargs: Any) -> SimulationResult: ...
@overload
def simulate(game: str, deals: int | None = None, *, out: str | os.PathLike[str], **kwargs: Any) -> Dataset: ...


def simulate(
    game: str,
    deals: int | None = None,
    *,
    matches: int | None = None,
    bots: Sequence[BotLike] = ("heuristic",) * 4,
    seed: int = 0,
    threads: int = 0,
    preset: str | None = None,
    progress: bool | None = None,
    backend: Backend = "local",
    records: bool = False,
    out: str | os.PathLike[str] | None = None,
    resume: bool = False,
    moves: bool = False,
    decisions: bool = False,
    decisions_compression: str = "lz4",
    shard_size: int | None = None,
    **options: Any,
) -> SimulationResult | Dataset:
    """Play ``deals`` independent deals (each the first deal of a fresh seeded match) or
    ``matches`` whole matches of ``game`` (any of ``paiju.games()``), with ``bots`` in seats 0..3
    (four specs; one spec or a 1-element list fills every seat). ``threads=0`` uses every core. Options are the
    game's rule options. A progress bar with rate and ETA shows on a terminal (``progress``
    forces it on or off); Ctrl-C returns the episodes finished so far.

    ``backend="ray"`` (or a :class:`paiju.ray_backend.RayBackend`) splits the episodes over a
    Ray cluster's workers, with the same arrays as the local run (docs/ray.md); ``threads`` is
    then the threads (and CPUs) of each Ray task, 0 meaning 1.

    ``records=True`` keeps every finished episode as a ``State.to_record()`` dict in
    ``result.records`` (local backend only): ``replay()`` rebuilds it, and a player of
    :func:`paiju.bots.make` with the same bot and ``seed`` replays episode 0 move for move.

    ``out=DIR`` writes the episodes to the Parquet dataset DIR while the run goes, one shard of
    ``shard_size`` episodes at a time (memory stays flat), and returns it as a lazy
    :class:`paiju.datasets.Dataset` instead of arrays; ``moves=True`` adds its ``moves`` table
    (every decision), ``decisions=True`` its ``decisions`` table (per decision the observation
    tensor, the action list's move features, the chosen action and the outcome, for learning;
    ``decisions_compression``: "lz4" (default), "zstd" (smaller, slower) or "none" (larger, faster));
    ``resume=True`` continues the run already in DIR (docs/data.md).
    """
    if (deals is None) == (matches is None):
        raise InvalidOptionError("give exactly one of deals=N or matches=N")
    count = deals if deals is not None else matches
    assert count is not None
    check_count(count)
    if isinstance(bots, (str, bytes)) or callable(bots) or not isinstance(bots, (list, tuple)):
        bots = [bots]  # type: ignore[list-item]
    bots = list(bots)
    if len(bots) == 1:
        bots = bots * 4
    if len(bots) != 4:
        raise InvalidOptionError(f"bots must name one bot per seat (4), got {len(bots)}")
    resolved = resolved_options(game, preset, options)
    whole = matches is not None
    given, bots = bots, [normalize(b, game) for b in bots]
    # One Python object in several seats is one bot (a table follower hears each move once).
    distinct: list[Any] = []
    seating: list[int] = []
    for b in bots:
        same = [i for i, d in enumerate(distinct) if d is b and not isinstance(b, str)]
        seating.append(same[0] if same else len(distinct))
        if not same:
            distinct.append(b)
    check_dataset_options(out, moves=moves, resume=resume, shard_size=shard_size, records=records, decisions=decisions,
                          decisions_compression=decisions_compression)
    run = partial(run_episodes, game=game, options=resolved, seed=seed, whole_matches=whole, repeats=1,
                  seating=[seating], bots=distinct, threads=threads, unit="match" if whole else "deal", backend=backend)
    try:
        if out is not None:
            plan = RunPlan.make(game, preset, resolved, whole_matches=whole, seat_bots=[[bot_name(b) for b in bots]],
                                seed=seed, shard_size=shard_size, moves=moves, decisions=decisions,
                                decisions_compression=decisions_compression)
            return write_run(out, plan, run, episodes=count, threads=threads, progress=progress, resume=resume,
                             spread=shard_spread(backend, threads))
        arrays, interrupted, seconds = run(episodes=count, progress=progress, records=records)
    finally:
        close_made_bots(given, bots)
    kept: Any = arrays.pop("records", None)
    summary = _summary(game, arrays, whole, seconds)
    summary.update({"game": game, "preset": preset or game_module(game).Game.default_preset(), "bots": [bot_name(b) for b in bots],
                    "seed": seed, "threads": threads, "mode": "matches" if whole else "deals"})
    if resolve_backend(backend) is not None:
        summary["backend"] = "ray"
    reports = {str(seat): b.report() for seat, b in enumerate(bots) if isinstance(b, PlatformBot)}
    if reports:
        summary["platform_bots"] = reports
    return SimulationResult(arrays, summary, interrupted, kept)
