"""The native batch (paiju.env.vector): its observation tensors equal the games'
Observation.tensor(), its buffers agree with its action lists, its rewards follow the rules,
and its results do not depend on the thread count."""

from __future__ import annotations

import random

import numpy as np
import pytest

pytest.importorskip("gymnasium")

import paiju
import paiju.env
from tests.reference import observation_tensors

ENCODED = [
    g for g in paiju.games() if paiju.load_game(g)._native._ENV_SPEC["observation_size"] is not None
]


@pytest.mark.parametrize("name", ENCODED)
def test_observation_tensor_equals_the_reference(name):
    """Observation.tensor() and the batch's encoder (both native) against the slow Python
    reference written from the documented layout (tests/reference/observation_tensors.py)."""
    native = paiju.load_game(name)._native
    for preset in paiju.game_module(name).Game.presets():
        for seed in (0, 1):
            state = paiju.load_game(name, preset, max_deals=2).new_match(seed)
            rng = random.Random(seed)
            while True:
                for seat in range(4):
                    observation = state.observation(seat)
                    expected = observation_tensors.tensor(name, observation)
                    np.testing.assert_array_equal(observation.tensor(), expected)
                    np.testing.assert_array_equal(native._encode_observation(state, seat), expected)
                if state.is_terminal():
                    break
                moves = state.legal_moves()
                state.apply(moves[rng.randrange(len(moves))])


@pytest.mark.parametrize("name", ENCODED)
def test_tensor_layout_and_ranges_are_the_documented_ones(name):
    module = paiju.game_module(name)
    assert module.TENSOR_LAYOUT == observation_tensors.LAYOUTS[name]
    assert module.TENSOR_SIZE == max(stop for _, stop in observation_tensors.LAYOUTS[name].values())
    expected = {key: (np.float32(low), np.float32(high)) for key, (low, high) in observation_tensors.RANGES[name].items()}
    assert {key: (np.float32(low), np.float32(high)) for key, (low, high) in module.TENSOR_RANGES.items()} == expected


def test_an_observation_keeps_its_tensor_through_pickle_and_compares_by_its_fields():
    import pickle

    state = paiju.load_game("guandan").new_match(3)
    observation = state.observation(0)
    copy = pickle.loads(pickle.dumps(observation))
    assert copy == observation and not any(key.startswith("_") for key in copy.to_dict())
    np.testing.assert_array_equal(copy.tensor(), observation.tensor())
    state.apply(state.legal_moves()[0])
    np.testing.assert_array_equal(observation.tensor(), copy.tensor())  # taken when observed
    bare = type(observation)(observation.to_dict())
    with pytest.raises(TypeError, match="native encoder"):
        bare.tensor()


def run(env, steps, seed=0):
    """Random legal actions; returns copies of everything the batch reported."""
    obs, _ = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(steps):
        counts = env.legal_actions.copy()
        assert (counts > 0).all()
        np.testing.assert_array_equal(obs["action_mask"].sum(axis=1), counts)
        actions = rng.integers(counts)
        obs, rewards, terminated, _, _ = env.step(actions)
        out.append(
            {k: v.copy() for k, v in obs.items()}
            | {"rewards": rewards.copy(), "terminated": terminated.copy()}
        )
    return out


@pytest.mark.parametrize("name", ENCODED)
def test_buffers_match_the_action_lists(name):
    env = paiju.env.vector(name, 4, seat=1, opponents="random", max_deals=1)
    single = paiju.env.pettingzoo(name).encoding
    run(env, 20)
    obs = env._observations()
    for i in range(4):
        moves = env.action_moves(i)
        np.testing.assert_array_equal(
            obs["legal_moves"][i], single.native._move_features(moves, single.max_actions)
        )
        assert obs["action_mask"][i].sum() == len(moves)


@pytest.mark.parametrize("name", ENCODED)
def test_same_results_for_any_thread_count(name):
    one = run(paiju.env.vector(name, 6, opponents="random", threads=1, max_deals=1), 60, seed=3)
    two = run(paiju.env.vector(name, 6, opponents="random", threads=2, max_deals=1), 60, seed=3)
    for a, b in zip(one, two):
        for key in a:
            np.testing.assert_array_equal(a[key], b[key])
    other = run(paiju.env.vector(name, 6, opponents="random", threads=2, max_deals=1), 60, seed=4)
    assert not all(np.array_equal(a["observation"], b["observation"]) for a, b in zip(one, other))


