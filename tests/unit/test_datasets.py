"""Streamed Parquet datasets (issue 43): simulate(out=DIR) writes the same episodes the in-memory
run returns, shard by shard; interrupted runs resume to exactly the uninterrupted dataset; bad
directories and failed writes are clear errors; paiju.datasets reads it all back."""

import json
import os
import signal
import subprocess
import sys
import time

import numpy as np
import pytest

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

import paiju
from paiju import datasets
from paiju.cli import main
from paiju.datasets import DatasetError


def sorted_deals(path):
    """The deals table as numpy columns, rows in episode order (the canonical key)."""
    arrays = datasets.open(path).to_numpy()
    order = np.argsort(arrays["episode"], kind="stable")
    return {name: values[order] for name, values in arrays.items()}


def assert_same_deals(a, b):
    assert a.keys() == b.keys()
    for name in a:
        assert np.array_equal(a[name], b[name]), name


@pytest.mark.parametrize("game", paiju.games())
def test_deals_table_holds_the_in_memory_run(game, tmp_path):
    memory = paiju.simulate(game, deals=40, seed=7, progress=False)
    dataset = paiju.simulate(game, deals=40, seed=7, progress=False, out=tmp_path / "run", shard_size=15)
    stored = sorted_deals(tmp_path / "run")
    assert np.array_equal(stored["episode"], memory.index)
    for name, values in memory.arrays.items():
        if name != "index":
            assert stored[name].dtype == values.dtype and np.array_equal(stored[name], values), name
    assert set(stored["game"]) == {game} and set(stored["seed"]) == {7} and set(stored["unit"]) == {"deal"}
    assert set(stored["bot_0"]) == {"heuristic"}
    assert dataset.summary() == {k: v for k, v in memory.summary.items() if k in dataset.summary()}


def test_whole_matches_are_one_row_each(tmp_path):
    memory = paiju.simulate("guandan", matches=3, seed=4, max_deals=4, progress=False)
    dataset = paiju.simulate("guandan", matches=3, seed=4, max_deals=4, progress=False, out=tmp_path, shard_size=2)
    stored = sorted_deals(tmp_path)
    assert set(stored["unit"]) == {"match"} and dataset.manifest["options"]["max_deals"] == 4
    for name in ("deals", "winner", "levels", "moves"):
        assert np.array_equal(stored[name], memory.arrays[name]), name
    assert "3 matches in 2 shards" in repr(dataset)
    assert dataset.summary()["draw_rate"] == memory.summary["draw_rate"]


def test_shards_split_the_run_in_chunks_and_the_manifest_lists_them(tmp_path):
    dataset = paiju.simulate("guandan", deals=2500, seed=1, progress=False, out=tmp_path, shard_size=1000,
                             bots=["heuristic", "random"] * 2)
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    # 2500 deals in chunks of 1000: 1000 + 1000 + 500
    assert [(s["first"], s["episodes"]) for s in manifest["shards"]] == [(0, 1000), (1000, 1000), (2000, 500)]
    assert sorted(os.listdir(tmp_path / "deals")) == ["part-00000.parquet", "part-00001.parquet", "part-00002.parquet"]
    assert [pq.read_metadata(tmp_path / "deals" / f"part-0000{i}.parquet").num_rows for i in range(3)] == [1000, 1000, 500]
    assert manifest["schema_version"] == datasets.SCHEMA_VERSION and manifest["paiju_version"] == paiju.__version__
    assert manifest["game"] == "guandan" and manifest["seed"] == 1 and manifest["complete"]
    assert manifest["seat_bots"] == [["heuristic", "random", "heuristic", "random"]]
    assert manifest["counts"] == {"deals": 2500} and len(dataset) == 2500
    stored = dataset.to_numpy(["bot_1", "bot_2"])
    assert set(stored["bot_1"]) == {"random"} and set(stored["bot_2"]) == {"heuristic"}


