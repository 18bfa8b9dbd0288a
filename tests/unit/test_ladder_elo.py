"""The ladder (benchmarks/ladder.py): its Elo fit against hand-computed ratings, and the pairings it takes from saved arenas."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path

import pytest

pytest.importorskip("numpy")
_spec = importlib.util.spec_from_file_location("ladder", Path(__file__).resolve().parents[2] / "benchmarks" / "ladder.py")
assert _spec and _spec.loader
ladder = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ladder)


def test_one_pairing_gives_the_logistic_difference() -> None:
    # 76% wins: 400 * log10(0.76 / 0.24) = 400 * 0.50060 = 200.24 points.
    elo = ladder.fit_elo([{"a": "x", "b": "y", "pairs": 100, "win_rate": 0.76}], "y")
    assert elo["y"] == 0
    assert elo["x"] == pytest.approx(400 * math.log10(0.76 / 0.24), abs=0.5)


def test_a_chain_adds_up_and_a_sweep_stays_finite() -> None:
    # x beats y 76% (+200.2), y beats z 64% (400 * log10(0.64 / 0.36) = +99.9): consistent, so
    # the fit is exact: x = 300.2 above z. A 100% sweep is read as 99.5% (half a pair in).
    entries = [
        {"a": "x", "b": "y", "pairs": 100, "win_rate": 0.76},
        {"a": "y", "b": "z", "pairs": 100, "win_rate": 0.64},
        {"a": "z", "b": "w", "pairs": 100, "win_rate": 1.0},
    ]
    elo = ladder.fit_elo(entries, "z")
    assert elo["x"] == pytest.approx(200.24 + 99.88, abs=1.0)
    assert elo["w"] == pytest.approx(-400 * math.log10(0.995 / 0.005), abs=1.0)


def test_pairings_are_taken_from_saved_arena_pieces_only_when_they_cover_them() -> None:
    import paiju

    bots = {"H": "heuristic", "R": "random"}
    whole = paiju.arena("guandan", bots, deals=3, seed=5, threads=1, progress=False)
    pieces = [paiju.arena("guandan", bots, deals=n, seed=5, first=f, threads=1, progress=False) for f, n in ((1, 2), (0, 1))]
    assert ladder.from_arenas(pieces, ("heuristic", "random"), 3, 5) == (3, whole.win_rate)
    assert ladder.from_arenas(pieces, ("heuristic", "random"), 2, 5) == (3, whole.win_rate)  # all 3 count
    assert ladder.from_arenas(pieces, ("heuristic", "random"), 4, 5) is None  # pair 3 is missing
    assert ladder.from_arenas(pieces, ("heuristic", "random"), 3, 6) is None  # another seed
    assert ladder.from_arenas(pieces[1:], ("heuristic", "random"), 3, 5) is None  # pairs 1-2 missing
    other_rules = paiju.arena("guandan", bots, deals=3, seed=5, preset="suqian", threads=1, progress=False)
    assert ladder.from_arenas([other_rules], ("heuristic", "random"), 3, 5) is None
    assert ladder.from_arenas(pieces, ("heuristic_v1", "random"), 3, 5) is None


def test_no_search_replays_rule_pairings_and_marks_unplayed_search_rows_stale(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    import json

    old_strong = {"a": "strong", "b": "heuristic", "pairs": 1, "win_rate": 0.9, "ci_low": 0.8, "ci_high": 1.0,
                  "a_move_seconds_p95": 0.5, "seed": 2026}  # no a_spec: played when strong meant another setting
    elsewhere = {**old_strong, "a": "pimc:worlds=2", "b": "random"}  # a pairing the ladder does not list
    (tmp_path / "ladder.json").write_text(json.dumps([old_strong, elsewhere]))
    assert ladder.main(["--quick", "--pairs", "1", "--rule-pairs", "1", "--positions", "1", "--no-search",
                        "--out", str(tmp_path)]) == 0
    rows = {(e["a"], e["b"]): e for e in json.loads((tmp_path / "ladder.json").read_text())}
    played = rows[("heuristic", "random")]
    assert played["pairs"] == 1 and not played.get("stale") and played["a_spec"] == "heuristic"
    assert rows[("strong", "heuristic")]["stale"] is True
    assert rows[("strong", "heuristic")]["win_rate"] == 0.9
    assert ("ismcts:iterations=300", "heuristic") not in rows  # not played, nothing saved to keep
    assert rows[("pimc:worlds=2", "random")] == elsewhere
    assert (tmp_path / "ladder.png").exists()


def test_markdown_table_shows_each_row_with_its_interval_and_marks_stale_rows() -> None:
    rows = [{"a": "strong", "b": "heuristic", "pairs": 300, "win_rate": 0.7533, "ci_low": 0.7229, "ci_high": 0.7838,
             "a_move_seconds_p95": 0.4681},
            {"a": "heuristic", "b": "random", "pairs": 4000, "win_rate": 0.996, "ci_low": 0.994, "ci_high": 0.997,
             "a_move_seconds_p95": 0.0, "stale": True}]
    lines = ladder.markdown_table(rows).splitlines()
    assert lines[2] == "| `strong` | `heuristic` | 300 | 75.3% [72.3, 78.4] | 0.468 |"
    assert lines[3] == ("| `heuristic` | `random` | 4,000 | 99.6% [99.4, 99.7] (stale: played with an earlier setting)"
                        " | 0.000 |")
    assert len(lines) == 4


def test_each_game_with_a_strong_setting_has_a_ladder_of_its_own_bots() -> None:
    # Guandan: its five pool styles (others=mix, besides the heuristic and heuristic_v1), 26
    # pairings: 2 + 5 + 5 + 6 strong rows + 3 + 3 search rows + 2.
    full = ladder.pairings("guandan")
    assert len(full) == 26 and ("heuristic", "partner_blind") in full and ("strong", "heuristic_v1") in full
    assert ladder.pairings("guandan", quick=True)[-1] == ("strong", "bomb_early")
    # Mahjong: no pool; its strong is ismcts:iterations=1000, so strong against that setting is
    # left out, and ismcts:iterations=1000 against the heuristic is strong's row already.
    mahjong = ladder.pairings("mahjong")
    assert ("strong", "heuristic") in mahjong and ("strong", "ismcts:iterations=1000") not in mahjong
    assert ("ismcts:iterations=1000", "heuristic") not in mahjong
    assert ladder.ladder_file("guandan") == "ladder.json" and ladder.ladder_file("shengji") == "ladder_shengji.json"
