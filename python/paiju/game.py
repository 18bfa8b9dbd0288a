"""What every registered game's Python module shares: the :class:`Game` (a rule set: a preset
plus validated options, and the way to start matches) and the :class:`Observation` base.

Options and presets come from the game's option table in C++ (one row per option), so the
validation, ``Game.options``, ``Game.presets()``, ``Game.option_table()``, the CLI's option help
and the options table of ``docs/rules/<game>.md`` never disagree.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt

from paiju.errors import InvalidOptionError

__all__ = ["MODULE_API", "Game", "Observation", "attach_observation", "options_markdown"]

#: The names every game's module exports (the registry, batch simulation, the arena and the
#: learning environments read them); a module's ``__all__`` adds its own to these.
MODULE_API: tuple[str, ...] = (
    "PRESETS",
    "TENSOR_LAYOUT",
    "TENSOR_RANGES",
    "TENSOR_SIZE",
    "Game",
    "LegalMoves",
    "Move",
    "Observation",
    "State",
    "arena_scores",
    "replay",
    "summarize",
)


class Game:
    """A rule set of one game: ``Game(preset=None, **options)``; the preset defaults to the
    game's first. A bad preset, option name or value raises InvalidOptionError naming it."""

    #: The game's native module (paiju._core.<name>); set by each game's subclass.
    _native: ClassVar[Any]

    def __init__(self, preset: str | None = None, **options: Any) -> None:
        if preset is None:
            preset = self.default_preset()
        if not isinstance(preset, str):
            raise InvalidOptionError(f"preset must be a string, got {preset!r}")
        self._preset = preset
        self._options: dict[str, Any] = self._native._resolve_options(preset, options)

    @classmethod
    def name(cls) -> str:
        """The game's registry name."""
        return str(cls._native.GAME)

    @classmethod
    def presets(cls) -> tuple[str, ...]:
        """The preset names, the default first."""
        return tuple(name for name, _doc in cls._native._presets())

    @classmethod
    def default_preset(cls) -> str:
        return cls.presets()[0]

    @classmethod
    def option_table(cls) -> list[dict[str, Any]]:
        """Every rule option: name, type, allowed values, doc, default and value per preset."""
        return list(cls._native._option_table())

    @property
    def preset(self) -> str:
        return self._preset

    @property
    def options(self) -> dict[str, Any]:
        """Every option, resolved (preset values plus overrides)."""
        return dict(self._options)

    def new_match(self, seed: int) -> Any:
        """A whole match dealt from ``seed`` (deal i from the seed's stream i)."""
        return self._native.State._new_match(self._options, seed)

    @classmethod
    def replay(cls, record: dict[str, Any]) -> Any:
        """A State rebuilt from ``State.to_record()``; InvalidRecordError if the record is malformed."""
        return cls._native.replay(record)

    def __repr__(self) -> str:
        base = self._native._resolve_options(self._preset, {})
        extra = "".join(f", {k}={v!r}" for k, v in self._options.items() if v != base[k])
        return f"{type(self).__module__.rsplit('.', 1)[-1]}.Game(preset={self._preset!r}{extra})"


def options_markdown(game: type[Game]) -> str:
    """The options table of ``docs/rules/<game>.md``, generated from the option table."""
    presets = game.presets()

    def show(value: Any) -> str:
        return f"`{value!r}`" if not isinstance(value, bool) else f"`{value}`"

    lines = [
        "| option | allowed values | " + " | ".join(f"`{p}`" for p in presets) + " | meaning |",
        "|---|---|" + "---|" * len(presets) + "---|",
    ]
    for row in game.option_table():
        values = " | ".join(show(row["presets"][p]) for p in presets)
        lines.append(f"| `{row['name']}` | {row['allowed']} | {values} | {row['doc']} |")
    return "\n".join(lines) + "\n"


def tensor_layout(
    native: Any,
) -> tuple[dict[str, tuple[int, int]], int, dict[str, tuple[float, float]]]:
    """A game's observation tensor as its native module declares it (``_TENSOR_BLOCKS``, in
    order): ``TENSOR_LAYOUT`` (name -> (start, stop)), ``TENSOR_SIZE`` and ``TENSOR_RANGES``
    (name -> (low, high) for the slices whose values are not within 0..1)."""
    layout: dict[str, tuple[int, int]] = {}
    ranges: dict[str, tuple[float, float]] = {}
    offset = 0
    for name, size, low, high, _doc in native._TENSOR_BLOCKS or ():
        layout[name] = (offset, offset + size)
        offset += size
        if (low, high) != (0.0, 1.0):
            ranges[name] = (low, high)
    return layout, offset, ranges


def attach_observation(state_class: Any, observation_class: type[Observation]) -> None:
    """Gives a game's native State its ``observation(seat)`` method, returning the game's
    :class:`Observation` built from the native observation dict."""

    def observation(state: Any, seat: int) -> Observation:
        return observation_class(state._observation(seat))

    state_class.observation = observation


class Observation:
    """What one seat knows, as attributes (each game documents its fields); ``tensor()`` gives
    a flat float32 encoding described by the game's ``TENSOR_LAYOUT``."""

    # The native encoder (or, after unpickling, the tensor's values) sits beside the fields.
    __slots__ = ("__dict__", "_encoder", "_tensor")
    seat: int

    def __init__(self, data: dict[str, Any]) -> None:
        self._encoder: Any = data.pop("_encoder", None)
        self._tensor: npt.NDArray[np.float32] | None = None
        self.__dict__.update(data)

    def to_dict(self) -> dict[str, Any]:
        """The fields as a plain dict."""
        return dict(self.__dict__)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.__dict__ == other.__dict__

    def tensor(self) -> npt.NDArray[np.float32]:
        """A flat float32 encoding of length ``TENSOR_SIZE`` (the game module's), written by the
        native encoder; ``TENSOR_LAYOUT`` names its slices, ``TENSOR_RANGES`` their value ranges
        where not 0..1."""
        if self._tensor is not None:
            return self._tensor.copy()
        if self._encoder is None:
            raise TypeError(
                "this Observation was built from a plain dict and has no native encoder: "
                "take it from State.observation(seat) to have its tensor()"
            )
        return self._encoder()  # type: ignore[no-any-return]

    def __getstate__(self) -> tuple[dict[str, Any], npt.NDArray[np.float32] | None]:
        # The native encoder cannot be pickled: the tensor travels as its values.
        has_tensor = self._encoder is not None or self._tensor is not None
        return dict(self.__dict__), self.tensor() if has_tensor else None

    def __setstate__(self, state: tuple[dict[str, Any], npt.NDArray[np.float32] | None]) -> None:
        fields, self._tensor = state
        self._encoder = None
        self.__dict__.update(fields)

    def __repr__(self) -> str:
        hand = self.__dict__.get("hand")
        size = f", {len(hand)} cards" if hand is not None else ""
        return f"<{type(self).__module__.rsplit('.', 1)[-1]}.Observation seat {self.seat}, phase {self.__dict__.get('phase')}{size}>"
