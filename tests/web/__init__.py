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


def assert_only_the_observation(messages: list[dict[str, Any]], record: dict[str, Any], seat: int) -> None:
    """Checks every ``state``, ``hint`` and ``candidates`` message of a finished match against the true states
    replayed from its record: the hand shown is ``seat``'s, and no card or tile token appears
    that the engine's observation of ``seat`` (or its legal moves) does not hold at that turn,
    while the other hands do hold tokens the seat does not know (so the check has teeth)."""
    from collections import Counter

    import paiju

    states = states_of_record(record)
    pattern = CARD if isinstance(states[0].hand(0), paiju.Cards) else TILE
    turns_with_secrets = 0
    for message in messages:
        if message.get("type") not in ("state", "hint", "candidates"):
            continue
        truth = states[message["turn"]]
        if message["type"] == "state":
            assert Counter(message["view"]["hand"]) == Counter(str(c) for c in truth.hand(seat))
        allowed = tokens_in(plain(truth.observation(seat).to_dict()), pattern)
        if truth.current_player == seat:
            allowed |= {token for move in truth.legal_moves() for token in str(move).split()}
        shown = tokens_in(message, pattern)
        assert shown <= allowed, (message["turn"], sorted(shown - allowed))
        secret = {str(c) for s in range(len(truth.cards_left())) if s != seat for c in truth.hand(s)} - allowed
        turns_with_secrets += bool(secret)
    assert turns_with_secrets > 10
