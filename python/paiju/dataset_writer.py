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
from collections.abc import Callable, Sequence
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
    SCHEMA_VERSION,
    Dataset,
    DatasetError,
    plural,
    read_manifest,
    require_pyarrow,
    shard_file,
)
from paiju.episodes import progress_bar
from paiju.errors import InvalidOptionError
from paiju.registry import game_module

__all__ = ["RunPlan", "check_dataset_options", "default_shard_size", "write_run"]

_MAX_SHARD_SIZE = 10**8
_SHARD_FILE = "part-"  # shard_file's names; .part-*.tmp while being written
_COUNTING_COLUMNS = ("episode", "deal", "ply")


def check_dataset_options(out: Any, *, moves: bool, resume: bool, shard_size: int | None, records: bool = False,
                          local: bool = True) -> None:
    """InvalidOptionError for the options of a dataset (moves, resume, shard_size) without
    ``out``, for records kept in memory with it, and for moves off the local backend (before
    anything is written)."""
    if moves and not local:
        raise InvalidOptionError("moves=True (--moves) runs on the local backend only")
    if out is not None and records:
        raise InvalidOptionError("records=True keeps records in memory: with out=DIR, moves=True writes them")
    if out is None and (moves or resume or shard_size is not None):
        raise InvalidOptionError("moves, resume and shard_size are options of out=DIR (a dataset)")


