"""The sequential test of the arena (paiju.sprt): its LLR by hand, its stopping, resuming and input checks."""

import json
import math

import numpy as np
import pytest

import paiju
import paiju.sprt as sprt_module
from paiju.arena import ArenaResult, arena
from paiju.sprt import SprtTest, arena_sprt, elo_to_score, score_to_elo, sprt_bounds, sprt_llr

CLOSE = {"H": "heuristic", "V1": "heuristic_v1"}  # heuristic vs its older self: decided in a few batches


def test_elo_and_bounds_by_hand():
    # 50 Elo: 1 / (1 + 10^(-50/400)) = 1 / (1 + 0.749894) = 0.571463; 100 Elo: 1 / (1 + 0.562341) = 0.640065.
    assert elo_to_score(0) == 0.5
    assert elo_to_score(50) == pytest.approx(0.571463, abs=1e-6)
    assert elo_to_score(100) == pytest.approx(0.640065, abs=1e-6)
    # A score of 3/4 is odds 3: 400 log10(3) = 400 * 0.477121 = 190.849 Elo; 0 and 1 are -inf and +inf.
    assert score_to_elo(0.75) == pytest.approx(190.849, abs=1e-3)
    assert score_to_elo(elo_to_score(-37.5)) == pytest.approx(-37.5)
    assert score_to_elo(1.0) == math.inf and score_to_elo(0.0) == -math.inf
    # Wald's bounds: alpha = beta = 0.05: log(0.05 / 0.95) = -log(19) = -2.944439, log(0.95 / 0.05) = +2.944439;
    # alpha = 0.05, beta = 0.1: log(0.1 / 0.95) = -2.251292, log(0.9 / 0.05) = log(18) = 2.890372.
    assert sprt_bounds(0.05, 0.05) == pytest.approx((-2.944439, 2.944439), abs=1e-6)
    assert sprt_bounds(0.05, 0.1) == pytest.approx((-2.251292, 2.890372), abs=1e-6)
    assert SprtTest.make(elo0=0, elo1=50, beta=0.1).bounds == sprt_bounds(0.05, 0.1)


def test_llr_by_hand():
    # Five pairs 1, 1/2, 1, 1/2, 0 for mu0 = 0.5, mu1 = 0.6: mean m = 3/5 = 0.6; deviations 0.4, -0.1, 0.4,
    # -0.1, -0.6, squares 0.16 + 0.01 + 0.16 + 0.01 + 0.36 = 0.70, variance (divisor n) 0.14.
    # LLR = n (mu1 - mu0)(2m - mu0 - mu1) / (2 var) = 5 * 0.1 * (1.2 - 1.1) / 0.28 = 0.05 / 0.28 = 0.178571.
    assert sprt_llr([1, 0.5, 1, 0.5, 0], 0.5, 0.6) == pytest.approx(0.178571, abs=1e-6)
    # ... which is n [(m - mu0)^2 - (m - mu1)^2] / (2 var) = 5 (0.01 - 0) / 0.28: the same.
    # Eight pairs 1, 1, 1/2, 1, 1/2, 0, 1, 1/2 for Elo 0 against 50 (mu0 = 0.5, mu1 = 0.571463): m = 5.5 / 8
    # = 0.6875; four 1s deviate 0.3125 (squares 4 * 0.097656 = 0.390625), three 1/2s -0.1875
    # (3 * 0.035156 = 0.105469), the 0 -0.6875 (0.472656): sum 0.96875, variance 0.121094.
    # LLR = 8 * 0.071463 * (1.375 - 1.071463) / (2 * 0.121094) = 8 * 0.071463 * 0.303537 / 0.242188 = 0.716526.
    test = SprtTest.make(elo0=0, elo1=50)
    assert test.llr([1, 1, 0.5, 1, 0.5, 0, 1, 0.5]) == pytest.approx(0.716526, abs=1e-5)
    # Mirrored about 1/2 (B's view: scores 1 - x, H0 1 - 0.6 = 0.4, H1 1 - 0.5 = 0.5), H0 and H1 trade
    # places, so the LLR changes sign: -0.178571.
    assert sprt_llr([0, 0.5, 0, 0.5, 1], 0.4, 0.5) == pytest.approx(-0.178571, abs=1e-6)
    # No pairs: no evidence.
    assert sprt_llr([], 0.5, 0.6) == 0.0
    # Every pair 1/2 (variance 0): half a pair is mixed in at 0 and at 1, weight 4 + 1 = 5, m = 2.5 / 5 = 0.5,
    # variance (4 * 0 + 0.5 * 0.25 + 0.5 * 0.25) / 5 = 0.05; LLR = 4 * 0.1 * (1.0 - 1.1) / (2 * 0.05) = -0.4.
    assert sprt_llr([0.5] * 4, 0.5, 0.6) == pytest.approx(-0.4, abs=1e-9)
    # Every pair 1: weight 4, m = 3.5 / 4 = 0.875, variance (3 * 0.125^2 + 0.5 * 0.875^2 + 0.5 * 0.125^2) / 4
    # = (0.046875 + 0.3828125 + 0.0078125) / 4 = 0.109375; LLR = 3 * 0.1 * (1.75 - 1.1) / 0.21875 = 0.891429.
    assert sprt_llr([1.0] * 3, 0.5, 0.6) == pytest.approx(0.891429, abs=1e-6)


