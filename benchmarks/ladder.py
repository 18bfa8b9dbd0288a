"""The strength ladder of a game with a ``strong`` setting: duplicate arenas between the named
bots, a table, Elo ratings and a plot.

    python benchmarks/ladder.py                      # Guandan's full ladder (hours on 2 cores)
    python benchmarks/ladder.py --game shengji --pairs 100   # another game's (ladder_shengji.json)
    python benchmarks/ladder.py --pairs 40 --quick   # a smoke run (minutes)
    python benchmarks/ladder.py --pairs 100 --resume --arenas benchmarks/results/arenas
                                                     # play only what changed or is not saved
    python benchmarks/ladder.py --pairs 100 --no-search --arenas benchmarks/results/arenas
                                                     # replay the cheap rule-only pairings; search
                                                     # rows from saved arenas, else marked stale
    python benchmarks/ladder.py --markdown           # the saved ladder.json as a table
                                                     # (the one in docs/strength-log.md)

Every pairing is a duplicate arena (paiju.arena: each deal played twice with the seats
swapped; in a game of four single seats, each wall with A in every seat) of ``--pairs`` deal
pairs from one seed (``--rule-pairs`` when neither bot searches). The pairings come from the
game's bots (``paiju bots GAME``): the heuristic against random and against ``heuristic_v1``
where the game keeps one, the players of its ``others=mix`` pool against random and the
heuristic, ``strong`` against each of them and against search at fixed budgets. For each pairing it records A's deal win
rate with its 95% CI and the 95th percentile of A's seconds per move, measured by asking A
for moves in positions of heuristic self-play (one thread, the bot's own budget). Results go
to ``benchmarks/results/ladder.json`` (``ladder_GAME.json`` for a game other than Guandan; a list of ``{"a", "b", "pairs", "win_rate", "ci_low",
"ci_high", "a_move_seconds_p95", "seed", "a_spec", "b_spec"}``, saved after every pairing; ``a_spec``/``b_spec`` say
what a name such as ``strong`` stood for, and ``--resume`` plays a pairing again once it stands for another setting) and ``benchmarks/results/ladder.png`` (Elo-style ratings
fitted to all pairings, heuristic_v1 = 0, with the win rates as a matrix).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import sys
import time
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]


def use_source_tree(source: Path = ROOT / "python") -> bool:
    """Whether to import paiju from the checkout's ``python/`` folder: when it holds the compiled
    core (built in place), or when no other paiju is importable (then importing it says what to
    do). Otherwise the installed paiju (``pip install .``) runs the ladder."""
    built = any((source / "paiju" / f"_core{suffix}").is_file() for suffix in EXTENSION_SUFFIXES)
    return built or importlib.util.find_spec("paiju") is None


if use_source_tree():
    sys.path.insert(0, str(ROOT / "python"))

import paiju  # noqa: E402
from paiju import bots  # noqa: E402
from paiju.registry import game_module  # noqa: E402

GAME = "guandan"  # the default --game
SEARCH = ["pimc:worlds=40", "ismcts:iterations=300", "ismcts:iterations=1000"]
# Today's default search bot, a time budget (Guandan's first issue's baseline): its row depends
# on the machine and its load, unlike the iteration budgets.
DEFAULT_SEARCH = "ismcts:time=50ms"


def pool(game: str) -> list[str]:
    """The game's named players in its others=mix pool, besides the heuristic and heuristic_v1."""
    return [k["name"] for k in bots.kinds(game)
            if k["role"] == "player" and k["in_mix"] and k["name"] not in ("heuristic", "heuristic_v1")]


def pairings(game: str, quick: bool = False) -> list[tuple[str, str]]:
    """The (A, B) pairings of the game's ladder: each step up, the strong setting against
    everything (a bot against itself, or a pairing already listed under other names, left out)."""
    players = pool(game)
    v1 = any(k["name"] == "heuristic_v1" for k in bots.kinds(game))
    if quick:
        chosen = [("heuristic", "random"), ("ismcts:iterations=300", "heuristic"), ("strong", "heuristic")]
        chosen += [("strong", players[0])] if players else []
    else:
        chosen = (
            ([("heuristic_v1", "random"), ("heuristic", "heuristic_v1")] if v1 else [("heuristic", "random")])
            + [(style, "random") for style in players]
            + [("heuristic", style) for style in players]
            + [("strong", b) for b in ["heuristic", *players]]
            + [("strong", "ismcts:iterations=1000"), ("strong", DEFAULT_SEARCH), (DEFAULT_SEARCH, "heuristic")]
            + [(spec, "heuristic") for spec in SEARCH]
            + [("ismcts:iterations=1000", "ismcts:iterations=300")]
            + ([("strong", "heuristic_v1")] if v1 else [])
        )
    kept, settings = [], set()
    for a, b in chosen:
        setting = (bots.resolved_spec(a, game), bots.resolved_spec(b, game))
        if setting[0] != setting[1] and setting not in settings:
            kept.append((a, b))
            settings.add(setting)
    return kept


