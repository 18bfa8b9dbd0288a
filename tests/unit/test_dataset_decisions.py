"""The per-decision tables of a dataset (issue 43): decisions (observation tensor, action list
features, chosen action, outcome) checked row by row against a replay through the Python API;
the same rows whatever the threads and shards; the moves table's packed codes, legal counts
and times."""

import json

import numpy as np
import pytest

pa = pytest.importorskip("pyarrow")

import paiju
from paiju import datasets
from paiju.registry import game_module


def _rows_in_order(dataset, table, columns=None):
    arrays = dataset.to_numpy(columns, table=table)
    order = np.lexsort((arrays["ply"], arrays["episode"]))
    return {name: values[order] for name, values in arrays.items() if not name.endswith("_offsets")}


def _reference_rows(game, record):
    """The decisions rows of one episode, replayed move by move through the Python API: the
    observation tensor, the action list and its features, and the deal's payoff and match's
    returns read from the State."""
    module = game_module(game)
    native = module._native
    bound = native._ENV_SPEC["max_actions"]
    state = module.replay({**record, "moves": []})
    rows, open_rows = [], []
    for seat, text in record["moves"]:
        actions = native._env_actions(state, bound)
        moves = list(actions)
        move = state.legal_moves()[state.legal_move_index(text)]
        rows.append({"seat": seat, "observation": native._encode_observation(state, seat),
                     "legal": len(moves), "action": moves.index(move) if move in moves else -1,
                     "legal_features": native._move_features(actions, len(moves))})
        open_rows.append(rows[-1])
        deal = state.deal_index
        state.apply(text)
        if state.is_terminal() or state.deal_index != deal:
            payoff = native._deal_rewards(state)
            for row in open_rows:
                row["reward"] = payoff[row["seat"]]
            open_rows = []
    for row in rows:
        row["match_return"] = state.returns()[row["seat"]]
    return rows


@pytest.mark.parametrize("game", paiju.games())
def test_decisions_are_the_replayed_positions(game, tmp_path):
    memory = paiju.simulate(game, deals=6, seed=3, progress=False, records=True)
    dataset = paiju.simulate(game, deals=6, seed=3, progress=False, out=tmp_path, decisions=True, shard_size=4)
    batches = list(dataset.batches(table="decisions", batch_size=10_000))
    stored = {name: np.concatenate([b[name] for b in batches]) for name in batches[0] if not name.endswith("_offsets")}
    starts = np.cumsum(stored["legal"]) - stored["legal"]  # row i's moves in legal_features
    assert np.array_equal(stored["episode"], np.repeat(memory.index, memory.moves))
    row = 0
    for record in memory.records:
        for expected in _reference_rows(game, record):
            assert stored["seat"][row] == expected["seat"]
            assert np.array_equal(stored["observation"][row], expected["observation"])
            assert stored["legal"][row] == expected["legal"] and stored["action"][row] == expected["action"]
            start = int(starts[row])
            assert np.array_equal(stored["legal_features"][start:start + expected["legal"]], expected["legal_features"])
            if expected["action"] >= 0:
                assert np.array_equal(stored["action_features"][row], expected["legal_features"][expected["action"]])
            assert stored["reward"][row] == pytest.approx(expected["reward"])
            assert stored["match_return"][row] == pytest.approx(expected["match_return"])
            row += 1
    assert row == len(stored["episode"])
    assert (stored["action"] >= 0).mean() > 0.9  # a cut-off chosen move is rare


def test_decisions_do_not_depend_on_threads_or_shards(tmp_path):
    one = paiju.simulate("guandan", deals=30, seed=5, threads=1, progress=False, out=tmp_path / "one", decisions=True,
                         shard_size=30)
    two = paiju.simulate("guandan", deals=30, seed=5, threads=2, progress=False, out=tmp_path / "two", decisions=True,
                         shard_size=7)
    a, b = _rows_in_order(one, "decisions"), _rows_in_order(two, "decisions")
    assert a.keys() == b.keys() and len(a["episode"]) == one.manifest["counts"]["decisions"] > 1000
    for name in a:
        assert np.array_equal(a[name], b[name]), name
    second = np.concatenate([batch["episode"] for batch in two.batches(["episode"], table="decisions", shards=[1])])
    assert set(second) == set(range(7, 14))  # shard 1 of 7-deal shards: deals 7..13


def test_decisions_read_into_numpy_without_copies(tmp_path):
    dataset = paiju.simulate("guandan", deals=20, seed=1, progress=False, out=tmp_path, decisions=True)
    assert [f.suffix for f in dataset.files("decisions")] == [".arrow"]
    size = paiju.guandan._native._ENV_SPEC["observation_size"]
    for batch in dataset.batches(["observation", "action", "legal_features"], table="decisions", batch_size=500,
                                 raw=True):
        assert batch["observation"].dtype == np.uint8 and batch["observation"].shape == (len(batch["action"]), size)
        assert not batch["observation"].flags.owndata  # a view of the Arrow buffer
        offsets = batch["legal_features_offsets"]
        assert offsets[0] == 0 and offsets[-1] == len(batch["legal_features"]) and len(offsets) == len(batch["action"]) + 1
        assert ((batch["action"] < np.diff(offsets)) & (batch["action"] >= -1)).all()


