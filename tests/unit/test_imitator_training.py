"""benchmarks/imitator/train.py: the softmax log-likelihood over each decision's moves, its
gradient (against finite differences), the top-1 rule (the first of equal scores, as the C++
player), the fit on a toy problem whose answer is known, and the weights written as C++."""

import importlib.util
import math
import sys
from pathlib import Path

import numpy as np
import pytest

_root = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(_root / "benchmarks"))  # train.py imports opponent_models from there
_spec = importlib.util.spec_from_file_location("imitator_train", _root / "benchmarks" / "imitator" / "train.py")
assert _spec is not None and _spec.loader is not None
train = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(train)


def two_decisions() -> dict[str, np.ndarray]:
    # decision 0: three moves, the bot chose row 1; decision 1: two moves, it chose row 0
    x = np.array([[1.0, 0.0], [0.0, 1.0], [0.0, 0.0], [2.0, 1.0], [0.0, 3.0]])
    return {"x": x, "start": np.array([0, 3, 5]), "label": np.array([1, 0])}


def test_log_likelihood_by_hand() -> None:
    data = two_decisions()
    ll, _, top1 = train.log_likelihood(np.zeros(2), data)
    # zero weights: a uniform choice, (log 1/3 + log 1/2) / 2; every score ties, the first row
    # wins, which is the bot's move in decision 1 only
    assert ll == pytest.approx((math.log(1 / 3) + math.log(1 / 2)) / 2)
    assert top1 == 0.5
    w = np.array([0.5, -1.0])
    # decision 0 scores 0.5, -1, 0; decision 1 scores 0, -3
    p0 = math.exp(-1) / (math.exp(0.5) + math.exp(-1) + 1)
    p1 = 1 / (1 + math.exp(-3))
    ll, _, top1 = train.log_likelihood(w, data)
    assert ll == pytest.approx((math.log(p0) + math.log(p1)) / 2)
    assert top1 == 0.5  # decision 0's best is row 0, decision 1's row 0


def test_gradient_matches_finite_differences() -> None:
    data = two_decisions()
    w = np.array([0.3, -0.7])
    _, grad, _ = train.log_likelihood(w, data)
    h = 1e-6
    for i in range(2):
        step = np.zeros(2)
        step[i] = h
        numeric = (train.log_likelihood(w + step, data)[0] - train.log_likelihood(w - step, data)[0]) / (2 * h)
        assert grad[i] == pytest.approx(numeric, rel=1e-5)


def test_fit_recovers_the_weights_that_made_the_choices() -> None:
    # 4,000 decisions of 2-6 moves, each chosen by sampling from softmax(x . w_true): maximum
    # likelihood with a tiny penalty lands near w_true
    rng = np.random.default_rng(5)
    w_true = np.array([1.5, -2.0, 0.5])
    xs, starts, labels = [], [0], []
    for _ in range(4000):
        x = rng.normal(size=(int(rng.integers(2, 7)), 3))
        p = np.exp(x @ w_true)
        labels.append(int(rng.choice(len(x), p=p / p.sum())))
        xs.append(x)
        starts.append(starts[-1] + len(x))
    data = {"x": np.concatenate(xs), "start": np.array(starts), "label": np.array(labels)}
    w, curve = train.fit(data, data, steps=400, l2=1e-6, lr=0.05, progress=False)
    assert np.abs(w - w_true).max() < 0.15
    assert curve[-1]["train_ll"] > curve[0]["train_ll"]


def test_weights_are_written_as_cpp(tmp_path: Path) -> None:
    path = tmp_path / "weights.cpp"
    train.write_weights(path, {"lead": np.array([0.0, -1.25, 3e-7]), "follow": np.array([2.0, 0.5, 1.0])}, "x")
    text = path.read_text()
    assert "{0.0f, -1.25f, 3e-07f}" in text and "{2.0f, 0.5f, 1.0f}" in text
