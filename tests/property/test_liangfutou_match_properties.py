"""Liangfutou matches under random and bot play (issue 6): invariants, records, knowledge."""

import json
import random

import numpy as np
import pytest

import paiju
from paiju import bots, liangfutou as L


def random_match(seed, max_deals=3, steps=None):
    state = L.Game(max_deals=max_deals).new_match(seed=seed)
    rng = random.Random(seed)
    taken = 0
    while not state.is_terminal() and (steps is None or taken < steps):
        moves = state.legal_moves()
        assert moves, "a live state always has a move"
        state.apply(moves[rng.randrange(len(moves))])
        assert state.is_consistent()  # 108 cards accounted for, scores zero-sum
        taken += 1
    return state


@pytest.mark.parametrize("seed", range(8))
def test_random_matches_keep_invariants_and_replay(seed):
    state = random_match(seed)
    assert state.is_terminal() and state.deal_index == 3
    assert abs(sum(state.returns())) < 1e-9
    again = L.replay(json.loads(json.dumps(state.to_record())))
    assert again.returns() == state.returns() and again.history() == state.history()


def test_observations_show_only_what_a_seat_knows():
    for seed in range(6):
        state = random_match(seed, steps=40)
        for seat in range(4):
            obs = state.observation(seat)
            assert obs.hand == state.hand(seat)
            assert obs.cards_left == state.cards_left()
            if obs.partner is not None:  # known only to the partner, or once revealed
                assert state.revealed or seat == obs.partner


def test_resample_keeps_the_seat_view_and_hides_the_rest():
    for seed in range(6):
        state = random_match(seed, steps=25)
        for seat in range(4):
            worlds = [state.resample(seat, seed=k) for k in range(3)]
            for world in worlds:
                assert world.is_consistent() and world.hand(seat) == state.hand(seat)
                assert world.cards_left() == state.cards_left()
                if state.called is not None and state.caller != seat:
                    assert state.called not in world.hand(state.caller)  # it held exactly one
            assert len({tuple(str(w.hand(t)) for t in range(4)) for w in worlds}) > 1
            assert [str(state.resample(seat, seed=1).hand(t)) for t in range(4)] == [
                str(worlds[1].hand(t)) for t in range(4)]


@pytest.mark.parametrize("spec", ["heuristic", "ismcts:iterations=40", "pimc:worlds=3,candidates=5"])
def test_bots_never_read_hidden_cards(spec):
    checked = 0
    for seed in range(10):
        state = random_match(seed, steps=30)
        if state.is_terminal() or state.phase != "play" or len(state.legal_moves()) < 3:
            continue
        seat = state.current_player
        other = state.resample(seat, seed=77)
        assert bots.choose(state, spec, seed=5) == bots.choose(other, spec, seed=5)
        checked += 1
    assert checked >= 3


def test_simulate_is_reproducible_for_any_thread_count_and_bots_play_legally():
    runs = [paiju.simulate("liangfutou", deals=200, seed=3, threads=t, progress=False) for t in (1, 2)]
    for key, array in runs[0].arrays.items():
        assert np.array_equal(array, runs[1].arrays[key]), key
    assert (runs[0].payments.sum(axis=1) == 0).all()  # zero-sum per deal
    for spec in ("random", "ismcts:iterations=8", "pimc:worlds=1,candidates=3"):
        r = paiju.simulate("liangfutou", deals=6, bots=[spec, "heuristic"] * 2, seed=1, progress=False)
        assert len(r) == 6
    matches = paiju.simulate("liangfutou", matches=2, seed=1, max_deals=2, progress=False)
    assert list(matches.deals) == [2, 2]


def test_heuristic_beats_random_in_the_arena():
    result = paiju.arena("liangfutou", {"h": "heuristic", "r": "random"}, deals=120, seed=2, progress=False)
    assert result.levels_per_deal[1] > 0  # units per deal: the whole 95% interval above zero


def test_observation_tensor_and_table():
    state = random_match(3, steps=30)
    for seat in range(4):
        tensor = state.observation(seat).tensor()
        assert tensor.shape == (L.TENSOR_SIZE,)
        start, stop = L.TENSOR_LAYOUT["hand"]
        assert (tensor[start:stop] == state.hand(seat).counts()).all()
    assert "Liangfutou deal" in str(state)


def test_python_callable_bot_in_a_liangfutou_seat():
    seen = []

    def first_move(observation, legal_moves):
        seen.append(observation.seat)
        return legal_moves[0]

    r = paiju.simulate("liangfutou", deals=3, bots=[first_move, "heuristic", "heuristic", "heuristic"], seed=1,
                       progress=False)
    assert len(r) == 3 and seen and set(seen) == {0}

    def cheat(observation, legal_moves):
        return "joker_bomb HR SB SB HR HR"

    with pytest.raises(paiju.IllegalMoveError, match="not legal"):
        paiju.simulate("liangfutou", deals=1, bots=[cheat] * 4, progress=False)
