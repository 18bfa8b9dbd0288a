"""Batch simulation and bots (issue 5): determinism, legality, knowledge, errors."""

import numpy as np
import pytest

import paiju
from paiju import bots, guandan
from paiju._core import guandan as native


def test_same_seed_same_results_for_any_thread_count():
    runs = [paiju.simulate("guandan", deals=300, seed=11, threads=t, progress=False) for t in (1, 2, 3)]
    for other in runs[1:]:
        for key, array in runs[0].arrays.items():
            assert np.array_equal(array, other.arrays[key]), key
    search = [paiju.simulate("guandan", deals=6, bots=["ismcts:iterations=24", "heuristic"] * 2, seed=5,
                             threads=t, progress=False) for t in (1, 2)]
    for key, array in search[0].arrays.items():
        assert np.array_equal(array, search[1].arrays[key]), key


def test_different_seeds_give_different_deals():
    a = paiju.simulate("guandan", deals=50, seed=1, progress=False)
    b = paiju.simulate("guandan", deals=50, seed=2, progress=False)
    assert not np.array_equal(a.finish_order, b.finish_order)


def test_deal_results_are_well_formed():
    r = paiju.simulate("guandan", deals=200, seed=3, progress=False)
    assert len(r) == 200 and list(r.index) == list(range(200))
    for finish, winner, gained in zip(r.finish_order, r.winner, r.levels_gained):
        assert sorted(finish) == [0, 1, 2, 3]
        assert winner == finish[0] % 2
        partner_place = list(finish).index(finish[0] ^ 2)  # 1, 2 or 3 -> +3, +2, +1
        assert gained == 4 - partner_place
    assert r.summary["episodes"] == 200
    assert abs(r.summary["finish_1_2"] + r.summary["finish_1_3"] + r.summary["finish_1_4"] - 1) < 1e-9


def test_whole_matches():
    r = paiju.simulate("guandan", matches=4, seed=3, max_deals=5, progress=False)
    assert len(r) == 4
    assert all(1 <= d <= 5 for d in r.deals)
    assert set(r.winner) <= {0, 1, 2}


@pytest.mark.parametrize(
    "bot, deals",
    [("random", 400), ("heuristic", 400), ("pimc:worlds=2,candidates=4", 12), ("ismcts:iterations=12", 12)],
)
def test_bots_only_choose_legal_moves(bot, deals):
    # The runner checks every bot move against the legal list and raises IllegalMoveError
    # otherwise; benchmarks/soak_bots.py runs 100,000 deals per bot kind.
    r = paiju.simulate("guandan", deals=deals, bots=[bot, "random"] * 2, seed=17, progress=False)
    assert len(r) == deals


def test_heuristic_beats_random_on_duplicate_deals():
    result = paiju.arena("guandan", {"heuristic": "heuristic", "random": "random"}, deals=100, seed=4,
                         progress=False)
    assert result.win_rate[0] >= 0.95


def play_to_positions(seed, count):
    """Positions from a heuristic match (with tribute) where the mover has a real choice and at
    least two other seats hold cards (so that their hidden hands can be redrawn)."""
    state = guandan.Game(max_deals=3).new_match(seed=seed)
    found = []
    while not state.is_terminal() and len(found) < count:
        others_holding = sum(1 for t, n in enumerate(state.cards_left()) if t != state.current_player and n > 0)
        if len(state.legal_moves()) > 3 and state.phase == "play" and others_holding >= 2:
            found.append(state.clone())
        state.apply(bots.choose(state, "heuristic"))
        for _ in range(7):  # spread the positions out
            if state.is_terminal():
                break
            state.apply(bots.choose(state, "heuristic"))
    return found


@pytest.mark.parametrize("spec", ["heuristic", "pimc:worlds=6,candidates=6", "ismcts:iterations=60"])
def test_bots_never_read_hidden_cards(spec):
    # Two states the mover cannot tell apart (the second is a world resampled from the first
    # for the mover: same own hand and public history, other hidden hands) must get the same
    # move from the same bot and seed.
    checked = 0
    for state in play_to_positions(seed=8, count=8):
        seat = state.current_player
        for k in range(2):
            other = state.resample(seat, seed=100 + k)
            assert [str(other.hand(t)) for t in range(4) if t != seat] != [
                str(state.hand(t)) for t in range(4) if t != seat
            ]
            assert bots.choose(state, spec, seed=3) == bots.choose(other, spec, seed=3)
            checked += 1
    assert checked >= 8


def test_python_callable_bot_in_a_seat():
    seen = []

    def first_move(observation, legal_moves):
        seen.append((observation.seat, len(observation.hand)))
        return legal_moves[0]

    r = paiju.simulate("guandan", deals=3, bots=[first_move, "heuristic", "heuristic", "heuristic"], seed=2,
                       progress=False)
    assert len(r) == 3 and seen and all(seat == 0 for seat, _ in seen)


