"""The departure ledger (benchmarks/deviations.py): a bot that never departs gains nothing, and
the decisions it is asked at are the ones --at names."""

import importlib.util
from pathlib import Path
from types import SimpleNamespace

import pytest

_spec = importlib.util.spec_from_file_location("deviations", Path(__file__).resolve().parents[2] / "benchmarks" / "deviations.py")
assert _spec is not None and _spec.loader is not None
deviations = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(deviations)


def test_at_decision_joins_its_conditions_by_or():
    claim = SimpleNamespace(phase="claim")
    turn = SimpleNamespace(phase="turn")
    at = ["legal:ready", "phase:claim"]
    assert deviations.at_decision(claim, ["pass", "pung 5m"], at)
    assert deviations.at_decision(turn, ["discard 1m", "ready 1m"], at)
    assert not deviations.at_decision(turn, ["discard 1m", "discard 2m"], at)
    assert not deviations.at_decision(claim, ["pass"], at)  # one legal move: nothing to choose
    assert deviations.at_decision(turn, ["discard 1m", "discard 2m"], [])


@pytest.mark.parametrize("game", ["guandan", "mahjong"])
@pytest.mark.parametrize("alone", [False, True])
def test_the_reference_against_itself_never_departs(game, alone):
    rows = deviations.main_rows(game, "heuristic", "heuristic", deals=1, first=3, at=[], alone=alone)
    assert all(row["gain"] == 0 and not row["departures"] for row in rows)
    assert len(rows) == (0 if alone else 4)


def test_alone_rows_hold_one_departure_each():
    rows = deviations.main_rows("guandan", "random", "heuristic", deals=1, first=0, at=[], alone=True)
    assert rows and all(len(row["departures"]) == 1 and row["seat"] in range(4) for row in rows)
    assert all(row["departures"][0]["reference"] != row["departures"][0]["bot"] for row in rows)
