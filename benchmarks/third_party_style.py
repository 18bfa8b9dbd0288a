"""Simple statistics of how the third-party Guandan bots play, next to paiju's heuristic.

Data: ``$PAIJU_THIRD_PARTY_DATA/<bot>.jsonl.gz`` (see benchmarks/opponent_models.py): deals
where a bot of the 2020 Guandan AI competition held two seats and paiju's ``heuristic`` the
other two. Every decision of the 2nd deal is replayed; the figures are counted separately for
the third-party seats (``<bot>``) and for the heuristic seats of the same deals
(``heuristic``). They motivated the training players of docs/trainers.md.

    PYTHONPATH=python python benchmarks/third_party_style.py [--deals N] [--json OUT]

Figures (shares of the decisions in the situation named; ``n:`` keys give the counts):

* ``lead:<kind>``: what a lead is (Single, Pair, Trips, ThreeWithTwo, Straight, ThreePair,
  TwoTrips, bombs);
* ``lead_lowest``: the lead is the lowest play of its kind the hand could lead;
* ``pass_vs_opp``: passes when an opponent holds the trick and a non-bomb beats it;
* ``bomb_vs_opp``: bombs when an opponent holds the trick and only a bomb beats it, split by the
  opponent's cards left (``_near``: 6 or fewer, ``_far``: more);
* ``overtake``: plays over the partner's play when something (bombs aside) beats it, split by
  the partner's cards left (``_partner_near``: 6 or fewer) and by the partner's key (``_high``:
  an ace or higher, by single-card power, or a sequence from K);
* ``min_beat``: when beating with a non-bomb, the lowest beating play of that kind;
* ``pass_early``: ``pass_vs_opp`` while the mover holds 16 cards or more;
* ``lead_single_partner_near``: singles among leads while the partner holds 5 cards or fewer.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from opponent_models import BOTS, decisions, read_rows  # noqa: E402

DEFAULT_DATA = Path(os.environ.get("PAIJU_THIRD_PARTY_DATA", "guandan-third-party"))
NATURAL = "23456789TJQKA"
SEQUENCES = {"Straight", "StraightFlush", "ThreePair", "TwoTrips"}


def power(kind: str, rank: str, level: str) -> int:
    """Order of a play's key within its kind: sequences by lowest place (A low), others by
    single-card power (the level rank above the ace, then the jokers)."""
    if kind in SEQUENCES:
        return "A23456789TJQK".index(rank)
    if rank == level:
        return 13
    return {"B": 14, "R": 15}.get(rank, NATURAL.index(rank) if rank in NATURAL else 0)


class Tally:
    def __init__(self) -> None:
        self.hits: Counter[str] = Counter()
        self.n: Counter[str] = Counter()

    def add(self, key: str, hit: bool) -> None:
        self.n[key] += 1
        self.hits[key] += int(hit)

    def shares(self) -> dict[str, float]:
        out: dict[str, float] = {k: round(self.hits[k] / v, 3) for k, v in sorted(self.n.items()) if v}
        out.update({f"n:{k}": v for k, v in sorted(self.n.items())})
        return out


def count_lead(t: Tally, state: Any, move: Any, seat: int) -> None:
    level = str(state.deal_level)
    legal = [m for m in state.legal_moves() if m.kind == move.kind]
    low = min(power(m.kind, m.rank, level) for m in legal)
    for kind in ("Single", "Pair", "Trips", "ThreeWithTwo", "Straight", "ThreePair", "TwoTrips"):
        t.add(f"lead:{kind}", move.kind == kind)
    t.add("lead:bomb", move.is_bomb())
    if not move.is_bomb():
        t.add("lead_lowest", power(move.kind, move.rank, level) == low)
    if 0 < state.cards_left()[(seat + 2) % 4] <= 5:
        t.add("lead_single_partner_near", move.kind == "Single")


def count_follow(t: Tally, state: Any, move: Any, seat: int) -> None:
    level = str(state.deal_level)
    beats = [m for m in state.legal_moves() if not m.is_pass()]
    plain = [m for m in beats if not m.is_bomb()]
    partner_on_top = state.top_seat == (seat + 2) % 4
    if partner_on_top:
        if plain:
            t.add("overtake", not move.is_pass())
            near = state.cards_left()[state.top_seat] <= 6
            t.add("overtake_partner_near" if near else "overtake_partner_far", not move.is_pass())
            high = power(state.top.kind, state.top.rank, level) >= 12
            t.add("overtake_high" if high else "overtake_low", not move.is_pass())
        return
    if plain:
        t.add("pass_vs_opp", move.is_pass())
        if state.cards_left()[seat] >= 16:
            t.add("pass_early", move.is_pass())
        if not move.is_pass() and not move.is_bomb():
            t.add("min_beat", power(move.kind, move.rank, level) == min(power(m.kind, m.rank, level) for m in plain))
    elif beats:
        near = state.cards_left()[state.top_seat] <= 6
        t.add("bomb_vs_opp", move.is_bomb())
        t.add("bomb_vs_opp_near" if near else "bomb_vs_opp_far", move.is_bomb())


def tally_file(path: Path, bot: str, deals: int | None) -> dict[str, Tally]:
    from paiju import guandan

    tallies: dict[str, Tally] = defaultdict(Tally)
    for row in read_rows(path, deals):
        theirs = row["their_seats"]
        for _, state, text in decisions(row, [0, 1, 2, 3]):
            if state.phase != "play":
                continue
            seat = state.current_player
            label = bot if seat in theirs else "heuristic"
            move = guandan.Move.parse(text)
            if state.top is None:
                count_lead(tallies[label], state, move, seat)
            else:
                count_follow(tallies[label], state, move, seat)
    return tallies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--deals", type=int, default=None, help="records per file (default all)")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    merged: dict[str, Tally] = defaultdict(Tally)
    for bot in BOTS:
        for label, tally in tally_file(args.data / f"{bot}.jsonl.gz", bot, args.deals).items():
            merged[label].hits.update(tally.hits)
            merged[label].n.update(tally.n)
        print(f"{bot} done", file=sys.stderr)
    table = {label: merged[label].shares() for label in (*BOTS, "heuristic")}
    keys = [k for k in table["heuristic"] if not k.startswith("n:")]
    print("figure".ljust(26) + "".join(label[:12].rjust(13) for label in table))
    for key in keys:
        print(key.ljust(26) + "".join(f"{table[label].get(key, float('nan')):13.3f}" for label in table))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(table, indent=1) + "\n")


if __name__ == "__main__":
    main()
