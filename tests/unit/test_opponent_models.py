"""benchmarks/opponent_models.py: the move class (suit variants are one class, a reading of the
cards is not) and a run end to end on two deals of one third-party file."""

import importlib.util
import json
import math
from pathlib import Path

import numpy as np
import pytest

from paiju import guandan

_spec = importlib.util.spec_from_file_location(
    "opponent_models", Path(__file__).resolve().parents[2] / "benchmarks" / "opponent_models.py")
assert _spec is not None and _spec.loader is not None
opponent_models = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(opponent_models)
move_class = opponent_models.move_class


def test_suit_variants_of_one_play_are_one_class():
    assert move_class("Single 3 S3") == move_class("Single 3 D3") == ("Single", "3", ("3",))
    assert move_class("Pair 7 S7 C7") == move_class("Pair 7 H7 D7")
    assert move_class("Straight 2 H2 S3 C4 D5 S6") == move_class("Straight 2 S2 H3 D4 D5 C6")
    assert move_class("ThreeWithTwo K H4 C4 SK HK CK") == move_class("ThreeWithTwo K S4 D4 SK DK CK")
    assert move_class("Single 3 S3") != move_class("Single 4 S4")
    assert move_class("Pair 7 S7 C7") != move_class("Trips 7 S7 C7 D7")


def test_a_move_object_and_its_text_give_the_same_class():
    move = guandan.Move("Straight", "3", "H2 S3 C4 D5 S6")
    assert move_class(move) == move_class(str(move)) == ("Straight", "3", ("2", "3", "4", "5", "6"))


def test_two_readings_of_the_same_cards_are_two_classes():
    # at level 2 the heart 2 is wild: 2-3-4-5-6 as it is, or 3-4-5-6-7 with the wild as a 7
    readings = guandan.classify("H2 S3 C4 D5 S6", "2")
    assert sorted(m.rank for m in readings if m.kind == "Straight") == ["2", "3"]
    classes = {move_class(m) for m in readings if m.kind == "Straight"}
    assert len(classes) == 2


def test_a_wild_card_counts_as_its_natural_rank():
    # level 5: H5 is wild, so H5 S7 is a pair of 7s, but not the same class as a natural pair
    wild_pair = [m for m in guandan.classify("H5 S7", "5") if m.kind == "Pair"]
    assert [m.rank for m in wild_pair] == ["7"]
    assert move_class(wild_pair[0]) == ("Pair", "7", ("5", "7"))
    assert move_class(wild_pair[0]) != move_class("Pair 7 S7 C7")
    # the wild played as its own rank in a pair of the level rank: the suit is not kept
    assert move_class("Pair 5 H5 S5") == move_class("Pair 5 C5 S5")


def test_pass_tribute_back_and_jokers():
    assert move_class("PASS") == ("PASS", "PASS", ())
    assert move_class("tribute 5 S5") == move_class("tribute 5 D5")
    assert move_class("back 4 H4")[0] == "back"
    assert move_class("FourKings B SB SB HR HR") == ("FourKings", "B", ("B", "B", "R", "R"))


def test_legal_classes_merge_suit_variants():
    moves = guandan.legal_moves("S3 H3 C3 D4", "2")
    classes = {move_class(m) for m in moves}
    assert len(classes) < len(moves)
    assert ("Pair", "3", ("3", "3")) in classes


def test_fitted_eps_beats_any_other():
    agree = np.array([True, True, False, True, False])
    classes = np.array([3, 5, 4, 2, 10])
    best = opponent_models.fit_eps(agree, classes)
    for eps in (0.01, 0.1, 0.3, 0.6, 0.9, 1.0):
        assert opponent_models.mean_ll(agree, classes, best) >= opponent_models.mean_ll(agree, classes, eps) - 1e-9
    assert math.isclose(opponent_models.mean_ll(agree, classes, 1.0), -np.log(classes).mean())


@pytest.mark.skipif(not (opponent_models.DEFAULT_DATA / "3rd-ez.jsonl.gz").exists(),
                    reason="third-party Guandan data not here (PAIJU_THIRD_PARTY_DATA)")
def test_runs_end_to_end_on_two_deals(tmp_path, capsys):
    out = tmp_path / "o.json"
    result = opponent_models.main(["--files", "3rd-ez", "--deals", "2", "--control", "--no-progress",
                                   "--json", str(out)])
    assert json.loads(out.read_text())["results"].keys() == {"3rd-ez", opponent_models.CONTROL}
    play = result["results"]["3rd-ez"]["play"]
    assert play["n"] > 0 and set(play["models"]) == set(opponent_models.MODELS)
    assert all(0 <= row["top1"] <= 1 and row["ll_fitted"] >= row["ll_eps01"] - 1e-9
               for row in play["models"].values())
    # the replay is right: paiju's heuristic predicts its own seats exactly
    control = result["results"][opponent_models.CONTROL]
    assert control["play"]["models"]["heuristic"]["top1"] == 1.0
    assert "heuristic" in capsys.readouterr().out