def recorded_specs(entry: dict[str, Any], game: str = GAME) -> tuple[str, str] | None:
    """The settings a saved pairing was played with: ``a_spec``/``b_spec``, or for rows saved
    before they were recorded the names themselves, unless a name is an alias such as ``strong``
    whose setting has changed since (then None, so --resume plays the pairing again)."""
    if "a_spec" in entry:
        return entry["a_spec"], entry["b_spec"]
    if any(bots.resolved_spec(name, game) != name for name in (entry["a"], entry["b"])):
        return None
    return entry["a"], entry["b"]


def load_arenas(folder: Path | None) -> list[Any]:
    """The arena results (``paiju arena --json`` files) in ``folder``; files that are not one are skipped."""
    from paiju.arena import ArenaResult

    results = []
    for path in sorted(folder.glob("*.json")) if folder else []:
        try:
            results.append(ArenaResult.from_dict(json.loads(path.read_text())))
        except (ValueError, paiju.InvalidOptionError):
            continue
    return results


def from_arenas(arenas: list[Any], specs: tuple[str, str], pairs: int, seed: int,
                game: str = GAME) -> tuple[int, tuple[float, float, float]] | None:
    """The number of pairs, and A's win rate and 95% CI over them, from saved arena pieces that
    played exactly this pairing (the ladder's game and default rules, duplicate deals, ``seed``):
    every pair 0..n-1 the pieces cover without a gap, the same games the ladder would play, so
    the pairing need not be run again, and a longer run than ``pairs`` counts in full. None when
    they do not cover pairs 0..pairs-1."""
    from paiju.arena import win_rate_ci

    rules = game_module(game).Game().new_match(0).options
    wanted = [bots.setting_of(s) for s in specs]
    pieces = sorted((r for r in arenas if r.extra.get("game") == game and r.extra.get("options") == rules
                     and r.extra.get("duplicate") and r.mode == "deals" and r.seed == seed and not r.interrupted
                     and [bots.setting_of(s) for s in r.specs] == wanted), key=lambda r: r.first)
    scores: list[float] = []
    for piece in pieces:
        if piece.first == len(scores):
            scores.extend(piece.pair_scores.tolist())
    return (len(scores), win_rate_ci(np.asarray(scores))) if len(scores) >= pairs else None


def is_rule_based(spec: str) -> bool:
    """Random, the heuristic and its styles: no search, so an arena of thousands of pairs is cheap."""
    return ":" not in spec and spec not in ("strong", "strong_v1")


def move_seconds_p95(spec: str, positions: list[Any]) -> float:
    """The 95th percentile of seconds per move of ``spec`` over the positions."""
    times = []
    for i, state in enumerate(positions):
        start = time.perf_counter()
        bots.choose(state, spec, seed=i)
        times.append(time.perf_counter() - start)
    return float(np.percentile(times, 95))


def sample_positions(count: int, seed: int, game: str = GAME) -> list[Any]:
    """Positions with a real choice, from heuristic self-play of seeded matches (their first
    deal, where the game counts deals)."""
    positions: list[Any] = []
    table = game_module(game).Game()
    deal = 0
    while len(positions) < count:
        state = table.new_match(seed + deal)
        deal += 1
        step = 0
        while not state.is_terminal() and getattr(state, "deals_played", 0) == 0 and step < 2000 and len(positions) < count:
            legal = state.legal_moves()
            if len(legal) > 1 and step % 7 == 3:
                positions.append(state.clone())
            state.apply(bots.choose(state, "heuristic"))
            step += 1
    return positions


def fit_elo(entries: list[dict[str, Any]], anchor: str) -> dict[str, float]:
    """Elo ratings maximising the likelihood of the pairings' win rates (the Bradley-Terry model,
    each pairing ``pairs`` games of which A won ``pairs * win_rate``), by the minorization-
    maximization iteration; ``anchor`` (which must be in a pairing) is rated 0. Win rates of 0
    or 1 are moved half a pair inwards so that every rating stays finite."""
    names = sorted({e["a"] for e in entries} | {e["b"] for e in entries})
    index = {n: i for i, n in enumerate(names)}
    wins = np.zeros(len(names))
    games = np.zeros((len(names), len(names)))
    for e in entries:
        p = min(max(e["win_rate"], 0.5 / e["pairs"]), 1 - 0.5 / e["pairs"])
        i, j = index[e["a"]], index[e["b"]]
        wins[i] += e["pairs"] * p
        wins[j] += e["pairs"] * (1 - p)
        games[i, j] += e["pairs"]
        games[j, i] += e["pairs"]
    strength = np.ones(len(names))
    for _ in range(100000):
        denominator = (games / (strength[:, None] + strength[None, :])).sum(axis=1)
        updated = wins / denominator
        updated /= np.exp(np.mean(np.log(updated)))
        if np.max(np.abs(np.log(updated / strength))) < 1e-12:
            strength = updated
            break
        strength = updated
    ratings = 400 * np.log10(strength)
    ratings -= ratings[index[anchor]]
    return {n: float(ratings[index[n]]) for n in names}


