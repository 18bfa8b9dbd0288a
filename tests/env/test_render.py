"""The Gymnasium environment's render (issue 44): the learner's view, as State.observation
shows it, never another seat's hidden cards."""

from __future__ import annotations

import pytest

import paiju

pytest.importorskip("gymnasium")

import paiju.env  # noqa: E402


def _hand_text(hand: object) -> str:
    return " ".join(hand) if isinstance(hand, list) else str(hand)


@pytest.mark.parametrize("game", paiju.games())
@pytest.mark.parametrize("seat", [0, 2])
def test_ansi_shows_the_same_text_in_every_world_the_learner_cannot_tell_apart(game: str, seat: int) -> None:
    env = paiju.env.gym(game, seat=seat, render_mode="ansi", max_deals=1)
    env.reset(seed=5)
    for _ in range(8):
        if env.step(0)[2]:
            break
    text = env.render()
    assert isinstance(text, str) and f"seat {seat}'s view" in text
    assert _hand_text(env.state.hand(seat)) in text  # its own hand is shown
    world = env.state.resample(seat, seed=11)  # the other hands redrawn, consistently with its view
    others = [s for s in range(4) if s != seat]
    assert any(_hand_text(world.hand(s)) != _hand_text(env.state.hand(s)) for s in others)
    for s in others:
        hidden = _hand_text(env.state.hand(s))
        assert not hidden or hidden not in text, f"seat {s}'s hand shown to seat {seat}"
    env.state = world
    assert env.render() == text


def test_human_prints_the_learners_view(capsys: pytest.CaptureFixture[str]) -> None:
    env = paiju.env.gym("guandan", render_mode="human", max_deals=1)
    env.reset(seed=1)
    capsys.readouterr()
    assert env.render() is None
    out = capsys.readouterr().out
    assert "seat 0's view" in out and _hand_text(env.state.hand(1)) not in out
