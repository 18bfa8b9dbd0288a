"""backend="ray" (issue 15): simulate and arena split over a local Ray give the local run's
results, a worker killed mid-run is retried without changing them, Python bots travel or are
refused with a typed error. One local Ray (2 CPUs) for the whole module: it is slow to start.
The tests that kill workers come last, so the others reuse warm workers."""

import os
import threading

import numpy as np
import pytest

ray = pytest.importorskip("ray")

import paiju
from paiju.ray_backend import CRASH_ONCE_ENV, RayBackend, _empty_arrays, init_local

TIMING = {"seconds", "per_second", "backend"}


@pytest.fixture(scope="module", autouse=True)
def local_ray():
    if ray.is_initialized():
        ray.shutdown()
    init_local(num_cpus=2)
    yield
    ray.shutdown()


def assert_same_arrays(a, b):
    assert sorted(a.arrays) == sorted(b.arrays)
    for key in a.arrays:
        assert a.arrays[key].dtype == b.arrays[key].dtype, key
        assert np.array_equal(a.arrays[key], b.arrays[key]), key


def without_timing(summary):
    return {k: v for k, v in summary.items() if k not in TIMING}


def test_a_dataset_written_from_ray_equals_the_local_run(tmp_path, monkeypatch):
    pytest.importorskip("pyarrow")
    from paiju import dataset_writer

    # 50 deals in shards of 20 with every table: each shard a Ray task whose worker writes it
    settings = dict(deals=50, seed=4, progress=False, shard_size=20, moves=True, decisions=True)
    local = paiju.simulate("guandan", out=tmp_path / "local", **settings)

    def not_here(*args, **kwargs):
        raise AssertionError("the driver wrote a shard")

    monkeypatch.setattr(dataset_writer, "_write_shard", not_here)  # the workers' own imports are untouched
    spread = paiju.simulate("guandan", out=tmp_path / "ray", backend="ray", **settings)
    assert [(s["first"], s["episodes"]) for s in spread.manifest["shards"]] == [(0, 20), (20, 20), (40, 10)]
    assert spread.manifest["counts"] == local.manifest["counts"] and spread.manifest["complete"]
    for table in ("deals", "moves", "decisions"):
        a, b = (ds.arrow(table).to_table() for ds in (local, spread))
        if table != "deals":  # every column but the bots' thinking times, which no seed fixes
            key = [("episode", "ascending"), ("ply", "ascending")]
            a, b = (t.drop_columns([c for c in ["think_ms"] if c in t.schema.names]).sort_by(key) for t in (a, b))
        assert a.equals(b), table


@pytest.mark.parametrize("game", paiju.games())
def test_simulate_on_ray_equals_the_local_run(game):
    # 11 deals in chunks of 4: three tasks, the last one short.
    local = paiju.simulate(game, deals=11, bots=["heuristic", "random"] * 2, seed=7, progress=False)
    on_ray = paiju.simulate(game, deals=11, bots=["heuristic", "random"] * 2, seed=7, progress=False,
                            backend=RayBackend(chunk_size=4))
    assert_same_arrays(local, on_ray)
    assert list(on_ray.index) == list(range(11))
    assert on_ray.summary["backend"] == "ray" and without_timing(on_ray.summary) == without_timing(local.summary)


def test_whole_matches_and_search_bots_on_ray_equal_the_local_run():
    bots = ["ismcts:iterations=12", "heuristic", "pimc:worlds=2,candidates=3", "random"]
    local = paiju.simulate("guandan", deals=6, bots=bots, seed=3, progress=False)
    assert_same_arrays(local, paiju.simulate("guandan", deals=6, bots=bots, seed=3, progress=False, backend="ray"))
    local = paiju.simulate("liangfutou", matches=3, seed=4, progress=False)
    on_ray = paiju.simulate("liangfutou", matches=3, seed=4, progress=False, backend=RayBackend(chunk_size=1))
    assert_same_arrays(local, on_ray)


def test_arena_on_ray_equals_the_local_run():
    # Chunks of 3 games split duplicate pairs between tasks: the pair is rebuilt from global indices.
    args = dict(game="guandan", bots={"H": "heuristic", "R": "random"}, deals=8, seed=9, progress=False)
    local = paiju.arena(**args).to_dict()
    on_ray = paiju.arena(**args, backend=RayBackend(chunk_size=3)).to_dict()
    local.pop("seconds")
    on_ray.pop("seconds")
    assert on_ray == local and local["pairs"] == 8


