"""Bad input across the API raises a typed paiju error (a PaijuError that is also a ValueError),
never a bare Python or pybind11 exception, and is never silently reinterpreted. Each case was
found by probing the API with junk; the expected behaviour is the project's rule for bad input."""

from __future__ import annotations

import math

import pytest

import paiju
from paiju import bots, mahjong, shengji


def typed(error: type[paiju.PaijuError] = paiju.PaijuError):
    """pytest.raises for a paiju error that is also a ValueError."""
    assert issubclass(error, paiju.PaijuError)
    return pytest.raises((error,))


def check_value_error(excinfo: pytest.ExceptionInfo) -> None:
    assert isinstance(excinfo.value, ValueError), type(excinfo.value)


# --- bot specs ------------------------------------------------------------------------------

@pytest.mark.parametrize("spec", ["ismcts:iterations=10,iterations=20", "pimc:worlds=3,worlds=4",
                                  "ismcts:iterations=10,c=inf", "ismcts:iterations=10,prior=nan",
                                  "pimc:worlds=2,z=1e999"])
def test_a_parameter_given_twice_or_not_finite_is_refused(spec: str) -> None:
    with typed(paiju.InvalidOptionError) as excinfo:
        bots.resolved_spec(spec, "guandan")
        paiju.bots.choose(paiju.guandan.Game().new_match(1), spec)
    check_value_error(excinfo)


@pytest.mark.parametrize("policy", ["heuristic,iterations=3000", "random:x", "", "a=b", None])
def test_a_rollout_policy_is_a_name_not_spec_text(policy: object) -> None:
    for make in (bots.ISMCTS, bots.PIMC):
        with typed(paiju.InvalidOptionError):
            make(policy=policy)  # type: ignore[arg-type]


# --- arena ----------------------------------------------------------------------------------

def test_win_rate_intervals_stay_within_zero_and_one() -> None:
    from paiju.arena import win_rate_ci

    # Seven 1s and a 0: mean 0.875, sd sqrt(8 * 0.875 * 0.125 / 7) = 0.35355, t(7) = 2.3646,
    # half width 2.3646 * 0.35355 / sqrt(8) = 0.29557: [0.5794, 1.1706], the top clipped to 1.
    mean, low, high = win_rate_ci([1.0] * 7 + [0.0])
    assert mean == 0.875 and low == pytest.approx(0.875 - 0.29557, abs=1e-4) and high == 1.0
    assert win_rate_ci([1.0, 1.0, 1.0, 0.0])[1] == 0.0  # 0.75 - 3.1824 * 0.25 < 0
    assert win_rate_ci([0.5]) == (0.5, 0.0, 1.0)  # one split pair excludes nothing
    assert win_rate_ci([1.0]) == (1.0, 0.025, 1.0)  # Clopper-Pearson for one win in one trial
    result = paiju.arena("guandan", {"A": "random", "B": "random"}, deals=3, seed=1, duplicate=False)
    assert all(0.0 <= v <= 1.0 and not math.isnan(v) for v in result.win_rate)
    assert "duplicate" not in result.table().splitlines()[0]


@pytest.mark.parametrize("options", [{"duplicate": "no"}, {"duplicate": 1}, {"first": 2**62}, {"first": -1}])
def test_arena_options_are_checked(options: dict) -> None:
    with typed(paiju.InvalidOptionError):
        paiju.arena("guandan", {"A": "random", "B": "random"}, deals=1, seed=1, **options)


# --- cards, tiles and games -----------------------------------------------------------------

def test_a_dict_of_counts_is_not_taken_for_its_keys() -> None:
    with typed(paiju.InvalidCardError):
        paiju.Cards({"SA": 3, "HT": 0})
    with typed(paiju.InvalidTileError):
        mahjong.parse_tiles({"5m": 2})


@pytest.mark.parametrize("lead", ["declare H5", "bury S3"])
def test_shengji_follows_need_a_play_as_the_lead(lead: str) -> None:
    with typed(paiju.IllegalMoveError):
        shengji.legal_plays("SA SK", "5", "H", lead=shengji.Move.parse(lead))
    with typed(paiju.IllegalMoveError):
        shengji.trick_winner([shengji.Move.parse(lead), "SA"], "5", "H")


def test_shengji_deal_level_must_be_one_of_the_games_levels() -> None:
    deal = paiju.deal(seed=1, kitty=8)
    with typed(paiju.InvalidOptionError):
        shengji.Game(level_sequence="5TK").new_deal(deal.hands, deal.kitty, 0, "7", "H")
    state = shengji.Game(level_sequence="5TK").new_deal(deal.hands, deal.kitty, 0, "T", "H")
    assert state.team_levels == ["T", "T"]


@pytest.mark.parametrize("wall", [None, 5])
def test_mahjong_new_deal_checks_its_wall_and_bets(wall: object) -> None:
    with typed(paiju.InvalidTileError):
        mahjong.Game().new_deal(wall)  # type: ignore[arg-type]
    wall_text = mahjong.Game().new_match(seed=3).deal_wall()
    with typed(paiju.InvalidOptionError):
        mahjong.Game().new_deal(wall_text, bets=5)  # type: ignore[arg-type]
    with typed(paiju.InvalidOptionError):
        mahjong.Game().new_deal(wall_text, bets=["bu_peng", [], [], []])
    mahjong.Game().new_deal(wall_text, bets=(b for b in [["bu_peng"], [], [], []]))  # any iterable


def test_mahjong_wait_prior_of_a_seat_not_ready() -> None:
    with typed(paiju.InvalidOptionError) as excinfo:
        mahjong.Game().new_match(seed=1).wait_prior(0, 1)
    check_value_error(excinfo)


@pytest.mark.parametrize("key,value", [("winner", 2**63), ("discarder", 2**64), ("winner", -2**70)])
def test_score_win_seats_of_any_size_are_checked(key: str, value: int) -> None:
    from tests.unit.test_mahjong_scoring import facts

    with typed(paiju.InvalidOptionError) as excinfo:
        mahjong.score_win(facts(**{key: value}))
    check_value_error(excinfo)


def test_score_win_fact_errors_are_value_errors() -> None:
    from tests.unit.test_mahjong_scoring import facts

    for bad in ({"winner": "1"}, {"bets": [["no_such_bet"], [], [], []]}):
        with typed(paiju.InvalidOptionError) as excinfo:
            mahjong.score_win(facts(**bad))
        check_value_error(excinfo)
    with typed(paiju.InvalidOptionError):
        mahjong.score_win({"winner": 1})  # keys missing


def test_numpy_integer_seeds_are_seeds_and_other_types_are_not() -> None:
    import numpy as np

    assert paiju.deal(np.int64(3)).hands[0] == paiju.deal(3).hands[0]
    assert str(paiju.guandan.Game().new_match(np.uint64(5))) == str(paiju.guandan.Game().new_match(5))
    for bad in (np.bool_(True), True, 1.0, np.float64(2.0), np.int64(-1), "3"):
        with typed(paiju.InvalidOptionError):
            paiju.deal(bad)  # type: ignore[arg-type]


def test_platform_bot_settings_are_value_errors() -> None:
    from paiju.bots import PlatformBot

    for make in (lambda: PlatformBot("true", timeout=0), lambda: PlatformBot(""),
                 lambda: bots.check_bot("platform:", "guandan"),
                 lambda: paiju.simulate("mahjong", 1, bots=["random", "random", "random", "platform:true"])):
        with typed(paiju.InvalidOptionError) as excinfo:
            make()
        check_value_error(excinfo)