def test_guandan_rewards_are_paid_when_a_match_ends_and_episodes_restart():
    # One deal per match (max_deals=1): the returns are the levels the winners gained (1..3)
    # for the winning team, minus that for the other (docs/rules/guandan.md §7, 'levels').
    env = paiju.env.vector("guandan", 8, seat=0, opponents="random", max_deals=1)
    for step in run(env, 400):
        r = step["rewards"]
        assert set(np.abs(r[step["terminated"]])) <= {1.0, 2.0, 3.0}
        assert not r[~step["terminated"]].any()
    assert env._batch.episodes.min() >= 1  # every slot finished a match and started the next
    deals = paiju.env.vector("guandan", 8, seat=0, opponents="random", rewards="deal", max_deals=1)
    for step in run(deals, 400):
        paid = np.abs(step["rewards"][step["terminated"]])
        assert np.allclose(paid * 3, np.round(paid * 3)) and set(np.round(paid * 3)) <= {
            1.0,
            2.0,
            3.0,
        }


def test_bad_input_raises_typed_errors():
    env = paiju.env.vector("guandan", 2, opponents="random")
    with pytest.raises(paiju.PaijuError, match="reset"):
        env.step([0, 0])
    env.reset(seed=1)
    with pytest.raises(paiju.IllegalMoveError):
        env.step(env.legal_actions.astype(np.int64))  # one past each list
    with pytest.raises(paiju.InvalidOptionError):
        env.step([0, 0, 0])
    with pytest.raises(paiju.IllegalMoveError):
        env.step([0.0, 0.0])
    with pytest.raises(paiju.InvalidOptionError):
        paiju.env.vector("guandan", 0)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.env.vector("guandan", 2, threads=-1)
    missing = [g for g in paiju.games() if g not in ENCODED]
    for name in missing:
        with pytest.raises(paiju.InvalidOptionError, match="no native observation encoding"):
            paiju.env.vector(name, 2)


@pytest.mark.parametrize("name", ENCODED)
@pytest.mark.parametrize("rewards", ["match", "deal"])
def test_the_batch_plays_the_same_matches_as_states_driven_from_python(name, rewards):
    # The heuristic bots choose without randomness, so each match of the batch can be replayed
    # on a State from its seed: the heuristic's moves for the other seats (paiju.bots.choose),
    # the batch's actions for the learner. Observations, features, action lists, rewards and
    # match ends must agree at every step, across a deal change (two deals per match).
    seat, count = 2, 3
    env = paiju.env.vector(
        name, count, seat=seat, opponents="heuristic", rewards=rewards, max_deals=2, threads=2
    )
    encoding = paiju.env.pettingzoo(name, rewards=rewards).encoding
    game = paiju.load_game(name, max_deals=2)

    def advance(state):
        """The heuristic plays the other seats; the learner's reward meanwhile."""
        reward = 0.0
        while not state.is_terminal() and state.current_player != seat:
            reward += encoding.play(state, paiju.bots.choose(state, "heuristic"))[seat]
        return reward

    def start(i):
        state = game.new_match(env.match_seed(i))
        advance(state)
        return state

    obs, _ = env.reset(seed=9)
    states = [start(i) for i in range(count)]
    rng = np.random.default_rng(1)
    ended = deal_changes = 0
    for _ in range(200):
        for i, state in enumerate(states):
            actions = encoding.actions(state)
            assert list(env.action_moves(i)) == list(actions)
            tensor = state.observation(seat).tensor()
            np.testing.assert_array_equal(obs["observation"][i], tensor)
            features = encoding.native._move_features(actions, encoding.max_actions)
            np.testing.assert_array_equal(obs["legal_moves"][i], features)
        chosen = rng.integers(env.legal_actions)
        expected = []
        for i, state in enumerate(states):
            deal = state.deal_index
            reward = encoding.play(state, encoding.actions(state)[int(chosen[i])])[seat]
            reward += advance(state)
            deal_changes += not state.is_terminal() and state.deal_index != deal
            expected.append((reward, state.is_terminal()))
        obs, rewards_out, terminated, _, _ = env.step(chosen)
        for i, (reward, over) in enumerate(expected):
            assert terminated[i] == over
            assert rewards_out[i] == pytest.approx(reward)
            if over:
                ended += 1
                states[i] = start(i)
    assert ended >= 1 and deal_changes >= 1
