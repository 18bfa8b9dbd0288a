"""Fit the imitator (cpp/paiju/games/guandan/trainers/imitation.h) to third-party Guandan bots.

The imitator scores each legal move of a trick-play decision by a linear function of a few
numbers (what the move breaks and spends, its type and height, the pass, crossed with who holds
the trick and how close the seats are to going out, and the experts' choices) and plays the
highest. This script fits the
two weight vectors (leads, follows) by maximum likelihood, a softmax over each decision's legal
moves, to the decisions of the bots named by ``--train`` in the third-party records
(``--data``, default ``$PAIJU_THIRD_PARTY_DATA``: the folder of ``<bot>.jsonl.gz`` and its
README), and reports the same on the bots held out (``--held-out``). Moves whose features are
identical (suit variants) are one choice; the features include whether each of paiju's
rule-based players would play the move (the expert columns).

Decisions that can go out in one play are left out (every training player goes out when it can,
trainers/decision.h), as are tribute and return (trainers/transfer.h).

    PYTHONPATH=python python benchmarks/imitator/train.py \
        --data $PAIJU_THIRD_PARTY_DATA --out benchmarks/results/imitator \
        --weights cpp/paiju/games/guandan/trainers/imitator_weights.cpp

Deterministic (full-batch Adam from zero weights; no sampling), a few minutes on one core, most of
it replaying the records. Writes ``fit.json`` (the loss curve, per-bot log-likelihood and top-1
agreement over feature-distinct moves, the weights by name) and ``loss.png`` to ``--out``, and the
weights as C++ to ``--weights``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from opponent_models import decisions, read_rows  # noqa: E402

from paiju import guandan  # noqa: E402

NATIVE = guandan._native
# The three bots paiju's heuristic does worst against (their README: it wins 45.8%, 50.5% and 61.0%
# of their deals), so that the imitator plays like the strongest foreign bots; the three weaker
# ones are held out. (The hand model's split, the other way round for two of them, makes an
# imitator of mostly weak bots: docs/trainers.md.)
TRAIN = ("2nd-flush-bomb", "2nd-no-ai", "fin-honest-seu")
HELD_OUT = ("3rd-ez", "fin-go-go-go", "fin-xishang-tech")
HEADS = ("lead", "follow")


def extract(path: Path, deals: int | None) -> dict[str, dict[str, np.ndarray]]:
    """Per head: ``x`` [rows, F] (feature-distinct legal moves), ``start`` [decisions + 1] row
    offsets, ``label`` [decisions] (the row of the bot's move, relative to its decision), and
    ``pair`` [decisions] (the duplicate pair, for grouping)."""
    heads: dict[str, dict[str, list[Any]]] = {h: {"x": [], "sizes": [], "label": [], "pair": []} for h in HEADS}
    for row in read_rows(path, deals):
        for _, state, text in decisions(row, row["their_seats"]):
            view = NATIVE._imitation_features(state)
            if view is None or view["going_out"]:
                continue
            legal = [str(m) for m in state.legal_moves()]
            if len(legal) < 2:
                continue
            chosen = legal.index(text) if text in legal else legal.index(str(guandan.Move.parse(text)))
            rows, inverse = np.unique(view["features"], axis=0, return_inverse=True)
            if len(rows) < 2:
                continue
            head = heads["lead" if view["leading"] else "follow"]
            head["x"].append(rows)
            head["sizes"].append(len(rows))
            head["label"].append(int(inverse.reshape(-1)[chosen]))
            head["pair"].append(int(row["unit"]))
    out = {}
    for name, head in heads.items():
        out[name] = {
            "x": np.concatenate(head["x"]).astype(np.float64),
            "start": np.concatenate([[0], np.cumsum(head["sizes"])]).astype(np.int64),
            "label": np.asarray(head["label"], dtype=np.int64),
            "pair": np.asarray(head["pair"], dtype=np.int64),
        }
    return out


def joined(parts: list[dict[str, np.ndarray]]) -> dict[str, np.ndarray]:
    """One head's data from several bots, row offsets shifted."""
    xs, starts, labels = [], [np.zeros(1, np.int64)], []
    offset = 0
    for p in parts:
        xs.append(p["x"])
        starts.append(p["start"][1:] + offset)
        labels.append(p["label"])
        offset += len(p["x"])
    return {"x": np.concatenate(xs), "start": np.concatenate(starts), "label": np.concatenate(labels)}


def log_likelihood(w: np.ndarray, data: dict[str, np.ndarray]) -> tuple[float, np.ndarray, float]:
    """Mean log P(bot's move) over decisions, its gradient in w, and top-1 agreement (the
    highest score, the first row among equals, is the bot's move)."""
    x, start, label = data["x"], data["start"], data["label"]
    scores = x @ w
    seg = start[:-1]
    top = np.maximum.reduceat(scores, seg)
    sizes = np.diff(start)
    expd = np.exp(scores - np.repeat(top, sizes))
    norm = np.add.reduceat(expd, seg)
    chosen = seg + label
    ll = scores[chosen] - top - np.log(norm)
    p = expd / np.repeat(norm, sizes)
    grad = -(x.T @ p) + x[chosen].sum(axis=0)
    rows = np.arange(len(scores))
    first_top = np.minimum.reduceat(np.where(scores == np.repeat(top, sizes), rows, len(scores)), seg) - seg
    return float(ll.mean()), grad / len(label), float((first_top == label).mean())


def fit(data: dict[str, np.ndarray], held: dict[str, np.ndarray], steps: int, l2: float, lr: float,
        progress: bool) -> tuple[np.ndarray, list[dict[str, float]]]:
    """Full-batch Adam on mean log-likelihood minus l2/2 |w|^2, from zero."""
    from tqdm import tqdm

    w = np.zeros(data["x"].shape[1])
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    curve = []
    for step in tqdm(range(1, steps + 1), disable=not progress, file=sys.stderr, unit="step"):
        ll, grad, _ = log_likelihood(w, data)
        grad = grad - l2 * w
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        w = w + lr * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8)
        if step % 25 == 0 or step == steps:
            curve.append({"step": step, "train_ll": ll, "held_out_ll": log_likelihood(w, held)[0]})
    return w, curve


