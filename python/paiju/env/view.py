"""One seat's view of a state as plain text, for the Gymnasium environment's ``render``: the
fields of ``State.observation(seat)`` (its own hand, the public facts, every seat's counts),
never another seat's hidden cards. Generic over the registry: the observation decides the lines.
"""

from __future__ import annotations

from typing import Any

__all__ = ["seat_view"]

#: Move histories: long, so only their last entry is shown.
HISTORIES = ("plays", "moves")
#: Fields the first line says.
HEADER = ("seat", "phase", "current_player", "deal_index")


def seat_view(state: Any, seat: int) -> str:
    """What ``seat`` knows of ``state``, one field a line."""
    fields = state.observation(seat).to_dict()
    to_move = fields.get("current_player")
    lines = [
        f"{state.game}, seat {seat}'s view: deal {fields.get('deal_index', 0) + 1}, phase {fields.get('phase')}"
        + (f", seat {to_move} to move" if to_move is not None else "")
    ]
    for name, value in fields.items():
        if name not in HEADER and name not in HISTORIES:
            lines.append(f"  {name}: {_text(value)}")
    history = next((fields[name] for name in HISTORIES if fields.get(name)), None)
    if history:
        lines.append(f"  last: {_text(history[-1])}")
    return "\n".join(lines)


def _text(value: Any, depth: int = 0) -> str:
    """A field's value as text: ``-`` for nothing, ``(seat, x)`` pairs as ``seat N x``; a list
    of plain values space-separated, a list of collections (one per seat) separated by ``|``,
    and inside those by ``,``."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple) and len(value) == 2 and _is_seat(value[0]) and not isinstance(value[1], int):
        return f"seat {value[0]} {_text(value[1], depth + 1)}"
    if isinstance(value, (list, tuple)):
        if not value:
            return "-"
        nested = any(not isinstance(item, (str, int, float)) and item is not None for item in value)
        separator = (" | " if depth == 0 else ", ") if nested else " "
        return separator.join(_text(item, depth + 1) for item in value)
    return str(value) or "-"


def _is_seat(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
