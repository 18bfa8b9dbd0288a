"""The messages between the page and the server, checked before anything acts on them.

Every message is one JSON object with a ``type``. From the page:

- ``new``: ``game``, ``preset`` (or null), ``options`` (rule options), ``seat``, ``bots`` (one
  spec per seat; the person's entry is ignored), optional ``seed`` and ``pace_ms``;
- ``select``: ``cards`` (tokens picked in the hand) -> ``candidates`` or ``refused``;
- ``move``: ``move`` (its text, one of the legal moves) and ``turn`` (from the last ``state``);
- ``moves``: ``moves`` (texts of the person's moves in a row, a ``candidates`` sequence such as
  a buried kitty) and ``turn``;
- ``continue``: on to the next deal after ``deal_over``;
- ``undo``: takes back the person's last decision in this deal (and the bots' moves since);
- ``save``: -> ``saved`` (``id`` and ``title``: the table stays on the server, since its record
  and seed would show every hand); ``resume``: ``id`` -> the table where it was left;
- ``hint``: what the heuristic would play for the person -> ``hint`` (its move);
- ``replay``: ``source`` ``"deal"`` (with ``index``) or ``"match"``; ``replay_load``: ``record``
  (a ``to_record()`` dict); ``frame``: ``index`` -> ``frame``.

From the server: ``hello`` (games, each with its presets, option table and suggested bots;
limits), ``state``, ``candidates``, ``hint``, ``refused`` (an illegal choice, with the reason:
the game goes on), ``deal_over``, ``frame``, ``saved``, ``error`` (a bad request; for a malformed or
oversized message the socket is then closed).
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["MAX_MESSAGE_BYTES", "MAX_RECORD_BYTES", "ProtocolError", "parse_message"]

#: Largest message of any type but ``replay_load``.
MAX_MESSAGE_BYTES = 4096
#: Largest ``replay_load`` message (a record of a long match is tens of kilobytes).
MAX_RECORD_BYTES = 1 << 20

_FIELDS: dict[str, dict[str, tuple[type, ...]]] = {
    "new": {"game": (str,), "seat": (int,), "bots": (list,)},
    "select": {"cards": (list,)},
    "move": {"move": (str,), "turn": (int,)},
    "moves": {"moves": (list,), "turn": (int,)},
    "continue": {},
    "undo": {},
    "save": {},
    "resume": {"id": (str,)},
    "hint": {},
    "replay": {"source": (str,)},
    "replay_load": {"record": (dict,)},
    "frame": {"index": (int,)},
}
_OPTIONAL: dict[str, dict[str, tuple[type, ...]]] = {
    "new": {"preset": (str, type(None)), "options": (dict,), "seed": (int, type(None)), "pace_ms": (int,)},
    "replay": {"index": (int,)},
    "resume": {"pace_ms": (int,)},
}


class ProtocolError(ValueError):
    """A message that is not one the table understands; the socket closes with ``code``."""

    def __init__(self, message: str, code: int = 1003) -> None:
        super().__init__(message)
        self.code = code


def parse_message(text: str | None) -> dict[str, Any]:
    """The checked message: a JSON object of a known type, its fields of the right types and
    sizes. ProtocolError (close code 1009 when too big, 1003 otherwise) for anything else."""
    if not isinstance(text, str):
        raise ProtocolError("messages are JSON text")
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_RECORD_BYTES or (size > MAX_MESSAGE_BYTES and '"replay_load"' not in text[:64]):
        raise ProtocolError(f"message too large ({size} bytes)", code=1009)
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("a message is one JSON object") from None
    if not isinstance(message, dict) or message.get("type") not in _FIELDS:
        raise ProtocolError(f"a message is a JSON object whose type is one of {', '.join(_FIELDS)}")
    kind = message["type"]
    if size > MAX_MESSAGE_BYTES and kind != "replay_load":
        raise ProtocolError(f"message too large ({size} bytes)", code=1009)
    required, optional = _FIELDS[kind], _OPTIONAL.get(kind, {})
    for name, types in {**required, **optional}.items():
        if name not in message:
            if name in required:
                raise ProtocolError(f"{kind}: missing field {name!r}")
            continue
        value = message[name]
        if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
            raise ProtocolError(f"{kind}: field {name!r} has the wrong type")
    unknown = set(message) - {"type"} - set(required) - set(optional)
    if unknown:
        raise ProtocolError(f"{kind}: unknown fields {sorted(unknown)}")
    _check_sizes(kind, message)
    return message


def _check_sizes(kind: str, message: dict[str, Any]) -> None:
    if kind == "select":
        cards = message["cards"]
        if len(cards) > 64 or not all(isinstance(c, str) and 0 < len(c) <= 16 for c in cards):
            raise ProtocolError("select: cards is a list of at most 64 short token strings")
    elif kind == "move" and len(message["move"]) > 300:
        raise ProtocolError("move: text too long")
    elif kind == "moves":
        moves = message["moves"]
        if not 0 < len(moves) <= 64 or not all(isinstance(m, str) and len(m) <= 300 for m in moves):
            raise ProtocolError("moves: a list of 1..64 move texts")
    elif kind == "new":
        bots = message["bots"]
        if len(bots) > 8 or not all(isinstance(b, (str, type(None))) for b in bots):
            raise ProtocolError("new: bots is a list of at most 8 spec strings (null for the person's seat)")
        options = message.get("options", {})
        if len(options) > 32 or not all(isinstance(v, (bool, int, str)) for v in options.values()):
            raise ProtocolError("new: options maps option names to booleans, integers or strings")
    if not 0 <= message.get("pace_ms", 0) <= 5000:
        raise ProtocolError(f"{kind}: pace_ms must be 0..5000")
