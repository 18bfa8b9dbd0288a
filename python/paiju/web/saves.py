"""Saved tables: a match in progress kept on the server under a random id, to be resumed later
(:meth:`paiju.web.table.Table.from_save`). The page gets the id, never the saved record: its
seed and moves would show every hand."""

from __future__ import annotations

import json
import re
import secrets
from pathlib import Path
from typing import Any

from paiju.errors import InvalidRecordError
from paiju.web.table import Table

__all__ = ["MAX_SAVED_TABLES", "SavedTables"]

#: Saved tables kept in memory (the oldest are forgotten first; those on disk stay there).
MAX_SAVED_TABLES = 256
_ID = re.compile(r"^[A-Za-z0-9_-]{8,40}$")


class SavedTables:
    """Saved tables by id, in memory and, with ``folder``, as ``<id>.json`` files there."""

    def __init__(self, folder: str | Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else None
        self._kept: dict[str, dict[str, Any]] = {}

    def keep(self, table: Table) -> dict[str, Any]:
        """Saves ``table``; its ``id``, ``game``, ``deal`` (from 1) and ``moves`` for the page."""
        saved = table.save()
        table_id = secrets.token_urlsafe(12)
        self._kept[table_id] = saved
        while len(self._kept) > MAX_SAVED_TABLES:
            del self._kept[next(iter(self._kept))]
        if self.folder is not None:
            self.folder.mkdir(parents=True, exist_ok=True)
            (self.folder / f"{table_id}.json").write_text(json.dumps(saved))
        record = saved["record"]
        return {"id": table_id, "game": record["game"], "deal": table.state.deal_index + 1, "moves": len(record["moves"])}

    def resume(self, table_id: str, cap_seconds: float) -> Table:
        """The table saved as ``table_id``, where it was left; InvalidRecordError for an
        unknown id."""
        saved = self._kept.get(table_id)
        if saved is None and self.folder is not None and _ID.match(table_id):
            path = self.folder / f"{table_id}.json"
            if path.is_file():
                saved = json.loads(path.read_text())
        if saved is None:
            raise InvalidRecordError(f"no saved table {table_id!r} on this server")
        return Table.from_save(saved, cap_seconds)
