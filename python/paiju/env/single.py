"""A single-agent Gymnasium environment over any registered game (``paiju.env.gym``): the
learner plays one seat, paiju's C++ bots the other three (each a persistent player,
``paiju.bots.make``, for the whole match, seeded from the environment's stream at reset).

Observations and actions: :mod:`paiju.env.encoding`. An episode is one match; the reward of a
step is the learner's reward over everything that happened from its action up to its next
decision (or the match's end). ``illegal_action`` decides what an index past the action list
does: ``"remap"`` (the default, so that any element of the action space is a valid input)
plays action ``index % len(actions)`` and sets ``info["illegal_action"]``; ``"raise"`` raises
IllegalMoveError. An action that is not an integer (a float, a string, a bool, None) raises
IllegalMoveError in either mode.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium

from paiju.bots import BotLike, Player, make, normalize
from paiju.checks import is_int
from paiju.env.encoding import Encoding, action_index, check_reset_seed
from paiju.env.view import seat_view
from paiju.errors import InvalidOptionError

__all__ = ["PaijuGym", "opponent_specs"]

ILLEGAL_ACTION_MODES = ("remap", "raise")


def opponent_specs(game: str, seat: Any, opponents: BotLike | Sequence[BotLike]) -> list[str]:
    """The four seats' bot specs, ``""`` for the learner's: ``opponents`` is one spec for all
    three other seats or three specs for them in seat order (C++ bots only)."""
    if not is_int(seat, 0, 3):
        raise InvalidOptionError(f"seat must be 0..3, got {seat!r}")
    given: list[Any] = list(opponents) if isinstance(opponents, (list, tuple)) else [opponents] * 3
    if len(given) != 3:
        raise InvalidOptionError(
            f"give one opponent spec, or three (one per other seat), got {len(given)}"
        )
    specs = []
    for bot in given:
        spec = normalize(bot, game)
        if not isinstance(spec, str):
            raise InvalidOptionError(
                "opponents are C++ bot specs (e.g. 'heuristic', 'ismcts:iterations=200')"
            )
        specs.append(spec)
    return specs[:seat] + [""] + specs[seat:]


class PaijuGym(gymnasium.Env):  # type: ignore[misc]
    """``PaijuGym(game, seat=0, opponents="heuristic", preset=None, rewards="match",
    max_actions=None, illegal_action="remap", render_mode=None, **options)``."""

    metadata: dict[str, Any] = {"render_modes": ["human", "ansi"]}

    def __init__(
        self,
        game: str,
        seat: int = 0,
        opponents: BotLike | Sequence[BotLike] = "heuristic",
        preset: str | None = None,
        rewards: str = "match",
        max_actions: int | None = None,
        illegal_action: str = "remap",
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        self.encoding = Encoding(game, preset, options, max_actions, rewards)
        self.seat = seat
        self.bots = opponent_specs(game, seat, opponents)
        if illegal_action not in ILLEGAL_ACTION_MODES:
            raise InvalidOptionError(
                f"illegal_action must be one of {ILLEGAL_ACTION_MODES}, got {illegal_action!r}"
            )
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidOptionError(
                f"render_mode must be None, 'human' or 'ansi', got {render_mode!r}"
            )
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.observation_space = self.encoding.observation_space()
        self.action_space = self.encoding.action_space()
        self.state: Any = None
        self._actions: Any = None
        self._players: dict[int, Player] = {}

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        """A new match (dealt from ``seed``, else from the stream the last seed started), played
        by the bots up to the learner's first decision."""
        check_reset_seed(seed)
        super().reset(seed=seed)
        self.state = self.encoding.new_match(int(self.np_random.integers(2**63)))
        bot_seed = int(self.np_random.integers(2**63))
        self._players = {
            s: make(spec, self.encoding.native.GAME, seed=bot_seed) for s, spec in enumerate(self.bots) if spec
        }
        self._advance()
        return self._observe(), self._info()

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        if self.state is None or self._actions is None:
            raise InvalidOptionError("call reset() before step(), and again after the match ends")
        illegal = False
        index = action
        if self.illegal_action == "remap" and (number := action_index(action)) is not None:
            index = number  # anything but an integer goes on to move_of, which raises
            if not 0 <= index < len(self._actions):
                index %= len(self._actions)
                illegal = True
        move = self.encoding.move_of(self._actions, index)
        reward = self.encoding.play(self.state, move)[self.seat]
        reward += self._advance()
        info = self._info()
        if illegal:
            info["illegal_action"] = True
        if self.render_mode == "human":
            self.render()
        return self._observe(), float(reward), self._actions is None, False, info

    def _advance(self) -> float:
        """The bots play until the learner decides or the match ends; the learner's reward."""
        reward = 0.0
        while not self.state.is_terminal() and self.state.current_player != self.seat:
            move = self._players[self.state.current_player].choose(self.state)
            reward += self.encoding.play(self.state, move)[self.seat]
        self._actions = None if self.state.is_terminal() else self.encoding.actions(self.state)
        return reward

    def _observe(self) -> dict[str, Any]:
        return self.encoding.observe(self.state, self.seat, self._actions)

    def _info(self) -> dict[str, Any]:
        return {"legal_actions": 0 if self._actions is None else len(self._actions)}

    def render(self) -> str | None:
        """The learner's view (its own hand and the public facts, as ``State.observation``
        shows them: never another seat's cards); ``"ansi"`` returns it, ``"human"`` prints it."""
        if self.render_mode is None or self.state is None:
            return None
        text = seat_view(self.state, self.seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text
