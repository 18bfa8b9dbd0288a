"""How well paiju's player models predict the decisions of third-party Guandan bots.

Data: ``guandan-third-party/<bot>.jsonl.gz`` (its README.md), deals where a rule-based bot of
the 2020 Guandan AI competition held two seats against paiju's ``heuristic``. Only the 2nd deal
of each record is the bots' (the 1st was seeded random setup play). For every decision of a
third-party seat in that deal, the true state just before it is rebuilt (the record replayed
move by move) and each model is asked, with ``paiju.bots.choose(state, model, seed)``, which
move it would make. The rule-based models use only the mover's own information, so giving them
the true state is right.

Moves are compared by CLASS (:func:`move_class`): ``(kind, rank, ranks)`` with ``kind`` the
move's type (``Move.kind``: Single, Pair, ..., PASS, tribute, back), ``rank`` the declared key
rank (``Move.rank``, the text after the kind in ``str(move)``; runs are keyed by their lowest
place, ``A`` = ace low) and ``ranks`` the sorted multiset of the natural ranks of the physical
cards (the card text without its suit: ``'7'``, ``'T'``, ``'B'``/``'R'`` for the small/big
joker). Suit variants of one play are one class; a wild heart level card counts as its natural
rank, so ``Pair 7 S7 H5`` (wild) and ``Pair 7 S7 C7`` differ, and two readings of the same
cards (``Straight 2`` / ``Straight 3`` of ``H2 S3 C4 D5 S6`` at level 2) differ by ``rank``.
Not distinguished: which suit was spent, e.g. a heart level card played as itself in a pair of
the level rank vs another suit's level card.

Figures per third-party bot and per model, over decisions with at least two distinct legal
classes (a forced decision, one class, is counted as ``forced`` and left out: every model
agrees with it and it adds log 1 = 0):

* ``top1``: share of decisions where the model's class is the bot's; 95% Wilson interval over
  decisions (which treats them as independent, they are not: one deal's decisions are
  correlated) and a 95% percentile bootstrap interval resampling whole duplicate pairs (the two
  halves of a pair share the cards).
* ``ll``: mean log-likelihood per decision of the bot's class under the smoothed model
  ``P(c) = (1-eps)*1[c = model's class] + eps/K`` (``K`` distinct legal classes), at eps = 0.1
  and at the eps maximising it on these data (FITTED, in-sample). ``uniform`` is eps = 1, the
  log-likelihood of guessing a legal class at random.
* the same split by decision kind: ``lead`` (nothing to beat) vs ``follow`` (a pass is a
  follow), with the share of follows where the bot passes and where the model passes (in the
  JSON also the pass/play confusion, how often both agree on passing or playing, and top1 over
  the follows where both play); tribute and return (``back``) decisions are reported
  separately (a tribute is always forced by class: the highest card, suits aside).

    PYTHONPATH=python python benchmarks/opponent_models.py [--files 3rd-ez ...] [--deals N]
        [--models extra ...] [--control] [--json OUT] [--data DIR] [--seed S]

``--control`` also predicts the paiju ``heuristic`` seats of the same deals (a check of the
replay: the ``heuristic`` model must agree with them 100%).
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import os
import sys
import time
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

from paiju import guandan
from paiju.bots import choose

DEFAULT_DATA = Path(os.environ.get("PAIJU_THIRD_PARTY_DATA", "guandan-third-party"))
BOTS = ("2nd-flush-bomb", "2nd-no-ai", "3rd-ez", "fin-go-go-go", "fin-honest-seu", "fin-xishang-tech")
MODELS = ("heuristic", "heuristic_v1", "bomb_early", "hoard_bombs", "shed_longest", "pass_happy",
          "partner_blind", "random")
CONTROL = "paiju-heuristic (control)"
SPLITS = ("play", "lead", "follow", "tribute", "return")
EPS = 0.1
BOOTSTRAP = 2000

MoveClass = tuple[str, str, tuple[str, ...]]


def move_class(move: Any) -> MoveClass:
    """``(kind, rank, sorted natural ranks of the cards)`` of a Move (or its text): suit
    variants of one play share it; another reading of the same cards does not."""
    if isinstance(move, str):
        move = guandan.Move.parse(move)
    return (move.kind, move.rank, tuple(sorted(card[1:] for card in move.cards)))


def decision_kind(state: Any) -> str:
    """``lead``/``follow`` in trick play (a pass is a follow), else the phase (tribute, return)."""
    if state.phase == "play":
        return "lead" if state.top is None else "follow"
    return state.phase


def decisions(row: dict[str, Any], seats: list[int]) -> Iterator[tuple[int, Any, str]]:
    """(index in record["moves"], the state just before it, the move text) for each decision of
    ``seats`` in the record's 2nd deal (deal_index 1)."""
    record = row["record"]
    state = guandan.replay({**record, "moves": []})
    for index, (seat, text) in enumerate(record["moves"]):
        if state.current_player != seat:
            raise RuntimeError(f"record out of step at move {index}: {seat} moved, {state.current_player} to move")
        if state.deal_index == 1 and seat in seats:
            yield index, state, text
        elif state.deal_index > 1:
            return
        state.apply(text)