def test_python_bots_see_what_state_observation_shows_history_included():
    # Four Python bots play deal 0 of a simulated match; the same deal rebuilt from their first
    # observations (hands, level 2, the leader) and the moves they chose must show every seat,
    # at every decision, exactly the observation the bot was given — plays so far included.
    calls = []

    def first_legal(observation, legal_moves):
        calls.append(observation.to_dict())
        return legal_moves[0]

    paiju.simulate("guandan", deals=1, bots=[first_legal] * 4, seed=5, progress=False)
    hands = {}
    for obs in calls:
        hands.setdefault(obs["seat"], obs["hand"])
    assert sorted(hands) == [0, 1, 2, 3] and calls[0]["plays"] == []
    state = guandan.Game().new_deal([hands[s] for s in range(4)], level="2", leader=calls[0]["seat"])
    for obs in calls:
        assert state.observation(obs["seat"]).to_dict() == obs
        state.apply(state.legal_moves()[0])
    assert state.is_terminal() and len(calls[-1]["plays"]) == len(calls) - 1


def test_python_bot_choosing_an_illegal_move_raises():
    def cheat(observation, legal_moves):
        return "FourKings B SB SB HR HR"

    with pytest.raises(paiju.IllegalMoveError, match="not legal"):
        paiju.simulate("guandan", deals=1, bots=[cheat] * 4, seed=2, progress=False)


@pytest.mark.parametrize(
    "spec", ["foo", "ismcts:iterations=0", "pimc:bogus=1", "heuristic:x=1", "ismcts:time=-1", "pimc:policy=smart", ""]
)
def test_bad_bot_specs_raise_invalid_option_error(spec):
    with pytest.raises(paiju.InvalidOptionError):
        paiju.simulate("guandan", deals=1, bots=[spec] * 4, progress=False)


def test_bad_simulate_arguments():
    with pytest.raises(paiju.InvalidOptionError):
        paiju.simulate("chess", deals=1)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.simulate("guandan", deals=0)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.simulate("guandan", deals=1, matches=1)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.simulate("guandan", deals=1, bots=["heuristic"] * 3)
    with pytest.raises(paiju.InvalidOptionError, match="bogus"):
        paiju.simulate("guandan", deals=1, bogus=1)


def test_stopping_early_keeps_finished_episodes():
    sim = native._Simulation({}, 1, False, 100000, 1, [[0, 0, 0, 0]], ["heuristic"], 2)
    sim.start()
    sim.wait(0.05)
    sim.stop()
    while not sim.wait(0.5):
        pass
    arrays = sim.results()
    done = arrays["done"]
    assert 0 < done.sum() < 100000  # stopped partway, finished episodes kept
    assert all(sorted(f) == [0, 1, 2, 3] for f in arrays["finish_order"][done])


def test_bot_objects_give_specs():
    assert str(bots.ISMCTS(iterations=50)) == "ismcts:iterations=50,c=0.7,policy=heuristic"
    assert str(bots.PIMC(time_per_move=0.05)) == "pimc:time=0.05,candidates=16,policy=heuristic"
    strength = bots.ISMCTS(iterations=40, trees=2, prior=0.5, beliefs=0.5, pool=16, endgame=8)
    assert str(strength) == ("ismcts:iterations=40,c=0.7,policy=heuristic,trees=2,prior=0.5,"
                             "beliefs=0.5,pool=16,endgame=8")
    assert bots.check_bot(strength, "guandan") == str(strength)
    # beliefs and exact endgames are Guandan's so far: other games refuse them by name
    with pytest.raises(paiju.InvalidOptionError, match="beliefs"):
        bots.check_bot(bots.ISMCTS(beliefs=0.5), "liangfutou")
    with pytest.raises(paiju.InvalidOptionError, match="endgame"):
        bots.check_bot(bots.ISMCTS(endgame=8), "mahjong")
    moved = bots.ISMCTS(iterations=40, beliefs=0.1, pool=16, moves=20)
    assert str(moved) == "ismcts:iterations=40,c=0.7,policy=heuristic,beliefs=0.1,pool=16,moves=20"
    assert bots.check_bot(moved, "guandan") == str(moved)
    # moving worlds needs the evidence to move toward, and a game that can exchange hidden cards
    with pytest.raises(paiju.InvalidOptionError, match="moves=N moves the worlds"):
        bots.check_bot("ismcts:moves=20", "guandan")
    # with the others' styles inferred too, the worlds move toward the mixture's likelihood
    assert bots.check_bot("ismcts:beliefs=0.5,moves=20,others=mix,styles=1", "guandan")
    with pytest.raises(paiju.InvalidOptionError, match="no beliefs from plays"):
        bots.check_bot("ismcts:beliefs=0.5,moves=20", "mahjong")
    # the partner's plays weighed apart (allies=): with beliefs, in a game of two sides
    allied = bots.ISMCTS(iterations=40, beliefs=0.1, pool=16, allies=0.5)
    assert str(allied) == "ismcts:iterations=40,c=0.7,policy=heuristic,beliefs=0.1,pool=16,allies=0.5"
    assert bots.check_bot(allied, "guandan") == str(allied)
    for spec in ("ismcts:allies=0.5", "ismcts:beliefs=0.1,allies=0", "ismcts:beliefs=0.1,allies=2"):
        with pytest.raises(paiju.InvalidOptionError, match="allies"):
            bots.check_bot(spec, "guandan")
    # the player whose replay weighs the worlds (model=): with beliefs, not with styles=1
    modelled = bots.ISMCTS(iterations=40, beliefs=0.1, model="imitator", pool=16)
    assert str(modelled) == "ismcts:iterations=40,c=0.7,policy=heuristic,beliefs=0.1,model=imitator,pool=16"
    assert bots.check_bot(modelled, "guandan") == str(modelled)
    for spec in ("ismcts:model=imitator", "ismcts:beliefs=0.5,model=imitator,others=mix,styles=1"):
        with pytest.raises(paiju.InvalidOptionError, match="model=P"):
            bots.check_bot(spec, "guandan")
    with pytest.raises(paiju.InvalidOptionError, match="model must be random or a named player"):
        bots.check_bot("ismcts:beliefs=0.5,model=nobody", "guandan")
    carried = bots.ISMCTS(iterations=40, beliefs=0.1, pool=16, moves=20, carry=True)
    assert str(carried) == "ismcts:iterations=40,c=0.7,policy=heuristic,beliefs=0.1,pool=16,moves=20,carry=1"
    assert bots.check_bot(carried, "guandan") == str(carried)
    with pytest.raises(paiju.InvalidOptionError, match="carry=1 carries"):
        bots.check_bot("ismcts:carry=1", "guandan")
    assert bots.check_bot("ismcts:beliefs=0.5,moves=20,carry=1,others=mix,styles=1", "guandan")
    r = paiju.simulate("guandan", deals=2, bots=[bots.ISMCTS(iterations=8), bots.Heuristic()] * 2, progress=False)
    assert len(r) == 2


