"""Regression tests for the bugs the fuzz targets found: each case is a call on user input that
once raised something other than PaijuError, and must now return or raise PaijuError. (All four
families below were fixed in the bindings: int_within and text_of in bindings/bindings.h, the
simulation's count and thread checks, new_deal's native hands check.)
"""

from __future__ import annotations

import json
from typing import Any, Callable

import pytest

import paiju
from paiju import guandan, liangfutou
from tests.fuzz import ContractViolation, attempt

# Bug 1. Ints outside the signed 64-bit range, given where paiju range-checks an int (seat, level,
# leader, caller, previous_finish, record format and move seats), raise RuntimeError "Unable to
# cast Python instance of type <class 'int'> to C++ type '?'": the bindings call
# obj.cast<long long>() before the range check (check_seat, to_rank, record_replay.h), and replay()
# only wraps PaijuError. (Huge ints as rule options raised the same RuntimeError, and unknown game
# names in bots.check_bot / paiju.arena raised AttributeError, in the build this suite was first
# run against; both are fixed in the current one, and the fuzz targets draw those inputs.)
HUGE_INT = "RuntimeError (pybind11 cast_error) for an int outside int64 instead of PaijuError"
# Bug 2. An int beyond the C int range given to a parameter bound as int (paiju.deal kitty,
# paiju.simulate threads -> _Simulation) raises pybind11's "incompatible function arguments"
# TypeError although the argument is an int. (deals=N in [2**31, 2**63) gets through and the
# result arrays are sized up front: MemoryError std::bad_alloc; deals >= 2**63: the same TypeError.)
INT_PARAM = "pybind11 signature TypeError for an int beyond the C int range"
# Bug 3. A str holding a lone surrogate (json.loads('"\\ud800"') makes one) cannot be encoded to
# UTF-8: RuntimeError "Unable to cast Python instance of type <class 'str'>" where the bindings
# call obj.cast<std::string>() (card and move text, levels, called cards, option names and values,
# record fields), and pybind11's "incompatible function arguments" TypeError where a parameter is
# bound as std::string (Move.parse, bots.check_bot -> _check_bot, Game preset -> _resolve_options)
# although the argument is a str. (The first build tested raised UnicodeEncodeError for option names.)
SURROGATE = "RuntimeError / TypeError for a str with a lone surrogate"
# Bug 4. guandan.Game.new_deal does list(hands) in Python before the native check, so hands that
# are not iterable raise TypeError "'NoneType' object is not iterable" (liangfutou.Game.new_deal
# raises InvalidCardError "hands must be a list of four hands").
NEW_DEAL_LIST = "TypeError from list(hands) in guandan.Game.new_deal for non-iterable hands"

SURROGATE_TEXT = json.loads('"\\ud800"')  # a lone surrogate, as JSON text can produce


def _guandan_record() -> dict[str, Any]:
    return guandan.Game().new_match(1).to_record()


def _liangfutou_record() -> dict[str, Any]:
    return liangfutou.Game().new_match(1).to_record()


def _hands() -> list[str]:
    return [str(h) for h in paiju.deal(1).hands]


def _guandan_deal_record(**deal: Any) -> dict[str, Any]:
    return {**_guandan_record(), "seed": None, "deal": {"hands": _hands(), "level": "2", "leader": 0, **deal}}


