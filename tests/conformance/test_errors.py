"""Conformance: bad moves, options, presets and game names raise paiju's typed errors, and a
rejected move leaves the state as it was."""

from __future__ import annotations

import random

import pytest

import paiju

from . import GAMES, SEEDS, cases, games, match_points, move_texts, other_game, random_move, snapshot


def _move_type(name, preset):
    return type(paiju.load_game(name, preset).new_match(0).legal_moves()[0])


def _candidates(name, preset, seed):
    """A sample of the moves legal somewhere in a match of this game, and of texts of another
    game's moves."""
    rng = random.Random(seed)
    own = []
    for _, state in match_points(name, preset, seed):
        own += list(state.legal_moves())[:2] + list(state.legal_moves())[-2:]
    foreign = []
    other = other_game(name)
    if other is not None:
        for _, state in list(match_points(other, paiju.game_module(other).Game.default_preset(), seed))[:10]:
            foreign += [str(m) for m in list(state.legal_moves())[:3]]
    return rng.sample(own, min(len(own), 12)), rng.sample(foreign, min(len(foreign), 6))


def _assert_rejected(state, move):
    kept = snapshot(state)
    history = state.history()
    with pytest.raises(paiju.IllegalMoveError):
        state.apply(move)
    assert snapshot(state) == kept, f"a rejected {move!r} changed the state"
    assert state.history() == history
    assert state.is_consistent()


@cases()
def test_illegal_moves_raise_and_leave_the_state_unchanged(name, preset):
    move_type = _move_type(name, preset)
    for seed in SEEDS[:2]:
        own, foreign = _candidates(name, preset, seed)
        rejected = 0
        points = list(match_points(name, preset, seed))
        for _, state in points[:: max(1, len(points) // 8)]:
            legal = state.legal_moves()
            for move in own:  # a move of this game not legal here: by object and by text
                if move not in legal:
                    _assert_rejected(state, move)
                    _assert_rejected(state, str(move))
                    rejected += 1
            for text in foreign:  # another game's text, unless it happens to read as legal here
                try:
                    if move_type.parse(text) in legal:
                        continue
                except paiju.PaijuError:
                    pass
                _assert_rejected(state, text)
            for garbage in ("garbage", "", "XX 99", None, 42, 4.5, [], object(), b"pass"):
                _assert_rejected(state, garbage)
            if not state.is_terminal():
                # still playable after all those rejections
                state.apply(random_move(state, random.Random(seed)))
                assert state.is_consistent()
        assert rejected > 0


@cases()
def test_moves_of_another_game_are_rejected(name, preset):
    other = other_game(name)
    if other is None:
        pytest.skip("only one registered game")
    foreign_state = paiju.load_game(other).new_match(1)
    foreign = list(foreign_state.legal_moves())[:10]
    for _, state in list(match_points(name, preset, SEEDS[0]))[:6]:
        for move in foreign:
            _assert_rejected(state, move)  # a Move object of the other game


@cases()
def test_moves_after_the_end_are_rejected(name, preset):
    final = list(match_points(name, preset, SEEDS[0]))[-1][1]
    assert final.is_terminal()
    for _, state in list(match_points(name, preset, SEEDS[0]))[:5]:
        for move in list(state.legal_moves())[:5]:
            _assert_rejected(final, move)
            _assert_rejected(final, str(move))


# ---------------------------------------------------------------------------------------------
# Options, presets, game names
# ---------------------------------------------------------------------------------------------


def _wrong_values(row):
    """Values of a wrong type or out of range for an option table row."""
    kind = row["type"]
    common = [None, object(), [], {}]
    if kind == "bool":
        return common + [2, 1, 0, -1, "True", "true", 1.0]
    if kind == "int":
        low, high = row["range"]
        return common + ["x", "1", 1.5, float(low), True, False, low - 1, high + 1, 2**64]
    if kind == "choice":
        return common + ["no_such_choice", 1, True, "", [row["choices"][0]], row["choices"][0].upper() + "_"]
    if kind == "rank":
        return common + ["Z", "1", "0", 1, 0, 15, 99, "", True, 1.5]
    if kind == "ranks":  # a string of distinct rank characters
        return common + ["Z", "55", "5Z", "1", 5, True, 1.5, ["5"]]
    raise AssertionError(f"unknown option type {kind!r} in the option table")


@cases()
def test_bad_option_values_raise_invalid_option_error(name, preset):
    table = type(paiju.load_game(name, preset)).option_table()
    for row in table:
        for value in _wrong_values(row):
            with pytest.raises(paiju.InvalidOptionError):
                paiju.load_game(name, preset, **{row["name"]: value})
            with pytest.raises(paiju.InvalidOptionError):
                paiju.simulate(name, deals=1, seed=1, preset=preset, progress=False, **{row["name"]: value})


@games()
def test_unknown_options_presets_and_games_raise_invalid_option_error(name):
    with pytest.raises(paiju.InvalidOptionError):
        paiju.load_game(name, no_such_option=1)
    for preset in ("no_such_preset", "", 5, ["x"]):
        with pytest.raises(paiju.InvalidOptionError):
            paiju.load_game(name, preset=preset)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.simulate(name, deals=1, preset="no_such_preset", progress=False)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.simulate(name, deals=1, no_such_option=1, progress=False)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.arena(name, {"A": "random", "B": "random"}, deals=1, no_such_option=1, progress=False)


@pytest.mark.parametrize("bad", ["no_such_game", "", GAMES[0].upper(), GAMES[0] + " ", 5, None])
def test_unknown_games_raise_invalid_option_error(bad):
    with pytest.raises(paiju.InvalidOptionError):
        paiju.load_game(bad)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.game_module(bad)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.simulate(bad, deals=1, progress=False)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.arena(bad, {"A": "random", "B": "random"}, deals=1, progress=False)


def test_error_classes_form_one_hierarchy():
    for error in (paiju.IllegalMoveError, paiju.InvalidOptionError, paiju.InvalidRecordError, paiju.InvalidCardError):
        assert issubclass(error, paiju.PaijuError) and issubclass(error, ValueError)


@cases()
def test_bad_seats_and_seeds_raise_invalid_option_error(name, preset):
    game = paiju.load_game(name, preset)
    state = game.new_match(1)
    kept = snapshot(state)
    for seat in (4, -1, True, "0", None, 1.0):
        for ask in (state.hand, state.observation, lambda s: state.resample(s, 1)):
            with pytest.raises(paiju.InvalidOptionError):
                ask(seat)
    for seed in (-1, 2**64, "1", 1.5, True, None):
        with pytest.raises(paiju.InvalidOptionError):
            game.new_match(seed)
        with pytest.raises(paiju.InvalidOptionError):
            state.resample(0, seed)
        with pytest.raises(paiju.InvalidOptionError):
            paiju.bots.choose(state, "random", seed)
        with pytest.raises(paiju.InvalidOptionError):
            paiju.simulate(name, deals=1, seed=seed, bots="random", preset=preset, progress=False)
    assert snapshot(state) == kept
    # the extreme seeds are fine
    for seed in (0, 2**64 - 1):
        assert game.new_match(seed).is_consistent()
        assert state.resample(0, seed).is_consistent()
