"""The type tests behind paiju's argument checks, written once. Each caller raises its own error
with its own message; these only say whether a value is acceptable. A bool is an int to Python,
never to paiju: ``True`` is not a count, a seat or a number of seconds."""

from __future__ import annotations

from typing import Any

__all__ = ["is_int", "is_number"]


def is_int(value: Any, low: int | None = None, high: int | None = None) -> bool:
    """Whether ``value`` is an int (not a bool) in ``low .. high``, both ends included (None: no bound)."""
    if isinstance(value, bool) or not isinstance(value, int):
        return False
    return (low is None or value >= low) and (high is None or value <= high)


def is_number(value: Any) -> bool:
    """Whether ``value`` is an int or a float, not a bool."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)
