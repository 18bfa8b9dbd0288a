"""Platform protocol bots for the tests, written from the protocol as the issue states it and
independent of paiju (they import nothing from it): they read one JSON message per line on
stdin and answer each with one JSON line.

    python protocol_bots.py uniform [--seed S]            uniform over 0..indexRange
    python protocol_bots.py skim [--seed S]              uniform too, but reads only "type" and
                                                          "indexRange" from the text (no JSON
                                                          parsing: the cheapest possible bot)
    python protocol_bots.py rebuild --misses FILE [--seed S]
        picks an action, rebuilds its cards from its own sorted hand the way competition bots
        do (slot by slot, naturals in hand order, a heart level card standing in as a wild at
        the end of its slot) and looks it up with actionList.index(...); every failed lookup,
        hand out of order or malformed message is appended to FILE
    --wild-hits FILE              append a line to FILE for each action found whose heart level
                                  card stands in for another rank (a wild rebuilt in place)
    --fault KIND --fault-at N     at the N-th act (1-based): timeout (sleep), crash (exit),
                                  garbage (not JSON), bad_index (indexRange + 1), float_index
                                  (1.5), silent (stop answering and reading)
    --fault-flag FILE             fault only once: not if FILE exists (it is created on faulting),
                                  so the restarted process plays on cleanly
    --quiet-notify                never answer notifications (bots over WebSocket do not)
    --log FILE                    append every message received to FILE (JSON lines)
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time

RANKS = "23456789TJQKA"
SUITS = "SHCD"
RUN_LENGTH = {"Straight": 5, "StraightFlush": 5, "ThreePair": 3, "TwoTrips": 2}


def power(card: str, level: str) -> tuple[int, int]:
    if card == "SB":
        return (14, 0)
    if card == "HR":
        return (15, 0)
    return (13 if card[1] == level else RANKS.index(card[1]), SUITS.index(card[0]))


def card_rank(card: str) -> str:
    return {"SB": "B", "HR": "R"}.get(card, card[1])


def run_ranks(low: str, length: int) -> list[str]:
    order = "A" + RANKS  # A low first, then 2..A
    start = order.index(low)
    return list(order[start:start + length])


def slots(kind: str, rank: str, cards: list[str], level: str) -> list[tuple[str, int]]:
    """The (rank, size) slots of an action, in the platform's order."""
    if kind == "Bomb" and rank == "JOKER":
        return [("B", 2), ("R", 2)]
    if kind in RUN_LENGTH:
        n = RUN_LENGTH[kind]
        return [(r, len(cards) // n) for r in run_ranks(rank, n)]
    if kind == "ThreeWithTwo":
        wild = "H" + level
        others = [card_rank(c) for c in cards if card_rank(c) != rank and c != wild]
        pair = others[0] if others else level
        return [(rank, 3), (pair, 2)]
    if kind in ("tribute", "back"):
        return [(card_rank(cards[0]), 1)]
    return [(rank, len(cards))]


def rebuild(action: list, hand: list[str], level: str) -> list:
    """The action's cards rebuilt from the hand: for each slot, its natural cards in hand order,
    then the wild heart level cards it needs."""
    kind, rank, cards = action
    if kind == "PASS":
        return action
    wild = "H" + level
    remaining = list(cards)
    out: list[str] = []
    plan = slots(kind, rank, cards, level)
    filled: list[list[str]] = []
    for slot_rank, size in plan:
        taken: list[str] = []
        # naturals, in the order they sit in the hand; the wild hearts go last if there is a choice
        candidates = [c for c in hand if card_rank(c) == slot_rank]
        for prefer_natural in (True, False):
            for c in candidates:
                if len(taken) == size:
                    break
                if (c == wild) == prefer_natural:
                    continue
                if remaining.count(c) > taken.count(c) + sum(f.count(c) for f in filled):
                    taken.append(c)
        taken.sort(key=hand.index)
        filled.append(taken)
    for (slot_rank, size), taken in zip(plan, filled):
        while len(taken) < size:
            taken.append(wild)
        out.extend(taken)
    return [kind, rank, out]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["uniform", "rebuild", "skim"])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--misses")
    parser.add_argument("--wild-hits")
    parser.add_argument("--fault")
    parser.add_argument("--fault-at", type=int, default=1)
    parser.add_argument("--fault-flag")
    parser.add_argument("--quiet-notify", action="store_true")
    parser.add_argument("--log")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    acts = 0
    log = open(args.log, "a") if args.log else None

    def miss(text: str) -> None:
        if args.misses:
            with open(args.misses, "a") as f:
                f.write(text + "\n")

    if args.mode == "skim":
        index_range = re.compile(r'"indexRange":(\d+)')
        for line in sys.stdin:
            if line.startswith('{"type":"act"'):
                found = index_range.search(line)
                print('{"actIndex":%d}' % rng.randint(0, int(found.group(1)) if found else 0), flush=True)
            else:
                print("{}", flush=True)
        return
    for line in sys.stdin:
        message = json.loads(line)
        if log:
            log.write(line)
            log.flush()
        if message.get("type") != "act":
            if not args.quiet_notify:
                print("{}", flush=True)
            continue
        acts += 1
        if args.fault and acts == args.fault_at and not (args.fault_flag and os.path.exists(args.fault_flag)):
            if args.fault_flag:
                open(args.fault_flag, "w").close()
            if args.fault == "timeout":
                time.sleep(30)
            elif args.fault == "crash":
                sys.exit(3)
            elif args.fault == "garbage":
                print("this is not json", flush=True)
                continue
            elif args.fault == "bad_index":
                print(json.dumps({"actIndex": message["indexRange"] + 1}), flush=True)
                continue
            elif args.fault == "float_index":
                print(json.dumps({"actIndex": 1.5}), flush=True)
                continue
            elif args.fault == "silent":
                time.sleep(60)
        actions = message["actionList"]
        if message["indexRange"] != len(actions) - 1:
            miss(f"indexRange {message['indexRange']} for {len(actions)} actions")
        pick = rng.randint(0, message["indexRange"])
        if args.mode == "rebuild":
            hand, level = message["handCards"], message["curRank"]
            if hand != sorted(hand, key=lambda c: power(c, level)):
                miss(f"hand out of order: {hand}")
            wanted = rebuild(actions[pick], hand, level)
            try:
                pick = actions.index(wanted)
                kind, rank, cards = wanted
                plan = slots(kind, rank, cards, level) if kind != "PASS" else []
                natural = {r for r, _ in plan}
                if args.wild_hits and "H" + level in cards and level not in natural:
                    with open(args.wild_hits, "a") as f:
                        f.write(json.dumps(wanted) + "\n")
            except ValueError:
                miss(f"not found: {wanted} (listed as {actions[pick]}) at level {level}")
                pick = 0
        print(json.dumps({"actIndex": pick}), flush=True)


if __name__ == "__main__":
    main()
