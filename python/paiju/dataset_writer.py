"""Writing a run as a Parquet dataset while it plays (``paiju.simulate(..., out=DIR)``).

The run goes in chunks of ``shard_size`` consecutive episodes. Each chunk is played on the
engine's threads (:func:`paiju.simulation.run_episodes`, the same windows a Ray run uses), turned
into Arrow tables, written as one shard per table under a hidden temporary name, flushed, renamed
to ``part-NNNNN.parquet`` and only then listed in the manifest. Memory is one chunk's, whatever
the number of episodes; a killed run leaves complete shards and a manifest that lists them; a
resumed run (``resume=True``) plays on from the end of the last listed shard. Episode i is
dealt and played from (seed, i) alone, so shard boundaries and threads never change a row.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import asdict, dataclass
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from paiju._core import __version__
from paiju.checks import is_int
from paiju.datasets import (
    FORMAT,
    MANIFEST,
    SCALES_KEY,
    SCHEMA_VERSION,
    Dataset,
    DatasetError,
    plural,
    read_manifest,
    require_pyarrow,
    shard_file,
)
from paiju.episodes import RunRows, progress_bar
from paiju.errors import InvalidOptionError
from paiju.registry import game_module

__all__ = ["DECISIONS_COMPRESSIONS", "RunPlan", "Spread", "check_dataset_options", "decisions_schema", "default_shard_size", "write_run",
           "write_window"]

_MAX_SHARD_SIZE = 10**8
_SHARD_FILE = "part-"  # shard_file's names; .part-*.tmp while being written
_COUNTING_COLUMNS = ("episode", "deal", "ply")
_DECISION_BATCH = 64  # episodes per record batch of decisions: about 5,000 Guandan rows, 12 MB of tensors
#: How the decisions table's Arrow IPC buffers may be compressed (docs/data.md, "Cost"): lz4, the
#: default, writes 360 B a Guandan row; zstd 2.8x smaller and slower; none 2.4 kB, the fastest to write.
DECISIONS_COMPRESSIONS = ("lz4", "zstd", "none")


def check_dataset_options(out: Any, *, moves: bool, resume: bool, shard_size: int | None, records: bool = False,
                          decisions: bool = False, decisions_compression: str = "lz4") -> None:
    """InvalidOptionError for the options of a dataset (moves, decisions, resume, shard_size)
    without ``out``, for records kept in memory with it and for an unknown decisions
    compression (before anything is written)."""
    if out is not None and records:
        raise InvalidOptionError("records=True keeps records in memory: with out=DIR, moves=True writes them")
    if decisions_compression != "lz4" and not decisions:
        raise InvalidOptionError("decisions_compression is an option of decisions=True (--decisions)")
    if decisions_compression not in DECISIONS_COMPRESSIONS:
        raise InvalidOptionError(f"decisions_compression must be one of {', '.join(DECISIONS_COMPRESSIONS)}, "
                                 f"got {decisions_compression!r}")
    if out is None and (moves or decisions or resume or shard_size is not None):
        raise InvalidOptionError("moves, decisions, resume and shard_size are options of out=DIR (a dataset)")


def default_shard_size(per_decision: bool) -> int:
    """Episodes per shard unless told: 100000 (about 0.6 MB of deals on disk, 10 MB in memory), 2000
    with a per-decision table (moves or decisions: about 160,000 rows a shard; a chunk keeps
    its decisions in C++, a few bytes each, and the decisions are written a few episodes at a
    time)."""
    return 2_000 if per_decision else 100_000


@dataclass(frozen=True)
class RunPlan:
    """Everything that decides a dataset's rows; a resumed run must have the same."""

    game: str
    preset: str
    options: dict[str, Any]
    unit: str                     # "deal" or "match": what one episode (one row of deals) is
    seat_bots: list[list[str]]    # episode i's bots by seat: seat_bots[i % len(seat_bots)]
    seed: int
    shard_size: int
    tables: list[str]             # "deals", and "moves" and "decisions" when asked
    repeats: int = 1              # consecutive episodes per deal (an arena's duplicate games)
    first: int = 0                # the episode number of the dataset's first row
    decisions_compression: str = "lz4"  # of the decisions table's buffers: DECISIONS_COMPRESSIONS

    @classmethod
    def make(cls, game: str, preset: str | None, options: dict[str, Any], *, whole_matches: bool,
             seat_bots: list[list[str]], seed: int, shard_size: int | None, moves: bool, repeats: int = 1,
             first: int = 0, decisions: bool = False, decisions_compression: str = "lz4") -> RunPlan:
        """The plan of a run with the defaults filled in: the game's first preset, the default
        shard size (:func:`default_shard_size`), the tables asked for."""
        tables = ["deals", *(["moves"] if moves else []), *(["decisions"] if decisions else [])]
        return cls(game, preset or game_module(game).Game.default_preset(), options,
                   "match" if whole_matches else "deal", seat_bots, seed,
                   default_shard_size(moves or decisions) if shard_size is None else shard_size,
                   tables, repeats, first, decisions_compression)

    def identity(self) -> dict[str, Any]:
        """The plan as the manifest stores it (JSON values)."""
        identity: dict[str, Any] = json.loads(json.dumps(asdict(self)))
        return identity

    def options_id(self) -> str:
        """A short stable id of the game and its resolved rule options (a column of deals)."""
        text = json.dumps({"game": self.game, "options": self.options}, sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()[:12]


#: How write_run hands its shards out: spread(write, windows) calls write(window) for every
#: window (anywhere) and yields each result as it comes.
Spread = Callable[[Callable[..., Any], list[tuple[int, int, int]]], Generator[Any, None, None]]


def write_run(out: str | os.PathLike[str], plan: RunPlan, run: Callable[..., Any], *, episodes: int,
              threads: int, progress: bool | None, resume: bool, spread: Spread | None = None) -> Dataset:
    """Plays ``episodes`` episodes from ``plan.first`` on (those not already in ``out`` when
    ``resume``) shard by shard into the dataset directory ``out``; returns it, read lazily.
    ``run`` is :func:`paiju.simulation.run_episodes` with the run's settings bound, all but
    the window (first, episodes), progress, bar, rows and backend. ``spread``: plays and writes
    the shards elsewhere (a Ray cluster's workers, :func:`paiju.ray_backend.map_on_ray`), each
    worker writing its own, all at once; without it they are played here, one after the other.
    Ctrl-C stops after the last complete shard (the dataset says it is incomplete)."""
    if not is_int(plan.shard_size, 1, _MAX_SHARD_SIZE):
        raise DatasetError(f"shard_size must be an int from 1 to {_MAX_SHARD_SIZE}, got {plan.shard_size!r}")
    require_pyarrow()
    root = Path(out).absolute()  # the same directory for workers that start elsewhere
    manifest = _prepare(root, plan, episodes, resume)
    before = _episodes_done(manifest)
    windows = _missing_windows(manifest, plan, episodes)
    bar = progress_bar(episodes, progress, plan.unit)
    started, interrupted = time.perf_counter(), False
    write = partial(write_window, root, plan, run)
    shards = (write(window, bar=bar) for window in windows) if spread is None else spread(write, windows)
    try:
        if bar is not None:
            bar.update(before)
        for shard, columns, stopped in shards:
            manifest["shards"] = sorted([*manifest["shards"], shard], key=lambda entry: int(entry["first"]))
            manifest["columns"] = columns
            _count_rows(manifest)
            _write_json(root / MANIFEST, manifest)
            if bar is not None:
                bar.n = _episodes_done(manifest)
                bar.refresh()
            if stopped:
                raise KeyboardInterrupt  # Ctrl-C came as the shard's last episodes ended
    except KeyboardInterrupt:  # Ctrl-C: the shards being written are dropped
        interrupted = True
    finally:
        shards.close()
        if bar is not None:
            bar.close()
    done = _episodes_done(manifest)
    manifest["complete"] = done == episodes
    manifest["runs"][-1].update(added=done - before, seconds=round(time.perf_counter() - started, 3),
                                threads=threads, interrupted=interrupted and done < episodes)
    _write_json(root / MANIFEST, manifest)
    return Dataset(root)


def write_window(root: Path, plan: RunPlan, run: Callable[..., Any], window: tuple[int, int, int],
                 bar: Any = None) -> tuple[dict[str, Any], list[str], bool]:
    """Plays the episodes of ``window`` (shard index, first episode, count) on this machine and
    writes them as that shard; returns its manifest entry, the game's columns and whether
    Ctrl-C came meanwhile. A run stopped before the window's end writes nothing and raises
    KeyboardInterrupt."""
    index, first, count = window
    arrays, interrupted, _ = run(first=first, episodes=count, progress=False, bar=bar, rows=plan.tables != ["deals"],
                                 backend="local")
    if len(arrays["index"]) < count:
        raise KeyboardInterrupt  # the chunk's finished episodes are dropped, the next run plays it whole
    columns = [name for name in arrays if name not in ("index", "rows")]
    return _write_shard(root, index, arrays, plan, first), columns, interrupted


def _missing_windows(manifest: dict[str, Any], plan: RunPlan, episodes: int) -> list[tuple[int, int, int]]:
    """(shard index, first episode, count) of every shard still to write: the gaps that the
    listed shards leave in the run's episodes, cut at the shard size, in order (a run spread
    over workers may have been stopped with shards missing anywhere)."""
    end = plan.first + episodes
    covered = sorted((int(s["first"]), int(s["first"]) + int(s["episodes"])) for s in manifest["shards"])
    index = max((int(s["index"]) for s in manifest["shards"]), default=-1) + 1
    windows, at = [], plan.first
    for lo, hi in [*covered, (end, end)]:
        for start in range(at, min(lo, end), plan.shard_size):
            windows.append((index, start, min(plan.shard_size, min(lo, end) - start)))
            index += 1
        at = max(at, hi)
    return windows


def _prepare(root: Path, plan: RunPlan, episodes: int, resume: bool) -> dict[str, Any]:
    """The manifest to extend: a new one in a new or empty directory, else (with ``resume``)
    the directory's own, checked against ``plan``; leftovers of an interrupted write removed."""
    if root.exists() and not root.is_dir():
        raise DatasetError(f"{root} exists and is not a directory")
    if root.exists() and any(root.iterdir()):
        if not resume:
            raise DatasetError(f"{root} exists and is not empty: give resume=True (--resume) to continue the run "
                               f"written there, or name a new directory")
        manifest = read_manifest(root)
        _check_same_run(root, manifest, plan)
        if _episodes_done(manifest) > episodes or _last_episode(manifest) > plan.first + episodes:
            raise DatasetError(f"{root} already holds {_episodes_done(manifest)} {plural(plan.unit)}, more than the "
                               f"{episodes} asked: ask for at least as many to resume it")
        _remove_leftovers(root, manifest)
    else:
        manifest = {"format": FORMAT, "schema_version": SCHEMA_VERSION, "paiju_version": __version__, **plan.identity(),
                    "options_id": plan.options_id(), "columns": [], "shards": [], "counts": {}, "runs": []}
    manifest.update(episodes=episodes, complete=False)
    missing = _missing_windows(manifest, plan, episodes)
    manifest["runs"].append({"paiju_version": __version__, "started": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
                             "from_episode": missing[0][1] if missing else plan.first + episodes})
    for table in plan.tables:
        (root / table).mkdir(parents=True, exist_ok=True)
    _count_rows(manifest)
    _write_json(root / MANIFEST, manifest)
    return manifest


def _check_same_run(root: Path, manifest: dict[str, Any], plan: RunPlan) -> None:
    for key, value in plan.identity().items():
        if manifest.get(key) != value:
            raise DatasetError(f"{root} was written with {key} = {manifest.get(key)!r}, this run has {value!r}: "
                               f"resume it with the same settings, or name a new directory")


def _remove_leftovers(root: Path, manifest: dict[str, Any]) -> None:
    """Deletes shard files the manifest does not list: temporaries of a killed write, and
    shards renamed just before a kill could list them (the resumed run writes them again)."""
    listed = {root / name for shard in manifest["shards"] for name in shard["files"].values()}
    for table in manifest["tables"]:
        folder = root / table
        if not folder.is_dir():
            continue
        for file in folder.iterdir():
            ours = file.name.startswith((_SHARD_FILE, "." + _SHARD_FILE))
            if ours and file not in listed:
                file.unlink()


def _episodes_done(manifest: dict[str, Any]) -> int:
    return sum(int(shard["episodes"]) for shard in manifest["shards"])


def _last_episode(manifest: dict[str, Any]) -> int:
    """One past the last episode the listed shards hold (0 for none)."""
    return max((int(s["first"]) + int(s["episodes"]) for s in manifest["shards"]), default=0)


def _count_rows(manifest: dict[str, Any]) -> None:
    manifest["counts"] = {table: sum(int(shard["rows"][table]) for shard in manifest["shards"])
                          for table in manifest["tables"]}


def _write_shard(root: Path, index: int, arrays: dict[str, npt.NDArray[Any]], plan: RunPlan,
                 first: int) -> dict[str, Any]:
    """Writes one chunk's tables as shard ``index``; returns its manifest entry."""
    arrays = dict(arrays)
    rows: RunRows | None = arrays.pop("rows", None)  # type: ignore[assignment]
    writers = {"deals": partial(_write_parquet, deals_table(arrays, plan))}
    if "moves" in plan.tables:
        assert rows is not None
        writers["moves"] = partial(_write_parquet, moves_table(arrays["index"], arrays["moves"], rows.moves()))
    if "decisions" in plan.tables:
        assert rows is not None
        writers["decisions"] = partial(_write_decisions, arrays["index"], arrays["moves"], rows, plan.game,
                                       plan.decisions_compression)
    files = {name: shard_file(name, index) for name in writers}
    written: list[Path] = []
    counts: dict[str, int] = {}
    try:
        for name, write in writers.items():
            written.append(_write_temporary(root / files[name], lambda handle: counts.__setitem__(name, write(handle))))
    except BaseException:
        for temporary in written:
            temporary.unlink(missing_ok=True)
        raise
    for name, temporary in zip(writers, written):  # the shard's tables appear together
        os.replace(temporary, root / files[name])
    return {"index": index, "first": first, "episodes": len(arrays["index"]), "files": files, "rows": counts,
            "bytes": {name: (root / files[name]).stat().st_size for name in writers}}


def deals_table(arrays: dict[str, npt.NDArray[Any]], plan: RunPlan) -> Any:
    """One row per episode: what the run was (game, preset, options id, seed, bots by seat),
    its episode number, and the game's own result columns (typed; per-seat ones as fixed-size
    lists), then ``moves`` (decisions made)."""
    pa = require_pyarrow()
    index = arrays["index"]
    columns: dict[str, Any] = {"episode": pa.array(index, pa.int64()), "deal": pa.array(index // plan.repeats)}
    for name, value in (("game", plan.game), ("preset", plan.preset), ("options_id", plan.options_id()),
                        ("unit", plan.unit)):
        columns[name] = _labels(np.zeros(len(index), np.int32), [value])
    columns["seed"] = pa.array(np.full(len(index), plan.seed, np.uint64))
    rows = np.asarray(plan.seat_bots, dtype=object)
    for seat in range(rows.shape[1]):
        names, which = np.unique(rows[:, seat].astype(str), return_inverse=True)
        columns[f"bot_{seat}"] = _labels(which.astype(np.int32)[index % len(rows)], list(names))
    for name, values in arrays.items():
        if name != "index":
            columns[name] = _typed(values)
    return pa.table(columns)


def moves_table(index: npt.NDArray[np.int64], counts: npt.NDArray[np.int32], rows: dict[str, Any]) -> Any:
    """One row per decision of the chunk's episodes (``rows``: :meth:`paiju.episodes.RunRows.moves`),
    in play order: episode, the seed of its match (what ``replay`` deals from; the same on all
    its rows, which Parquet stores once per run of them), ply (0 = the episode's first decision),
    seat, deal_index (the match's deal), phase, the move in the game's notation and as the game's
    packed bytes (``State.packed_moves``), legal (the moves the bot chose among) and think_ms
    (the milliseconds it took, to 0.01)."""
    pa = require_pyarrow()
    episode, ply = _episode_and_ply(index, counts)
    return pa.table({
        "episode": pa.array(episode, pa.int64()),
        "match_seed": pa.array(np.repeat(rows["match_seed"], counts)),
        "ply": pa.array(ply),
        "seat": pa.array(rows["seat"]),
        "deal_index": pa.array(rows["deal_index"]),
        "phase": _variable(pa.string(), *rows["phase"]).dictionary_encode(),
        "move": _variable(pa.string(), *rows["move"]),
        "code": _variable(pa.binary(), *rows["code"]),
        "legal": pa.array(rows["legal"].astype(np.int32)),
        # 10 us steps: a search bot's milliseconds kept, a fast bot's noise (zeros) costing nothing
        "think_ms": pa.array(np.round(rows["think_us"] / 1000, 2).astype(np.float32)),
    })


def _episode_and_ply(index: npt.NDArray[np.int64], counts: npt.NDArray[np.int32]) -> tuple[Any, Any]:
    """Per decision row: its episode, and its ply (0 for the episode's first decision)."""
    counts = counts.astype(np.int64)
    total = int(counts.sum())
    starts = np.cumsum(counts) - counts
    return np.repeat(index, counts), (np.arange(total) - np.repeat(starts, counts)).astype(np.int32)


def _variable(kind: Any, offsets: npt.NDArray[np.int32], values: npt.NDArray[np.uint8]) -> Any:
    """A string or binary Arrow array over C++'s buffers (int32 offsets, bytes), without copies."""
    pa = require_pyarrow()
    return pa.Array.from_buffers(kind, len(offsets) - 1, [None, pa.py_buffer(offsets), pa.py_buffer(values)])


def decisions_schema(game: str) -> Any:
    """The decisions table's columns (docs/data.md): the game's observation size and type and its
    move features. A uint8 observation (Guandan, Liangfutou: compact_tensor.h) is the tensor's
    values times their block's scale; the field's metadata ``paiju.scales`` lists the
    ``[start, stop, scale]`` of every block whose scale is not 1, what
    :func:`paiju.datasets.table_to_numpy` divides by to give ``Observation.tensor()`` again."""
    pa = require_pyarrow()
    spec = game_module(game)._native._ENV_SPEC
    if spec["observation_size"] is None:
        raise InvalidOptionError(f"{game} has no observation tensor: it has no decisions table")
    features = pa.list_(pa.uint8(), spec["move_features"])
    observation = pa.field("observation", pa.list_(getattr(pa, spec["observation_dtype"])(), spec["observation_size"]))
    if spec["observation_dtype"] != "float32":
        observation = observation.with_metadata({SCALES_KEY: json.dumps(_scaled_runs(game))})
    return pa.schema([
        ("episode", pa.int64()), ("ply", pa.int32()), ("seat", pa.int8()), observation,
        ("legal", pa.int32()), ("legal_features", pa.list_(features)), ("action", pa.int32()),
        ("action_features", features), ("reward", pa.float32()), ("match_return", pa.float32()),
    ])


def _scaled_runs(game: str) -> list[list[float]]:
    """[start, stop, scale] of each block of the game's tensor whose scale is not 1."""
    native = game_module(game)._native
    runs, at = [], 0
    for (_name, size, *_rest), scale in zip(native._TENSOR_BLOCKS, native._ENV_SPEC["observation_scales"]):
        if scale != 1:
            runs.append([at, at + size, scale])
        at += size
    return runs


def _write_decisions(index: npt.NDArray[np.int64], counts: npt.NDArray[np.int32], rows: RunRows, game: str,
                     compression: str, handle: Any) -> int:
    """Writes the chunk's decisions as an Arrow IPC file (its buffers compressed by
    ``compression``: lz4, zstd or none), a record batch per ``_DECISION_BATCH`` episodes as C++
    builds them; returns the number of rows."""
    pa = require_pyarrow()
    schema = decisions_schema(game)
    features = schema.field("action_features").type.list_size
    options = pa.ipc.IpcWriteOptions(compression=None if compression == "none" else compression)
    written = 0
    with pa.ipc.new_file(handle, schema, options=options) as writer:
        for k, batch in enumerate(rows.decisions(_max_actions(game), _DECISION_BATCH)):
            window = slice(k * _DECISION_BATCH, (k + 1) * _DECISION_BATCH)
            episode, ply = _episode_and_ply(index[window], counts[window])
            offsets, values = batch["legal_features"]
            columns = [
                pa.array(episode), pa.array(ply), pa.array(batch["seat"]), _fixed(batch["observation"]),
                pa.array(batch["legal"]),
                pa.ListArray.from_arrays(pa.array(offsets), pa.FixedSizeListArray.from_arrays(pa.array(values), features)),
                pa.array(batch["action"]), _fixed(batch["action_features"]), pa.array(batch["reward"]),
                pa.array(batch["match_return"]),
            ]
            writer.write_batch(pa.RecordBatch.from_arrays(columns, schema=schema))
            written += len(episode)
    return written


def _max_actions(game: str) -> int:
    return int(game_module(game)._native._ENV_SPEC["max_actions"])


def _fixed(values: npt.NDArray[Any]) -> Any:
    """A C-contiguous [n, k] numpy array as fixed-size lists of k, over the same memory."""
    pa = require_pyarrow()
    return pa.FixedSizeListArray.from_arrays(pa.array(values.reshape(-1)), values.shape[1])


def _labels(codes: npt.NDArray[np.int32], names: list[str]) -> Any:
    """A dictionary-encoded string column (a few distinct names over many rows)."""
    pa = require_pyarrow()
    return pa.DictionaryArray.from_arrays(pa.array(codes, pa.int32()), pa.array(names, pa.string()))


def _typed(values: npt.NDArray[Any]) -> Any:
    """A numpy column as Arrow: 1-D as its own type, [n, k] as fixed-size lists of k."""
    pa = require_pyarrow()
    if values.ndim == 1:
        return pa.array(values)
    return _fixed(np.ascontiguousarray(values))


def _write_parquet(table: Any, handle: Any) -> int:
    """zstd; the counting columns delta-encoded (episode and deal go up by 0 or 1 a row, ply by
    1: about nothing a row, where dictionary and zstd leave 1.5 B), the others dictionary-encoded."""
    import pyarrow.parquet as pq

    counting = [name for name in table.schema.names if name in _COUNTING_COLUMNS]
    pq.write_table(table, handle, compression="zstd",
                   use_dictionary=[name for name in table.schema.names if name not in counting],
                   column_encoding={name: "DELTA_BINARY_PACKED" for name in counting})
    return int(table.num_rows)


def _write_json(path: Path, value: dict[str, Any]) -> None:
    """Writes ``path`` whole (through a temporary file renamed over it) or not at all."""
    text = json.dumps(value, indent=1).encode()
    os.replace(_write_temporary(path, lambda handle: handle.write(text)), path)


def _write_temporary(path: Path, write: Callable[[Any], Any]) -> Path:
    """Writes what will be ``path`` to a hidden temporary file beside it, flushed to disk, and
    returns that file: renamed to ``path`` it appears whole. A failed write leaves nothing and
    is a DatasetError."""
    temporary = path.with_name(f".{path.name}.tmp")
    try:
        with temporary.open("wb") as handle:
            write(handle)
            handle.flush()
            os.fsync(handle.fileno())
        return temporary
    except BaseException as error:
        temporary.unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise DatasetError(f"could not write {path}: {error}") from error
        raise
