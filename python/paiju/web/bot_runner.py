"""Bots at the web table: specs checked against a think-time cap, moves computed on a small
shared thread pool (the C++ search releases the GIL) so the page and other tables stay
responsive, and a heuristic fallback when a bot overruns its cap. A table's bots are persistent
players (:func:`paiju.bots.make`, one per seat), so a bot that carries what it learnt from one
decision to the next plays as it does in ``paiju.simulate``; the hint is a one-shot choice."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from paiju import bots
from paiju.errors import InvalidOptionError

__all__ = ["BotRunner", "check_spec", "spec_seconds", "suggested_bots", "SUGGESTED_BOTS"]

#: Offered by the page where the game has them (any valid spec may be typed), before the game's
#: other bots by name.
SUGGESTED_BOTS = ["heuristic", "random", "strong", "ismcts:time=1s", "ismcts:time=200ms", "pimc:time=1s"]

_FALLBACK = "heuristic"


def suggested_bots(game: str) -> list[str]:
    """The specs the page offers for ``game``: those of SUGGESTED_BOTS whose kind the game has
    (no ``strong`` where it has none), then its other bots that take no parameters (its
    rule-based players and settings by name)."""
    names = {kind["name"] for kind in bots.kinds(game)}
    offered = [spec for spec in SUGGESTED_BOTS if spec.partition(":")[0] in names]
    return offered + [kind["name"] for kind in bots.kinds(game)
                      if kind["role"] not in ("search", "external") and kind["name"] not in offered]


def spec_seconds(spec: str, game: str | None = None) -> float | None:
    """The ``time=`` budget of a spec in seconds (None when it has none), as the spec reader
    reads it (for ``game``, else for any game); InvalidOptionError for a bad spec."""
    return bots.read_spec(spec, game)[1].get("time")


def check_spec(spec: Any, game: str, cap_seconds: float) -> str:
    """The canonical spec of a bot for ``game``; InvalidOptionError for a bad spec or a time
    budget above the cap."""
    if not isinstance(spec, str) or not 0 < len(spec) <= 120:
        raise InvalidOptionError(f"a bot is a spec string of 1..120 characters, got {spec!r}")
    canonical = bots.check_bot(spec.strip(), game)
    seconds = spec_seconds(canonical, game)
    if seconds is not None and seconds > cap_seconds:
        raise InvalidOptionError(f"bot {spec!r} thinks {seconds:g} s per move; this table allows at most {cap_seconds:g} s")
    return canonical


@dataclass
class BotRunner:
    """Asks a bot for a move on a private copy of the state (the table may change meanwhile)
    with a wall-clock cap; past the cap the move is the heuristic's and ``overran`` says so."""

    cap_seconds: float = 10.0
    threads: int = 2
    #: Slack past the cap before falling back (a time budget is approximate).
    grace_seconds: float = 1.0
    _pool: ThreadPoolExecutor = field(init=False)

    def __post_init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=self.threads, thread_name_prefix="paiju-bot")

    async def choose(self, state: Any, bot: str | bots.Player, seed: int) -> tuple[Any, bool]:
        """(move, overran) for the player to move in ``state``: ``bot`` a persistent
        :class:`paiju.bots.Player` (which goes on thinking past the cap: give the seat a new one
        when it overran) or a spec (``bots.choose``, one-shot, with ``seed``). ``seed`` also
        seeds the heuristic's move past the cap."""
        loop = asyncio.get_running_loop()
        if isinstance(bot, bots.Player):
            future = loop.run_in_executor(self._pool, bot.choose, state.clone())
        else:
            future = loop.run_in_executor(self._pool, bots.choose, state.clone(), bot, seed)
        try:
            return await asyncio.wait_for(future, timeout=self.cap_seconds + self.grace_seconds), False
        except asyncio.TimeoutError:
            return bots.choose(state.clone(), _FALLBACK, seed), True

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
