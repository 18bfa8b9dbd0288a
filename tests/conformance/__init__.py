"""The conformance suite: one set of checks that every game registered in paiju/registry.py
must pass, parametrised over ``paiju.games()`` and each game's presets.

Nothing here names a game: games are found with ``paiju.games()``, built with
``paiju.load_game(name, preset)`` and their modules reached with ``paiju.game_module(name)``,
so a newly registered game is checked without touching this folder.

This module holds the shared helpers (the cases and seeded random play).
"""

from __future__ import annotations

import functools
import random
from typing import Any, Iterator

import pytest

import paiju

#: Every registered game.
GAMES: list[str] = paiju.games()

#: Every (game, preset) pair.
CASES: list[tuple[str, str]] = [
    (name, preset) for name in GAMES for preset in paiju.game_module(name).Game.presets()
]

#: Seeds of the random matches each check plays per (game, preset).
SEEDS = (0, 1, 2)

#: No match of a registered game may take more decisions than this under random play.
MAX_DECISIONS = 200_000

#: The bot specs every game supports.
BOT_SPECS = ("random", "heuristic", "pimc:worlds=2,candidates=3", "ismcts:iterations=20")


def case_id(case: tuple[str, str]) -> str:
    return f"{case[0]}-{case[1]}"


def cases(**kwargs: Any) -> Any:
    """``@cases()``: parametrise a test's ``name, preset`` over every (game, preset)."""
    return pytest.mark.parametrize("name, preset", CASES, ids=[case_id(c) for c in CASES], **kwargs)


def games(**kwargs: Any) -> Any:
    """``@games()``: parametrise a test's ``name`` over every registered game."""
    return pytest.mark.parametrize("name", GAMES, **kwargs)


def random_move(state: Any, rng: random.Random) -> Any:
    """A uniformly random legal move: drawn by the game when it samples without listing (a game
    whose lists can be huge), else picked from the list."""
    sample = getattr(state, "sample_move", None)
    if sample is not None:
        return sample(rng.randrange(2**63))
    moves = state.legal_moves()
    return moves[rng.randrange(len(moves))]


#: Above this many legal moves (a trick-taking game's throws), a position's moves are compared
#: by their number and an evenly spread sample of them.
MOVES_COMPARED = 2_000


def move_texts(state: Any) -> list[Any]:
    moves = state.legal_moves()
    n = len(moves)
    if n <= MOVES_COMPARED:
        return [str(m) for m in moves]
    return [n] + [str(moves[i * n // MOVES_COMPARED]) for i in range(MOVES_COMPARED)]


def snapshot(state: Any) -> tuple[Any, ...]:
    """What must not change when a state is (supposedly) left alone."""
    record = state.to_record() if state.world_of is None else None
    return (str(state), record, move_texts(state), state.current_player, state.phase, list(state.cards_left()))


def play_out(state: Any, rng: random.Random, limit: int = MAX_DECISIONS) -> Any:
    """Random play to the end of the match (in place); returns the state."""
    for _ in range(limit):
        if state.is_terminal():
            return state
        state.apply(random_move(state, rng))
    raise AssertionError(f"no end after {limit} random decisions")


@functools.lru_cache(maxsize=None)
def _match_points(name: str, preset: str, seed: int) -> tuple[tuple[int, Any], ...]:
    """A random match and a spread of positions in it: the first decisions of the first deals,
    the positions just before and after each deal change, the first of each new phase,
    decisions at geometric steps, and the end. Returns (decision number, state) pairs in order."""
    state = paiju.load_game(name, preset).new_match(seed)
    rng = random.Random(1000 + seed)
    wanted = {0, 1, 2, 3, 5, 8}
    step = 12
    while step < MAX_DECISIONS:
        wanted.add(step)
        step = step * 3 // 2
    points: list[tuple[int, Any]] = []
    deal_start = 0
    changed = True  # the phase or the deal changed with the last decision
    for n in range(MAX_DECISIONS + 1):
        if state.is_terminal():
            points.append((n, state.clone()))
            return tuple(points)
        if n in wanted or changed or (state.deal_index < 3 and n - deal_start < 4):
            points.append((n, state.clone()))
        before = state.clone()
        deal, phase = state.deal_index, state.phase
        state.apply(random_move(state, rng))
        changed = state.deal_index != deal or state.phase != phase
        if state.deal_index != deal:
            deal_start = n + 1
            if points[-1][0] != n:
                points.append((n, before))  # the last decision of a deal
    raise AssertionError(f"no end after {MAX_DECISIONS} random decisions")


def match_points(name: str, preset: str, seed: int) -> Iterator[tuple[int, Any]]:
    """Fresh clones of the positions of :func:`_match_points` (safe to mutate)."""
    for n, state in _match_points(name, preset, seed):
        yield n, state.clone()


def other_game(name: str) -> str | None:
    """Another registered game, if there is one."""
    others = [g for g in GAMES if g != name]
    return others[0] if others else None
