"""PettingZoo AEC environments: the API and seed checkers for every game and preset, whole
matches played through the environment against the same moves played on a State, the action
list's order and cap, and the observation's parts."""

from __future__ import annotations

import random

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
import paiju
import paiju.env
from pettingzoo.test import api_test, seed_test

from tests.conformance import cases, games

#: Whole matches are cut to this many deals where the game has the option (all do today).
SHORT = {"max_deals": 1}


def short_options(name):
    return SHORT if "max_deals" in paiju.load_game(name).options else {}


@cases()
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")  # it is a dict of arrays
def test_pettingzoo_api_and_seed_tests_pass(name, preset):
    api_test(paiju.env.pettingzoo(name, preset), num_cycles=12)
    seed_test(lambda: paiju.env.pettingzoo(name, preset), num_cycles=12)


@games()
@pytest.mark.parametrize("rewards", ["match", "deal"])
def test_a_whole_match_through_the_env_equals_the_same_moves_on_a_state(name, rewards):
    env = paiju.env.pettingzoo(name, rewards=rewards, **short_options(name))
    env.reset(seed=5)
    rng = random.Random(5)
    moves, totals, deal_ends = [], {a: 0.0 for a in env.possible_agents}, 0
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        totals[agent] += reward
        assert not truncated
        if terminated:
            assert not obs["action_mask"].any()
            env.step(None)
            continue
        assert agent == f"seat_{env.state.current_player}"
        count = int(obs["action_mask"].sum())
        assert count == info["legal_actions"] and obs["action_mask"][:count].all()
        assert obs["observation"].shape == (paiju.game_module(name).TENSOR_SIZE,)
        np.testing.assert_array_equal(
            obs["observation"], env.state.observation(env.state.current_player).tensor()
        )
        assert not obs["legal_moves"][count:].any()
        action = rng.randrange(count)
        moves.append(env.encoding.actions(env.state)[action])
        deal = env.state.deal_index
        env.step(action)
        deal_ends += env.state.is_terminal() or env.state.deal_index != deal
    assert env.agents == []
    state = paiju.load_game(name, **short_options(name)).new_match(
        int(np.random.default_rng(5).integers(2**63))
    )
    for move in moves:
        state.apply(move)
    assert state.is_terminal() and deal_ends >= 1
    if rewards == "match":
        assert [totals[f"seat_{s}"] for s in range(4)] == pytest.approx(state.returns())
    else:
        assert all(-deal_ends <= t <= deal_ends for t in totals.values())


@games()
def test_actions_are_the_legal_moves_in_order_when_within_the_bound(name):
    env = paiju.env.pettingzoo(name)
    state = paiju.load_game(name).new_match(1)
    samples = hasattr(state, "count_moves")  # a game whose lists can be huge: its choice list
    rng = random.Random(1)
    within = 0
    for _ in range(150):
        if state.is_terminal():
            break
        actions = list(env.encoding.actions(state))
        assert 0 < len(actions) <= env.encoding.max_actions
        assert len(set(map(str, actions))) == len(actions)
        legal = None if samples else list(state.legal_moves())
        if legal is not None and len(legal) <= env.encoding.max_actions:
            assert actions == legal
            within += 1
        for move in actions:
            state.clone().apply(move)  # legal: raises otherwise
        state.apply(actions[rng.randrange(len(actions))])
    assert samples or within > 100


def test_shengji_actions_are_the_unit_leads_and_every_follow_up_to_256():
    # docs/bots.md: choice_moves leads every one-unit lead plus at most one safe throw per
    # effective suit (four suits and trumps: five at most), and follows with every legal follow
    # when there are at most 256.
    env = paiju.env.pettingzoo("shengji")
    state = paiju.load_game("shengji").new_match(3)
    rng = random.Random(3)
    checked = 0
    while not state.is_terminal() and checked < 120:
        actions = list(env.encoding.actions(state))
        if state.phase == "play" and state.count_moves() <= 256:
            legal = list(state.legal_moves())
            leading = not state.trick
            expected = [m for m in legal if m.kind != "throw"] if leading else legal
            units = [m for m in actions if m.kind != "throw"]
            throws = [m for m in actions if m.kind == "throw"]
            assert len(units) == len(expected) and set(map(str, units)) == set(map(str, expected))
            assert len(throws) <= 5 and set(map(str, throws)) <= set(map(str, legal))
            checked += 1
        state.apply(actions[rng.randrange(len(actions))])
    assert checked >= 100


