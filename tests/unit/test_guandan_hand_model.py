"""The learned Guandan hand model: its features (hand-counted), the facts its masks keep, and the
C++ inference against an independent numpy forward pass of the shipped weights file."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

import paiju
from paiju import guandan

ROOT = Path(__file__).resolve().parents[2]
WEIGHTS = ROOT / "cpp" / "paiju" / "games" / "guandan" / "hand_model.bin"
EVALUATE = ROOT / "benchmarks" / "hand_model" / "evaluate.py"
native = guandan._native


def _offsets() -> dict[str, int]:
    at, out = 0, {}
    for name, size in native.HAND_FEATURE_BLOCKS:
        out[name] = at
        at += size
    return out


def _played_match(seed: int, moves: int) -> guandan.State:
    state = guandan.Game().new_match(seed=seed)
    for i in range(moves):
        if state.is_terminal():
            break
        state.apply(paiju.bots.choose(state, "heuristic", seed=i))
    return state


def test_blocks_add_up_to_the_feature_count() -> None:
    # 54 own + 54 unseen + 3*54 played + 3*54 pinned + 54 level + 20 deal + 7 counts + 7 facts
    # + 15 trick + (30 + 6) passes + 30 leads + 30 plays = 631
    assert sum(size for _, size in native.HAND_FEATURE_BLOCKS) == 631
    state = guandan.Game().new_match(seed=1)
    assert native._hand_features(state, 0).shape == (631,)


def test_features_at_the_first_lead_are_the_hand_and_its_complement() -> None:
    state = guandan.Game().new_match(seed=4)
    seat = state.current_player
    f = native._hand_features(state, seat)
    at = _offsets()
    own = f[at["own"]:at["own"] + 54] * 2
    unseen = f[at["unseen"]:at["unseen"] + 54] * 2
    assert own.sum() == 27  # a dealt hand
    assert unseen.sum() == 108 - 27  # everything else is unseen before any play
    assert np.all(own + unseen == 2)  # two decks: each kind twice
    assert np.all(f[at["played"]:at["pinned"]] == 0)
    assert np.allclose(f[at["counts"]:at["counts"] + 3], 1.0)  # 27 / 27 cards left each


def test_a_pass_on_an_opponents_single_is_recorded_at_its_power() -> None:
    # Seat 0 leads the single 3 at level 2; seat 1 (an opponent of seat 0) passes.
    hands = ["S3 S5", "S9 SK", "H4 H6", "D7 D8"]
    state = guandan.Game().new_deal(hands=hands, level="2", leader=0)
    state.apply(next(m for m in state.legal_moves() if str(m).startswith("Single") and "S3" in str(m)))
    state.apply(next(m for m in state.legal_moves() if m.kind == "PASS"))
    f = native._hand_features(state, 2)  # seat 2's view: seat 1 is r = 3 (its previous seat), index 2
    at = _offsets()["passes"]
    single = 0
    # power of a 3 at level 2 is its slot, 1; recorded as (1 + 1) / 16
    assert f[at + 2 * 10 + single] == pytest.approx(2 / 16)
    assert f[at + 0 * 10 + single] == 0 and f[at + 1 * 10 + single] == 0
    # and from seat 0's view seat 1 is r = 1 (index 0)
    assert native._hand_features(state, 0)[at + single] == pytest.approx(2 / 16)


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_the_truth_is_always_where_the_mask_allows(seed: int) -> None:
    # Whole matches with tribute: every copy a seat truly holds must be a place the facts allow,
    # and the unplaced copies add up to the cards the other seats hold minus the pinned ones.
    state = _played_match(seed, 400)
    data = native._hand_dataset(state)
    truth, mask = data["truth"], data["mask"]
    assert len(truth) > 50
    assert np.all(mask[truth > 0] == 1)
    f = data["features"]
    at = _offsets()
    counts = np.rint(f[:, at["counts"]:at["counts"] + 3] * 27)
    pinned = np.rint(f[:, at["pinned"]:at["pinned"] + 162] * 2).reshape(-1, 3, 54).sum(axis=2)
    assert np.array_equal(truth.sum(axis=2), counts - pinned)


def _numpy_forward(features: np.ndarray) -> np.ndarray:
    """The shipped network, read and evaluated by numpy (benchmarks/hand_model/evaluate.py),
    independently of the C++ code."""
    spec = importlib.util.spec_from_file_location("hand_model_evaluate", EVALUATE)
    assert spec and spec.loader
    evaluate = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(evaluate)
    x = features.astype(np.float64)
    layers = evaluate.load_network(WEIGHTS)
    for i, (w, b) in enumerate(layers):
        x = w.astype(np.float64) @ x + b
        if i + 1 < len(layers):
            x = np.maximum(x, 0)
    return x.reshape(3, 54)


@pytest.mark.parametrize("seed,moves", [(21, 40), (22, 90), (23, 200)])
def test_cpp_inference_matches_a_numpy_forward_pass(seed: int, moves: int) -> None:
    state = _played_match(seed, moves)
    if state.is_terminal() or state.phase != "play":
        pytest.skip("no trick-play decision here")
    seat = state.current_player
    prior = native._hand_prior(state, seat)
    assert np.all(prior[seat] == 0)
    logits = _numpy_forward(native._hand_features(state, seat))
    for r in range(3):
        other = (seat + r + 1) % 4
        possible = prior[other] > -30
        assert possible.any()
    for k in range(54):
        rows = [(seat + r + 1) % 4 for r in range(3)]
        possible = [r for r in range(3) if prior[rows[r], k] > -30]
        if not possible:
            continue
        z = np.array([logits[r, k] for r in possible])
        expected = z - z.max() - np.log(np.exp(z - z.max()).sum())
        got = np.array([prior[rows[r], k] for r in possible])
        assert got == pytest.approx(expected, abs=2e-4)


def test_search_with_the_hand_model_plays_and_is_reproducible() -> None:
    spec = "ismcts:iterations=120,hands=1,pool=16,moves=40,carry=1"
    assert paiju.bots.check_bot(spec, "guandan")
    a = paiju.simulate("guandan", deals=2, bots=[spec, "heuristic"] * 2, seed=5, threads=1)
    b = paiju.simulate("guandan", deals=2, bots=[spec, "heuristic"] * 2, seed=5, threads=2)
    assert len(a) == 2
    assert np.array_equal(a.finish_order, b.finish_order) and np.array_equal(a.moves, b.moves)


def test_hands_needs_a_game_with_a_hand_model() -> None:
    with pytest.raises(paiju.InvalidOptionError, match="hand model"):
        paiju.bots.check_bot("ismcts:hands=1", "shengji")
    with pytest.raises(paiju.InvalidOptionError):
        paiju.bots.check_bot("ismcts:hands=1,styles=1,others=mix", "guandan")