@pytest.mark.parametrize("carried", ["ismcts:iterations=24,trees=2,beliefs=0.1,pool=6,moves=4,carry=1",
                                     "ismcts:iterations=24,trees=2,beliefs=0.1,pool=6,moves=4,carry=1,"
                                     "others=mix,mix=heuristic+racer,styles=1"])
def test_carried_worlds_give_the_same_matches_for_any_thread_count(carried: str) -> None:
    # Two-deal matches: each seat's pool is carried within a deal and dropped at the next one
    # (with styles=1 the chains weigh each exchange by the mixture of the two styles).
    runs = [paiju.simulate("guandan", matches=2, bots=[carried, "heuristic"] * 2, seed=9, threads=t,
                           max_deals=2, progress=False) for t in (1, 2)]
    for key, array in runs[0].arrays.items():
        assert np.array_equal(array, runs[1].arrays[key]), key
    fresh = paiju.simulate("guandan", matches=2, bots=[carried.replace(",carry=1", ""), "heuristic"] * 2, seed=9,
                           threads=1, max_deals=2, progress=False)
    assert any(not np.array_equal(array, fresh.arrays[key]) for key, array in runs[0].arrays.items())


def test_the_beliefs_model_is_the_policy_unless_another_player_is_named() -> None:
    # model=heuristic is the default (the policy) exactly; another model weighs the worlds by
    # another player's replay, so some decision of a deal changes.
    base = "ismcts:iterations=30,beliefs=0.1,pool=8,moves=4"
    runs = {model: paiju.simulate("guandan", deals=3, bots=[base + model, "heuristic"] * 2, seed=12, threads=1,
                                  progress=False) for model in ("", ",model=heuristic", ",model=sitter")}
    for key, array in runs[""].arrays.items():
        assert np.array_equal(array, runs[",model=heuristic"].arrays[key]), key
    assert any(not np.array_equal(array, runs[",model=sitter"].arrays[key]) for key, array in runs[""].arrays.items())


def test_records_replay_each_episode() -> None:
    kept = paiju.simulate("guandan", deals=3, bots=["ismcts:iterations=8", "heuristic"] * 2, seed=4, threads=2,
                          records=True, progress=False)
    plain = paiju.simulate("guandan", deals=3, bots=["ismcts:iterations=8", "heuristic"] * 2, seed=4, threads=1,
                           progress=False)
    for key, array in plain.arrays.items():  # keeping records changes nothing else
        assert np.array_equal(array, kept.arrays[key]), key
    assert plain.records is None and kept.records is not None and len(kept.records) == 3
    for record, moves in zip(kept.records, kept.moves):
        assert len(record["moves"]) == moves
        state = guandan.replay(record)  # the deal's last move ends it
        assert state.deal_index == 1 or state.is_terminal()
        assert record["seed"] == guandan.replay({**record, "moves": []}).to_record()["seed"]
        assert [seat for seat, _ in record["moves"]][0] == guandan.replay({**record, "moves": []}).current_player
    whole = paiju.simulate("guandan", matches=1, seed=4, max_deals=2, records=True, progress=False)
    assert guandan.replay(whole.records[0]).is_terminal()
    with pytest.raises(paiju.InvalidOptionError, match="local backend"):
        paiju.simulate("guandan", deals=1, seed=4, records=True, backend="ray", progress=False)