def test_python_bots_run_on_the_workers():
    def lowest_first(observation, legal_moves):  # nested: cloudpickle ships it by value
        return legal_moves[0]

    bots = [lowest_first, "heuristic", lowest_first, "heuristic"]
    local = paiju.simulate("guandan", deals=4, bots=bots, seed=2, progress=False)
    on_ray = paiju.simulate("guandan", deals=4, bots=bots, seed=2, progress=False, backend=RayBackend(chunk_size=2))
    assert_same_arrays(local, on_ray)


def test_an_unpicklable_python_bot_is_refused_with_a_typed_error():
    class Locked:
        def __init__(self):
            self.lock = threading.Lock()

        def __call__(self, observation, legal_moves):
            return legal_moves[0]

    with pytest.raises(paiju.InvalidOptionError, match="pickl"):
        paiju.simulate("guandan", deals=1, bots=[Locked()] + ["heuristic"] * 3, progress=False, backend="ray")


def test_a_bot_error_on_a_worker_is_raised_as_its_own_type():
    def cheat(observation, legal_moves):
        return "FourKings B SB SB HR HR"

    with pytest.raises(paiju.IllegalMoveError, match="not legal") as raised:
        paiju.simulate("guandan", deals=2, bots=[cheat] * 4, seed=2, progress=False, backend=RayBackend(chunk_size=1))
    assert type(raised.value) is paiju.IllegalMoveError


def test_progress_counts_the_finished_chunks(capsys):
    paiju.simulate("guandan", deals=6, seed=1, progress=True, backend=RayBackend(chunk_size=2))
    err = capsys.readouterr().err
    assert "6/6" in err and "deal" in err


@pytest.mark.parametrize("game", paiju.games())
def test_a_run_interrupted_before_any_chunk_has_the_games_empty_columns(game):
    local = paiju.simulate(game, deals=1, progress=False)
    run = {"game": game, "options": dict(paiju.load_game(game).options), "seed": 0, "whole_matches": False,
           "repeats": 1, "seating": [[0, 1, 2, 3]], "bots": ["heuristic"] * 4, "threads": 1}
    empty = _empty_arrays(run)
    assert sorted(empty) == sorted(local.arrays)
    for key, array in local.arrays.items():
        assert empty[key].dtype == array.dtype and empty[key].shape == (0,) + array.shape[1:], key


def test_the_cli_ray_option_prints_the_local_summary(capsys):
    from paiju.cli import main

    figures = []
    for extra in ([], ["--ray"]):  # --ray uses the Ray this process already runs
        assert main(["simulate", "guandan", "--deals", "8", "--seed", "5", "--no-progress", *extra]) == 0
        out = capsys.readouterr().out
        figures.append([line for line in out.splitlines() if line.startswith("  ") and "backend" not in line])
    assert figures[0] == figures[1] and "team0_win_rate" in "".join(figures[0])


def test_a_worker_killed_mid_run_is_retried_without_changing_results(tmp_path, monkeypatch):
    local = paiju.simulate("guandan", deals=10, seed=12, progress=False)
    monkeypatch.setenv(CRASH_ONCE_ENV, str(tmp_path))
    on_ray = paiju.simulate("guandan", deals=10, seed=12, progress=False, backend=RayBackend(chunk_size=5))
    # Each chunk's first try left its marker and killed its worker; the retries played the deals.
    assert sorted(os.listdir(tmp_path)) == ["chunk-0", "chunk-5"]
    assert_same_arrays(local, on_ray)


def test_a_worker_that_dies_on_every_try_fails_the_run(tmp_path, monkeypatch):
    monkeypatch.setenv(CRASH_ONCE_ENV, str(tmp_path))
    with pytest.raises(ray.exceptions.WorkerCrashedError):
        paiju.simulate("guandan", deals=2, seed=1, progress=False, backend=RayBackend(chunk_size=2, max_retries=0))


def test_ctrl_c_returns_the_whole_chunks_finished(monkeypatch):
    # Ctrl-C arrives in the driver's wait once a chunk has come back: the run stops, cancels the
    # rest and returns the finished chunks' rows, each equal to the local run's.
    local = paiju.simulate("guandan", deals=12, seed=8, progress=False)
    real_wait, calls = ray.wait, []

    def wait_then_interrupt(refs, **kwargs):
        calls.append(len(refs))
        if len(calls) > 1 and len(refs) < 6:  # at least one of the 6 chunks is back
            raise KeyboardInterrupt
        return real_wait(refs, **kwargs)

    monkeypatch.setattr(ray, "wait", wait_then_interrupt)
    partial = paiju.simulate("guandan", deals=12, seed=8, progress=False, backend=RayBackend(chunk_size=2))
    assert partial.interrupted and 2 <= len(partial) < 12 and len(partial) % 2 == 0
    rows = partial.index
    for key, array in local.arrays.items():
        assert np.array_equal(partial.arrays[key], array[rows]), key