def plot(entries: list[dict[str, Any]], elo: dict[str, float], anchor: str, path: Path, game: str = GAME) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    order = sorted(elo, key=elo.get)
    fig, (left, right) = plt.subplots(1, 2, figsize=(15, 6), gridspec_kw={"width_ratios": [1, 1.3]})
    left.barh(range(len(order)), [elo[n] for n in order], color="tab:blue")
    left.set_yticks(range(len(order)), order, fontsize=8)
    left.set_xlabel(f"Elo-style rating ({anchor} = 0)")
    left.set_title(f"paiju {paiju.registry.game_info(game)['title']} bots: ladder of duplicate arenas")
    matrix = np.full((len(order), len(order)), np.nan)
    pos = {n: i for i, n in enumerate(order)}
    for e in entries:
        matrix[pos[e["a"]], pos[e["b"]]] = e["win_rate"]
        matrix[pos[e["b"]], pos[e["a"]]] = 1 - e["win_rate"]
    image = right.imshow(matrix, cmap="RdBu", vmin=0, vmax=1)
    right.set_xticks(range(len(order)), order, rotation=90, fontsize=7)
    right.set_yticks(range(len(order)), order, fontsize=7)
    for (i, j), v in np.ndenumerate(matrix):
        if not math.isnan(v):
            right.text(j, i, f"{100 * v:.0f}", ha="center", va="center", fontsize=6)
    right.set_title("row's deal win rate against column (%)")
    fig.colorbar(image, ax=right, fraction=0.04)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default=GAME, choices=[g for g in paiju.games() if paiju.registry.game_info(g)["capabilities"]["strong"]],
                        help="the game (default guandan; any game with a strong setting)")
    parser.add_argument("--pairs", type=int, default=1000, help="duplicate deal pairs per pairing (default 1000)")
    parser.add_argument("--rule-pairs", type=int, default=4000,
                        help="pairs for pairings of two rule-based bots, which are cheap (default 4000)")
    parser.add_argument("--positions", type=int, default=200, help="positions timed per bot for the p95 (default 200)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--threads", type=int, default=0, help="arena threads (default: every core)")
    parser.add_argument("--quick", action="store_true", help="only a few pairings (a smoke run)")
    parser.add_argument("--replot", action="store_true", help="only refit and replot the saved ladder.json")
    parser.add_argument("--markdown", action="store_true",
                        help="only print the saved ladder.json as a Markdown table "
                             "(the one in docs/strength-log.md)")
    parser.add_argument("--resume", action="store_true",
                        help="keep the pairings already in ladder.json (same pairs, seed and settings) and run the rest")
    parser.add_argument("--arenas", type=Path, default=None,
                        help="a folder of `paiju arena --json` files (e.g. benchmarks/results/arenas): a pairing whose "
                             "pairs 0..N-1 they hold, same settings and seed, is taken from them instead of played again, "
                             "over every pair they hold from 0 on without a gap (so a pairing run longer counts in full)")
    parser.add_argument("--no-search", action="store_true",
                        help="play only the pairings of rule-based bots (cheap); a pairing with a search bot comes from "
                             '--resume or --arenas, or else its saved row is kept marked "stale": true (left out of '
                             "the ratings) and listed as still to play")
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results", help="output folder")
    args = parser.parse_args(argv)

    if args.markdown:
        print(markdown_table(json.loads((args.out / ladder_file(args.game)).read_text())))
        return 0
    if importlib.util.find_spec("matplotlib") is None:
        parser.error('the ladder plot needs matplotlib: pip install ".[plot]" (checked before any arena is played)')
    if args.replot:
        entries = json.loads((args.out / ladder_file(args.game)).read_text())
        report(entries, args.out, args.game)
        return 0
    game = args.game
    positions = sample_positions(args.positions, args.seed, game)
    timed: dict[str, float] = {}
    saved = args.out / ladder_file(game)
    arenas = load_arenas(args.arenas)
    previous = json.loads(saved.read_text()) if saved.exists() else []
    done = previous if args.resume else []
    entries = []
    args.out.mkdir(parents=True, exist_ok=True)
    reached: set[tuple[str, str]] = set()

    def save() -> None:  # the rows so far, then the saved rows of pairings not reached yet (--resume)
        rest = [e for e in (previous if args.resume or args.no_search else []) if (e["a"], e["b"]) not in reached]
        saved.write_text(json.dumps(entries + rest, indent=1) + "\n")

    print(f"{'A':<26} {'B':<24} {'pairs':>6} {'win rate':>9} {'95% CI':>17} {'A p95 s/move':>13}")
    for a, b in pairings(game, args.quick):
        reached.add((a, b))
        pairs = max(args.pairs, args.rule_pairs) if is_rule_based(a) and is_rule_based(b) else args.pairs
        specs = (bots.resolved_spec(a, game), bots.resolved_spec(b, game))
        kept = [e for e in done if (e["a"], e["b"], e["pairs"], e.get("seed")) == (a, b, pairs, args.seed)
                and recorded_specs(e, game) == specs]
        if kept:
            entries.append({**kept[0], "a_spec": specs[0], "b_spec": specs[1]})
            print(f"{a:<26} {b:<24} {pairs:>6} (kept from {saved.name})")
            continue
        saved_arena = from_arenas(arenas, specs, pairs, args.seed, game)
        if saved_arena is None and args.no_search and not (is_rule_based(a) and is_rule_based(b)):
            stale = [e for e in previous if (e["a"], e["b"]) == (a, b)]
            entries.extend({**e, "stale": True} for e in stale[:1])
            print(f"{a:<26} {b:<24} {pairs:>6} (not played: --no-search{'; the saved row is kept, marked stale' if stale else ''})")
            continue
        if a not in timed:
            timed[a] = move_seconds_p95(a, positions)
        if saved_arena is None:
            result = paiju.arena(game, {"A": a, "B": b}, deals=pairs, seed=args.seed, threads=args.threads, progress=False)
        if saved_arena is not None:
            pairs, (rate, low, high) = saved_arena
        else:
            rate, low, high = result.win_rate
        entries.append({"a": a, "b": b, "pairs": pairs, "win_rate": rate, "ci_low": low, "ci_high": high,
                        "a_move_seconds_p95": timed[a], "seed": args.seed, "a_spec": specs[0], "b_spec": specs[1]})
        save()  # after every pairing played: --resume
        print(f"{a:<26} {b:<24} {pairs:>6} {100 * rate:>8.1f}% [{100 * low:5.1f}%, {100 * high:5.1f}%] {timed[a]:>13.4f}"
              + (" (from --arenas)" if saved_arena else ""), flush=True)
    save()
    report(entries, args.out, game)
    return 0


