"""Train the learned Guandan hand model (docs/hand-model.md) and export its weights for C++.

The network: the features of hand_features.h -> dense layers with ReLU -> per other seat r and
card kind k a logit; for each copy of kind k the viewer cannot place, the probability that seat
r holds it is the softmax over r of the logits, the seats that may not hold it masked out.
Trained by the negative log-likelihood of the true holder of every such copy.

Reproducible from a seed (torch's CPU kernels, one thread by default); resumes from its
checkpoint (``--resume``); shows a progress bar; writes the loss curve (``curve.csv``, and
``curve.png`` when matplotlib is there) and the weights in paiju's binary MLP format
(cpp/paiju/search/mlp.h) of the epoch with the best validation loss, which the C++ core
embeds once copied to cpp/paiju/games/guandan/hand_model.bin. The validation examples are the
last ``--valid`` share of the simulated ones (other matches than the training examples).

Usage::

    python benchmarks/hand_model/train.py --data data/sim1.npz data/sim2.npz [--extra data/tp.npz --extra-bots a,b]
        --out runs/hand --epochs 8 --seed 1
    python benchmarks/hand_model/train.py ... --resume          # continue from runs/hand/checkpoint.pt

PyTorch is a training-only dependency (``pip install torch``); nothing else of paiju needs it.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

import numpy as np
from tqdm import tqdm

try:
    import torch
    from torch import nn
except ImportError:  # pragma: no cover - a training-only extra
    sys.exit("train.py needs PyTorch: pip install torch (CPU is enough)")

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from mlp_training import add_run_arguments, export, resume, save_checkpoint, start_run, write_curve

SEATS, KINDS = 3, 54


class HandNet(nn.Module):
    def __init__(self, features: int, hidden: list[int], dropout: float = 0.0) -> None:
        super().__init__()
        layers: list[nn.Module] = []
        width = features
        for h in hidden:
            layers += [nn.Linear(width, h), nn.ReLU()]
            if dropout > 0:
                layers.append(nn.Dropout(dropout))
            width = h
        layers.append(nn.Linear(width, SEATS * KINDS))
        self.net = nn.Sequential(*layers)

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """Log-probabilities [n, 3, 54] over the three other seats for each kind."""
        logits = self.net(x).view(-1, SEATS, KINDS)
        logits = logits.masked_fill(mask == 0, -1e4)
        return torch.log_softmax(logits, dim=1)


def copy_nll(logp: torch.Tensor, truth: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Summed negative log-likelihood of each unplaced copy's holder, and the number of copies."""
    return -(logp * truth).sum(), truth.sum()


def binomial_log_likelihood(p: np.ndarray, truth: np.ndarray) -> np.ndarray:
    """Per example: sum over seats and kinds of log P(seat r holds exactly its c copies of k)
    when each of the kind's h unplaced copies is at r with probability p (the score of
    ``paiju-cli beliefs``, from the model's own marginals)."""
    h = truth.sum(axis=1, keepdims=True).astype(np.float64)
    c = truth.astype(np.float64)
    p = np.clip(p.astype(np.float64), 1e-6, 1 - 1e-6)
    comb = np.where((h == 2) & (c == 1), math.log(2.0), 0.0)
    ll = comb + c * np.log(p) + (h - c) * np.log1p(-p)
    return np.where(h > 0, ll, 0.0).sum(axis=(1, 2))


def capacity_probabilities(features: np.ndarray, mask: np.ndarray, truth: np.ndarray) -> np.ndarray:
    """The uniform baseline's marginals: a copy is at seat r in proportion to the cards r holds
    that the viewer cannot place (approximately what uniform worlds give)."""
    room = truth.sum(axis=2).astype(np.float64)  # unplaced cards per seat
    p = mask.astype(np.float64) * room[:, :, None]
    total = p.sum(axis=1, keepdims=True)
    return np.divide(p, total, out=np.full_like(p, 1 / 3), where=total > 0)


def load(path: str, bots: set[str] | None = None, exclude: bool = False) -> dict[str, np.ndarray]:
    data = dict(np.load(path))
    if bots is not None and "bot" in data:
        keep = np.isin(data["bot"], list(bots))
        if exclude:
            keep = ~keep
        data = {k: v[keep] for k, v in data.items()}
    return data


