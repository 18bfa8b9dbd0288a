"""Simulated runs kept as data: the Parquet datasets that ``paiju.simulate(..., out=DIR)`` (and
``paiju simulate ... --out DIR``) writes, and :func:`open` to read one back lazily.

A dataset is a directory::

    DIR/manifest.json               how it was made: schema version, paiju version, game, preset,
                                    rule options, bots by seat, seed, counts, the complete shards
    DIR/deals/part-00000.parquet    one row per episode (deal or whole match), one shard per chunk
    DIR/moves/part-00000.parquet    with moves=True: one row per decision of those episodes
    DIR/decisions/part-00000.arrow  with decisions=True: per decision, the tensors a learner
                                    reads (Arrow IPC files, memory-mapped when read)

Only the shards the manifest lists are complete; a shard is written under a hidden temporary
name and renamed when whole, so ``DIR/deals/*.parquet`` never matches a partial file (DuckDB,
pyarrow and polars read the glob directly; docs/data.md). Reading needs pyarrow
(``pip install 'paiju[data]'``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from paiju.errors import PaijuError
from paiju.registry import game_module

__all__ = ["FORMAT", "MANIFEST", "SCALES_KEY", "SCHEMA_VERSION", "Dataset", "DatasetError", "open", "plural", "read_manifest",
           "shard_file"]

#: What ``manifest.json``'s "format" says: a paiju dataset.
FORMAT = "paiju-dataset"
#: The layout (tables, columns, manifest keys) this paiju writes and reads; another is refused.
SCHEMA_VERSION = 3  # 2: moves' code, legal, think_us and deal_index; the decisions table; 3: its uint8 observations
MANIFEST = "manifest.json"
#: The field metadata key of a column stored as scaled integers (decisions' uint8 observation):
#: JSON [[start, stop, scale], ...], the values whose stored integers are divided by scale.
SCALES_KEY = b"paiju.scales"


class DatasetError(PaijuError, ValueError):
    """A directory that is not a dataset this paiju can read or extend: no or a damaged
    manifest, another schema version, a run that does not match it, a shard that failed."""


def plural(unit: str) -> str:
    """A run's episodes in words: "deals" or "matches"."""
    return "matches" if unit == "match" else f"{unit}s"


def require_pyarrow() -> Any:
    """The pyarrow module, or an ImportError that says how to install it."""
    try:
        import pyarrow
    except ImportError as error:  # pragma: no cover - pyarrow is in the test extra
        raise ImportError("paiju datasets need pyarrow: pip install 'paiju[data]'") from error
    return pyarrow


#: The file format of each table: Parquet, but decisions in Arrow IPC files, whose fixed-size
#: tensors a training loop maps into numpy without decoding them (docs/data.md).
IPC_TABLES = ("decisions",)


def shard_file(table: str, index: int) -> str:
    """A shard's path inside the dataset directory, e.g. ``deals/part-00000.parquet``,
    ``decisions/part-00000.arrow``."""
    return f"{table}/part-{index:05d}.{'arrow' if table in IPC_TABLES else 'parquet'}"


