"""What the training scripts of paiju's learned models share (benchmarks/hand_model/train.py,
benchmarks/value_model/train.py): the export of a torch network of dense layers into paiju's
MLP file, which the C++ core reads (cpp/paiju/search/mlp.h), the checkpoint they resume from,
and the loss curve they write.

PyTorch is a training-only dependency (``pip install torch``, CPU is enough).
"""

from __future__ import annotations

import argparse
import csv
import struct
import sys
from pathlib import Path
from typing import Any

try:
    import torch
    from torch import nn
except ImportError:  # pragma: no cover - a training-only extra
    sys.exit("training needs PyTorch: pip install torch (CPU is enough)")

MAGIC = b"PJML"
FORMAT_VERSION = 1


def add_run_arguments(parser: argparse.ArgumentParser, weight_decay: float) -> None:
    """The options every training script here shares: --lr, --weight-decay, --seed, --threads, --resume."""
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--weight-decay", type=float, default=weight_decay, help="AdamW's decoupled weight decay")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--resume", action="store_true", help="continue from OUT/checkpoint.pt")


def start_run(args: argparse.Namespace) -> Path:
    """Seeds torch, sets its threads and makes the output folder ``args.out``, which it returns."""
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    return out

def export(model: nn.Module, path: Path) -> None:
    """paiju's MLP file of ``model``'s dense layers in order (ReLU between them): magic,
    version, layer count, then per layer (inputs, outputs, weights row-major
    [outputs][inputs], biases), all little-endian, float32."""
    linears = [m for m in model.modules() if isinstance(m, nn.Linear)]
    with open(path, "wb") as f:
        f.write(MAGIC + struct.pack("<II", FORMAT_VERSION, len(linears)))
        for layer in linears:
            w = layer.weight.detach().cpu().numpy().astype("<f4")
            b = layer.bias.detach().cpu().numpy().astype("<f4")
            f.write(struct.pack("<II", w.shape[1], w.shape[0]))
            f.write(w.tobytes())
            f.write(b.tobytes())


def save_checkpoint(path: Path, model: nn.Module, optimizer: Any, scheduler: Any, epoch: int,
                    curve: list[dict[str, float]], args: dict[str, Any]) -> None:
    """Everything a run needs to go on after ``epoch`` epochs (``resume``)."""
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
                "torch_rng": torch.get_rng_state(), "epoch": epoch, "curve": curve, "args": args}, path)


def resume(path: Path, model: nn.Module, optimizer: Any, scheduler: Any) -> tuple[int, list[dict[str, float]]]:
    """Loads a checkpoint into the objects given; (epochs done, curve so far), (0, []) without one."""
    if not path.exists():
        return 0, []
    state = torch.load(path, weights_only=False)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    torch.set_rng_state(state["torch_rng"])
    print(f"resumed after epoch {state['epoch']}", file=sys.stderr)
    return state["epoch"], state["curve"]


def write_curve(curve: list[dict[str, float]], out: Path, series: list[tuple[str, str]], ylabel: str,
                title: str) -> None:
    """``out/curve.csv`` (every column) and, when matplotlib is there, ``out/curve.png`` of the
    columns named in ``series`` (column, legend) by epoch."""
    with open(out / "curve.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(curve[0]))
        writer.writeheader()
        writer.writerows(curve)
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    fig, ax = plt.subplots(figsize=(6, 4))
    epochs = [c["epoch"] for c in curve]
    for column, legend in series:
        ax.plot(epochs, [c[column] for c in curve], marker="o", label=legend)
    ax.set_xlabel("epoch")
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.legend()
    fig.tight_layout()
    fig.savefig(out / "curve.png", dpi=100)
    plt.close(fig)
