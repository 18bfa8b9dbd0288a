"""Fit the weights of the ready-wait belief (cpp/paiju/games/mahjong/wait_prior.h).

Data: seeded heuristic self-play (one deal a seed); at every turn of a seat while another seat is
ready, the ready seat's features seen by the seat to move (State._wait_features) and its true
wait. The kinds it let go by are excluded (as wait_prior does). A softmax over the other kinds,
linear in the features, is fitted by Newton's method on the maximum-likelihood objective with a
small ridge, on the deals [seed, seed + deals); the deals after them are held out. The weights
are printed and written to wait_prior_weights.h (rebuild to use them).

    PYTHONPATH=python python benchmarks/fit_wait_prior.py [--deals 6000] [--test 2000] [--write]
"""

import argparse
import pathlib

import numpy as np

from paiju import mahjong
from paiju._core import mahjong as native
from wait_accuracy import positions  # the same self-play positions (this folder)

WEIGHTS = pathlib.Path(__file__).resolve().parents[1] / "cpp/paiju/games/mahjong/wait_prior_weights.h"
KINDS = mahjong.TILE_KINDS[:27]
RIDGE = 1.0


def collect(first: int, deals: int):
    features, truths, masks = [], [], []
    dropped = 0
    for _, state, ready, mover in positions(deals, first):
        passed = state._passed(ready)
        truth = KINDS.index(state.wait(ready))
        if passed >> truth & 1:
            dropped += 1
            continue
        features.append(state._wait_features(ready, mover))
        truths.append(truth)
        masks.append([not passed >> k & 1 for k in range(27)])
    return np.array(features), np.array(truths), np.array(masks), dropped


def probabilities(x, mask, w):
    z = np.where(mask, x @ w, -np.inf)
    z -= z.max(axis=1, keepdims=True)
    p = np.exp(z)
    return p / p.sum(axis=1, keepdims=True)


def fit(x, y, mask):
    n, _, dims = x.shape
    w = np.zeros(dims)
    rows = np.arange(n)
    for _ in range(30):
        p = probabilities(x, mask, w)
        mean = np.einsum("nk,nkd->nd", p, x)
        gradient = (x[rows, y] - mean).sum(axis=0) - RIDGE * w
        flat = x.reshape(-1, dims)
        hessian = (flat * p.reshape(-1, 1)).T @ flat - mean.T @ mean + RIDGE * np.eye(dims)
        step = np.linalg.solve(hessian, gradient)
        w += step
        if np.abs(step).max() < 1e-10:
            break
    return w


def report(name, x, y, mask, w):
    p = probabilities(x, mask, w)
    rows = np.arange(len(y))
    top3 = np.argsort(-p, axis=1)[:, :3]
    print(f"{name}: {len(y)} positions, mean log p(true wait) {np.log(p[rows, y]).mean():.3f} "
          f"(uniform over the kinds not let go by {np.log(1 / mask.sum(axis=1)).mean():.3f}), "
          f"top-1 {(p.argmax(axis=1) == y).mean():.1%}, top-3 {(top3 == y[:, None]).any(axis=1).mean():.1%}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--deals", type=int, default=6000)
    parser.add_argument("--test", type=int, default=2000)
    parser.add_argument("--write", action="store_true", help="write wait_prior_weights.h")
    args = parser.parse_args()
    x, y, mask, dropped = collect(args.seed, args.deals)
    print(f"training deals {args.seed}..{args.seed + args.deals - 1}: {len(y)} positions "
          f"({dropped} dropped: the true wait let go by)")
    scale = x.reshape(-1, x.shape[2]).std(axis=0)
    scale[scale == 0] = 1
    w = fit(x / scale, y, mask) / scale  # the ridge acts on standardized features
    report("train", x, y, mask, w)
    tx, ty, tmask, _ = collect(args.seed + args.deals, args.test)
    report("held out", tx, ty, tmask, w)
    for name, weight in zip(native.State._wait_feature_names(), w):
        print(f"  {name:22s} {weight:+.3f}")
    if args.write:
        values = ",\n".join(f"    {v!r}" for v in w.tolist())
        WEIGHTS.write_text(
            "// Written by benchmarks/fit_wait_prior.py "
            f"--seed {args.seed} --deals {args.deals} --test {args.test} --write: do not edit.\n"
            "#pragma once\n\n#include <array>\n\nnamespace paiju::mahjong {\n\n"
            f"inline constexpr std::array<double, {len(w)}> kWaitPriorWeights = {{\n{values}}};\n\n"
            "}  // namespace paiju::mahjong\n")
        print(f"wrote {WEIGHTS}")


if __name__ == "__main__":
    main()