def read_manifest(path: str | Path) -> dict[str, Any]:
    """The manifest of the dataset at ``path``; DatasetError unless it is one of this schema."""
    file = Path(path) / MANIFEST
    try:
        manifest = json.loads(file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DatasetError(f"{path} is not a paiju dataset: it has no {MANIFEST}") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise DatasetError(f"{file} cannot be read as JSON: {error}") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise DatasetError(f"{file} is not a paiju dataset manifest (no \"format\": \"{FORMAT}\")")
    version = manifest.get("schema_version")
    if version != SCHEMA_VERSION:
        raise DatasetError(f"{path} has dataset schema version {version!r}; this paiju reads and writes version "
                           f"{SCHEMA_VERSION}: regenerate it with this paiju (its manifest says how it was made)")
    return manifest


def column_to_numpy(column: Any) -> npt.NDArray[Any]:
    """A pyarrow (chunked) array as numpy: fixed-size lists as [n, width] arrays, dictionary
    and string columns as object arrays of str, numbers as their own dtype."""
    pa = require_pyarrow()
    array = column.combine_chunks() if isinstance(column, pa.ChunkedArray) else column
    if pa.types.is_dictionary(array.type):
        array = array.dictionary_decode()
    if pa.types.is_fixed_size_list(array.type):
        width = array.type.list_size
        return np.asarray(array.flatten().to_numpy(zero_copy_only=False)).reshape(-1, width)
    return np.asarray(array.to_numpy(zero_copy_only=False))


def table_to_numpy(table: Any, raw: bool = False) -> dict[str, npt.NDArray[Any]]:
    """Every column of a pyarrow table or record batch, by name, as :func:`column_to_numpy` gives
    it; a list of fixed-size lists ``name`` (decisions' ``legal_features``) as two arrays: ``name``,
    every row's items one after the other [total, width], and ``name_offsets`` int32 [n + 1]
    (row i's items are ``name[offsets[i]:offsets[i + 1]]``). A column stored as scaled integers
    (decisions' uint8 ``observation``, :data:`SCALES_KEY`) comes as the float32 values it stands
    for, unless ``raw``: then as stored (a view of the Arrow buffer, no copy)."""
    pa = require_pyarrow()
    out: dict[str, npt.NDArray[Any]] = {}
    for field in table.schema:
        name = field.name
        column = table.column(name)
        if pa.types.is_list(column.type):
            array = column.combine_chunks() if isinstance(column, pa.ChunkedArray) else column
            offsets = np.asarray(array.offsets.to_numpy())
            out[name] = column_to_numpy(array.values)[offsets[0]:offsets[-1]]
            out[f"{name}_offsets"] = offsets - offsets[0]
        else:
            out[name] = column_to_numpy(column)
            if not raw and field.metadata and SCALES_KEY in field.metadata:
                out[name] = unscale(out[name], field.metadata[SCALES_KEY])
    return out


def unscale(stored: npt.NDArray[Any], scales: bytes | str) -> npt.NDArray[np.float32]:
    """The float32 values that ``stored`` (integers [n, width]) stands for: each divided by its
    scale (``scales``: the JSON of :data:`SCALES_KEY`), in float32, so that they equal the
    tensor the game wrote bit for bit (both are float32 divisions, correctly rounded)."""
    values = stored.astype(np.float32)
    for start, stop, scale in json.loads(scales):
        values[:, int(start):int(stop)] /= np.float32(scale)
    return values


class Dataset:
    """A dataset on disk, read lazily: nothing is loaded until a method asks for columns.

    ``len(ds)`` is its number of episodes; ``ds.manifest`` says how it was made;
    ``ds.arrow("moves")`` is the :class:`pyarrow.dataset.Dataset` of a table's complete shards.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.manifest = read_manifest(self.path)

    @property
    def game(self) -> str:
        return str(self.manifest["game"])

    @property
    def tables(self) -> list[str]:
        return list(self.manifest["tables"])

    def __len__(self) -> int:
        return int(self.manifest["counts"]["deals"])

    def __repr__(self) -> str:
        state = "complete" if self.manifest["complete"] else "incomplete: continue it with resume"
        return (f"<paiju Dataset {str(self.path)!r}: {self.game}, {len(self)} {plural(self.manifest['unit'])} in "
                f"{len(self.manifest['shards'])} shards, tables {', '.join(self.tables)} ({state})>")

    def files(self, table: str = "deals", shards: Sequence[int] | None = None) -> list[Path]:
        """The complete shard files of ``table``, in episode order (``shards``: only those, by
        their index in that order)."""
        self._check_table(table)
        files = [self.path / shard["files"][table] for shard in self.manifest["shards"]]
        if shards is None:
            return files
        try:
            return [files[k] for k in shards]
        except (IndexError, TypeError):
            raise DatasetError(f"shards must be indices below {len(files)}, got {shards!r}") from None

    def arrow(self, table: str = "deals", shards: Sequence[int] | None = None) -> Any:
        """The :class:`pyarrow.dataset.Dataset` over ``table``'s complete shards (or ``shards``)."""
        require_pyarrow()
        import pyarrow.dataset as pads

        files = [str(f) for f in self.files(table, shards)]
        return pads.dataset(files, format="ipc" if table in IPC_TABLES else "parquet")

    def to_numpy(self, columns: Sequence[str] | None = None, table: str = "deals",
                 raw: bool = False) -> dict[str, npt.NDArray[Any]]:
        """The named columns (default: all) of ``table`` as numpy arrays, e.g. ``finish_order``
        as int8 [n, 4]: the arrays of :class:`paiju.simulation.SimulationResult`, by name
        (``episode`` is its ``index``); decisions' ``observation`` as float32, or with ``raw``
        as stored (:func:`table_to_numpy`)."""
        return table_to_numpy(self.arrow(table).to_table(columns=self._columns(columns, table)), raw)

    def batches(self, columns: Sequence[str] | None = None, table: str = "deals",
                batch_size: int = 65536, shards: Sequence[int] | None = None,
                raw: bool = False) -> Iterator[dict[str, npt.NDArray[Any]]]:
        """The named columns of ``table`` in batches of at most ``batch_size`` rows, each a dict of
        numpy arrays (for a training loop; one shard's row group or record batch is read at a
        time); ``shards``: only those shards (e.g. a data loader worker's share). Decisions'
        ``observation`` comes as float32 (``Observation.tensor()``), or with ``raw=True`` as
        stored: uint8 for Guandan and Liangfutou, a view of the file's buffer (docs/data.md)."""
        if not isinstance(batch_size, int) or isinstance(batch_size, bool) or batch_size < 1:
            raise DatasetError(f"batch_size must be a positive int, got {batch_size!r}")
        if table in IPC_TABLES:
            yield from self._mapped_batches(self._columns(columns, table), self.files(table, shards), batch_size, raw)
            return
        scanner = self.arrow(table, shards).scanner(columns=self._columns(columns, table), batch_size=batch_size)
        for batch in scanner.to_batches():
            if batch.num_rows:
                yield table_to_numpy(batch, raw)

    def _mapped_batches(self, columns: list[str] | None, files: list[Path], batch_size: int,
                        raw: bool) -> Iterator[dict[str, Any]]:
        """An IPC table's record batches, memory-mapped, cut at ``batch_size`` rows: the numpy
        arrays are views of the decompressed Arrow buffers (no further copy), but for a scaled
        observation made float32 unless ``raw``."""
        pa = require_pyarrow()
        for file in files:
            with pa.memory_map(str(file)) as source:
                options = None
                if columns is not None:  # only their buffers are read and decompressed
                    names = pa.ipc.open_file(source).schema.names
                    options = pa.ipc.IpcReadOptions(included_fields=sorted(names.index(c) for c in columns))
                reader = pa.ipc.open_file(source, options=options)
                for k in range(reader.num_record_batches):
                    batch = reader.get_batch(k)
                    if columns is not None:
                        batch = batch.select(columns)
                    for start in range(0, batch.num_rows, batch_size):
                        yield table_to_numpy(batch.slice(start, batch_size), raw)

    def episode_arrays(self) -> dict[str, npt.NDArray[Any]]:
        """The arrays ``paiju.simulate`` returns for these episodes (the game's columns,
        ``moves``, and ``index``: the episode numbers), for the game's ``summarize`` and
        ``arena_scores``; it loads them, about 40 B an episode."""
        if not self.manifest["shards"]:
            raise DatasetError(f"{self.path} has no complete shard yet: continue its run with resume")
        arrays = self.to_numpy([*self.manifest["columns"], "episode"])
        arrays["index"] = arrays.pop("episode")
        return arrays

    def summary(self) -> dict[str, Any]:
        """The game's summary statistics of every episode (what ``paiju.simulate`` reports); it
        loads the game's columns, so it needs their memory (about 40 B an episode)."""
        if not self.manifest["shards"]:
            return {"episodes": 0}
        arrays = self.episode_arrays()
        out: dict[str, Any] = {"episodes": len(arrays["moves"])}
        out.update(game_module(self.game).summarize(arrays, self.manifest["unit"] == "match"))
        out["mean_moves"] = float(np.mean(arrays["moves"]))
        return out

    def records(self) -> Iterator[dict[str, Any]]:
        """Each episode as the ``State.to_record()`` dict it was played from (its match seed and
        every decision, in order), rebuilt from the ``moves`` table: the game module's
        ``replay(record)`` plays it again. Needs a dataset written with moves=True."""
        if "moves" not in self.tables:
            raise DatasetError(f"{self.path} has no moves table: write it with moves=True (--moves) to rebuild records")
        for shard in self.manifest["shards"]:
            yield from self._shard_records(shard)

    def _shard_records(self, shard: dict[str, Any]) -> Iterator[dict[str, Any]]:
        import pyarrow.parquet as pq

        episodes = column_to_numpy(pq.read_table(self.path / shard["files"]["deals"], columns=["episode"])["episode"])
        moves = table_to_numpy(pq.read_table(self.path / shard["files"]["moves"]))
        order = np.lexsort((moves["ply"], moves["episode"]))  # written in this order; checking costs little
        owner, seeds, seats, texts = (moves[name][order] for name in ("episode", "match_seed", "seat", "move"))
        starts = np.searchsorted(owner, episodes, side="left")
        ends = np.searchsorted(owner, episodes, side="right")
        for episode, start, end in zip(episodes.tolist(), starts.tolist(), ends.tolist()):
            yield {"game": self.game, "format": 1, "options": dict(self.manifest["options"]), "seed": int(seeds[start]),
                   "deal": None, "moves": list(zip(seats[start:end].tolist(), texts[start:end].tolist())),
                   "episode": episode}

    def _columns(self, columns: Sequence[str] | None, table: str) -> list[str] | None:
        if columns is None:
            return None
        if isinstance(columns, str):
            columns = [columns]
        names = self.arrow(table).schema.names
        unknown = [c for c in columns if c not in names]
        if unknown:
            raise DatasetError(f"{table} has no column {unknown[0]!r} (its columns: {', '.join(names)})")
        return list(columns)

    def _check_table(self, table: str) -> None:
        if table not in self.tables:
            raise DatasetError(f"{self.path} has no table {table!r} (its tables: {', '.join(self.tables)})")


def open(path: str | Path) -> Dataset:
    """The dataset at ``path`` (a directory ``paiju.simulate(..., out=path)`` wrote), read lazily;
    DatasetError if it is none or of another schema version."""
    return Dataset(path)