def choose_seed(seed: int, bot: str, unit: int, half: int, index: int) -> int:
    return zlib.crc32(f"{seed}/{bot}/{unit}/{half}/{index}".encode())


def read_rows(path: Path, deals: int | None) -> list[dict[str, Any]]:
    rows = []
    with gzip.open(path, "rt") as lines:
        for line in lines:
            rows.append(json.loads(line))
            if deals is not None and len(rows) >= deals:
                break
    return rows


def collect(data: Path, files: list[str], deals: int | None, models: list[str], seed: int,
            control: bool = False, progress: bool = True) -> dict[str, dict[str, np.ndarray]]:
    """Per predicted bot: arrays over its decisions — ``unit``, ``kind`` (index in SPLITS),
    ``classes`` (K), ``bot_pass``, and per model ``agree:<model>``, ``pass:<model>``."""
    from tqdm import tqdm

    loaded = [(name, read_rows(data / f"{name}.jsonl.gz", deals)) for name in files]
    total = sum(len(rows) for _, rows in loaded)
    columns: dict[str, dict[str, list[Any]]] = {}
    with tqdm(total=total, unit="deal", disable=not progress, file=sys.stderr) as bar:
        for name, rows in loaded:
            targets = [(name, lambda row: row["their_seats"])]
            if control:
                targets.append((CONTROL, lambda row: [s for s in range(4) if s not in row["their_seats"]]))
            for row in rows:
                for label, seats_of in targets:
                    col = columns.setdefault(label, {})
                    for index, state, text in decisions(row, seats_of(row)):
                        truth = move_class(text)
                        legal = {move_class(m) for m in state.legal_moves()}
                        if truth not in legal:
                            raise RuntimeError(f"{name} unit {row['unit']}: {text!r} is not legal")
                        unit = row["unit"] if label != CONTROL else f"{name}/{row['unit']}"
                        col.setdefault("unit", []).append(unit)
                        col.setdefault("kind", []).append(SPLITS.index(decision_kind(state)))
                        col.setdefault("classes", []).append(len(legal))
                        col.setdefault("bot_pass", []).append(truth[0] == "PASS")
                        s = choose_seed(seed, name, row["unit"], row["half"], index)
                        for model in models:
                            guess = move_class(choose(state, model, seed=s))
                            col.setdefault(f"agree:{model}", []).append(guess == truth)
                            col.setdefault(f"pass:{model}", []).append(guess[0] == "PASS")
                bar.update(1)
    out = {}
    for label, col in sorted(columns.items(), key=lambda item: item[0] == CONTROL):  # control last
        arrays = {k: np.asarray(v) for k, v in col.items() if k != "unit"}
        _, arrays["cluster"] = np.unique(np.asarray([str(u) for u in col["unit"]]), return_inverse=True)
        out[label] = arrays
    return out


# ------------------------------------------------------------------------------------------
# Statistics
# ------------------------------------------------------------------------------------------