def test_a_directory_in_use_is_refused_without_resume(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(DatasetError, match="not empty.*resume"):
        paiju.simulate("guandan", deals=10, progress=False, out=tmp_path)
    assert os.listdir(tmp_path) == ["notes.txt"]
    with pytest.raises(DatasetError, match="no manifest.json"):
        paiju.simulate("guandan", deals=10, progress=False, out=tmp_path, resume=True)
    (tmp_path / "notes.txt").unlink()
    paiju.simulate("guandan", deals=10, progress=False, out=tmp_path)
    with pytest.raises(DatasetError, match="not empty"):
        paiju.simulate("guandan", deals=10, progress=False, out=tmp_path)


def test_resume_refuses_another_run(tmp_path):
    paiju.simulate("guandan", deals=20, seed=3, progress=False, out=tmp_path, shard_size=10)
    with pytest.raises(DatasetError, match="seed = 3, this run has 4"):
        paiju.simulate("guandan", deals=40, seed=4, progress=False, out=tmp_path, shard_size=10, resume=True)
    with pytest.raises(DatasetError, match="shard_size"):
        paiju.simulate("guandan", deals=40, seed=3, progress=False, out=tmp_path, resume=True)
    with pytest.raises(DatasetError, match="already holds 20 deals"):
        paiju.simulate("guandan", deals=15, seed=3, progress=False, out=tmp_path, shard_size=10, resume=True)


def test_another_schema_version_is_a_clear_error(tmp_path):
    paiju.simulate("guandan", deals=5, progress=False, out=tmp_path)
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    manifest["schema_version"] = datasets.SCHEMA_VERSION + 1
    (tmp_path / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(DatasetError, match="schema version"):
        datasets.open(tmp_path)
    with pytest.raises(DatasetError, match="schema version"):
        paiju.simulate("guandan", deals=10, progress=False, out=tmp_path, resume=True)
    (tmp_path / "manifest.json").write_text("{ not json")
    with pytest.raises(DatasetError, match="JSON"):
        datasets.open(tmp_path)


def test_a_failed_write_leaves_no_file_that_looks_whole(tmp_path, monkeypatch):
    import errno

    real = pq.write_table

    def disk_full_on_the_second_shard(table, where, **kwargs):
        if "part-00001" in where.name:
            where.write(b"PAR1 half a shard")
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(table, where, **kwargs)

    monkeypatch.setattr(pq, "write_table", disk_full_on_the_second_shard)
    with pytest.raises(DatasetError, match="No space left on device"):
        paiju.simulate("guandan", deals=30, progress=False, out=tmp_path, shard_size=10)
    assert os.listdir(tmp_path / "deals") == ["part-00000.parquet"]  # no part-00001, no temporary
    assert [s["index"] for s in datasets.read_manifest(tmp_path)["shards"]] == [0]
    monkeypatch.setattr(pq, "write_table", real)
    paiju.simulate("guandan", deals=30, progress=False, out=tmp_path, shard_size=10, resume=True)
    memory = paiju.simulate("guandan", deals=30, progress=False)
    stored = sorted_deals(tmp_path)
    assert np.array_equal(stored["episode"], np.arange(30))
    assert np.array_equal(stored["finish_order"], memory.finish_order)


def _start_run(out, deals, *extra):
    def interruptible() -> None:  # a terminal's Ctrl-C reaches the child (see test_cli.py)
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})

    return subprocess.Popen(
        [sys.executable, "-m", "paiju", "simulate", "guandan", "--deals", str(deals), "--seed", "5", "--threads", "1",
         "--shard-size", "400", "--no-progress", "--out", str(out), *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=interruptible)


def _wait_for_shards(out, shards, process):
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and process.poll() is None:
        try:
            if len(json.loads((out / "manifest.json").read_text())["shards"]) >= shards:
                return
        except (FileNotFoundError, json.JSONDecodeError, KeyError):
            pass
        time.sleep(0.05)
    pytest.fail("the run did not write its first shards in time")


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGINT])
def test_an_interrupted_run_resumes_to_the_uninterrupted_dataset(tmp_path, how):
    deals = 40000  # at about 10^4 deals/s on one thread: stopped long before the end
    process = _start_run(tmp_path / "cut", deals, "--moves")
    _wait_for_shards(tmp_path / "cut", 2, process)
    process.send_signal(how)
    out, err = process.communicate(timeout=60)
    if how == signal.SIGINT:
        assert process.returncode == 0, err
        assert "interrupted" in out and "--resume" in out
    kept = datasets.read_manifest(tmp_path / "cut")
    assert not kept["complete"] and 2 <= len(kept["shards"]) < deals // 400
    for table in ("deals", "moves"):  # every file a reader's glob sees is a whole Parquet file
        for file in (tmp_path / "cut" / table).glob("*.parquet"):
            pq.read_metadata(file)

    target = kept["shards"][-1]["first"] + kept["shards"][-1]["episodes"] + 700  # two shards more: 400 + 300
    dataset = paiju.simulate("guandan", deals=target, seed=5, progress=False, out=tmp_path / "cut", moves=True,
                             shard_size=400, resume=True)
    memory = paiju.simulate("guandan", deals=target, seed=5, progress=False)
    stored = sorted_deals(tmp_path / "cut")
    assert np.array_equal(stored["episode"], np.arange(target))
    for name, values in memory.arrays.items():
        if name != "index":
            assert np.array_equal(stored[name], values), name
    moves = dataset.to_numpy(["episode"], table="moves")["episode"]
    assert np.array_equal(np.bincount(moves, minlength=target), memory.moves)  # no decision twice, none lost


