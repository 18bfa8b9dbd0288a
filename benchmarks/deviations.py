"""Where a bot departs from a deterministic reference player, and what each departure gains.

For each deal ``d`` (the first deal of a one-deal match seeded ``d``), the deal is played by
four reference players (the baseline), then once more with the bot under test alone in each
seat. The reference is deterministic, so a game in which the bot makes the reference's every
choice ends exactly as the baseline did: a seat's return minus the baseline seat's return is
what the bot's departures in that game gained. This is far less noisy than an arena's outcome
statistics: only games the bot changed contribute, and each is compared with its own baseline.
(In a partnership game the bot's partner is the reference, so the gain is one seat's worth.)

``--at`` limits the bot to some decisions (the reference plays the rest), to measure where its
departures help: ``phase:NAME`` (decisions in that phase of the game), ``legal:WORD``
(decisions where some legal move's name starts with WORD); several ``--at`` are joined by
"or"; without it the bot makes every decision with more than one legal move.

``--alone`` asks the bot at every decision of the baseline game instead, and plays each
departure alone (the reference plays the rest of that game): every departure's gain is then
its own, where in whole games the bot's several departures share one outcome.

    PYTHONPATH=python python benchmarks/deviations.py mahjong "pimc:worlds=200,z=1" --deals 1000 \\
        --at legal:ready --at phase:claim --json out.json
    PYTHONPATH=python python benchmarks/deviations.py guandan strong --deals 200 --alone
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from typing import Any

from tqdm import tqdm

from paiju import games, load_game
from paiju.arena import mean_ci
from paiju.bots import choose


def at_decision(state: Any, legal: Any, at: list[str]) -> bool:
    """Whether the bot under test, not the reference, chooses at this decision."""
    if len(legal) < 2:
        return False
    if not at:
        return True
    for where in at:
        kind, _, word = where.partition(":")
        if kind == "phase" and state.phase == word:
            return True
        if kind == "legal" and any(str(m).startswith(word) for m in legal):
            return True
    return False


def play(game: Any, deal: int, bot: str, reference: str, seat: int, at: list[str]) -> tuple[list[float], list[dict[str, Any]]]:
    """One deal, the bot in ``seat`` (-1: none): every seat's return and the bot's departures."""
    state = game.new_match(deal)
    departures: list[dict[str, Any]] = []
    decision = 0
    while not state.is_terminal():
        move = choose(state, reference)
        if state.current_player == seat:
            legal = state.legal_moves()
            if at_decision(state, legal, at):
                chosen = choose(state, bot, seed=deal * 1000 + seat * 100 + decision)
                decision += 1
                if chosen != move:
                    departures.append({"reference": str(move), "bot": str(chosen), "decision": decision})
                move = chosen
        state.apply(move)
    return [float(x) for x in state.returns()], departures


def play_alone(game: Any, deal: int, bot: str, reference: str, at: list[str]) -> list[dict[str, Any]]:
    """The baseline game with the bot asked at each decision; each departure played out alone."""
    state = game.new_match(deal)
    asked: list[tuple[Any, Any, Any, int]] = []
    decision = 0
    while not state.is_terminal():
        move = choose(state, reference)
        legal = state.legal_moves()
        if at_decision(state, legal, at):
            chosen = choose(state, bot, seed=deal * 1000 + decision)
            decision += 1
            if chosen != move:
                asked.append((state.clone(), move, chosen, state.current_player, decision))
        state.apply(move)
    baseline = [float(x) for x in state.returns()]
    rows = []
    for before, move, chosen, seat, number in asked:
        before.apply(chosen)
        while not before.is_terminal():
            before.apply(choose(before, reference))
        rows.append({"deal": deal, "seat": seat, "gain": float(before.returns()[seat]) - baseline[seat], "alone": True,
                     "departures": [{"reference": str(move), "bot": str(chosen), "decision": number}]})
    return rows


def estimate(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval."""
    mean, low, high = mean_ci(values)
    return mean, (high - low) / 2


def kind(move: str) -> str:
    """A move's kind: the first word of its name."""
    return move.split()[0] if move.strip() else move


