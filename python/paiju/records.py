"""Compact records: many matches of one game in a few hundred bytes each, replayed without
re-reading text.

A JSON record (``State.to_record()``) stays the interchange format: readable, stable, what
every tool reads. This is its packed form for keeping many — the moves as the game's own bytes
(``State.packed_moves()``: a pass is one byte, a play a few), the seats left out (replay knows
who is to move), and the rule options written once per batch::

    data = paiju.records.pack(states_or_records)      # bytes
    states = paiju.records.replay(data)               # the States, each at its record's end
    records = paiju.records.unpack(data)              # the JSON records again, equal to the originals

Replay checks each move by the rules (``why_illegal``) without building the legal-move list of
every position; ``verify=True`` also checks that each move is one of the listed legal moves
(as JSON replay does). Bad bytes raise :class:`paiju.InvalidRecordError` naming the first bad
move.

The layout, all integers unsigned LEB128 varints: ``b"PJRC"``, a version byte (1), the header
(its length, then UTF-8 JSON: ``{"game": name, "options": [options dict, ...]}``), then per
record: the index of its options in the header, a start tag (0: a seed follows; 1: a deal,
its JSON's length and the JSON), the length of its moves and the moves.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from paiju.errors import InvalidRecordError
from paiju.registry import game_module

__all__ = ["pack", "replay", "unpack"]

MAGIC = b"PJRC"
VERSION = 1


def _varint(value: int) -> bytes:
    out = bytearray()
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = memoryview(data)
        self.at = 0

    def take(self, size: int) -> bytes:
        if self.at + size > len(self.data):
            raise InvalidRecordError(f"packed records end early (byte {self.at} of {len(self.data)})")
        chunk = bytes(self.data[self.at : self.at + size])
        self.at += size
        return chunk

    def varint(self) -> int:
        value, shift = 0, 0
        while True:
            byte = self.take(1)[0]
            value |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return value
            shift += 7
            if shift > 70:
                raise InvalidRecordError(f"packed records: a number too long at byte {self.at}")


def _state_of(item: Any) -> Any:
    """A State as it is, a JSON record replayed (its game read from the record)."""
    if isinstance(item, dict):
        game = item.get("game")
        if not isinstance(game, str):
            raise InvalidRecordError("a record to pack needs its 'game'")
        return game_module(game).replay(item)
    if not hasattr(item, "packed_moves"):
        raise InvalidRecordError(f"pack() takes States or JSON records, got {type(item).__name__}")
    return item


def pack(items: Iterable[Any]) -> bytes:
    """States or JSON records (``State.to_record()``), all of one game, as packed bytes."""
    states = [_state_of(item) for item in items]
    if not states:
        raise InvalidRecordError("pack() needs at least one record")
    game = states[0].game
    options, body = game_module(game)._native._pack_records(states)
    header = json.dumps({"game": game, "options": options}, separators=(",", ":")).encode()
    return MAGIC + bytes([VERSION]) + _varint(len(header)) + header + body


def _header(data: bytes) -> tuple[Any, list[Any], int]:
    """(game module, the header's options, where the records start) of packed records."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise InvalidRecordError(f"packed records are bytes, got {type(data).__name__}")
    reader = _Reader(data)
    if reader.take(4) != MAGIC:
        raise InvalidRecordError("not packed paiju records (they start with b'PJRC')")
    version = reader.take(1)[0]
    if version != VERSION:
        raise InvalidRecordError(f"packed records of version {version}; this paiju reads version {VERSION}")
    try:
        header = json.loads(reader.take(reader.varint()).decode())
        module = game_module(header["game"])
        options = header["options"]
        if not isinstance(options, list):
            raise TypeError("options must be a list")
    except (ValueError, KeyError, TypeError) as error:
        raise InvalidRecordError(f"packed records: a bad header ({error})") from None
    return module, options, reader.at


def replay(data: bytes, verify: bool = False) -> list[Any]:
    """The States of packed records, each at its record's end. ``verify``: also check each move
    against the listed legal moves (slower; by default the rules check each move)."""
    module, options, at = _header(data)
    return module._native._replay_packed_records(bytes(data), at, options, verify)


def unpack(data: bytes) -> list[dict[str, Any]]:
    """The JSON records (``State.to_record()``) of packed records."""
    return [state.to_record() for state in replay(data)]

