"""The Ray backend of :func:`paiju.simulate` and :func:`paiju.arena`: episodes split into chunks,
each chunk a Ray task.

A chunk is a window ``[first, first + size)`` of the run's episodes, played by the same C++
runner as a local run told to start at episode ``first``. Episode i is dealt from (seed, i) and
every decision in it draws from the stream of (seed, i, seat), so a chunk's arrays depend only on
its window, and the chunks' arrays joined in episode order are the local run's arrays, for any
chunk size, cluster or task order.

A task whose worker process dies (killed, out of memory, its node lost) is run again by Ray up to
``max_retries`` times; as its window fixes its result, a retried chunk gives the same arrays.
Errors raised by the game or a bot (``IllegalMoveError``, a Python bot's exception) would recur on
every try: they are not retried but raised, after the other chunks are cancelled.

Test hook: when the environment variable ``PAIJU_RAY_CRASH_ONCE`` names a directory at the time
of the call, the first try of every chunk kills its own worker process (``os._exit``) after
leaving a marker file there, and the retry finds the marker and plays the chunk. docs/ray.md.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from paiju.checks import is_int
from paiju.episodes import progress_bar, run_local
from paiju.errors import InvalidOptionError
from paiju.registry import game_module

__all__ = ["CRASH_ONCE_ENV", "RayBackend", "add_cli_arguments", "backend_from_cli", "connect", "init_local",
           "map_on_ray", "run_episodes_on_ray"]

CRASH_ONCE_ENV = "PAIJU_RAY_CRASH_ONCE"

_TASKS_PER_CPU = 4  # enough chunks to balance uneven episodes and show progress


@dataclass(frozen=True)
class RayBackend:
    """Where and how a run is split over Ray.

    ``address``: the cluster to join (``ray.init(address=...)``, e.g. ``"auto"`` or
    ``"ray://head:10001"``) when Ray is not initialised yet in this process; None starts a local
    Ray with this machine's cores. A Ray the caller already initialised is used as it is.
    ``chunk_size``: episodes per task (None: about four tasks per cluster CPU).
    ``max_retries``: how many times a task whose worker died is run again.
    """

    address: str | None = None
    chunk_size: int | None = None
    max_retries: int = 3

    def __post_init__(self) -> None:
        if self.chunk_size is not None and not is_int(self.chunk_size, 1):
            raise InvalidOptionError(f"chunk_size must be None or an int >= 1, got {self.chunk_size!r}")
        if not is_int(self.max_retries, 0):
            raise InvalidOptionError(f"max_retries must be an int >= 0, got {self.max_retries!r}")


def add_cli_arguments(parser: Any) -> None:
    """The ``--ray [ADDRESS]`` option of ``paiju simulate`` and ``paiju arena``."""
    parser.add_argument(
        "--ray", nargs="?", const="", default=None, metavar="ADDRESS",
        help="split the episodes over a Ray cluster (pip install 'paiju[ray]'): --ray alone starts a local "
        "Ray, --ray auto joins the cluster this machine belongs to, --ray ray://HEAD:10001 a remote one; "
        "same results as without it; --threads is then per Ray task (docs/ray.md)")


def backend_from_cli(args: Any) -> Any:
    """The backend that ``--ray`` asks for: "local" without it."""
    if getattr(args, "ray", None) is None:
        return "local"
    return RayBackend(address=args.ray or None)


def _import_ray() -> Any:
    try:
        import ray
    except ImportError as error:
        raise ImportError('backend="ray" needs Ray: pip install "paiju[ray]"') from error
    return ray


def init_local(**ray_init_kwargs: Any) -> Any:
    """Starts a local Ray (``ray.init(**ray_init_kwargs)``, e.g. ``num_cpus=2``) whose workers
    import this same paiju, even one run from a source tree; returns the ray module."""
    ray = _import_ray()
    package_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = os.pathsep.join(p for p in (package_root, os.environ.get("PYTHONPATH", "")) if p)
    ray_init_kwargs.setdefault("include_dashboard", False)
    ray_init_kwargs.setdefault("runtime_env", {"env_vars": {"PYTHONPATH": path}})
    ray.init(**ray_init_kwargs)
    return ray


def connect(backend: RayBackend) -> Any:
    """The ray module, initialised: the caller's Ray if there is one, else ``backend.address``'s
    cluster, else a new local Ray (:func:`init_local`)."""
    ray = _import_ray()
    if ray.is_initialized():
        return ray
    if backend.address is None:
        return init_local()
    ray.init(address=backend.address)
    return ray


def chunks(first: int, episodes: int, chunk_size: int) -> list[tuple[int, int]]:
    """The (first episode, count) windows covering ``first .. first + episodes - 1`` in order."""
    return [(start, min(chunk_size, first + episodes - start)) for start in range(first, first + episodes, chunk_size)]


def _play_chunk(run: dict[str, Any], first: int, count: int, crash_marker_dir: str | None) -> dict[str, npt.NDArray[Any]]:
    """A Ray task: episodes ``first .. first + count - 1`` of the run, on this worker's threads."""
    if crash_marker_dir is not None:
        _crash_first_try(crash_marker_dir, first)
    arrays, interrupted, _ = run_local(**run, first=first, episodes=count, progress=False)
    if interrupted:  # a cancelled task: never pass a partial chunk off as whole
        raise KeyboardInterrupt
    return arrays