def uniform_ll(data: dict[str, np.ndarray]) -> float:
    return float(-np.log(np.diff(data["start"])).mean())


def write_weights(path: Path, weights: dict[str, np.ndarray], command: str) -> None:
    def number(x: float) -> str:
        text = f"{x:.6g}"
        return text + ("f" if any(c in text for c in ".e") else ".0f")

    def row(w: np.ndarray) -> str:
        return ", ".join(number(float(x)) for x in w)

    path.write_text(
        f"// Written by benchmarks/imitator/train.py ({command}); docs/trainers.md gives the fit.\n"
        '#include "paiju/games/guandan/trainers/imitator_weights.h"\n\n'
        "namespace paiju::guandan::trainers {\n\n"
        "// clang-format off\n"
        "const ImitatorWeights kImitatorWeights = {\n"
        f"    {{{row(weights['lead'])}}},\n"
        f"    {{{row(weights['follow'])}}},\n"
        "};\n"
        "// clang-format on\n\n"
        "}  // namespace paiju::guandan::trainers\n")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path,
                        default=Path(os.environ.get("PAIJU_THIRD_PARTY_DATA", "guandan-third-party")),
                        help="the third-party records' folder (default: $PAIJU_THIRD_PARTY_DATA)")
    parser.add_argument("--train", nargs="+", default=list(TRAIN), help="bots fitted to")
    parser.add_argument("--held-out", nargs="+", default=list(HELD_OUT), help="bots only reported")
    parser.add_argument("--deals", type=int, default=None, help="records read per bot (default all)")
    parser.add_argument("--steps", type=int, default=400, help="full-batch Adam steps per head")
    parser.add_argument("--l2", type=float, default=1e-3, help="L2 penalty on the weights")
    parser.add_argument("--lr", type=float, default=0.05, help="Adam's step size")
    parser.add_argument("--out", type=Path, required=True, help="folder for fit.json and loss.png")
    parser.add_argument("--weights", type=Path, default=None, help="write the weights as C++ here")
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    if not args.data.is_dir():
        parser.error(f"no third-party records at {args.data} (--data or $PAIJU_THIRD_PARTY_DATA)")
    args.out.mkdir(parents=True, exist_ok=True)

    per_bot = {}
    for bot in [*args.train, *args.held_out]:
        print(f"replaying {bot}", file=sys.stderr)
        per_bot[bot] = extract(args.data / f"{bot}.jsonl.gz", args.deals)

    names = list(NATIVE.IMITATION_FEATURES)
    report: dict[str, Any] = {"train": args.train, "held_out": args.held_out, "steps": args.steps,
                              "l2": args.l2, "lr": args.lr, "deals": args.deals, "heads": {}}
    weights = {}
    for head in HEADS:
        train = joined([per_bot[b][head] for b in args.train])
        held = joined([per_bot[b][head] for b in args.held_out])
        w, curve = fit(train, held, args.steps, args.l2, args.lr, not args.no_progress)
        weights[head] = w
        per = {}
        for bot, data in per_bot.items():
            ll, _, top1 = log_likelihood(w, data[head])
            per[bot] = {"decisions": len(data[head]["label"]), "ll": ll, "uniform_ll": uniform_ll(data[head]),
                        "top1": top1, "trained_on": bot in args.train}
        report["heads"][head] = {"curve": curve, "bots": per, "weights": dict(zip(names, map(float, w)))}
        for bot, r in per.items():
            print(f"{head:6} {bot:18} {'train' if r['trained_on'] else 'held':5} n={r['decisions']:6} "
                  f"ll={r['ll']:.3f} (uniform {r['uniform_ll']:.3f}) top1={r['top1']:.3f}", file=sys.stderr)
    (args.out / "fit.json").write_text(json.dumps(report, indent=1) + "\n")
    plot(report, args.out / "loss.png")
    if args.weights is not None:
        command = " ".join(["--train", *args.train, "--steps", str(args.steps), "--l2", str(args.l2)])
        write_weights(args.weights, weights, command)


def plot(report: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(9, 3.5))
    for ax, head in zip(axes, HEADS):
        curve = report["heads"][head]["curve"]
        steps = [c["step"] for c in curve]
        ax.plot(steps, [c["train_ll"] for c in curve], label="trained-on bots")
        ax.plot(steps, [c["held_out_ll"] for c in curve], label="held-out bots")
        ax.set_title(f"{head}s")
        ax.set_xlabel("Adam step")
        ax.set_ylabel("mean log P(bot's move)")
        ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=90)


if __name__ == "__main__":
    main()
