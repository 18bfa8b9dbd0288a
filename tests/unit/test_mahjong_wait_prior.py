"""The belief about a ready seat's wait (wait_prior.h) and the ready hands determinization builds
from it (determinize.h): a distribution over the kinds not let go by, read from public facts only;
every world's ready hand waits on exactly one kind, the tile under claim when the ready seat is
asked to win on it, in the suits 大撇 leaves it."""

from __future__ import annotations

import math

import pytest

from paiju import mahjong
from paiju._core import mahjong as native

KINDS = mahjong.TILE_KINDS[:27]


def _positions(seeds, bet: str | None = None, every_observer: bool = False):
    """(state, ready seat, observer) at every decision of heuristic deals while a seat is ready,
    the observer the seat to move (every other seat with every_observer)."""
    game = mahjong.Game(max_deals=1)
    for seed in seeds:
        state = game.new_match(seed=seed)
        while not state.is_terminal():
            if bet is not None and state.phase == "bet":
                state.apply(f"bet {bet}")
                continue
            observers = range(4) if every_observer else [state.current_player]
            for ready in range(4):
                for observer in observers:
                    if ready != observer and state.wait(ready) is not None:
                        yield state, ready, observer
            state.apply(native._bot_move(state, "heuristic", seed))


def test_the_prior_is_a_distribution_over_the_kinds_not_let_go_by():
    checked = 0
    for state, ready, observer in _positions(range(40)):
        prior = state.wait_prior(ready, observer)
        passed = state._passed(ready)
        assert set(prior) == set(KINDS)
        assert math.isclose(sum(prior.values()), 1.0, rel_tol=1e-9)
        for k, kind in enumerate(KINDS):
            if passed >> k & 1:
                assert prior[kind] == 0.0
            else:
                assert prior[kind] > 0.0
        checked += 1
    assert checked > 300


def test_the_prior_depends_only_on_what_the_observer_sees():
    differs = 0
    for i, (state, ready, observer) in enumerate(_positions(range(40, 60))):
        world = state.resample(observer, seed=i)
        differs += world.hand(ready) != state.hand(ready)
        assert world.wait_prior(ready, observer) == state.wait_prior(ready, observer)
    assert differs > 100  # the hidden hands really were redrawn


def test_the_prior_ranks_the_true_wait_above_uniform_on_unseen_deals():
    # fitted on deals 0..5999 at turns; the uniform belief over the kinds not let go by scores about -2.96
    logs = [math.log(state.wait_prior(r, o)[state.wait(r)])
            for state, r, o in _positions(range(900000, 900150)) if state.phase == "turn"]
    assert len(logs) > 1000
    assert sum(logs) / len(logs) > -2.7


def _check_ready_worlds(positions, count_claims: bool):
    claims = 0
    for i, (state, ready, observer) in enumerate(positions):
        world = state.resample(observer, seed=i)
        wait = world.wait(ready)
        hand = world.hand(ready)
        obs = state.observation(observer)
        if state.phase == "turn" and state.current_player == ready:
            hand.remove(world.observation(ready).drawn)  # the tile it just drew
        melds = [(kind, tile) for kind, tile in world.melds(ready)]
        assert mahjong.waits(hand, melds) == [wait]
        if state.phase == "claim" and state.current_player == ready:
            assert wait == obs.claim_tile  # asked to win on it: it waits on it
            claims += 1
        yield world, ready, hand, melds
    if count_claims:
        assert claims > 20


def test_determinized_ready_hands_wait_on_one_kind_and_on_the_tile_they_are_asked_to_win_on():
    list(_check_ready_worlds(_positions(range(60, 120), every_observer=True), count_claims=True))


@pytest.mark.parametrize("seeds", [range(300, 400)])
def test_determinized_da_pie_ready_hands_lack_a_suit(seeds):
    checked = 0
    for world, ready, hand, melds in _check_ready_worlds(_positions(seeds, bet="da_pie"), count_claims=False):
        tiles = hand + [tile for _, tile in melds if tile is not None]
        assert len({tile[-1] for tile in tiles}) <= 2
        checked += 1
    assert checked > 100


def _two_ready_seats_asked_for_one_tile():
    """(state, discarder, first asked, second asked) at the first claim where two ready seats wait
    on the discarded kind, from heuristic deals."""
    game = mahjong.Game(max_deals=1)
    for seed in range(1000):
        state = game.new_match(seed=seed)
        while not state.is_terminal():
            if state.phase == "claim":
                tile = state.observation(0).claim_tile
                discarder = state.history()[-1][0]
                waiting = [t for t in range(4) if t != discarder and state.wait(t) == tile]
                if len(waiting) == 2:
                    first = state.current_player
                    second = next(t for t in waiting if t != first)
                    return state, discarder, first, second
            state.apply(native._bot_move(state, "heuristic", seed))
    raise AssertionError("no such claim in 1,000 deals")


def test_a_seat_asked_later_may_still_wait_on_the_tile_and_one_that_passed_shows_its_wait():
    state, discarder, first, second = _two_ready_seats_asked_for_one_tile()
    tile = state.observation(first).claim_tile
    bit = 1 << KINDS.index(tile)
    assert state.wait(first) == state.wait(second) == tile
    assert not state._passed(second) & bit  # not asked yet: nothing let go by
    state.apply("pass")  # the first passes its win: only a seat waiting on the tile is asked
    assert state.phase == "claim" and state.current_player == second
    for i in range(30):
        world = state.resample(discarder, seed=i)
        assert world.wait(first) == tile
        assert world.wait(second) == tile
    state.apply("pass")
    for t in range(4):  # the win claims are over: the other ready seats let the tile go by
        if t != discarder and state.wait(t) is not None and state.wait(t) != tile:
            assert state._passed(t) & bit
