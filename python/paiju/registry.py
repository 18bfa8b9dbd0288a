"""The registry of games: the one place in Python that finds them.

The list of games (names, order, titles, seats, notation, capabilities) is C++'s one list
(cpp/paiju/games/registry.h), exported by ``paiju._core.registered_games()``.
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

from paiju._core import CAPABILITIES, registered_games
from paiju.errors import InvalidOptionError

__all__ = ["capability_table", "game_info", "game_module", "games", "load_game", "module_of_state"]

#: The registered games as _core lists them: registry name -> its traits (name, title, seats,
#: notation, capabilities), in registration order.
_INFO: dict[str, dict[str, Any]] = {info["name"]: info for info in registered_games()}
#: Registry name -> module: a game ``name`` is the module ``paiju.<name>``.
_GAMES: dict[str, str] = {name: f"paiju.{name}" for name in _INFO}


def games() -> list[str]:
    """The names of the registered games, in registration order."""
    return list(_GAMES)


def game_module(name: str) -> ModuleType:
    """The module of a registered game; InvalidOptionError for an unknown name."""
    if not isinstance(name, str) or name not in _GAMES:
        raise InvalidOptionError(f"unknown game {name!r} (games: {', '.join(_GAMES)})")
    return importlib.import_module(_GAMES[name])


def game_info(name: str) -> dict[str, Any]:
    """A registered game's traits: name, title (title_zh in Chinese), seats, notation and capabilities
    (name -> bool)."""
    game_module(name)  # InvalidOptionError for an unknown name
    info = _INFO[name]
    return {**info, "capabilities": dict(info["capabilities"])}


def capability_table() -> str:
    """What each registered game supports, as a Markdown table (``paiju games`` prints it)."""
    names = [name for name, _ in CAPABILITIES]
    lines = ["| game | title | seats | " + " | ".join(names) + " |",
             "| --- | --- | --- |" + " --- |" * len(names)]
    for info in _INFO.values():
        marks = ["yes" if info["capabilities"][name] else "-" for name in names]
        lines.append(f"| {info['name']} | {info['title']} | {info['seats']} | " + " | ".join(marks) + " |")
    return "\n".join(lines) + "\n"


def load_game(name: str, preset: str | None = None, **options: Any) -> Any:
    """The Game ``name`` with a preset (default: the game's first) and option overrides."""
    return game_module(name).Game(preset, **options)


def module_of_state(state: Any) -> ModuleType:
    """The module of the game a State belongs to (every State knows its game's name)."""
    name = getattr(state, "game", None)
    if not isinstance(name, str) or name not in _GAMES:
        raise InvalidOptionError(f"not a paiju State: {state!r}")
    return game_module(name)
