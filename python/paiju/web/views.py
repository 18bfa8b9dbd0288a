"""What the web table sends about a game, as JSON-able values, built only from what a seat may
know (its :class:`~paiju.game.Observation`) or, after a deal, from the finished deal.

Every registered game is shown the same way: cards become ``{"cards": [...]}`` (canonical
tokens such as ``"SA"``, ``"HR"``), moves ``{"move": text, "cards": [...]}``, and a
``(seat, move)`` list is a history. The page draws tokens by their notation alone; which
cards to mark (level, wild, trump, called) comes from the game module's optional
``card_marks(observation)``, the trick on the table from its optional
``trick_length(observation)``, and a finished deal's result from its optional
``deal_result(before, move, after)`` (:func:`deal_result_view`).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from paiju.cards import Cards
from paiju.registry import module_of_state

__all__ = ["card_marks_view", "deal_result_view", "hand_tokens", "jsonable", "move_tokens", "move_view", "notation", "observation_view"]


def move_tokens(move: Any) -> list[str]:
    """The cards or tiles a move takes from the mover's hand, as tokens (empty for a pass, a
    bet, a call without cards ...). Card moves carry ``cards``; tile moves one ``tile``."""
    cards = getattr(move, "cards", None)
    if isinstance(cards, Cards):
        return [str(card) for card in cards]
    tile = getattr(move, "tile", None)
    return [tile] if isinstance(tile, str) else []


def move_view(move: Any) -> dict[str, Any]:
    return {"move": str(move), "cards": move_tokens(move)}


def hand_tokens(hand: Any) -> list[str]:
    """A hand (Cards, or a list of tile strings) as a list of tokens."""
    return [str(token) for token in hand]


def notation(state: Any) -> str:
    """``"cards"`` for games played with cards, ``"tiles"`` for tile games."""
    return "cards" if isinstance(state.hand(0), Cards) else "tiles"


def jsonable(value: Any, move_class: type) -> Any:
    """``value`` (from an observation) with Cards, Moves and tuples made JSON-able."""
    if isinstance(value, Cards):
        return {"cards": [str(card) for card in value]}
    if isinstance(value, move_class):
        return move_view(value)
    if isinstance(value, dict):
        return {str(k): jsonable(v, move_class) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v, move_class) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def _is_history(value: Any, move_class: type) -> bool:
    return (
        isinstance(value, list)
        and all(isinstance(entry, tuple) and len(entry) == 2 and isinstance(entry[1], move_class) for entry in value)
    )


def observation_view(state: Any, seat: int) -> dict[str, Any]:
    """What ``seat`` sees of ``state``, and nothing more: its observation as JSON, split into
    ``hand``, ``history`` (the deal's ``[seat, move]`` entries), ``per_seat`` (fields with one
    value per seat: cards left, cards played, scores ...) and ``status`` (every other field),
    with ``marks`` for the cards to highlight, ``counts`` (cards or tiles each seat holds) and
    ``trick_length`` (how many of the last history entries are the trick on the table, from the
    game module's optional ``trick_length(observation)``; None: each seat's latest move)."""
    module = module_of_state(state)
    observation = state.observation(seat)
    fields = observation.to_dict()
    move_class = module.Move
    players = len(fields.get("cards_left", [])) or 4
    view: dict[str, Any] = {"hand": [], "history": [], "per_seat": {}, "status": {}}
    for name, value in fields.items():
        if name in ("seat", "current_player", "phase"):
            continue
        if name == "hand":
            view["hand"] = hand_tokens(value)
        elif _is_history(value, move_class):
            view["history"] = [[int(s), move_view(m)] for s, m in value]
        elif isinstance(value, list) and len(value) == players:
            view["per_seat"][name] = jsonable(value, move_class)
        else:
            view["status"][name] = jsonable(value, move_class)
    view["counts"] = [int(n) for n in state.cards_left()]  # public in every game
    view["marks"] = card_marks_view(state, seat, observation)
    trick_length = getattr(module, "trick_length", None)
    view["trick_length"] = trick_length(observation) if trick_length is not None else None
    return view


def contains(hand: list[str], wanted: list[str]) -> bool:
    """Does the multiset ``hand`` hold every token of ``wanted``?"""
    have = Counter(hand)
    return all(have[token] >= count for token, count in Counter(wanted).items())


def deal_result_view(before: Any, move: Any, after: Any) -> dict[str, Any] | None:
    """The result of the deal that ``move`` ended (``before`` the state it was played in,
    ``after`` the state it led to) as the game module's optional ``deal_result`` describes it:
    ``columns`` and one row per seat, ``facts`` (``[name, value]`` pairs) and ``score`` (each
    seat's gain in the deal); None for a game without one."""
    module = module_of_state(before)
    result = getattr(module, "deal_result", None)
    if result is None:
        return None
    described = result(before, move, after)
    return {key: jsonable(value, module.Move) for key, value in described.items()}


def card_marks_view(state: Any, seat: int, observation: Any = None) -> dict[str, list[str]]:
    """The cards to mark for ``seat`` in ``state`` (its game module's optional ``card_marks``)."""
    marks = getattr(module_of_state(state), "card_marks", None)
    if marks is None:
        return {}
    return dict(marks(observation if observation is not None else state.observation(seat)))