def test_a_clearly_stronger_bot_accepts_h1_at_once():
    seen = []
    result = arena_sprt("guandan", {"H": "heuristic", "R": "random"}, elo0=0, elo1=50, batch=10, seed=3,
                        threads=2, report=lambda state: seen.append(state.line()))
    assert result.outcome == "accepted H1" and result.pairs == 10 and result.llr >= result.bounds[1]
    assert len(seen) == 1 and "accepted H1" in seen[0] and "LLR +" in seen[0]
    data = result.to_dict()
    assert data["pairs"] == 10 and data["sprt"]["outcome"] == "accepted H1"
    assert data["sprt"]["elo1"] == 50.0 and data["sprt"]["bounds"] == pytest.approx([-2.944439, 2.944439], abs=1e-6)


def test_identical_and_weaker_bots_accept_h0():
    # The heuristic is deterministic: every duplicate pair of it against itself scores exactly 1/2, so
    # m = mu0 = 1/2 < (mu0 + mu1) / 2 and the LLR can only be negative: H0 at the first batch.
    result = arena_sprt("guandan", ["heuristic", "heuristic"], elo0=0, elo1=100, batch=10, seed=1, threads=2)
    assert result.outcome == "accepted H0" and result.pairs == 10 and result.llr < 0
    assert (result.arena.pair_scores == 0.5).all()
    weaker = arena_sprt("guandan", {"R": "random", "H": "heuristic"}, p0=0.5, p1=0.55, batch=10, threads=2)
    assert weaker.outcome == "accepted H0" and weaker.pairs == 10


def test_the_batches_are_one_long_arena():
    result = arena_sprt("guandan", CLOSE, elo0=0, elo1=50, batch=20, seed=0, threads=2)
    assert result.outcome == "accepted H1" and result.pairs == 80  # +0.28, +0.48, +1.68, +3.10
    assert [p for p, _ in result.history] == [20, 40, 60, 80]
    whole = arena("guandan", CLOSE, deals=80, seed=0, threads=1, progress=False)
    assert list(result.arena.pair_scores) == list(whole.pair_scores)
    assert result.arena.win_rate == whole.win_rate and result.arena.levels_per_deal == whole.levels_per_deal
    assert result.llr == sprt_llr(whole.pair_scores, 0.5, elo_to_score(50))
    # from pair 30 of the seed: the arena's pairs 30.. in batches of 25
    later = arena_sprt("guandan", CLOSE, elo0=0, elo1=50, batch=25, seed=0, first=30, max_pairs=30, threads=2)
    assert later.outcome == "inconclusive" and later.arena.first == 30 and later.pairs == 30
    assert list(later.arena.pair_scores) == list(whole.pair_scores[30:60])
    assert later.arena.extra["ranges"] == [[30, 55], [55, 60]]  # the last batch cut at max_pairs


def test_max_pairs_ends_inconclusive():
    result = arena_sprt("guandan", CLOSE, elo0=0, elo1=5, batch=15, max_pairs=25, threads=2)
    assert result.outcome == "inconclusive" and result.pairs == 25
    assert result.arena.extra["ranges"] == [[0, 15], [15, 25]]


