"""The registry of games: the one place that names them.

``paiju.games()`` lists the registered games and ``paiju.load_game(name, preset=None,
**options)`` returns one's :class:`paiju.game.Game`. Everything that works for any game —
batch simulation, the arena, ``bots.choose``, the CLI, the conformance tests — finds a game
here, never by name in its own code.

A registered game is a module (``paiju.<name>``) that provides ``Game`` (a
:class:`paiju.game.Game` subclass), ``State``, ``Observation`` and ``replay``, and for batch
results ``summarize(arrays, whole_matches)`` and ``arena_scores(index, arrays, whole_matches)``
(see docs/api.md, "Adding a game").
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from paiju.errors import InvalidOptionError

__all__ = ["game_module", "games", "load_game", "module_of_state"]

#: The registration: registry name -> module. Adding a game adds one line here.
_GAMES: dict[str, str] = {
    "guandan": "paiju.guandan",
    "liangfutou": "paiju.liangfutou",
    "shengji": "paiju.shengji",
    "mahjong": "paiju.mahjong",
}


def games() -> list[str]:
    """The names of the registered games, in registration order."""
    return list(_GAMES)


def game_module(name: str) -> ModuleType:
    """The module of a registered game; InvalidOptionError for an unknown name."""
    if not isinstance(name, str) or name not in _GAMES:
        raise InvalidOptionError(f"unknown game {name!r} (games: {', '.join(_GAMES)})")
    return importlib.import_module(_GAMES[name])


def load_game(name: str, preset: str | None = None, **options: Any) -> Any:
    """The Game ``name`` with a preset (default: the game's first) and option overrides."""
    return game_module(name).Game(preset, **options)


def module_of_state(state: Any) -> ModuleType:
    """The module of the game a State belongs to (every State knows its game's name)."""
    name = getattr(state, "game", None)
    if not isinstance(name, str) or name not in _GAMES:
        raise InvalidOptionError(f"not a paiju State: {state!r}")
    return game_module(name)