CASES: list[tuple[str, str, Callable[[], Any]]] = [
    # ints outside int64
    ("guandan_hand_2_63", HUGE_INT, lambda: guandan.Game().new_match(1).hand(2**63)),
    ("liangfutou_hand_2_63", HUGE_INT, lambda: liangfutou.Game().new_match(1).hand(2**63)),
    ("guandan_observation_-2_63-1", HUGE_INT, lambda: guandan.Game().new_match(1).observation(-(2**63) - 1)),
    ("guandan_resample_seat_2_64", HUGE_INT, lambda: guandan.Game().new_match(1).resample(2**64, 0)),
    ("liangfutou_resample_seat_-2_64", HUGE_INT, lambda: liangfutou.Game().new_match(1).resample(-(2**64), 0)),
    ("guandan_legal_moves_level_2_63", HUGE_INT, lambda: guandan.legal_moves("SA", 2**63)),
    ("guandan_classify_level_-2_64", HUGE_INT, lambda: guandan.classify("SA", -(2**64))),
    ("guandan_new_deal_leader_2_63", HUGE_INT, lambda: guandan.Game().new_deal(_hands(), "2", 2**63)),
    ("guandan_new_deal_previous_finish_2_63", HUGE_INT,
     lambda: guandan.Game().new_deal(_hands(), "2", 0, [2**63, 0, 1, 2])),
    ("liangfutou_new_deal_caller_2_63", HUGE_INT, lambda: liangfutou.Game().new_deal(_hands(), 2**63)),
    ("guandan_replay_move_seat_2_63", HUGE_INT, lambda: guandan.replay({**_guandan_record(), "moves": [[2**63, "PASS"]]})),
    ("liangfutou_replay_move_seat_2_63", HUGE_INT,
     lambda: liangfutou.replay({**_liangfutou_record(), "moves": [[2**63, "pass"]]})),
    ("guandan_replay_format_2_64", HUGE_INT, lambda: guandan.replay({**_guandan_record(), "format": 2**64})),
    ("liangfutou_replay_format_2_64", HUGE_INT, lambda: liangfutou.replay({**_liangfutou_record(), "format": 2**64})),
    ("guandan_replay_deal_level_2_64", HUGE_INT, lambda: guandan.replay(_guandan_deal_record(level=2**64))),
    # ints beyond C int for int parameters
    ("deal_kitty_2_31", INT_PARAM, lambda: paiju.deal(0, 2**31)),
    ("simulate_threads_2_31", INT_PARAM,
     lambda: paiju.simulate("guandan", deals=1, bots="random", threads=2**31, progress=False)),
    # lone surrogates
    ("cards_text_surrogate", SURROGATE, lambda: paiju.Cards(SURROGATE_TEXT)),
    ("cards_list_surrogate", SURROGATE, lambda: paiju.Cards([SURROGATE_TEXT])),
    ("cards_count_surrogate", SURROGATE, lambda: paiju.Cards("SA").count(SURROGATE_TEXT)),
    ("guandan_move_parse_surrogate", SURROGATE, lambda: guandan.Move.parse(SURROGATE_TEXT)),
    ("liangfutou_move_parse_surrogate", SURROGATE, lambda: liangfutou.Move.parse(SURROGATE_TEXT)),
    ("guandan_move_constructor_surrogate", SURROGATE, lambda: guandan.Move("Single", SURROGATE_TEXT, "SA")),
    ("liangfutou_classify_surrogate", SURROGATE, lambda: liangfutou.classify("SA " + SURROGATE_TEXT)),
    ("liangfutou_preset_surrogate", SURROGATE, lambda: liangfutou.Game(SURROGATE_TEXT)),
    ("simulate_option_name_surrogate", SURROGATE,
     lambda: paiju.simulate("guandan", deals=1, bots="random", progress=False, **{SURROGATE_TEXT: True})),
    ("guandan_apply_surrogate", SURROGATE, lambda: guandan.Game().new_match(1).apply(SURROGATE_TEXT)),
    ("guandan_apply_platform_surrogate", SURROGATE,
     lambda: guandan.Game().new_match(1).apply(["Single", SURROGATE_TEXT, ["SA"]])),
    ("liangfutou_apply_surrogate", SURROGATE, lambda: liangfutou.Game().new_match(1).apply(SURROGATE_TEXT)),
    ("guandan_from_platform_surrogate", SURROGATE,
     lambda: guandan.Move.from_platform(["Single", "A", [SURROGATE_TEXT]], "2")),
    ("guandan_legal_moves_level_surrogate", SURROGATE, lambda: guandan.legal_moves("SA", SURROGATE_TEXT)),
    ("liangfutou_legal_moves_called_surrogate", SURROGATE,
     lambda: liangfutou.legal_moves("SA", None, SURROGATE_TEXT)),
    ("guandan_option_value_surrogate", SURROGATE, lambda: guandan.Game(scoring=SURROGATE_TEXT)),
    ("guandan_option_name_surrogate", SURROGATE, lambda: guandan.Game(**{SURROGATE_TEXT: 1})),
    ("liangfutou_option_name_surrogate", SURROGATE, lambda: liangfutou.Game(**{SURROGATE_TEXT: 1})),
    ("guandan_preset_surrogate", SURROGATE, lambda: guandan.Game(SURROGATE_TEXT)),
    ("check_bot_surrogate", SURROGATE, lambda: paiju.bots.check_bot("random" + SURROGATE_TEXT)),
    ("guandan_replay_game_surrogate", SURROGATE, lambda: guandan.replay({**_guandan_record(), "game": SURROGATE_TEXT})),
    ("guandan_replay_move_surrogate", SURROGATE, lambda: guandan.replay(
        {**_guandan_record(), "moves": [[guandan.Game().new_match(1).current_player, "Single A S" + SURROGATE_TEXT]]})),
    ("liangfutou_replay_move_surrogate", SURROGATE, lambda: liangfutou.replay(
        {**_liangfutou_record(), "moves": [[liangfutou.Game().new_match(1).current_player, "call " + SURROGATE_TEXT]]})),
    # guandan new_deal(list(hands))
    ("guandan_new_deal_none", NEW_DEAL_LIST, lambda: guandan.Game().new_deal(None)),
    ("guandan_new_deal_int", NEW_DEAL_LIST, lambda: guandan.Game().new_deal(5)),
]


@pytest.mark.parametrize(
    "call",
    [pytest.param(call, id=name) for name, _reason, call in CASES],
)
def test_fixed_bug(call: Callable[[], Any]) -> None:
    """The call returns or raises PaijuError (it once raised something else: see the reason)."""
    attempt(call)


def test_inputs_just_inside_the_old_limits() -> None:
    """The same entry points with the largest values that always worked: PaijuError, no crash."""
    state = guandan.Game().new_match(1)
    for call in (
        lambda: state.hand(2**63 - 1),
        lambda: state.hand(-(2**63)),
        lambda: guandan.Game(a_fail_limit=2**63 - 1),
        lambda: liangfutou.Game(solo_stake=-(2**63)),
        lambda: guandan.legal_moves("SA", 2**63 - 1),
        lambda: guandan.replay({**_guandan_record(), "format": 2**63 - 1}),
        lambda: paiju.deal(0, 2**31 - 1),
        lambda: paiju.Cards("\ud7ff\ue000"),
        lambda: liangfutou.Game().new_deal(None),
    ):
        outcome = attempt(call)
        assert not outcome.ok and isinstance(outcome.error, paiju.PaijuError)