def default_shard_size(moves: bool) -> int:
    """Episodes per shard unless told: 100000 (about 0.6 MB of deals on disk, 10 MB in memory), 2000
    with the moves table (a chunk's decisions pass through Python objects: about 30 kB a deal
    at the peak, 60 MB a chunk)."""
    return 2_000 if moves else 100_000


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
    tables: list[str]             # "deals", and "moves" when asked
    repeats: int = 1              # consecutive episodes per deal (an arena's duplicate games)
    first: int = 0                # the episode number of the dataset's first row

    @classmethod
    def make(cls, game: str, preset: str | None, options: dict[str, Any], *, whole_matches: bool,
             seat_bots: list[list[str]], seed: int, shard_size: int | None, moves: bool, repeats: int = 1,
             first: int = 0) -> RunPlan:
        """The plan of a run with the defaults filled in: the game's first preset, the default
        shard size (:func:`default_shard_size`), the tables asked for."""
        return cls(game, preset or game_module(game).Game.default_preset(), options,
                   "match" if whole_matches else "deal", seat_bots, seed,
                   default_shard_size(moves) if shard_size is None else shard_size,
                   ["deals", "moves"] if moves else ["deals"], repeats, first)

    def identity(self) -> dict[str, Any]:
        """The plan as the manifest stores it (JSON values)."""
        identity: dict[str, Any] = json.loads(json.dumps(asdict(self)))
        return identity

    def options_id(self) -> str:
        """A short stable id of the game and its resolved rule options (a column of deals)."""
        text = json.dumps({"game": self.game, "options": self.options}, sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()[:12]


def write_run(out: str | os.PathLike[str], plan: RunPlan, run: Callable[..., Any], *, episodes: int,
              threads: int, progress: bool | None, resume: bool) -> Dataset:
    """Plays ``episodes`` episodes from ``plan.first`` on (those not already in ``out`` when
    ``resume``) shard by shard into the dataset directory ``out``; returns it, read lazily.
    ``run`` is :func:`paiju.simulation.run_episodes` with the run's settings bound, all but
    the window (first, episodes), progress, bar and records. Ctrl-C stops after the last
    complete shard (the dataset says it is incomplete)."""
    if not is_int(plan.shard_size, 1, _MAX_SHARD_SIZE):
        raise DatasetError(f"shard_size must be an int from 1 to {_MAX_SHARD_SIZE}, got {plan.shard_size!r}")
    require_pyarrow()
    root = Path(out)
    manifest = _prepare(root, plan, episodes, resume)
    done = before = _episodes_done(manifest)
    bar = progress_bar(episodes, progress, plan.unit)
    started, interrupted = time.perf_counter(), False
    try:
        if bar is not None:
            bar.update(done)
        while done < episodes and not interrupted:
            count = min(plan.shard_size, episodes - done)
            arrays, interrupted, _ = run(first=plan.first + done, episodes=count, progress=False, bar=bar,
                                         records="moves" in plan.tables)
            if len(arrays["index"]) < count:
                break  # Ctrl-C: the chunk's finished episodes are dropped, the next run plays it whole
            manifest["shards"].append(_write_shard(root, len(manifest["shards"]), arrays, plan, plan.first + done))
            manifest["columns"] = [name for name in arrays if name not in ("index", "records")]
            done += count
            _count_rows(manifest)
            _write_json(root / MANIFEST, manifest)
            if bar is not None:
                bar.n = done
                bar.refresh()
    except KeyboardInterrupt:  # Ctrl-C between chunks: the shard being written is dropped
        interrupted = True
    finally:
        if bar is not None:
            bar.close()
    manifest["complete"] = done == episodes
    manifest["runs"][-1].update(added=done - before, seconds=round(time.perf_counter() - started, 3),
                                threads=threads, interrupted=interrupted and done < episodes)
    _write_json(root / MANIFEST, manifest)
    return Dataset(root)


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
        if _episodes_done(manifest) > episodes:
            raise DatasetError(f"{root} already holds {_episodes_done(manifest)} {plural(plan.unit)}, more than the "
                               f"{episodes} asked: ask for at least as many to resume it")
        _remove_leftovers(root, manifest)
    else:
        manifest = {"format": FORMAT, "schema_version": SCHEMA_VERSION, "paiju_version": __version__, **plan.identity(),
                    "options_id": plan.options_id(), "columns": [], "shards": [], "counts": {}, "runs": []}
    manifest.update(episodes=episodes, complete=False)
    manifest["runs"].append({"paiju_version": __version__, "started": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
                             "from_episode": plan.first + _episodes_done(manifest)})
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
    return sum(int(shard["episodes"]) for shard in manifest["shards"])  # consecutive from plan.first


def _count_rows(manifest: dict[str, Any]) -> None:
    manifest["counts"] = {table: sum(int(shard["rows"][table]) for shard in manifest["shards"])
                          for table in manifest["tables"]}


def _write_shard(root: Path, index: int, arrays: dict[str, npt.NDArray[Any]], plan: RunPlan,
                 first: int) -> dict[str, Any]:
    """Writes one chunk's tables as shard ``index``; returns its manifest entry."""
    arrays = dict(arrays)
    records: list[dict[str, Any]] | None = arrays.pop("records", None)  # type: ignore[assignment]
    tables = {"deals": deals_table(arrays, plan)}
    if "moves" in plan.tables:
        assert records is not None
        tables["moves"] = moves_table(arrays["index"], records)
    files = {name: shard_file(name, index) for name in tables}
    written = []
    try:
        for name, table in tables.items():
            written.append(_write_temporary(root / files[name], partial(_write_parquet, table)))
    except BaseException:
        for temporary in written:
            temporary.unlink(missing_ok=True)
        raise
    for name, temporary in zip(tables, written):  # the shard's tables appear together
        os.replace(temporary, root / files[name])
    return {"index": index, "first": first, "episodes": len(arrays["index"]), "files": files,
            "rows": {name: table.num_rows for name, table in tables.items()},
            "bytes": {name: (root / files[name]).stat().st_size for name in tables}}


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


def moves_table(index: npt.NDArray[np.int64], records: Sequence[dict[str, Any]]) -> Any:
    """One row per decision of the chunk's episodes: episode, the seed of its match (what
    ``replay`` deals from; the same on all its rows, which Parquet stores once per run of
    them), ply (0 = the episode's first decision), seat and the move in the game's notation,
    in play order."""
    pa = require_pyarrow()
    counts = np.fromiter((len(record["moves"]) for record in records), np.int64, len(records))
    total = int(counts.sum())
    starts = np.cumsum(counts) - counts
    # the (seat, text) pairs as one struct array: the fastest way from Python tuples to Arrow
    steps = pa.array([step for record in records for step in record["moves"]],
                     pa.struct([("seat", pa.int8()), ("move", pa.string())]))
    return pa.table({
        "episode": pa.array(np.repeat(index, counts), pa.int64()),
        "match_seed": pa.array(np.repeat(np.array([r["seed"] for r in records], np.uint64), counts)),
        "ply": pa.array((np.arange(total) - np.repeat(starts, counts)).astype(np.int32)),
        "seat": steps.field("seat"),
        "move": steps.field("move"),
    })


def _labels(codes: npt.NDArray[np.int32], names: list[str]) -> Any:
    """A dictionary-encoded string column (a few distinct names over many rows)."""
    pa = require_pyarrow()
    return pa.DictionaryArray.from_arrays(pa.array(codes, pa.int32()), pa.array(names, pa.string()))


def _typed(values: npt.NDArray[Any]) -> Any:
    """A numpy column as Arrow: 1-D as its own type, [n, k] as fixed-size lists of k."""
    pa = require_pyarrow()
    if values.ndim == 1:
        return pa.array(values)
    return pa.FixedSizeListArray.from_arrays(pa.array(np.ascontiguousarray(values).reshape(-1)), values.shape[1])


def _write_parquet(table: Any, handle: Any) -> None:
    """zstd; the counting columns delta-encoded (episode and deal go up by 0 or 1 a row, ply by
    1: about nothing a row, where dictionary and zstd leave 1.5 B), the others dictionary-encoded."""
    import pyarrow.parquet as pq

    counting = [name for name in table.schema.names if name in _COUNTING_COLUMNS]
    pq.write_table(table, handle, compression="zstd",
                   use_dictionary=[name for name in table.schema.names if name not in counting],
                   column_encoding={name: "DELTA_BINARY_PACKED" for name in counting})


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