def map_on_ray(backend: RayBackend, task: Callable[[Any], Any], items: Sequence[Any], *,
               threads: int = 0) -> Generator[Any, None, None]:
    """Runs ``task(item)`` for every item as a Ray task of ``threads`` CPUs (0 means 1), all at
    once, and yields each result as its task ends (in no fixed order). An error raised by a
    task is raised here as itself; closing the generator (Ctrl-C in the caller) cancels the
    tasks still running. A dataset run spread over Ray writes its shards this way, each worker
    its own (paiju.dataset_writer.write_window)."""
    ray = connect(backend)
    remote = ray.remote(_call).options(num_cpus=max(threads, 1), max_retries=backend.max_retries,
                                       retry_exceptions=False)
    task_ref = ray.put(task)
    pending = [remote.remote(task_ref, item) for item in items]
    try:
        while pending:
            ready, pending = ray.wait(pending, num_returns=1, timeout=0.5)
            for ref in ready:
                yield _result(ray, ref)
    finally:
        for ref in pending:
            ray.cancel(ref, force=True)


def _call(task: Callable[[Any], Any], item: Any) -> Any:
    return task(item)


def _crash_first_try(marker_dir: str, first: int) -> None:
    marker = os.path.join(marker_dir, f"chunk-{first}")
    try:
        os.close(os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return  # a retry: play the chunk
    os._exit(1)  # the worker dies as if killed


def _check_picklable(ray: Any, bots: Sequence[Any]) -> None:
    for bot in bots:
        if isinstance(bot, str):
            continue
        try:
            ray.cloudpickle.dumps(bot)
        except Exception as error:
            raise InvalidOptionError(
                f"backend='ray' ships Python bots to the workers by pickling them (cloudpickle); {bot!r} "
                f"cannot be pickled ({type(error).__name__}: {error}). Use a C++ bot spec, a picklable "
                "callable, or backend='local'") from error


def _empty_arrays(run: dict[str, Any]) -> dict[str, npt.NDArray[Any]]:
    """The run's arrays with no episode (dtypes and trailing shapes of the game's columns)."""
    sim = game_module(run["game"])._native._Simulation(
        run["options"], run["seed"], run["whole_matches"], 1, run["repeats"], [list(s) for s in run["seating"]],
        [b if isinstance(b, str) else "random" for b in run["bots"]], 1)
    sim.start()
    sim.stop()
    while not sim.wait(0.05):
        pass
    arrays = sim.results()
    arrays.pop("done")
    arrays = {k: v[:0] for k, v in arrays.items()}
    arrays["index"] = np.zeros(0, dtype=np.int64)
    return arrays


def _result(ray: Any, ref: Any) -> dict[str, npt.NDArray[Any]]:
    """A chunk's arrays; an error raised in the task is raised here as itself (IllegalMoveError,
    a Python bot's exception), a worker lost beyond its retries as Ray's WorkerCrashedError."""
    try:
        return ray.get(ref)
    except ray.exceptions.RayTaskError as error:
        cause = getattr(error, "cause", None)
        if isinstance(cause, Exception):
            raise cause from error
        raise


def _join(parts: list[dict[str, npt.NDArray[Any]]]) -> dict[str, npt.NDArray[Any]]:
    return {key: np.concatenate([part[key] for part in parts]) for key in parts[0]}


def run_episodes_on_ray(
    backend: RayBackend,
    *,
    game: str,
    options: dict[str, Any],
    seed: int,
    whole_matches: bool,
    first: int,
    episodes: int,
    repeats: int,
    seating: Sequence[Sequence[int]],
    bots: Sequence[Any],
    threads: int,
    progress: bool | None,
    unit: str,
) -> tuple[dict[str, npt.NDArray[Any]], bool, float]:
    """:func:`paiju.simulation.run_episodes` on Ray: the same arrays, whole chunks only when
    interrupted (Ctrl-C cancels the chunks still running). ``threads``: per task (0 means 1)."""
    ray = connect(backend)
    _check_picklable(ray, bots)
    task_threads = max(threads, 1)
    run = {"game": game, "options": dict(options), "seed": seed, "whole_matches": whole_matches, "repeats": repeats,
           "seating": [list(s) for s in seating], "bots": list(bots), "threads": task_threads}
    size = backend.chunk_size
    if size is None:
        cpus = float(ray.cluster_resources().get("CPU", 1.0))
        size = max(1, math.ceil(episodes / max(1, int(_TASKS_PER_CPU * cpus / task_threads))))
    crash_marker_dir = os.environ.get(CRASH_ONCE_ENV) or None
    task = ray.remote(_play_chunk).options(num_cpus=task_threads, max_retries=backend.max_retries,
                                           retry_exceptions=False)
    run_ref = ray.put(run)
    start = time.perf_counter()
    windows = {task.remote(run_ref, lo, count, crash_marker_dir): (lo, count) for lo, count in chunks(first, episodes, size)}
    pending = list(windows)
    finished: dict[int, dict[str, npt.NDArray[Any]]] = {}
    interrupted = False
    bar = progress_bar(episodes, progress, unit)
    try:
        while pending:
            ready, pending = ray.wait(pending, num_returns=1, timeout=0.5)
            for ref in ready:
                lo, count = windows[ref]
                finished[lo] = _result(ray, ref)
                if bar is not None:
                    bar.update(count)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        for ref in pending:
            ray.cancel(ref, force=True)
        if bar is not None:
            bar.close()
    seconds = time.perf_counter() - start
    parts = [finished[lo] for lo in sorted(finished)]
    return (_join(parts) if parts else _empty_arrays(run)), interrupted, seconds