def test_resume_gives_the_same_tables_as_one_uninterrupted_run(tmp_path, monkeypatch):
    from paiju import dataset_writer

    real, calls = dataset_writer._write_shard, []

    def killed_in_the_third_shard(*args, **kwargs):
        calls.append(1)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(dataset_writer, "_write_shard", killed_in_the_third_shard)
    cut = paiju.simulate("guandan", deals=1000, seed=9, progress=False, out=tmp_path / "cut", shard_size=150, moves=True)
    assert not cut.manifest["complete"] and cut.manifest["runs"][-1]["interrupted"] and len(cut) == 300
    monkeypatch.setattr(dataset_writer, "_write_shard", real)
    assert [s["first"] for s in datasets.read_manifest(tmp_path / "cut")["shards"]] == [0, 150]
    paiju.simulate("guandan", deals=1000, seed=9, progress=False, out=tmp_path / "cut", shard_size=150, moves=True,
                   resume=True)
    paiju.simulate("guandan", deals=1000, seed=9, progress=False, out=tmp_path / "whole", shard_size=150, moves=True)
    assert_same_deals(sorted_deals(tmp_path / "cut"), sorted_deals(tmp_path / "whole"))
    cut, whole = datasets.open(tmp_path / "cut"), datasets.open(tmp_path / "whole")
    def moves(dataset):  # every column but the bots' thinking times, which no seed fixes
        table = dataset.arrow("moves").to_table().drop_columns(["think_ms"])
        return table.sort_by([("episode", "ascending"), ("ply", "ascending")])

    assert moves(cut).equals(moves(whole))
    manifest = cut.manifest
    assert manifest["complete"] and manifest["counts"] == whole.manifest["counts"]
    assert [run["from_episode"] for run in manifest["runs"]] == [0, 300]


def test_moves_rebuild_the_records_of_the_run(tmp_path):
    memory = paiju.simulate("guandan", deals=30, seed=2, progress=False, records=True)
    dataset = paiju.simulate("guandan", deals=30, seed=2, progress=False, out=tmp_path, moves=True, shard_size=7)
    rebuilt = list(dataset.records())
    assert [r.pop("episode") for r in rebuilt] == list(range(30))
    assert rebuilt == memory.records
    moves = dataset.to_numpy(["episode", "ply"], table="moves")
    # rows per episode: the decision counts the engine keeps in the deals table (moves)
    assert np.array_equal(np.bincount(moves["episode"], minlength=30), memory.moves)
    assert paiju.guandan.replay(rebuilt[4]).to_record()["moves"] == memory.records[4]["moves"]


def test_batches_cover_the_table_once(tmp_path):
    dataset = paiju.simulate("guandan", deals=500, progress=False, out=tmp_path, shard_size=200)
    batches = list(dataset.batches(["episode", "levels"], batch_size=64))
    assert all(len(b["episode"]) <= 64 for b in batches) and all(b["levels"].shape[1] == 2 for b in batches)
    assert sorted(np.concatenate([b["episode"] for b in batches]).tolist()) == list(range(500))
    with pytest.raises(DatasetError, match="no column 'level'"):
        dataset.to_numpy(["level"])
    with pytest.raises(DatasetError, match="no table 'moves'"):
        dataset.to_numpy(table="moves")
    with pytest.raises(DatasetError, match="no moves table"):
        next(dataset.records())


