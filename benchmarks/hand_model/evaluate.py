"""How well the shipped hand model predicts hidden hands it was not trained on (docs/hand-model.md).

Reads the weights file the C++ core embeds (numpy only: no PyTorch needed) and examples made by
data.py, and prints per group of examples the log-likelihood of the true hidden hands per
position — for each other seat and card kind, log P(the seat holds exactly its copies), the
score of ``paiju-cli beliefs`` — under the model's marginals and under the uniform baseline
(a copy is at a seat in proportion to the cards that seat holds which the viewer cannot place),
and the same in nats per unplaced copy. With third-party examples, the groups are the bots and
the seats scored are the foreign bot's (the viewer is paiju's seat: relative seats 1 and 3).

Usage::

    python benchmarks/hand_model/evaluate.py --third-party data/tp.npz [--simulated data/held.npz] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import math
import struct
import sys
from pathlib import Path

import numpy as np

WEIGHTS = Path(__file__).resolve().parents[2] / "cpp" / "paiju" / "games" / "guandan" / "hand_model.bin"


def load_network(path: Path = WEIGHTS) -> list[tuple[np.ndarray, np.ndarray]]:
    raw = path.read_bytes()
    if raw[:4] != b"PJML":
        raise ValueError(f"{path}: not a paiju MLP file")
    version, count = struct.unpack_from("<II", raw, 4)
    if version != 1:
        raise ValueError(f"{path}: MLP format version {version}, this reader knows 1")
    at, layers = 12, []
    for _ in range(count):
        n_in, n_out = struct.unpack_from("<II", raw, at)
        at += 8
        w = np.frombuffer(raw, "<f4", n_in * n_out, at).reshape(n_out, n_in)
        at += 4 * n_in * n_out
        b = np.frombuffer(raw, "<f4", n_out, at)
        at += 4 * n_out
        layers.append((w, b))
    if at != len(raw):
        raise ValueError(f"{path}: trailing bytes")
    return layers


def probabilities(layers: list[tuple[np.ndarray, np.ndarray]], features: np.ndarray, mask: np.ndarray) -> np.ndarray:
    x = features.astype(np.float32)
    for i, (w, b) in enumerate(layers):
        x = x @ w.T + b
        if i + 1 < len(layers):
            x = np.maximum(x, 0)
    logits = x.reshape(-1, 3, 54).astype(np.float64)
    logits = np.where(mask > 0, logits, -1e9)
    logits -= logits.max(axis=1, keepdims=True)
    p = np.exp(logits)
    return p / p.sum(axis=1, keepdims=True)


def uniform_probabilities(mask: np.ndarray, truth: np.ndarray) -> np.ndarray:
    room = truth.sum(axis=2).astype(np.float64)
    p = mask.astype(np.float64) * room[:, :, None]
    total = p.sum(axis=1, keepdims=True)
    return np.divide(p, total, out=np.full_like(p, 1 / 3), where=total > 0)


def scores(p: np.ndarray, truth: np.ndarray, seats: list[int]) -> dict[str, float]:
    """Per position: the binomial log-likelihood summed over `seats` (relative, 0..2) and kinds;
    nats per unplaced copy at those seats (the copies' own log-probabilities)."""
    h = truth.sum(axis=1, keepdims=True).astype(np.float64)
    c = truth.astype(np.float64)
    q = np.clip(p, 1e-6, 1 - 1e-6)
    comb = np.where((h == 2) & (c == 1), math.log(2.0), 0.0)
    ll = np.where(h > 0, comb + c * np.log(q) + (h - c) * np.log1p(-q), 0.0)[:, seats, :].sum(axis=(1, 2))
    copies = c[:, seats, :].sum()
    per_copy = -(c * np.log(q))[:, seats, :].sum() / max(copies, 1.0)
    return {"ll_per_position": float(ll.mean()), "ll_se": float(ll.std(ddof=1) / math.sqrt(max(len(ll) - 1, 1))),
            "nats_per_copy": float(per_copy), "positions": int(len(ll))}


def evaluate_groups(data: dict[str, np.ndarray], groups: np.ndarray, seats: list[int],
                    layers: list[tuple[np.ndarray, np.ndarray]]) -> dict[str, dict[str, dict[str, float]]]:
    out: dict[str, dict[str, dict[str, float]]] = {}
    for name in sorted(set(groups.tolist())):
        keep = groups == name
        truth, mask = data["truth"][keep], data["mask"][keep]
        model = probabilities(layers, data["features"][keep], mask)
        out[name] = {"model": scores(model, truth, seats), "uniform": scores(uniform_probabilities(mask, truth), truth, seats)}
    return out


def _print(title: str, table: dict[str, dict[str, dict[str, float]]]) -> None:
    print(title)
    print(f"  {'group':<22} {'positions':>9} {'model LL':>10} {'uniform LL':>11} {'gain':>12} {'model nats/copy':>16} {'uniform':>8}")
    for name, row in table.items():
        m, u = row["model"], row["uniform"]
        gain = m["ll_per_position"] - u["ll_per_position"]
        print(f"  {name:<22} {m['positions']:>9} {m['ll_per_position']:>10.2f} {u['ll_per_position']:>11.2f} "
              f"{gain:>+8.2f}±{1.96 * m['ll_se']:.2f} {m['nats_per_copy']:>16.4f} {u['nats_per_copy']:>8.4f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--weights", default=str(WEIGHTS))
    parser.add_argument("--third-party", help="examples from data.py third_party")
    parser.add_argument("--simulated", nargs="*", default=[], help="examples from data.py simulated (one group each)")
    parser.add_argument("--json", help="write the figures as JSON")
    args = parser.parse_args(argv)
    layers = load_network(Path(args.weights))
    report: dict[str, object] = {"weights": args.weights}
    if args.third_party:
        data = dict(np.load(args.third_party))
        foreign = data["foreign_opponents"] == 1
        sub = {k: v[foreign] for k, v in data.items()}
        table = evaluate_groups(sub, sub["bot"], [0, 2], layers)
        _print("third-party bots' hands, seen from paiju's seats (opponents r = 1, 3):", table)
        report["third_party_opponents"] = table
    for path in args.simulated:
        data = dict(np.load(path))
        table = evaluate_groups(data, np.full(len(data["truth"]), Path(path).stem), [0, 1, 2], layers)
        _print(f"{path}: every other seat:", table)
        report.setdefault("simulated", {}).update(table)  # type: ignore[union-attr]
    if args.json:
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