def wilson(hits: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (math.nan, math.nan)
    p = hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def cluster_bootstrap(agree: np.ndarray, cluster: np.ndarray, rng: np.random.Generator,
                      reps: int = BOOTSTRAP) -> tuple[float, float]:
    """95% percentile interval of the agreement rate, resampling whole clusters (duplicate pairs)."""
    if agree.size == 0:
        return (math.nan, math.nan)
    ids, inverse = np.unique(cluster, return_inverse=True)
    hits = np.bincount(inverse, weights=agree.astype(float), minlength=ids.size)
    sizes = np.bincount(inverse, minlength=ids.size).astype(float)
    draws = rng.integers(0, ids.size, size=(reps, ids.size))
    rates = hits[draws].sum(axis=1) / np.maximum(sizes[draws].sum(axis=1), 1)
    lo, hi = np.percentile(rates, [2.5, 97.5])
    return (float(lo), float(hi))


def mean_ll(agree: np.ndarray, classes: np.ndarray, eps: float) -> float:
    """Mean log P(bot's class), P = (1-eps)*1[model's class] + eps/K."""
    k = classes.astype(float)
    return float(np.mean(np.where(agree, np.log(1 - eps + eps / k), np.log(eps / k))))


def fit_eps(agree: np.ndarray, classes: np.ndarray) -> float:
    """The eps in [1e-6, 1] maximising mean_ll (concave in eps: ternary search)."""
    lo, hi = 1e-6, 1.0
    for _ in range(100):
        a, b = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        if mean_ll(agree, classes, a) < mean_ll(agree, classes, b):
            lo = a
        else:
            hi = b
    return (lo + hi) / 2


def figures(arrays: dict[str, np.ndarray], models: list[str], seed: int) -> dict[str, Any]:
    """All figures of one predicted bot: per split, the bot's own counts and per model."""
    out: dict[str, Any] = {}
    kinds = arrays["kind"]
    play = (kinds == SPLITS.index("lead")) | (kinds == SPLITS.index("follow"))
    for split in SPLITS:
        in_split = play if split == "play" else kinds == SPLITS.index(split)
        chosen = in_split & (arrays["classes"] >= 2)
        classes = arrays["classes"][chosen]
        n = int(chosen.sum())
        entry: dict[str, Any] = {
            "decisions": int(in_split.sum()),
            "forced": int((in_split & (arrays["classes"] < 2)).sum()),
            "n": n,
            "mean_classes": float(classes.mean()) if n else math.nan,
            "ll_uniform": float(-np.log(classes).mean()) if n else math.nan,
            "bot_pass_rate": float(arrays["bot_pass"][chosen].mean()) if n else math.nan,
            "models": {},
        }
        for m_index, model in enumerate(models):
            agree = arrays[f"agree:{model}"][chosen]
            rng = np.random.default_rng([seed, SPLITS.index(split), m_index])
            row: dict[str, Any] = {"n": n}
            if n:
                eps = fit_eps(agree, classes)
                row.update(
                    top1=float(agree.mean()),
                    top1_all=float(arrays[f"agree:{model}"][in_split].mean()),
                    wilson95=wilson(int(agree.sum()), n),
                    bootstrap95=cluster_bootstrap(agree, arrays["cluster"][chosen], rng),
                    ll_eps01=mean_ll(agree, classes, EPS),
                    eps_fitted=eps,
                    ll_fitted=mean_ll(agree, classes, eps),
                    model_pass_rate=float(arrays[f"pass:{model}"][chosen].mean()),
                )
                if split == "follow":  # pass or play: shares of the follows, and top1 when both play
                    bot_pass, model_pass = arrays["bot_pass"][chosen], arrays[f"pass:{model}"][chosen]
                    both_play = ~bot_pass & ~model_pass
                    row["pass_confusion"] = {
                        "both_pass": float((bot_pass & model_pass).mean()),
                        "bot_pass_model_play": float((bot_pass & ~model_pass).mean()),
                        "bot_play_model_pass": float((~bot_pass & model_pass).mean()),
                        "both_play": float(both_play.mean()),
                    }
                    row["pass_agree"] = float((bot_pass == model_pass).mean())
                    row["top1_when_both_play"] = float(agree[both_play].mean()) if both_play.any() else math.nan
            entry["models"][model] = row
        out[split] = entry
    return out


# ------------------------------------------------------------------------------------------
# Output
# ------------------------------------------------------------------------------------------


def pct(x: float) -> str:
    return "  -  " if x is None or (isinstance(x, float) and math.isnan(x)) else f"{100 * x:5.1f}"


def table(results: dict[str, Any], models: list[str]) -> str:
    """Rows bot x model: trick play (lead + follow), then lead and follow, then return."""
    head = (f"{'bot':<26} {'model':<14} {'n':>6} {'top1':>5} {'Wilson95':>12} {'boot95':>12} "
            f"{'LL.1':>6} {'LLfit':>6} {'eps*':>5} | {'lead':>5} {'follow':>6} {'pass%':>5} {'p/p':>5} | "
            f"{'ret':>5}")
    lines = [head, "-" * len(head)]
    for bot, figs in results.items():
        play, lead, follow, ret = figs["play"], figs["lead"], figs["follow"], figs["return"]
        lines.append(
            f"{bot:<26} {'(uniform)':<14} {play['n']:>6} {'':>5} {'':>12} {'':>12} "
            f"{play['ll_uniform']:6.3f} {'':>6} {'':>5} | {'':>5} {'':>6} {pct(follow['bot_pass_rate'])} {'':>5} | "
            f"{'':>5}   forced {play['forced']}, lead n={lead['n']}, follow n={follow['n']}, return n={ret['n']}")
        for model in models:
            p = play["models"][model]
            if not p.get("n"):
                continue
            lo, hi = p["wilson95"]
            blo, bhi = p["bootstrap95"]
            r = ret["models"][model]
            lines.append(
                f"{'':<26} {model:<14} {p['n']:>6} {pct(p['top1'])} [{pct(lo)},{pct(hi)}] "
                f"[{pct(blo)},{pct(bhi)}] {p['ll_eps01']:6.3f} {p['ll_fitted']:6.3f} {p['eps_fitted']:5.2f} | "
                f"{pct(lead['models'][model].get('top1', math.nan))} "
                f"{pct(follow['models'][model].get('top1', math.nan)):>6} "
                f"{pct(follow['models'][model].get('model_pass_rate', math.nan))} "
                f"{pct(follow['models'][model].get('pass_agree', math.nan))} | "
                f"{pct(r.get('top1', math.nan))}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="folder of <bot>.jsonl.gz")
    parser.add_argument("--files", nargs="+", default=list(BOTS), help="bots (file names without .jsonl.gz)")
    parser.add_argument("--deals", type=int, default=None, help="first N half-deals per file (default all)")
    parser.add_argument("--models", nargs="*", default=[], help="models to add to the default ones")
    parser.add_argument("--seed", type=int, default=2027)
    parser.add_argument("--control", action="store_true", help="also predict paiju's heuristic seats")
    parser.add_argument("--json", type=Path, default=None, help="write all figures here")
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    files = [f.removesuffix(".jsonl.gz") for f in args.files]
    models = list(MODELS) + [m for m in args.models if m not in MODELS]
    start = time.perf_counter()
    data = collect(args.data, files, args.deals, models, args.seed, args.control, not args.no_progress)
    results = {bot: figures(arrays, models, args.seed) for bot, arrays in data.items()}
    seconds = time.perf_counter() - start
    print(table(results, models))
    print(f"({seconds:.0f} s; top1/lead/follow/ret in %, trick play over decisions with >= 2 legal "
          f"classes; LL.1 mean log-lik at eps=0.1, LLfit at the fitted eps*; pass% = share of follows "
          f"passed, bot on the uniform row, model on its row; p/p = follows where bot and model agree "
          f"on pass vs play)")
    out = {
        "command": " ".join(["benchmarks/opponent_models.py"] + (argv if argv is not None else sys.argv[1:])),
        "data": str(args.data), "files": files, "deals_per_file": args.deals, "models": models,
        "seed": args.seed, "eps": EPS, "bootstrap_reps": BOOTSTRAP, "seconds": round(seconds, 1),
        "class": "(Move.kind, Move.rank, sorted natural ranks of the cards)",
        "results": results,
    }
    if args.json is not None:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(out, indent=1) + "\n")
    return out


if __name__ == "__main__":
    main()