def test_guandan_observations_are_stored_as_bytes_of_whole_cards(tmp_path):
    """Stored observations are the tensor times each block's scale: Guandan's cards left per
    seat / 27 are stored as the cards left themselves; the reader divides them back."""
    dataset = paiju.simulate("guandan", deals=3, seed=4, progress=False, out=tmp_path, decisions=True)
    field = dataset.arrow("decisions").schema.field("observation")
    assert field.type == pa.list_(pa.uint8(), 504)
    # hand 54 + played 4 * 54 = 270 values before cards_left (4 values), the only scaled block
    assert json.loads(field.metadata[datasets.SCALES_KEY]) == [[270, 274, 27.0]]
    raw = dataset.to_numpy(["ply", "observation"], table="decisions", raw=True)
    tensor = dataset.to_numpy(["observation"], table="decisions")["observation"]
    first = raw["ply"] == 0  # the first decision of each deal: a fresh deal, 27 cards a seat
    assert first.sum() == 3
    assert (raw["observation"][first, 270:274] == 27).all() and (raw["observation"][first, :54].sum(axis=1) == 27).all()
    assert tensor.dtype == np.float32 and (tensor[first, 270:274] == 1.0).all()
    assert np.array_equal(tensor[:, 270:274], raw["observation"][:, 270:274].astype(np.float32) / np.float32(27))
    assert np.array_equal(tensor[:, :270], raw["observation"][:, :270])


def test_games_with_unbounded_blocks_keep_float32(tmp_path):
    """Shengji's attackers' points / 200 have no declared bound: its observations stay float32."""
    dataset = paiju.simulate("shengji", deals=1, seed=2, progress=False, out=tmp_path, decisions=True)
    field = dataset.arrow("decisions").schema.field("observation")
    assert field.type.value_type == pa.float32() and not field.metadata
    assert dataset.to_numpy(["observation"], table="decisions")["observation"].dtype == np.float32


@pytest.mark.parametrize("compression", ["zstd", "none"])
def test_every_decisions_compression_holds_the_same_rows(compression, tmp_path):
    lz4 = paiju.simulate("guandan", deals=10, seed=9, progress=False, out=tmp_path / "lz4", decisions=True)
    other = paiju.simulate("guandan", deals=10, seed=9, progress=False, out=tmp_path / compression, decisions=True,
                           decisions_compression=compression)
    assert lz4.arrow("decisions").to_table().equals(other.arrow("decisions").to_table())
    assert other.manifest["decisions_compression"] == compression
    sizes = {name: sum(f.stat().st_size for f in ds.files("decisions")) for name, ds in (("lz4", lz4), (compression, other))}
    if compression == "none":  # a row is about 2.4 kB raw (504 + 32 moves x 56 bytes), a few hundred bytes compressed
        assert sizes["none"] > 4 * sizes["lz4"]
    else:
        assert sizes["zstd"] < sizes["lz4"]


def test_bad_decisions_compressions_are_refused(tmp_path):
    with pytest.raises(paiju.InvalidOptionError, match="lz4, zstd, none"):
        paiju.simulate("guandan", deals=2, progress=False, out=tmp_path / "a", decisions=True, decisions_compression="gzip")
    with pytest.raises(paiju.InvalidOptionError, match="decisions=True"):
        paiju.simulate("guandan", deals=2, progress=False, out=tmp_path / "b", decisions_compression="zstd")
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()


def test_the_moves_table_has_packed_codes_legal_counts_and_times(tmp_path):
    memory = paiju.simulate("guandan", deals=8, seed=6, progress=False, records=True)
    dataset = paiju.simulate("guandan", deals=8, seed=6, progress=False, out=tmp_path, moves=True)
    moves = _rows_in_order(dataset, "moves")
    for episode, record in enumerate(memory.records):
        mine = moves["episode"] == episode
        state = paiju.guandan.replay({**record, "moves": []})
        counts, phases = [], []
        for _, text in record["moves"]:
            counts.append(state.num_legal_moves())
            phases.append(state.phase)
            state.apply(text)
        assert b"".join(moves["code"][mine]) == state.packed_moves()
        assert moves["phase"][mine].tolist() == phases
        assert (moves["legal"][mine] <= np.array(counts)).all() and (moves["legal"][mine] >= 1).all()
    assert np.isfinite(moves["think_ms"]).all() and (moves["think_ms"] >= 0).all()
    assert set(moves["deal_index"]) == {0}