def summarize(rows: list[dict[str, Any]], min_games: int = 5) -> str:
    """Per deal (the bot once in each seat) and per kind of a game's only departure."""
    gain, gain_half = estimate([row["gain"] for row in rows])
    changed = [row["gain"] for row in rows if row["gain"] != 0]
    deals = len({row["deal"] for row in rows})
    lines = [f"deals {deals}, games {len(rows)}: gain a game {gain:+.3f} ± {gain_half:.3f}"]
    if not any(row.get("alone") for row in rows):
        per_deal: dict[int, float] = defaultdict(float)
        for row in rows:
            per_deal[row["deal"]] += row["gain"]
        rate, rate_half = estimate([1.0 if x > 0 else 0.5 if x == 0 else 0.0 for x in per_deal.values()])
        lines.append(f"deals whose games (the bot once in each seat) gained in sum {100 * rate:.1f}% ± {100 * rate_half:.1f} (ties half)")
    lines += [
        f"games changed {len(changed)}: better {sum(g > 0 for g in changed)}, worse {sum(g < 0 for g in changed)}",
        "games with one departure, by kind (reference's move -> bot's move):",
    ]
    by_kind: dict[str, list[float]] = defaultdict(list)
    for row in rows:
        if len(row["departures"]) == 1:
            d = row["departures"][0]
            by_kind[f"{kind(d['reference'])} -> {kind(d['bot'])}"].append(row["gain"])
        elif row["departures"]:
            by_kind["several"].append(row["gain"])
    rare = [g for gains in by_kind.values() if len(gains) < min_games for g in gains]
    shown = [(name, gains) for name, gains in by_kind.items() if len(gains) >= min_games]
    for name, gains in sorted(shown, key=lambda kv: -len(kv[1])) + ([(f"kinds of < {min_games} games", rare)] if rare else []):
        mean, half = estimate(gains)
        lines.append(f"  {name:28s} games {len(gains):5d}  gain {mean:+8.2f} ± {half:6.2f}  "
                     f"better {sum(g > 0 for g in gains):4d}  worse {sum(g < 0 for g in gains):4d}")
    return "\n".join(lines)


def main_rows(game_name: str, bot: str, reference: str, deals: int, first: int, at: list[str], alone: bool,
              progress: bool = False) -> list[dict[str, Any]]:
    """The ledger's rows for deals ``first .. first + deals - 1``: one per game (the bot alone in
    each seat), or with ``alone`` one per departure."""
    game = load_game(game_name, max_deals=1)
    rows: list[dict[str, Any]] = []
    for deal in tqdm(range(first, first + deals), unit="deal", file=sys.stderr, disable=not progress):
        if alone:
            rows += play_alone(game, deal, bot, reference, at)
            continue
        baseline, _ = play(game, deal, bot, reference, -1, at)
        for seat in range(len(baseline)):
            returns, departures = play(game, deal, bot, reference, seat, at)
            rows.append({"deal": deal, "seat": seat, "departures": departures, "gain": returns[seat] - baseline[seat]})
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", nargs="?", choices=games(), help="the game")
    parser.add_argument("bot", nargs="?", default="ismcts", help="the bot under test, a spec such as 'ismcts' (the default) or 'strong'")
    parser.add_argument("--reference", default="heuristic", help="the deterministic reference player (default heuristic)")
    parser.add_argument("--deals", type=int, default=200, help="deals to play, each five times (default 200)")
    parser.add_argument("--first", type=int, default=0, help="the first deal's seed (default 0)")
    parser.add_argument("--at", action="append", default=[], metavar="phase:NAME|legal:WORD",
                        help="the decisions the bot makes (repeatable, joined by 'or'; default every decision)")
    parser.add_argument("--alone", action="store_true", help="play each departure alone from the baseline game (one row each)")
    parser.add_argument("--json", help="write one row per game (deal, seat, departures, gain) to this file")
    parser.add_argument("--min-games", type=int, default=5, help="show kinds of departure with at least this many games, the rest as one row (default 5)")
    parser.add_argument("--summarize", nargs="+", metavar="FILE", help="only summarize rows written earlier by --json")
    args = parser.parse_args(argv)
    if args.summarize:
        rows = [row for path in args.summarize for row in json.load(open(path))]
        print(summarize(rows, args.min_games))
        return 0
    if args.game is None:
        parser.error("give the game (or --summarize FILE)")
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    for where in args.at:
        if where.partition(":")[0] not in ("phase", "legal") or not where.partition(":")[2]:
            parser.error(f"--at takes phase:NAME or legal:WORD, got {where!r}")
    rows = main_rows(args.game, args.bot, args.reference, args.deals, args.first, args.at, args.alone, progress=True)
    if args.json:
        with open(args.json, "w") as out:
            json.dump(rows, out)
    print(summarize(rows, args.min_games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
