"""Where a mahjong search bot departs from the heuristic, and what each departure gains.

For each wall (deal ``w`` of a one-deal match seeded ``w``), the deal is played by four
heuristic players (the baseline), then four more times with the bot under test alone in each
seat. The heuristic is deterministic, so a game in which the bot makes the heuristic's every
choice ends exactly as the baseline did: a seat's points minus the baseline seat's points is
what the bot's departures in that game gained. Per set (the four games of a wall) the sum of
those differences is the arena's score of the bot against the heuristic (``paiju arena mahjong
BOT heuristic``: the baseline's four seats sum to zero).

``--search-at`` limits the bot to some decisions (the heuristic plays the rest), to measure
where its departures help: ``ready`` (turns where a ready declaration is legal), ``claim``
(claims of a discard or a kong), ``ready+claim``, ``all`` (every decision with more than one
legal move).

    PYTHONPATH=python python benchmarks/mahjong_deviations.py "pimc:worlds=200,z=1" --walls 1000 \\
        --search-at ready+claim --json out.json
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from typing import Any

from tqdm import tqdm

from paiju.arena import mean_ci
from paiju.bots import choose
from paiju.mahjong import Game

SEARCH_AT = ("all", "ready", "claim", "ready+claim")


def searched(state: Any, legal: Any, search_at: str) -> bool:
    """Whether the bot under test, not the heuristic, chooses at this decision."""
    if len(legal) < 2:
        return False
    ready = state.phase == "turn" and any(str(m).startswith("ready") for m in legal)
    claim = state.phase == "claim"
    return {"all": True, "ready": ready, "claim": claim, "ready+claim": ready or claim}[search_at]


def play(game: Game, wall: int, bot: str, seat: int, search_at: str) -> tuple[list[float], list[dict[str, Any]]]:
    """One deal from wall ``wall``, the bot in ``seat`` (-1: none): final points and departures."""
    state = game.new_match(wall)
    departures: list[dict[str, Any]] = []
    decision = 0
    while not state.is_terminal():
        move = choose(state, "heuristic")
        if state.current_player == seat:
            legal = state.legal_moves()
            if searched(state, legal, search_at):
                chosen = choose(state, bot, seed=wall * 1000 + seat * 100 + decision)
                decision += 1
                if chosen != move:
                    departures.append({"heuristic": str(move), "bot": str(chosen), "wall_left": state.wall_count})
                move = chosen
        state.apply(move)
    return [float(x) for x in state.scores()], departures


def estimate(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval."""
    mean, low, high = mean_ci(values)
    return mean, (high - low) / 2

def summarize(rows: list[dict[str, Any]]) -> str:
    per_set: dict[int, float] = defaultdict(float)
    for row in rows:
        per_set[row["wall"]] += row["gain"]
    sets = list(per_set.values())
    wins = [1.0 if x > 0 else 0.5 if x == 0 else 0.0 for x in sets]
    points, points_half = estimate([x / 4 for x in sets])
    rate, rate_half = estimate(wins)
    changed = [x for x in sets if x != 0]
    lines = [
        f"sets {len(sets)}: set win rate {100 * rate:.1f}% ± {100 * rate_half:.1f}, points a deal {points:+.2f} ± "
        f"{points_half:.2f}; sets changed {len(changed)}, of them won {sum(x > 0 for x in changed)}",
        "games with one departure, by kind (heuristic's move -> bot's move):",
    ]
    by_kind: dict[str, list[float]] = defaultdict(list)
    for row in rows:
        if len(row["departures"]) == 1:
            d = row["departures"][0]
            by_kind[f"{d['heuristic'].split()[0]} -> {d['bot'].split()[0]}"].append(row["gain"])
        elif row["departures"]:
            by_kind["several"].append(row["gain"])
    for kind, gains in sorted(by_kind.items(), key=lambda kv: -len(kv[1])):
        mean, half = estimate(gains)
        lines.append(f"  {kind:24s} games {len(gains):5d}  gain {mean:+8.1f} ± {half:6.1f}  "
                     f"better {sum(g > 0 for g in gains):4d}  worse {sum(g < 0 for g in gains):4d}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bot", nargs="?", default="ismcts", help="the bot under test, a spec such as 'ismcts' (the default) or 'pimc:worlds=200,z=1'")
    parser.add_argument("--walls", type=int, default=200, help="walls (duplicate sets) to play (default 200)")
    parser.add_argument("--first", type=int, default=0, help="the first wall's seed (default 0)")
    parser.add_argument("--search-at", choices=SEARCH_AT, default="all", help="the decisions the bot makes (default all)")
    parser.add_argument("--json", help="write one row per game (wall, seat, departures, gain) to this file")
    parser.add_argument("--summarize", nargs="+", metavar="FILE", help="only summarize rows written earlier by --json")
    args = parser.parse_args(argv)
    if args.summarize:
        rows = [row for path in args.summarize for row in json.load(open(path))]
        print(summarize(rows))
        return 0
    if args.walls < 1:
        parser.error("--walls must be at least 1")
    game = Game(max_deals=1)
    rows = []
    for wall in tqdm(range(args.first, args.first + args.walls), unit="wall", file=sys.stderr):
        baseline, _ = play(game, wall, args.bot, -1, args.search_at)
        for seat in range(4):
            points, departures = play(game, wall, args.bot, seat, args.search_at)
            rows.append({"wall": wall, "seat": seat, "departures": departures, "gain": points[seat] - baseline[seat]})
    if args.json:
        with open(args.json, "w") as out:
            json.dump(rows, out)
    print(summarize(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
