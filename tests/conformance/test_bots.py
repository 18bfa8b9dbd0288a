"""Conformance: every bot plays legally in every game, sees only what its seat knows, and batch
results do not depend on the thread count."""

from __future__ import annotations

import numpy as np
import pytest

import paiju
from paiju import bots

from . import BOT_SPECS, SEEDS, cases, match_points, snapshot


@cases()
@pytest.mark.parametrize("spec", BOT_SPECS)
def test_simulated_bots_play_legal_moves(name, preset, spec):
    # the runner checks every bot move against the legal list and raises otherwise
    result = paiju.simulate(name, deals=4, bots=spec, seed=3, threads=2, preset=preset, progress=False)
    assert len(result) == 4
    assert list(result.arrays["index"]) == [0, 1, 2, 3]
    assert (result.arrays["moves"] > 0).all()
    for key, array in result.arrays.items():
        assert isinstance(array, np.ndarray) and array.shape[0] == 4, key
    assert result.summary["episodes"] == 4
    assert result.summary["game"] == name and result.summary["preset"] == preset


@cases()
@pytest.mark.parametrize("spec", BOT_SPECS)
def test_chosen_moves_are_legal_reproducible_and_blind_to_hidden_cards(name, preset, spec):
    checked = 0
    for _, state in list(match_points(name, preset, SEEDS[0]))[::3]:
        if state.is_terminal():
            with pytest.raises(paiju.PaijuError):
                bots.choose(state, spec, seed=1)
            continue
        kept = snapshot(state)
        move = bots.choose(state, spec, seed=1)
        assert move in state.legal_moves()
        assert snapshot(state) == kept, "choosing leaves the state alone"
        assert bots.choose(state.clone(), spec, seed=1) == move, "same seed, same choice"
        # a world resampled for the mover looks the same to it, so the bot chooses the same
        world = state.resample(state.current_player, 11)
        assert bots.choose(world, spec, seed=1) == move
        checked += 1
    assert checked >= 5


@cases()
def test_python_callable_bots(name, preset):
    seen_seats = set()
    calls = []

    def first(observation, legal_moves):
        assert isinstance(observation, paiju.game_module(name).Observation)
        assert observation.seat in (0, 1, 2, 3)
        current = observation.to_dict().get("current_player", observation.seat)
        assert current == observation.seat, "a bot is asked for the seat to move"
        assert len(legal_moves) > 0
        seen_seats.add(observation.seat)
        calls.append(observation.seat)
        return legal_moves[0]

    result = paiju.simulate(name, deals=2, bots=first, seed=4, threads=2, preset=preset, progress=False)
    assert len(result) == 2
    assert seen_seats == {0, 1, 2, 3}
    assert len(calls) == int(result.arrays["moves"].sum()), "the bot is asked once per decision"

    # one Python seat among C++ bots
    mixed = paiju.simulate(name, deals=2, bots=[first, "random", "heuristic", "random"], seed=4,
                           preset=preset, progress=False)
    assert len(mixed) == 2

    # the same callable, answering with the text of its move
    as_text = paiju.simulate(name, deals=2, bots=lambda obs, moves: str(moves[0]), seed=4, preset=preset,
                             progress=False)
    for key, array in result.arrays.items():
        assert np.array_equal(array, as_text.arrays[key]), key


@cases()
@pytest.mark.parametrize("answer", ["garbage", None, 42, "object"])
def test_python_bots_answering_illegal_moves_raise(name, preset, answer):
    def bad(observation, legal_moves):
        return object() if answer == "object" else answer

    with pytest.raises(paiju.PaijuError):
        paiju.simulate(name, deals=1, bots=[bad, "random", "random", "random"], seed=2, preset=preset,
                       progress=False)


@cases()
def test_python_bots_answering_a_move_of_another_position_raise(name, preset):
    """A bot that keeps answering its first move: illegal soon (its cards are gone)."""
    remembered = []

    def stubborn(observation, legal_moves):
        if not remembered:
            remembered.append(legal_moves[-1])
        return remembered[0]

    with pytest.raises(paiju.PaijuError):
        paiju.simulate(name, deals=3, bots=stubborn, seed=2, preset=preset, progress=False)


@cases()
def test_same_seed_same_results_for_any_thread_count(name, preset):
    specs = ["heuristic", "random", "ismcts:iterations=10", "random"]
    runs = [paiju.simulate(name, deals=6, bots=specs, seed=5, threads=t, preset=preset, progress=False)
            for t in (1, 2)]
    assert set(runs[0].arrays) == set(runs[1].arrays)
    assert {"moves", "index"} <= set(runs[0].arrays)
    for key, array in runs[0].arrays.items():
        assert array.shape[0] == 6, key
        assert np.array_equal(array, runs[1].arrays[key]), key
    other = paiju.simulate(name, deals=6, bots=specs, seed=6, threads=2, preset=preset, progress=False)
    assert any(not np.array_equal(array, other.arrays[key]) for key, array in runs[0].arrays.items())


@cases()
def test_whole_matches_simulate(name, preset):
    result = paiju.simulate(name, matches=2, bots="random", seed=1, threads=2, preset=preset, progress=False)
    assert len(result) == 2 and result.summary["mode"] == "matches"


@cases()
def test_arena_runs_duplicate_pairs_reproducibly(name, preset):
    runs = [paiju.arena(name, {"A": "heuristic", "B": "random"}, deals=3, seed=2, threads=t, preset=preset,
                        progress=False) for t in (1, 2)]
    for result in runs:
        assert result.pairs == 3
        mean, low, high = result.win_rate
        assert 0.0 <= mean <= 1.0
        assert result.names == ("A", "B")
        assert len(result.pair_scores) == 3
    assert np.array_equal(runs[0].pair_scores, runs[1].pair_scores)


@cases()
def test_bad_bots_are_rejected(name, preset):
    for spec in ("no_such_bot", "pimc:no_such_param=1", "ismcts:iterations=x", 42):
        with pytest.raises(paiju.InvalidOptionError):
            paiju.simulate(name, deals=1, bots=spec, seed=1, preset=preset, progress=False)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.simulate(name, deals=1, bots=["random"] * 3, seed=1, preset=preset, progress=False)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.simulate(name, deals=0, seed=1, preset=preset, progress=False)
    state = paiju.load_game(name, preset).new_match(1)
    with pytest.raises(paiju.InvalidOptionError):
        bots.choose(state, "no_such_bot")
