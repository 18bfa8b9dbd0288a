"""Conformance: an observation is exactly what its seat knows, and resampled worlds agree with it.

``state.resample(seat, seed)`` redraws the cards hidden from ``seat``; the seat's observation
must not change (it cannot depend on anything the seat does not know), and the world must be
a consistent position that play can continue from.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

import paiju

from . import SEEDS, cases, match_points, move_texts, random_move, snapshot

WORLD_SEEDS = (1, 2, 3)


def _hidden_hands(state, seat):
    return tuple(str(state.hand(s)) for s in range(4) if s != seat)


def _find_hands(value, found):
    """Every value stored under a key named 'hand', searched recursively."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "hand":
                found.append(item)
            _find_hands(item, found)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _find_hands(item, found)
    return found


def _assert_same_view(a, b):
    assert a == b
    assert a.to_dict() == b.to_dict()
    assert np.array_equal(a.tensor(), b.tensor())


@cases()
def test_resampling_a_seat_keeps_what_it_knows(name, preset):
    differing = 0
    sizes = set()
    for seed in SEEDS:
        for n, state in match_points(name, preset, seed):
            kept = snapshot(state)
            for seat in range(4):
                obs = state.observation(seat)
                assert obs.seat == seat
                tensor = obs.tensor()
                assert tensor.dtype == np.float32 and tensor.ndim == 1
                sizes.add(tensor.size)
                hands = _find_hands(obs.to_dict(), [])
                assert hands, "an observation shows the seat its hand"
                assert all(hand == state.hand(seat) for hand in hands), "the only hand shown is the seat's own"
                worlds = [state.resample(seat, k) for k in WORLD_SEEDS]
                for world in worlds:
                    _assert_same_view(world.observation(seat), obs)
                    # and a world of a world, drawn from what the seat knows, keeps it too
                    _assert_same_view(world.resample(seat, 17).observation(seat), obs)
                views = {_hidden_hands(w, seat) for w in worlds} | {_hidden_hands(state, seat)}
                if len(views) > 1:
                    differing += 1
            assert snapshot(state) == kept, "observing and resampling leave the state alone"
    assert len(sizes) == 1, f"one tensor size per game, got {sorted(sizes)}"
    assert differing > 0, "resampling never redrew another seat's hidden cards"


@cases()
def test_observation_does_not_depend_on_others_hidden_cards(name, preset):
    """Two worlds of one seat that differ in another seat's hand give that seat equal views."""
    compared = 0
    for seed in SEEDS:
        for _, state in match_points(name, preset, seed):
            for seat in range(4):
                worlds = [state.resample(seat, k) for k in range(4)]
                for a in worlds:
                    for b in worlds:
                        if a is b or _hidden_hands(a, seat) == _hidden_hands(b, seat):
                            continue
                        _assert_same_view(a.observation(seat), b.observation(seat))
                        compared += 1
    assert compared > 0


@cases()
def test_resampled_worlds_are_consistent_with_the_seat_view(name, preset):
    rng = random.Random(5)
    for seed in SEEDS:
        for _, state in match_points(name, preset, seed):
            for seat in range(4):
                world = state.resample(seat, seed)
                assert world.world_of == seat and state.world_of is None
                assert world.game == state.game
                assert world.hand(seat) == state.hand(seat)
                assert world.cards_left() == state.cards_left()
                assert world.is_consistent()
                assert (world.phase, world.current_player, world.deal_index, world.is_terminal()) == (
                    state.phase, state.current_player, state.deal_index, state.is_terminal())
                assert world.options == state.options
                with pytest.raises(paiju.PaijuError):
                    world.to_record()
                again = state.resample(seat, seed)
                assert str(again) == str(world), "the same seed draws the same world"
                if state.current_player == seat:
                    assert set(move_texts(world)) == set(move_texts(state))
                # play continues from the world to the end of the deal
                deal = world.deal_index
                steps = 0
                while not world.is_terminal() and world.deal_index == deal:
                    world.apply(random_move(world, rng))
                    assert world.is_consistent()
                    steps += 1
                    assert steps < 100_000
                assert world.world_of == seat


@cases()
def test_copies_of_a_world_stay_worlds(name, preset):
    import copy

    for _, state in list(match_points(name, preset, SEEDS[0]))[:8]:
        for seat in range(4):
            world = state.resample(seat, 3)
            for twin in (world.clone(), copy.copy(world), copy.deepcopy(world)):
                assert twin.world_of == seat and str(twin) == str(world)
                _assert_same_view(twin.observation(seat), state.observation(seat))
                with pytest.raises(paiju.PaijuError):
                    twin.to_record()
