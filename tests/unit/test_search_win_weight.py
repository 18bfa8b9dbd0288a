"""win=W: search maximises (1 - W) * reward + W * sign(reward) (cpp/paiju/search/value.h)."""

from __future__ import annotations

import pytest

from paiju import bots
from paiju.errors import InvalidOptionError
from paiju.guandan import Game


def _positions(count: int) -> list:
    """Decisions with a choice from heuristic play, from the start of deals to their ends."""
    positions = []
    for seed in range(1, 40):
        state = Game().new_match(seed=seed)
        while not state.is_terminal() and state.deal_index == 0:
            if len(state.legal_moves()) > 1:
                positions.append(state.clone())
            state.apply(bots.choose(state, "heuristic"))
        if len(positions) >= count:
            return positions[:count]
    return positions


POSITIONS = _positions(40)


def _moves(spec: str) -> list[str]:
    return [str(bots.choose(s, spec, seed=i)) for i, s in enumerate(POSITIONS)]


@pytest.mark.parametrize("bot", ["ismcts:iterations=40", "pimc:worlds=6"])
def test_win_zero_is_the_reward_itself(bot):
    assert _moves(f"{bot},win=0") == _moves(bot)


@pytest.mark.parametrize("bot", ["ismcts:iterations=40", "pimc:worlds=6"])
def test_win_one_plays_otherwise_somewhere(bot):
    # Counting only wins and losses makes moves that differ only in the margin equal, so some
    # choice among these positions changes.
    assert _moves(f"{bot},win=1") != _moves(bot)


def test_the_bot_classes_write_win():
    assert str(bots.ISMCTS(iterations=40, win=0.5)) == "ismcts:iterations=40,c=0.7,policy=heuristic,win=0.5"
    assert str(bots.PIMC(worlds=6, win=1)) == "pimc:worlds=6,candidates=16,policy=heuristic,win=1"
    assert "win" not in str(bots.ISMCTS(iterations=40))
    assert bots.check_bot(bots.ISMCTS(iterations=40, win=0.5), "guandan")
    with pytest.raises(InvalidOptionError):
        bots.check_bot(bots.PIMC(worlds=6, win=2), "guandan")


@pytest.mark.parametrize("bad", ["win=1.5", "win=-0.1", "win=yes"])
def test_win_outside_zero_to_one_is_refused(bad):
    for bot in ("ismcts", "pimc"):
        with pytest.raises(InvalidOptionError):
            bots.check_bot(f"{bot}:{bad}", "guandan")
