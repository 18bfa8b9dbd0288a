"""Which cards the table marks, per game (each game module's ``card_marks``), counted by hand
from the rules: Guandan's level cards and its two heart level cards as wild (guandan.md §2),
Liangfutou's jokers as wild and the called card, Shengji's trumps."""

from __future__ import annotations

import paiju
from paiju import guandan, liangfutou, shengji


def test_guandan_marks_the_level_cards_and_the_heart_level_as_wild() -> None:
    deal = paiju.deal(seed=4)
    state = guandan.Game().new_deal(hands=deal.hands, level="T", leader=0)
    assert guandan.card_marks(state.observation(1)) == {
        "ST": ["level"], "HT": ["level", "wild"], "CT": ["level"], "DT": ["level"]}


def test_liangfutou_marks_the_jokers_wild_and_the_called_card() -> None:
    state = liangfutou.Game().new_match(seed=2)
    assert liangfutou.card_marks(state.observation(0)) == {"SB": ["wild"], "HR": ["wild"]}
    call = next(m for m in state.legal_moves() if m.kind == "call")
    state.apply(call)
    called = state.called
    assert liangfutou.card_marks(state.observation(3))[called] == ["called"]


def test_shengji_marks_jokers_level_cards_and_the_trump_suit() -> None:
    state = shengji.Game().new_match(seed=2)
    before = shengji.card_marks(state.observation(0))
    # no trump suit yet: 2 jokers + the 4 level cards
    assert len(before) == 6 and before["H2"] == ["trump", "level"]
    while state.trump is None and not state.is_terminal():
        state.apply(paiju.bots.choose(state, "heuristic"))
    marks = shengji.card_marks(state.observation(0))
    # and the trump suit's 12 other ranks
    assert len(marks) == 18
    assert marks[f"{state.trump}A"] == ["trump"] and marks[f"{state.trump}2"] == ["trump", "level"]