def test_options_of_a_dataset_need_out(tmp_path):
    with pytest.raises(paiju.InvalidOptionError, match="out=DIR"):
        paiju.simulate("guandan", deals=5, progress=False, moves=True)
    with pytest.raises(paiju.InvalidOptionError, match="moves=True"):
        paiju.simulate("guandan", deals=5, progress=False, records=True, out=tmp_path)
    with pytest.raises(DatasetError, match="shard_size"):
        paiju.simulate("guandan", deals=5, progress=False, out=tmp_path, shard_size=0)


def test_cli_writes_and_resumes_a_dataset(tmp_path, capsys):
    assert main(["simulate", "guandan", "--deals", "300", "--no-progress", "--out", str(tmp_path), "--moves",
                 "--shard-size", "100"]) == 0
    assert f"{tmp_path} holds 300 of 300 in 3 shards" in capsys.readouterr().out
    assert main(["simulate", "guandan", "--deals", "450", "--no-progress", "--out", str(tmp_path), "--moves",
                 "--shard-size", "100", "--resume"]) == 0
    assert "deals: 150 in" in capsys.readouterr().out
    assert len(datasets.open(tmp_path)) == 450
    assert main(["simulate", "guandan", "--deals", "10", "--no-progress", "--moves"]) == 2
    assert "--out DIR" in capsys.readouterr().err
    assert main(["simulate", "guandan", "--deals", "10", "--no-progress", "--out", str(tmp_path)]) == 2
    assert "not empty" in capsys.readouterr().err


# --------------------------------------------------------------------------------------------
# docs/data.md's DuckDB queries, run as written over datasets made as its first example does
# --------------------------------------------------------------------------------------------

DOCS = __import__("pathlib").Path(__file__).resolve().parents[2] / "docs" / "data.md"


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """runs/heuristic, runs/mixed and runs/moves as the docs make them (fewer deals), in a fresh
    directory, and the same runs kept in memory."""
    root = tmp_path_factory.mktemp("docs")
    mixed = ["random", "heuristic", "random", "heuristic"]
    paiju.simulate("guandan", deals=3000, seed=1, progress=False, out=root / "runs" / "heuristic", shard_size=1000)
    paiju.simulate("guandan", deals=1000, seed=2, bots=mixed, progress=False, out=root / "runs" / "mixed")
    paiju.simulate("guandan", deals=1500, seed=3, progress=False, out=root / "runs" / "moves", moves=True, shard_size=500)
    paiju.simulate("guandan", deals=200, seed=4, progress=False, out=root / "duck", decisions=True, shard_size=70)  # not in runs/: the deals queries glob runs/*
    memory = {"heuristic": paiju.simulate("guandan", deals=3000, seed=1, progress=False),
              "mixed": paiju.simulate("guandan", deals=1000, seed=2, bots=mixed, progress=False),
              "moves": paiju.simulate("guandan", deals=1500, seed=3, progress=False, records=True),
              "duck": paiju.simulate("guandan", deals=200, seed=4, progress=False, records=True)}
    return root, memory


def docs_queries():
    import re

    return re.findall(r"```sql\n(.*?)```", DOCS.read_text(encoding="utf-8"), flags=re.DOTALL)


def expect_finishes(memory):
    r = memory["heuristic"]
    return [(g, int(np.sum(r.levels_gained == g)), float(np.mean(r.moves[r.levels_gained == g])))
            for g in (1, 2, 3)]


def expect_bots(memory):
    from paiju import guandan

    heuristic = {k: np.concatenate([memory["heuristic"].arrays[k], memory["moves"].arrays[k]])
                 for k in ("winner", "levels_gained")}
    rows = []
    for bots, arrays in ((("heuristic", "heuristic"), heuristic), (("random", "heuristic"), memory["mixed"].arrays)):
        summary = guandan.summarize(arrays, whole_matches=False)
        rows.append((*bots, len(arrays["winner"]), summary["team0_win_rate"], summary["team0_mean_levels_per_deal"]))
    return rows


def expect_first_out(memory):
    first = memory["heuristic"].finish_order[:, 0]
    return [(seat, int(np.sum(first == seat))) for seat in range(4)]


def expect_openings(memory):
    from collections import Counter

    kinds = Counter(record["moves"][0][1].split(" ")[0] for record in memory["moves"].records)
    return sorted(kinds.items(), key=lambda item: (-item[1], item[0]))


def expect_passes(memory):
    r = memory["moves"]
    passes = np.array([sum(text == "PASS" for _, text in record["moves"]) for record in r.records])
    return [(g, float(np.mean(passes[r.levels_gained == g]))) for g in (1, 2, 3)]