def test_decisions_need_out():
    with pytest.raises(paiju.InvalidOptionError, match="out=DIR"):
        paiju.simulate("guandan", deals=5, progress=False, decisions=True)


def test_an_arena_writes_decisions_too(tmp_path):
    result = paiju.arena("guandan", ["heuristic", "random"], deals=3, seed=2, progress=False, out=tmp_path,
                         decisions=True)
    dataset = datasets.open(tmp_path)
    assert dataset.tables == ["deals", "decisions"] and len(dataset) == 6 and result.pairs == 3
    rows = dataset.to_numpy(["episode"], table="decisions")["episode"]
    assert np.array_equal(np.bincount(rows, minlength=6), dataset.to_numpy(["moves"])["moves"])


def test_resume_fills_the_shards_missing_anywhere(tmp_path):
    """A run spread over workers can stop with a shard missing in the middle: resume writes it."""
    import json

    paiju.simulate("guandan", deals=60, seed=8, progress=False, out=tmp_path / "whole", shard_size=20, moves=True)
    gap = paiju.simulate("guandan", deals=60, seed=8, progress=False, out=tmp_path / "gap", shard_size=20, moves=True)
    manifest = dict(gap.manifest)
    manifest["shards"] = [s for s in manifest["shards"] if s["first"] != 20]  # as if shard 1 never finished
    (tmp_path / "gap" / "manifest.json").write_text(json.dumps(manifest))
    resumed = paiju.simulate("guandan", deals=60, seed=8, progress=False, out=tmp_path / "gap", shard_size=20,
                             moves=True, resume=True)
    assert [(s["first"], s["index"]) for s in resumed.manifest["shards"]] == [(0, 0), (20, 3), (40, 2)]
    assert resumed.manifest["runs"][-1]["from_episode"] == 20 and resumed.manifest["runs"][-1]["added"] == 20
    whole = datasets.open(tmp_path / "whole")
    for table in ("deals", "moves"):
        a, b = (ds.arrow(table).to_table().drop_columns(["think_ms"] if table == "moves" else []) for ds in (resumed, whole))
        assert a.equals(b), table
    assert sorted(p.name for p in (tmp_path / "gap" / "moves").iterdir()) == [
        "part-00000.parquet", "part-00002.parquet", "part-00003.parquet"]  # the unlisted part-00001 removed


def test_a_search_bots_thinking_time_is_kept(tmp_path):
    bots = ["ismcts:iterations=300", "heuristic", "heuristic", "heuristic"]
    dataset = paiju.simulate("guandan", deals=1, seed=3, bots=bots, progress=False, out=tmp_path, moves=True)
    moves = dataset.to_numpy(["seat", "legal", "think_ms"], table="moves")
    searched = (moves["seat"] == 0) & (moves["legal"] > 1)  # a lone legal move needs no search
    assert searched.any() and (moves["think_ms"][searched] > 0).mean() > 0.9
    assert (moves["think_ms"][moves["seat"] != 0] < 1).all()  # the heuristic: microseconds


def test_a_failed_decisions_write_leaves_no_shard(tmp_path, monkeypatch):
    import errno

    from paiju import dataset_writer

    real = dataset_writer._write_decisions

    def disk_full_on_the_second_shard(index, *args):
        if index[0] >= 10:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(index, *args)

    monkeypatch.setattr(dataset_writer, "_write_decisions", disk_full_on_the_second_shard)
    with pytest.raises(datasets.DatasetError, match="No space left on device"):
        paiju.simulate("guandan", deals=30, progress=False, out=tmp_path, shard_size=10, decisions=True)
    for table in ("deals", "decisions"):  # the shard's tables appear together or not at all
        assert [p.name for p in (tmp_path / table).iterdir()] == [f"part-00000.{'arrow' if table == 'decisions' else 'parquet'}"]
    assert len(datasets.read_manifest(tmp_path)["shards"]) == 1


def test_the_cli_takes_a_decisions_compression(tmp_path, capsys):
    from paiju.cli import main

    assert main(["simulate", "guandan", "--deals", "4", "--no-progress", "--out", str(tmp_path / "z"), "--decisions",
                 "--decisions-compression", "zstd"]) == 0
    assert datasets.open(tmp_path / "z").manifest["decisions_compression"] == "zstd"
    capsys.readouterr()
    assert main(["simulate", "guandan", "--deals", "4", "--no-progress", "--decisions-compression", "zstd"]) == 2
    assert "--out DIR" in capsys.readouterr().err
    assert main(["simulate", "guandan", "--deals", "4", "--no-progress", "--out", str(tmp_path / "n"),
                 "--decisions-compression", "none"]) == 2  # without --decisions
    assert "decisions=True" in capsys.readouterr().err
