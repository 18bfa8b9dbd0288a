"""Shared helpers of the web-table tests: the tokens a message shows, and the true states of a
finished match replayed from its record (to know, after the fact, what was hidden when)."""

from __future__ import annotations

import re
from typing import Any

CARD = re.compile(r"^(?:[SHCD][2-9TJQKA]|SB|HR)$")
TILE = re.compile(r"^(?:[1-9][msp]|[ESWN]|spring|summer|autumn|winter|plum|orchid|bamboo|chrysanthemum)$")


def tokens_in(value: Any, pattern: re.Pattern[str]) -> set[str]:
    """Every card or tile token among the string values of a JSON value (dict keys excluded;
    move texts split on spaces)."""
    found: set[str] = set()
    if isinstance(value, str):
        found.update(word for word in value.split() if pattern.match(word))
    elif isinstance(value, dict):
        for item in value.values():
            found |= tokens_in(item, pattern)
    elif isinstance(value, list):
        for item in value:
            found |= tokens_in(item, pattern)
    return found


def plain(value: Any) -> Any:
    """An observation value as JSON-like data of strings (Cards and Moves by their text)."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if value is None or isinstance(value, (bool, int, float)):
        return value
    return str(value)


def states_of_record(record: dict[str, Any]) -> list[Any]:
    """states[i]: the match after its first i moves, replayed with the game's own replay."""
    import paiju

    module = paiju.game_module(record["game"])
    state = module.replay({**record, "moves": []})
    states = [state.clone()]
    for _seat, move in record["moves"]:
        state.apply(move)
        states.append(state.clone())
    return states