def evaluate(model: HandNet, data: dict[str, np.ndarray], batch: int = 4096) -> tuple[float, float, float]:
    """(nats per copy, model log-likelihood per position, uniform log-likelihood per position)."""
    model.eval()
    nll = copies = 0.0
    ll_model: list[np.ndarray] = []
    with torch.no_grad():
        for i in range(0, len(data["features"]), batch):
            x = torch.from_numpy(data["features"][i:i + batch].astype(np.float32))
            m = torch.from_numpy(data["mask"][i:i + batch])
            t = torch.from_numpy(data["truth"][i:i + batch].astype(np.float32))
            logp = model(x, m)
            a, b = copy_nll(logp, t)
            nll += float(a)
            copies += float(b)
            ll_model.append(binomial_log_likelihood(logp.exp().numpy(), data["truth"][i:i + batch]))
    model.train()
    uniform = binomial_log_likelihood(capacity_probabilities(data["features"], data["mask"], data["truth"]), data["truth"])
    return nll / max(copies, 1.0), float(np.concatenate(ll_model).mean()), float(uniform.mean())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", required=True, nargs="+", help="simulated examples (data.py simulated), one or more files")
    parser.add_argument("--extra", help="third-party examples (data.py third_party)")
    parser.add_argument("--extra-bots", default="", help="the third-party bots to train on (comma-separated)")
    parser.add_argument("--out", required=True, help="folder for the checkpoint, curve and weights")
    parser.add_argument("--hidden", default="256,256", help="hidden layer widths")
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--batch", type=int, default=512)
    parser.add_argument("--dropout", type=float, default=0.2, help="dropout after each hidden layer (training only)")
    parser.add_argument("--valid", type=float, default=0.05, help="share of each simulated file held out (its last matches)")
    add_run_arguments(parser, weight_decay=1e-4)
    args = parser.parse_args(argv)
    out = start_run(args)

    trains, valids = [], []
    for path in args.data:
        data = load(path)
        cut = int(len(data["features"]) * (1 - args.valid))  # in match order: the tail is other matches
        trains.append({k: data[k][:cut] for k in ("features", "truth", "mask")})
        valids.append({k: data[k][cut:] for k in ("features", "truth", "mask")})
    train = {k: np.concatenate([t[k] for t in trains]) for k in trains[0]}
    valid = {k: np.concatenate([v[k] for v in valids]) for k in valids[0]}
    del trains, valids
    if args.extra and args.extra_bots:
        extra = load(args.extra, set(args.extra_bots.split(",")))
        for k in ("features", "truth", "mask"):
            train[k] = np.concatenate([train[k], extra[k].astype(train[k].dtype)])
    features = train["features"].shape[1]
    hidden = [int(h) for h in args.hidden.split(",") if h]
    model = HandNet(features, hidden, args.dropout)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=args.weight_decay)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=max(args.epochs, 1))
    checkpoint = out / "checkpoint.pt"
    start_epoch, curve = resume(checkpoint, model, optimizer, scheduler) if args.resume else (0, [])

    rows = len(train["features"])
    for epoch in range(start_epoch, args.epochs):
        generator = np.random.default_rng(args.seed * 1000 + epoch)
        order = generator.permutation(rows)
        total = copies = 0.0
        bar = tqdm(range(0, rows, args.batch), desc=f"epoch {epoch + 1}/{args.epochs}", unit="batch", mininterval=2.0)
        for i in bar:
            idx = np.sort(order[i:i + args.batch])
            x = torch.from_numpy(train["features"][idx].astype(np.float32))
            m = torch.from_numpy(train["mask"][idx])
            t = torch.from_numpy(train["truth"][idx].astype(np.float32))
            nll, count = copy_nll(model(x, m), t)
            loss = nll / count.clamp(min=1.0)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += float(nll)
            copies += float(count)
            bar.set_postfix(nats_per_copy=f"{total / max(copies, 1):.4f}", refresh=False)
        scheduler.step()
        v_copy, v_ll, v_uniform = evaluate(model, valid)
        curve.append({"epoch": epoch + 1, "train_nats_per_copy": total / max(copies, 1.0),
                      "valid_nats_per_copy": v_copy, "valid_ll": v_ll, "valid_uniform_ll": v_uniform})
        print(f"epoch {epoch + 1}: train {total / max(copies, 1):.4f} nats/copy, valid {v_copy:.4f}; "
              f"valid log-likelihood a position {v_ll:.2f} (uniform {v_uniform:.2f}, gain {v_ll - v_uniform:+.2f})",
              file=sys.stderr)
        best = min(c["valid_nats_per_copy"] for c in curve) == v_copy
        save_checkpoint(checkpoint, model, optimizer, scheduler, epoch + 1, curve, vars(args))
        if best:  # the shipped weights: the epoch with the best validation loss (early stopping)
            export(model, out / "hand_model.bin")
            print(f"  best so far: exported {out / 'hand_model.bin'}", file=sys.stderr)
        write_curve(curve, out, [("train_nats_per_copy", "train"), ("valid_nats_per_copy", "validation")],
                    "nats per unplaced copy", "Guandan hand model")
    return 0


if __name__ == "__main__":
    sys.exit(main())
