"""Conformance: the fast step (moves by index: num_legal_moves, apply_index, apply_indices,
legal_move_index) plays the same games as the friendly one (legal_moves + apply), for every
registered game, and refuses bad indices with a typed error that leaves the state alone."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

import paiju

from . import MAX_DECISIONS, games, match_points, move_texts, snapshot

#: Seeds of the matches played both ways, per game.
FAST_SEEDS = range(12)

#: Decisions compared per match (a match of the slow-listing games is long).
DECISIONS = 600


def friendly_line(game: Any, seed: int) -> tuple[list[int], dict[str, Any]]:
    """Random play through legal_moves() + apply(move): the indices drawn, and the record."""
    state = game.new_match(seed)
    rng = random.Random(seed)
    drawn = []
    while not state.is_terminal() and len(drawn) < DECISIONS:
        moves = state.legal_moves()
        drawn.append(rng.randrange(len(moves)))
        state.apply(moves[drawn[-1]])
    return drawn, state.to_record()


@games()
def test_apply_index_plays_the_friendly_game_move_for_move(name):
    game = paiju.load_game(name)
    for seed in FAST_SEEDS:
        drawn, record = friendly_line(game, seed)
        state = game.new_match(seed)
        rng = random.Random(seed)
        count = state.num_legal_moves()
        for expected in drawn:
            assert count == len(state.legal_moves()) > 0
            index = rng.randrange(count)
            assert index == expected  # the same draws, so the same lengths
            count = state.apply_index(index)
        assert count == (0 if state.is_terminal() else len(state.legal_moves()))
        assert state.to_record() == record, f"seed {seed}"


@games()
def test_apply_indices_is_apply_index_in_turn(name):
    game = paiju.load_game(name)
    for seed in FAST_SEEDS[:4]:
        drawn, record = friendly_line(game, seed)
        state = game.new_match(seed)
        count = state.apply_indices(drawn[:50])
        count = state.apply_indices(drawn[50:])
        assert state.to_record() == record
        assert count == state.num_legal_moves()


@games()
def test_legal_move_index_finds_each_listed_move(name):
    for _, state in match_points(name, paiju.game_module(name).Game.default_preset(), 0):
        if state.is_terminal():
            assert state.num_legal_moves() == 0
            continue
        moves = state.legal_moves()
        step = max(1, len(moves) // 50)
        for i in range(0, len(moves), step):
            assert state.legal_move_index(moves[i]) == i
            assert state.legal_move_index(str(moves[i])) == i


def unplayable_move(name: str, state: Any) -> Any:
    """A move of this game that is not legal in `state`: one legal at another point of the match."""
    legal = set(move_texts(state))
    for _, other in match_points(name, paiju.game_module(name).Game.default_preset(), 1):
        for move in other.legal_moves()[:30]:
            if str(move) not in legal:
                return move
    return None


@games()
def test_bad_indices_raise_a_typed_error_and_change_nothing(name):
    points = list(match_points(name, paiju.game_module(name).Game.default_preset(), 2))
    live = [state for _, state in points if not state.is_terminal()]
    for state in live[:: max(1, len(live) // 8)]:
        before = snapshot(state)
        count = state.num_legal_moves()
        for bad in (-1, count, count + 7, 2**62, 2**80, -(2**80)):
            with pytest.raises(paiju.IllegalMoveError, match="out of range"):
                state.apply_index(bad)
        for not_an_index in (0.0, "0", None):
            with pytest.raises(TypeError):
                state.apply_index(not_an_index)
        first = state.legal_moves()[0]
        bad_calls = [(state.apply_index, (), {}), (state.apply_index, (0, 1), {}), (state.apply_index, (), {"i": 0}),
                     (state.apply, (), {}), (state.apply, (), {"mv": first})]
        for method, args, kwargs in bad_calls:
            with pytest.raises(TypeError):
                method(*args, **kwargs)
        with pytest.raises(paiju.IllegalMoveError, match="step 1 of the path"):
            state.apply_indices([0, 10**6])
        illegal = unplayable_move(name, state)
        if illegal is not None:
            with pytest.raises(paiju.IllegalMoveError):
                state.legal_move_index(illegal)
        assert snapshot(state) == before
        assert state.clone().apply_index(np.int64(count - 1)) == state.clone().apply_index(index=count - 1)
        by_keyword = state.clone()
        by_keyword.apply(move=state.legal_moves()[0])
        assert by_keyword.history() == state.clone().history() + [(state.current_player, state.legal_moves()[0])]
    end = points[-1][1]
    assert end.is_terminal() and end.num_legal_moves() == 0
    with pytest.raises(paiju.IllegalMoveError, match="over"):
        end.apply_index(0)
    with pytest.raises(paiju.IllegalMoveError, match="over"):
        end.legal_move_index(live[0].legal_moves()[0])


@games()
def test_views_and_clones_keep_their_moves_while_the_state_steps(name):
    """The legal list is reused from step to step: never while a view or a clone holds it."""
    game = paiju.load_game(name)
    state = game.new_match(5)
    rng = random.Random(5)
    for _ in range(min(MAX_DECISIONS, 120)):
        if state.is_terminal():
            break
        view = state.legal_moves()
        texts = [str(m) for m in view]
        clone = state.clone()
        state.apply_index(rng.randrange(len(view)))
        assert [str(m) for m in view] == texts
        assert [str(m) for m in clone.legal_moves()] == texts
        assert clone.num_legal_moves() == len(texts)
