"""Reading the message streams the protocol bots log (protocol_bots.py --log): deals, the
order of a deal's messages, and which features of the game they show."""

from __future__ import annotations

import json
from pathlib import Path

PASS = ["PASS", "PASS", "PASS"]
FEATURES = ("tribute", "back", "anti-tribute", "wild", "jiefeng")


def read_log(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def deals_of(messages: list[dict]) -> list[list[dict]]:
    """A seat's messages cut into deals (each from its notify/beginning)."""
    deals: list[list[dict]] = []
    open_deal = False
    for m in messages:
        if m["stage"] == "beginning":
            deals.append([])
            open_deal = True
        if open_deal:
            deals[-1].append(m)
        if m["stage"] == "episodeOver":
            open_deal = False
    return deals


def check_deal_stream(deal: list[dict], seat: int) -> None:
    """The order of one deal's messages to one seat, as the protocol states it."""
    kinds = [(m["type"], m["stage"]) for m in deal]
    assert kinds[0] == ("notify", "beginning") and deal[0]["myPos"] == seat
    assert len(deal[0]["handCards"]) == 27
    assert kinds[-1] == ("notify", "episodeOver")
    play_starts = next(i for i, k in enumerate(kinds) if k[1] == "play")
    before = [k[1] for k in kinds[1:play_starts]]
    assert before in ([], ["anti-tribute"], ["tribute", "back"]) or set(before) <= {"tribute", "back"}
    for m in deal:
        if m["type"] == "act":
            assert m["indexRange"] == len(m["actionList"]) - 1
            following = m["stage"] == "play" and m["greaterPos"] != -1
            if m["stage"] == "play" and not following:
                assert (m["curPos"], m["curAction"], m["greaterAction"]) == (-1, None, None)
            if following:
                assert m["actionList"][0] == PASS and m["curPos"] != -1
    plays = [m for m in deal if m["stage"] == "play" and m["type"] == "notify"]
    played = sum(len(m["curAction"][2]) for m in plays if m["curAction"][0] != "PASS")
    rest = sum(len(cards) for _, cards in deal[-1]["restCards"])
    assert played + rest == 108  # every card is played or shown at the end




def count_features(deals: list[list[dict]], seat: int, seen: dict[str, int]) -> None:
    """Checks each deal's stream and counts tribute, return, anti-tribute, plays with a wild
    standing in for another rank, and 接风 (a lead right after the partner went out)."""
    for deal in deals:
        check_deal_stream(deal, seat)
        level = deal[0]["curRank"]
        for i, m in enumerate(deal):
            if m["type"] == "notify" and m["stage"] in ("tribute", "back", "anti-tribute"):
                seen[m["stage"]] = seen.get(m["stage"], 0) + 1
            if m["type"] == "notify" and m["stage"] == "play" and m["curAction"][0] != "PASS":
                rank, cards = m["curAction"][1], m["curAction"][2]
                if len(cards) > 1 and any(c == "H" + level and rank != level for c in cards):
                    seen["wild"] = seen.get("wild", 0) + 1
            if m["type"] == "act" and m["stage"] == "play" and m["curPos"] == -1:
                plays = [p for p in deal[:i] if p["type"] == "notify" and p["stage"] == "play"
                         and p["curAction"][0] != "PASS"]
                partner = (seat + 2) % 4
                if plays and plays[-1]["curPos"] == partner and m["publicInfo"][partner]["rest"] == 0:
                    seen["jiefeng"] = seen.get("jiefeng", 0) + 1
