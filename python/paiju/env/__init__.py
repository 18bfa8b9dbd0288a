"""Learning environments for every registered game (docs/env.md).

- :func:`pettingzoo`: a PettingZoo AEC environment, the four seats as agents;
- :func:`gym`: a single-agent Gymnasium environment, the other seats played by C++ bots;
- :func:`vector`: ``num_envs`` such matches stepped in C++ with the GIL released.

Importing this module registers the Gymnasium ids ``paiju/<Game>-v0`` (``paiju/Guandan-v0``,
...; keyword arguments of :func:`gym` pass through ``gymnasium.make``); ``gymnasium.make(
"paiju.env:paiju/Guandan-v0")`` imports it for you. Needs the ``env`` extra
(``pip install "paiju[env]"``: pettingzoo, gymnasium).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from paiju.bots import BotLike
from paiju.env.encoding import REWARD_MODES, title
from paiju.registry import games

__all__ = ["REWARD_MODES", "gym", "gym_ids", "pettingzoo", "register", "vector"]


def _require(*modules: str) -> None:
    """ImportError naming the extra to install when an environment's library is missing."""
    import importlib.util

    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        raise ImportError(f'paiju.env needs {" and ".join(missing)}: pip install "paiju[env]"')


def pettingzoo(game: str, preset: str | None = None, **options: Any) -> Any:
    """A PettingZoo AEC environment of ``game`` (a registered name) with a preset and the
    game's rule options; also ``rewards="match"|"deal"``, ``max_actions=N`` (the action
    bound; default the game's) and ``render_mode``."""
    _require("pettingzoo", "gymnasium")
    from paiju.env.aec import PaijuAEC

    return PaijuAEC(game, preset, **options)


def gym(
    game: str, seat: int = 0, opponents: BotLike | Sequence[BotLike] = "heuristic", **options: Any
) -> Any:
    """A Gymnasium environment: the learner plays ``seat``, the bots ``opponents`` (one spec
    for the three other seats, or three specs) play the rest in C++. Also ``preset``,
    ``rewards``, ``max_actions``, ``illegal_action="remap"|"raise"``, ``render_mode`` and the
    game's rule options."""
    _require("gymnasium")
    from paiju.env.single import PaijuGym

    return PaijuGym(game, seat, opponents, **options)


def vector(
    game: str,
    num_envs: int,
    seat: int = 0,
    opponents: BotLike | Sequence[BotLike] = "random",
    **options: Any,
) -> Any:
    """A Gymnasium VectorEnv of ``num_envs`` matches stepped in C++ (threads released from the
    GIL; ``threads=0`` uses every core); also ``seed``, ``preset``, ``rewards``,
    ``max_actions`` and the game's rule options (docs/env.md, "The native batch")."""
    _require("gymnasium")
    from paiju.env.batch import PaijuVectorEnv

    return PaijuVectorEnv(game, num_envs, seat, opponents, **options)


def gym_ids() -> list[str]:
    """The Gymnasium ids, one per registered game: ``paiju/<Game>-v0``."""
    return [f"paiju/{title(game)}-v0" for game in games()]


def register() -> None:
    """Registers :func:`gym_ids` with Gymnasium (done on import when Gymnasium is installed)."""
    import gymnasium

    for game, env_id in zip(games(), gym_ids()):
        if env_id not in gymnasium.registry:
            gymnasium.register(
                env_id, entry_point="paiju.env.single:PaijuGym", kwargs={"game": game}
            )


try:
    register()
except ImportError:  # without gymnasium there is nothing to register
    pass