def _strip_timing(data: dict) -> dict:
    data = dict(data)
    data.pop("seconds")
    return data


def test_resume_gives_exactly_the_uninterrupted_result(tmp_path, monkeypatch):
    settings = dict(elo0=0, elo1=50, batch=20, seed=0, threads=2)
    whole = arena_sprt("guandan", CLOSE, **settings)

    def stop_after_two(state):
        if len(state.history) == 2:
            raise KeyboardInterrupt  # Ctrl-C between batches

    pieces = tmp_path / "run"
    cut = arena_sprt("guandan", CLOSE, pieces=pieces, report=stop_after_two, **settings)
    assert cut.outcome == "interrupted" and cut.pairs == 40
    assert sorted(p.name for p in pieces.iterdir()) == ["batch-000000.json", "batch-000001.json", "sprt.json"]
    saved = ArenaResult.from_dict(json.loads((pieces / "batch-000001.json").read_text()))
    assert saved.first == 20 and saved.pairs == 20  # an ordinary arena piece ('paiju combine' reads it)
    played = []
    real_arena = sprt_module.arena

    def counting(*args, **kwargs):
        played.append(kwargs["first"])
        return real_arena(*args, **kwargs)

    monkeypatch.setattr(sprt_module, "arena", counting)
    resumed = arena_sprt("guandan", CLOSE, pieces=pieces, resume=True, **settings)
    assert played == [40, 60] and resumed.resumed_pairs == 40  # the saved batches are not replayed
    assert _strip_timing(resumed.to_dict()) == _strip_timing(whole.to_dict())
    # resuming a decided test plays nothing
    again = arena_sprt("guandan", CLOSE, pieces=pieces, resume=True, **settings)
    assert played == [40, 60] and _strip_timing(again.to_dict()) == _strip_timing(whole.to_dict())


def test_ctrl_c_inside_a_batch_drops_only_that_batch(tmp_path, monkeypatch):
    real_arena = sprt_module.arena

    def interrupted_third(*args, **kwargs):
        result = real_arena(*args, **kwargs)
        if kwargs["first"] == 20:
            result.interrupted = True  # as run_episodes reports a Ctrl-C in the middle of the batch
        return result

    monkeypatch.setattr(sprt_module, "arena", interrupted_third)
    result = arena_sprt("guandan", CLOSE, batch=10, pieces=tmp_path, threads=2)
    assert result.outcome == "interrupted" and result.pairs == 20 and len(list(tmp_path.glob("batch-*"))) == 2
    assert result.to_dict()["interrupted"] is False  # the pairs kept are complete


def test_any_game_and_whole_matches():
    for game in ("liangfutou", "mahjong"):
        result = arena_sprt(game, {"H": "heuristic", "R": "random"}, batch=5, threads=2)
        assert result.outcome == "accepted H1" and result.to_dict()["game"] == game
    # Whole matches all won by the heuristic: after 6 pairs the LLR is +2.54 (half a pair mixed in at 0 and 1:
    # m = 6.5 / 7, variance 0.06633), after 8 it is +4.45 (m = 8.5 / 9, variance 0.05247), past +2.944.
    matches = arena_sprt("guandan", {"H": "heuristic", "R": "random"}, matches=True, batch=2, max_pairs=10, threads=2)
    assert matches.arena.mode == "matches" and matches.outcome == "accepted H1" and matches.pairs == 8