def expect_decisions_by_seat(memory):
    """Per seat: its decisions, the share of them on the team that won the deal (seats 0 and 2
    are team 0), and the mean length of its action lists, replayed through the Python API."""
    from paiju import guandan

    r = memory["duck"]
    count, winning, choices = np.zeros(4), np.zeros(4), np.zeros(4)
    for record, winner in zip(r.records, r.winner):
        state = guandan.replay({**record, "moves": []})
        for seat, text in record["moves"]:
            count[seat] += 1
            winning[seat] += seat % 2 == winner
            choices[seat] += len(list(guandan._native._env_actions(state, 512)))
            state.apply(text)
    return [(seat, int(count[seat]), winning[seat] / count[seat], choices[seat] / count[seat]) for seat in range(4)]


EXPECTED = [expect_finishes, expect_bots, expect_first_out, expect_openings, expect_passes, expect_decisions_by_seat]


def test_the_docs_queries_are_the_ones_checked_here():
    assert len(docs_queries()) == len(EXPECTED)


@pytest.mark.parametrize("number", range(len(EXPECTED)))
def test_docs_duckdb_query_answers_what_the_in_memory_run_says(runs, number, monkeypatch):
    duckdb = pytest.importorskip("duckdb")
    root, memory = runs
    monkeypatch.chdir(root)
    connection = duckdb.connect()
    connection.register("decisions", datasets.open(root / "duck").arrow("decisions"))  # as the docs do
    rows = connection.sql(docs_queries()[number]).fetchall()
    expected = EXPECTED[number](memory)
    assert len(rows) == len(expected)
    for row, want in zip(rows, expected):
        assert len(row) == len(want), (row, want)
        for got, value in zip(row, want):  # texts exactly, numbers to 1e-9 (pytest.approx takes no text)
            assert got == (value if isinstance(value, str) else pytest.approx(value, rel=1e-9)), (row, want)


def test_simulate_help_describes_the_dataset_options(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for option in ("--out PATH", "--moves", "--resume", "--shard-size N", "Parquet dataset"):
        assert option in text


@pytest.mark.parametrize("game", paiju.games())
def test_an_arena_written_to_a_dataset_has_the_plain_arena_result(game, tmp_path):
    bots = {"A": "heuristic", "B": "random"}
    plain = paiju.arena(game, bots, deals=6, seed=3, first=2, progress=False)
    written = paiju.arena(game, bots, deals=6, seed=3, first=2, progress=False, out=tmp_path, shard_size=5)
    assert np.array_equal(written.pair_scores, plain.pair_scores) and written.win_rate == plain.win_rate
    stored = sorted_deals(tmp_path)
    games = plain.extra["games_per_set"]
    # 6 sets of `games` games from set 2 on: episodes 2 * games .. 8 * games - 1
    assert np.array_equal(stored["episode"], np.arange(2 * games, 8 * games))
    assert np.array_equal(stored["deal"], stored["episode"] // games)
    seating = np.array(getattr(paiju.game_module(game), "arena_seating", [[0, 1, 0, 1], [1, 0, 1, 0]]))
    names = np.array(["heuristic", "random"])
    for seat in range(4):
        assert np.array_equal(stored[f"bot_{seat}"], names[seating[stored["episode"] % games, seat]]), seat


def test_a_resumed_arena_dataset_gives_the_longer_arena(tmp_path):
    bots = {"A": "heuristic", "B": "random"}
    paiju.arena("guandan", bots, deals=30, seed=8, progress=False, out=tmp_path, shard_size=25)
    resumed = paiju.arena("guandan", bots, deals=50, seed=8, progress=False, out=tmp_path, shard_size=25, resume=True)
    whole = paiju.arena("guandan", bots, deals=50, seed=8, progress=False)
    assert np.array_equal(resumed.pair_scores, whole.pair_scores) and resumed.pairs == 50
    assert main(["arena", "guandan", "heuristic", "random", "--deals", "10", "--no-progress", "--out",
                 str(tmp_path / "cli"), "--moves"]) == 0
    assert datasets.open(tmp_path / "cli").manifest["counts"]["deals"] == 20
    assert main(["arena", "guandan", "heuristic", "random", "--sprt", "--no-progress", "--out", str(tmp_path)]) == 2
