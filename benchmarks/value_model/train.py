"""Train the learned Guandan value model (docs/bots.md, "A learned value") and export its
weights for C++.

The network: the value features of cpp/paiju/games/guandan/value_features.h (a world of a deal,
every hand known, seen from one seat) -> dense layers with ReLU -> one number, the reward the
seat can expect when paiju's heuristic plays the deal out from there (Game::reward: the levels
the deal gains, -1..1). Trained by mean squared error on examples of heuristic play with 10%
uniform shortlist moves (``_value_examples``: each example's label is one heuristic playout, so
the model learns the rollout's expectation without its noise). The validation examples come
from other matches (another seed).

Reproducible from a seed (torch's CPU kernels, one thread by default); resumes from its
checkpoint (``--resume``); shows progress bars; writes the loss curve (``curve.csv``, and
``curve.png`` when matplotlib is there) and the weights in paiju's binary MLP format
(cpp/paiju/search/mlp.h) of the epoch with the best validation loss, which the C++ core embeds
once copied to cpp/paiju/games/guandan/value_model.bin.

Usage::

    python benchmarks/value_model/train.py --out runs/value --matches 200000 --epochs 6 --seed 1
    python benchmarks/value_model/train.py ... --resume          # continue from runs/value/checkpoint.pt

PyTorch is a training-only dependency (``pip install torch``); nothing else of paiju needs it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
from tqdm import tqdm

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import torch
from mlp_training import add_run_arguments, export, resume, save_checkpoint, start_run, write_curve
from paiju import guandan
from torch import nn

CHUNK = 2000  # matches a call


def examples(matches: int, seed: int, rate: float, noise: float, label: str) -> dict[str, np.ndarray]:
    """Examples of ``matches`` matches, drawn in chunks (chunk c from seed * 1_000_003 + c)."""
    parts = []
    for c in tqdm(range(0, matches, CHUNK), desc=f"{label} examples", unit="chunk", mininterval=2.0):
        n = min(CHUNK, matches - c)
        parts.append(guandan._native._value_examples({}, seed * 1_000_003 + c // CHUNK, n, 3, rate, noise))
    return {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}


class ValueNet(nn.Module):
    def __init__(self, features: int, hidden: list[int]) -> None:
        super().__init__()
        layers: list[nn.Module] = []
        width = features
        for h in hidden:
            layers += [nn.Linear(width, h), nn.ReLU()]
            width = h
        layers.append(nn.Linear(width, 1))
        self.net = nn.Sequential(*layers)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.net(x).squeeze(-1)


def mse(model: ValueNet, data: dict[str, np.ndarray], batch: int = 8192) -> float:
    model.eval()
    total = 0.0
    with torch.no_grad():
        for i in range(0, len(data["reward"]), batch):
            x = torch.from_numpy(data["features"][i:i + batch])
            y = torch.from_numpy(data["reward"][i:i + batch])
            total += float(((model(x).clamp(-1, 1) - y) ** 2).sum())
    model.train()
    return total / max(len(data["reward"]), 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True, help="folder for the checkpoint, curve and weights")
    parser.add_argument("--matches", type=int, default=200_000, help="matches of training examples (1-3 deals each)")
    parser.add_argument("--valid-matches", type=int, default=10_000, help="matches of validation examples")
    parser.add_argument("--rate", type=float, default=0.05, help="share of decisions kept as examples")
    parser.add_argument("--noise", type=float, default=0.1, help="share of uniform shortlist moves in the play")
    parser.add_argument("--hidden", default="256,64", help="hidden layer widths")
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--batch", type=int, default=1024)
    add_run_arguments(parser, weight_decay=1e-5)
    args = parser.parse_args(argv)
    out = start_run(args)
    train = examples(args.matches, 2 * args.seed, args.rate, args.noise, "training")
    valid = examples(args.valid_matches, 2 * args.seed + 1, args.rate, args.noise, "validation")
    baseline = float(((valid["reward"] - train["reward"].mean()) ** 2).mean())
    print(f"{len(train['reward'])} training, {len(valid['reward'])} validation examples; "
          f"validation MSE of the mean {baseline:.4f}", file=sys.stderr)

    hidden = [int(h) for h in args.hidden.split(",") if h]
    model = ValueNet(train["features"].shape[1], hidden)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=args.weight_decay)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=max(args.epochs, 1))
    checkpoint = out / "checkpoint.pt"
    start_epoch, curve = resume(checkpoint, model, optimizer, scheduler) if args.resume else (0, [])
    rows = len(train["reward"])
    loss_fn = nn.MSELoss()
    for epoch in range(start_epoch, args.epochs):
        order = np.random.default_rng(args.seed * 1000 + epoch).permutation(rows)
        total, batches = 0.0, 0
        bar = tqdm(range(0, rows, args.batch), desc=f"epoch {epoch + 1}/{args.epochs}", unit="batch", mininterval=2.0)
        for i in bar:
            idx = np.sort(order[i:i + args.batch])
            loss = loss_fn(model(torch.from_numpy(train["features"][idx])), torch.from_numpy(train["reward"][idx]))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += loss.item()
            batches += 1
            bar.set_postfix(mse=f"{total / batches:.4f}", refresh=False)
        scheduler.step()
        v = mse(model, valid)
        curve.append({"epoch": epoch + 1, "train_mse": total / max(batches, 1), "valid_mse": v,
                      "valid_mse_of_mean": baseline})
        print(f"epoch {epoch + 1}: train MSE {total / max(batches, 1):.4f}, validation {v:.4f} "
              f"(the mean's {baseline:.4f})", file=sys.stderr)
        save_checkpoint(checkpoint, model, optimizer, scheduler, epoch + 1, curve, vars(args))
        if min(c["valid_mse"] for c in curve) == v:  # the shipped weights: the best validation epoch
            export(model, out / "value_model.bin")
            print(f"  best so far: exported {out / 'value_model.bin'}", file=sys.stderr)
        write_curve(curve, out, [("train_mse", "train"), ("valid_mse", "validation")], "mean squared error",
                    "Guandan value model")
    return 0


if __name__ == "__main__":
    sys.exit(main())