@games()
def test_a_long_action_list_is_capped_with_the_candidates_first(name):
    bound = 3
    env = paiju.env.pettingzoo(name, max_actions=bound)
    native = env.encoding.native
    state = paiju.load_game(name).new_match(2)
    unbounded = paiju.env.pettingzoo(name, max_actions=100_000).encoding
    rng = random.Random(2)
    capped = 0
    for _ in range(300):
        if state.is_terminal():
            break
        full = list(unbounded.actions(state))
        actions = list(env.encoding.actions(state))
        if len(full) > bound:
            # Expected from the rule as documented: the shortlist (deduplicated), then the rest
            # of the full list in order, cut at the bound.
            expected = []
            for move in list(native._candidates(state)) + full:
                if move in full and move not in expected:
                    expected.append(move)
            assert actions == expected[:bound]
            capped += 1
        else:
            assert actions == full
        state.apply(full[rng.randrange(len(full))])
    assert capped > 0


def test_guandan_move_features_are_cards_type_and_key():
    env = paiju.env.pettingzoo("guandan")
    env.reset(seed=3)
    for _ in range(40):
        obs = env.observe(env.agent_selection)
        actions = env.encoding.actions(env.state)
        for k, move in enumerate(actions):
            row = obs["legal_moves"][k]
            np.testing.assert_array_equal(row[:54], move.cards.counts())
            assert (row[54], row[55]) == (move.type_code, move.key_code)
        env.step(len(actions) - 1)


def test_guandan_deal_rewards_are_the_levels_gained_over_three_for_the_winners():
    # docs/bots.md: Guandan's deal payoff is the levels gained / 3 (at most 3 levels), + for
    # the winning team, - for the other; partners (seats 0, 2 and 1, 3) get the same.
    env = paiju.env.pettingzoo("guandan", rewards="deal", max_deals=3)
    env.reset(seed=4)
    rng = random.Random(4)
    seen = 0
    while env.agents:
        agent = env.agent_selection
        if env.terminations[agent]:
            env.step(None)
            continue
        state = env.state
        deal, levels = state.deal_index, state.levels
        env.step(rng.randrange(int(env.observe(agent)["action_mask"].sum())))
        r = [env.rewards.get(f"seat_{s}", 0.0) for s in range(4)]
        if env.state.is_terminal() or env.state.deal_index != deal:
            seen += 1
            assert r[0] == r[2] and r[1] == r[3] and r[0] == -r[1]
            assert abs(r[0]) in (pytest.approx(1 / 3), pytest.approx(2 / 3), pytest.approx(1.0))
            if not env.state.is_terminal():
                ranks = "23456789TJQKA"
                winner = 0 if r[0] > 0 else 1
                gained = ranks.index(env.state.levels[winner]) - ranks.index(levels[winner])
                assert gained == round(abs(r[0]) * 3)
        else:
            assert r == [0.0, 0.0, 0.0, 0.0]
    assert seen == 3


def test_bad_actions_and_options_raise_typed_errors():
    env = paiju.env.pettingzoo("guandan")
    env.reset(seed=1)
    count = int(env.observe(env.agent_selection)["action_mask"].sum())
    for bad in (count, -1, 1.5, "0", True):
        with pytest.raises(paiju.IllegalMoveError):
            env.step(bad)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.env.pettingzoo("guandan", rewards="trick")
    with pytest.raises(paiju.InvalidOptionError):
        paiju.env.pettingzoo("guandan", max_actions=1)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.env.pettingzoo("chess")
    with pytest.raises(paiju.InvalidOptionError):
        paiju.env.pettingzoo("guandan", no_such_option=1)
