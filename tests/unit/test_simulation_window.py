"""A simulation can start at any episode (the window a Ray chunk plays), and the backend argument
is checked, without Ray: the windows' arrays are the matching rows of the whole run."""

import sys

import numpy as np
import pytest

import paiju
from paiju.ray_backend import RayBackend, chunks
from paiju.simulation import run_episodes


def _run(game, first, episodes, bots=("heuristic", "random"), repeats=2, seating=((0, 1, 0, 1), (1, 0, 1, 0))):
    options = dict(paiju.load_game(game).options)
    arrays, interrupted, _ = run_episodes(game=game, options=options, seed=21, whole_matches=False, episodes=episodes,
                                          repeats=repeats, seating=seating, bots=list(bots), threads=2, progress=False,
                                          first=first)
    assert not interrupted
    return arrays


@pytest.mark.parametrize("game", paiju.games())
def test_windows_are_the_rows_of_the_whole_run(game):
    whole = _run(game, 0, 9)
    # Windows start at odd episodes too: the second game of a duplicate pair, seats swapped.
    parts = [_run(game, first, count) for first, count in [(0, 4), (4, 1), (5, 3), (8, 1)]]
    assert list(whole["index"]) == list(range(9))
    for key, array in whole.items():
        assert np.array_equal(np.concatenate([p[key] for p in parts]), array), key


def test_chunks_cover_the_run_in_order():
    assert chunks(0, 10, 4) == [(0, 4), (4, 4), (8, 2)]
    assert chunks(7, 3, 5) == [(7, 3)]
    assert chunks(0, 4, 1) == [(0, 1), (1, 1), (2, 1), (3, 1)]


def test_negative_first_episode_is_refused():
    native = paiju.game_module("guandan")._native
    with pytest.raises(paiju.InvalidOptionError):
        native._Simulation(dict(paiju.load_game("guandan").options), 0, False, 1, 1, [[0, 0, 0, 0]], ["random"], 1, -1)


@pytest.mark.parametrize("backend", ["spark", "Ray", None, 3])
def test_unknown_backends_raise_invalid_option_error(backend):
    with pytest.raises(paiju.InvalidOptionError, match="backend"):
        paiju.simulate("guandan", deals=1, progress=False, backend=backend)


@pytest.mark.parametrize("bad", [{"chunk_size": 0}, {"chunk_size": 2.5}, {"max_retries": -1}, {"chunk_size": True}])
def test_bad_ray_backend_settings_raise_invalid_option_error(bad):
    with pytest.raises(paiju.InvalidOptionError):
        RayBackend(**bad)


def test_ray_backend_without_ray_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now raises ImportError
    with pytest.raises(ImportError, match=r"paiju\[ray\]"):
        paiju.simulate("guandan", deals=1, progress=False, backend="ray")