def test_bad_input_raises_invalid_option_error(tmp_path):
    bots = {"H": "heuristic", "R": "random"}
    bad = [dict(elo0=50, elo1=50), dict(elo0=10, elo1=0), dict(alpha=0), dict(alpha=1), dict(alpha=1.5),
           dict(beta=-0.1), dict(alpha=0.6, beta=0.5), dict(elo0=0), dict(p0=0.5), dict(p0=0.5, p1=0.5),
           dict(p0=0, p1=0.6), dict(p0=0.5, p1=1.0), dict(elo0=0, elo1=50, p0=0.5, p1=0.6), dict(elo1=math.inf),
           dict(elo0=True, elo1=50), dict(batch=0), dict(max_pairs=0), dict(first=-1), dict(resume=True)]
    for kwargs in bad:
        with pytest.raises(paiju.InvalidOptionError):
            arena_sprt("guandan", bots, **kwargs)
    with pytest.raises(paiju.InvalidOptionError, match="callables"):
        arena_sprt("guandan", {"H": "heuristic", "F": lambda state, legal: legal[0]}, pieces=tmp_path / "f")
    arena_sprt("guandan", bots, batch=5, pieces=tmp_path / "d")
    with pytest.raises(paiju.InvalidOptionError, match="already holds"):
        arena_sprt("guandan", bots, batch=5, pieces=tmp_path / "d")
    with pytest.raises(paiju.InvalidOptionError, match="other settings"):
        arena_sprt("guandan", bots, batch=5, pieces=tmp_path / "d", resume=True, elo0=0, elo1=60)
    with pytest.raises(paiju.InvalidOptionError, match="other settings"):
        arena_sprt("guandan", bots, batch=5, pieces=tmp_path / "d", resume=True, seed=1)


def test_sprt_command(tmp_path, capsys, monkeypatch):
    from paiju.cli import main

    out_json = tmp_path / "hr.json"
    assert main(["arena", "guandan", "heuristic", "random", "--sprt", "--elo0", "0", "--elo1", "50", "--batch",
                 "10", "--threads", "2", "--no-progress", "--json", str(out_json)]) == 0
    out = capsys.readouterr().out
    assert "sprt:     10 pairs" in out and "accepted H1" in out and "H0 Elo +0.0 (50.0%) vs H1 Elo +50.0" in out
    data = json.loads(out_json.read_text())
    assert data["sprt"]["outcome"] == "accepted H1" and data["pairs"] == 10 and len(data["pair_scores"]) == 10

    # Ctrl-C during the third batch: exit 130 with the complete batches saved, then --resume.
    real_arena = sprt_module.arena

    def ctrl_c_at_pair_20(*args, **kwargs):
        if kwargs["first"] == 20:
            raise KeyboardInterrupt
        return real_arena(*args, **kwargs)

    command = ["arena", "guandan", "heuristic", "heuristic_v1", "--sprt", "--batch", "10", "--threads", "2",
               "--pieces", str(tmp_path / "p"), "--json", str(tmp_path / "cut.json")]
    monkeypatch.setattr(sprt_module, "arena", ctrl_c_at_pair_20)
    assert main(command) == 130
    captured = capsys.readouterr()
    assert "interrupted before the test decided: 20 pairs in 2 complete batches" in captured.err
    assert "--resume" in captured.err
    assert json.loads((tmp_path / "cut.json").read_text())["sprt"]["outcome"] == "interrupted"
    monkeypatch.setattr(sprt_module, "arena", real_arena)
    assert main(command + ["--resume"]) == 0
    assert "resumed 20 pairs (2 batches)" in capsys.readouterr().out
    assert main(["arena", "guandan", "heuristic", "heuristic_v1", "--sprt", "--batch", "10", "--threads", "2",
                 "--json", str(tmp_path / "whole.json")]) == 0
    resumed, whole = (json.loads((tmp_path / name).read_text()) for name in ("cut.json", "whole.json"))
    assert _strip_timing(resumed) == _strip_timing(whole)

    # sequential options without --sprt, or --deals with it, are errors (exit 2)
    assert main(["arena", "guandan", "heuristic", "random", "--elo1", "20"]) == 2
    assert main(["arena", "guandan", "heuristic", "random", "--sprt", "--deals", "5"]) == 2
    assert main(["arena", "guandan", "heuristic", "random", "--sprt", "--elo0", "5", "--elo1", "5"]) == 2
    assert main(["arena", "guandan", "heuristic", "random", "--sprt", "--alpha", "1"]) == 2
    assert "--elo1" in capsys.readouterr().err


def test_pair_scores_in_json_are_the_arena_s():
    result = arena_sprt("guandan", CLOSE, batch=20, max_pairs=20, threads=2)
    data = json.loads(result.to_json())
    assert np.array_equal(np.array(data["pair_scores"]), result.arena.pair_scores)
    assert ArenaResult.from_dict(data).pairs == 20  # paiju combine / compare read an SPRT's JSON