def markdown_table(entries: list[dict[str, Any]]) -> str:
    """The rows as docs/strength-log.md shows them; a stale row (its settings changed since) says so."""
    lines = ["| A | B | pairs | A's deal win rate, 95% CI | A's p95 s/move |", "|---|---|---|---|---|"]
    for e in entries:
        rate = f"{100 * e['win_rate']:.1f}% [{100 * e['ci_low']:.1f}, {100 * e['ci_high']:.1f}]"
        stale = " (stale: played with an earlier setting)" if e.get("stale") else ""
        lines.append(f"| `{e['a']}` | `{e['b']}` | {e['pairs']:,} | {rate}{stale} | {e['a_move_seconds_p95']:.3f} |")
    return "\n".join(lines)


def ladder_file(game: str, suffix: str = ".json") -> str:
    """Guandan's ladder.json (its name before the other games had a ladder), else ladder_GAME.json."""
    return f"ladder{suffix}" if game == GAME else f"ladder_{game}{suffix}"


def report(entries: list[dict[str, Any]], out: Path, game: str = GAME) -> None:
    """Print the Elo-style ratings and write the plot (of the rows not marked stale)."""
    entries = [e for e in entries if not e.get("stale")]
    anchor = "heuristic_v1" if any("heuristic_v1" in (e["a"], e["b"]) for e in entries) else "heuristic"
    elo = fit_elo(entries, anchor)
    print(f"\nElo-style ratings ({anchor} = 0):")
    for name, rating in sorted(elo.items(), key=lambda kv: -kv[1]):
        print(f"  {name:<28} {rating:+7.0f}")
    plot(entries, elo, anchor, out / ladder_file(game, ".png"), game)
    print(f"wrote {out / ladder_file(game)} and {out / ladder_file(game, '.png')}")


if __name__ == "__main__":
    raise SystemExit(main())
